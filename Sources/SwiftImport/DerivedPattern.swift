import SwiftParsing

/// Recognises the one computed property la-sim models, a fraction clamped to 0…1 that is 0 when the
/// denominator is 0, in the spellings Swift code gives it. Anything else is not recognised, never guessed.
enum DerivedPattern {
  /// `(numerator, denominator)` field names, when `getter` computes such a fraction.
  static func fraction(_ getter: [SwiftStatement]) -> (String, String)? {
    var statements = getter
    var guarded: String?
    if let first = statements.first, case .guardStatement(let conditions, let body) = first.kind,
      conditions.count == 1, case .expression(let condition) = conditions[0],
      let (name, nonZeroWhenTrue) = zeroTest(condition), nonZeroWhenTrue, returnsZero(body)
    {
      guarded = name
      statements.removeFirst()
    }
    guard statements.count == 1 else { return nil }
    let value: SwiftExpr
    switch statements[0].kind {
    case .returnStatement(let expr?): value = expr
    case .expression(let expr): value = expr
    default: return nil
    }
    if let guarded {
      guard let (numerator, denominator) = clamped(value), denominator == guarded else { return nil }
      return (numerator, denominator)
    }
    guard case .ternary(let condition, let then, let otherwise) = value.kind,
      let (name, nonZeroWhenTrue) = zeroTest(condition)
    else { return nil }
    let (fraction, zero) = nonZeroWhenTrue ? (then, otherwise) : (otherwise, then)
    guard isZero(zero), let (numerator, denominator) = clamped(fraction), denominator == name else {
      return nil
    }
    return (numerator, denominator)
  }

  /// `b > 0`, `b != 0` (true when non-zero) or `b == 0` (false when non-zero), with `b` a field.
  static func zeroTest(_ expr: SwiftExpr) -> (String, Bool)? {
    guard case .binary(let op, let left, let right) = expr.kind, let name = field(left), isZero(right) else {
      return nil
    }
    switch op {
    case ">", "!=": return (name, true)
    case "==": return (name, false)
    default: return nil
    }
  }

  static func returnsZero(_ body: [SwiftStatement]) -> Bool {
    guard body.count == 1, case .returnStatement(let value?) = body[0].kind else { return false }
    return isZero(value)
  }

  static func isZero(_ expr: SwiftExpr) -> Bool {
    guard case .number(let text) = expr.kind else { return false }
    return Double(text) == 0
  }

  static func isOne(_ expr: SwiftExpr) -> Bool {
    guard case .number(let text) = expr.kind else { return false }
    return Double(text) == 1
  }

  /// `min(1, max(0, a / b))` or `max(0, min(1, a / b))`.
  static func clamped(_ expr: SwiftExpr) -> (String, String)? {
    guard case .call(let callee, let arguments, let closures) = expr.kind, closures.isEmpty,
      arguments.count == 2,
      case .identifier(let outer) = callee.kind, outer == "min" || outer == "max",
      case .call(let innerCallee, let innerArguments, _) = arguments[1].value.kind, innerArguments.count == 2,
      case .identifier(let inner) = innerCallee.kind, inner != outer
    else { return nil }
    let (one, zero) =
      outer == "min"
      ? (arguments[0].value, innerArguments[0].value) : (innerArguments[0].value, arguments[0].value)
    guard isOne(one), isZero(zero), case .binary("/", let top, let bottom) = innerArguments[1].value.kind,
      let numerator = field(top), let denominator = field(bottom)
    else { return nil }
    return (numerator, denominator)
  }

  /// `name` or `Double(name)`.
  static func field(_ expr: SwiftExpr) -> String? {
    switch expr.kind {
    case .identifier(let name): return name
    case .member(let base, let name):
      guard case .identifier("self") = base.kind else { return nil }
      return name
    case .call(let callee, let arguments, let closures):
      guard case .identifier("Double") = callee.kind, arguments.count == 1, arguments[0].label == nil,
        closures.isEmpty
      else { return nil }
      return field(arguments[0].value)
    default: return nil
    }
  }
}
