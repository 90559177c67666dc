#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The files a scenario names (push payloads), read through one door so tests can supply their own.
public protocol ScenarioFiles: Sendable {
  /// The bytes of the file at `path`, or nil when it cannot be read.
  func read(_ path: String) -> [UInt8]?
  /// The names of the files in `directory`, or nil when it cannot be listed.
  func list(_ directory: String) -> [String]?
}
