/// The characters that end a line in a phone's `Text`, as `NSString` counts line and paragraph separators:
/// a line feed, a carriage return with or without its line feed (a Windows backend's `"\r\n"`), the next
/// line (U+0085), and Unicode's line and paragraph separators (U+2028, U+2029). Each is drawn as nothing.
enum LineBreaks {
  /// Whether the grapheme breaks the line: "\n", "\r\n", "\r", U+0085, U+2028 or U+2029. Each is told by its
  /// first scalar (comparing `Character`s compares strings): a grapheme that starts with one of these
  /// controls and separators is that one alone, or CR LF (Unicode's grapheme rules GB3–GB5).
  static func breaks(_ character: Character) -> Bool {
    switch character.unicodeScalars.first?.value {
    case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// Whether UTF-8 `bytes` may hold such a character: a line feed or carriage return, or a lead byte of
  /// U+0085 (C2) or U+2028 and U+2029 (E2), checked further only when one is there.
  static func mayHold(_ bytes: some Collection<UInt8>) -> Bool {
    guard bytes.contains(where: { $0 == 10 || $0 == 13 || $0 == 0xC2 || $0 == 0xE2 }) else { return false }
    if bytes.contains(where: { $0 == 10 || $0 == 13 }) { return true }
    return String(decoding: bytes, as: UTF8.self).unicodeScalars.contains {
      $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}"
    }
  }
}
