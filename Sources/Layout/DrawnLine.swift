/// A laid-out line of text as a phone draws it, which every picture draws the same way (the cells of the
/// text, ANSI, JSON and `svg-cells` frames and the simulator's screen, and the picture in points): without
/// its bidirectional controls, Unicode's `Bidi_Control` characters (U+061C, U+200E, U+200F, U+202A–U+202E,
/// U+2066–U+2069). On a phone they are zero-width format characters that only reorder the text around
/// them; la-sim lays text out in the order it is stored and runs no bidirectional algorithm (a
/// right-to-left language's text, and `--pseudo-locale bidi`'s, is stored in visual order instead), so
/// each is drawn as nothing, in no cell and no point, and never reaches a terminal. The reports that quote
/// the text (truncations, findings, what VoiceOver reads) keep them, escaped, so a reader sees they are
/// there.
public struct DrawnLine: Equatable, Sendable {
  /// What is drawn.
  public var text: String
  /// The parts of a `Text + Text` line, counted in `text`'s graphemes (empty for one text).
  public var segments: [TextSegment]

  /// The line `line` draws, with the parts of a `Text + Text` (`segments`, counted in `line`'s graphemes)
  /// counted again in what is drawn.
  public init(_ line: String, segments: [TextSegment] = []) {
    guard Self.mayHoldBidiControl(line) else {
      text = line
      self.segments = segments
      return
    }
    var drawn = ""
    var counts = segments.map(\.count)
    // The segment the grapheme at `index` is in, and where the next one starts.
    var segment = 0
    var end = counts.first ?? 0
    for (index, character) in line.enumerated() {
      while segment < counts.count, index >= end {
        segment += 1
        end += segment < counts.count ? max(0, counts[segment]) : 0
      }
      guard Self.isBidiControl(character) else {
        drawn.append(character)
        continue
      }
      if segment < counts.count { counts[segment] -= 1 }
    }
    text = drawn
    self.segments = zip(segments, counts).map { segment, count in
      var segment = segment
      segment.count = max(0, count)
      return segment
    }
  }

  /// Whether `character` is one bidirectional control (each is a grapheme of its own: a control, it
  /// neither extends nor joins its neighbours).
  static func isBidiControl(_ character: Character) -> Bool {
    character.unicodeScalars.count == 1 && character.unicodeScalars.first?.properties.isBidiControl == true
  }

  /// Whether `line`'s UTF-8 may hold a bidirectional control: a lead byte of U+061C (D8) or of
  /// U+200E–U+2069 (E2), looked at further only when one is there (most lines hold neither).
  static func mayHoldBidiControl(_ line: String) -> Bool {
    line.utf8.contains { $0 == 0xD8 || $0 == 0xE2 }
      && line.unicodeScalars.contains { $0.properties.isBidiControl }
  }
}
