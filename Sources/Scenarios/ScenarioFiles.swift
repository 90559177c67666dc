/// The files a scenario names (push payloads), read through one door so tests can supply their own.
public protocol ScenarioFiles: Sendable {
  /// The bytes of the payload file at `path`, or an error naming the file and what went wrong (missing,
  /// unreadable, a directory, over `InputLimits.payloadBytes`).
  func read(_ path: String) throws(FileAccessError) -> [UInt8]
  /// The names of the files in `directory`.
  func list(_ directory: String) throws(FileAccessError) -> [String]
}
