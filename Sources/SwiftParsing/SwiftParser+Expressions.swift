extension SwiftParser {
  /// Binary operators by precedence, as Swift's standard library groups them (higher binds tighter).
  package static let precedence: [String: Int] = [
    "=": 1, "+=": 1, "-=": 1, "*=": 1, "/=": 1,
    "||": 3, "&&": 4,
    "==": 5, "!=": 5, "<": 5, "<=": 5, ">": 5, ">=": 5, "===": 5, "!==": 5, "~=": 5,
    "??": 6, "...": 8, "..<": 8,
    "+": 9, "-": 9, "|": 9, "^": 9, "&+": 9, "&-": 9,
    "*": 10, "/": 10, "%": 10, "&": 10, "&*": 10,
    "<<": 11, ">>": 11,
  ]

  /// An expression; `trailingClosures` is false in an `if` condition or a `switch` subject, where `{`
  /// opens the body.
  package mutating func expression(trailingClosures: Bool) throws(SwiftSyntaxError) -> SwiftExpr {
    try enter()
    defer { depth -= 1 }
    let start = index
    let condition = try binary(minimum: 0, trailingClosures: trailingClosures)
    guard current.isPunctuation("?"), current.spaceBefore else { return condition }
    advance()
    let then = try expression(trailingClosures: trailingClosures)
    try expect(":", "in a ternary '? :'")
    let otherwise = try expression(trailingClosures: trailingClosures)
    return SwiftExpr(
      kind: .ternary(condition, then, otherwise), position: condition.position, source: source(from: start))
  }

  package mutating func binary(minimum: Int, trailingClosures: Bool) throws(SwiftSyntaxError) -> SwiftExpr {
    let start = index
    var left = try unary(trailingClosures: trailingClosures)
    while true {
      if current.isIdentifier("as") || current.isIdentifier("is") {
        guard minimum <= 7 else { break }
        let word = current.text
        advance()
        if current.isPunctuation("?") || current.isPunctuation("!") { advance() }
        let type = try typeName()
        left = SwiftExpr(
          kind: .cast(left, "\(word) \(type.name)"), position: left.position, source: source(from: start))
        continue
      }
      guard current.kind == .punctuation, let level = Self.precedence[current.text],
        level > minimum
          || (level == minimum && level == 6)  // ?? is right-associative
      else { break }
      // `x < y` but not a prefix operator glued to the next operand on its own line.
      let op = current.text
      advance()
      let right = try binary(minimum: level, trailingClosures: trailingClosures)
      left = SwiftExpr(kind: .binary(op, left, right), position: left.position, source: source(from: start))
    }
    return left
  }

  package mutating func unary(trailingClosures: Bool) throws(SwiftSyntaxError) -> SwiftExpr {
    if current.kind == .punctuation, ["-", "!", "+", "~", "&", "..<", "..."].contains(current.text),
      !token(at: 1).spaceBefore
    {
      let start = index
      let op = current.text
      let position = current.position
      advance()
      try enter()
      defer { depth -= 1 }
      let operand = try unary(trailingClosures: trailingClosures)
      return SwiftExpr(kind: .prefix(op, operand), position: position, source: source(from: start))
    }
    return try postfixExpression(trailingClosures: trailingClosures)
  }

  /// A primary expression and its suffixes: `.member` (also on the next line: a modifier chain), calls,
  /// subscripts, trailing closures, `?` and `!`.
  package mutating func postfixExpression(trailingClosures: Bool) throws(SwiftSyntaxError) -> SwiftExpr {
    let start = index
    var expr = try primary()
    var steps = 0
    while true {
      steps += 1
      guard steps < 10_000 else { throw error("an expression with more than 10000 parts") }
      if current.isPunctuation("."), token(at: 1).kind == .identifier || token(at: 1).kind == .number {
        let dot = current.position
        advance()
        let name = current.text
        advance()
        expr = SwiftExpr(kind: .member(expr, name), position: dot, source: source(from: start))
      } else if current.isPunctuation("("), !current.newlineBefore {
        let arguments = try argumentList(close: ")")
        var closures: [SwiftTrailingClosure] = []
        if trailingClosures { closures = try trailingClosureList() }
        expr = SwiftExpr(
          kind: .call(expr, arguments, closures), position: expr.position, source: source(from: start))
      } else if current.isPunctuation("["), !current.newlineBefore, !current.spaceBefore {
        let arguments = try argumentList(close: "]")
        expr = SwiftExpr(
          kind: .subscripted(expr, arguments), position: expr.position, source: source(from: start))
      } else if trailingClosures, current.isPunctuation("{"), !current.newlineBefore {
        let closures = try trailingClosureList()
        expr = SwiftExpr(
          kind: .call(expr, [], closures), position: expr.position, source: source(from: start))
      } else if current.isPunctuation("?") || current.isPunctuation("!"), !current.spaceBefore {
        let op = current.text
        advance()
        expr = SwiftExpr(kind: .postfix(op, expr), position: expr.position, source: source(from: start))
      } else {
        return expr
      }
    }
  }

  /// `{ … }` and any `label: { … }` after it.
  package mutating func trailingClosureList() throws(SwiftSyntaxError) -> [SwiftTrailingClosure] {
    var closures: [SwiftTrailingClosure] = []
    guard current.isPunctuation("{"), !current.newlineBefore else { return closures }
    let first = current.position
    closures.append(SwiftTrailingClosure(label: nil, closure: try closure(), position: first))
    while current.kind == .identifier, token(at: 1).isPunctuation(":"), token(at: 2).isPunctuation("{") {
      let position = current.position
      let label = current.text
      advance()
      advance()
      closures.append(SwiftTrailingClosure(label: label, closure: try closure(), position: position))
    }
    return closures
  }

  /// `(label: value, …)` or `[…]`, from the opening bracket under the cursor.
  package mutating func argumentList(close: String) throws(SwiftSyntaxError) -> [SwiftArgument] {
    advance()
    var arguments: [SwiftArgument] = []
    while !current.isPunctuation(close) {
      guard current.kind != .end else {
        throw error("expected '\(close)' to close the list, found end of file")
      }
      var label: String?
      if current.kind == .identifier, token(at: 1).isPunctuation(":"), !token(at: 2).isPunctuation(":") {
        label = current.text
        advance()
        advance()
      }
      arguments.append(SwiftArgument(label: label, value: try expression(trailingClosures: true)))
      if current.isPunctuation(":"), close == "]" {  // a dictionary literal's value
        advance()
        arguments.append(SwiftArgument(label: nil, value: try expression(trailingClosures: true)))
      }
      guard current.isPunctuation(",") else { break }
      advance()
    }
    try expect(close, "to close the list")
    return arguments
  }

  package mutating func primary() throws(SwiftSyntaxError) -> SwiftExpr {
    let start = index
    let token = current
    func made(_ kind: SwiftExpr.Kind) -> SwiftExpr {
      SwiftExpr(kind: kind, position: token.position, source: source(from: start))
    }
    switch token.kind {
    case .identifier:
      guard
        !["case", "default", "else", "in", "let", "var", "return", "where", "func", "struct", "enum"]
          .contains(token.text)
      else {
        throw error("expected an expression, found \(found)")
      }
      advance()
      switch token.text {
      case "true": return made(.bool(true))
      case "false": return made(.bool(false))
      case "nil": return made(.nilLiteral)
      default: return made(.identifier(token.text))
      }
    case .pound:
      advance()
      return made(.identifier(token.text))
    case .number:
      advance()
      return made(.number(token.text))
    case .string(let parts):
      advance()
      var segments: [SwiftStringSegment] = []
      for part in parts {
        switch part {
        case .text(let text): segments.append(.text(text))
        case .interpolation(let inner):
          var parser = SwiftParser(
            tokens: [SwiftToken(kind: .punctuation, text: "(", position: token.position)] + inner
              + [
                SwiftToken(kind: .punctuation, text: ")", position: token.position),
                SwiftToken(kind: .end, text: "", position: token.position),
              ], file: file)
          parser.depth = depth
          let arguments = try parser.argumentList(close: ")")
          guard parser.current.kind == .end else {
            throw parser.error("unexpected \(parser.found) in an interpolation")
          }
          segments.append(.interpolation(arguments, inner.first?.position ?? token.position))
        }
      }
      return made(.string(segments))
    case .punctuation:
      switch token.text {
      case ".":
        advance()
        let name = try identifier("a member name after '.'")
        return made(.implicitMember(name))
      case "(":
        let arguments = try argumentList(close: ")")
        return made(.tuple(arguments))
      case "[":
        let elements = try argumentList(close: "]")
        return made(.array(elements.map(\.value)))
      case "{":
        return made(.closure(try closure()))
      case "\\":
        advance()
        var path = ""
        if current.kind == .identifier {
          path += current.text
          advance()
        }
        while current.isPunctuation("."), self.token(at: 1).kind == .identifier {
          path += (path.isEmpty ? "" : ".") + self.token(at: 1).text
          advance()
          advance()
        }
        return made(.keyPath(path))
      default:
        throw error("expected an expression, found \(found)")
      }
    case .attribute, .end:
      throw error("expected an expression, found \(found)")
    }
  }
}
