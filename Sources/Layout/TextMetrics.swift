import ActivityState

// How wide an iPhone draws text, in points, without SF Pro (whose advances Apple does not publish).
//
// Letters, punctuation and symbols: Inter (Debian's fonts-inter), every weight scaled by one factor, 0.8786,
// that brings Inter Regular's letter-frequency-weighted average advance (capsize's English weights, space
// included: 0.4741 em) to the one published SF Pro figure, 0.4165 em (capsize: .SFNS xWidthAvg 853/2048).
// Weights keep Inter's progression: ultraLight 0.4015 ... regular 0.4165 ... bold 0.4282 ... black 0.4360 em.
// The table is generated (TextMetrics+Table.swift, scripts/gen-text-metrics.py). Tracking: SF Pro's, by point
// size (`TextFont.tracking`), added to every grapheme that has a width.
//
// Figures chosen here, and the phone observations that pin them (all in Tests/LayoutTests/TextMetricsTests):
// - Tabular digits (`.monospacedDigit()`): 0.66 em at regular, scaled per weight as Inter's `tnum` digits
//   (Inter's own are 0.569 em after scaling; SF Pro's are wider, about 0.62-0.66 em). The tabular colon: 0.31 em
//   (Inter's scaled: 0.242 em). Home Assistant iOS PR 5450: `.footnote.monospacedDigit()` "1:02:03" does not
//   fit `.frame(width: 50)` at full size, so 13 pt x (5 digits + 2 colons) - 7 x 0.078 pt > 50: 5d + 2c > 3.888
//   em; with d at the top of SF's band, 0.66, that needs c > 0.294 em, hence 0.31 (50.4 pt). It fits at
//   `.minimumScaleFactor(0.6)` (30.3 pt). PRs 5450/5461: caption "12:34" and "9:59" fit the 44.33 pt compact
//   trailing slot (35.4 pt, 27.5 pt) and "1:02:03" does not (47.0 pt): 4d + c <= 3.69 em and 5d + 2c > 3.69 em.
// - The ellipsis "…": 1.0 em at regular (Inter's scaled: 0.72 em). OneSignal Unity SDK PR 863: a caption "On
//   the Way" in that slot showed "On th…", so 12 pt x (On th + …) <= 44.33 and 12 pt x (On the + …) > 44.33,
//   which holds for an ellipsis between 0.914 and 1.426 em; 1.0 em gives 39.2 pt and 45.4 pt.
// - Scale check, no figure pinned: caption "Driver: Buzz Lightyear" 110.0 pt; caption2 "Arriving" 35.8 pt and
//   title2 68.4 pt; largeTitle "Your order is on its way now!!" 430.3 pt; subheadline medium "👨‍🍳 Preparing
//   Your Pizza" 148.7 pt, which with 8 pt and the driver line is 266.7 pt of a 339 pt card.
//
// Other graphemes: emoji (Emoji_Presentation, VS16, keycaps, flags, ZWJ sequences, skin tones) 1.25 em, as
// Apple Color Emoji draws about 1.2-1.3 em; CJK ideographs, kana, Hangul and fullwidth forms 1.0 em; marks,
// joiners, variation selectors and other zero-width scalars 0; control characters 0 (and no tracking); any
// other scalar Inter lacks, the weight's average advance (0.4165 em at regular). A grapheme measures as its
// first scalar. Italic is measured as upright: Inter's italic advances match within 0.05 % on average (ASCII
// glyphs within 1.9 %), far inside the error band.
//
// Error band, `relativeError` = 8 %, an estimate, not a measurement (no SF Pro advances to compare with): the
// average is SF's by construction, but single words differ as the two families' letters differ, more on one
// glyph than on a line, and kerning is not applied. The calibration cases hold with 0.8 % (footnote
// "1:02:03") to 6 % to spare, so a verdict that close to a slot's edge is within the stand-in's uncertainty.

/// The one authority for how wide text is, in points, as an iPhone draws it: SF Pro's metrics stood in for by
/// Inter's, scaled (see the comment at the top of TextMetrics.swift for figures and sources).
public enum TextMetrics {
  /// How far a width may be from the phone's, as a fraction of it (±8 %).
  public static let relativeError = 0.08

  /// Tabular digit at regular weight, em; SF Pro's are about 0.62-0.66 em (calibrated: see the file comment).
  static let tabularDigitEm = 0.66
  /// Tabular colon at regular weight, em (calibrated with the digits).
  static let tabularColonEm = 0.31
  /// The ellipsis at regular weight, em (calibrated: "On th…").
  static let ellipsisEm = 1.0
  /// One emoji, em.
  static let emojiEm = 1.25
  /// Ideographs, kana, Hangul, fullwidth forms, em.
  static let wideEm = 1.0

  /// The width in points of `text` drawn in `font`: the sum of its graphemes' advances and tracking.
  ///
  /// Inlinable so that a caller's `String` or `Substring` reaches the byte loop without generic dispatch.
  @inlinable
  public static func width(of text: some StringProtocol, font: TextFont) -> Double {
    if let width = text.utf8.withContiguousStorageIfAvailable({ utf8Width(of: $0, font: font) }) {
      return width
    }
    return graphemeWidth(of: text, font: font)
  }

  /// The width of valid UTF-8. The hot path: one table load per ASCII byte, no branch but the ASCII test.
  /// Every ASCII byte is a grapheme of its own unless the next scalar extends it (a mark, ZWJ, VS16), a
  /// prepended scalar comes before it, or it is the LF of CR LF. So a stretch with non-ASCII bytes is cut
  /// out from the ASCII byte before it to the first ASCII byte followed by another (or by the end) and
  /// measured grapheme by grapheme; control characters have no width and get no tracking, so CR LF cut in
  /// two measures the same.
  @usableFromInline
  static func utf8Width(of bytes: UnsafeBufferPointer<UInt8>, font: TextFont) -> Double {
    let weight = weightIndex(font.weight)
    let base = (weight &* 2 &+ (font.monospacedDigit ? 1 : 0)) &* 128
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
          of: character, weight: weight, tabular: font.monospacedDigit)
        units &+= advance
        if counts { graphemes &+= 1 }
      }
      i = end
    }
    let size = font.pointSize
    return Double(units) * size / 2048 + Double(graphemes) * TextFont.tracking(atPointSize: size)
  }

  /// The width of any text, grapheme by grapheme.
  @usableFromInline
  static func graphemeWidth(of text: some StringProtocol, font: TextFont) -> Double {
    let w = weightIndex(font.weight)
    let metrics = Metrics.shared
    var units = 0
    var graphemes = 0
    for character in text {
      let (advance, counts) = metrics.units(of: character, weight: w, tabular: font.monospacedDigit)
      units &+= advance
      if counts { graphemes &+= 1 }
    }
    let size = font.pointSize
    return Double(units) * size / 2048 + Double(graphemes) * TextFont.tracking(atPointSize: size)
  }

  /// The advance in points of each grapheme (`Character`) of `text`, tracking included, for line breaking.
  public static func advances(of text: String, font: TextFont) -> [Double] {
    let w = weightIndex(font.weight)
    let metrics = Metrics.shared
    let size = font.pointSize
    let tracking = TextFont.tracking(atPointSize: size)
    var result: [Double] = []
    result.reserveCapacity(text.utf8.count)
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      let base = (w &* 2 &+ (font.monospacedDigit ? 1 : 0)) &* 128
      var previous: UInt8 = 0
      for byte in text.utf8 {
        defer { previous = byte }
        if byte == 0x0A && previous == 0x0D { continue }  // CR LF is one grapheme
        let entry = metrics.ascii[base &+ Int(byte)]
        result.append(Double(entry & 0xFFF) * size / 2048 + (entry >= 0x1000 ? tracking : 0))
      }
      return result
    }
    for character in text {
      let (advance, counts) = metrics.units(of: character, weight: w, tabular: font.monospacedDigit)
      result.append(Double(advance) * size / 2048 + (counts ? tracking : 0))
    }
    return result
  }

  /// The advance in points of one grapheme, tracking included.
  public static func width(of grapheme: Character, font: TextFont) -> Double {
    let (advance, counts) = Metrics.shared.units(
      of: grapheme, weight: weightIndex(font.weight), tabular: font.monospacedDigit)
    return Double(advance) * font.pointSize / 2048 + (counts ? font.tracking : 0)
  }

  /// The width in points of an SF Symbol (`Image(systemName:)`) of width class `width` drawn in `font`: the
  /// class's em (0.9, 1.2 or 1.5; estimates, see `SymbolCatalog.WidthClass`), scaled with the weight as
  /// letters are. Apple publishes no symbol widths. A symbol is drawn at the font's point size, aligned with
  /// its cap height; a symbol la-sim does not know is taken as regular. No phone observation pins these.
  public static func symbolWidth(font: TextFont, width: SymbolCatalog.WidthClass = .regular) -> Double {
    let w = weightIndex(font.weight)
    return width.em * font.pointSize * Double(Table.averageAdvance[w]) / Double(Table.averageAdvance[3])
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

extension TextMetrics {
  /// The generated table decoded once, with the calibrated figures folded in, in 1/2048 em.
  struct Metrics: Sendable {
    static let shared = Metrics()

    /// `shared.ascii` copied once into memory that lives as long as the process and is never written again,
    /// so the byte loop reads it without copying `shared` or touching a reference count.
    static let frozenASCII = Frozen(shared.ascii)

    /// A table's entries at a fixed address, immutable after `init`.
    struct Frozen: @unchecked Sendable {
      let entries: UnsafePointer<UInt16>

      init(_ table: [UInt16]) {
        let memory = UnsafeMutablePointer<UInt16>.allocate(capacity: table.count)
        memory.initialize(from: table, count: table.count)
        entries = UnsafePointer(memory)
      }
    }

    /// Advances, weight-major (`Table.perWeight` each), `Table.missing` where Inter has no glyph: the
    /// generated table itself, never copied (the rescaled ellipsis is in `ellipsis`).
    let advances: [UInt16]
    /// Per weight: the ellipsis (U+2026), scaled to `TextMetrics.ellipsisEm`.
    let ellipsis: [UInt16]
    /// ASCII, 128 entries per weight and digit style (weight × 2, + 1 with tabular digits and colon): units
    /// in the low 12 bits, bit 12 set if tracking applies (0 for control characters).
    let ascii: [UInt16]
    /// Per weight: the advance of a scalar Inter lacks (the weight's average).
    let fallback: [Int]
    /// One emoji.
    let emoji = Int(TextMetrics.emojiEm * 2048)
    /// An ideograph, kana, Hangul syllable or fullwidth form.
    let wide = Int(TextMetrics.wideEm * 2048)

    init() {
      let advances = Table.advances
      let ellipsisIndex = Metrics.index(of: 0x2026)!
      let regularEllipsis = Double(advances[3 * Table.perWeight + ellipsisIndex])
      var ellipsis: [UInt16] = []
      var ascii = [UInt16](repeating: 0, count: 9 * 2 * 128)
      for weight in 0..<9 {
        let base = weight * Table.perWeight
        let scaled = Double(advances[base + ellipsisIndex]) / regularEllipsis * TextMetrics.ellipsisEm * 2048
        ellipsis.append(UInt16(scaled.rounded()))
        let digit = Metrics.units(
          TextMetrics.tabularDigitEm, Table.tabularDigit[weight], Table.tabularDigit[3])
        let colon = Metrics.units(
          TextMetrics.tabularColonEm, Table.tabularColon[weight], Table.tabularColon[3])
        for byte in 0x20..<0x7F {
          let units = advances[base + byte]
          let entry = (units == Table.missing ? 0 : units) | 0x1000
          ascii[weight * 256 + byte] = entry
          ascii[weight * 256 + 128 + byte] =
            switch byte {
            case 0x30...0x39: digit | 0x1000
            case 0x3A: colon | 0x1000
            default: entry
            }
        }
      }
      self.advances = advances
      self.ellipsis = ellipsis
      self.ascii = ascii
      fallback = Table.averageAdvance.map { Int($0) }
    }

    /// A figure in em at regular weight, scaled to another weight as Inter scales `inter`.
    static func units(_ em: Double, _ inter: UInt16, _ interRegular: UInt16) -> UInt16 {
      UInt16((em * 2048 * Double(inter) / Double(interRegular)).rounded())
    }

    /// Where a scalar's advance sits within one weight's part of `advances`, if the table covers it.
    static func index(of scalar: UInt32) -> Int? {
      let page = Int(scalar >> 8)
      guard page < Table.pageBlock.count else { return nil }
      let block = Table.pageBlock[page]
      guard block != 255 else { return nil }
      return Int(block) << 8 | Int(scalar & 0xFF)
    }

    /// Whether a scalar lies where Unicode has Emoji_Presentation scalars (U+231A ⌚ ... U+2B55 ⭕, and from
    /// U+1F000): outside, the property lookup is skipped.
    static func mayBeEmojiPresentation(_ value: UInt32) -> Bool {
      value >= 0x1F000 || (value >= 0x231A && value <= 0x2B55)
    }

    /// One grapheme's advance in 1/2048 em, and whether tracking is added after it.
    func units(of character: Character, weight: Int, tabular: Bool) -> (Int, Bool) {
      let scalars = character.unicodeScalars
      var iterator = scalars.makeIterator()
      guard let first = iterator.next() else { return (0, false) }
      // An emoji: a base drawn as emoji by default, or an emoji-capable base (digits, #, *, ☺ ...) made one
      // by VS16, a keycap or a skin tone; VS15 asks for text. Flags are pairs of regional indicators,
      // which are Emoji_Presentation; a ZWJ sequence begins with an emoji.
      var emojiStyle = Metrics.mayBeEmojiPresentation(first.value) && first.properties.isEmojiPresentation
      var textStyle = false
      var second = iterator.next()
      if second != nil && (first.value < 0x80 || first.properties.isEmoji) {
        while let next = second {
          switch next.value {
          case 0xFE0F, 0x20E3: emojiStyle = emojiStyle || first.properties.isEmoji
          case 0xFE0E: textStyle = true
          case 0x1F3FB...0x1F3FF: emojiStyle = emojiStyle || first.properties.isEmoji
          default: break
          }
          second = iterator.next()
        }
      }
      if emojiStyle && !textStyle { return (emoji, true) }
      let value = first.value
      if value < 0x80 {
        let entry = ascii[weight &* 256 &+ (tabular ? 128 : 0) &+ Int(value)]
        return (Int(entry & 0xFFF), entry >= 0x1000)
      }
      return units(ofScalar: first, weight: weight)
    }

    /// A non-ASCII scalar's advance: the table's, or the fallback for its kind.
    func units(ofScalar scalar: Unicode.Scalar, weight: Int) -> (Int, Bool) {
      let value = scalar.value
      switch value {
      case 0x80...0x9F, 0xAD, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF,
        0x1160...0x11FF, 0xE0000...0xE0FFF:
        return (0, false)
      default: break
      }
      if value == 0x2026 { return (Int(ellipsis[weight]), true) }
      if let index = Metrics.index(of: value) {
        let units = advances[weight &* Table.perWeight &+ index]
        if units != Table.missing { return (Int(units), units > 0) }
      }
      switch value {
      case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x20000...0x3FFFD:
        return (wide, true)
      default: break
      }
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
        return (0, false)
      default: return (fallback[weight], true)
      }
    }
  }
}
