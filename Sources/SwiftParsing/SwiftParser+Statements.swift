extension SwiftParser {
  /// `{ statements }` from the brace under the cursor.
  package mutating func block() throws(SwiftSyntaxError) -> [SwiftStatement] {
    try expect("{", "to open a block")
    var statements: [SwiftStatement] = []
    while !current.isPunctuation("}") {
      guard current.kind != .end else { throw error("expected '}' to close the block, found end of file") }
      if let statement = try statement() { statements.append(statement) }
    }
    advance()
    return statements
  }

  /// `{ params in statements }` from the brace under the cursor.
  package mutating func closure() throws(SwiftSyntaxError) -> SwiftClosure {
    let position = current.position
    try enter()
    defer { depth -= 1 }
    advance()
    var parameters: [String] = []
    // Parameters stand on the brace's line, before `in`: `{ context in`, `{ (a, b) in`, `{ _ in`.
    var look = 0
    var names: [String] = []
    var afterColon = false
    while token(at: look).kind != .end, !token(at: look).newlineBefore || look == 0 {
      let next = token(at: look)
      if next.isIdentifier("in") {
        parameters = names
        index += look + 1
        break
      }
      if next.kind == .identifier {
        if !afterColon { names.append(next.text) }
      } else if next.isPunctuation(":") {
        afterColon = true
      } else if next.isPunctuation(",") {
        afterColon = false
      } else if !next.isPunctuation("(") && !next.isPunctuation(")") && !next.isPunctuation("?") {
        break
      }
      look += 1
    }
    var statements: [SwiftStatement] = []
    while !current.isPunctuation("}") {
      guard current.kind != .end else { throw error("expected '}' to close the closure, found end of file") }
      if let statement = try statement() { statements.append(statement) }
    }
    advance()
    return SwiftClosure(parameters: parameters, statements: statements, position: position)
  }

  /// One statement, or nil for a lone `;`.
  package mutating func statement() throws(SwiftSyntaxError) -> SwiftStatement? {
    try enter()
    defer { depth -= 1 }
    let token = current
    let position = token.position
    func made(_ kind: SwiftStatement.Kind) -> SwiftStatement {
      SwiftStatement(kind: kind, position: position)
    }
    if token.isPunctuation(";") {
      advance()
      return nil
    }
    guard token.kind == .identifier || token.kind == .attribute else {
      return made(.expression(try expression(trailingClosures: true)))
    }
    switch token.text {
    case "if":
      return made(try ifStatement())
    case "guard":
      advance()
      let conditions = try conditionList()
      guard current.isIdentifier("else") else {
        throw error("expected 'else' after guard's conditions, found \(found)")
      }
      advance()
      return made(.guardStatement(conditions, try block()))
    case "switch":
      advance()
      return made(try switchStatement())
    case "return":
      advance()
      if current.isPunctuation("}") || current.isIdentifier("case") || current.isIdentifier("default") {
        return made(.returnStatement(nil))
      }
      return made(.returnStatement(try expression(trailingClosures: true)))
    case "let", "var", "struct", "enum", "class", "func", "@":
      guard let declaration = try declaration() else { return nil }
      return made(.declaration(declaration))
    case "for", "while", "repeat", "do", "defer":
      advance()
      while current.kind != .end, !current.isPunctuation("{") {
        if current.isPunctuation("(") || current.isPunctuation("[") { try skipBalanced() } else { advance() }
      }
      try skipBalanced()
      if token.text == "repeat", current.isIdentifier("while") { skipLine() }
      while current.isIdentifier("catch") {
        while current.kind != .end, !current.isPunctuation("{") { advance() }
        try skipBalanced()
      }
      return made(.unsupported(token.text))
    case "break", "continue", "fallthrough":
      advance()
      return made(.unsupported(token.text))
    case "throw":
      advance()
      _ = try expression(trailingClosures: true)
      return made(.unsupported("throw"))
    default:
      if token.kind == .attribute {
        guard let declaration = try declaration() else { return nil }
        return made(.declaration(declaration))
      }
      return made(.expression(try expression(trailingClosures: true)))
    }
  }

  /// From `if`: conditions, the block, and an `else` block or `else if`.
  package mutating func ifStatement() throws(SwiftSyntaxError) -> SwiftStatement.Kind {
    advance()
    let conditions = try conditionList()
    let then = try block()
    guard current.isIdentifier("else") else { return .ifStatement(conditions, then, nil) }
    advance()
    if current.isIdentifier("if") {
      let position = current.position
      try enter()
      defer { depth -= 1 }
      return .ifStatement(conditions, then, [SwiftStatement(kind: try ifStatement(), position: position)])
    }
    return .ifStatement(conditions, then, try block())
  }

  /// `let x = y, a == b, let z` up to the `{` (or `else`).
  package mutating func conditionList() throws(SwiftSyntaxError) -> [SwiftCondition] {
    var conditions: [SwiftCondition] = []
    repeat {
      if current.isPunctuation(",") { advance() }
      if current.isIdentifier("let") || current.isIdentifier("var") {
        advance()
        let position = current.position
        let name = try identifier("a name to bind")
        var value: SwiftExpr?
        if current.isPunctuation(":") {
          advance()
          _ = try typeName()
        }
        if current.isPunctuation("=") {
          advance()
          value = try expression(trailingClosures: false)
        }
        conditions.append(.optionalBinding(name, value, position))
      } else if current.isIdentifier("case") {
        throw error("'if case' patterns are not supported")
      } else {
        conditions.append(.expression(try expression(trailingClosures: false)))
      }
    } while current.isPunctuation(",")
    return conditions
  }

  /// From after `switch`: the subject and its cases.
  package mutating func switchStatement() throws(SwiftSyntaxError) -> SwiftStatement.Kind {
    let subject = try expression(trailingClosures: false)
    try expect("{", "to open the switch's cases")
    var cases: [SwiftSwitchCase] = []
    while !current.isPunctuation("}") {
      guard current.kind != .end else { throw error("expected '}' to close the switch, found end of file") }
      let position = current.position
      if current.kind == .attribute { advance() }  // @unknown default
      var patterns: [SwiftExpr] = []
      if current.isIdentifier("default") {
        advance()
      } else if current.isIdentifier("case") {
        advance()
        repeat {
          if current.isPunctuation(",") { advance() }
          if current.isIdentifier("let") || current.isIdentifier("var") {
            throw error("binding patterns ('case let') are not supported")
          }
          patterns.append(try expression(trailingClosures: false))
          if current.isIdentifier("where") { throw error("'where' clauses in a case are not supported") }
        } while current.isPunctuation(",")
      } else {
        throw error("expected 'case' or 'default' in the switch, found \(found)")
      }
      try expect(":", "after the case's patterns")
      var statements: [SwiftStatement] = []
      while !current.isIdentifier("case"), !current.isIdentifier("default"), !current.isPunctuation("}"),
        current.kind != .attribute
      {
        guard current.kind != .end else { throw error("expected '}' to close the switch, found end of file") }
        if let statement = try statement() { statements.append(statement) }
      }
      cases.append(SwiftSwitchCase(patterns: patterns, statements: statements, position: position))
    }
    advance()
    return .switchStatement(subject, cases)
  }
}
