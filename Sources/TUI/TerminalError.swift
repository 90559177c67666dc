/// Why the terminal cannot be used.
package struct TerminalError: Error {
  /// One line, e.g. `ncurses cannot drive terminal type 'foo'`.
  package var message: String
}
