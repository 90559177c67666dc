extension TextTemplate {
  /// The Swift expression of a placeholder.
  public enum Expression: Equatable, Sendable {
    /// `name` with accessors applied left to right: `phase.rawValue.capitalized`.
    case field(String, [Accessor])
    /// `name ?? "—"`: an optional's value, or the literal when it is nil.
    case fallback(String, String)
    /// `Int(…)` of a number field.
    case integer(IntegerConversion)

    /// The field it reads.
    public var field: String {
      switch self {
      case .field(let name, _), .fallback(let name, _): name
      case .integer(let conversion): conversion.field
      }
    }
  }

  /// A member read on a value: Swift's own, or la-sim's `emoji` and `case` of an enum case.
  public enum Accessor: String, Equatable, Sendable, CaseIterable {
    /// An enum's raw value.
    case rawValue
    /// An enum case's emoji, from the fixture.
    case emoji
    /// An enum case's Swift name.
    case `case`
    /// Foundation's `capitalized`: each word's first letter upper-cased and the rest lower-cased.
    case capitalized
    /// `uppercased()`.
    case uppercased = "uppercased()"
    /// `lowercased()`.
    case lowercased = "lowercased()"
  }

  /// `Int(name)`, `Int(name * factor)`, `Int((name * factor).rounded())`: Swift's `Int(_:)`, which cuts a
  /// `Double` toward zero (0.29 * 100 is 28.999999999999996 and gives 28) and traps on NaN, infinities and
  /// values beyond `Int`'s range.
  public struct IntegerConversion: Equatable, Sendable {
    /// The number field.
    public var field: String
    /// The literal it is multiplied by, as written (`100`, `2.5`), if any.
    public var factor: String?
    /// Whether `.rounded()` (to nearest, halves away from zero) comes before the conversion.
    public var rounded: Bool

    /// A conversion.
    public init(field: String, factor: String? = nil, rounded: Bool = false) {
      self.field = field
      self.factor = factor
      self.rounded = rounded
    }
  }
}
