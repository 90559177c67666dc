import Foundation
import TestSupport
import Testing

@testable import StringCatalogs

/// `.strings` files read as Foundation reads them (`PropertyListSerialization`, the reader Xcode's build
/// runs): each text below, and thousands generated, is read by both, and la-sim must read the same table,
/// or refuse at a place what Foundation refuses, or refuse at a place where Foundation silently stops
/// reading (so that the pairs after it would never reach the app).
@Suite struct StringsFoundationTests {
  typealias Oracle = FoundationPropertyListOracle

  /// la-sim's table of a `.strings` file, as a shape.
  static func table(_ bytes: [UInt8]) throws(CatalogError) -> Oracle.Shape { try Oracle.table(bytes) }

  /// la-sim's property list of any text, as a shape.
  static func list(_ bytes: [UInt8]) throws(CatalogError) -> Oracle.Shape {
    Oracle.shape(try PropertyList.read(bytes: bytes, file: "de.lproj/x.strings"))
  }

  /// Texts written to reach each rule of Foundation's old-style reader.
  static let written: [String] = [
    "\"a\" = \"b\";", "a = b;", "\"a\";", "a;", "'a' = 'b\"c';", "\"a\" = 'it''s';",
    "a-b.c:d/e$f_g = 1;", "a+b = c;", "a b;", "abc", "\"abc\"", "   ", "\n\n", "// only\n", "/* only */",
    "\"a\" = \"b\"", "\"a\"=\"b\";\"c\"=\"d\"", "\"a\" = \"b\";;", "\"a\"=\"b\";;\"c\"=\"d\";",
    "{\"a\" = \"b\";}", "{\"a\" = \"b\";} \"c\" = \"d\";", "{a=b}", "{a=b;", "}", "\"a\"=\"b\";}",
    "\"a\" = \"\\n\\t\\r\\\"\\\\\\'\\a\\b\\f\\v\\x\";", "\"a\" = \"\\U00e9\\U00E9\\u00e9\\Uzz\\U12x\\U\";",
    "\"a\" = \"\\UD83D\\UDE00 \\UD83D \\UDE00\";", "\"a\" = \"\\101\\7\\0\\1234\\400\\777\\200\\351\\376\";",
    "\"a\" = \"line\\\nnext\";", "\"a\" = \"\\", "\"a\" = \"b\\\"", "\"a\" = \"b", "\"a", "'a",
    "\"a\" = b/c//d;", "a/*b*/=c;", "a//b = c;", "\"a\" = \"b\" /* c */ ;", "\"a\" /* c */ = // d\n \"b\";",
    "\"a\" = \"b\"; /* open", "/* open", "\"a\" = \"b\"; /", "/", "\"a\" = \"b\"; //", "// x\r\"a\"=\"b\";",
    "\"a\" = \"b\";\r\n\"c\" = \"d\";\r\n", "\"a\"\u{2028}=\u{2029}\"b\"\u{0B};\u{0C}", "\u{A0}\"a\"=\"b\";",
    "\"a\"=\"b\";\u{A0}", "\"a\" = \"b\";\n“c” = “d”;\n\"e\" = \"f\";", "“a” = “b”;",
    "\"a\" = \"b\";\n\u{FEFF}\"c\" = \"d\";", "\u{FEFF}\"a\" = \"b\";", "\"a\" = \"b\"; # note",
    "\"a\" = \"b\";\n\u{1B}[2J", "\"a\" = \"\u{1B}[2J\";", "\"a\" = \"x\0y\";", "\"\" = \"\";",
    "\"a\" = \"\";",
    "\"a\" = \"1\"; \"a\" = \"2\";", "a = (b, \"c\");", "a = (b, c,);", "a = (,);", "a = ();", "a = (b c);",
    "a = {b = c;};", "a = {b = c};", "a = <0a 1B>;", "a = <0a1>;", "a = <zz>;", "a = <0a", "a = <>;",
    "a = <İİ>;", "a = <0\u{2028}a>;", "<0a>", "(a)", "(a) b", "{}", "{};", "= b;", "a = ;", "a = = b;",
    "a = b", "a =", "a", "\"a\" \"b\";", "a = \"b\" c;", "\"%lld min\" = \"%lld Min.\";", "\"中文\" = \"😀\";",
    "\"a\" = \"b\";\n\"c\" = (\"d\", \")\n\"e\" = \"f\";",
  ]

  @Test(
    "Each hand-written .strings text reads as Foundation reads it, or is refused at a place",
    arguments: written)
  func writtenTexts(text: String) {
    #expect(Oracle.disagreement(text, laSim: Self.table, allowed: { $0.table != nil }) == nil)
  }

  /// The same texts in UTF-16 (both byte orders, with a byte-order mark) and UTF-8 with a mark.
  static let encodings: [(String, @Sendable (String) -> [UInt8])] = [
    ("UTF-8 with a mark", { [0xEF, 0xBB, 0xBF] + Array($0.utf8) }),
    ("UTF-16LE", { [0xFF, 0xFE] + $0.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }),
    ("UTF-16BE", { [0xFE, 0xFF] + $0.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }),
    (
      "UTF-32LE",
      {
        [0xFF, 0xFE, 0, 0]
          + $0.unicodeScalars.flatMap { s in (0..<4).map { UInt8(truncatingIfNeeded: s.value >> ($0 * 8)) } }
      }
    ),
  ]

  @Test("Encoded as UTF-16, UTF-32 or UTF-8 with a byte-order mark, each text reads as Foundation reads it")
  func encodedTexts() {
    for (name, encode) in Self.encodings {
      for text in Self.written {
        let disagreement = Oracle.disagreement(
          text, encode: encode, laSim: Self.table, allowed: { $0.table != nil })
        #expect(disagreement == nil, "\(name)")
      }
    }
  }

  @Test("4,000 generated .strings texts read as Foundation reads them, as tables and as property lists")
  func generatedTexts() {
    var generator = StringsTextGenerator(seed: 2_026_1207)
    var (read, refused) = (0, 0)
    for round in 0..<4_000 {
      let (text, hasArray) = generator.document()
      // One in five encoded otherwise than as plain UTF-8.
      let chosen: (String) -> [UInt8] =
        round % 5 == 0 ? Self.encodings[(round / 5) % 4].1 : { Array($0.utf8) }
      let disagreement = Oracle.disagreement(
        text, encode: chosen, laSim: Self.table, allowed: { $0.table != nil })
      #expect(disagreement == nil)
      if !hasArray {
        #expect(Oracle.disagreement(text, encode: chosen, laSim: Self.list) == nil)
      }
      if Oracle.foundation(chosen(text))?.table != nil { read += 1 } else { refused += 1 }
    }
    #expect(read > 1_000 && refused > 500, "read \(read), refused \(refused): both kinds are tested")
  }

  @Test(
    "Foundation's reader on this toolchain is the one la-sim follows: a key alone, unquoted words, \\U, octal"
  )
  func foundationFacts() {
    #expect(Oracle.foundation(Array("a;".utf8)) == .dictionary(["a": .string("a")]))
    #expect(Oracle.foundation(Array("a+b = c;".utf8)) == nil)
    #expect(
      Oracle.foundation(Array("\"a\" = \"\\u00e9\\U00e9\";".utf8)) == .dictionary(["a": .string("u00e9é")]))
    #expect(Oracle.foundation(Array("\"a\" = \"\\351\";".utf8)) == .dictionary(["a": .string("Ø")]))
    #expect(
      Oracle.foundation(Array("\"a\" = \"b\";;\"c\" = \"d\";".utf8)) == .dictionary(["a": .string("b")]))
  }
}

/// Random `.strings` texts: pairs with every kind of key, value, escape, space and comment Foundation's
/// reader knows, some broken by a stray character or a lost one.
struct StringsTextGenerator {
  var random: SplitMix

  init(seed: UInt64) { random = SplitMix(seed: seed) }

  mutating func pick<T>(_ options: [T]) -> T { options[Int(random.next() % UInt64(options.count))] }

  /// True `percent` times in a hundred.
  mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

  mutating func space() -> String {
    var text = ""
    for _ in 0..<Int(random.next() % 3) {
      text += pick([
        " ", " ", "\t", "\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "// note\n",
        "/* c */",
        "/**/", "/* a\n b */", "//\n", "/*/ x */",
      ])
    }
    if chance(2) { text += pick(["\u{A0}", "/* open", "\u{3000}", "\u{85}"]) }
    return text
  }

  mutating func quoted(_ quote: String) -> String {
    var text = quote
    for _ in 0..<Int(random.next() % 6) {
      text += pick([
        "a", "Z", " ", "é", "中", "😀", "\\n", "\\t", "\\\"", "\\\\", "\\'", "\\U00e9", "\\UD83D\\UDE00",
        "\\101", "\\7", "\\0", "\\u00e9", "\\x", "'", "\"", "\\U12", "\\Uzz", "\\351", "\\r", "\\a", "\\v",
        "/*", "//",
        ";", "=", "\n", "\u{1B}", "\\\n", "\\U", "\\UDE00", "\\1234", "\\376",
      ])
    }
    if chance(97) { text += quote }
    return text
  }

  mutating func word() -> String {
    var text = ""
    for _ in 0..<Int(random.next() % 5 + 1) {
      text += pick(["a", "Z", "0", "9", "_", "$", "/", ":", ".", "-", "k"])
    }
    if chance(3) { text += pick(["+", "é", "#", "@"]) }
    return text
  }

  mutating func string() -> String {
    switch random.next() % 10 {
    case 0: quoted("'")
    case 1, 2, 3: word()
    default: quoted("\"")
    }
  }

  /// A value: mostly a string; an array, dictionary or data now and then.
  mutating func value(_ hasArray: inout Bool) -> String {
    switch random.next() % 40 {
    case 0:
      hasArray = true
      return "(" + string() + "," + space() + string() + pick(["", ",", ")", " )"]) + ")"
    case 1: return "{" + space() + string() + " = " + string() + ";" + space() + "}"
    case 2: return pick(["<0a 1b>", "<>", "<0a1>", "<zz>", "<0A\n1B>"])
    default: return string()
    }
  }

  /// A text and whether it holds an array (which Foundation can end early without a word).
  mutating func document() -> (String, Bool) {
    var hasArray = false
    var text = space()
    let braced = chance(8)
    if braced { text += "{" + space() }
    for _ in 0..<Int(random.next() % 5) {
      text += string() + space()
      if chance(90) { text += "=" + space() + value(&hasArray) + space() }
      if chance(96) { text += ";" }
      text += space()
    }
    if braced, chance(90) { text += "}" + space() }
    if chance(35) {
      var scalars = Array(text.unicodeScalars)
      for _ in 0..<Int(random.next() % 2 + 1) {
        let at = scalars.isEmpty ? 0 : Int(random.next() % UInt64(scalars.count + 1))
        if chance(40), at < scalars.count {
          scalars.remove(at: at)
        } else {
          let inserted: Unicode.Scalar = pick([
            "\"", ";", "=", "{", "}", "(", ")", "<", ">", "/", "*", "\\", "“", "\u{FEFF}", "\u{1B}", "\n",
            "'", "#",
            "+", "é", ",",
          ])
          scalars.insert(inserted, at: at)
        }
      }
      text = String(String.UnicodeScalarView(scalars))
    }
    return (text, hasArray || text.contains("("))
  }
}
