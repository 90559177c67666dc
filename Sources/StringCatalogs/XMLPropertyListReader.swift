import Diagnostics

/// Reads an XML property list as Foundation reads one (`CFPropertyList.c`, the reader Xcode's build and
/// `PropertyListSerialization` share), on its UTF-8 bytes as it does. It is no general XML parser:
/// - The first element is the property list: `<plist>` around one value, or a value alone. Before it,
///   spaces (U+0020, tab, line feed, carriage return), `<?…?>`, `<!--…-->` and a `<!DOCTYPE …>` without
///   an inline DTD.
/// - Elements are `dict` (`<key>`, value, …), `array`, `string`, `key`, `data` (base64), `date`
///   (`YYYY-MM-DDTHH:MM:SSZ`), `integer`, `real`, `true/`, `false/`; an element's attributes are skipped.
///   Between elements only spaces, comments and `<?…?>`; no other text.
/// - Text is kept as written (spaces and carriage returns too), with `&lt; &gt; &amp; &apos; &quot;`,
///   `&#N;` and `&#xH;` decoded and `<![CDATA[…]]>` kept as is; no comment inside a string.
/// Foundation ignores whatever follows the first element; la-sim refuses anything there but spaces,
/// comments and `<?…?>`, since the phone would never read it (DECISIONS.md, ".strings and .stringsdict
/// as Apple's readers read them").
struct XMLPropertyListReader {
  private let bytes: [UInt8]
  private let file: String
  private let places: SourcePlaces
  private var index = 0

  /// Foundation's limit on nesting (`_CFPropertyListMaxRecursionDepth`, 512 on macOS and Linux).
  static let deepest = 512

  private init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
    places = SourcePlaces(utf8: bytes)
  }

  /// The property list in `bytes`, UTF-8 without a byte-order mark.
  static func read(_ bytes: [UInt8], file: String) throws(CatalogError) -> PropertyList {
    var reader = XMLPropertyListReader(bytes: bytes, file: file)
    return try reader.document()
  }

  // MARK: Document

  private mutating func document() throws(CatalogError) -> PropertyList {
    while index < bytes.count {
      skipSpaces()
      guard index + 1 < bytes.count else {
        throw error(at: index, "expected a property list's element, found \(found)")
      }
      guard bytes[index] == UInt8(ascii: "<") else {
        throw error(at: index, "expected '<' opening the property list's element, found \(found)")
      }
      let open = index
      index += 1
      switch bytes[index] {
      case UInt8(ascii: "!"):
        index += 1
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-") {
          // Foundation steps one byte too far here, so a comment before the element must not be empty.
          index += 3
          try skipComment(open: open, untilTheEnd: false)
        } else {
          try skipDoctype(open: open)
        }
      case UInt8(ascii: "?"):
        index += 1
        try skipInstruction(open: open)
      default:
        let (root, _) = try element(open: open, depth: 0)
        try nothingAfter()
        return root
      }
    }
    throw error(at: index, "expected a property list's element, found the end of the file")
  }

  /// The rest of the file after the property list's element: spaces, comments and `<?…?>` only.
  private mutating func nothingAfter() throws(CatalogError) {
    while true {
      skipSpaces()
      guard index < bytes.count else { return }
      let open = index
      if starts(with: "<!--") {
        index += 4
        try skipComment(open: open, untilTheEnd: true)
      } else if starts(with: "<?") {
        index += 2
        try skipInstruction(open: open)
      } else {
        throw error(
          at: index,
          "expected nothing after the property list's element, found \(found): Foundation stops reading at"
            + " its end and the app gets nothing after it")
      }
    }
  }

  /// From just after `<!--` to just after `-->`. Foundation looks for `-->` only where at least one byte
  /// follows it, which matters only at the end of the file (`untilTheEnd` allows it there).
  private mutating func skipComment(open: Int, untilTheEnd: Bool) throws(CatalogError) {
    let last = bytes.count - (untilTheEnd ? 2 : 3)
    var at = index
    while at < last {
      if bytes[at] == UInt8(ascii: "-"), bytes[at + 1] == UInt8(ascii: "-"),
        bytes[at + 2] == UInt8(ascii: ">")
      {
        index = at + 3
        return
      }
      at += 1
    }
    throw error(at: open, "a comment never ends: expected '-->'")
  }

  /// From the first byte after `<?` (or its `?`) to just after `?>`, which needs a byte after it.
  private mutating func skipInstruction(open: Int) throws(CatalogError) {
    while index < bytes.count - 2 {
      if bytes[index] == UInt8(ascii: "?"), bytes[index + 1] == UInt8(ascii: ">") {
        index += 2
        return
      }
      index += 1
    }
    throw error(at: open, "a processing instruction never ends: expected '?>'")
  }

  /// From just after `<!`: `DOCTYPE …>`. An inline DTD (`[…]`) is refused, as Foundation refuses it.
  private mutating func skipDoctype(open: Int) throws(CatalogError) {
    guard starts(with: "DOCTYPE") else {
      throw error(at: open, "expected '<!--' or '<!DOCTYPE' after '<', found \(tagText(at: open))")
    }
    index += 7
    skipSpaces()
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "[") {
        throw error(at: index, "expected '>' ending <!DOCTYPE, found '[': an inline DTD is not read")
      }
      index += 1
      if bytes[index - 1] == UInt8(ascii: ">") { return }
    }
    throw error(at: open, "<!DOCTYPE never ends: expected '>'")
  }

  // MARK: Elements

  /// The next value among an element's contents, and whether it was a `<key>`; nil where a closing tag
  /// (`</…`) or the end of the file comes instead.
  private mutating func content(depth: Int) throws(CatalogError) -> (PropertyList, isKey: Bool)? {
    guard depth <= Self.deepest else { throw error(at: index, "nested more than \(Self.deepest) deep") }
    while index < bytes.count {
      skipSpaces()
      guard index < bytes.count else { break }
      guard bytes[index] == UInt8(ascii: "<") else {
        throw error(
          at: index,
          "expected '<' opening an element, found \(found): text stands only in a <string> or <key>")
      }
      let open = index
      index += 1
      guard index < bytes.count else { break }
      switch bytes[index] {
      case UInt8(ascii: "?"):
        try skipInstruction(open: open)
      case UInt8(ascii: "!"):
        guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "-"),
          bytes[index + 2] == UInt8(ascii: "-")
        else {
          throw error(at: open, "expected '<!--' opening a comment, found \(tagText(at: open))")
        }
        index += 3
        try skipComment(open: open, untilTheEnd: false)
      case UInt8(ascii: "/"):
        index = open
        return nil
      default:
        return try element(open: open, depth: depth)
      }
    }
    return nil
  }

  /// The element whose `<` is at `open`, from just after it.
  private mutating func element(open: Int, depth: Int) throws(CatalogError) -> (PropertyList, isKey: Bool) {
    let marker = index
    var nameLength = -1
    while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
      if nameLength == -1, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { nameLength = index - marker }
      index += 1
    }
    guard index < bytes.count else { throw error(at: open, "a tag never ends: expected '>'") }
    let isEmpty = bytes[index - 1] == UInt8(ascii: "/")
    if nameLength == -1 { nameLength = index - (isEmpty ? 1 : 0) - marker }
    index += 1
    guard nameLength > 0 else { throw error(at: open, "expected an element's name after '<'") }
    let name = String(decoding: bytes[marker..<(marker + nameLength)], as: UTF8.self)
    let at = place(open)
    func value(_ value: PropertyList.Value) -> PropertyList { PropertyList(value: value, position: at) }
    switch name {
    case "plist":
      guard !isEmpty else { throw error(at: open, "<plist/> holds no value") }
      guard let (root, _) = try content(depth: depth) else { throw error(at: open, "<plist> holds no value") }
      if let (second, _) = try content(depth: depth) {
        throw CatalogError(file, at: second.position, "a <plist> holds one value; this is a second")
      }
      try closeTag("plist")
      return (root, false)
    case "array":
      guard !isEmpty else { return (value(.array([])), false) }
      var elements: [PropertyList] = []
      while let (element, _) = try content(depth: depth + 1) { elements.append(element) }
      try closeTag("array")
      return (value(.array(elements)), false)
    case "dict":
      guard !isEmpty else { return (value(.dictionary([])), false) }
      return (value(.dictionary(try members(depth: depth + 1))), false)
    case "key", "string":
      guard !isEmpty else { return (value(.string("")), name == "key") }
      let text = try text()
      try closeTag(name)
      return (value(.string(text)), name == "key")
    case "data":
      guard !isEmpty else { throw error(at: open, "<data/> holds no data") }
      return (value(.data(try base64())), false)
    case "date":
      guard !isEmpty else { throw error(at: open, "<date/> holds no date") }
      try date(open: open)
      return (value(.date), false)
    case "real":
      guard !isEmpty else { throw error(at: open, "<real/> holds no number") }
      try real(open: open)
      return (value(.real), false)
    case "integer":
      guard !isEmpty else { throw error(at: open, "<integer/> holds no number") }
      try integer(open: open)
      return (value(.integer), false)
    case "true", "false":
      if !isEmpty, !closes(name) {
        throw error(at: open, "<\(name)> holds nothing: expected <\(name)/> or </\(name)> right after it")
      }
      return (value(.boolean(name == "true")), false)
    default:
      throw error(
        at: open,
        "unknown element <\(name.abbreviated)>: a property list has plist, dict, key, string, array, data, date,"
          + " integer, real, true and false")
    }
  }

  /// A `<dict>`'s keys and values, up to and with `</dict>`; a key written twice keeps its last value.
  private mutating func members(depth: Int) throws(CatalogError) -> [PropertyList.Member] {
    var members: [PropertyList.Member] = []
    var keys: [String: Int] = [:]
    while let (key, isKey) = try content(depth: depth) {
      guard isKey, let name = key.string else {
        throw CatalogError(
          file, at: key.position, "expected <key> in a <dict>, found \(key.kind) where a key belongs")
      }
      guard let (value, _) = try content(depth: depth) else {
        throw CatalogError(file, at: key.position, "the key \"\(name.abbreviated)\" has no value")
      }
      members.set(PropertyList.Member(key: name, keyPosition: key.position, value: value), index: &keys)
    }
    try closeTag("dict")
    return members
  }

  /// Whether `</name>` (spaces allowed before its `>`) comes next, moving past it when it does.
  private mutating func closes(_ name: String) -> Bool {
    let start = index
    let tag = Array(name.utf8)
    guard bytes.count - index >= tag.count + 3, bytes[index] == UInt8(ascii: "<"),
      bytes[index + 1] == UInt8(ascii: "/"), Array(bytes[(index + 2)..<(index + 2 + tag.count)]) == tag
    else { return false }
    index += 2 + tag.count
    skipSpaces()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
      index = start
      return false
    }
    index += 1
    return true
  }

  /// `</name>`, which must come next.
  private mutating func closeTag(_ name: String) throws(CatalogError) {
    let start = index
    guard closes(name) else {
      throw error(at: start, "expected </\(name)>, found \(start < bytes.count ? tagText(at: start) : found)")
    }
  }

  // MARK: Text

  /// A `<string>`'s or `<key>`'s text, up to the `<` that ends it: entities decoded, CDATA kept.
  private mutating func text() throws(CatalogError) -> String {
    var text: [UInt8] = []
    var mark = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") {
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "!") else { break }
        text += bytes[mark..<index]
        try cdata(into: &text)
        mark = index
      } else if byte == UInt8(ascii: "&") {
        text += bytes[mark..<index]
        try entity(into: &text)
        mark = index
      } else {
        index += 1
      }
    }
    text += bytes[mark..<index]
    // Foundation makes the string from UTF-8, which drops a byte-order mark that begins it.
    if text.starts(with: [0xEF, 0xBB, 0xBF]) { text.removeFirst(3) }
    return String(decoding: text, as: UTF8.self)
  }

  /// `<![CDATA[…]]>`, its text as written.
  private mutating func cdata(into text: inout [UInt8]) throws(CatalogError) {
    let open = index
    guard starts(with: "<![CDATA[") else {
      throw error(
        at: open,
        "expected '<![CDATA[' in a string's text, found \(tagText(at: open)): Foundation allows no comment in text"
      )
    }
    index += 9
    let start = index
    while index < bytes.count - 2 {
      if bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "]"),
        bytes[index + 2] == UInt8(ascii: ">")
      {
        text += bytes[start..<index]
        index += 3
        return
      }
      index += 1
    }
    throw error(at: open, "a CDATA section never ends: expected ']]>'")
  }

  /// An entity from its `&`: the five XML names, `&#N;` and `&#xH;` (up to eight digits).
  private mutating func entity(into text: inout [UInt8]) throws(CatalogError) {
    let amp = index
    index += 1
    let left = bytes.count - index
    func named(_ name: String, _ character: Character) -> Bool {
      let spelled = Array((name + ";").utf8)
      guard left >= spelled.count, Array(bytes[index..<(index + spelled.count)]) == spelled else {
        return false
      }
      index += spelled.count
      text += Array(String(character).utf8)
      return true
    }
    guard left >= 1 else { throw error(at: amp, "an entity never ends: expected a name and ';' after '&'") }
    if bytes[index] == UInt8(ascii: "#") {
      guard left >= 4 else {
        throw error(at: amp, "an entity never ends: expected a number and ';' after '&#'")
      }
      index += 1
      let hex = bytes[index] == UInt8(ascii: "x")
      if hex { index += 1 }
      var value: UInt32 = 0
      var count = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        count += 1
        if byte == UInt8(ascii: ";") {
          guard let scalar = Unicode.Scalar(value) else {
            throw error(
              at: amp, "the entity names U+\(String(value, radix: 16, uppercase: true)), no Unicode character"
            )
          }
          text += Array(String(Character(scalar)).utf8)
          return
        }
        guard count <= 8 else { throw error(at: amp, "the entity's number is longer than eight digits") }
        let digit: UInt32? =
          switch byte {
          case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
          case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
          case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
          default: nil
          }
        guard let digit else {
          index -= 1
          throw error(
            at: index, "expected a \(hex ? "hexadecimal " : "")digit or ';' in an entity, found \(found)")
        }
        value = (hex ? value &<< 4 : value &* 10) &+ digit
      }
      throw error(at: amp, "an entity never ends: expected ';'")
    }
    if bytes[index] == UInt8(ascii: "a"), left < 4 {
      throw error(at: amp, "an entity never ends: expected a name and ';' after '&'")
    }
    guard
      named("lt", "<") || named("gt", ">") || named("amp", "&") || named("apos", "'") || named("quot", "\"")
    else {
      throw error(at: amp, "unknown entity: expected &lt; &gt; &amp; &apos; &quot; &#N; or &#xH;")
    }
  }

  // MARK: Numbers, dates and data

  /// `<data>`'s base64, up to `</data>`: any byte below 0x80 that is no base64 digit is skipped.
  private mutating func base64() throws(CatalogError) -> [UInt8] {
    var data: [UInt8] = []
    var equals = 0
    var accumulated: UInt32 = 0
    var digits = 0
    while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
      let byte = bytes[index]
      if byte == UInt8(ascii: "=") {
        equals += 1
      } else if ![0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains(byte) {
        equals = 0
      }
      guard byte < 0x80 else { throw error(at: index, "expected base64 in <data>, found \(found)") }
      index += 1
      guard let digit = Self.base64Digit(byte) else { continue }
      digits += 1
      accumulated = accumulated &<< 6 &+ UInt32(digit)
      if digits & 3 == 0 {
        data.append(UInt8(truncatingIfNeeded: accumulated >> 16))
        if equals < 2 { data.append(UInt8(truncatingIfNeeded: accumulated >> 8)) }
        if equals < 1 { data.append(UInt8(truncatingIfNeeded: accumulated)) }
      }
    }
    try closeTag("data")
    return data
  }

  private static func base64Digit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
    case UInt8(ascii: "+"): 62
    case UInt8(ascii: "/"): 63
    case UInt8(ascii: "="): 0
    default: nil
    }
  }

  /// `<date>`'s `[-]YYYY-MM-DDTHH:MM:SSZ` and `</date>`.
  private mutating func date(open: Int) throws(CatalogError) {
    func digits(_ reader: inout XMLPropertyListReader) -> Bool {
      guard reader.index + 2 < reader.bytes.count else { return false }
      defer { reader.index += 2 }
      return Self.isDigit(reader.bytes[reader.index]) && Self.isDigit(reader.bytes[reader.index + 1])
    }
    func then(_ reader: inout XMLPropertyListReader, _ mark: Character) -> Bool {
      guard reader.index < reader.bytes.count, reader.bytes[reader.index] == mark.asciiValue else {
        return false
      }
      reader.index += 1
      return true
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
    let formed =
      then(&self, "-") && digits(&self) && then(&self, "-") && digits(&self) && then(&self, "T")
      && digits(&self) && then(&self, ":") && digits(&self) && then(&self, ":") && digits(&self)
      && then(&self, "Z")
    guard formed, closes("date") else {
      throw error(at: open, "expected a date written YYYY-MM-DDTHH:MM:SSZ in <date>")
    }
  }

  /// `<integer>`'s decimal or `0x` hexadecimal number, a sign and spaces before it, and `</integer>`;
  /// from -2⁶³ to 2⁶⁴ - 1.
  private mutating func integer(open: Int) throws(CatalogError) {
    func skipIntegerSpaces(_ reader: inout XMLPropertyListReader) {
      while reader.index < reader.bytes.count, reader.isIntegerSpace(at: reader.index) { reader.index += 1 }
    }
    func next(_ reader: XMLPropertyListReader) throws(CatalogError) -> UInt8 {
      guard reader.index < reader.bytes.count else {
        throw reader.error(at: open, "<integer> never ends: expected </integer>")
      }
      return reader.bytes[reader.index]
    }
    skipIntegerSpaces(&self)
    var byte = try next(self)
    guard byte != UInt8(ascii: "<") else { throw error(at: open, "<integer> holds no number") }
    var negative = false
    if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
      negative = byte == UInt8(ascii: "-")
      index += 1
      skipIntegerSpaces(&self)
    }
    byte = try next(self)
    var hex = false
    var zeros = false
    if byte == UInt8(ascii: "0") {
      if index + 1 < bytes.count, bytes[index + 1] | 0x20 == UInt8(ascii: "x") {
        index += 1
        hex = true
      } else {
        zeros = true
      }
      index += 1
    }
    byte = try next(self)
    while byte == UInt8(ascii: "0") {
      zeros = true
      index += 1
      byte = try next(self)
    }
    guard byte != UInt8(ascii: "<") || zeros else {
      throw error(at: open, "<integer> holds no digits")
    }
    var value: UInt64 = 0
    while byte != UInt8(ascii: "<") {
      guard let digit = Self.hexDigit(byte), hex || digit < 10 else {
        throw error(at: index, "expected a \(hex ? "hexadecimal " : "")digit in <integer>, found \(found)")
      }
      let (shifted, over) = value.multipliedReportingOverflow(by: hex ? 16 : 10)
      let (sum, overAgain) = shifted.addingReportingOverflow(UInt64(digit))
      guard !over, !overAgain, !negative || sum <= UInt64(Int64.max) + 1 else {
        throw error(at: open, "the integer is out of range (-2^63 to 2^64-1)")
      }
      value = sum
      index += 1
      byte = try next(self)
    }
    try closeTag("integer")
  }

  /// Foundation's spaces before an integer: bytes below 0x21 or from 0x7F to 0xA0, and U+2000–U+200B
  /// (as it tests U+2080's bytes too), U+202F, U+205F, U+3000 in UTF-8.
  private func isIntegerSpace(at offset: Int) -> Bool {
    let first = bytes[offset]
    if first < 0x21 || (first > 0x7E && first < 0xA1) { return true }
    guard first == 0xE2 || first == 0xE3, bytes.count - offset >= 3 else { return false }
    let (second, third) = (bytes[offset + 1], bytes[offset + 2])
    if first == 0xE2, second == 0x80 { return (80...0x8B).contains(third) || third == 0xAF }
    if first == 0xE2, second == 0x81 { return third == 0x9F }
    return first == 0xE3 && second == 0x80 && third == 0x80
  }

  /// `<real>`'s text (entities decoded): `nan`, `inf`, `infinity` (signed or not, any case), or a decimal
  /// number with an exponent or not after Foundation's spaces; and `</real>`.
  private mutating func real(open: Int) throws(CatalogError) {
    let text = try text()
    let named = ["nan", "+infinity", "-infinity", "infinity", "-inf", "inf", "+inf"]
    guard named.contains(text.lowercased()) || Self.isDecimal(text) else {
      throw error(at: open, "expected a number in <real>, found \"\(text.abbreviated)\"")
    }
    try closeTag("real")
  }

  /// Whether `text` is what Foundation's `__CFStringScanDouble` reads whole: spaces, then
  /// `[+-]?(D+.?D*|.D+)([eE][+-]?D+)?`.
  private static func isDecimal(_ text: String) -> Bool {
    var units = text.utf16[...]
    while let unit = units.first,
      unit < 0x21 || (unit > 0x7E && unit < 0xA1) || (0x2000...0x200B).contains(unit)
        || unit == 0x3000
    {
      units.removeFirst()
    }
    let ascii = units.map { $0 < 0x80 ? UInt8($0) : 0 }
    var at = 0
    func digits() -> Int {
      let start = at
      while at < ascii.count, isDigit(ascii[at]) { at += 1 }
      return at - start
    }
    if at < ascii.count, ascii[at] == UInt8(ascii: "+") || ascii[at] == UInt8(ascii: "-") { at += 1 }
    var mantissa = digits()
    if at < ascii.count, ascii[at] == UInt8(ascii: ".") {
      at += 1
      mantissa += digits()
    }
    guard mantissa > 0 else { return false }
    if at < ascii.count, ascii[at] | 0x20 == UInt8(ascii: "e") {
      at += 1
      if at < ascii.count, ascii[at] == UInt8(ascii: "+") || ascii[at] == UInt8(ascii: "-") { at += 1 }
      guard digits() > 0 else { return false }
    }
    return at == ascii.count
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// The value of an ASCII hexadecimal digit.
  private static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
  }

  // MARK: Bytes

  private mutating func skipSpaces() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  private func starts(with prefix: String) -> Bool {
    let spelled = Array(prefix.utf8)
    return bytes.count - index >= spelled.count && Array(bytes[index..<(index + spelled.count)]) == spelled
  }

  private func place(_ offset: Int) -> SourcePosition { places.position(of: offset) }

  private func error(at offset: Int, _ message: String) -> CatalogError {
    CatalogError(file, at: place(offset), message)
  }

  /// The character at the reader's place, as a message names it.
  private var found: String {
    guard index < bytes.count else { return "the end of the file" }
    let scalar = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).unicodeScalars
      .first
    return CatalogError.describe(scalar ?? "\u{FFFD}")
  }

  /// The tag at `offset`, up to its `>` (abbreviated), as a message quotes it: `<string>`.
  private func tagText(at offset: Int) -> String {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "<") else {
      return offset < bytes.count
        ? CatalogError.describe(Unicode.Scalar(bytes[offset])) : "the end of the file"
    }
    var end = offset
    while end < bytes.count, end - offset < 40, bytes[end] != UInt8(ascii: ">") { end += 1 }
    let closed = end < bytes.count && bytes[end] == UInt8(ascii: ">")
    let text = String(decoding: bytes[offset..<(closed ? end + 1 : end)], as: UTF8.self)
    return closed ? text : text + "…"
  }
}
