import Arguments
import Checking
import Fixture
import FixtureJSON
import Formatting
import FrameFormats
import JSON
import Layout
import Lifecycle
import Rendering
import Typography
import Views
import WidgetHost

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `la-sim render`: prints an activity's frames at one step, state and instant.
enum RenderCommand: Command {
  static let name = "render"
  static let abstract = "Print an activity's frames for every presentation"
  static let spec = ArgumentSpec(
    options: [
      "step", "at", "state", "presentation", "device", "dynamic-type", "format", "with", "pseudo-locale",
      "appearance", "strings", "locale", "out", "pipeline", "swiftc",
    ],
    flags: ["watch"], positional: 0...256,
    repeatable: ["with", "strings"])
  static let formats = ["text", "ansi", "json", "svg", "svg-cells", "png", "accessibility"]

  static let help = """
    Usage: la-sim render [FIXTURE] [--step N|NAME] [--at SECONDS] [--state STATE]
                         [--presentation P] [--device NAME|all] [--dynamic-type SIZE]
                         [--format text|ansi|json|svg|svg-cells|png|accessibility]
                         [--out FILE.png] [--with FIXTURE[@STEP]]…
                         [--pseudo-locale double|accented|bidi] [--appearance light|dark]
                         [--strings FILE… --locale LANG] [--watch]
       la-sim render SWIFT-FILES-or-FOLDER [--pipeline FIXTURE] [--swiftc PATH] [--step …] [--state …] …

    Prints the frames of FIXTURE (a built-in name or a JSON file; default pizza-planet), labelled,
    then the truncation report.

    Given the app's Swift, the views are its own, compiled (with the swiftc on PATH, or --swiftc) against
    la-sim's SwiftUI, WidgetKit and ActivityKit and evaluated for each content state. The steps are the
    content states of its Live Activity #Preview blocks (named as their lines name them) and the attribute
    values their using:; or, with --pipeline, FIXTURE gives the attribute values, the pipeline, and the
    stale and end settings. The build is cached under $XDG_CACHE_HOME/la-sim (or ~/.cache/la-sim).

    Options:
      --step N|NAME     pipeline step to show (index or name; default 0)
      --at SECONDS      seconds since the activity started (default 0; at most 43200, the 8
                        hours an activity is active and the 4 it may stay on the Lock Screen);
                        the start is 2026-11-29 10:00:00 UTC, locale en_US, time zone UTC
      --state STATE     active, stale, ended or dismissed (default: what the lifecycle gives)
      --presentation P  all, lock-screen, compact, minimal, expanded or small (default all)
      --device NAME|GROUP|all
                        a profile from 'la-sim devices' (default iphone-15-pro), a group
                        (phones, standby, ipad, watch, carplay) or all: each device's frames
                        in turn, each under its own heading, each drawing what it shows (a
                        watch only the small family; a phone without a Dynamic Island the
                        Lock Screen, and the banner of an alerting update)
      --dynamic-type SIZE
                        the reader's text size: xSmall, small, medium, large (default),
                        xLarge, xxLarge, xxxLarge, AX1 … AX5; the header names it unless large
      --format F        text, ansi (colour; plain when NO_COLOR is set; 24-bit colour when
                        COLORTERM is truecolor or 24bit, else the 256-colour palette), json, svg (the
                        phone's picture in points: texts at their size and weight in Inter, the
                        island and the card at their real size, on a wallpaper; 1 unit = 1 pt),
                        svg-cells (the cell grid as a picture, laid out like the text, for diffs),
                        png (the svg rasterised at 2 pixels a point by a headless Chromium, found
                        as CHROMIUM or chromium on PATH; needs --out), or accessibility (what
                        VoiceOver reads in each presentation, in its order; json carries it too)
      --out FILE.png    where --format png writes its picture
      --pseudo-locale L double, accented or bidi: the layouts' literal texts as Xcode's
                        pseudolanguages show them (bidi also lays out right to left)
      --strings FILE    the app's String Catalog (.xcstrings), or LANG.lproj/*.strings and
                        *.stringsdict files (repeatable)
      --locale LANG     the phone's language (de, fi, ja, ar, de-CH, zh-Hant …): each literal text is
                        looked up in the catalogs by the key Xcode extracts ("%lld min away"), in the
                        localization iOS picks for LANG (de-CH reads de), falling back to the
                        catalog's source language, then the key; plural variations choose by the
                        number; ar, he lay out right to left. A language the catalogs lack entirely
                        is one line: the app runs in its source language
      --appearance A    light or dark (default): the phone's appearance; the Lock Screen card
                        and its .primary, .secondary and system colours follow it, the Dynamic
                        Island, the watch and CarPlay stay dark

      --with FIXTURE[@STEP]
                        another activity on the same phone (repeatable), started after FIXTURE:
                        the Dynamic Island is drawn as the phone arbitrates it (compact for one
                        app's top activity, minimal attached and detached for two apps, expanded
                        for an alert), each frame naming its activity and why, then every Lock
                        Screen card, most relevant first
      --watch           after printing, wait for FIXTURE (and each --with file) to be saved and
                        print the frames again, under a line naming the file; a save that does not
                        load prints its error and waits for the next; Ctrl-C stops

    Exit status: 0 ok, 64 usage error, 65 bad fixture (or Swift that does not compile), 66 unreadable file,
    69 no browser for --format png (or no Swift toolchain), 70 the browser or the widget host failed, 73 --out
    cannot be written.
    """

  static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
    if let pipeline = arguments.value("pipeline") { return try runSwift(arguments, pipeline: pipeline) }
    let (swift, others) = WidgetSources.split(arguments.positional)
    if !swift.isEmpty, others.isEmpty { return try runSwift(arguments, pipeline: nil) }
    guard arguments.positional.count <= 1 else {
      // Swift files beside a fixture are the app's, given without their pipeline; two fixtures are two
      // activities, which one phone draws with --with.
      throw CLIError.usage(
        swift.isEmpty
          ? "render draws one fixture, found \(arguments.positional.count)"
            + " (\(arguments.positional.joined(separator: ", "))): give another activity"
            + " on the same phone as --with FIXTURE[@STEP]"
          : "render draws one fixture; the app's Swift files need --pipeline FIXTURE.json")
    }
    if arguments.flags.contains("watch") { return try watch(arguments) }
    let loaded = try FixtureLoader.load(arguments.positional.first)
    let pseudoLocale = try PseudoLocaleOption.parse(arguments.value("pseudo-locale"))
    let catalog = try LocaleOption.catalog(arguments, fixture: loaded, reference: arguments.positional.first)
    let language = try LocaleOption.languages(arguments, catalog: catalog, allowsAll: false).first
    let (definition, missing) = LocaleOption.apply(
      loaded, catalog: catalog, language: language, pseudoLocale: pseudoLocale)
    for line in LocaleOption.warnings(missing, catalog: catalog, language: language, command: "render") {
      Output.err(line)
    }
    var request = try RenderRequest(arguments, definition: definition)
    request.language = language
    let format = try arguments.choice("format", formats, default: "text")
    let out = try pictureFile(arguments, format: format)
    let output: String
    if let others = arguments.options["with"], !others.isEmpty {
      guard format != "accessibility" else {
        throw CLIError.usage("--format accessibility reads one activity: leave out --with")
      }
      output = try PhoneRequest(request, with: others).output(format: format)
    } else {
      output = request.output(format: format)
    }
    if let out {
      try BrowserPicture.write(svg: output, to: out)
    } else {
      Output.out(output)
    }
    return ExitCode.ok
  }

  /// `--out FILE`: where `--format png` writes; required by png and refused by the other formats, which
  /// print.
  static func pictureFile(_ arguments: ParsedArguments, format: String) throws(CLIError) -> String? {
    let out = arguments.value("out")
    guard format == "png" else {
      guard out == nil else { throw CLIError.usage("--out is for --format png; the other formats print") }
      return nil
    }
    guard let out, !out.isEmpty else {
      throw CLIError.usage("--format png writes a file: give it --out FILE.png")
    }
    guard out != arguments.positional.first else {
      throw CLIError.usage("--out \(out) is the fixture read; give another file")
    }
    guard !arguments.flags.contains("watch") else {
      throw CLIError.usage("--watch prints frames; it does not take --format png")
    }
    return out
  }
}

/// The frames `render` (and the non-interactive `la-sim`) print.
struct RenderRequest {
  var definition: ActivityDefinition
  var step: Int
  var state: ActivityState?
  var elapsed: TimeInterval
  var presentations: [Presentation]
  /// The devices drawn, one after another (`--device all` gives every profile).
  var devices: [DeviceProfile]
  /// The reader's text size (`--dynamic-type`).
  var dynamicType = DynamicTypeSize.large
  /// The phone's appearance (`--appearance`).
  var colorScheme = ColorScheme.dark
  /// The app's language (`--locale`), when its strings were given.
  var language: String?
  /// Where the app's Swift wrote each text, when the views come from its code: findings name the line.
  var sites: [String: String] = [:]
  /// `--presentation P` when one was named; otherwise each device draws every presentation it has.
  var chosenPresentation: Presentation?

  /// The latest `--at`: the 8 hours iOS lets an activity be active and the 4 hours at most it then stays on
  /// the Lock Screen (43,200 seconds). Later, nothing is shown anywhere; a clock beyond it (1e15 s is the
  /// year 318857) said nothing useful and was clamped silently.
  static let latestAt = LiveActivity.maximumActiveDuration + DismissalPolicy.maximumLinger

  init(definition: ActivityDefinition) {
    self.definition = definition
    step = 0
    state = nil
    elapsed = 0
    presentations = Renderer.presentations(of: definition)
    devices = [.iPhone15Pro]
  }

  init(_ arguments: ParsedArguments, definition: ActivityDefinition) throws(CLIError) {
    self.init(definition: definition)
    step = try StepOption.parse(arguments.value("step"), in: definition)
    if let at = arguments.value("at") {
      guard let seconds = Double(decimal: at), seconds.isFinite, seconds >= 0 else {
        throw CLIError.usage("--at expects seconds since the start (0 or more), found '\(at)'")
      }
      guard seconds <= Self.latestAt else {
        throw CLIError.usage(
          "--at \(at) is beyond what an activity lives: iOS ends it after 8 hours and removes it from the"
            + " Lock Screen at most 4 hours later; expected 0 to \(Int(Self.latestAt)) seconds")
      }
      elapsed = seconds
    }
    if let stateName = arguments.value("state") {
      let names = ActivityState.allCases.map(\.rawValue)
      guard let parsed = ActivityState(rawValue: stateName) else {
        throw CLIError.invalidValue(stateName, for: "--state", names)
      }
      state = parsed
      // The state is one the lifecycle reaches at that step and instant, never one drawn over it.
      let reached = activity.state
      guard reached == parsed else {
        let why =
          definition.pipeline.indices.contains(step) && definition.pipeline[step].endsWith != nil
          ? "step \(step) \(definition.pipeline[step].name) ends the activity"
          : "the lifecycle has the activity \(reached.rawValue) at step \(step), \(Int(elapsed)) s after its start"
        throw CLIError.usage(
          "--state \(parsed.rawValue) is not reached there: \(why); expected \(reached.rawValue), or another"
            + " --step or --at")
      }
    }
    devices = try CheckCommand.devices(arguments.value("device") ?? DeviceProfile.iPhone15Pro.name)
    dynamicType = try DynamicTypeOption.parse(arguments.value("dynamic-type"))
    colorScheme = try AppearanceOption.parse(arguments.value("appearance"))
    let choices = ["all"] + Presentation.allCases.map(\.rawValue)
    let presentation = try arguments.choice("presentation", choices, default: "all")
    if presentation != "all" {
      let chosen = Presentation(rawValue: presentation)!
      try choose(chosen)
    }
  }

  /// `--presentation P`: the devices that show it keep it (a watch has no compact); an error when none does.
  /// A device that has the surface draws it whatever the activity lays out: the small family of an activity
  /// without a small layout is its compact views, on a phone as on CarPlay.
  mutating func choose(_ chosen: Presentation) throws(CLIError) {
    let showing = devices.filter { !Renderer.presentations([chosen], of: definition, on: $0).isEmpty }
    guard !showing.isEmpty else {
      if devices.count == 1, let device = devices.first {
        throw CLIError.usage(
          "\(device.name) (\(device.displayName)) has no \(chosen.rawValue) presentation; it shows "
            + device.surfaceList)
      }
      throw CLIError.usage(
        "none of \(devices.map(\.name).joined(separator: ", ")) shows the \(chosen.rawValue) presentation")
    }
    devices = showing
    presentations = [chosen]
    chosenPresentation = chosen
  }

  var activity: LiveActivity {
    LiveActivity.prepared(definition, step: step, state: state, elapsed: elapsed)
  }

  func frames(on device: DeviceProfile) -> (LiveActivity, [RenderedFrame]) {
    let activity = activity
    let shown = Renderer.presentations(chosenPresentation.map { [$0] }, of: definition, on: device)
    var frames = Renderer.render(
      activity, presentations: shown, device: device, now: activity.now, dynamicType: dynamicType,
      colorScheme: colorScheme)
    if !sites.isEmpty {
      // A date drawn alone has no words to find it by: its style in the slot names it.
      let dateStyles = Checker.dateStyles(of: activity)
      for index in frames.indices {
        for finding in frames[index].truncations.indices {
          let truncation = frames[index].truncations[finding]
          let slot = LayoutSlot.slot(truncation.presentation, region: truncation.region)
          frames[index].truncations[finding].site =
            HostLayoutDecoder.site(of: truncation.text, in: slot, sites)
            ?? dateStyles[truncation.text].flatMap { style in
              slot.flatMap { HostLayoutDecoder.dateSite(style.rawValue, in: $0, sites) }
            }
        }
      }
    }
    return (activity, frames)
  }

  /// Every device's frames in `format`; with several devices, one block (or JSON object) per device, each
  /// headed by the header line that names its device.
  func output(format: String) -> String {
    let outputs = devices.map { output(format: format, device: $0) }
    guard outputs.count > 1 else {
      switch outputs[0] {
      case .text(let text): return text
      case .json(let value): return TerminalText.json(value)
      case .svg(let blocks): return svg(blocks, format: format)
      }
    }
    switch format {
    case "json":
      let values = outputs.compactMap { if case .json(let value) = $0 { value } else { nil } }
      return TerminalText.json(.object([JSONMember(key: "devices", value: .array(values))]))
    case "svg", "svg-cells", "png":
      let blocks = outputs.compactMap { if case .svg(let blocks) = $0 { blocks } else { nil } }
      return svg(Array(blocks.joined(separator: [.line("", nil)])), format: format)
    default:
      return outputs.compactMap { if case .text(let text) = $0 { text } else { nil } }.joined(separator: "\n")
    }
  }

  /// The blocks as `format` draws them: the cell grid for `svg-cells`, the picture in points for `svg`
  /// and `png`, in the phone's appearance.
  func svg(_ blocks: [FrameSVG.Block], format: String) -> String {
    format == "svg-cells" ? TerminalText.svg(blocks) : TerminalText.pointsSVG(blocks, appearance: colorScheme)
  }

  /// A frame's JSON, with what VoiceOver reads of it under `accessibility`.
  private static func json(_ frame: RenderedFrame, _ reading: AccessibilityReading) -> JSONValue {
    guard case .object(let members) = FrameText.json(frame) else { return FrameText.json(frame) }
    return .object(members + [JSONMember(key: "accessibility", value: reading.json)])
  }

  /// One device's part of the output, before it is joined with the others'.
  private enum DeviceOutput {
    case text(String)
    case json(JSONValue)
    case svg([FrameSVG.Block])
  }

  private func output(format: String, device: DeviceProfile) -> DeviceOutput {
    let (activity, frames) = frames(on: device)
    var readings: [AccessibilityReading] {
      Renderer.accessibility(activity, presentations: frames.map(\.presentation), now: activity.now)
    }
    let header =
      FrameText.header(activity, device: device) + DynamicTypeNames.headerNote(dynamicType)
      + PseudoLocaleOption.headerNote(definition.layouts.pseudoLocale) + LocaleOption.headerNote(language)
      + AppearanceOption.headerNote(colorScheme)
    switch format {
    case "json":
      return .json(
        .object([
          JSONMember(key: "activity", value: .string(definition.name)),
          JSONMember(key: "device", value: .string(device.name)),
          JSONMember(key: "dynamicType", value: .string(dynamicType.rawValue)),
          JSONMember(key: "appearance", value: .string(colorScheme.rawValue)),
          JSONMember(key: "step", value: activity.stepIndex.map { .int($0) } ?? .null),
          JSONMember(key: "state", value: .string(activity.state.rawValue)),
          JSONMember(key: "at", value: .double(activity.now.timeIntervalSince(activity.startDate))),
          JSONMember(key: "time", value: .string(ClockText.iso(activity.now))),
          JSONMember(key: "frames", value: .array(zip(frames, readings).map(Self.json))),
          JSONMember(key: "truncations", value: .array(frames.flatMap(\.truncations).map(FrameText.json))),
        ]))
    case "svg-cells":
      return .svg(FrameSVG.blocks(frames, header: header))
    case "svg", "png":
      return .svg(PointsSVG.blocks(frames, header: header))
    case "accessibility":
      return .text(AccessibilityReading.text(readings, header: header))
    case "ansi":
      let color = ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
      return .text(
        FrameText.text(frames, header: header.terminalSafe, ansi: color, colors: AppearanceOption.ansiColors))
    default:
      return .text(FrameText.text(frames, header: header.terminalSafe))
    }
  }
}
