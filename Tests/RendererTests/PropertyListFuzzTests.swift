import StringCatalogs
import TestSupport
import Testing

/// Hostile `.strings` and `.stringsdict` files: random byte mutations of valid ones, with a fixed seed. Each
/// is read or refused with one line at a place in the file; none traps or hangs the reader.
@Suite struct PropertyListFuzzTests {
  static let strings = """
    /* The courier's strings */
    "%lld stops before yours" = "Noch %lld Halte";
    greeting = 'Hallo\\n\\U00e9\\351';
    "Arriving";
    // the end
    "a" = "b \\"q\\" \\\\";
    """

  static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <!-- stops -->
      <key>%lld stops</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key><string>Noch %#@stops@ &amp; <![CDATA[<mehr>]]></string>
        <key>stops</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>lld</string>
          <key>one</key><string>%lld Halt</string>
          <key>other</key><string>%lld Halte</string>
        </dict>
      </dict>
    </dict>
    </plist>
    """

  /// `bytes` with one to four random changes: a byte replaced, removed or inserted (often one the grammar
  /// gives a meaning to), a stretch repeated, or the end cut off.
  static func mutated(_ bytes: [UInt8], _ random: inout SplitMix) -> [UInt8] {
    var bytes = bytes
    let meaningful =
      Array("\"';={}()<>/*\\&#!?-[]\n\u{0}".utf8) + [0xC3, 0xA9, 0xFF, 0xFE, 0xEF, 0xBB, 0xBF, 0xE2, 0x80]
    for _ in 0..<Int(random.next() % 4 + 1) where !bytes.isEmpty {
      let at = Int(random.next() % UInt64(bytes.count))
      switch random.next() % 6 {
      case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
      case 1: bytes.remove(at: at)
      case 2, 3: bytes.insert(meaningful[Int(random.next() % UInt64(meaningful.count))], at: at)
      case 4:
        let length = Int(random.next() % 12)
        bytes.insert(contentsOf: bytes[at..<min(at + length, bytes.count)], at: at)
      default: bytes.removeSubrange(at...)
      }
    }
    return bytes
  }

  static let files: [(String, String)] = [
    (strings, "de.lproj/x.strings"), (stringsdict, "de.lproj/x.stringsdict"),
  ]

  @Test(
    "600 mutations of a .strings and a .stringsdict are read, or refused in one line at a place",
    arguments: files)
  func mutations(text: String, file: String) {
    var random = SplitMix(seed: file.hasSuffix("dict") ? 7_1207 : 12_07)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    var refused = 0
    for round in 0..<600 {
      var bytes = Self.mutated(Array(text.utf8), &random)
      if round % 4 == 0 {
        // UTF-16 with its mark, mutated after encoding.
        let units = String(decoding: bytes, as: UTF8.self).utf16
        bytes = Self.mutated([0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, &random)
      }
      do {
        _ = try StringCatalog.decode(bytes: bytes, file: file)
      } catch {
        refused += 1
        let line = error.description
        #expect(!line.contains("\n") && !line.contains("\u{1B}"), "\(line)")
        guard let place = error.diagnostic.position else {
          Issue.record("no place: \(line)")
          continue
        }
        #expect(place.line >= 1 && place.line <= lines * 3 && place.column >= 1, "\(line)")
        #expect(line.hasPrefix("\(file):\(place.line):\(place.column): "), "\(line)")
      }
    }
    #expect(
      refused > 200 && refused < 590, "\(refused) of 600 refused: mutations both break and keep the file")
  }
}
