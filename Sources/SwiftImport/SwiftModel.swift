/// What a Live Activity's Swift declares about the data ActivityKit encodes: the attributes, the
/// `ContentState`, the `String`-backed enums they use, and the computed properties la-sim can model.
public struct SwiftModel: Equatable, Sendable {
  /// The `ActivityAttributes` struct's name.
  public var attributesType: String
  /// Where it is declared.
  public var place: SwiftPlace
  /// Its stored properties, in declaration order.
  public var attributes: [SwiftField]
  /// The `ContentState`'s stored properties, in declaration order.
  public var contentState: [SwiftField]
  /// Where `ContentState` is declared.
  public var contentStatePlace: SwiftPlace?
  /// The enums the fields use, in the order they are first used.
  public var enums: [SwiftEnum]
  /// The `ContentState`'s computed properties la-sim models: name and numerator/denominator fields.
  public var derived: [SwiftDerivedField]
}

/// One stored property.
public struct SwiftField: Equatable, Sendable {
  /// The Swift property name.
  public var name: String
  /// The JSON key: the `CodingKeys` raw value, or the name.
  public var key: String
  /// The type's fixture spelling: `String`, `Int`, `Double`, `Bool`, `Date` or an enum name.
  public var type: String
  /// Declared `T?`.
  public var isOptional: Bool
  /// Where the property is declared.
  public var place: SwiftPlace
  /// Where its `CodingKeys` case is, when it is renamed there.
  public var keyPlace: SwiftPlace?
}

/// A `String`-backed enum.
public struct SwiftEnum: Equatable, Sendable {
  /// The enum's name (unqualified, as the fixture names it).
  public var name: String
  /// Its cases in declaration (`CaseIterable`) order.
  public var cases: [SwiftEnumCaseValue]
  /// Where it is declared.
  public var place: SwiftPlace
}

/// One case of an enum, with what its computed properties return for it.
public struct SwiftEnumCaseValue: Equatable, Sendable {
  /// The Swift case name.
  public var name: String
  /// The raw value (the case name when none is written).
  public var rawValue: String
  /// `emoji`, when the enum has it.
  public var emoji: String?
  /// `icon`, an SF Symbol name.
  public var icon: String?
  /// `color`, a SwiftUI colour name.
  public var color: String?
  /// Where the case is declared.
  public var place: SwiftPlace
}

/// A computed property of the `ContentState`: `numerator / denominator` clamped to 0…1, 0 when the
/// denominator is 0.
public struct SwiftDerivedField: Equatable, Sendable {
  /// The property's name.
  public var name: String
  /// The numerator field.
  public var numerator: String
  /// The denominator field.
  public var denominator: String
}
