import ActivityState
import Renderer

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
    options: ["step", "start", "format", "device"], flags: ["render"], positional: 0...100_000)
  static let formats = ["text", "json"]

  static let help = """
    Usage: la-sim push FIXTURE PAYLOAD... [--step N|NAME] [--start UNIX_SECONDS]
                       [--format text|json] [--render] [--device NAME]

    Decodes each PAYLOAD file as the device decodes a Live Activity push (keys, enum raw values,
    dates, headers, size) against FIXTURE's schema, then applies it to FIXTURE's activity at the
    instant its timestamp names, in the order given. Prints one verdict per payload:
      applied   the activity changed (warnings say what is probably still wrong)
      ignored   the device drops it by the lifecycle: the activity had ended, or the
                timestamp is not newer than the last applied push's
      rejected  it does not decode (or APNs refuses it); one line per problem

    A PAYLOAD is the APNs body {"aps": {...}}, or an envelope that adds the request headers:
      {"headers": {"apns-push-type": "liveactivity",
                   "apns-topic": "<bundle id>.push-type.liveactivity", "apns-priority": "10"},
       "body": {"aps": {...}}}

    The activity starts at step N (default 0) one second before the first payload's timestamp,
    or at --start. When the first payload is a start push and --start is not given, that push
    starts the activity. A later start push starts a new activity, which la-sim follows from then on.

    Options:
      --step N|NAME          the pipeline step the activity starts at (index or name)
      --start UNIX_SECONDS   when the activity started, in seconds since 1970
      --format F             text (default) or json
      --render               print the frames after each applied payload
      --device NAME          a profile from 'la-sim devices' for --render (default iphone-15-pro)

    Exit status: 0 every payload applied, 1 any ignored or rejected, 64 usage error,
    65 a payload or the fixture is not valid JSON, 66 a file cannot be read.
    """

  /// What became of one payload file.
  struct Verdict {
    var file: String
    var verdict: String
    var event: PushEvent?
    var timestamp: Date?
    var time: Date?
    var summary: String
    var diagnostics: [PushDiagnostic]
    var frames: [RenderedFrame]?
    var state: ActivityState?
    var notJSON = false
  }

  /// A payload file, read and decoded (or not JSON).
  struct Loaded {
    var file: String
    var decoding: PushDecoding?
    var syntaxError: JSONSyntaxError?
  }

  static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
    guard arguments.positional.count >= 2 else {
      throw CLIError.usage(
        arguments.positional.isEmpty
          ? "expected a FIXTURE and at least one PAYLOAD file" : "expected at least one PAYLOAD file")
    }
    let definition = try FixtureLoader.load(arguments.positional[0])
    let format = try arguments.choice("format", formats, default: "text")
    let device = try DeviceOption.parse(arguments.value("device"))
    let step = try StepOption.parse(arguments.value("step"), in: definition)
    var explicitStart: Date?
    if let text = arguments.value("start") {
      guard let seconds = Double(text), seconds.isFinite, abs(seconds) < 1e12 else {
        throw CLIError.usage("--start expects Unix seconds (e.g. 1795946399), found '\(text)'")
      }
      explicitStart = Date(timeIntervalSince1970: seconds)
    }
    var loaded: [Loaded] = []
    for path in arguments.positional.dropFirst() {
      let bytes = try InputFile.read(path, limit: .payload)
      do {
        loaded.append(
          Loaded(file: path, decoding: try PushDecoder.decode(bytes: bytes, definition: definition)))
      } catch {
        loaded.append(Loaded(file: path, syntaxError: error))
      }
    }
    var run = Simulation(definition: definition, device: device, render: arguments.flags.contains("render"))
    run.start(step: step, explicitStart: explicitStart, loaded: loaded)
    for payload in loaded { run.apply(payload) }
    Output.out(format == "json" ? run.json() : run.text())
    if run.verdicts.contains(where: \.notJSON) { return ExitCode.dataError }
    return run.startRefusal != nil || run.verdicts.contains(where: { $0.verdict != "applied" })
      ? ExitCode.findings : ExitCode.ok
  }

  /// The activity the payloads are applied to, and what became of each payload.
  struct Simulation {
    let definition: ActivityDefinition
    let device: DeviceProfile
    let render: Bool
    var activity: LiveActivity?
    /// The logs of activities followed earlier (before a later start push started another).
    var earlierLogs: [[EventLogEntry]] = []
    var startLine = ""
    /// How the activity started, for `--format json`.
    var startObject: JSONValue = .null
    var startRefusal: String?
    var verdicts: [Verdict] = []

    init(definition: ActivityDefinition, device: DeviceProfile, render: Bool) {
      self.definition = definition
      self.device = device
      self.render = render
    }

    /// Starts the fixture's activity, unless the first payload is a start push that will start it.
    mutating func start(step: Int, explicitStart: Date?, loaded: [Loaded]) {
      if explicitStart == nil, let first = loaded.first?.decoding?.payload, first.event == .start {
        startLine = "\(definition.name): the first payload, a start push, starts the activity"
        startObject = .object([JSONMember(key: "by", value: .string("push"))])
        return
      }
      let date: Date
      let why: String
      if let explicitStart {
        date = explicitStart
        why = "--start"
      } else if let arrival = loaded.lazy.compactMap({ $0.decoding?.arrival }).first {
        date = arrival.addingTimeInterval(-1)
        why = "1 s before the first payload's timestamp"
      } else {
        date = LiveActivity.referenceStart
        why = "no payload has a readable timestamp"
      }
      let stepName = definition.pipeline.indices.contains(step) ? " \(definition.pipeline[step].name)" : ""
      startLine =
        "\(definition.name): started at step \(step)\(stepName) at \(ClockText.iso(date))"
        + " (\(unixSeconds(date)), \(why))"
      var note: String?
      do {
        activity = try LiveActivity.request(definition: definition, startingAt: date, step: step)
        note = activity?.log.first?.note
        if let note { startLine += "; \(note)" }
      } catch {
        startRefusal = error.description
        startLine += "; refused: \(error.description)"
      }
      startObject = .object([
        JSONMember(key: "by", value: .string("fixture")),
        JSONMember(key: "time", value: .string(ClockText.iso(date))),
        JSONMember(key: "timestamp", value: .double(date.timeIntervalSince1970)),
        JSONMember(key: "step", value: .int(step)),
        JSONMember(key: "why", value: .string(why)),
        JSONMember(key: "refused", value: startRefusal.map(JSONValue.string) ?? .null),
        JSONMember(key: "note", value: note.map(JSONValue.string) ?? .null),
      ])
    }

    mutating func apply(_ loaded: Loaded) {
      let file = loaded.file
      let label = file.lastPathComponent
      guard let decoding = loaded.decoding else {
        let syntax = loaded.syntaxError!
        let now = activity?.now ?? .distantPast
        activity?.recordRejected(label, reason: "not JSON: \(syntax.position): \(syntax.message)", at: now)
        verdicts.append(
          Verdict(
            file: file, verdict: "rejected", summary: "not JSON, the device cannot read it",
            diagnostics: [
              PushDiagnostic(severity: .error, path: "$", position: syntax.position, message: syntax.message)
            ], notJSON: true))
        return
      }
      guard let payload = decoding.payload else {
        let count = decoding.errors.count
        let first = decoding.errors.first.map { "\($0.path): \($0.message)" } ?? ""
        let when = decoding.arrival ?? activity?.now ?? .distantPast
        activity?.recordRejected(
          (decoding.event.map { "\($0.rawValue) " } ?? "") + label,
          reason: "does not decode (\(count) \(count == 1 ? "error" : "errors")): \(first)", at: when)
        verdicts.append(
          Verdict(
            file: file, verdict: "rejected", event: decoding.event, time: decoding.arrival,
            summary: "\(count) \(count == 1 ? "error" : "errors"); the activity does not change",
            diagnostics: decoding.diagnostics, state: activity?.state))
        return
      }
      var verdict = Verdict(
        file: file, verdict: "applied", event: payload.event, timestamp: payload.timestamp,
        time: payload.arrival,
        summary: "", diagnostics: decoding.diagnostics)
      var followNote: String?
      if payload.event == .start {
        // A start push arriving after the clock has moved on starts the new activity when it arrives.
        var startPush = payload
        if let now = activity?.now, now > startPush.arrival { startPush.arrival = now }
        do {
          let started = try LiveActivity.start(from: startPush, definition: definition, label: label)
          if var old = activity {
            old.apply(.tick, at: startPush.arrival)
            earlierLogs.append(old.log)
            followNote =
              "a new activity: the one started at \(ClockText.iso(old.startDate)) is \(old.state.rawValue)"
              + (old.state.acceptsUpdates ? " and stays (a device shows both)" : "")
              + "; la-sim follows the new one"
          }
          activity = started
        } catch {
          verdict.verdict = "rejected"
          verdict.summary = "the start is refused; no activity starts"
          verdict.diagnostics.append(
            PushDiagnostic(severity: .error, path: "$.aps", position: nil, message: error.description))
          verdicts.append(verdict)
          return
        }
      } else if activity == nil {
        verdict.verdict = "ignored"
        verdict.summary = "no activity is running (its start was refused)"
        verdicts.append(verdict)
        return
      } else {
        if let now = activity?.now, payload.arrival < now {
          followNote =
            "its timestamp (\(ClockText.iso(payload.arrival))) is before la-sim's clock; it arrives at"
            + " \(ClockText.iso(now))"
        }
        let outcome = activity!.receive(payload, label: label)
        switch outcome {
        case .applied: break
        case .ignored(let reason):
          verdict.verdict = "ignored"
          verdict.summary = reason
        case .refused(let reason):
          verdict.verdict = "rejected"
          verdict.summary = "refused by the activity"
          verdict.diagnostics.append(
            PushDiagnostic(severity: .error, path: "$.aps.content-state", position: nil, message: reason))
        }
      }
      let current = activity!
      verdict.state = current.state
      if verdict.verdict == "applied" {
        verdict.summary += describe(current, payload: payload) + (followNote.map { " · \($0)" } ?? "")
        if render {
          verdict.frames = Renderer.renderAll(current, device: device, now: current.now)
        }
      }
      verdicts.append(verdict)
    }

    /// `push update at … (+1s) · active, stale at …` and the lifecycle's note, if any.
    func describe(_ activity: LiveActivity, payload: PushPayload) -> String {
      var parts = [
        "\(payload.event.rawValue) at \(ClockText.iso(activity.now))"
          + " (start \(ClockText.offset(activity.now, from: activity.startDate)))"
      ]
      switch activity.state {
      case .active:
        parts.append("active" + (activity.staleDate.map { ", stale at \(ClockText.iso($0))" } ?? ""))
      case .stale: parts.append("stale since \(ClockText.iso(activity.staleDate ?? activity.now))")
      case .ended: parts.append("ended")
      case .dismissed: parts.append("dismissed")
      }
      if let note = activity.log.last?.note { parts.append(note) }
      if let alert = payload.alert, activity.state.acceptsUpdates {
        parts.append("alert \"\(alert.title)\" / \"\(alert.body)\"")
      }
      return parts.joined(separator: " · ")
    }

    var logs: [[EventLogEntry]] { earlierLogs + (activity.map { [$0.log] } ?? []) }

    /// The verdicts for a terminal: every line that quotes a file name, a payload or the fixture (alert
    /// texts, diagnostics, notes, the event log) is escaped on its own, so none can forge another line.
    func text() -> String {
      var lines = [startLine.terminalSafe, ""]
      for verdict in verdicts {
        lines.append("\(verdict.file): \(verdict.verdict): \(verdict.summary)".terminalSafe)
        lines += verdict.diagnostics.map { "  \($0)".terminalSafe }
        if let frames = verdict.frames, let activity {
          let header =
            "\(definition.name) · \(device.displayName) (\(Int(device.screenPoints)) pt) · after"
            + " \(verdict.file.lastPathComponent) · \(verdict.state?.rawValue ?? activity.state.rawValue)"
          lines.append("")
          lines.append(
            String(TerminalText.frames(frames, header: header).reversed().drop { $0 == "\n" }.reversed()))
          lines.append("")
        }
      }
      let counts = ["applied", "ignored", "rejected"].map { name in
        "\(verdicts.filter { $0.verdict == name }.count) \(name)"
      }
      lines.append("")
      lines.append(
        "\(verdicts.count) payload\(verdicts.count == 1 ? "" : "s"): \(counts.joined(separator: ", "))")
      for (index, log) in logs.enumerated() {
        lines.append("")
        lines.append(logs.count > 1 ? "Event log (activity \(index + 1)):" : "Event log:")
        lines += log.map { "  \($0)".terminalSafe }
      }
      return lines.joined(separator: "\n")
    }

    func json() -> String {
      let payloads = verdicts.map { verdict -> JSONValue in
        var members = [
          JSONMember(key: "file", value: .string(verdict.file)),
          JSONMember(key: "verdict", value: .string(verdict.verdict)),
          JSONMember(key: "event", value: verdict.event.map { .string($0.rawValue) } ?? .null),
          JSONMember(key: "time", value: verdict.time.map { .string(ClockText.iso($0)) } ?? .null),
          JSONMember(key: "summary", value: .string(verdict.summary)),
          JSONMember(key: "state", value: verdict.state.map { .string($0.rawValue) } ?? .null),
          JSONMember(
            key: "diagnostics",
            value: .array(
              verdict.diagnostics.map { diagnostic in
                .object([
                  JSONMember(key: "path", value: .string(diagnostic.path)),
                  JSONMember(key: "severity", value: .string(diagnostic.severity.rawValue)),
                  JSONMember(key: "message", value: .string(diagnostic.message)),
                  JSONMember(key: "line", value: diagnostic.position.map { .int($0.line) } ?? .null),
                  JSONMember(key: "column", value: diagnostic.position.map { .int($0.column) } ?? .null),
                ])
              })),
        ]
        if let frames = verdict.frames {
          members.append(JSONMember(key: "frames", value: .array(frames.map(FrameText.json))))
        }
        return .object(members)
      }
      let log = logs.last ?? []
      let object = JSONValue.object([
        JSONMember(key: "activity", value: .string(definition.name)),
        JSONMember(key: "start", value: startObject),
        JSONMember(key: "payloads", value: .array(payloads)),
        JSONMember(key: "state", value: activity.map { .string($0.state.rawValue) } ?? .null),
        JSONMember(
          key: "log",
          value: .array(
            log.map { entry in
              .object([
                JSONMember(key: "time", value: .string(ClockText.iso(entry.date))),
                JSONMember(key: "event", value: .string(entry.event)),
                JSONMember(key: "outcome", value: .string(entry.outcome.verdict)),
                JSONMember(key: "reason", value: entry.reason.map(JSONValue.string) ?? .null),
              ])
            })),
      ])
      return TerminalText.json(object)
    }
  }
}

/// Whole Unix seconds, as push timestamps are written.
private func unixSeconds(_ date: Date) -> String {
  let value = date.timeIntervalSince1970
  return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
