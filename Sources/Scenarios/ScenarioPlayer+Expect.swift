import Rendering
import Simulator

extension ScenarioPlayer {
  /// Checks an `expect` line against the activity as it is now. It adds no event, so snapshots (and their
  /// goldens) read the same with or without it; a false one stops the scenario, its message saying what
  /// was expected and what was found.
  func check(_ expectation: ScenarioExpectation, in state: State, scenario: Scenario, line: Int)
    throws(ScenarioError)
  {
    if let found = failure(of: expectation, in: state) {
      throw ScenarioError(
        file: scenario.file, line: line, message: "expected \(Self.describe(expectation)), found \(found)",
        kind: .expectationFailed)
    }
  }

  /// `verdict applied`, `clipped compact/trailing`, `text lock-screen "Delivered"`.
  static func describe(_ expectation: ScenarioExpectation) -> String {
    switch expectation {
    case .verdict(let verdict): "verdict \(verdict.rawValue)"
    case .state(let state): "state \(state.rawValue)"
    case .clipped(let place): "clipped \(place?.description ?? "none")"
    case .text(let presentation, let text): "text \(presentation.rawValue) \"\(text.terminalSafe)\""
    }
  }

  /// What was found instead, or nil when the expectation holds.
  private func failure(of expectation: ScenarioExpectation, in state: State) -> String? {
    switch expectation {
    case .verdict(let verdict):
      guard let (name, outcome) = state.lastPush else { return "no push yet" }
      let found = ScenarioExpectation.Verdict(outcome)
      guard found != verdict else { return nil }
      return "\(found.rawValue) (\(name.terminalSafe)" + (outcome.reason.map { ": \($0.terminalSafe)" } ?? "")
        + ")"
    case .state(let expected):
      let found = state.activity.state
      guard found != expected else { return nil }
      // Why it is in that state: the last event the activity applied, at its instant.
      guard let cause = state.activity.log.last(where: { $0.outcome == .applied }) else {
        return found.rawValue
      }
      let note = cause.note.map { ": \($0)" } ?? ""
      return "\(found.rawValue), since \(PhoneWording.time(cause.date)) (\(cause.event)\(note))".terminalSafe
    case .clipped(let place):
      let clips = Renderer.renderAll(
        views.drawn(state.activity, colorScheme: state.colorScheme, dynamicType: state.dynamicType),
        device: state.device, now: state.clock, dynamicType: state.dynamicType
      ).flatMap(\.truncations).filter(\.isClip)
      let atPlace = clips.filter {
        place == nil || ($0.presentation == place?.presentation && $0.region == place?.region)
      }
      if place == nil ? clips.isEmpty : !atPlace.isEmpty { return nil }
      guard let first = clips.first else { return "no clip on \(state.device.name)" }
      let more = clips.count > 1 ? " and \(clips.count - 1) more" : ""
      return "\(first.summary.terminalSafe)\(more)"
    case .text(let presentation, let text):
      // A presentation the device has is drawn whatever the activity lays out (the small family from the
      // compact views); one it lacks is an empty frame whose note says so.
      let rendered = Renderer.render(
        views.drawn(state.activity, colorScheme: state.colorScheme, dynamicType: state.dynamicType),
        presentation: presentation, device: state.device, now: state.clock,
        dynamicType: state.dynamicType)
      let rows = Self.contentRows(of: rendered)
      if rows.contains(where: { $0.contains(text) }) { return nil }
      // The frame's note says what the picture cannot, e.g. that an ended activity left the island.
      let note = rendered.note.map { " (\($0.terminalSafe))" } ?? ""
      guard rows.contains(where: { !$0.isEmpty }) else {
        return "nothing shown in \(presentation.rawValue) on \(state.device.name)\(note)"
      }
      return "no row containing it on \(state.device.name)\(note)"
    }
  }

  /// What a presentation shows, row by row: the cells inside its outline, without the outline, the
  /// camera's dot in the island, or the blank padding either side of the content, so `expect text` finds
  /// only what the layout drew (`"─"` or `" "` never match the frame itself, and a presentation that is
  /// not shown has no rows with anything in them).
  static func contentRows(of rendered: RenderedFrame) -> [String] {
    let frame = rendered.frame
    let right = min(rendered.outlineColumns - 1, frame.width)
    let bottom = min(rendered.outlineRows - 1, frame.height)
    guard right > 1, bottom > 1 else { return [] }
    return (1..<bottom).map { y in
      var row = ""
      for x in 1..<right {
        let cell = frame[x, y]
        // The camera is drawn gray in the island's band; it is hardware, not content.
        let isCamera =
          rendered.presentation.isInIsland && cell.style.foreground == .gray
          && (cell.text == "●" || cell.text == "o")
        row += isCamera ? " " : (cell.text.isEmpty ? "" : cell.text)
      }
      return String(row.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
  }
}
