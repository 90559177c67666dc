import BuiltinFixtures
import Fixture
import FixtureJSON
import Formatting
import JSON
import Layout
import Phone
import Rendering
import Views

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ScenarioPlayer {
  /// `start FIXTURE [as NAME] [relevance N]`: another activity on the phone, started now; it takes the focus.
  func start(
    _ fixture: String, name: String?, relevance: Double?, in state: inout State, scenario: Scenario,
    step: ScenarioStep
  ) throws(ScenarioError) {
    let definition = try load(fixture, scenario: scenario, line: step.line)
    for case .startRefused(_, let reason) in state.send(
      .command(step.source, .start(definition, name: name, relevance: relevance)))
    {
      throw ScenarioError(
        file: scenario.file, line: step.line,
        message: "'start \(fixture.terminalSafe)': Activity.request fails: \(reason)")
    }
    report(&state, cause: step.source)
  }

  /// Checks that the phone has an activity called `name`.
  func focus(_ name: String, in state: inout State, scenario: Scenario, line: Int) throws(ScenarioError) {
    guard state.phone.entry(named: name) != nil else {
      let names = state.phone.entries.map(\.name).joined(separator: ", ")
      throw ScenarioError(
        file: scenario.file, line: line,
        message: "no activity named '\(name.terminalSafe)' (the phone has: \(names))")
    }
  }

  /// Reports every activity's new log entries (a clock move ends or dismisses any of them).
  func reportAll(_ state: inout State, cause: String?) {
    for entry in state.phone.entries { report(&state, cause: cause, of: entry.name) }
  }

  /// Notes what the island shows when it changed: `island: minimal: pizza-planet attached, courier detached`.
  func noteIsland(_ before: IslandArbitration, in state: inout State, cause: String) {
    reportTokens(&state, cause: cause)
    guard state.isShared else { return }
    let after = state.phone.island(at: state.clock)
    let text = Self.wording.island(after, device: state.device)
    guard after != before, text != Self.wording.island(before, device: state.device) else { return }
    note(&state, cause: cause, text)
  }

  /// The snapshot section of a shared phone: its header, the island line, then the frames the phone shows.
  func phoneSection(
    _ state: State, device: DeviceProfile, presentations: [Presentation]
  ) -> SnapshotSection {
    let (island, frames) = Renderer.renderPhone(
      views.drawn(state.phone, colorScheme: state.colorScheme, dynamicType: state.dynamicType),
      device: device, now: state.clock, dynamicType: state.dynamicType,
      colorScheme: state.colorScheme)
    let names = state.phone.entries.map { entry in
      let step =
        entry.activity.stepIndex.map { "step \($0)" }
        ?? (entry.activity.state.acceptsUpdates ? "pushed content" : "final content")
      return "\(entry.name.terminalSafe) \(step) \(entry.activity.state.rawValue)"
    }
    var header =
      "phone · \(device.displayName) (\(Int(device.screenPoints)) pt) · \(names.joined(separator: ", ")) · "
      + "\(ClockText.iso(state.clock)) (\(ClockText.offset(state.clock, from: Self.start)))"
    if state.dynamicType != .large { header += " · Dynamic Type \(state.dynamicType.rawValue)" }
    if state.colorScheme == .light { header += " · light appearance" }
    if let locale = definition.layouts.pseudoLocale { header += " · pseudo-locale \(locale.rawValue)" }
    if let language = definition.layouts.locale { header += " · locale \(language)" }
    // Activity names are the fixtures' text: escaped within each line, as the line break between is ours.
    header += "\n" + Renderer.islandSummary(island, device: device).terminalSafe
    return SnapshotSection(header: header, frames: frames.filter { presentations.contains($0.presentation) })
  }

  /// A fixture by built-in name, or a file relative to the scenario.
  private func load(_ fixture: String, scenario: Scenario, line: Int) throws(ScenarioError)
    -> ActivityDefinition
  {
    let bytes: [UInt8]
    let file: String
    if let builtIn = BuiltinFixtures.bytes(named: fixture) {
      bytes = builtIn
      file = "\(fixture) (built in)"
    } else {
      file = resolve(fixture, in: scenario)
      do {
        bytes = try files.read(file)
      } catch {
        throw ScenarioError(
          file: scenario.file, line: line,
          message:
            "'start \(fixture.terminalSafe)': no built-in fixture of that name\(Self.builtinHint(fixture)), and"
            + " \(error)")
      }
    }
    do {
      // Started on the same phone, in the same pseudolanguage as the played fixture.
      return try FixtureDecoder.decode(bytes: bytes, file: file).pseudoLocalized(
        definition.layouts.pseudoLocale)
    } catch {
      throw ScenarioError(file: scenario.file, line: line, message: "'start': \(error.description)")
    }
  }

  /// ` (did you mean 'courier'?)` for a name within two edits of a built-in fixture's, as `la-sim render`
  /// answers it, else nothing.
  static func builtinHint(_ name: String) -> String {
    Spelling.nearest(to: name, in: BuiltinFixtures.names).map { " (did you mean '\($0)'?)" } ?? ""
  }
}
