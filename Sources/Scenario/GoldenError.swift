import Escaping

/// A golden or pending file that cannot be read or written.
public struct GoldenError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file or directory.
  public var path: String
  /// What went wrong.
  public var message: String

  /// An error about `path`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`, safe to print to a terminal.
  public var description: String { TerminalSafe.escape("\(path): \(message)") }
}
