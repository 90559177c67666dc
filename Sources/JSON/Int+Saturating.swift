extension Int {
  /// The whole number nearest `value` toward zero, clamped to `Int.min...Int.max`; 0 for NaN.
  ///
  /// `Int(_:)` of a `Double` traps beyond ±9.2e18 and on NaN or infinity, and every duration, date and
  /// JWT claim la-sim reads is a `Double` a file chose. Every conversion of a value derived from input goes
  /// through this one (DECISIONS.md, "Checked arithmetic on input").
  public init(saturating value: Double) {
    if value.isNaN {
      self = 0
    } else if value >= 9_223_372_036_854_775_807.0 {
      self = .max
    } else if value <= -9_223_372_036_854_775_808.0 {
      self = .min
    } else {
      self.init(value)
    }
  }
}
