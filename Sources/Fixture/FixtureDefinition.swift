/// A named part of the fixture format (a JSON Schema `$defs` entry): several members share it by name.
package struct FixtureDefinition: Sendable {
  /// The name members refer to (`FixtureType.reference`).
  package let name: String
  /// What it is, for the schema's editors.
  package let description: String?
  /// Its shape.
  package let type: FixtureType

  /// The definition `name` of `type`.
  package init(_ name: String, _ description: String? = nil, _ type: FixtureType) {
    self.name = name
    self.description = description
    self.type = type
  }
}
