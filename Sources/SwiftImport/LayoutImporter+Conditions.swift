import Diagnostics
import JSON
import SwiftParsing

extension LayoutImporter {
  static let comparisonKeys = [
    "==": "equals", "!=": "notEquals", "<": "lessThan", "<=": "lessThanOrEqual", ">": "greaterThan",
    ">=": "greaterThanOrEqual",
  ]
  static let mirrored = ["<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!="]

  /// The fixture's `if` condition for a Swift condition, and the names an `if let` binds in its `then`.
  func condition(_ condition: SwiftCondition, _ scope: LayoutScope) -> (JSONValue, [(String, String)])? {
    switch condition {
    case .optionalBinding(let name, let value, _):
      let source =
        value
        ?? SwiftExpr(kind: .identifier(name), position: SourcePosition(line: 0, column: 0), source: name)
      guard let reference = fieldReference(source, scope), reference.steps.isEmpty,
        field(reference.key)?.isOptional == true
      else { return nil }
      return (Self.test(reference.key, "isNil", .bool(false)), [(name, reference.key)])
    case .expression(let expr):
      return test(expr, scope).map { ($0, []) }
    }
  }

  static func test(_ field: String, _ key: String, _ value: JSONValue) -> JSONValue {
    .object([JSONMember(key: "field", value: .string(field)), JSONMember(key: key, value: value)])
  }

  func test(_ expr: SwiftExpr, _ scope: LayoutScope) -> JSONValue? {
    switch expr.kind {
    case .prefix("!", let operand):
      guard let reference = fieldReference(operand, scope), reference.steps.isEmpty,
        field(reference.key)?.type == "Bool"
      else { return nil }
      return Self.test(reference.key, "equals", .bool(false))
    case .binary(let op, let left, let right) where Self.comparisonKeys[op] != nil:
      if let index = indexTest(op, left, right, scope) { return index }
      if let found = fieldTest(op, left, right, scope) { return found }
      if let mirror = Self.mirrored[op] { return fieldTest(mirror, right, left, scope) }
      return nil
    default:
      guard let reference = fieldReference(expr, scope), reference.steps.isEmpty,
        field(reference.key)?.type == "Bool"
      else { return nil }
      return Self.test(reference.key, "equals", .bool(true))
    }
  }

  /// `field op value`: an enum case, a string, a number, a boolean or nil.
  func fieldTest(_ op: String, _ left: SwiftExpr, _ right: SwiftExpr, _ scope: LayoutScope) -> JSONValue? {
    guard let reference = fieldReference(left, scope), let key = Self.comparisonKeys[op],
      let field = field(reference.key)
    else { return nil }
    let equality = op == "==" || op == "!="
    if case .nilLiteral = right.kind {
      guard equality, field.isOptional, reference.steps.isEmpty else { return nil }
      return Self.test(reference.key, "isNil", .bool(op == "=="))
    }
    if let enumeration = model.enums.first(where: { $0.name == field.type }) {
      guard equality else { return nil }
      if reference.steps.isEmpty, case .implicitMember(let name) = right.kind,
        let enumCase = enumeration.cases.first(where: { $0.name == name })
      {
        return Self.test(reference.key, key, .string(enumCase.rawValue))
      }
      if reference.steps == ["rawValue"], let text = ModelReader.stringLiteral(right) {
        return Self.test(reference.key, key, .string(text))
      }
      return nil
    }
    guard reference.steps.isEmpty else { return nil }
    switch field.type {
    case "String":
      guard equality, let text = ModelReader.stringLiteral(right) else { return nil }
      return Self.test(reference.key, key, .string(text))
    case "Bool":
      guard equality, case .bool(let flag) = right.kind else { return nil }
      return Self.test(reference.key, key, .bool(flag))
    case "Int", "Double":
      guard let number = PreviewReader.number(right) else { return nil }
      let value: JSONValue =
        number == number.rounded() && abs(number) < 1e15 ? .int(Int(number)) : .double(number)
      if equality, field.type == "Double" { return nil }
      return Self.test(reference.key, key, value)
    default: return nil
    }
  }

  /// Inside `ForEach(E.allCases, id: \.self) { step in … }`: `step.stepIndex op status.stepIndex`, a
  /// number, or `E.allCases.count - 1` (the last index).
  func indexTest(_ op: String, _ left: SwiftExpr, _ right: SwiftExpr, _ scope: LayoutScope) -> JSONValue? {
    guard case .member(let base, "stepIndex") = left.kind, case .identifier(let name) = base.kind,
      case .enumCase(let enumName)? = scope.binding(name), let key = Self.comparisonKeys[op]
    else { return nil }
    var value: JSONValue?
    if case .member(let other, "stepIndex") = right.kind, let reference = fieldReference(other, scope),
      reference.steps.isEmpty, field(reference.key)?.type == enumName
    {
      value = .string(reference.key)
    } else if let number = PreviewReader.number(right), number == number.rounded(), abs(number) < 1e9 {
      value = .int(Int(number))
    } else if case .binary("-", let count, let one) = right.kind, DerivedPattern.isOne(one),
      case .member(let all, "count") = count.kind, case .member(let type, "allCases") = all.kind,
      case .identifier(enumName) = type.kind
    {
      value = .string("last")
    }
    guard let value else { return nil }
    return .object([JSONMember(key: "index", value: .object([JSONMember(key: key, value: value)]))])
  }
}
