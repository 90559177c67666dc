import ActivityState
import Renderer

/// What `la-sim` prints of frames and JSON, with every text that came from a fixture or a payload made
/// safe for a terminal (`TerminalSafe`) where it is printed.
///
/// Frames themselves hold no control characters (the renderer draws none), so only the lines around them
/// are escaped: the header (activity and step names), the frame notes and the truncation report (texts as
/// the fixture or the payload wrote them).
enum TerminalText {
  /// `FrameText.text`, with the header, the notes and each truncation line escaped.
  static func frames(_ frames: [RenderedFrame], header: String, ansi: Bool = false) -> String {
    // Each report line is escaped whole, before lines are joined, so a newline inside a text shows as
    // `\u{A}` instead of starting a line of its own.
    var bare = frames
    for index in bare.indices {
      bare[index].truncations = []
      bare[index].note = bare[index].note?.terminalSafe
    }
    var text = FrameText.text(bare, header: header.terminalSafe, ansi: ansi)
    let noReport = FrameText.report([]).joined(separator: "\n") + "\n"
    if text.hasSuffix(noReport) { text.removeLast(noReport.count) }
    let report = FrameText.report(frames.flatMap(\.truncations)).map(\.terminalSafe)
    return text + report.joined(separator: "\n") + "\n"
  }

  /// `FrameSVG.svg` for blocks whose text lines (header, labels, report) are escaped.
  static func svg(_ blocks: [FrameSVG.Block]) -> String {
    FrameSVG.document(
      blocks.map { block in
        guard case .line(let text, let colour) = block else { return block }
        return .line(text.terminalSafe, colour)
      })
  }

  /// `value` as indented JSON in which every scalar `TerminalSafe` would escape is written as a `\uXXXX`
  /// escape: the same JSON value, but no DEL, C1 control, bidirectional override or line separator reaches
  /// the terminal raw. (The serializer already escapes C0 controls; its only raw newlines are between
  /// members, and are kept.)
  static func json(_ value: JSONValue) -> String {
    let text = value.serialized(pretty: true)
    guard text.unicodeScalars.contains(where: { $0 != "\n" && TerminalSafe.needsEscape($0) }) else {
      return text
    }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard scalar != "\n", TerminalSafe.needsEscape(scalar) else {
        out.append(scalar)
        continue
      }
      // Every scalar escaped is in the Basic Multilingual Plane: four hex digits.
      let hex = String(scalar.value, radix: 16)
      out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
    }
    return String(out)
  }
}
