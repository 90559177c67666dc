import Diagnostics
import JSON

/// A fixture `check` could not check (it did not load, or its strings did not): the file named, where in
/// it, and the one-line error printed on standard error. JSON lists it under `errors` and SARIF as a tool
/// execution notification, so a report read without standard error does not pass it over as a fixture
/// with no findings.
public struct CheckFailure: Equatable, Sendable {
  /// The fixture as it was named.
  public var file: String
  /// The file the error is in (the fixture, a String Catalog it reads), when its line names one.
  public var errorFile: String?
  /// The line and column the error names, when it names them.
  public var position: SourcePosition?
  /// The one-line error, as printed.
  public var message: String

  /// The failure of `file`: `message`, the line printed, and the file and place of the `diagnostic` it
  /// was worded from, when it had one (a fixture or a String Catalog it reads).
  public init(file: String, message: String, diagnostic: Diagnostic? = nil) {
    self.file = file
    self.message = message
    if let diagnostic, !diagnostic.file.isEmpty {
      errorFile = diagnostic.file
      position = diagnostic.position
    }
  }

  /// `{"file", "errorFile", "line", "column", "message"}`, null where the line names no place.
  public var json: JSONValue {
    .object([
      JSONMember(key: "file", value: .string(file)),
      JSONMember(key: "errorFile", value: errorFile.map(JSONValue.string) ?? .null),
      JSONMember(key: "line", value: position.map { .int($0.line) } ?? .null),
      JSONMember(key: "column", value: position.map { .int($0.column) } ?? .null),
      JSONMember(key: "message", value: .string(message)),
    ])
  }
}
