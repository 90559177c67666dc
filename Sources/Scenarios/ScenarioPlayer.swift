import Fixture
import Formatting
import JSON
import Layout
import Lifecycle
import Phone
import Rendering
import Simulator
import Typography
import Views

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Plays a scenario against an activity on a simulated clock, and returns its snapshots.
///
/// The clock starts at `LiveActivity.referenceStart` and moves only with `wait` and the clock keys, so a
/// story of hours plays in milliseconds and gives the same frames on every run and machine. Every change
/// goes through `LiveActivity`'s own state machine, exactly as the interactive simulator's keys do.
public struct ScenarioPlayer: Sendable {
  /// The activity the scenario plays.
  public let definition: ActivityDefinition
  /// Where payload files are read from.
  public let files: any ScenarioFiles

  /// The text size snapshots are drawn at until a `dynamic-type` line or `press t` changes it.
  public let dynamicType: DynamicTypeSize
  /// The appearance snapshots are drawn in until an `appearance` line or `press m` changes it.
  public let colorScheme: ColorScheme
  /// The views snapshots and `expect` lines draw the activities with in place of their fixtures' (the app's
  /// Swift), if any.
  public var views: ActivityViews?

  /// A player for `definition`, reading payloads through `files`, starting at text size `dynamicType` in
  /// `colorScheme`.
  public init(
    definition: ActivityDefinition, files: any ScenarioFiles = FileSystemFiles(),
    dynamicType: DynamicTypeSize = .large, colorScheme: ColorScheme = .dark
  ) {
    self.definition = definition
    self.files = files
    self.dynamicType = dynamicType
    self.colorScheme = colorScheme
  }

  /// The instant every scenario starts.
  public static let start = LiveActivity.referenceStart

  /// Everything that changes while a scenario plays.
  struct State {
    /// The phone: every activity the scenario started (the first is the fixture's), the focus, the clock,
    /// the device and the text size. Only `send(_:)` changes it.
    private(set) var session: PhoneSession
    /// How many entries of each activity's log have been reported.
    var reportedCounts: [String: Int] = [:]
    var events: [String] = []
    var lastSnapshot: String?
    var pushDirectory: String?
    var pushQueue: [String] = []
    /// The payload the most recent `push` or `press l` applied (as the scenario names it) and its outcome.
    var lastPush: (name: String, outcome: EventOutcome)?
    /// Whether the events show push tokens (from the first push or token command on), and how many of the
    /// phone's token updates they have shown.
    var showsTokens = false
    var reportedTokens = 0
    /// Payload files already read and parsed, by path: a scenario that pushes one file 10,000 times reads
    /// and parses it once (ScenarioPlayer+Push.swift).
    var payloads: [String: JSONValue] = [:]
    /// Every event the phone answered with, in order, as the simulator's log would show them.
    var phoneEvents: [PhoneEvent]

    init(definition: ActivityDefinition, dynamicType: DynamicTypeSize, colorScheme: ColorScheme) {
      // The scenario's clock moves only with `wait` and the clock keys: every message arrives at the start.
      session = PhoneSession(
        definition: definition, device: .iPhone15Pro, pushesDirectory: nil, wall: ScenarioPlayer.start,
        start: ScenarioPlayer.start, dynamicType: dynamicType, colorScheme: colorScheme)
      phoneEvents = session.takeInitialEvents()
    }

    /// Gives the phone `message` and returns its answer; an activity started anew is reported from its
    /// first entry.
    @discardableResult
    mutating func send(_ message: PhoneMessage) -> [PhoneEvent] {
      let answer = session.receive(message, at: ScenarioPlayer.start)
      for case .started(let name) in answer { reportedCounts[name] = 0 }
      phoneEvents += answer
      return answer
    }

    /// Every activity on the phone.
    var phone: SimulatedPhone { session.phone }
    /// The activity keys and commands act on (`start` moves it to the new one, `focus` anywhere).
    var focus: String { session.focus }
    /// The focused activity.
    var activity: LiveActivity { session.activity }
    /// The scenario's simulated instant.
    var clock: Date { session.now }
    /// The device snapshots show.
    var device: DeviceProfile { session.device }
    /// The text size snapshots are drawn at.
    var dynamicType: DynamicTypeSize { session.dynamicType }
    /// The appearance snapshots are drawn in.
    var colorScheme: ColorScheme { session.colorScheme }

    /// Whether more than one activity is on the phone: events then name their activity, snapshots show the
    /// island as the phone arbitrates it.
    var isShared: Bool { phone.entries.count > 1 }
  }

  /// Plays `scenario` from its first line to its last and returns every snapshot it took.
  public func play(_ scenario: Scenario) throws(ScenarioError) -> [Snapshot] {
    try playRecordingEvents(scenario).snapshots
  }

  /// Plays `scenario` and returns its snapshots with every event the phone answered with, in order: the
  /// events the simulator's log would show for the same keys and pushes.
  public func playRecordingEvents(_ scenario: Scenario) throws(ScenarioError)
    -> (snapshots: [Snapshot], events: [PhoneEvent])
  {
    var snapshots: [Snapshot] = []
    var events: [PhoneEvent] = []
    try play(scenario, into: &snapshots, events: &events)
    return (snapshots, events)
  }

  /// Plays `scenario` until it ends or stops (an `expect` that does not hold, a file it cannot read), and
  /// returns the snapshots it took before, with why it stopped: `--verify` still compares, reports and
  /// writes what the scenario got to.
  public func playUntilStopped(_ scenario: Scenario) -> (
    snapshots: [Snapshot], events: [PhoneEvent], stopped: ScenarioError?
  ) {
    var snapshots: [Snapshot] = []
    var events: [PhoneEvent] = []
    do {
      try play(scenario, into: &snapshots, events: &events)
      return (snapshots, events, nil)
    } catch {
      return (snapshots, events, error)
    }
  }

  /// Plays `scenario`, adding each snapshot to `snapshots` as it is taken, and, when it ends, the phone's
  /// events to `events`.
  private func play(_ scenario: Scenario, into snapshots: inout [Snapshot], events: inout [PhoneEvent])
    throws(ScenarioError)
  {
    var state = State(definition: definition, dynamicType: dynamicType, colorScheme: colorScheme)
    report(&state, cause: nil)
    for step in scenario.steps {
      let island = state.phone.island(at: state.clock)
      defer { noteIsland(island, in: &state, cause: step.source) }
      switch step.command {
      case .wait(let seconds):
        try moveClock(&state, by: seconds, cause: step.source, scenario: scenario, line: step.line)
      case .press(let keys):
        for key in keys {
          try press(key, in: &state, scenario: scenario, line: step.line)
        }
      case .push(let path):
        try applyPush(
          file: resolve(path, in: scenario), named: path, cause: nil, in: &state, scenario: scenario,
          line: step.line)
      case .pushes(let directory):
        try loadPushes(directory, in: &state, scenario: scenario, line: step.line)
      case .stale:
        state.send(.key(step.source, .markStale))
        report(&state, cause: step.source)
      case .end(let policy):
        let content = state.activity.definition.end.content
        state.send(.command(step.source, .end(EndTemplate(content: content, dismissal: policy))))
        report(&state, cause: step.source)
      case .cancel:
        guard let cancel = state.activity.definition.cancel else {
          throw ScenarioError(
            file: scenario.file, line: step.line,
            message:
              "\(state.activity.definition.name) has no 'cancel' in its fixture; expected 'end default|immediate|after"
              + " DURATION' instead")
        }
        state.send(.command(step.source, .end(cancel)))
        report(&state, cause: step.source)
      case .device(let profile):
        state.send(.command(step.source, .device(profile)))
        note(&state, cause: step.source, Self.wording.device(profile))
      case .dynamicType(let size):
        state.send(.command(step.source, .dynamicType(size)))
        note(&state, cause: step.source, Self.wording.dynamicType(size))
      case .appearance(let scheme):
        state.send(.command(step.source, .appearance(scheme)))
        note(&state, cause: step.source, Self.wording.appearance(scheme))
      case .snapshot(let request):
        snapshots.append(try snapshot(request, line: step.line, state: &state, scenario: scenario))
      case .expect(let expectation):
        try check(expectation, in: state, scenario: scenario, line: step.line)
      case .start(let fixture, let name, let relevance):
        try start(fixture, name: name, relevance: relevance, in: &state, scenario: scenario, step: step)
      case .focus(let name):
        try focus(name, in: &state, scenario: scenario, line: step.line)
        state.send(.command(step.source, .focus(name)))
        note(
          &state, cause: step.source,
          Self.wording.focus(
            name, position: (state.phone.entries.firstIndex { $0.name == name } ?? 0) + 1,
            of: state.phone.entries.count, state: state.activity.state))
      case .rotateToken(let name):
        try rotateToken(name, in: &state, scenario: scenario, step: step)
      case .relevance(let name, let score):
        try focus(name, in: &state, scenario: scenario, line: step.line)
        state.send(.command(step.source, .relevance(name, score)))
        reportAll(&state, cause: step.source)
      }
    }
    events = state.phoneEvents
  }

  private func press(_ key: ScenarioPress, in state: inout State, scenario: Scenario, line: Int)
    throws(ScenarioError)
  {
    let cause = "press \(key.name)"
    switch key.action {
    case .advance:
      let definition = state.activity.definition
      let target = (state.activity.stepIndex ?? -1) + 1
      let stepName = definition.pipeline.indices.contains(target) ? definition.pipeline[target].name : nil
      state.send(.key(key.name, .advance))
      report(&state, cause: cause, updateLabel: stepName)
    case .back, .restart:
      let definition = state.activity.definition
      for event in state.send(.key(key.name, key.action)) {
        switch event {
        case .backRefused(let step):
          note(
            &state, cause: cause,
            Self.wording.backRefused(step: step, name: definition.pipeline.first?.name ?? ""))
        case .wentBack(let step):
          note(&state, cause: cause, Self.wording.wentBack(step: step, name: definition.pipeline[step].name))
        case .restarted:
          note(&state, cause: cause, Self.wording.restart(name: definition.pipeline.first?.name ?? ""))
        default: continue
        }
      }
      report(&state, cause: cause)
    case .markStale, .end:
      state.send(.key(key.name, key.action))
      report(&state, cause: cause)
    case .moveClock(let seconds):
      try moveClock(&state, by: seconds, cause: cause, key: key.name, scenario: scenario, line: line)
    case .nextDevice:
      state.send(.key(key.name, .nextDevice))
      note(&state, cause: cause, Self.wording.device(state.device))
    case .stepDynamicType:
      state.send(.key(key.name, key.action))
      note(&state, cause: cause, Self.wording.dynamicType(state.dynamicType))
    case .toggleAppearance:
      state.send(.key(key.name, key.action))
      note(&state, cause: cause, Self.wording.appearance(state.colorScheme))
    case .nextLanguage:
      throw ScenarioError(
        file: scenario.file, line: line,
        message: "'press L' changes the simulator's language; a scenario has one: a 'locale LANG' line")
    case .nextPush:
      // The scenario is its own payload directory: it reads the next file and sends it as a push.
      guard let directory = state.pushDirectory else {
        throw ScenarioError(
          file: scenario.file, line: line,
          message: "'press l' applies the next payload of a 'pushes DIR' line; expected one before it")
      }
      guard !state.pushQueue.isEmpty else {
        note(&state, cause: cause, Self.wording.noMorePayloads(in: directory))
        return
      }
      let name = state.pushQueue.removeFirst()
      let path = resolve(directory, in: scenario) + "/" + name
      try applyPush(
        file: path, named: directory + "/" + name, cause: cause, in: &state, scenario: scenario, line: line)
    case .beginEnd, .cancel, .togglePause, .toggleExpanded, .nextSmallFamily, .toggleHelp, .quit:
      // Terminal-only keys: ScenarioKey.table leaves them out, so the parser never yields them.
      break
    }
  }

  /// Moves the simulated clock, which may not run more than `InputLimits.scenarioClockSeconds` past the
  /// start: a story of a week is already far past any activity's 12 hours.
  private func moveClock(
    _ state: inout State, by seconds: TimeInterval, cause: String, key: String? = nil, scenario: Scenario,
    line: Int
  ) throws(ScenarioError) {
    let elapsed = state.clock.timeIntervalSince(Self.start) + seconds
    guard elapsed <= InputLimits.scenarioClockSeconds else {
      throw ScenarioError(
        file: scenario.file, line: line,
        message:
          "'\(cause)' moves the clock to \(ClockText.offset(Self.start.addingTimeInterval(elapsed), from: Self.start)),"
          + " past +168h, the limit on a scenario's clock (7 days from its start)")
    }
    // `wait 5m` does what the clock keys do.
    state.send(.key(key ?? cause, .moveClock(seconds)))
    reportAll(&state, cause: cause)
  }

  private func loadPushes(
    _ directory: String, in state: inout State, scenario: Scenario, line: Int
  ) throws(ScenarioError) {
    let names: [String]
    do {
      names = try files.list(resolve(directory, in: scenario))
    } catch {
      throw ScenarioError(
        file: scenario.file, line: line, message: "payload directory '\(directory)': \(error.problem)",
        kind: .unreadable)
    }
    state.pushDirectory = directory
    state.pushQueue = names.filter { $0.hasSuffix(".json") }.sorted()
    note(&state, cause: "pushes \(directory)", PhoneWording.payloadsQueued(state.pushQueue.count))
  }

  /// A path as written in the scenario, taken relative to the scenario file's directory.
  func resolve(_ path: String, in scenario: Scenario) -> String {
    scenario.resolve(path)
  }

  // MARK: Events

  /// Reports the log entries of the activity `name` (the focused one by default) not yet reported, each with
  /// the scenario line that caused it.
  func report(_ state: inout State, cause: String?, updateLabel: String? = nil, of name: String? = nil) {
    let name = name ?? state.focus
    guard let activity = state.phone.entry(named: name)?.activity else { return }
    let log = activity.log
    var label = updateLabel
    let reported = max(0, (state.reportedCounts[name] ?? 0) - activity.droppedLogEntries)
    for entry in log[min(reported, log.count)...] {
      let text = Self.wording.entry(entry, of: state.isShared ? name : nil, updateLabel: label)
      // The step's name goes on the first update only: the one the key applied.
      if entry.event == "update" { label = nil }
      state.events.append(
        PhoneWording.scenarioLine(text, at: entry.date, from: Self.start, cause: cause).terminalSafe)
    }
    state.reportedCounts[name] = activity.loggedCount
  }

  /// Adds an event that is the scenario's own (a device change, a rejected payload).
  func note(_ state: inout State, cause: String, _ text: String) {
    state.events.append(
      PhoneWording.scenarioLine(text, at: state.clock, from: Self.start, cause: cause).terminalSafe)
  }

  /// Every text a scenario writes about the phone is worded by `PhoneWording`, for this face.
  static let wording = PhoneWording(.scenario)

  // MARK: Snapshots

  private func snapshot(
    _ request: SnapshotRequest, line: Int, state: inout State, scenario: Scenario
  ) throws(ScenarioError) -> Snapshot {
    let devices = request.devices ?? [state.device]
    let drawn = views.drawn(state.activity, colorScheme: state.colorScheme, dynamicType: state.dynamicType)
    var shown: [[Presentation]] = []
    for device in devices {
      let presentations = Renderer.presentations(request.presentations, of: drawn.definition, on: device)
      guard !presentations.isEmpty || request.devices.map({ $0.count > 1 }) == true else {
        let missing = request.presentations?.first.map(\.rawValue) ?? "any"
        let available = Renderer.presentations(of: drawn.definition, on: device).map(\.rawValue)
        throw ScenarioError(
          file: scenario.file, line: line,
          message: "\(device.name) has no \(missing) presentation; expected one of: "
            + available.joined(separator: ", "))
      }
      shown.append(presentations)
    }
    let sections = zip(devices, shown).filter { !$0.1.isEmpty }.map { device, presentations in
      state.isShared
        ? phoneSection(state, device: device, presentations: presentations)
        : SnapshotSection(
          header: header(
            state.activity, device: device, now: state.clock, dynamicType: state.dynamicType,
            colorScheme: state.colorScheme),
          frames: Renderer.render(
            drawn, presentations: presentations, device: device, now: state.clock,
            dynamicType: state.dynamicType, colorScheme: state.colorScheme))
    }
    guard !sections.isEmpty else {
      throw ScenarioError(
        file: scenario.file, line: line,
        message: "none of the devices of snapshot '\(request.name)' shows "
          + (request.presentations ?? []).map(\.rawValue).joined(separator: ", "))
    }
    let heading =
      state.lastSnapshot.map { "Events since snapshot \"\($0)\":" } ?? "Events since the start:"
    let events = state.events.isEmpty ? ["(none)"] : state.events
    state.events = []
    state.lastSnapshot = request.name
    return Snapshot(
      name: request.name, line: line, eventsHeading: heading, events: events, sections: sections)
  }

  /// `pizza-planet · iPhone 15 Pro (393 pt) · step 1 preparing · active · stale at +1h05m00s ·
  /// 2026-11-29T10:05:00Z (+5m00s)`,
  /// then ` · Dynamic Type AX2` when the text size is not the default, and a second line while an alert shows.
  func header(
    _ activity: LiveActivity, device: DeviceProfile, now: Date, dynamicType: DynamicTypeSize = .large,
    colorScheme: ColorScheme = .dark
  ) -> String {
    var parts = [
      definition.name, "\(device.displayName) (\(Int(device.screenPoints)) pt)",
      activity.stepIndex.map { "step \($0) \(definition.pipeline[$0].name)" }
        ?? (activity.state.acceptsUpdates ? "pushed content" : "final content"),
      activity.state.rawValue,
    ]
    if activity.state == .active, let stale = activity.staleDate {
      parts.append("stale at \(ClockText.offset(stale, from: Self.start))")
    }
    if activity.state == .ended, let dismissal = activity.dismissalDate {
      parts.append("dismissal at \(ClockText.offset(dismissal, from: Self.start))")
    }
    parts.append("\(ClockText.iso(now)) (\(ClockText.offset(now, from: Self.start)))")
    if dynamicType != .large { parts.append("Dynamic Type \(dynamicType.rawValue)") }
    if colorScheme == .light { parts.append("light appearance") }
    if let locale = definition.layouts.pseudoLocale { parts.append("pseudo-locale \(locale.rawValue)") }
    if let language = definition.layouts.locale { parts.append("locale \(language)") }
    // Names come from the fixture and alerts from payloads: escaped, as the line break between is ours.
    var header = parts.joined(separator: " · ").terminalSafe
    if activity.isAlerting(at: now), let alert = activity.lastAlert?.alert {
      header += "\nAlert showing: \(alert.title.terminalSafe) · \(alert.body.terminalSafe)"
    }
    return header
  }
}
