import Fixture

/// The bounds of a number in the fixture format: `minimum` and `maximum` are included, `exclusiveMinimum`
/// is not (a scale factor above 0).
public struct FixtureRange: Sendable, Equatable {
  /// The smallest value allowed, when there is one.
  public var minimum: Double?
  /// The largest value allowed, when there is one.
  public var maximum: Double?
  /// A bound the value must be above, when there is one.
  public var exclusiveMinimum: Double?

  /// A range from `minimum` to `maximum`, above `exclusiveMinimum`.
  public init(minimum: Double? = nil, maximum: Double? = nil, exclusiveMinimum: Double? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.exclusiveMinimum = exclusiveMinimum
  }

  /// The lower bound as messages write it (`0`, `-1000`, `0.5`), or empty when there is none.
  public var lowerText: String { Self.text(minimum ?? exclusiveMinimum) }
  /// The upper bound as messages write it, or empty when there is none.
  public var upperText: String { Self.text(maximum) }

  private static func text(_ bound: Double?) -> String {
    guard let bound else { return "" }
    return bound == bound.rounded() && abs(bound) < 1e15 ? String(Int(bound)) : String(bound)
  }

  /// Whether `value` is a finite number within the bounds.
  public func contains(_ value: Double) -> Bool {
    value.isFinite && minimum.map { value >= $0 } ?? true && maximum.map { value <= $0 } ?? true
      && exclusiveMinimum.map { value > $0 } ?? true
  }
}
