import Views

// How wide an iPhone draws text, in points, without SF Pro (whose fonts may not be used here).
//
// Two designs, as iOS draws them: SF Pro Text up to 17 pt, SF Pro Display from 28 pt, and between them a
// blend that follows the HIG tracking table (`TextFont.opticalBlend`). Every text style a Live Activity
// uses (caption2 11 pt ... body and headline 17 pt) is a Text size.
//
// Glyphs: Inter (Debian's fonts-inter, OFL) stands in for SF Pro Text and Inter Display for SF Pro Display,
// both unscaled: by capsize's letter frequencies (space included) Inter with SF's space averages 0.4740 em
// where SF Pro Text averages about 0.472 em, and Inter Display 0.4155 em where SF Pro Display (.SFNS,
// capsize's xWidthAvg 853/2048) is 0.4165 em. The glyphs where Inter differs from SF by more than 5 % are
// set to SF Pro's own advances, figures read from the current fonts' tables (issue 20, ACTIVITYKIT.md §6):
// proportional digits (SF's digits are proportional unless `.monospacedDigit()`), tabular digits, colon,
// space, ellipsis, %, apostrophe, period, comma, middle dot, en and em dash, slash, ampersand, exclamation
// mark and parentheses. The tables are generated (TextMetrics+Table.swift, scripts/gen-text-metrics.py).
// Tracking: SF Pro's, by point size (`TextFont.tracking`), added to every grapheme that has a width.
// Kerning is not applied: Inter's own pairs moved the calibration set's mean error by 0.02 points (see
// DECISIONS.md, "Text widths as SF Pro draws them").
//
// Calibration (Tests/LayoutTests/CalibrationTests.swift, printed by `la-sim-calibration`): 28 strings
// shaped with SF Pro at 11-17 pt agree within 2.5 % each, 0.6 % on average; rendered iOS 26 frames (Home
// Assistant's snapshot tests) agree on every fit and cut.
//
// Other graphemes: emoji (Emoji_Presentation, VS16, keycaps, flags, ZWJ sequences, skin tones) 1.25 em, as
// Apple Color Emoji draws about 1.2-1.3 em; CJK ideographs, kana, Hangul and fullwidth forms 1.0 em; marks,
// joiners, variation selectors and other zero-width scalars 0; control characters 0 (and no tracking); any
// other scalar Inter lacks, the design's average advance at that weight. A grapheme measures as its first
// scalar. Italic is measured as upright: Inter's italic averages match within 0.05 %.

/// The one authority for how wide text is, in points, as an iPhone draws it: SF Pro Text and Display stood
/// in for by Inter and Inter Display with SF's own digits and punctuation (see the comment at the top of
/// TextMetrics.swift for figures and sources).
public enum TextMetrics {
  /// How far a width may be from the phone's, as a fraction of it (±3 %): the largest error on the
  /// calibration set (2.5 %, "9 min away"), rounded up. A verdict this close to a slot's edge is a warning.
  public static let relativeError = 0.03

  /// `relativeError` as the reports print it: `±3 %`.
  public static var relativeErrorText: String {
    let tenths = Int((relativeError * 1000).rounded())
    return "±\(tenths / 10)\(tenths % 10 == 0 ? "" : ".\(tenths % 10)") %"
  }

  /// One emoji, em.
  static let emojiEm = 1.25
  /// Ideographs, kana, Hangul, fullwidth forms, em.
  static let wideEm = 1.0

  /// The width in points of `text` drawn in `font` on one line from its start: the sum of its graphemes'
  /// advances and tracking, each tab (U+0009) advancing to the next stop of `ParagraphStyle.default`.
  ///
  /// Inlinable so that a caller's `String` or `Substring` reaches the byte loop without generic dispatch.
  @inlinable
  public static func width(of text: some StringProtocol, font: TextFont) -> Double {
    width(of: text, font: font, scale: 1)
  }

  /// The same at `scale` (`minimumScaleFactor`'s): each stretch between tabs `scale` times as wide, and each
  /// tab to the stop after where the line has reached at that scale (the stops do not scale).
  @inlinable
  public static func width(of text: some StringProtocol, font: TextFont, scale: Double) -> Double {
    let width = text.utf8.withContiguousStorageIfAvailable { utf8LineWidth(of: $0, font: font, scale: scale) }
    if let width { return width }
    return graphemeWidth(of: text, font: font, scale: scale)
  }

  /// `utf8Width(of:font:)` times `scale`, tabs placed at their stops. A tab is one byte in UTF-8 and a
  /// grapheme of its own (a control joins nothing), so the text is measured in the stretches between tabs.
  @usableFromInline
  static func utf8LineWidth(of bytes: UnsafeBufferPointer<UInt8>, font: TextFont, scale: Double) -> Double {
    guard var tab = bytes.firstIndex(of: tabByte) else { return utf8Width(of: bytes, font: font) * scale }
    var position = utf8Width(of: UnsafeBufferPointer(rebasing: bytes[..<tab]), font: font) * scale
    while true {
      position += ParagraphStyle.default.tabAdvance(at: position)
      let start = tab + 1
      let end = bytes[start...].firstIndex(of: tabByte) ?? bytes.endIndex
      position += utf8Width(of: UnsafeBufferPointer(rebasing: bytes[start..<end]), font: font) * scale
      guard end < bytes.endIndex else { return position }
      tab = end
    }
  }

  /// U+0009, CHARACTER TABULATION, in UTF-8: one byte, never part of another scalar.
  public static let tabByte: UInt8 = 0x09

  /// The width of valid UTF-8: the Text design's, the Display design's, or the blend of both.
  @usableFromInline
  static func utf8Width(of bytes: UnsafeBufferPointer<UInt8>, font: TextFont) -> Double {
    let weight = weightIndex(font.weight)
    let size = font.pointSize
    let blend = TextFont.opticalBlend(atPointSize: size)
    var units: Double
    let graphemes: Int
    if blend <= 0 {
      (units, graphemes) = utf8Units(of: bytes, design: 0, weight: weight, tabular: font.monospacedDigit)
    } else if blend >= 1 {
      (units, graphemes) = utf8Units(of: bytes, design: 1, weight: weight, tabular: font.monospacedDigit)
    } else {
      let text = utf8Units(of: bytes, design: 0, weight: weight, tabular: font.monospacedDigit)
      let display = utf8Units(of: bytes, design: 1, weight: weight, tabular: font.monospacedDigit)
      units = text.units + (display.units - text.units) * blend
      graphemes = text.graphemes
    }
    units *= size / 2048
    return units + Double(graphemes) * (TextFont.tracking(atPointSize: size) + font.extraTracking)
  }

  /// One design's advances of valid UTF-8, in 1/2048 em, and its graphemes that take tracking. The hot
  /// path: one table load per ASCII byte, no branch but the ASCII test. Every ASCII byte is a grapheme of
  /// its own unless the next scalar extends it (a mark, ZWJ, VS16), a prepended scalar comes before it, or
  /// it is the LF of CR LF. So a stretch with non-ASCII bytes is cut out from the ASCII byte before it to
  /// the first ASCII byte followed by another (or by the end) and measured grapheme by grapheme; control
  /// characters have no width and get no tracking, so CR LF cut in two measures the same.
  @usableFromInline
  static func utf8Units(
    of bytes: UnsafeBufferPointer<UInt8>, design: Int, weight: Int, tabular: Bool
  ) -> (units: Double, graphemes: Int) {
    let base = Metrics.asciiBase(design: design, weight: weight, tabular: tabular)
    let entries = Metrics.frozenASCII.entries
    var units = 0
    var graphemes = 0
    var i = 0
    let count = bytes.count
    while i < count {
      let byte = bytes[i]
      if byte < 0x80 {
        let entry = entries[base &+ Int(byte)]
        units &+= Int(entry & 0xFFF)
        graphemes &+= Int(entry >> 12)
        i &+= 1
        continue
      }
      var start = i
      if i > 0 {
        start = i &- 1
        let entry = entries[base &+ Int(bytes[start])]
        units &-= Int(entry & 0xFFF)
        graphemes &-= Int(entry >> 12)
      }
      var end = i &+ 1
      while end < count {
        if bytes[end] < 0x80 && (end &+ 1 == count || bytes[end &+ 1] < 0x80) {
          end &+= 1
          break
        }
        end &+= 1
      }
      let stretch = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      for character in stretch {
        let (advance, counts) = Metrics.shared.units(
          of: character, design: design, weight: weight, tabular: tabular)
        units &+= advance
        if counts { graphemes &+= 1 }
      }
      i = end
    }
    return (Double(units), graphemes)
  }

  /// The width of any text at `scale`, grapheme by grapheme, tabs at their stops.
  @usableFromInline
  static func graphemeWidth(of text: some StringProtocol, font: TextFont, scale: Double) -> Double {
    let size = font.pointSize
    let tracking = TextFont.tracking(atPointSize: size) + font.extraTracking
    var width = 0.0
    for character in text {
      width +=
        character == "\t"
        ? ParagraphStyle.default.tabAdvance(at: width)
        : advance(of: character, font: font, tracking: tracking) * scale
    }
    return width
  }

  /// The advance in points of each grapheme (`Character`) of `text`, tracking included, for line breaking.
  /// A tab's is 0 here: where it goes depends on where the line has reached (`ParagraphStyle`), which line
  /// breaking works out.
  public static func advances(of text: String, font: TextFont) -> [Double] {
    let tracking = font.tracking
    var result: [Double] = []
    result.reserveCapacity(text.utf8.count)
    let size = font.pointSize
    let blend = TextFont.opticalBlend(atPointSize: size)
    if (blend <= 0 || blend >= 1) && text.utf8.allSatisfy({ $0 < 0x80 }) {
      let base = Metrics.asciiBase(
        design: blend >= 1 ? 1 : 0, weight: weightIndex(font.weight), tabular: font.monospacedDigit)
      let entries = Metrics.frozenASCII.entries
      var previous: UInt8 = 0
      for byte in text.utf8 {
        defer { previous = byte }
        if byte == 0x0A && previous == 0x0D { continue }  // CR LF is one grapheme
        let entry = entries[base &+ Int(byte)]
        result.append(Double(entry & 0xFFF) * size / 2048 + (entry >= 0x1000 ? tracking : 0))
      }
      return result
    }
    for character in text { result.append(advance(of: character, font: font, tracking: tracking)) }
    return result
  }

  /// The advance in points of one grapheme, tracking included.
  public static func width(of grapheme: Character, font: TextFont) -> Double {
    advance(of: grapheme, font: font, tracking: font.tracking)
  }

  /// One grapheme's advance in points in `font`, with `tracking` after it when it has a width.
  static func advance(of character: Character, font: TextFont, tracking: Double) -> Double {
    let weight = weightIndex(font.weight)
    let size = font.pointSize
    let blend = TextFont.opticalBlend(atPointSize: size)
    let metrics = Metrics.shared
    let (text, counts) = metrics.units(
      of: character, design: blend >= 1 ? 1 : 0, weight: weight, tabular: font.monospacedDigit)
    var units = Double(text)
    if blend > 0 && blend < 1 {
      let display = metrics.units(of: character, design: 1, weight: weight, tabular: font.monospacedDigit)
      units += (Double(display.0) - units) * blend
    }
    return units * size / 2048 + (counts ? tracking : 0)
  }

  /// The width in points of an SF Symbol (`Image(systemName:)`) of width class `width` drawn in `font`: the
  /// class's em (0.9, 1.2 or 1.5; estimates, see `SymbolCatalog.WidthClass`), scaled with the weight as
  /// letters are. Apple publishes no symbol widths. A symbol is drawn at the font's point size, aligned with
  /// its cap height; a symbol la-sim does not know is taken as regular. No phone observation pins these.
  public static func symbolWidth(font: TextFont, width: SymbolCatalog.WidthClass = .regular) -> Double {
    let w = weightIndex(font.weight)
    return width.em * font.pointSize * Double(Table.textAverage[w]) / Double(Table.textAverage[3])
  }

  /// The weight's column in the table: ultraLight 0 ... black 8.
  static func weightIndex(_ weight: FontWeight) -> Int {
    switch weight {
    case .ultraLight: 0
    case .thin: 1
    case .light: 2
    case .regular: 3
    case .medium: 4
    case .semibold: 5
    case .bold: 6
    case .heavy: 7
    case .black: 8
    }
  }
}
