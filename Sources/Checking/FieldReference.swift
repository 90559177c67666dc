/// A field a layout node reads, with the node written as the fixture writes it, e.g. `{"text":"Order #{orderNumber}"}`.
struct FieldReference: Equatable, Sendable {
  /// The field's name.
  var field: String
  /// The node (or the part of it) that reads the field, in fixture JSON.
  var view: String
  /// The derived field the read goes through, when the node reads a derived field built from this one.
  var via: String?
}
