/// Why the terminal cannot be used.
public struct TerminalError: Error {
  /// One line, e.g. `ncurses cannot drive terminal type 'foo'`.
  public var message: String
}
