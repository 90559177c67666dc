extension TextLayout {
  /// Where a line may end other than after a space or at a line feed, as a phone's line breaker (Unicode's
  /// UAX #14, which TextKit applies) lets it: `breaks[i]` says a line may end before grapheme `i`. Empty
  /// when there is no such place, which is every text of Latin words and spaces alone.
  ///
  /// The subset la-sim applies, each by the text's graphemes (their first scalar):
  /// - before and after a Chinese or Japanese character (an ideograph, hiragana, katakana: class ID), except
  ///   before a closing mark, a small kana, the prolonged sound mark or an ellipsis (`。`, `」`, `ょ`, `ー`,
  ///   `…`: classes CL, CP, EX, IS, NS, IN) and after an opening one (`「`, `（`: OP), the rule Japanese
  ///   calls kinsoku;
  /// - after a hyphen, an en dash or a slash that follows a letter or digit, when a letter follows (`well-`
  ///   `known`, `Lieferung/` `Zustellung`; HY, BA, SY), never before a digit (`-12`, `1/2`);
  /// - before and after an em dash (B2);
  /// - after a tab (BA), unless what follows may not start a line (a space, another tab, a closing mark).
  ///
  /// Korean (its words are spaced), Thai (a dictionary finds its words) and emoji keep la-sim's breaking
  /// at spaces.
  static func breakOpportunities(_ characters: [Character]) -> [Bool] {
    guard characters.count > 1,
      characters.contains(where: { character in
        character.unicodeScalars.first.map { $0.value >= 0x2000 || $0 == "-" || $0 == "/" || $0 == "\t" }
          ?? false
      })
    else { return [] }
    let scalars = characters.map { $0.unicodeScalars.first?.value ?? 0 }
    var breaks = [Bool](repeating: false, count: characters.count)
    for index in 1..<characters.count {
      let before = scalars[index - 1]
      let after = scalars[index]
      if before == 0x09 {
        // BA ÷, but × SP, × BA and × CL, CP, EX, IS, SY (LB7, LB21, LB13).
        breaks[index] = !isSpace(after) && !closes(after) && after != 0x2F
        continue
      }
      guard !isSpace(before), !isSpace(after), !closes(after), !opens(before) else { continue }
      if isIdeographic(before) || isIdeographic(after) || before == 0x2014 || after == 0x2014 {
        breaks[index] = true
      } else if before == 0x2D || before == 0x2010 || before == 0x2013 || before == 0x2F, index >= 2,
        isWordCharacter(characters[index - 2]), characters[index].isLetter
      {
        breaks[index] = true
      }
    }
    return breaks
  }

  private static func isSpace(_ scalar: UInt32) -> Bool {
    scalar == 0x20 || scalar == 0x0A || scalar == 0x0D || scalar == 0x09 || scalar == 0xA0 || scalar == 0x3000
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  /// Ideographs, hiragana and katakana that are class ID (small kana and `ー` are NS: see `closes`).
  private static func isIdeographic(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x3041...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF: !closes(scalar)
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: true
    default: false
    }
  }

  /// Marks no line may start with: closing brackets and punctuation (CL, CP, EX, IS), small kana, iteration
  /// marks and the prolonged sound mark (NS), the ellipsis (IN).
  private static func closes(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF09, 0xFF3D, 0xFF5D, 0x300D, 0x300F, 0x3011, 0x3009, 0x300B,
      0x3015, 0x3017, 0x3019, 0x301B, 0xFF01, 0xFF1F, 0xFF1A, 0xFF1B, 0x30FB, 0x30FC, 0x3005, 0x303B, 0x301C,
      0x309D, 0x309E, 0x30FD, 0x30FE, 0x2026, 0x2025,
      0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
      0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
      0x31F0...0x31FF,
      0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0x2019, 0x201D:
      true
    default: false
    }
  }

  /// Marks no line may end with: opening brackets and quotes (OP, QU's opening forms).
  private static func opens(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x28, 0x5B, 0x7B, 0x2018, 0x201C, 0xFF08, 0xFF3B, 0xFF5B, 0x300C, 0x300E, 0x3010, 0x3008, 0x300A,
      0x3014, 0x3016, 0x3018, 0x301A:
      true
    default: false
    }
  }
}
