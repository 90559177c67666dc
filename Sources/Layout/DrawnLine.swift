import Typography

/// A laid-out line of text as a phone draws it, which every picture draws the same way (the cells of the
/// text, ANSI, JSON and `svg-cells` frames and the simulator's screen, and the picture in points): in the
/// pieces its tabs separate, each where its tab's stop put it, and without its bidirectional controls.
///
/// - A tab (U+0009) advances to the next stop of `ParagraphStyle.default`, measured from the line's start
///   at the line's scale, as `TextLayout` measured it; a picture in cells draws it as spaces to the cell
///   the stop falls in.
/// - Bidirectional controls, Unicode's `Bidi_Control` characters (U+061C, U+200E, U+200F, U+202A–U+202E,
///   U+2066–U+2069), are zero-width format characters on a phone that only reorder the text around them;
///   la-sim lays text out in the order it is stored and runs no bidirectional algorithm (a right-to-left
///   language's text, and `--pseudo-locale bidi`'s, is stored in visual order instead), so each is drawn
///   as nothing, in no cell and no point, and never reaches a terminal. The reports that quote the text
///   (truncations, findings, what VoiceOver reads) keep them, escaped, so a reader sees they are there.
public struct DrawnLine: Equatable, Sendable {
  /// The text between two tabs (or the line's start or end).
  public struct Piece: Equatable, Sendable {
    /// What is drawn.
    public var text: String
    /// Where it starts, in points from the line's start: 0 for the first piece, the stop its tab reached
    /// for the others.
    public var x: Double
    /// Its width in points; nil for the only piece of a line without tabs, which is as wide as the line.
    public var width: Double?
    /// The parts of a `Text + Text` it holds, counted in its graphemes (empty for one text).
    public var segments: [TextSegment]
  }

  /// The pieces, in order: one for a line without tabs.
  public var pieces: [Piece]

  /// The line `line` draws in `font` at `scale`, with the parts of a `Text + Text` (`segments`, counted in
  /// `line`'s graphemes, each in its own font) counted again in each piece.
  public init(_ line: String, font: TextFont, scale: Double = 1, segments: [TextSegment] = []) {
    let (hasTabs, hasBidiControl) = Self.scan(line)
    guard hasTabs || hasBidiControl else {
      pieces = [Piece(text: line, x: 0, width: nil, segments: segments)]
      return
    }
    let scale = scale.isFinite && scale > 0 ? scale : 1
    var pieces: [Piece] = []
    var text = ""
    var counts = [Int](repeating: 0, count: segments.count)
    var start = 0.0
    var position = 0.0
    func close() {
      let parts = zip(segments, counts).compactMap { segment, count in
        var segment = segment
        segment.count = count
        return count > 0 ? segment : nil
      }
      pieces.append(Piece(text: text, x: start, width: hasTabs ? position - start : nil, segments: parts))
    }
    // The segment the grapheme at `index` is in, and where the next one starts.
    var segment = 0
    var end = max(0, segments.first?.count ?? 0)
    for (index, character) in line.enumerated() {
      while segment < segments.count, index >= end {
        segment += 1
        end += segment < segments.count ? max(0, segments[segment].count) : 0
      }
      if character == "\t" {
        close()
        position += ParagraphStyle.default.tabAdvance(at: position)
        start = position
        text = ""
        counts = [Int](repeating: 0, count: segments.count)
        continue
      }
      guard !Self.isBidiControl(character) else { continue }
      text.append(character)
      if segment < counts.count { counts[segment] += 1 }
      if hasTabs {
        let font = segment < segments.count ? segments[segment].font : font
        position += TextMetrics.width(of: character, font: font) * scale
      }
    }
    close()
    self.pieces = pieces
  }

  /// Whether `character` is one bidirectional control (each is a grapheme of its own: a control, it
  /// neither extends nor joins its neighbours).
  static func isBidiControl(_ character: Character) -> Bool {
    character.unicodeScalars.count == 1 && character.unicodeScalars.first?.properties.isBidiControl == true
  }

  /// Whether `line` holds a tab, and whether it holds a bidirectional control, in one pass over its UTF-8
  /// without decoding it: U+061C is D8 9C, U+200E and U+200F are E2 80 8E–8F, U+202A–U+202E E2 80 AA–AE,
  /// U+2066–U+2069 E2 81 A6–A9 (Unicode keeps the Bidi_Control property of these twelve, and gives it to no
  /// other). Most lines hold neither, and many hold other E2 characters (`…`, `·`, `●`), which the bytes
  /// after the E2 tell apart.
  static func scan(_ line: String) -> (tab: Bool, bidiControl: Bool) {
    var line = line
    return line.withUTF8 { bytes in
      var tab = false
      var previous: (UInt8, UInt8) = (0, 0)
      for byte in bytes {
        switch (previous.0, previous.1, byte) {
        case (_, _, TextMetrics.tabByte): tab = true
        case (_, 0xD8, 0x9C), (0xE2, 0x80, 0x8E...0x8F), (0xE2, 0x80, 0xAA...0xAE), (0xE2, 0x81, 0xA6...0xA9):
          return (tab || bytes.contains(TextMetrics.tabByte), true)
        default: break
        }
        previous = (previous.1, byte)
      }
      return (tab, false)
    }
  }
}
