// Scripts Inter lacks: Hebrew, Arabic, Devanagari and Thai are measured with Noto Sans's advances
// (ScriptAdvances+Table.swift, scripts/gen-script-widths.py), Arabic letters at their average joined width.
// iOS draws them in SF Hebrew, SF Arabic, Kohinoor Devanagari and Thonburi, whose advances are published
// nowhere and were never observed here: the widths are estimates, and the reports say so
// (`estimateNote(for:)`). Against HarfBuzz's shaping of the same fonts, the per-letter model is off by 0.8 %
// (Hebrew), 7.9 % (Arabic, up to 21.5 % on a short word), 4.7 % (Devanagari) and 0.1 % (Thai) on average; how
// far Noto is from Apple's fonts is not known. CJK ideographs, kana and Hangul are 1 em (`wideEm`), as the
// square em of CJK type draws them.

extension TextMetrics {
  /// Whether a scalar may lie in a range of `ScriptTable` (a cheap test before the search).
  @inline(__always)
  static func mayBeEstimatedScript(_ value: UInt32) -> Bool {
    // U+061C ARABIC LETTER MARK is a bidirectional control, drawn as nothing: the stand-in font's visible
    // glyph for it is no letter's width.
    ((value >= 0x0590 && value <= 0x0E7F) || (value >= 0xFB1D && value <= 0xFEFF)) && value != 0x061C
  }

  /// The script index (`ScriptTable.names`) of a scalar the stand-in fonts measure, and its advances'
  /// offset; nil outside them.
  static func scriptEntry(_ value: UInt32) -> (script: Int, index: Int)? {
    for range in ScriptTable.ranges where value >= range.first && value <= range.last {
      return (range.script, range.offset + Int(value - range.first))
    }
    return nil
  }

  /// A grapheme's advance in 1/2048 em at weight index `weight` (0 ultraLight … 8 black), when its first
  /// scalar is in a stand-in font: the sum of its scalars' advances (marks have none; a spacing vowel sign
  /// has its own). Regular up to `.regular`, Bold from `.bold`, a third and two thirds of the way between for
  /// medium and semibold. Nil when the first scalar is not covered or has no glyph there.
  static func scriptUnits(of scalars: Character.UnicodeScalarView, weight: Int) -> Int? {
    guard let first = scalars.first, let firstEntry = scriptEntry(first.value),
      ScriptTable.regular[firstEntry.index] != ScriptTable.missing
    else { return nil }
    var total = 0.0
    for scalar in scalars {
      guard let entry = scriptEntry(scalar.value) else { continue }
      let regular = ScriptTable.regular[entry.index]
      let bold = ScriptTable.bold[entry.index]
      guard regular != ScriptTable.missing, bold != ScriptTable.missing else { continue }
      let step = Double(min(max(weight - 3, 0), 3)) / 3
      total += Double(regular) + (Double(bold) - Double(regular)) * step
    }
    return Int(total.rounded())
  }

  /// The scripts of `text` whose widths are estimates, each with its stand-in font, in the order they first
  /// appear: `[("Arabic", "Noto Sans Arabic")]`.
  public static func estimatedScripts(in text: some StringProtocol) -> [(script: String, font: String)] {
    var seen: [Int] = []
    for scalar in text.unicodeScalars where mayBeEstimatedScript(scalar.value) {
      if let entry = scriptEntry(scalar.value), !seen.contains(entry.script) { seen.append(entry.script) }
    }
    return seen.map { (ScriptTable.names[$0], ScriptTable.fonts[$0]) }
  }

  /// What a report adds to a width of such a text: `Arabic width estimated from Noto Sans Arabic`; nil for
  /// a text la-sim measures with SF Pro's stand-in alone.
  public static func estimateNote(for text: some StringProtocol) -> String? {
    let scripts = estimatedScripts(in: text)
    guard !scripts.isEmpty else { return nil }
    return scripts.map { "\($0.script) width estimated from \($0.font)" }.joined(separator: "; ")
  }
}
