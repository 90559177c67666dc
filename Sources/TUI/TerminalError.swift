/// Why the terminal cannot be used.
struct TerminalError: Error {
  /// One line.
  var message: String
}
