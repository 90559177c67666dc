/// Why `--pushes DIR` cannot be used.
package struct PushDirectoryError: Error, Equatable, Sendable {
  /// One line naming the directory and the problem.
  package var message: String

  /// An error.
  package init(message: String) {
    self.message = message
  }
}
