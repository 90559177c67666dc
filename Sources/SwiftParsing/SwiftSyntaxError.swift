/// Swift the importer cannot parse: the file, the place and what was expected.
public struct SwiftSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file as named on the command line.
  public var file: String
  /// Where the parse stopped.
  public var position: SwiftPosition
  /// What was expected and what was found.
  public var message: String

  /// An error.
  public init(file: String, position: SwiftPosition, message: String) {
    self.file = file
    self.position = position
    self.message = message
  }

  /// `file:line:col: error: message`.
  public var description: String { "\(file):\(position): error: \(message)" }
}
