import Diagnostics
import JSON
import SwiftParsing

extension LayoutImporter {
  static let stackNames = ["VStack": "vstack", "HStack": "hstack"]
  static let shapeNames = [
    "Circle": "circle", "Capsule": "capsule", "Rectangle": "rectangle", "Ellipse": "ellipse",
  ]

  /// The views a builder's statements make, in order.
  mutating func views(_ statements: [SwiftStatement], _ outer: LayoutScope) -> [Node] {
    var scope = outer
    var nodes: [Node] = []
    for statement in statements {
      switch statement.kind {
      case .expression(let expr), .returnStatement(let expr?):
        if let node = view(expr, scope) { nodes.append(node) }
      case .ifStatement(let conditions, let then, let otherwise):
        nodes += ifViews(conditions, then, otherwise, scope, at: statement.position)
      case .switchStatement(let subject, let cases):
        nodes += switchViews(subject, cases, scope, at: statement.position)
      case .declaration(let declaration):
        guard case .property(let property) = declaration.kind, let value = property.initializer else {
          unsupported(scope.file, statement.position, "a declaration in a view builder; left out")
          continue
        }
        if let reference = fieldReference(value, scope) {
          scope.bindings[property.name] = .field(reference.path)
        } else {
          scope.bindings[property.name] = .expression(value, scope)
        }
      default:
        unsupported(
          scope.file, statement.position, "a statement outside the subset in a view builder; left out")
      }
    }
    return nodes
  }

  /// `if context.isStale` picks the variant being drawn; any other condition becomes an `if` view.
  mutating func ifViews(
    _ conditions: [SwiftCondition], _ then: [SwiftStatement], _ otherwise: [SwiftStatement]?,
    _ scope: LayoutScope, at position: SourcePosition
  ) -> [Node] {
    if conditions.count == 1, case .expression(let expr) = conditions[0], isStaleTest(expr, scope) != nil {
      sawStale = true
      let wantsThen = isStaleTest(expr, scope) == scope.stale
      return views(wantsThen ? then : otherwise ?? [], scope)
    }
    guard conditions.count == 1, let (condition, bindings) = self.condition(conditions[0], scope) else {
      unsupported(
        scope.file, position,
        "an if whose condition la-sim cannot model (\(conditionText(conditions))); left out")
      return []
    }
    var thenScope = scope
    for (name, path) in bindings { thenScope.bindings[name] = .field(path) }
    let thenViews = views(then, thenScope)
    let elseViews = otherwise.map { views($0, scope) } ?? []
    // A branch of several views puts each where the `if` stands (in a stack, as its children): one `if`
    // per position, the else-only ones under the negated condition.
    var nodes: [Node] = []
    for index in 0..<max(thenViews.count, elseViews.count) {
      if index < thenViews.count {
        var node: Node = [
          JSONMember(key: "if", value: condition), JSONMember(key: "then", value: .object(thenViews[index])),
        ]
        if index < elseViews.count { node.append(JSONMember(key: "else", value: .object(elseViews[index]))) }
        nodes.append(node)
      } else if let negated = Self.negated(condition) {
        nodes.append([
          JSONMember(key: "if", value: negated), JSONMember(key: "then", value: .object(elseViews[index])),
        ])
      } else {
        unsupported(
          scope.file, position,
          "an else with more views than its if, on a condition la-sim cannot negate; the rest is left out")
        break
      }
    }
    return nodes
  }

  static let negations = [
    "equals": "notEquals", "notEquals": "equals", "lessThan": "greaterThanOrEqual",
    "greaterThanOrEqual": "lessThan", "greaterThan": "lessThanOrEqual", "lessThanOrEqual": "greaterThan",
  ]

  /// The condition that holds when `condition` does not.
  static func negated(_ condition: JSONValue) -> JSONValue? {
    guard case .object(let members) = condition else { return nil }
    if members.count == 1, members[0].key == "index", let inner = negated(members[0].value) {
      return .object([JSONMember(key: "index", value: inner)])
    }
    var result = members
    for index in result.indices where result[index].key != "field" {
      if result[index].key == "isNil", case .bool(let flag) = result[index].value {
        result[index].value = .bool(!flag)
      } else if let opposite = negations[result[index].key] {
        result[index].key = opposite
      } else {
        return nil
      }
    }
    return .object(result)
  }

  /// One view where the fixture holds one: the first of several, the rest reported.
  mutating func single(_ nodes: [Node], _ scope: LayoutScope, at position: SourcePosition) -> JSONValue {
    if nodes.count > 1 {
      unsupported(
        scope.file, position,
        "\(nodes.count) views where la-sim holds one; only the first is kept (wrap them in a stack)")
    }
    return .object(nodes.first ?? Self.placeholder("not imported"))
  }

  func conditionText(_ conditions: [SwiftCondition]) -> String {
    conditions.map { condition in
      switch condition {
      case .expression(let expr): expr.source
      case .optionalBinding(let name, let value, _): "let \(name)" + (value.map { " = \($0.source)" } ?? "")
      }
    }.joined(separator: ", ")
  }

  /// Several views where one is expected stack vertically, as a `@ViewBuilder` branch does in a VStack.
  static func single(_ nodes: [Node]) -> JSONValue {
    guard nodes.count != 1 else { return .object(nodes[0]) }
    return .array(nodes.map(JSONValue.object))
  }

  /// `true` for `context.isStale`, `false` for `!context.isStale`.
  func isStaleTest(_ expr: SwiftExpr, _ scope: LayoutScope) -> Bool? {
    switch expr.kind {
    case .member(let base, "isStale"):
      guard case .context? = baseBinding(base, scope) else { return nil }
      return true
    case .prefix("!", let operand): return isStaleTest(operand, scope).map { !$0 }
    default: return nil
    }
  }

  /// `switch activityFamily { case .small: … default: … }` picks the family being drawn; a switch on an
  /// enum field becomes nested `if`s on its raw values.
  mutating func switchViews(
    _ subject: SwiftExpr, _ cases: [SwiftSwitchCase], _ scope: LayoutScope, at position: SourcePosition
  ) -> [Node] {
    if case .identifier(let name) = subject.kind, case .activityFamily? = scope.binding(name) {
      sawFamily = true
      let wanted = scope.small ? "small" : "medium"
      let chosen =
        cases.first {
          $0.patterns.contains { pattern in
            if case .implicitMember(wanted) = pattern.kind { return true }
            return false
          }
        } ?? cases.first { $0.patterns.isEmpty }
      return views(chosen?.statements ?? [], scope)
    }
    guard let reference = fieldReference(subject, scope), reference.steps.isEmpty,
      let field = field(reference.key), let enumeration = model.enums.first(where: { $0.name == field.type })
    else {
      unsupported(
        scope.file, position,
        "a switch on \(subject.source), which is neither activityFamily nor an enum field; left out")
      return []
    }
    var result: JSONValue?
    for switchCase in cases.reversed() {
      let body = single(views(switchCase.statements, scope), scope, at: switchCase.position)
      guard !switchCase.patterns.isEmpty else {
        result = body
        continue
      }
      for pattern in switchCase.patterns.reversed() {
        guard case .implicitMember(let name) = pattern.kind,
          let enumCase = enumeration.cases.first(where: { $0.name == name })
        else {
          unsupported(
            scope.file, pattern.position,
            "case \(pattern.source) is not a case of \(enumeration.name); left out")
          continue
        }
        var node: Node = [
          JSONMember(
            key: "if",
            value: .object([
              JSONMember(key: "field", value: .string(reference.key)),
              JSONMember(key: "equals", value: .string(enumCase.rawValue)),
            ])),
          JSONMember(key: "then", value: body),
        ]
        if let result { node.append(JSONMember(key: "else", value: result)) }
        result = .object(node)
      }
    }
    guard case .object(let node)? = result else { return [] }
    return [node]
  }

  /// One view expression: a known view with its modifiers, a custom `View` inlined, `Text + Text`, or a
  /// ternary as an `if`.
  mutating func view(_ written: SwiftExpr, _ scope: LayoutScope) -> Node? {
    let expr = staleChoice(written, scope)
    switch expr.kind {
    case .call(let callee, let arguments, let closures):
      if case .member(let base, let name) = callee.kind, name.first?.isLowercase == true {
        guard let node = view(base, scope) else { return nil }
        return modifier(name, arguments, closures, on: node, scope, at: callee.position)
      }
      guard case .identifier(let name) = callee.kind else { break }
      return call(name, arguments, closures, scope, at: expr.position)
    case .binary("+", let left, let right):
      guard let first = view(left, scope), let second = view(right, scope) else { return nil }
      return concatenation(first, second, scope, at: expr.position)
    case .ternary(let condition, let then, let otherwise):
      guard let (test, _) = self.condition(.expression(condition), scope) else {
        unsupported(
          scope.file, condition.position, "a condition la-sim cannot model (\(condition.source)); left out")
        return nil
      }
      var node: Node = [JSONMember(key: "if", value: test)]
      if let then = view(then, scope) { node.append(JSONMember(key: "then", value: .object(then))) }
      if let otherwise = view(otherwise, scope) {
        node.append(JSONMember(key: "else", value: .object(otherwise)))
      }
      return node.count == 1 ? nil : node
    case .tuple(let elements) where elements.count == 1:
      return view(elements[0].value, scope)
    case .identifier(let name):
      if case .expression(let argument, let outer)? = scope.binding(name) { return view(argument, outer) }
      if let body = computedView(name, scope) { return Self.first(views(body, scope)) }
    case .member(let base, let name):
      if case .identifier("self") = base.kind, let body = computedView(name, scope) {
        return Self.first(views(body, scope))
      }
    default: break
    }
    unsupported(scope.file, expr.position, "\(Self.short(expr.source)) is not a view la-sim models; left out")
    return nil
  }

  static func first(_ nodes: [Node]) -> Node? {
    guard nodes.count > 1 else { return nodes.first }
    return [JSONMember(key: "vstack", value: .array(nodes.map(JSONValue.object)))]
  }

  static func short(_ text: String) -> String { text.count > 60 ? String(text.prefix(57)) + "…" : text }

  /// A computed property of the view being inlined that returns a view (`var compactView: some View`).
  func computedView(_ name: String, _ scope: LayoutScope) -> [SwiftStatement]? {
    guard let type = scope.viewType, let entry = table[type] else { return nil }
    for member in entry.members {
      if case .property(let property) = member.declaration.kind, property.name == name,
        let getter = property.getter
      {
        return getter
      }
    }
    return nil
  }
}
