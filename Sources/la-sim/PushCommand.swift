import Arguments
import Delivery
import Fixture
import JSON
import Lifecycle
import Phone
import PushReplay
import Rendering
import Simulator

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `la-sim push`: applies APNs payload files to an activity as a device would, and says what became of each.
enum PushCommand: Command {
  static let name = "push"
  static let abstract = "Check APNs payloads: applied, ignored or rejected, and why"
  static let spec = ArgumentSpec(
    options: [
      "step", "start", "format", "device", "with", "explain", "emit", "swift", "token", "host", "pipeline",
      "swiftc",
    ],
    flags: ["render", "strict"],
    positional: 0...100_000, repeatable: ["with", "swift"])
  static let formats = ["text", "json"]

  static let help = """
    Usage: la-sim push FIXTURE [--with FIXTURE[@STEP]]... PAYLOAD... [--step N|NAME]
                       [--start UNIX_SECONDS] [--format text|json] [--render] [--device NAME]
                       [--emit apns|curl [--token HEX] [--host HOST[:PORT]]] [--strict]
           la-sim push SWIFT-FILES-or-FOLDER [--pipeline FIXTURE] PAYLOAD... [--swiftc PATH] [...]
           la-sim push --explain CODE|all [--format json]  a code's (LP001...) cause and fix

    Decodes each PAYLOAD file as the device decodes a Live Activity push (keys, enum raw values,
    dates, headers, size) against FIXTURE's schema, then applies it to an activity on one
    simulated phone at the instant its timestamp names, in the order given. Prints one verdict
    per payload, naming the activity it went to:
      applied   the activity changed (warnings say what is probably still wrong; notes
                say what the phone does with a correct push: priority 5 may show later)
      ignored   the device drops it by the lifecycle: the activity had ended, or the
                timestamp is not newer than the last applied push's
      rejected  it does not decode, APNs refuses it, it names no activity on the phone,
                or a start is refused (targetMaximumExceeded: the app already has
                \(SimulatedPhone.defaultActivityLimit) activities); one line per problem
    and, under it, what the Dynamic Island shows ("island now" when the push changed it).

    A PAYLOAD is the APNs body {"aps": {...}}, or an envelope that adds the request headers and,
    if wanted, the activity it is for (on a start push, the name the new activity takes):
      {"activity": "pizza-planet-2",
       "headers": {"apns-push-type": "liveactivity",
                   "apns-topic": "<bundle id>.push-type.liveactivity", "apns-priority": "10"},
       "body": {"aps": {...}}}

    The activity starts at step N (default 0) one second before the first payload's timestamp,
    or at --start. When the first payload is a start push and --start is not given, that push
    starts the activity. Every later start push starts another activity on the same phone
    (FIXTURE-2, FIXTURE-3, ...); the earlier ones keep their lifecycle. An update or end without
    "activity" goes to the most recently started activity that still accepts updates. The island
    shows the highest relevance-score; equal scores go to the activity started first.

    Routing, as APNs and the device route: a payload goes to the activity whose push token its
    envelope's "token" names (a token that rotated, or of an ended activity, is lost: the verdict
    names the current one); else to the activity its "activity" names; else, with --with, to the
    latest activity of the app its apns-topic names (<bundle id>.push-type.liveactivity); else to
    the latest activity that accepts updates. A push for an app or activity not on the phone is
    rejected, saying what the phone has. Every activity gets a push token at its start
    (pushTokenUpdates, listed under "Push tokens"); each app has a push-to-start token.

    Budget: an update with apns-priority 10 (or none: APNs assumes 10) spends from its app's
    hourly budget (\(PushBudget.standardPerHour) an hour, \(PushBudget.frequentPerHour) with the fixture's
    NSSupportsLiveActivitiesFrequentUpdates); once spent, updates are throttled. Priority 5 costs
    nothing. Every diagnostic carries a code; 'la-sim push --explain LP028' explains it.

    Options:
      --with FIXTURE[@STEP]  another app's activity on the same phone, started with the first
                             (repeatable); payloads are routed to it by apns-topic
      --emit apns|curl       after checking, print each payload la-sim applied as an .apns file
                             for 'xcrun simctl push' or as a 'curl --http2' request to APNs (a
                             broadcast to POST /4/broadcasts/apps/{bundle id})
      --token HEX            the push token --emit curl sends to (your device's, as your app's
                             pushTokenUpdates gave it), instead of la-sim's simulated one; a
                             broadcast names its channel, not a token
      --host HOST[:PORT]     where --emit curl sends (default $APNS_HOST, else APNs's development
                             server); http://HOST:PORT sends HTTP/2 without TLS, as 'la-sim serve'
                             listens by default
      --strict               warnings fail too: exit 1 and name each (for CI); notes never
                             do (priority 5, LP029; an equal content state, LP030)
      --explain CODE|all     print the catalogue entry of a code, or every entry (docs/traps.md);
                             with --format json as JSON; no other option applies
      --step N|NAME          the pipeline step the activity starts at (index or name)
      --start UNIX_SECONDS   when the activity started, in seconds since 1970
      --format F             text (default) or json
      --render               print what the phone shows after each applied payload: the
                             island as arbitrated, then every Lock Screen card
      --device NAME          a profile from 'la-sim devices' for --render (default iphone-15-pro)
      --swift FILE...        decode against the app's own Swift model (as 'la-sim import' reads
                             it) instead of the fixture's attributes, content state and enums
      --pipeline FIXTURE     with the app's .swift files (or their folder) before the payloads:
                             compile them (docs/swift.md) and let the app's own Codable types
                             decode each content state and start's attributes, as ActivityKit
                             does (a custom init(from:) decides); FIXTURE gives the rest
                             (without it, the code's own #Preview blocks do)
      --swiftc PATH          the Swift compiler for --pipeline (default: swiftc on PATH)

    Exit status: 0 every payload applied, 1 any ignored or rejected (or, with --strict,
    applied with a warning), 64 usage error, 65 a payload or the fixture is not valid JSON (or the
    app's Swift does not compile), 66 a file cannot be read, 69 no Swift toolchain, 70 the app's code
    crashed or hung.
    """

  static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
    if let code = arguments.value("explain") { return try explain(code, arguments: arguments) }
    let app = try appSwift(arguments)
    guard app != nil || arguments.positional.count >= 2 else {
      throw CLIError.usage(
        arguments.positional.isEmpty
          ? "expected a FIXTURE and at least one PAYLOAD file" : "expected at least one PAYLOAD file")
    }
    var definition: ActivityDefinition
    if let app, let pipeline = app.pipeline {
      definition = try FixtureLoader.load(pipeline)
    } else if let app {
      definition = try RenderCommand.previewFixture(files: app.files, swiftc: arguments.value("swiftc"))
    } else {
      definition = try withSwiftModel(FixtureLoader.load(arguments.positional[0]), arguments)
    }
    let format = try arguments.choice("format", formats, default: "text")
    let device = try DeviceOption.parse(arguments.value("device"))
    let step = try StepOption.parse(arguments.value("step"), in: definition)
    var explicitStart: Date?
    if let text = arguments.value("start") {
      guard let seconds = Double(decimal: text), seconds.isFinite, abs(seconds) < 1e12 else {
        throw CLIError.usage("--start expects Unix seconds (e.g. 1795946399), found '\(text)'")
      }
      explicitStart = Date(timeIntervalSince1970: seconds)
    }
    let emit = try arguments.value("emit").map { value throws(CLIError) in
      try arguments.choice("emit", ["apns", "curl"], default: value)
    }
    let target = try EmitTarget.parse(token: arguments.value("token"), host: arguments.value("host"))
    if emit == nil, arguments.value("token") != nil || arguments.value("host") != nil {
      throw CLIError.usage("--token and --host say where --emit curl sends; give --emit curl too")
    }
    let others = try (arguments.options["with"] ?? []).map { reference throws(CLIError) in
      try withActivity(reference)
    }
    var loaded: [PayloadFile] = []
    for path in app?.payloads ?? Array(SwiftOption.others(arguments).dropFirst()) {
      let bytes = try InputFile.read(path, limit: .payload)
      do {
        let root = try JSONParser.parse(bytes: bytes)
        loaded.append(
          PayloadFile(
            file: path, decoding: PushDecoder.decode(root, definition: definition), root: root))
      } catch {
        loaded.append(PayloadFile(file: path, syntaxError: error))
      }
    }
    if let app {
      loaded = try decodedByApp(
        loaded, definition: &definition, files: app.files, swiftc: arguments.value("swiftc"))
    }
    var run = PayloadReplay(
      definition: definition, device: device, render: arguments.flags.contains("render"))
    run.start(step: step, explicitStart: explicitStart, loaded: loaded, others: others)
    for payload in loaded { run.apply(payload) }
    let report = format == "json" ? run.json() : run.text()
    if let emit {
      // The requests go to standard output, to be saved or piped; the verdicts to standard error.
      Output.write(report.hasSuffix("\n") ? report : report + "\n", to: STDERR_FILENO)
      Output.out(run.emitted(emit, to: target))
    } else {
      Output.out(report)
    }
    if run.verdicts.contains(where: \.notJSON) { return ExitCode.dataError }
    if arguments.flags.contains("strict"), run.startRefusal == nil {
      // Warnings only: a note (priority 5, an equal content state) is about a correct push.
      let warned = run.verdicts.filter { verdict in
        verdict.verdict == PhoneWording.Verdict.applied.rawValue
          && verdict.diagnostics.contains { $0.severity == .warning }
      }
      for verdict in warned {
        let codes = verdict.diagnostics.filter { $0.severity == .warning }.compactMap { $0.trap?.code }
        Output.err(
          "la-sim push: --strict: \(verdict.file): applied with \(codes.count == 1 ? "a warning" : "warnings")"
            + (codes.isEmpty ? "" : " (\(codes.joined(separator: ", ")))")
            + ", which --strict counts as a failure")
      }
      if !warned.isEmpty { return ExitCode.findings }
    }
    return run.startRefusal != nil
      || run.verdicts.contains(where: { $0.verdict != PhoneWording.Verdict.applied.rawValue })
      ? ExitCode.findings : ExitCode.ok
  }
}
