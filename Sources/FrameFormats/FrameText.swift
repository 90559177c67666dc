import Escaping
import Formatting
import JSON
import Layout
import Lifecycle
import Rendering

/// Frames as plain text, ANSI-coloured text, or JSON: the forms `la-sim render` prints and goldens store.
public enum FrameText {
  /// Labelled frames, one after another, then the truncation report. Each frame's title and note and each
  /// report line (texts as the fixture or a payload wrote them) is escaped (`TerminalSafe`) whole, before
  /// lines are joined, so a newline inside a text shows as `\u{A}` instead of starting a line: the text is
  /// printed by `render`, `push --render` and `play`, and stored in goldens that diffs print. The header's
  /// lines are the caller's (a scenario's header gives the alert a line of its own), so its line breaks are
  /// kept and everything else escaped; a caller escapes a name it puts in a header line. Frame rows need
  /// nothing: the renderer draws no control character.
  public static func text(
    _ frames: [RenderedFrame], header: String, ansi: Bool = false, colors: ANSIText.Colors = .palette256
  ) -> String {
    var lines = [TerminalSafe.escapeKeepingLines(header), ""]
    for rendered in frames {
      let note = rendered.note.map { "  (\($0))" } ?? ""
      lines.append("\(rendered.title)  \(rendered.frame.width)×\(rendered.frame.height)\(note)".terminalSafe)
      lines += ansi ? ANSIText.rows(rendered.frame, colors: colors) : rendered.frame.rows
      lines.append("")
    }
    // Closures, not key paths: a key path is an object the runtime builds at its first use in a process.
    lines += report(frames.flatMap { $0.truncations }).map { $0.terminalSafe }
    return lines.joinedText(separator: "\n") + "\n"
  }

  /// `pizza-planet · iPhone 15 Pro (393 pt) · step 1 preparing · active · 2026-11-29T10:00:00Z (+0s)`.
  public static func header(_ activity: LiveActivity, device: DeviceProfile) -> String {
    let definition = activity.definition
    let step = activity.stepIndex.map { "step \($0) \(definition.pipeline[$0].name)" } ?? "final content"
    let time = "\(ClockText.iso(activity.now)) (\(ClockText.offset(activity.now, from: activity.startDate)))"
    return "\(definition.name) · \(device.displayName) (\(Int(device.screenPoints)) pt) · \(step) · "
      + "\(activity.state.rawValue) · \(time)"
      + (device.textSizeEstimate == nil ? "" : " · text sizes estimated")
  }

  /// `Truncations (N):` (what a phone cuts, and `.timer`s with no frame) and one line each, or
  /// `No truncations.`; then, when there are any, `Tight (N):` (within the metrics' error of the edge),
  /// `Scaled (N):` (shrunk by `minimumScaleFactor`) and `Terminal only (N):` (whole on the phone, abridged
  /// with `›` for want of cells).
  public static func report(_ truncations: [Truncation]) -> [String] {
    let groups: [(String, [Truncation.Kind])] = [
      ("Truncations", [.clipped, .unboundedTimer]), ("Broken across lines", [.brokenWord]),
      ("Tight", [.tight]),
      ("Scaled", [.scaled]),
      ("Terminal only", [.terminalOnly]),
    ]
    var lines: [String] = []
    for (index, (title, kinds)) in groups.enumerated() {
      let members = truncations.filter { kinds.contains($0.kind) }
      if members.isEmpty {
        if index == 0 { lines.append("No truncations.") }
        continue
      }
      lines.append("\(title) (\(members.count)):")
      lines += members.map { "  " + $0.summary }
    }
    return lines
  }

  /// The JSON object of one frame.
  public static func json(_ rendered: RenderedFrame) -> JSONValue {
    .object(
      [
        JSONMember(key: "presentation", value: .string(rendered.presentation.rawValue))
      ] + (rendered.label.map { [JSONMember(key: "label", value: .string($0))] } ?? []) + [
        JSONMember(key: "width", value: .int(rendered.frame.width)),
        JSONMember(key: "height", value: .int(rendered.frame.height)),
        JSONMember(key: "note", value: rendered.note.map(JSONValue.string) ?? .null),
        JSONMember(
          key: "points",
          value: .object([
            JSONMember(key: "width", value: number(rendered.size.width, .points)),
            JSONMember(key: "height", value: number(rendered.size.height, .points)),
          ])),
        JSONMember(key: "rows", value: .array(rendered.frame.rows.map(JSONValue.string))),
      ])
  }

  /// Points to one decimal (cells whole), so JSON output is as reproducible as text; null when not finite.
  public static func number(_ value: Double, _ unit: Truncation.Unit) -> JSONValue {
    guard value.isFinite else { return .null }
    let clamped = min(max(value, -1e12), 1e12)
    if unit == .cells { return .int(Int(clamped.rounded())) }
    return .double((clamped * 10).rounded() / 10)
  }

  /// A scale factor as the fraction it is (0.8131 for 81.31 %), to four decimals; null when not finite.
  static func fraction(_ value: Double) -> JSONValue {
    guard value.isFinite else { return .null }
    return .double((min(max(value, 0), 1e6) * 10_000).rounded() / 10_000)
  }

  /// The JSON object of one truncation.
  public static func json(_ truncation: Truncation) -> JSONValue {
    let site = truncation.site.map { [JSONMember(key: "site", value: .string($0))] } ?? []
    return .object(
      [
        JSONMember(key: "presentation", value: .string(truncation.presentation.rawValue)),
        JSONMember(key: "region", value: .string(truncation.region)),
        JSONMember(key: "text", value: .string(truncation.text)),
        JSONMember(key: "kind", value: .string(truncation.kind.rawValue)),
        JSONMember(key: "needed", value: number(truncation.needed, truncation.unit)),
        JSONMember(key: "available", value: number(truncation.available, truncation.unit)),
        JSONMember(key: "unit", value: .string(truncation.unit.rawValue)),
        JSONMember(key: "axis", value: .string(truncation.isVertical ? "height" : "width")),
        JSONMember(key: "shown", value: .string(truncation.shown)),
        JSONMember(key: "scale", value: truncation.scale.map(fraction) ?? .null),
      ] + site)
  }
}
