/// What a Live Activity's Swift declares about the data ActivityKit encodes: the attributes, the
/// `ContentState`, the `String`-backed enums they use, and the computed properties la-sim can model.
package struct SwiftModel: Equatable, Sendable {
  /// The `ActivityAttributes` struct's name.
  package var attributesType: String
  /// Where it is declared.
  package var place: SwiftPlace
  /// Its stored properties, in declaration order.
  package var attributes: [SwiftField]
  /// The `ContentState`'s stored properties, in declaration order.
  package var contentState: [SwiftField]
  /// Where `ContentState` is declared.
  package var contentStatePlace: SwiftPlace?
  /// The enums the fields use, in the order they are first used.
  package var enums: [SwiftEnum]
  /// The `ContentState`'s computed properties la-sim models: name and numerator/denominator fields.
  package var derived: [SwiftDerivedField]
}

/// One stored property.
package struct SwiftField: Equatable, Sendable {
  /// The Swift property name.
  package var name: String
  /// The JSON key: the `CodingKeys` raw value, or the name.
  package var key: String
  /// The type's fixture spelling: `String`, `Int`, `Double`, `Bool`, `Date` or an enum name.
  package var type: String
  /// Declared `T?`.
  package var isOptional: Bool
  /// Where the property is declared.
  package var place: SwiftPlace
  /// Where its `CodingKeys` case is, when it is renamed there.
  package var keyPlace: SwiftPlace?
}

/// A `String`-backed enum.
package struct SwiftEnum: Equatable, Sendable {
  /// The enum's name (unqualified, as the fixture names it).
  package var name: String
  /// Its cases in declaration (`CaseIterable`) order.
  package var cases: [SwiftEnumCaseValue]
  /// Where it is declared.
  package var place: SwiftPlace
}

/// One case of an enum, with what its computed properties return for it.
package struct SwiftEnumCaseValue: Equatable, Sendable {
  /// The Swift case name.
  package var name: String
  /// The raw value (the case name when none is written).
  package var rawValue: String
  /// `emoji`, when the enum has it.
  package var emoji: String?
  /// `icon`, an SF Symbol name.
  package var icon: String?
  /// `color`, a SwiftUI colour name.
  package var color: String?
  /// Where the case is declared.
  package var place: SwiftPlace
}

/// A computed property of the `ContentState`: `numerator / denominator` clamped to 0…1, 0 when the
/// denominator is 0.
package struct SwiftDerivedField: Equatable, Sendable {
  /// The property's name.
  package var name: String
  /// The numerator field.
  package var numerator: String
  /// The denominator field.
  package var denominator: String
}
