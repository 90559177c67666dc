import JSON

extension FormatSpecifier {
  /// The largest width or precision a fixture may give.
  static let maximumLength = 100

  /// Reads a specifier as a fixture writes it, e.g. `%.1f`, `%02d`, `%lld min`.
  package init(text: String, cursor: JSONCursor) throws(FixtureError) {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    var before = ""
    var after = ""
    var found: FormatSpecifier?
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      guard scalar == "%" else {
        if found == nil { before.unicodeScalars.append(scalar) } else { after.unicodeScalars.append(scalar) }
        continue
      }
      if index < scalars.count, scalars[index] == "%" {
        index += 1
        if found == nil { before.append("%") } else { after.append("%") }
        continue
      }
      guard found == nil else {
        throw cursor.error(
          "specifier \"\(text.abbreviated)\" has more than one conversion; a placeholder formats one value")
      }
      found = try Self.conversion(scalars, at: &index, text: text, cursor: cursor)
    }
    guard var specifier = found else {
      throw cursor.error("specifier \"\(text.abbreviated)\" has no conversion; expected \(Self.accepted)")
    }
    specifier.prefix = before
    specifier.suffix = after
    self = specifier
  }

  /// The conversion after a `%`: flags, width, `.precision`, length and type.
  private static func conversion(
    _ scalars: [Unicode.Scalar], at index: inout Int, text: String, cursor: JSONCursor
  ) throws(FixtureError) -> FormatSpecifier {
    var specifier = FormatSpecifier(prefix: "", suffix: "", conversion: .int32)
    let unknown = cursor.error(
      "unsupported conversion in specifier \"\(text.abbreviated)\"; expected \(Self.accepted)")
    while index < scalars.count, "-+ 0".unicodeScalars.contains(scalars[index]) {
      switch scalars[index] {
      case "-": specifier.leftAligned = true
      case "+": specifier.plusSign = true
      case " ": specifier.spaceSign = true
      default: specifier.zeroPadded = true
      }
      index += 1
    }
    specifier.width = try number(scalars, at: &index, text: text, cursor: cursor)
    if index < scalars.count, scalars[index] == "." {
      index += 1
      specifier.precision = try number(scalars, at: &index, text: text, cursor: cursor) ?? 0
    }
    var length = ""
    while index < scalars.count, scalars[index] == "l", length.count < 2 {
      length.append("l")
      index += 1
    }
    guard index < scalars.count else { throw unknown }
    let type = scalars[index]
    index += 1
    switch (type, length) {
    case ("d", ""), ("i", ""): specifier.conversion = .int32
    case ("d", _), ("i", _): specifier.conversion = .int64
    case ("f", ""), ("f", "l"): specifier.conversion = .double
    case ("@", ""):
      guard !specifier.hasModifiers else {
        throw cursor.error("%@ takes no flags, width or precision, found \"\(text.abbreviated)\"")
      }
      specifier.conversion = .object
    default: throw unknown
    }
    return specifier
  }

  private static func number(
    _ scalars: [Unicode.Scalar], at index: inout Int, text: String, cursor: JSONCursor
  ) throws(FixtureError) -> Int? {
    var value: Int?
    while index < scalars.count, ("0"..."9").contains(scalars[index]) {
      let next = (value ?? 0) * 10 + Int(scalars[index].value - 48)
      value = next
      index += 1
      guard next <= maximumLength else {
        throw cursor.error("width or precision over \(maximumLength) in specifier \"\(text.abbreviated)\"")
      }
    }
    return value
  }

  private var hasModifiers: Bool {
    leftAligned || plusSign || spaceSign || zeroPadded || width != nil || precision != nil
  }
}
