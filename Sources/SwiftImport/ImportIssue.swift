import Diagnostics

/// A construct the importer read but could not carry into the fixture: it is left out (or drawn as a marked
/// placeholder), never guessed.
public struct ImportIssue: Equatable, Sendable, DiagnosticConvertible {
  /// The Swift file as named on the command line.
  public var file: String
  /// Where the construct starts.
  public var position: SourcePosition
  /// What was left out and why.
  public var message: String

  /// An issue.
  public init(file: String, position: SourcePosition, message: String) {
    self.file = file
    self.position = position
    self.message = message
  }

  /// `file:line:col: unsupported: message`, as compilers write diagnostics.
  public var diagnostic: Diagnostic {
    Diagnostic(file: file, position: position, label: "unsupported", message: message)
  }
}

/// A place in one of the Swift files.
public struct SwiftPlace: Equatable, Sendable, CustomStringConvertible {
  /// The file as named on the command line.
  public var file: String
  /// The line and column.
  public var position: SourcePosition

  /// A place.
  public init(file: String, position: SourcePosition) {
    self.file = file
    self.position = position
  }

  /// `file:line:col`.
  public var description: String { "\(file):\(position)" }
}
