import Diagnostics

/// Reads old-style ("OpenStep") property list text, the grammar of a `.strings` file, as Foundation reads it
/// (`CFOldStylePList.c`, the reader Xcode's build and `PropertyListSerialization` share), on UTF-16 code
/// units as it does:
/// - `"key" = "value";` pairs, a file with no braces being a dictionary; `"key";` alone is the key as its
///   own value; strings in double or single quotes, or unquoted words of `A-Z a-z 0-9 _ $ / : . -`;
///   `{ }` dictionaries, `( , )` arrays and `< >` hexadecimal data as values.
/// - Escapes `\n \t \r \a \b \f \v`, `\UXXXX` (up to four hexadecimal digits, a UTF-16 unit), `\NNN` (up to
///   three octal digits, a NeXTSTEP Latin byte); any other escaped character is itself.
/// - `//` and `/* */` comments; spaces are U+0009–U+000D, U+0020, U+2028 and U+2029 only.
/// Where Foundation stops reading without a word (at a stray character after a `;`, in an unclosed
/// comment, at an unclosed quote where a key may start), so that the phone silently drops the pairs after
/// it, la-sim refuses the file at that place instead: DECISIONS.md, ".strings and .stringsdict as Apple's
/// readers read them".
struct OldStylePropertyListReader {
  private let units: [UInt16]
  private let file: String
  private let places: SourcePlaces
  private var index = 0
  /// Where the last token ended: where a missing `=` or `;` belongs.
  private var end = 0

  /// Foundation's limit on nesting (64-bit): a value deeper than this is refused.
  static let deepest = 512

  private init(units: [UInt16], file: String) {
    self.units = units
    self.file = file
    places = SourcePlaces(utf16: units)
  }

  /// The property list in `units`: a file of nothing but spaces and comments is an empty dictionary; one
  /// that starts with a string and goes on is read again as a dictionary without braces (a `.strings`
  /// file).
  static func read(_ units: [UInt16], file: String) throws(CatalogError) -> PropertyList {
    var reader = OldStylePropertyListReader(units: units, file: file)
    guard try reader.skipSpace() else {
      return PropertyList(value: .dictionary([]), position: reader.place(reader.index))
    }
    let start = reader.index
    guard let first = try reader.object(required: true, depth: 0) else {
      throw reader.error(at: start, "expected a property list, found \(reader.found)")
    }
    reader.end = reader.index
    guard try reader.skipSpace() else { return first }
    guard first.string != nil else {
      throw reader.error(
        at: reader.index,
        "expected the end of the file after the property list's \(first.noun), found \(reader.found)")
    }
    reader.index = 0
    return try reader.dictionary(depth: 0, start: start, braced: false)
  }

  // MARK: Values

  /// The value at the next non-space character; nil where none starts, when none is `required`.
  private mutating func object(required: Bool, depth: Int) throws(CatalogError) -> PropertyList? {
    guard try skipSpace() else {
      guard required else { return nil }
      throw error(at: index, "expected a value, found the end of the file")
    }
    let unit = units[index]
    let start = index
    guard [0x7B, 0x28, 0x3C, 0x22, 0x27].contains(unit) || Self.isWordUnit(unit) else {
      guard required else { return nil }
      throw error(at: index, "expected a value, found \(found)")
    }
    guard depth <= Self.deepest else {
      throw error(at: index, "nested more than \(Self.deepest) deep")
    }
    switch unit {
    case 0x7B:  // {
      index += 1
      let dictionary = try dictionary(depth: depth, start: start, braced: true)
      guard try skipSpace(), units[index] == 0x7D else {
        throw error(
          at: index,
          "expected a key or '}' closing the dictionary opened at \(place(start)), found \(found)")
      }
      index += 1
      return dictionary
    case 0x28:  // (
      index += 1
      return try array(depth: depth, start: start)
    case 0x3C:  // <
      index += 1
      return try data(start: start)
    case 0x22, 0x27:  // " '
      return PropertyList(value: .string(try quoted()), position: place(start))
    default:
      while index < units.count, Self.isWordUnit(units[index]) { index += 1 }
      return PropertyList(
        value: .string(String(decoding: units[start..<index], as: UTF16.self)), position: place(start))
    }
  }

  /// A dictionary's `key = value;` pairs, up to the first place no key starts. Braceless (the whole file),
  /// nothing may follow that place: Foundation stops there, and the phone would never read what follows.
  private mutating func dictionary(depth: Int, start: Int, braced: Bool) throws(CatalogError) -> PropertyList
  {
    var members: [PropertyList.Member] = []
    var keys: [String: Int] = [:]
    var key = try keyString()
    while let (text, keyStart) = key {
      end = index
      guard try skipSpace() else {
        throw expected("'=' or ';' after the key")
      }
      let value: PropertyList
      if units[index] == 0x3B {  // ;
        value = PropertyList(value: .string(text), position: place(keyStart))
      } else if units[index] == 0x3D {  // =
        index += 1
        end = index
        guard let found = try object(required: true, depth: depth + 1) else {
          throw error(at: index, "expected a value after '='")
        }
        value = found
      } else {
        throw expected("'=' or ';' after the key")
      }
      members.set(PropertyList.Member(key: text, keyPosition: place(keyStart), value: value), index: &keys)
      end = index
      guard try skipSpace(), units[index] == 0x3B else {
        throw expected("';' after the value")
      }
      index += 1
      end = index
      key = try keyString()
    }
    if !braced, try skipSpace() {
      throw error(
        at: index,
        "expected a key in quotes or a word of A-Z a-z 0-9 _$/:.-, found \(found): Foundation stops reading"
          + " here and the app gets nothing after it")
    }
    return PropertyList(value: .dictionary(members), position: place(start))
  }

  /// A key where one may start, and where it starts; nil where none does.
  private mutating func keyString() throws(CatalogError) -> (String, Int)? {
    guard try skipSpace() else { return nil }
    let start = index
    let unit = units[index]
    if unit == 0x22 || unit == 0x27 { return (try quoted(), start) }
    guard Self.isWordUnit(unit) else { return nil }
    while index < units.count, Self.isWordUnit(units[index]) { index += 1 }
    return (String(decoding: units[start..<index], as: UTF16.self), start)
  }

  /// `( value, value, … )`, a trailing comma allowed.
  private mutating func array(depth: Int, start: Int) throws(CatalogError) -> PropertyList {
    var elements: [PropertyList] = []
    var element = try object(required: false, depth: depth + 1)
    while let found = element {
      elements.append(found)
      guard try skipSpace() else { break }
      if units[index] == 0x2C {  // ,
        index += 1
        element = try object(required: false, depth: depth + 1)
      } else {
        element = nil
      }
    }
    guard try skipSpace(), units[index] == 0x29 else {
      throw error(at: index, "expected ',' or ')' in the array opened at \(place(start)), found \(found)")
    }
    index += 1
    return PropertyList(value: .array(elements), position: place(start))
  }

  /// `<0a1b 2c>`: pairs of hexadecimal digits, spaces between pairs. Foundation reads each UTF-16 unit's
  /// low byte as the digit (so `İ`, U+0130, reads as `0`), and la-sim does the same.
  private mutating func data(start: Int) throws(CatalogError) -> PropertyList {
    var bytes: [UInt8] = []
    while index < units.count, units[index] != 0x3E {
      let unit = units[index]
      if let high = Self.hexDigit(unit) {
        index += 1
        guard index < units.count, let low = Self.hexDigit(units[index]) else {
          throw error(at: index, "expected a second hexadecimal digit in data, found \(found)")
        }
        bytes.append(high << 4 | low)
        index += 1
      } else if [0x20, 0x0A, 0x09, 0x0D, 0x2028, 0x2029].contains(unit) {
        index += 1
      } else {
        throw error(at: index, "expected hexadecimal digits or '>' in data, found \(found)")
      }
    }
    guard index < units.count else {
      throw error(at: start, "data never ends: expected '>'")
    }
    index += 1
    return PropertyList(value: .data(bytes), position: place(start))
  }

  /// A quoted string from its opening quote, escapes read.
  private mutating func quoted() throws(CatalogError) -> String {
    let start = index
    let quote = units[index]
    index += 1
    var text: [UInt16] = []
    while index < units.count {
      let unit = units[index]
      index += 1
      if unit == quote { return String(decoding: text, as: UTF16.self) }
      if unit == 0x5C {
        // A backslash at the end of the file escapes nothing, and the string never ends.
        guard index < units.count else { break }
        text.append(escaped())
      } else {
        text.append(unit)
      }
    }
    index = start
    throw error(at: start, "a quoted string never ends")
  }

  /// The unit a backslash and what follows it stand for (`getSlashedChar`).
  private mutating func escaped() -> UInt16 {
    let unit = units[index]
    index += 1
    switch unit {
    case 0x30...0x37:  // \NNN: up to three octal digits, a byte of NeXTSTEP Latin
      var byte = UInt8(unit - 0x30)
      for _ in 0..<2 {
        guard index < units.count, (0x30...0x37).contains(units[index]) else { break }
        byte = byte &<< 3 &+ UInt8(units[index] - 0x30)
        index += 1
      }
      return byte < 0x80 ? UInt16(byte) : NeXTSTEPLatin.unit(byte)
    case 0x55:  // \U: up to four hexadecimal digits
      var value: UInt16 = 0
      for _ in 0..<4 {
        guard index < units.count, units[index] < 0x80, let digit = Self.asciiHexDigit(units[index]) else {
          break
        }
        value = value &<< 4 | UInt16(digit)
        index += 1
      }
      return value
    case 0x61: return 0x07  // a
    case 0x62: return 0x08  // b
    case 0x66: return 0x0C  // f
    case 0x6E: return 0x0A  // n
    case 0x72: return 0x0D  // r
    case 0x74: return 0x09  // t
    case 0x76: return 0x0B  // v
    default: return unit
    }
  }

  // MARK: Characters

  /// Moves to the next character that is neither a space nor in a comment; false at the end of the text.
  /// A `/*` comment that never ends is refused: Foundation reads it to the end of the file, dropping
  /// whatever it hides.
  private mutating func skipSpace() throws(CatalogError) -> Bool {
    while index < units.count {
      let unit = units[index]
      if (0x09...0x0D).contains(unit) || unit == 0x20 || unit == 0x2028 || unit == 0x2029 {
        index += 1
      } else if unit == 0x2F, index + 1 < units.count, units[index + 1] == 0x2F {
        index += 2
        while index < units.count, ![0x0A, 0x0D, 0x2028, 0x2029].contains(units[index]) { index += 1 }
      } else if unit == 0x2F, index + 1 < units.count, units[index + 1] == 0x2A {
        let start = index
        index += 2
        while index + 1 < units.count, !(units[index] == 0x2A && units[index + 1] == 0x2F) { index += 1 }
        guard index + 1 < units.count else {
          index = start
          throw error(at: start, "a comment never ends")
        }
        index += 2
      } else {
        return true
      }
    }
    return false
  }

  /// Whether `unit` may be part of an unquoted string: `A-Z a-z 0-9 _ $ / : . -`.
  private static func isWordUnit(_ unit: UInt16) -> Bool {
    switch unit {
    case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: true
    default: false
    }
  }

  /// The value of an ASCII hexadecimal digit.
  private static func asciiHexDigit(_ unit: UInt16) -> UInt8? {
    switch unit {
    case 0x30...0x39: UInt8(unit - 0x30)
    case 0x41...0x46: UInt8(unit - 0x41 + 10)
    case 0x61...0x66: UInt8(unit - 0x61 + 10)
    default: nil
    }
  }

  /// The digit data reads in `unit`: its low byte's, as Foundation's reader casts it.
  private static func hexDigit(_ unit: UInt16) -> UInt8? { asciiHexDigit(unit & 0xFF) }

  // MARK: Errors

  private func place(_ offset: Int) -> SourcePosition { places.position(of: offset) }

  private func error(at offset: Int, _ message: String) -> CatalogError {
    CatalogError(file, at: place(offset), message)
  }

  /// `what` was expected right after the last token: said there, as compilers say a missing `;`, with what
  /// came instead (and its line, when that is a later one).
  private func expected(_ what: String) -> CatalogError {
    let at = place(end)
    let later = index < units.count && place(index).line != at.line ? " on line \(place(index).line)" : ""
    return CatalogError(file, at: at, "expected \(what), found \(found)\(later)")
  }

  /// The character at the reader's place, as a message names it.
  private var found: String {
    guard index < units.count else { return "the end of the file" }
    let unit = units[index]
    var scalars = String(decoding: [unit], as: UTF16.self).unicodeScalars
    if (0xD800...0xDBFF).contains(unit), index + 1 < units.count {
      scalars = String(decoding: units[index...(index + 1)], as: UTF16.self).unicodeScalars
    }
    return CatalogError.describe(scalars.first ?? "\u{FFFD}")
  }
}
