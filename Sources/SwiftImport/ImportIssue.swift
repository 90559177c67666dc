import SwiftParsing

/// A construct the importer read but could not carry into the fixture: it is left out (or drawn as a marked
/// placeholder), never guessed.
public struct ImportIssue: Equatable, Sendable, CustomStringConvertible {
  /// The Swift file as named on the command line.
  public var file: String
  /// Where the construct starts.
  public var position: SwiftPosition
  /// What was left out and why.
  public var message: String

  /// An issue.
  public init(file: String, position: SwiftPosition, message: String) {
    self.file = file
    self.position = position
    self.message = message
  }

  /// `file:line:col: unsupported: message`, as compilers write diagnostics.
  public var description: String { "\(file):\(position): unsupported: \(message)" }
}

/// A place in one of the Swift files.
public struct SwiftPlace: Equatable, Sendable, CustomStringConvertible {
  /// The file as named on the command line.
  public var file: String
  /// The line and column.
  public var position: SwiftPosition

  /// A place.
  public init(file: String, position: SwiftPosition) {
    self.file = file
    self.position = position
  }

  /// `file:line:col`.
  public var description: String { "\(file):\(position)" }
}
