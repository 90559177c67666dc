import Arguments
import BuiltinFixtures
import Fixture
import Layout
import Rendering
import Simulator
import TUI
import WidgetHost

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `la-sim run` (and `la-sim` alone): the interactive simulator; frames once when not on a terminal.
enum RunCommand: Command {
  static let name = "run"
  static let abstract = "Run the interactive simulator (the default command)"
  static let spec = ArgumentSpec(
    options: [
      "device", "pushes", "dynamic-type", "appearance", "pseudo-locale", "strings", "locale", "clock",
      "tls-cert", "tls-key",
      "auth-key",
      "team-id", "pipeline", "swiftc",
    ], flags: ["no-color", "serve"], positional: 0...Int.max, repeatable: ["strings"],
    optionalValues: ["serve"])
  static let help = """
    Usage: la-sim [run] [FIXTURE [FIXTURE…]] [--device NAME] [--pushes DIR] [--dynamic-type SIZE] [--no-color]
                  [--pseudo-locale double|accented|bidi] [--appearance light|dark]
                  [--strings FILE… --locale LANG]
                  [--serve[=HOST:PORT] [--tls-cert F --tls-key F] [--auth-key F --team-id T]
                   [--clock real|simulated]]
           la-sim [run] SWIFT-FILES-or-FOLDER [--pipeline FIXTURE] [--swiftc PATH] [--device …] …

    Shows FIXTURE's surfaces (default pizza-planet) on one screen: the Dynamic Island (compact,
    minimal, expanded) and the Lock Screen, with a live countdown, a status line and an event log.
    Press ? inside for the keys: n next step, p back, s stale, e end, r restart, + ] } clock,
    . pause, d device, t / T larger / smaller text, m light / dark, l next push payload, q quit.
    A terminal smaller than 110×35 (80×24, say) shows one column: the island over the Lock Screen,
    x showing the expanded island in its place. w shows the small family in the Lock Screen's
    place, as the paired Apple Watch's Smart Stack (45 mm, or --device's) shows it, then CarPlay.

    Further FIXTUREs start on the same phone, one after another: f moves the focus (what n, s,
    e … act on), a starts another activity of the focused one's app (up to its limit of 5), v / V
    raise / lower its relevance score by 10; the Dynamic Island shows what the phone arbitrates
    (minimal, attached and detached, for two apps) and the log says each change and why.

    A FIXTURE that is a file is watched, and so is --pushes DIR: a save reloads it and keeps the
    activity's step, state and clock; a save that does not load is logged, and the screen keeps the
    last good fixture.

    Given the app's Swift (.swift files or their folder), every frame is drawn with the views its
    code gives the activity as it is then, compiled (with the swiftc on PATH, or --swiftc) against
    la-sim's SwiftUI, WidgetKit and ActivityKit. The activity comes from --pipeline FIXTURE (its
    attribute values, steps, stale and end settings) or from the code's #Preview contentStates. A
    save of a Swift file compiles it again in the background and redraws, keeping the step, state
    and clock; a save that does not compile is one log line, and the last good views stay.

    When standard input or output is not a terminal (or TERM names none ncurses knows), prints
    the current frames once, as 'la-sim render' does, and exits 0.

    Options:
      --device NAME  the first device shown (default iphone-15-pro); d cycles through the others
                     with a Dynamic Island (iphone-15-pro, iphone-15-pro-max). An Apple Watch or
                     CarPlay profile (watch-41mm, carplay-narrow …) is shown in the Lock Screen's
                     place from the start, beside iphone-15-pro, and w steps on from it. The other
                     surfaces (landscape, no Dynamic Island, StandBy, iPad) do not fit beside them:
                     'la-sim render FIXTURE --device NAME' draws them
      --pushes DIR   payloads for l: every *.json file in DIR, in name order, decoded as the
                     device decodes them (see 'la-sim push') and applied when l is pressed
      --dynamic-type SIZE
                     the text size to start at: xSmall, small, medium, large (default), xLarge,
                     xxLarge, xxxLarge, AX1 … AX5; t and T step through them
      --pseudo-locale double|accented|bidi
                     the layouts' literal texts as Xcode's pseudolanguages show them
      --strings FILE --locale LANG
                     the app's String Catalogs and the phone's language, as 'la-sim render' takes
                     them (ar, he: the island and the Lock Screen mirrored)
      --appearance light|dark
                     the phone's appearance to start in (default dark); the Lock Screen follows
                     it, the Dynamic Island stays dark; m switches it
      --pipeline FIXTURE
                     with the app's Swift: the fixture whose attribute values, pipeline, stale and
                     end settings the code's views are drawn for
      --swiftc PATH  with the app's Swift: the compiler (default: swiftc on PATH)
      --no-color     no colour (as does a non-empty NO_COLOR environment variable)
      --serve[=HOST:PORT]
                     an APNs endpoint in front of the phone (default 127.0.0.1:2197), as
                     'la-sim serve' has: each push a backend sends shows the moment it arrives, and
                     the log says what APNs answered and what the phone did. The clock is then
                     real time (pushes carry the current Unix time); --clock simulated keeps
                     la-sim's. --tls-cert, --tls-key, --auth-key, --team-id as for 'la-sim serve'

    Exit status: 0 after q, 64 usage error, 65 bad fixture (or the app's Swift does not compile),
    66 unreadable file or directory, 69 no Swift toolchain, 70 the app's code crashed or hung,
    128 + N after signal N (130 Ctrl-C, 131 Ctrl-\\, 129 hang-up, 143 SIGTERM).
    """

  static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
    if let pipeline = arguments.value("pipeline") { return try runSwift(arguments, pipeline: pipeline) }
    let (swift, fixtures) = WidgetSources.split(arguments.positional)
    if !swift.isEmpty {
      guard fixtures.isEmpty else {
        throw CLIError.usage(
          "run takes fixtures or the app's Swift, not both: give the fixture with --pipeline FIXTURE.json")
      }
      return try runSwift(arguments, pipeline: nil)
    }
    let loaded = try FixtureLoader.load(arguments.positional.first)
    let pseudoLocale = try PseudoLocaleOption.parse(arguments.value("pseudo-locale"))
    let catalog = try LocaleOption.catalog(arguments, fixture: loaded, reference: arguments.positional.first)
    let language = try LocaleOption.languages(arguments, catalog: catalog, allowsAll: false).first
    let definition = LocaleOption.apply(
      loaded, catalog: catalog, language: language, pseudoLocale: pseudoLocale
    ).0
    var others: [ActivityDefinition] = []
    for reference in arguments.positional.dropFirst() {
      others.append(
        LocaleOption.apply(
          try FixtureLoader.load(reference), catalog: catalog, language: language, pseudoLocale: pseudoLocale
        ).0)
    }
    let (device, smallFamily) = try SimulatorDevice.parse(arguments.value("device"), renderHint: "FIXTURE")
    let dynamicType = try DynamicTypeOption.parse(arguments.value("dynamic-type"))
    let colorScheme = try AppearanceOption.parse(arguments.value("appearance"))
    var pushes: PushDirectory?
    if let directory = arguments.value("pushes") {
      do {
        pushes = try PushDirectory(path: directory)
      } catch {
        throw CLIError(message: error.message, code: ExitCode.noInput)
      }
    }
    var request = RenderRequest(definition: definition)
    request.devices = [device] + (smallFamily.map { [$0] } ?? [])
    request.dynamicType = dynamicType
    request.colorScheme = colorScheme
    request.language = language
    // A language the app has no translation in at all is one fact, said once: in the log, or before the frames.
    let missingLanguage = catalog.flatMap { catalog in language.flatMap { MissingLanguage($0, in: catalog) } }
    guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
      if let missingLanguage { Output.err("la-sim run: \(missingLanguage.sentence)") }
      Output.out(request.output(format: "text"))
      return ExitCode.ok
    }
    let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    var options = TerminalSimulator.Options(
      definition: definition, device: device, pushes: pushes, pushesDirectory: arguments.value("pushes"),
      colour: !noColor && !arguments.flags.contains("no-color"), dynamicType: dynamicType)
    options.colorScheme = colorScheme
    options.smallFamilyDevice = smallFamily
    options.others = others
    let references =
      [arguments.positional.first ?? BuiltinFixtures.defaultName] + arguments.positional.dropFirst()
    for (position, reference) in references.enumerated() where BuiltinFixtures.bytes(named: reference) == nil
    {
      options.watchedFixtures[position] = reference
    }
    let locale = try PseudoLocaleOption.parse(arguments.value("pseudo-locale"))
    options.reload = { position, path in
      do throws(CLIError) {
        let loaded = LocaleOption.apply(
          try FixtureLoader.load(path), catalog: catalog, language: language, pseudoLocale: locale)
        return .loaded(loaded.0, position: position, file: path)
      } catch {
        return .failed(error.message, position: position, file: path)
      }
    }
    // main.swift runs on the main thread, where the simulator's keys are read.
    options.nextLanguage = MainActor.assumeIsolated {
      let cycle = LanguageCycle(
        arguments: arguments, shown: language, catalog: catalog, references: references, pseudoLocale: locale)
      return { cycle.next() }
    }
    try runOnTerminal(
      arguments, apps: PhoneSession.distinctApps([definition] + others), missingLanguage: missingLanguage,
      options: options)
    if let missingLanguage { Output.err("la-sim run: \(missingLanguage.sentence)") }
    Output.out(request.output(format: "text"))
    return ExitCode.ok
  }
}
