/// Why `--pushes DIR` cannot be used.
public struct PushDirectoryError: Error, Equatable, Sendable {
  /// One line naming the directory and the problem.
  public var message: String

  /// An error.
  public init(message: String) {
    self.message = message
  }
}
