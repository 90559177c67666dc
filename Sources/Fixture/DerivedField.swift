/// A value computed from the content state, never sent over the wire (e.g. `fractionComplete`).
public struct DerivedField: Equatable, Sendable {
  /// The computed property's name.
  public var name: String
  /// How it is computed.
  public var formula: Formula

  /// A derived field.
  public init(name: String, formula: Formula) {
    self.name = name
    self.formula = formula
  }

  /// The supported computations.
  public enum Formula: Equatable, Sendable {
    /// `numerator / denominator` clamped to 0…1, and 0 when the denominator is 0.
    case fraction(numerator: String, denominator: String)
  }

  /// Evaluates the field against the stored values.
  public func evaluate(_ values: [String: Value]) -> Value {
    switch formula {
    case .fraction(let numerator, let denominator):
      let top = values[numerator]?.number ?? 0
      let bottom = values[denominator]?.number ?? 0
      guard bottom != 0 else { return .double(0) }
      return .double(min(1, max(0, top / bottom)))
    }
  }
}
