import Arguments
import Fixture
import Formatting
import FrameFormats
import JSON
import Layout
import Lifecycle
import Phone
import Rendering
import Typography
import Views

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `la-sim render FIXTURE --with FIXTURE[@STEP]…`: several activities on one phone, drawn as it shows them.
struct PhoneRequest {
  var phone = SimulatedPhone()
  var now: Date
  var device: DeviceProfile
  var dynamicType: DynamicTypeSize
  /// `--appearance`.
  var colorScheme: ColorScheme
  /// `--presentation`: the surfaces drawn (all unless one is named).
  var presentations: [Presentation]
  /// `--presentation P` when one was named: when the phone does not show it now, a line says so.
  var chosenPresentation: Presentation?

  /// The main fixture at `request.step`, then each `--with` activity, started a second apart in that order
  /// (ties in relevance go to the first started), all shown `request.elapsed` seconds after the first start.
  init(_ request: RenderRequest, with references: [String]) throws(CLIError) {
    guard request.state == nil else {
      throw CLIError.usage("--state cannot be combined with --with: each activity's state is its lifecycle's")
    }
    guard request.devices.count == 1, let device = request.devices.first else {
      throw CLIError.usage("--with draws one phone: give one --device, not all")
    }
    guard device.has(.lockScreen) || device.has(.compact) else {
      throw CLIError.usage(
        "--with draws a phone's Dynamic Island and Lock Screen; \(device.name) shows \(device.surfaceList)")
    }
    self.device = device
    dynamicType = request.dynamicType
    colorScheme = request.colorScheme
    presentations = request.presentations
    chosenPresentation = request.chosenPresentation
    let start = LiveActivity.referenceStart
    var activities: [(ActivityDefinition, Int)] = [(request.definition, request.step)]
    for reference in references {
      let (name, step) = FixtureReference.split(reference)
      guard !name.isEmpty else {
        throw CLIError.usage("--with expects FIXTURE or FIXTURE@STEP, found '\(reference)'")
      }
      // The phone's language is every app's: each activity in the main fixture's pseudolanguage.
      let definition = try FixtureLoader.load(name).pseudoLocalized(request.definition.layouts.pseudoLocale)
      activities.append((definition, try StepOption.parse(step, in: definition)))
    }
    for (index, (definition, step)) in activities.enumerated() {
      do {
        try phone.request(definition, at: start.addingTimeInterval(Double(index)), step: step)
      } catch {
        throw CLIError.usage("--with \(definition.name): Activity.request fails: \(error)")
      }
    }
    now = start.addingTimeInterval(max(request.elapsed, Double(activities.count - 1)))
    phone.tick(at: now)
  }

  /// `phone · iPhone 15 Pro (393 pt) · pizza-planet step 0 active, courier step 0 active · 2026-…`.
  var header: String {
    let parts = phone.entries.map { entry in
      let step =
        entry.activity.stepIndex.map { "step \($0)" }
        ?? (entry.activity.state.acceptsUpdates ? "pushed content" : "final content")
      return "\(entry.name) \(step) \(entry.activity.state.rawValue)"
    }
    return
      "phone · \(device.displayName) (\(Int(device.screenPoints)) pt) · \(parts.joined(separator: ", ")) · "
      + ClockText.iso(now) + DynamicTypeNames.headerNote(dynamicType)
      + PseudoLocaleOption.headerNote(phone.entries.first?.activity.definition.layouts.pseudoLocale)
      + AppearanceOption.headerNote(colorScheme)
  }

  func output(format: String) -> String {
    var (island, frames) = Renderer.renderPhone(
      phone, device: device, now: now, dynamicType: dynamicType, colorScheme: colorScheme)
    frames = frames.filter { presentations.contains($0.presentation) }
    let summary = Renderer.islandSummary(island, device: device)
    switch format {
    case "json":
      return TerminalText.json(
        .object([
          JSONMember(key: "device", value: .string(device.name)),
          JSONMember(key: "time", value: .string(ClockText.iso(now))),
          JSONMember(key: "island", value: .string(summary)),
          JSONMember(key: "islandActivities", value: .array(island.names.map { .string($0) })),
          JSONMember(key: "lockScreen", value: .array(phone.lockScreen.map { .string($0) })),
          JSONMember(key: "frames", value: .array(frames.map(FrameText.json))),
          JSONMember(key: "truncations", value: .array(frames.flatMap(\.truncations).map(FrameText.json))),
        ]))
    case "svg", "svg-cells", "png":
      var blocks =
        format == "svg-cells"
        ? FrameSVG.blocks(frames, header: header) : PointsSVG.blocks(frames, header: header)
      blocks.insert(.line(summary, .primary), at: 1)
      return format == "svg-cells"
        ? TerminalText.svg(blocks) : TerminalText.pointsSVG(blocks, appearance: colorScheme)
    default:
      let color = format == "ansi" && (ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true)
      // The summary is the second line, under the header (each is escaped on its own).
      var lines = FrameText.text(
        frames, header: header.terminalSafe, ansi: color, colors: AppearanceOption.ansiColors
      ).split(
        separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
      lines.insert(Substring(summary.terminalSafe), at: 1)
      // The island shows what it arbitrates: two apps' activities are minimal, and expanded only for an
      // alert. A presentation named and not shown says so, rather than printing nothing then "No
      // truncations.", which reads as a clean frame.
      if frames.isEmpty, let chosen = chosenPresentation {
        let note =
          chosen.isInIsland
          ? "No \(chosen.rawValue) frame: the Dynamic Island shows no \(chosen.rawValue) presentation now (see its"
            + " line above)."
          : "No \(chosen == .lockScreen ? "Lock Screen" : chosen.rawValue) frame: no activity shows one now."
        lines.insert(Substring("\n" + note), at: 2)
      }
      return lines.joined(separator: "\n")
    }
  }
}
