import Diagnostics
import Formatting
import JSON
import SwiftParsing

/// Reads `#Preview(…, as: .content, using: ATTRIBUTES) { widget } contentStates: { STATES }`: the attribute
/// values and the static `ContentState` values, in order, as the fixture's `attributeValues` and pipeline.
/// Dates written `Date()`, `.now`, `Date().addingTimeInterval(n)`, `.now + n` or
/// `Date(timeIntervalSinceNow: n)` become relative dates (`"+30m"`).
struct PreviewReader {
  let table: SwiftTypeTable
  let model: SwiftModel
  var issues: [ImportIssue] = []

  struct Step {
    var name: String
    var values: [JSONMember]
  }

  mutating func unsupported(_ file: String, _ position: SourcePosition, _ message: String) {
    issues.append(ImportIssue(file: file, position: position, message: message))
  }

  /// The first preview with `contentStates:`: attribute values (nil when it gives none) and the steps.
  mutating func read() -> (attributes: [JSONMember]?, steps: [Step]) {
    var previews: [(file: String, expr: SwiftExpr)] = []
    for (file, declaration) in table.allDeclarations() {
      if case .preview(let expr) = declaration.kind { previews.append((file, expr)) }
    }
    for (offset, preview) in previews.enumerated() {
      guard case .call(_, let arguments, let closures) = preview.expr.kind,
        let states = closures.first(where: { $0.label == "contentStates" })
      else { continue }
      for other in previews[(offset + 1)...] {
        unsupported(
          other.file, other.expr.position,
          "a further #Preview: the pipeline comes from the first one with contentStates")
      }
      var attributes: [JSONMember]?
      if let using = arguments.first(where: { $0.label == "using" }) {
        attributes = values(
          of: using.value, fields: model.attributes, scope: model.attributesType, file: preview.file)
      }
      var steps: [Step] = []
      for statement in states.closure.statements {
        guard case .expression(let expr) = statement.kind else {
          unsupported(
            preview.file, statement.position, "a statement in contentStates that is not a ContentState value")
          continue
        }
        let name = stepName(expr) ?? "state\(steps.count + 1)"
        guard
          let values = values(
            of: expr, fields: model.contentState, scope: model.attributesType + ".ContentState",
            file: preview.file)
        else { continue }
        guard !steps.contains(where: { $0.name == name }) else {
          unsupported(
            preview.file, expr.position, "contentStates repeats \(name); the pipeline keeps its first use")
          continue
        }
        steps.append(Step(name: name, values: values))
      }
      return (attributes, steps)
    }
    return (nil, [])
  }

  /// `X.ContentState.preparing` or `.preparing`: `preparing`.
  func stepName(_ expr: SwiftExpr) -> String? {
    switch expr.kind {
    case .member(_, let name), .implicitMember(let name): name
    default: nil
    }
  }

  /// The values an expression gives the fields: an initializer call (`T(a: 1)`, `.init(a: 1)`), or a static
  /// property whose value is one.
  mutating func values(of expr: SwiftExpr, fields: [SwiftField], scope: String, file: String, depth: Int = 0)
    -> [JSONMember]?
  {
    guard depth < 8 else { return nil }
    switch expr.kind {
    case .call(let callee, let arguments, let closures) where closures.isEmpty && isInitializer(callee):
      return initializerValues(arguments, fields: fields, file: file, at: expr.position)
    case .member(_, let name), .implicitMember(let name):
      if let (value, valueFile) = staticValue(name, in: scope) {
        return values(of: value, fields: fields, scope: scope, file: valueFile, depth: depth + 1)
      }
    default: break
    }
    unsupported(
      file, expr.position,
      "\(expr.source) is not an initializer call or a static property of \(scope) the importer can read")
    return nil
  }

  func isInitializer(_ callee: SwiftExpr) -> Bool {
    switch callee.kind {
    case .identifier(let name): name.first?.isUppercase == true
    case .implicitMember("init"): true
    case .member(_, let name): name == "init" || name.first?.isUppercase == true
    default: false
    }
  }

  /// A static property of `scope` (or of one of its extensions): its initial value, or its getter's one
  /// expression.
  func staticValue(_ name: String, in scope: String) -> (SwiftExpr, String)? {
    guard let entry = table[scope] else { return nil }
    for member in entry.members {
      guard case .property(let property) = member.declaration.kind, property.name == name,
        member.declaration.modifiers.contains("static")
      else { continue }
      if let value = property.initializer { return (value, member.file) }
      if let getter = property.getter, getter.count == 1 {
        switch getter[0].kind {
        case .expression(let value), .returnStatement(let value?): return (value, member.file)
        default: break
        }
      }
    }
    return nil
  }

  mutating func initializerValues(
    _ arguments: [SwiftArgument], fields: [SwiftField], file: String, at position: SourcePosition
  ) -> [JSONMember] {
    var members: [JSONMember] = []
    for field in fields {
      guard let argument = arguments.first(where: { $0.label == field.name }) else {
        if field.isOptional {
          members.append(JSONMember(key: field.key, value: .null))
        } else {
          unsupported(file, position, "no value for \(field.name); a placeholder stands in")
          members.append(JSONMember(key: field.key, value: Self.placeholder(field, model: model)))
        }
        continue
      }
      if let value = literal(argument.value, field: field) {
        members.append(JSONMember(key: field.key, value: value))
      } else {
        unsupported(
          file, argument.value.position,
          "\(field.name): \(argument.value.source) is not a literal the importer reads as a \(field.type); a placeholder stands in"
        )
        members.append(JSONMember(key: field.key, value: Self.placeholder(field, model: model)))
      }
    }
    for argument in arguments where !fields.contains(where: { $0.name == argument.label }) {
      unsupported(
        file, argument.value.position,
        "argument \(argument.label ?? "_") is no stored property la-sim models; left out")
    }
    return members
  }

  /// A value for a field the files give none: marked in text, the first case of an enum, zero, `now`.
  static func placeholder(_ field: SwiftField, model: SwiftModel) -> JSONValue {
    switch field.type {
    case "String": .string("‹\(field.name)›")
    case "Int", "Double": .int(0)
    case "Bool": .bool(false)
    case "Date": .string("now")
    default: .string(model.enums.first { $0.name == field.type }?.cases.first?.rawValue ?? "")
    }
  }

  /// A literal value for `field`, in the fixture's spelling.
  func literal(_ expr: SwiftExpr, field: SwiftField) -> JSONValue? {
    if case .nilLiteral = expr.kind { return field.isOptional ? .null : nil }
    switch field.type {
    case "String": return ModelReader.stringLiteral(expr).map(JSONValue.string)
    case "Bool":
      guard case .bool(let flag) = expr.kind else { return nil }
      return .bool(flag)
    case "Int":
      guard let number = Self.number(expr), number == number.rounded(), abs(number) < 1e15 else { return nil }
      return .int(Int(number))
    case "Double":
      return Self.number(expr).map { $0 == $0.rounded() && abs($0) < 1e15 ? .int(Int($0)) : .double($0) }
    case "Date":
      guard let seconds = Self.relativeDate(expr), seconds == seconds.rounded(), abs(seconds) < 1e9 else {
        return nil
      }
      return .string(seconds == 0 ? "now" : RelativeTime.format(seconds))
    default:
      guard case .implicitMember(let name) = expr.kind,
        let enumeration = model.enums.first(where: { $0.name == field.type }),
        let enumCase = enumeration.cases.first(where: { $0.name == name })
      else { return nil }
      return .string(enumCase.rawValue)
    }
  }

  /// A number, or arithmetic on numbers (`30 * 60`, `-5`).
  static func number(_ expr: SwiftExpr) -> Double? {
    switch expr.kind {
    case .number(let text): return Double(text.filter { $0 != "_" })
    case .prefix("-", let operand): return number(operand).map { -$0 }
    case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
      return number(elements[0].value)
    case .binary(let op, let left, let right):
      guard let a = number(left), let b = number(right) else { return nil }
      switch op {
      case "+": return a + b
      case "-": return a - b
      case "*": return a * b
      case "/": return b == 0 ? nil : a / b
      default: return nil
      }
    case .call(let callee, let arguments, _):
      guard case .identifier(let type) = callee.kind, type == "TimeInterval" || type == "Double",
        arguments.count == 1
      else { return nil }
      return number(arguments[0].value)
    default: return nil
    }
  }

  /// Seconds from now: `Date()`, `.now`, `Date.now`, `Date().addingTimeInterval(n)`, `.now + n`,
  /// `Date(timeIntervalSinceNow: n)`.
  static func relativeDate(_ expr: SwiftExpr) -> Double? {
    switch expr.kind {
    case .implicitMember("now"): return 0
    case .member(let base, "now"):
      guard case .identifier("Date") = base.kind else { return nil }
      return 0
    case .call(let callee, let arguments, let closures) where closures.isEmpty:
      if case .identifier("Date") = callee.kind {
        if arguments.isEmpty { return 0 }
        if arguments.count == 1, arguments[0].label == "timeIntervalSinceNow" {
          return number(arguments[0].value)
        }
        return nil
      }
      guard case .member(let base, "addingTimeInterval") = callee.kind, arguments.count == 1,
        let start = relativeDate(base), let offset = number(arguments[0].value)
      else { return nil }
      return start + offset
    case .binary(let op, let left, let right) where op == "+" || op == "-":
      guard let start = relativeDate(left), let offset = number(right) else { return nil }
      return op == "+" ? start + offset : start - offset
    default: return nil
    }
  }
}
