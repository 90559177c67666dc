import Diagnostics

/// Searches in parsed Swift.
package enum SwiftWalk {
  /// The first call to `name` (as `name(…)` or `name { … }`) in `statement`, depth-first.
  package static func firstCall(_ name: String, in statement: SwiftStatement, depth: Int = 0) -> SwiftExpr? {
    guard depth < 64 else { return nil }
    switch statement.kind {
    case .expression(let expr), .returnStatement(let expr?):
      return firstCall(name, in: expr, depth: depth + 1)
    case .ifStatement(_, let then, let otherwise):
      for inner in then + (otherwise ?? []) {
        if let found = firstCall(name, in: inner, depth: depth + 1) { return found }
      }
    case .switchStatement(_, let cases):
      for inner in cases.flatMap(\.statements) {
        if let found = firstCall(name, in: inner, depth: depth + 1) { return found }
      }
    default: break
    }
    return nil
  }

  package static func firstCall(_ name: String, in expr: SwiftExpr, depth: Int = 0) -> SwiftExpr? {
    guard depth < 64 else { return nil }
    switch expr.kind {
    case .call(let callee, let arguments, let closures):
      if case .identifier(name) = callee.kind { return expr }
      if let found = firstCall(name, in: callee, depth: depth + 1) { return found }
      for argument in arguments {
        if let found = firstCall(name, in: argument.value, depth: depth + 1) { return found }
      }
      for closure in closures {
        for statement in closure.closure.statements {
          if let found = firstCall(name, in: statement, depth: depth + 1) { return found }
        }
      }
    case .member(let base, _): return firstCall(name, in: base, depth: depth + 1)
    default: break
    }
    return nil
  }

  /// The call to `name` at the root of a modifier chain `name(…) { … }.a(…).b(…)`.
  package static func innermostCall(_ expr: SwiftExpr, named name: String) -> SwiftExpr? {
    var current = expr
    for _ in 0..<1000 {
      guard case .call(let callee, _, _) = current.kind else { return nil }
      if case .identifier(name) = callee.kind { return current }
      guard case .member(let base, _) = callee.kind else { return nil }
      current = base
    }
    return nil
  }

  /// The modifiers applied to the root view of `expr`, innermost first: `(name, arguments, position)`.
  package static func modifierChain(_ expr: SwiftExpr) -> [(String, [SwiftArgument], SourcePosition)] {
    var chain: [(String, [SwiftArgument], SourcePosition)] = []
    var current = expr
    for _ in 0..<1000 {
      guard case .call(let callee, let arguments, _) = current.kind,
        case .member(let base, let name) = callee.kind
      else { break }
      chain.insert((name, arguments, callee.position), at: 0)
      current = base
    }
    return chain
  }
}
