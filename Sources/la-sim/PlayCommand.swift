import Arguments
import BuiltinFixtures
import Fixture
import Goldens
import JSON
import Rendering
import Scenarios
import Simulator
import Typography

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `la-sim play`: plays a scenario on a simulated clock; prints, writes, records or verifies its snapshots.
enum PlayCommand: Command {
  static let name = "play"
  static let abstract = "Play a scenario; print, record or verify its snapshots"
  static let spec = ArgumentSpec(
    options: [
      "out", "record", "verify", "format", "report", "junit", "dynamic-type", "pseudo-locale", "appearance",
      "strings", "locale", "pipeline", "swiftc",
    ],
    flags: ["strict", "verify-log"], positional: 2...Int.max, repeatable: ["strings"])
  static let formats = SnapshotFormat.allCases.map(\.rawValue)

  static var help: String {
    let keys = ScenarioKey.table.map {
      "      " + $0.names.joined(separator: " ").padded(to: 17)
        + $0.summary
    }
    return """
      Usage: la-sim play FIXTURE SCENARIO [--out DIR] [--record DIR | --verify DIR [--report FILE.html]]
                         [--format text|ansi|svg] [--dynamic-type SIZE] [--appearance light|dark]
                         [--pseudo-locale double|accented|bidi] [--strings FILE… --locale LANG]
                         [--strict]
             la-sim play SWIFT-FILES-or-FOLDER [--pipeline FIXTURE] [--swiftc PATH] SCENARIO …

      Plays SCENARIO against FIXTURE (a built-in name or a JSON file) on a simulated clock that starts
      at 2026-11-29 10:00:00 UTC: hours of story play in milliseconds, with the same frames on every
      machine. Without --out, --record or --verify the snapshots are printed.

      Given the app's Swift (.swift files or their folder) in place of FIXTURE, each snapshot is drawn
      with the views its compiled code gives the activity at that moment; the activity comes from
      --pipeline FIXTURE, or from the code's #Preview contentStates.

      Options:
        --pipeline FIXTURE
                       with the app's Swift: the fixture that gives the attribute values, pipeline,
                       stale and end settings the code's views are drawn for
        --swiftc PATH  with the app's Swift: the compiler (default: swiftc on PATH)
        --out DIR      write each snapshot to DIR/<name>.txt (.ans for ansi, .svg for svg)
        --record DIR   write each snapshot as its golden DIR/<name>.txt (.ans, .svg) and list them
        --verify DIR   compare each snapshot with its golden: print a diff per difference, write the
                       actual frame beside it as DIR/<name>.actual.txt and exit 1; then accept or
                       reject the changes with 'la-sim review DIR'. Nothing is recorded unasked.
        --report FILE  with --verify: an HTML page with golden, actual and difference side by side
        --junit FILE   with --verify: JUnit XML for CI, one test case per snapshot (a difference or a
                       missing golden fails, with the diff)
        --verify-log   with --verify: compare la-sim's log section too (the events since the last
                       snapshot, in la-sim's words); without it only the frames, their notes and
                       the fixture's texts are compared, so a reworded message breaks no golden
                       No file written may be the fixture, the scenario, a file it reads, a golden or
                       another output (however the path is spelled, or linked): that is refused, exit 64.
        --format F     text, ansi (with colours: a colour change fails verify) or svg (a picture);
                       files default to the scenario's 'format' line, else text
        --dynamic-type SIZE
                       the text size to start at (default large; 'dynamic-type' lines change it)
        --strings FILE --locale LANG
                       the app's String Catalogs and the language to play in, as 'la-sim render'
                       takes them
        --appearance A the appearance to start in: light or dark (default; 'appearance' lines
                       change it)
        --strict       a push the phone applied with a warning (LP016, LP031, …) fails the run
                       too: exit 1 and name it (for CI); a note (priority 5, LP029; an equal
                       content state, LP030) does not
        --pseudo-locale L
                       double, accented or bidi: every snapshot with the layouts' literal texts as
                       Xcode's pseudolanguages show them (bidi also lays out right to left)

      Scenario language (one command a line, '#' starts a comment, durations like 90s, 5m, 1h30m):
        wait DURATION    let simulated time pass (stale date, dismissal, the 8-hour limit)
        press KEY...     the simulator's keys, in order:
      \(keys.joined(separator: "\n"))
        stale            mark the activity stale now
        end POLICY       end with the fixture's final content: default, immediate or after DURATION
        cancel           end the way the fixture's 'cancel' describes
        push FILE        apply an APNs payload file (a path relative to the scenario)
        format F         the goldens' format: text, ansi or svg (one line, anywhere)
        pseudo-locale L  play the whole scenario in a pseudolanguage: double, accented or bidi
                         (one line, anywhere; --pseudo-locale wins)
        locale LANG      play the whole scenario in the app's strings for LANG, from --strings or the
                         fixture's "strings" (one line, anywhere; --locale wins)
        pushes DIR       the payload files 'press l' applies, in name order
        rotate-token [NAME]
                         a new push token for that activity (default: the focused one); a push to
                         the old one is lost
        device NAME      the device later snapshots show: a profile from 'la-sim devices'
                         (each draws what it shows: watch-45mm only the small family)
        dynamic-type SIZE
                         the text size later snapshots are drawn at: xSmall, small, medium,
                         large, xLarge, xxLarge, xxxLarge, AX1 … AX5
        appearance light|dark
                         the phone's appearance later snapshots are drawn in (the Lock Screen
                         follows it; the Dynamic Island stays dark)
        snapshot NAME [PRESENTATION...] [on DEVICE...|on GROUP|on all]
                         capture frames of lock-screen, compact, minimal, expanded, small (default:
                         all the fixture has) on the current device, or on the devices named (a
                         group: phones, standby, ipad, watch, carplay); a device that lacks a
                         named presentation is left out
        expect verdict applied|ignored|rejected     the last push's verdict
        expect state active|stale|ended|dismissed   the activity's state now
        expect clipped none|PRESENTATION/REGION     what the phone cuts now (e.g. compact/trailing)
        expect text PRESENTATION "TEXT"             a row of that frame shows TEXT
                         the first that does not hold stops the play: exit 1

      Limits: a scenario file of 1 MiB, 10000 commands, 1000 snapshots, a wait of 12h, a clock of 7 days.

      Exit status: 0 ok (every snapshot matches), 1 a snapshot differs or has no golden, the scenario
      verified or recorded none, an 'expect' line does not hold, or (--strict) a push warned,
      64 usage error, 65 bad fixture or scenario (the message names the line, or Swift that does not
      compile), 66 unreadable file, 69 no Swift toolchain, 70 the app's code crashed or hung, 73 a snapshot,
      golden, report or JUnit file cannot be written.
      """
  }

  static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
    var app = try AppInput(arguments)
    let fixture = app.fixture
    let scenarioPath = arguments.positional[arguments.positional.count - 1]
    // Only an explicit --format overrides the scenario's own 'format' line.
    let chosen =
      arguments.value("format") == nil
      ? nil : SnapshotFormat(rawValue: try arguments.choice("format", formats, default: "text"))
    let record = arguments.value("record")
    let verify = arguments.value("verify")
    let out = arguments.value("out")
    if record != nil, verify != nil { throw CLIError.usage("--record and --verify cannot be used together") }
    if arguments.value("report") != nil, verify == nil { throw CLIError.usage("--report needs --verify DIR") }
    if arguments.value("junit") != nil, verify == nil { throw CLIError.usage("--junit needs --verify DIR") }
    if arguments.flags.contains("verify-log"), verify == nil {
      throw CLIError.usage("--verify-log needs --verify DIR")
    }
    let dynamicType = try DynamicTypeOption.parse(arguments.value("dynamic-type"))
    let scenario = try load(scenarioPath)
    // --pseudo-locale wins over the scenario's 'pseudo-locale' line.
    let locale = try PseudoLocaleOption.parse(arguments.value("pseudo-locale")) ?? scenario.pseudoLocale
    let loaded = try app.definition()
    // --locale wins over the scenario's 'locale' line.
    let catalog = try LocaleOption.catalog(
      arguments, fixture: loaded, reference: fixture, language: scenario.locale)
    // A 'locale' line the app's strings cannot serve is the scenario's error, at its line, as any line's is.
    if arguments.value("locale") == nil, catalog == nil, let locale = scenario.locale {
      throw CLIError(
        ScenarioError(
          file: scenarioPath, line: scenario.localeLine,
          message: "'locale \(locale)' \(LocaleOption.needsStrings)"))
    }
    let language = try LocaleOption.languages(
      arguments, catalog: catalog, allowsAll: false, fallback: scenario.locale
    ).first
    let definition = LocaleOption.apply(
      loaded, catalog: catalog, language: language, pseudoLocale: locale
    ).0
    // --format wins. The scenario's 'format' line chooses its goldens' format, so it applies to the files
    // play writes; printed snapshots stay plain text unless --format asks, as a pipe expects.
    let writes = out != nil || record != nil || verify != nil
    let format = chosen ?? (writes ? scenario.format : nil) ?? .text
    if format == .svg, out == nil, record == nil, verify == nil {
      throw CLIError.usage("--format svg writes files: add --out DIR, --record DIR or --verify DIR")
    }
    var files = paths(
      fixture: fixture, scenario: scenario, format: format, out: out, record: record, verify: verify,
      report: arguments.value("report"), junit: arguments.value("junit"))
    for file in app.swiftFiles { files.read(file, as: "the app's Swift") }
    try OutputOption.check(files)
    // --verify compares, reports and writes what the scenario got to even when it stops early (an expect
    // that does not hold): CI keeps the JUnit file, the report and the actual frames of a failed run.
    var stopped: ScenarioError?
    let snapshots: [Snapshot]
    let events: [PhoneEvent]
    let colorScheme = try AppearanceOption.parse(arguments.value("appearance"))
    var player = ScenarioPlayer(definition: definition, dynamicType: dynamicType, colorScheme: colorScheme)
    // The app's Swift: each frame's views asked of the code in the language, looked up and pseudolocalized.
    let localization = AppLocalization(catalog: catalog, language: language, pseudoLocale: locale)
    if localization.isActive { app.localize() }
    player.views = app.views.map { AppSwift.activityViews($0, localization: localization) }
    if verify != nil {
      (snapshots, events, stopped) = player.playUntilStopped(scenario)
    } else {
      do {
        (snapshots, events) = try player.playRecordingEvents(scenario)
      } catch {
        throw CLIError(error)
      }
    }
    // Code that crashed, looped or drew what la-sim cannot read gave no views: its snapshots would show the
    // fixture's empty layouts, printed, recorded as goldens or compared, so the play stops with the reason.
    if let error = app.views?.takeFailures().first { throw CLIError(error) }
    // --strict: a push applied with a warning fails the run too.
    let strict = arguments.flags.contains("strict")
    func checked(_ status: Int32) -> Int32 {
      guard strict, status == ExitCode.ok else { return status }
      return warnedPushes(events, scenario: scenarioPath) ? ExitCode.findings : status
    }
    if let out { try write(snapshots, to: out, format: format) }
    if let record {
      // An empty or comments-only scenario would record nothing and pass; CI would then verify nothing.
      guard !snapshots.isEmpty else {
        throw CLIError(
          message:
            "\(scenarioPath.terminalSafe) takes no snapshots, so nothing was recorded; add a 'snapshot NAME'"
            + " line",
          code: ExitCode.findings)
      }
      return checked(try recordGoldens(snapshots, in: record, format: format))
    }
    if let verify {
      let command = recordCommand(
        arguments, app: app.commandLine, scenario: scenarioPath, directory: verify, format: chosen,
        dynamicType: dynamicType, colorScheme: colorScheme)
      let status = try verifyGoldens(
        snapshots, in: verify, format: format, recordCommand: command, report: arguments.value("report"),
        junit: arguments.value("junit"), stopped: stopped.map { $0.diagnostic.description },
        title: scenarioPath, comparesLog: arguments.flags.contains("verify-log"))
      guard let stopped else { return checked(status) }
      let error = CLIError(stopped)
      Output.err("la-sim play: \(error.message.terminalSafe)")
      return error.code
    }
    if out == nil {
      if snapshots.isEmpty { Output.err("la-sim play: \(scenarioPath.terminalSafe) takes no snapshots") }
      let ansi = format == .ansi && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
      let texts = snapshots.map { $0.text(ansi: ansi) }
      if !texts.isEmpty { Output.out(texts.joined(separator: "\n")) }
    }
    return checked(ExitCode.ok)
  }

  /// Names, on standard error, every push the scenario's phone applied with a warning; whether there was one.
  /// A note (priority 5, an equal content state) is about a correct push, and fails nothing.
  static func warnedPushes(_ events: [PhoneEvent], scenario: String) -> Bool {
    var warned = false
    for case .verdict(let verdict) in events where verdict.outcome == .applied {
      let diagnostics = verdict.notes + (verdict.decoding?.diagnostics ?? [])
      let warnings = diagnostics.filter { $0.severity == .warning }
      guard !warnings.isEmpty else { continue }
      warned = true
      let codes = warnings.compactMap { $0.trap?.code }
      Output.err(
        "la-sim play: --strict: \(scenario.terminalSafe): \(verdict.file.terminalSafe) was applied with"
          + (codes.isEmpty ? " a warning" : " \(codes.joined(separator: ", "))")
          + ", which --strict counts as a failure")
    }
    return warned
  }

  /// Every file this play reads (the fixture, the scenario, its payloads and fixtures, the goldens of
  /// --verify) and every file it is about to write (--out's snapshots, --record's goldens, --verify's
  /// actual frames, --report, --junit), so that none of the writes replaces another file of the list.
  static func paths(
    fixture: String, scenario: Scenario, format: SnapshotFormat, out: String?, record: String?,
    verify: String?, report: String?, junit: String?
  ) -> OutputPaths {
    var paths = OutputPaths()
    if BuiltinFixtures.bytes(named: fixture) == nil { paths.read(fixture, as: "the fixture") }
    paths.read(scenario.file, as: "the scenario")
    for entry in scenario.readFiles() { paths.read(entry.path, as: entry.role) }
    let names = scenario.snapshotNames
    if let verify {
      let store = GoldenStore(directory: verify, format: format)
      for name in names { paths.read(store.goldenPath(name), as: "the golden") }
      for golden in store.goldens() { paths.read(golden, as: "the golden") }
      for name in names { paths.write(store.actualPath(name), as: "the actual frame --verify writes") }
    }
    if let record {
      let store = GoldenStore(directory: record, format: format)
      for name in names { paths.write(store.goldenPath(name), as: "the golden --record writes") }
    }
    if let out {
      for name in names {
        paths.write("\(out)/\(name).\(format.fileExtension)", as: "the snapshot --out writes")
      }
    }
    if let report { paths.write(report, as: "--report") }
    if let junit { paths.write(junit, as: "--junit") }
    return paths
  }

  /// Reads and parses the scenario file (at most `InputLimits.scenarioBytes`); errors name the file and line.
  static func load(_ scenarioPath: String) throws(CLIError) -> Scenario {
    let bytes = try InputFile.read(scenarioPath, limit: .scenario)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      let error = JSONParser.invalidUTF8(bytes)
      let place = error.map { "\($0.position.line):\($0.position.column): \($0.message)" } ?? "not UTF-8 text"
      throw CLIError(message: "\(scenarioPath.terminalSafe):\(place)", code: ExitCode.dataError)
    }
    do {
      return try Scenario.parse(text, file: scenarioPath)
    } catch {
      throw CLIError(error)
    }
  }

  static func write(_ snapshots: [Snapshot], to directory: String, format: SnapshotFormat) throws(CLIError) {
    do {
      try FileAccess.createDirectories(directory)
      for snapshot in snapshots {
        let path = "\(directory)/\(snapshot.name).\(format.fileExtension)"
        try FileAccess.writeAtomically(snapshot.rendered(format), to: path)
        Output.out("wrote \(path.terminalSafe)")
      }
    } catch {
      throw CLIError(error)
    }
  }

  static func recordGoldens(_ snapshots: [Snapshot], in directory: String, format: SnapshotFormat)
    throws(CLIError) -> Int32
  {
    let store = GoldenStore(directory: directory, format: format)
    do {
      let recorded = try store.record(snapshots)
      for golden in recorded {
        let verb = golden.change == .unchanged ? "unchanged" : "recorded "
        Output.out("\(verb) \(golden.path.terminalSafe) (\(golden.change.rawValue))")
      }
      for path in store.unreferenced(snapshots.map(\.name)) {
        Output.out(
          "note: \(path.terminalSafe) is not produced by this scenario (delete it if it is no longer wanted)")
      }
      Output.out("Recorded \(String.counted(recorded.count, "snapshot")) in \(store.directory.terminalSafe).")
      return ExitCode.ok
    } catch {
      throw CLIError(error)
    }
  }

  static func verifyGoldens(
    _ snapshots: [Snapshot], in directory: String, format: SnapshotFormat, recordCommand: String,
    report: String?, junit: String? = nil, stopped: String? = nil,
    title: String, comparesLog: Bool = false
  ) throws(CLIError) -> Int32 {
    var result: VerifyResult
    do {
      result = try GoldenStore(directory: directory, format: format, comparesLog: comparesLog).verify(
        snapshots)
    } catch {
      throw CLIError(error)
    }
    result.stopped = stopped
    let color =
      isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
    Output.out(result.summary(recordCommand: recordCommand, color: color))
    if let report {
      do {
        try FileAccess.writeAtomically(VerifyReport.html(result, title: title), to: report)
        Output.out("Report: \(report.terminalSafe)")
      } catch {
        throw CLIError(error)
      }
    }
    if let junit {
      do {
        try FileAccess.writeAtomically(VerifyJUnit.xml(result, name: title), to: junit)
        Output.out("JUnit: \(junit.terminalSafe)")
      } catch {
        throw CLIError(error)
      }
    }
    return result.passed ? ExitCode.ok : ExitCode.findings
  }
}
