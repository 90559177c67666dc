import Fixture

/// A rule between the members of an object in the fixture format, beyond each member's own type.
public enum FixtureRule: Sendable {
  /// Exactly one of these keys is present (a view has exactly one kind).
  case exactlyOne([String])
  /// When the first key is present, the others must be (an `if` needs `then`).
  case needs(String, [String])
  /// The key may appear only beside one of these (`alignment` is a stack's).
  case onlyBeside(String, [String])
  /// When `when` is present, the key takes only these values (a VStack's alignment is horizontal).
  case narrows(String, when: String, to: [String])
  /// When the key holds a string, the others must be present (`Label("…", systemImage:)`).
  case needsWhenString(String, [String])
  /// The object has from `minimum` to `maximum` members.
  case memberCount(minimum: Int, maximum: Int)
  /// Either `alone` stands alone, or `subject` is present with at least one of `tests` (a condition).
  case aloneOrSubject(alone: String, subject: String, tests: [String])
}
