import Foundation
import TestSupport
import Testing

@testable import StringCatalogs

/// `.stringsdict` files (XML property lists) read as Foundation reads them: each text below, and thousands
/// generated, is read by both, and la-sim must read the same property list, or refuse at a place what
/// Foundation refuses, or refuse at a place after which Foundation reads nothing.
@Suite struct StringsdictFoundationTests {
  typealias Oracle = FoundationPropertyListOracle

  static func list(_ bytes: [UInt8]) throws(CatalogError) -> Oracle.Shape {
    Oracle.shape(try PropertyList.read(bytes: bytes, file: "de.lproj/x.stringsdict"))
  }

  /// A value inside `<plist><dict><key>k</key> … </dict></plist>`.
  static func inDict(_ value: String) -> String { "<plist><dict><key>k</key>\(value)</dict></plist>" }

  /// Texts written to reach each rule of Foundation's XML reader.
  static let written: [String] = [
    inDict("<string>a &amp; &lt; &gt; &quot; &apos; &#65; &#x41; &#x1F600;</string>"),
    inDict("<string>&#0;</string>"), inDict("<string>&#x;</string>"), inDict("<string>&#;x</string>"),
    inDict("<string>&#xD800;</string>"), inDict("<string>&#x110000;</string>"),
    inDict("<string>&#123456789;</string>"),
    inDict("<string>&#00000065;</string>"), inDict("<string>&#1a;</string>"),
    inDict("<string>&bogus;</string>"),
    inDict("<string>&amp</string>"), inDict("<string>&</string>"), inDict("<string>a&</string>"),
    inDict("<string>&ap</string>"), inDict("<string>&lt</string>"),
    inDict("<string><![CDATA[<b> & </b>]]></string>"), inDict("<string>x<![CDATA[]]>y</string>"),
    inDict("<string><![CDATA[open</string>"), inDict("<string><!-- c --></string>"),
    inDict("<string>a<b/></string>"),
    inDict("<string/>"), inDict("<string />"), inDict("<string/ >"), inDict("<string></string>"),
    inDict("<string>  a\n\tb \r\n</string>"), inDict("<string>\u{FEFF}a</string>"),
    inDict("<string>&#xFEFF;a</string>"),
    inDict("<string x=\"1\">a</string >"), inDict("<string>a</strin>"), inDict("<string>a</stringx>"),
    inDict("<string>a</ string>"), inDict("<string>a"), inDict("<String>a</String>"),
    inDict("<key>b</key>"), inDict("<key/>"), inDict("<dict/>"), inDict("<dict></dict>"), inDict("<array/>"),
    inDict("<array><string>a</string><true/><false></false></array>"), inDict("<true>x</true>"),
    inDict("<true></true >"), inDict("<true> </true>"), inDict("<foo/>"), inDict(""), inDict("text"),
    inDict("<integer>12</integer>"), inDict("<integer> -12</integer>"), inDict("<integer>0x1F</integer>"),
    inDict("<integer>0X1f</integer>"), inDict("<integer>0x</integer>"), inDict("<integer>00</integer>"),
    inDict("<integer>-0</integer>"), inDict("<integer>1.5</integer>"), inDict("<integer>1f</integer>"),
    inDict("<integer></integer>"), inDict("<integer/>"), inDict("<integer>18446744073709551615</integer>"),
    inDict("<integer>18446744073709551616</integer>"), inDict("<integer>-9223372036854775808</integer>"),
    inDict("<integer>-9223372036854775809</integer>"), inDict("<integer>12 </integer>"),
    inDict("<integer>+ 7</integer>"),
    inDict("<real>1.5</real>"), inDict("<real>1e5</real>"), inDict("<real> .5</real>"),
    inDict("<real>1.</real>"),
    inDict("<real>1e</real>"), inDict("<real>nan</real>"), inDict("<real>-INF</real>"),
    inDict("<real>infinity</real>"),
    inDict("<real>1.5 </real>"), inDict("<real>abc</real>"), inDict("<real></real>"),
    inDict("<real>&#49;</real>"),
    inDict("<date>2024-01-02T03:04:05Z</date>"), inDict("<date>-12-01-02T03:04:05Z</date>"),
    inDict("<date>2024-1-02T03:04:05Z</date>"), inDict("<date>2024-01-02T03:04:05</date>"),
    inDict("<date>2024-01-02T03:04:05Z </date>"), inDict("<date/>"),
    inDict("<data>aGVsbG8=</data>"), inDict("<data> aGVs\nbG8= </data>"), inDict("<data>aGVsbG8</data>"),
    inDict("<data>a!b@c</data>"), inDict("<data>aé</data>"), inDict("<data></data>"), inDict("<data/>"),
    "<plist><dict><key>a</key><string>1</string><key>a</key><string>2</string></dict></plist>",
    "<plist><dict><string>a</string><string>b</string></dict></plist>",
    "<plist><dict><key>a</key></dict></plist>", "<plist><dict/><dict/></plist>", "<plist/>",
    "<plist></plist>",
    "<plist><dict/>x</plist>", "<plist><dict/></plist> trailing", "<plist><dict/></plist><!-- c -->",
    "<plist><dict/></plist>\n", "<dict><key>a</key><string>b</string></dict>", "<string>a</string>",
    "<key>a</key>", "<array/>", "<plist version=\"1.0\"><dict/></plist>",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\""
      + " \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\"><dict/></plist>",
    "<!DOCTYPE plist [<!ENTITY x \"y\">]><plist><dict/></plist>", "<!DOCTYPEplist><plist><dict/></plist>",
    "<!doctype plist><plist><dict/></plist>", "<!-- c --><plist><dict/></plist>",
    "<!----><plist><dict/></plist>",
    "<!-- x --><plist><dict/></plist>", "<?pi?><plist><dict/></plist>", "<??><plist><dict/></plist>",
    "<plist><?pi?><dict/></plist>", "<plist><?><dict/></plist>", "<plist><!-- c --><dict/><!-- d --></plist>",
    "<plist><!DOCTYPE x><dict/></plist>",
    "<plist><dict><!-- c --><key>a</key><!-- d --><string>b</string></dict></plist>",
    "<>", "<", "", " ", "<plist", "<plist>", "<plist><dict>", "</plist>", "< plist><dict/></plist>",
    "<plist\n version=\"1\"><dict\t/></plist\r>", "\r\n\t <plist><dict/></plist>",
  ]

  @Test(
    "Each hand-written XML property list reads as Foundation reads it, or is refused at a place",
    arguments: written)
  func writtenTexts(text: String) {
    #expect(Oracle.disagreement(text, laSim: Self.list) == nil)
    #expect(Oracle.disagreement(text, laSim: Oracle.table, allowed: { $0.table != nil }) == nil)
  }

  @Test("Nesting: 512 levels read, deeper refused at a place, as Foundation does")
  func nesting() {
    for depth in [511, 512, 513, 514] {
      let text =
        "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        + "</plist>"
      #expect(Oracle.disagreement(text, laSim: Self.list) == nil, "\(depth)")
      let old = String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth)
      #expect(Oracle.disagreement(old, laSim: Self.list) == nil, "\(depth)")
    }
  }

  @Test("3,000 generated XML property lists read as Foundation reads them")
  func generatedTexts() {
    var generator = XMLPropertyListGenerator(seed: 1_207)
    var (read, refused) = (0, 0)
    for round in 0..<3_000 {
      let text = generator.document()
      let encode: (String) -> [UInt8] =
        round % 6 == 0
        ? { [0xFF, 0xFE] + $0.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } } : { Array($0.utf8) }
      #expect(Oracle.disagreement(text, encode: encode, laSim: Self.list) == nil)
      // Read as a `.strings` file (which may be XML), through la-sim's public reader.
      #expect(
        Oracle.disagreement(text, encode: encode, laSim: Oracle.table, allowed: { $0.table != nil }) == nil)
      if Oracle.foundation(encode(text)) != nil { read += 1 } else { refused += 1 }
    }
    #expect(read > 1_000 && refused > 500, "read \(read), refused \(refused): both kinds are tested")
  }
}

/// Random XML property lists shaped as `.stringsdict` files are, with every construct Foundation's reader
/// knows (entities, CDATA, comments, empty elements, attributes, numbers, dates, data), some broken.
struct XMLPropertyListGenerator {
  var random: SplitMix

  init(seed: UInt64) { random = SplitMix(seed: seed) }

  mutating func pick<T>(_ options: [T]) -> T { options[Int(random.next() % UInt64(options.count))] }

  mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

  mutating func between() -> String {
    if chance(80) { return pick(["", "\n", "\n  ", " ", "\t", "\r\n"]) }
    return chance(85)
      ? pick(["<!-- c -->", "<?pi x?>", "<?pi?>"]) : pick(["<!---->", "x", "&amp;", "<!DOCTYPE x>"])
  }

  mutating func text() -> String {
    var text = ""
    for _ in 0..<Int(random.next() % 5) {
      text += pick([
        "a", " ", "\n", "\r\n", "é", "😀", "&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#65;", "&#x1F600;",
        "&#0;",
        "&#xD800;", "&bogus;", "&", "<![CDATA[<x>&]]>", "<![CDATA[]]>", ">", "]]>", "\t", "\u{FEFF}",
        "NSStringLocalizedFormatKey", "one", "other",
      ])
    }
    return text
  }

  mutating func element(_ name: String) -> String {
    switch random.next() % 12 {
    case 0: "<\(name)/>"
    case 1: "<\(name) a=\"1\">\(text())</\(name) >"
    default: "<\(name)>\(text())</\(name)>"
    }
  }

  mutating func value(depth: Int) -> String {
    switch random.next() % 24 {
    case 0..<12: element("string")
    case 12, 13, 14: depth < 3 ? dictionary(depth: depth + 1) : element("string")
    case 15: depth < 3 ? "<array>" + between() + value(depth: depth + 1) + between() + "</array>" : "<array/>"
    case 16:
      "<integer>" + pick(["12", " -3", "0x1F", "00", "1.5", "", "99999999999999999999", "+ 7", "0x"])
        + "</integer>"
    case 17: "<real>" + pick(["1.5", "1e5", "nan", "-INF", "1e", ".", "abc", " .5"]) + "</real>"
    case 18: "<date>" + pick(["2024-01-02T03:04:05Z", "2024-1-02T03:04:05Z", "x"]) + "</date>"
    case 19: "<data>" + pick(["aGVsbG8=", " aGVs\nbG8= ", "a!b", "", "aGVsbG8"]) + "</data>"
    case 20: pick(["<true/>", "<false/>", "<true></true>", "<false>x</false>"])
    case 21: element("key")
    default: pick(["<dict/>", "<array/>", "<foo/>", "<string/>"])
    }
  }

  mutating func dictionary(depth: Int) -> String {
    var text = "<dict>" + between()
    for _ in 0..<Int(random.next() % 4) {
      text += (chance(95) ? element("key") : element("string")) + between()
      if chance(97) { text += value(depth: depth) + between() }
    }
    return text + "</dict>"
  }

  mutating func document() -> String {
    var text = ""
    if chance(60) { text += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" }
    if chance(50) {
      text +=
        "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
    }
    if chance(10) { text += "<!-- generated -->" + between() }
    let body = dictionary(depth: 0)
    text += chance(85) ? "<plist version=\"1.0\">" + between() + body + between() + "</plist>" : body
    if chance(20) { text += pick(["\n", "\n<!-- end -->", " x", "<plist/>"]) }
    if chance(30) {
      var scalars = Array(text.unicodeScalars)
      for _ in 0..<Int(random.next() % 2 + 1) {
        let at = Int(random.next() % UInt64(scalars.count + 1))
        if chance(40), at < scalars.count {
          scalars.remove(at: at)
        } else {
          scalars.insert(pick(["<", ">", "/", "&", ";", "!", "-", "?", "\"", "]", "x", " "]), at: at)
        }
      }
      text = String(String.UnicodeScalarView(scalars))
    }
    return text
  }
}
