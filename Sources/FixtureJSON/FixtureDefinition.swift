import Fixture

/// A named part of the fixture format (a JSON Schema `$defs` entry): several members share it by name.
public struct FixtureDefinition: Sendable {
  /// The name members refer to (`FixtureType.reference`).
  public let name: String
  /// What it is, for the schema's editors.
  public let description: String?
  /// Its shape.
  public let type: FixtureType

  /// The definition `name` of `type`.
  public init(_ name: String, _ description: String? = nil, _ type: FixtureType) {
    self.name = name
    self.description = description
    self.type = type
  }
}
