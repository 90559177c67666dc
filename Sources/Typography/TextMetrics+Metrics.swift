extension TextMetrics {
  /// The generated tables decoded once, in 1/2048 em: ASCII packed for the byte loop, the rest as generated.
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

    /// Each design's advances (0: Text, 1: Display), weight-major (`Table.perWeight` each),
    /// `Table.missing` where Inter has no glyph: the generated tables themselves, never copied.
    let advances: [[UInt16]]
    /// ASCII, 128 entries per design, weight and digit style (`asciiBase`): units in the low 12 bits, bit 12
    /// set if tracking applies (0 for control characters).
    let ascii: [UInt16]
    /// Per design and weight (design × 9 + weight): the advance of a scalar Inter lacks (the average).
    let fallback: [Int]
    /// One emoji.
    let emoji = Int(TextMetrics.emojiEm * 2048)
    /// An ideograph, kana, Hangul syllable or fullwidth form.
    let wide = Int(TextMetrics.wideEm * 2048)

    init() {
      advances = [Table.textAdvances, Table.displayAdvances]
      let tabular = [Table.textTabular, Table.displayTabular]
      var ascii = [UInt16](repeating: 0, count: 2 * 9 * 2 * 128)
      for design in 0..<2 {
        for weight in 0..<9 {
          let base = weight * Table.perWeight
          let proportional = Metrics.asciiBase(design: design, weight: weight, tabular: false)
          let monospaced = Metrics.asciiBase(design: design, weight: weight, tabular: true)
          for byte in 0x20..<0x7F {
            let units = advances[design][base + byte]
            let entry = (units == Table.missing ? 0 : units) | 0x1000
            ascii[proportional + byte] = entry
            ascii[monospaced + byte] =
              (0x30...0x3A).contains(byte) ? tabular[design][weight * 11 + byte - 0x30] | 0x1000 : entry
          }
        }
      }
      self.ascii = ascii
      fallback = (Table.textAverage + Table.displayAverage).map { Int($0) }
    }

    /// Where the 128 ASCII entries of a design, weight and digit style begin in `ascii`.
    static func asciiBase(design: Int, weight: Int, tabular: Bool) -> Int {
      ((design &* 9 &+ weight) &* 2 &+ (tabular ? 1 : 0)) &* 128
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

    /// One grapheme's advance in 1/2048 em in a design (0: Text, 1: Display), and whether tracking is added
    /// after it.
    func units(of character: Character, design: Int, weight: Int, tabular: Bool) -> (Int, Bool) {
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
        let entry = ascii[Metrics.asciiBase(design: design, weight: weight, tabular: tabular) &+ Int(value)]
        return (Int(entry & 0xFFF), entry >= 0x1000)
      }
      if TextMetrics.mayBeEstimatedScript(value),
        let units = TextMetrics.scriptUnits(of: scalars, weight: weight)
      {
        return (units, units > 0)
      }
      return units(ofScalar: first, design: design, weight: weight)
    }

    /// A non-ASCII scalar's advance: the table's, or the fallback for its kind.
    func units(ofScalar scalar: Unicode.Scalar, design: Int, weight: Int) -> (Int, Bool) {
      let value = scalar.value
      switch value {
      case 0x80...0x9F, 0xAD, 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F,
        0xFEFF, 0x1160...0x11FF, 0xE0000...0xE0FFF:
        return (0, false)
      default: break
      }
      if let index = Metrics.index(of: value) {
        let units = advances[design][weight &* Table.perWeight &+ index]
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
      default: return (fallback[design &* 9 &+ weight], true)
      }
    }
  }
}
