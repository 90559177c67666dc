import Escaping
import FrameFormats
import JSON
import Rendering
import Views

/// What `la-sim` prints of SVG and JSON, with every text that came from a fixture or a payload made safe
/// for a terminal (`TerminalSafe`) where it is printed. (The text forms, `FrameText.text`, escape their
/// header, notes and truncation report themselves; frames hold no control character.)
package enum TerminalText {
  /// `FrameSVG.svg` for blocks whose text lines (header, labels, report) are escaped.
  package static func svg(_ blocks: [FrameSVG.Block]) -> String {
    FrameSVG.document(
      blocks.map { block in
        guard case .line(let text, let colour) = block else { return block }
        return .line(text.terminalSafe, colour)
      })
  }

  /// `PointsSVG.document` for blocks whose text lines are escaped, in the phone's `appearance`.
  package static func pointsSVG(_ blocks: [FrameSVG.Block], appearance: ColorScheme) -> String {
    PointsSVG.document(
      blocks.map { block in
        guard case .line(let text, let colour) = block else { return block }
        return .line(text.terminalSafe, colour)
      }, appearance: appearance)
  }

  /// `value` as JSON (indented unless `pretty` is false) in which every scalar `TerminalSafe` would escape
  /// is written as a `\uXXXX` escape (`TerminalSafe.json`): the same JSON value, but no DEL, C1 control,
  /// bidirectional override or line separator reaches the terminal raw.
  package static func json(_ value: JSONValue, pretty: Bool = true) -> String {
    TerminalSafe.json(value.serialized(pretty: pretty))
  }
}
