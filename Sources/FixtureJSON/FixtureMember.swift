import Fixture

/// One member of an object in the fixture format: its key, the shape of its value, whether a fixture must
/// give it and what it means when it does not.
public struct FixtureMember: Sendable {
  /// The key, as the fixture spells it.
  public let name: String
  /// Whether the object must have it.
  public let isRequired: Bool
  /// Builds `description` when it is asked for (the schema): some are written from a closed set's names, and
  /// building them when the decoder first read an object's keys cost more than reading it.
  private let makeDescription: @Sendable () -> String?

  /// What the member means, for the schema's editors; it names the default when there is one.
  public var description: String? { makeDescription() }

  /// Builds `type` when it is asked for: the decoder reads only the keys at start-up, and building every
  /// type there (the closed sets from `allCases`, the nested objects) cost 3 % of `la-sim render`.
  private let makeType: @Sendable () -> FixtureType

  /// What its value may be.
  public var type: FixtureType { makeType() }

  /// A member `name` of `type`.
  public init(
    _ name: String, _ type: @autoclosure @escaping @Sendable () -> FixtureType, required: Bool = false,
    _ description: @autoclosure @escaping @Sendable () -> String? = nil
  ) {
    self.name = name
    self.makeType = type
    self.isRequired = required
    self.makeDescription = description
  }
}
