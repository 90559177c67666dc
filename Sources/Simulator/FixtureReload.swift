import Fixture

/// A fixture file given to `la-sim run` was saved and read again: the fixture it now holds, or why it could
/// not be loaded. `position` is its place among the fixtures given (0 the first), `file` its path as given.
public enum FixtureReload: Equatable, Sendable {
  /// The file loaded.
  case loaded(ActivityDefinition, position: Int, file: String)
  /// The file did not load: the one-line error that says where and why.
  case failed(String, position: Int, file: String)
}
