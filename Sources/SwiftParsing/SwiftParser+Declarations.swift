extension SwiftParser {
  /// One declaration, or nil for a lone `;`.
  package mutating func declaration() throws(SwiftSyntaxError) -> SwiftDeclaration? {
    try enter()
    defer { depth -= 1 }
    if current.isPunctuation(";") {
      advance()
      return nil
    }
    let start = current
    var attributes: [String] = []
    var modifiers: [String] = []
    while true {
      if current.kind == .attribute {
        let first = index
        advance()
        if current.isPunctuation("("), !current.spaceBefore { try skipBalanced() }
        attributes.append(source(from: first))
      } else if current.kind == .identifier, Self.modifierWords.contains(current.text),
        !(current.text == "class" && token(at: 1).kind == .identifier
          && !Self.modifierWords.contains(token(at: 1).text)
          && !["var", "let", "func"].contains(token(at: 1).text))
      {
        modifiers.append(current.text)
        advance()
        if current.isPunctuation("("), !current.spaceBefore { try skipBalanced() }
      } else {
        break
      }
    }
    let position = start.position
    let word = current
    func made(_ kind: SwiftDeclaration.Kind) -> SwiftDeclaration {
      SwiftDeclaration(kind: kind, position: position, attributes: attributes, modifiers: modifiers)
    }
    if word.kind == .pound {
      if word.text == "#Preview" { return made(.preview(try postfixExpression(trailingClosures: true))) }
      // `#if`, `#endif`, `#warning(…)`: the rest of the line.
      advance()
      skipLine()
      return made(.other(word.text))
    }
    guard word.kind == .identifier else {
      throw error("expected a declaration, found \(found)")
    }
    switch word.text {
    case _ where Self.typeKeywords.contains(word.text):
      return made(.type(try typeDeclaration()))
    case "let", "var":
      return made(.property(try property()))
    case "case":
      return made(.enumCases(try enumCases()))
    case "func":
      advance()
      let name = current.kind == .identifier ? current.text : current.text
      advance()
      try skipSignatureAndBody()
      return made(.function(name))
    case "init":
      advance()
      if current.isPunctuation("?") || current.isPunctuation("!") { advance() }
      let labels = try parameterLabels()
      try skipSignatureAndBody()
      return made(.initializer(labels))
    case "deinit", "subscript":
      advance()
      try skipSignatureAndBody()
      return made(.other(word.text))
    case "import", "typealias", "associatedtype", "operator", "precedencegroup", "macro":
      advance()
      skipLine()
      return made(.other(word.text))
    default:
      throw error("expected a declaration, found \(found)")
    }
  }

  /// Skips the tokens left on the current line.
  package mutating func skipLine() {
    while current.kind != .end, !current.newlineBefore { advance() }
  }

  /// `(label name: Type, …)`: the first word of each parameter.
  package mutating func parameterLabels() throws(SwiftSyntaxError) -> [String] {
    guard current.isPunctuation("(") else { return [] }
    let open = index
    try skipBalanced()
    let close = index
    var labels: [String] = []
    var expectingLabel = true
    var nesting = 0
    for position in (open + 1)..<max(open + 1, close - 1) {
      let token = tokens[position]
      if token.kind == .punctuation, ["(", "[", "<"].contains(token.text) { nesting += 1 }
      if token.kind == .punctuation, [")", "]", ">"].contains(token.text) { nesting -= 1 }
      if nesting == 0, token.isPunctuation(",") {
        expectingLabel = true
      } else if expectingLabel, token.kind == .identifier {
        labels.append(token.text)
        expectingLabel = false
      }
    }
    return labels
  }

  /// A function's parameters, effects, result and `where` clause, then its body if it has one.
  package mutating func skipSignatureAndBody() throws(SwiftSyntaxError) {
    if current.isPunctuation("<") { try skipAngles() }
    if current.isPunctuation("("), !current.newlineBefore { try skipBalanced() }
    while current.kind != .end, !current.isPunctuation("{"), !current.isPunctuation("}") {
      if current.newlineBefore, !current.isPunctuation("->"), !current.isIdentifier("where"),
        !current.isIdentifier("throws"), !current.isIdentifier("async")
      {
        return
      }
      if current.isPunctuation("(") || current.isPunctuation("[") {
        try skipBalanced()
      } else {
        advance()
      }
    }
    if current.isPunctuation("{") { try skipBalanced() }
  }

  /// `<…>` generic parameters.
  package mutating func skipAngles() throws(SwiftSyntaxError) {
    let open = current
    var nesting = 0
    repeat {
      if current.kind == .end || current.isPunctuation("{") {
        throw error("expected '>' to match this '<'", at: open)
      }
      if current.isPunctuation("<") { nesting += 1 }
      if current.isPunctuation(">") { nesting -= 1 }
      if current.isPunctuation(">>") { nesting -= 2 }
      advance()
    } while nesting > 0
  }

  package mutating func typeDeclaration() throws(SwiftSyntaxError) -> SwiftTypeDeclaration {
    let keyword = current.text
    advance()
    var name = try identifier("a type name after '\(keyword)'")
    while current.isPunctuation("."), token(at: 1).kind == .identifier {
      advance()
      name += "." + current.text
      advance()
    }
    if current.isPunctuation("<") { try skipAngles() }
    var inherits: [String] = []
    if current.isPunctuation(":") {
      advance()
      repeat {
        if current.isPunctuation(",") { advance() }
        inherits.append(try typeName().name)
      } while current.isPunctuation(",")
    }
    if current.isIdentifier("where") {
      while current.kind != .end, !current.isPunctuation("{") { advance() }
    }
    try expect("{", "to open the body of \(keyword) \(name)")
    var members: [SwiftDeclaration] = []
    while !current.isPunctuation("}") {
      guard current.kind != .end else { throw error("expected '}' to close \(keyword) \(name)") }
      if let member = try declaration() { members.append(member) }
    }
    advance()
    return SwiftTypeDeclaration(keyword: keyword, name: name, inherits: inherits, members: members)
  }

  /// A type as written: `String`, `Date?`, `[String: Int]`, `some View`, `Optional<Int>`, `A.B`.
  package mutating func typeName() throws(SwiftSyntaxError) -> SwiftTypeName {
    let start = index
    let position = current.position
    if current.isIdentifier("some") || current.isIdentifier("any") { advance() }
    if current.isPunctuation("[") || current.isPunctuation("(") {
      try skipBalanced()
    } else {
      _ = try identifier("a type")
      while current.isPunctuation("."), token(at: 1).kind == .identifier {
        advance()
        advance()
      }
      if current.isPunctuation("<"), !current.spaceBefore { try skipAngles() }
    }
    var name = source(from: start)
    var isOptional = false
    while (current.isPunctuation("?") || current.isPunctuation("!")), !current.spaceBefore {
      isOptional = true
      advance()
    }
    if name.hasPrefix("Optional<"), name.hasSuffix(">") {
      name = String(name.dropFirst("Optional<".count).dropLast())
      isOptional = true
    }
    return SwiftTypeName(name: name, isOptional: isOptional, position: position)
  }

  package mutating func property() throws(SwiftSyntaxError) -> SwiftProperty {
    let isLet = current.text == "let"
    advance()
    guard current.kind == .identifier else {
      throw error("expected a property name after '\(isLet ? "let" : "var")', found \(found)")
    }
    let name = current.text
    advance()
    var type: SwiftTypeName?
    if current.isPunctuation(":") {
      advance()
      type = try typeName()
    }
    var initializer: SwiftExpr?
    if current.isPunctuation("=") {
      advance()
      initializer = try expression(trailingClosures: true)
    }
    var getter: [SwiftStatement]?
    if current.isPunctuation("{"), !isLet {
      getter = try accessorBody()
    }
    return SwiftProperty(isLet: isLet, name: name, type: type, initializer: initializer, getter: getter)
  }

  /// A computed property's body: statements, or `get { … } set { … }` (the getter is kept), or observers
  /// (`willSet`, `didSet`: a stored property, nil).
  package mutating func accessorBody() throws(SwiftSyntaxError) -> [SwiftStatement]? {
    let next = token(at: 1)
    if next.kind == .identifier, ["get", "set", "willSet", "didSet", "_read", "_modify"].contains(next.text),
      token(at: 2).isPunctuation("{") || token(at: 2).isPunctuation("}") || token(at: 2).isPunctuation("(")
        || (next.text == "get" && token(at: 2).kind == .identifier)
    {
      advance()
      var getter: [SwiftStatement]?
      while !current.isPunctuation("}") {
        guard current.kind == .identifier else { throw error("expected an accessor, found \(found)") }
        let accessor = current.text
        advance()
        while current.kind == .identifier { advance() }  // get async throws
        if current.isPunctuation("(") { try skipBalanced() }
        if current.isPunctuation("{") {
          if accessor == "get" { getter = try block() } else { try skipBalanced() }
        }
      }
      advance()
      return getter
    }
    return try block()
  }

  package mutating func enumCases() throws(SwiftSyntaxError) -> [SwiftEnumCase] {
    advance()
    var cases: [SwiftEnumCase] = []
    repeat {
      if current.isPunctuation(",") { advance() }
      let position = current.position
      let name = try identifier("an enum case name")
      var associated = false
      if current.isPunctuation("(") {
        try skipBalanced()
        associated = true
      }
      var rawValue: SwiftExpr?
      if current.isPunctuation("=") {
        advance()
        rawValue = try expression(trailingClosures: false)
      }
      cases.append(
        SwiftEnumCase(name: name, rawValue: rawValue, hasAssociatedValues: associated, position: position))
    } while current.isPunctuation(",")
    return cases
  }
}
