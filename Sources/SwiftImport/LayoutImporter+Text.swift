import Diagnostics
import JSON
import SwiftParsing

extension LayoutImporter {
  /// `Text("…\(x)…")`, `Text(field)`, `Text(date, style: .timer)`, `Text(value, format: …)`,
  /// `Text(timerInterval: a...b, countsDown:, showsHours:)`, `Text(cond ? "a" : "b")`.
  mutating func text(_ arguments: [SwiftArgument], _ scope: LayoutScope, at position: SourcePosition) -> Node?
  {
    func reject(_ why: String) -> Node? {
      unsupported(scope.file, position, "Text(…): \(why); left out")
      return nil
    }
    if arguments.count == 1, arguments[0].label == nil {
      let value = staleChoice(arguments[0].value, scope)
      if case .ternary(let condition, let then, let otherwise) = value.kind {
        guard let (test, _) = self.condition(.expression(condition), scope) else {
          return reject("a condition la-sim cannot model (\(condition.source))")
        }
        guard let first = text([SwiftArgument(label: nil, value: then)], scope, at: then.position),
          let second = text([SwiftArgument(label: nil, value: otherwise)], scope, at: otherwise.position)
        else { return nil }
        return [
          JSONMember(key: "if", value: test), JSONMember(key: "then", value: .object(first)),
          JSONMember(key: "else", value: .object(second)),
        ]
      }
      guard let template = templateText(value, scope, report: true) else { return nil }
      return [JSONMember(key: "text", value: .string(template))]
    }
    if arguments.count == 1, arguments[0].label == "verbatim",
      let literal = ModelReader.stringLiteral(arguments[0].value),
      !literal.contains("{"), !literal.contains("}")
    {
      return [JSONMember(key: "text", value: .string(literal))]
    }
    if arguments.count == 2, arguments[0].label == nil, arguments[1].label == "style" {
      guard case .implicitMember(let style) = arguments[1].value.kind, let key = Self.dateStyles[style],
        let reference = fieldReference(arguments[0].value, scope), reference.steps.isEmpty,
        field(reference.key)?.type == "Date"
      else { return reject("la-sim models Text(a Date field, style: .timer|.relative|.time|.offset|.date)") }
      return [JSONMember(key: key, value: .string(reference.key))]
    }
    if arguments.count == 2, arguments[0].label == nil, arguments[1].label == "format" {
      guard let reference = fieldReference(arguments[0].value, scope), reference.steps.isEmpty else {
        return reject("la-sim formats a field: Text(field, format: …)")
      }
      return [
        JSONMember(key: "value", value: .string(reference.key)),
        JSONMember(key: "format", value: .string(arguments[1].value.source)),
      ]
    }
    if let first = arguments.first, first.label == "timerInterval" {
      guard case .binary("...", let start, let end) = first.value.kind,
        let from = fieldReference(start, scope), from.steps.isEmpty, let to = fieldReference(end, scope),
        to.steps.isEmpty
      else { return reject("la-sim models Text(timerInterval: start...end) with two Date fields") }
      var node: Node = [
        JSONMember(
          key: "timerInterval",
          value: .object([
            JSONMember(key: "start", value: .string(from.key)),
            JSONMember(key: "end", value: .string(to.key)),
          ]))
      ]
      for argument in arguments.dropFirst() {
        guard argument.label == "countsDown" || argument.label == "showsHours",
          case .bool(let flag) = argument.value.kind
        else {
          return reject("argument \(argument.label ?? "_") is not modelled")
        }
        node.append(JSONMember(key: argument.label ?? "", value: .bool(flag)))
      }
      return node
    }
    return reject("these arguments are not modelled")
  }

  /// A text template: a string literal with its interpolations as placeholders, or a field alone.
  mutating func templateText(_ expr: SwiftExpr, _ scope: LayoutScope, report: Bool = false) -> String? {
    if let value = placeholderValue(expr, scope) { return "{\(value)}" }
    guard case .string(let segments) = expr.kind else {
      if report {
        unsupported(
          scope.file, expr.position,
          "Text(\(Self.short(expr.source))): not a string literal or a field; left out")
      }
      return nil
    }
    var text = ""
    for segment in segments {
      switch segment {
      case .text(let literal):
        if literal.contains("{") || literal.contains("}") {
          unsupported(
            scope.file, expr.position,
            "a brace in a text: fixture texts keep braces for placeholders; the braces are left out")
        }
        text += literal.filter { $0 != "{" && $0 != "}" }
      case .interpolation(let arguments, let position):
        guard let placeholder = placeholder(arguments, scope) else {
          unsupported(
            scope.file, position,
            "interpolation \\(\(Self.short(arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.source }.joined(separator: ", ")))) is not one la-sim models; drawn as ‹?›"
          )
          text += "‹?›"
          continue
        }
        text += "{\(placeholder)}"
      }
    }
    return text
  }

  /// The inside of a placeholder for `\(value)`, `\(value, format: F)`, `\(value, specifier: "%.1f")`.
  func placeholder(_ arguments: [SwiftArgument], _ scope: LayoutScope) -> String? {
    guard let first = arguments.first, first.label == nil, let value = placeholderValue(first.value, scope)
    else {
      return nil
    }
    guard arguments.count <= 2 else { return nil }
    guard arguments.count == 2 else { return value }
    let option = arguments[1]
    switch option.label {
    case "format": return "\(value), format: \(option.value.source)"
    case "specifier":
      guard ModelReader.stringLiteral(option.value) != nil else { return nil }
      return "\(value), specifier: \(option.value.source)"
    default: return nil
    }
  }

  /// A field, `field ?? "literal"`, `Int(field * N)` or `Int((field * N).rounded())`.
  func placeholderValue(_ expr: SwiftExpr, _ scope: LayoutScope) -> String? {
    if let reference = fieldReference(expr, scope) { return reference.path }
    switch expr.kind {
    case .binary("??", let left, let right):
      guard let reference = fieldReference(left, scope), ModelReader.stringLiteral(right) != nil else {
        return nil
      }
      return "\(reference.path) ?? \(right.source)"
    case .call(let callee, let arguments, _):
      guard case .identifier("Int") = callee.kind, arguments.count == 1, arguments[0].label == nil else {
        return nil
      }
      var inner = arguments[0].value
      var rounded = false
      if case .call(let roundCallee, let roundArguments, _) = inner.kind, roundArguments.isEmpty,
        case .member(let base, "rounded") = roundCallee.kind
      {
        rounded = true
        inner = base
        if case .tuple(let elements) = inner.kind, elements.count == 1 { inner = elements[0].value }
      }
      guard case .binary("*", let left, let right) = inner.kind, let reference = fieldReference(left, scope),
        reference.steps.isEmpty, let factor = PreviewReader.number(right)
      else { return nil }
      let product = "\(reference.key) * \(right.source)"
      _ = factor
      return rounded ? "Int((\(product)).rounded())" : "Int(\(product))"
    default: return nil
    }
  }
}

extension LayoutImporter {
  static let textPartKinds: Set<String> = [
    "text", "timer", "relative", "time", "offset", "date", "value", "percent", "timerInterval",
  ]

  /// `Text(a) + Text(b)`: one text of parts, each in its own font and colour.
  mutating func concatenation(
    _ first: Node, _ second: Node, _ scope: LayoutScope, at position: SourcePosition
  )
    -> Node?
  {
    func isPart(_ node: Node) -> Bool { node.first.map { Self.textPartKinds.contains($0.key) } == true }
    guard isPart(first), isPart(second) else {
      unsupported(scope.file, position, "'+' joins Texts only; left out")
      return nil
    }
    if first.count == 1, first[0].key == "text", case .array(let parts) = first[0].value {
      return [JSONMember(key: "text", value: .array(parts + [.object(second)]))]
    }
    return [JSONMember(key: "text", value: .array([.object(first), .object(second)]))]
  }
}
