/// One member of an object in the fixture format: its key, the shape of its value, whether a fixture must
/// give it and what it means when it does not.
public struct FixtureMember: Sendable {
  /// The key, as the fixture spells it.
  public let name: String
  /// What its value may be.
  public let type: FixtureType
  /// Whether the object must have it.
  public let isRequired: Bool
  /// What the member means, for the schema's editors; it names the default when there is one.
  public let description: String?

  /// A member `name` of `type`.
  public init(_ name: String, _ type: FixtureType, required: Bool = false, _ description: String? = nil) {
    self.name = name
    self.type = type
    self.isRequired = required
    self.description = description
  }
}
