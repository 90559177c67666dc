import Fixture
import JSON
import Simulator

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The payloads of `--pushes DIR`: every `*.json` file in the directory, in name order.
public struct PushDirectory: PushSource {
  /// The directory as given.
  public let path: String
  /// The payload file names, sorted.
  public internal(set) var fileNames: [String]
  /// The index of the next payload.
  public internal(set) var position = 0

  /// Lists `path`; fails with a one-line message when it is not a readable directory.
  public init(path: String) throws(PushDirectoryError) {
    var isDirectory = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw PushDirectoryError(message: "\(path): no such directory")
    }
    guard isDirectory else {
      let kind = Self.kind(ofPath: path) ?? "a regular file"
      throw PushDirectoryError(
        message: "\(path): is \(kind), not a directory; expected a directory of *.json payload files")
    }
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else {
      let reason = access(path, R_OK | X_OK) == 0 ? "" : ": " + Self.reason(errno)
      throw PushDirectoryError(message: "\(path): directory cannot be listed\(reason)")
    }
    self.path = path
    // Byte order, not the locale's: `02-update.json` before `10-end.json` on every machine.
    fileNames = entries.filter { $0.hasSuffix(".json") }.sorted {
      Array($0.utf8).lexicographicallyPrecedes($1.utf8)
    }
  }

  /// How many payloads there are.
  public var count: Int { fileNames.count }

  /// Reads and decodes the next payload; an unreadable file becomes a refused delivery, never an error.
  public mutating func next(for definition: ActivityDefinition) -> PushDelivery? {
    guard position < fileNames.count else { return nil }
    let name = fileNames[position]
    position += 1
    let filePath = path.appendingPathComponent(name)
    if let kind = Self.kind(ofPath: filePath) {
      let verdict = "is \(kind), not a payload; expected a regular file holding one push's JSON"
      return PushDelivery(fileName: name, verdict: verdict, kind: .refused, payload: nil)
    }
    guard let data = FileManager.default.contents(atPath: filePath) else {
      let reason = access(filePath, R_OK) == 0 ? "" : ": " + Self.reason(errno)
      return PushDelivery(fileName: name, verdict: "cannot be read\(reason)", kind: .refused, payload: nil)
    }
    guard data.count <= InputLimits.payloadBytes else {
      let message = InputLimitError(path: name, byteCount: data.count, file: .payload).description
      return PushDelivery(fileName: name, verdict: message, kind: .refused, payload: nil)
    }
    return PushDelivery.decode([UInt8](data), fileName: name, definition: definition)
  }

  /// Starts again from the first payload.
  public mutating func rewind() { position = 0 }
}
