import Fixture
import Formatting
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

/// The simulated phone and the one interpreter of what happens to it. Every face (the terminal simulator,
/// scenarios, `la-sim push`) feeds it `PhoneMessage`s and shows the `PhoneEvent`s it returns; it decides what
/// a key, a scenario line, a push, a clock move or a reload does, and words the simulator's log. It is pure:
/// the wall clock arrives with each message, and it reads no file and prints nothing.
public struct PhoneSession: Equatable, Sendable {
  /// Every activity started so far, on one phone that decides what the Dynamic Island shows.
  public internal(set) var phone = SimulatedPhone()
  /// The index in `phone.entries` of the activity the step, stale, end and relevance keys act on (`f`).
  public internal(set) var focusIndex = 0
  /// The name of each fixture given, in order, as last loaded: how a reloaded file finds the activities
  /// started from it.
  var fixtureNames: [String]
  /// The focused activity, as the real state machine has it.
  public internal(set) var activity: LiveActivity {
    get { phone.entries[focusIndex].activity }
    set { phone.update(focus) { $0 = newValue } }
  }
  /// The device profiles `d` cycles through.
  public let devices: [DeviceProfile]
  /// The device shown.
  public internal(set) var device: DeviceProfile
  /// The simulated clock.
  public private(set) var clock: SimulatorClock
  /// The simulated instant shown, in whole seconds; it never goes back.
  public private(set) var now: Date
  /// Where the content shown came from when it is not a pipeline step, e.g. `push update-arriving.json`.
  public internal(set) var contentSource = "the pipeline"
  /// The payload directory, when one was given: `l` reads from it, and the log then shows push tokens.
  public let pushesDirectory: String?
  /// The reader's text size every presentation is drawn at (`--dynamic-type`, then `t` and `T`).
  public internal(set) var dynamicType: DynamicTypeSize
  /// The phone's appearance (`--appearance`, then `m`): the Lock Screen follows it; the island is dark.
  public internal(set) var colorScheme: ColorScheme = .dark
  /// How many entries of each activity's log the events already show, by index in `phone.entries`.
  var mirroredCounts: [Int] = [0]
  /// The key the push being received is logged under: `l`, or none for a push `la-sim serve` received.
  var pushKey = "l"
  /// How many entries of the focused activity's log the events already show.
  private var mirrored: Int {
    get { mirroredCounts[focusIndex] }
    set { mirroredCounts[focusIndex] = newValue }
  }
  /// How many of the phone's token updates the events show (with a payload directory only).
  var reportedTokens = 0
  /// The wall-clock instant of the latest message: where a pause stops the clock.
  private var lastWall: Date
  /// The fixture the phone was started with: what a push goes by when no activity is on the phone.
  let home: ActivityDefinition
  /// The apps given (the fixtures, then apps started later), in order: with the phone's activities, how a
  /// push's `apns-topic` finds its app.
  var knownApps: [ActivityDefinition]
  /// Where a push without a token, a name or another app's topic goes.
  public let unaddressedPushes: UnaddressedPushes
  /// The `apns-collapse-id` of each start push applied, and the activity it began.
  var startCollapseIDs: [String: String] = [:]
  /// The events of the message being received, in order.
  var pending: [PhoneEvent] = []

  /// The phone with `definition`'s activity, started at `wall` at the simulated instant `start`, and
  /// `others` started after it, in order (`la-sim run A B …`). `takeInitialEvents()` gives what that start logged.
  public init(
    definition: ActivityDefinition, others: [ActivityDefinition] = [], device: DeviceProfile,
    devices: [DeviceProfile] = DeviceProfile.simulatorPhones,
    pushesDirectory: String?, wall: Date, start: Date = LiveActivity.referenceStart,
    dynamicType: DynamicTypeSize = .large, colorScheme: ColorScheme = .dark
  ) {
    var devices = devices
    if !devices.contains(device) { devices.insert(device, at: 0) }
    self.devices = devices
    self.device = device
    clock = SimulatorClock(start: start, wall: wall)
    lastWall = wall
    now = clock.now(at: wall)
    fixtureNames = [definition.name] + others.map(\.name)
    home = definition
    knownApps = Self.distinctApps([definition] + others)
    unaddressedPushes = .focused
    // An empty phone takes its first activity under any limit: `add` cannot fail here.
    _ = try? phone.launch(LiveActivity(definition: definition, startingAt: now, step: 0))
    self.pushesDirectory = pushesDirectory
    self.dynamicType = dynamicType
    self.colorScheme = colorScheme
    mirrorActivityLog(key: "")
    startOthers(others)
    logTokens(key: "", issuedBefore: 0)
  }

  /// A phone with no activity yet, at the simulated instant `start` (given `wall`), for `apps` (the first
  /// the home fixture): `la-sim push`, whose first payload may be the start push, and whose activities
  /// start with `PhoneCommand.start`. Pushes without an address go to the latest activity that accepts
  /// updates, as on a device.
  public init(emptyPhoneFor apps: [ActivityDefinition], device: DeviceProfile, at start: Date, wall: Date) {
    devices = [device]
    self.device = device
    // Time is the pushes' timestamps (`.time`); the simulator's running clock stays out of it.
    clock = SimulatorClock(start: .distantPast, wall: wall)
    lastWall = wall
    // Exactly the instant given: a push's timestamp may fall inside a second.
    now = start
    fixtureNames = apps.map(\.name)
    home = apps[0]
    knownApps = Self.distinctApps(apps)
    unaddressedPushes = .latestOpen
    mirroredCounts = []
    pushesDirectory = nil
    dynamicType = .large
  }

  /// `definitions` with one per app (bundle identifier), in order.
  public static func distinctApps(_ definitions: [ActivityDefinition]) -> [ActivityDefinition] {
    var apps: [ActivityDefinition] = []
    for definition in definitions
    where !apps.contains(where: { $0.bundleIdentifier == definition.bundleIdentifier }) {
      apps.append(definition)
    }
    return apps
  }

  /// Whether `message` acts on the focused activity (on an empty phone there is none to act on).
  static func needsAnActivity(_ message: PhoneMessage) -> Bool {
    switch message {
    case .key(_, let action?):
      switch action {
      case .nextDevice, .stepDynamicType, .toggleAppearance, .nextLanguage, .togglePause, .nextPush,
        .beginEnd,
        .toggleExpanded, .nextSmallFamily, .toggleHelp, .quit:
        false
      default: true
      }
    case .phoneKey: true
    case .command(_, .start), .command(_, .device), .command(_, .dynamicType), .command(_, .appearance): false
    case .command: true
    case .key(_, nil), .push, .served, .tick, .time, .reload, .pushesChanged, .language: false
    }
  }

  /// The events the start logged, taken once: the session keeps no events between messages.
  public mutating func takeInitialEvents() -> [PhoneEvent] {
    defer { pending = [] }
    return pending
  }

  /// The focused activity's name on the phone (the fixture's name, `name-2` for a second one).
  public var focus: String { phone.entries.isEmpty ? "" : phone.entries[focusIndex].name }
  /// Whether the phone has more than one activity: the log and the status line then name them.
  public var isShared: Bool { phone.entries.count > 1 }
  /// What the Dynamic Island shows now, as the phone arbitrates it.
  public var island: IslandArbitration { phone.island(at: now) }
  /// The focused activity's definition (the home fixture's while the phone is empty).
  public var definition: ActivityDefinition { phone.entries.isEmpty ? home : activity.definition }
  /// The pipeline step most recently shown, kept when an update or an end leaves the pipeline.
  public var lastStep: Int { activity.lastStepIndex }

  /// Applies `message`, arriving at the wall-clock instant `wall`, and returns what the phone did, in order.
  public mutating func receive(_ message: PhoneMessage, at wall: Date) -> [PhoneEvent] {
    pending = []
    let before = island
    let issuedTokens = phone.tokenUpdates.count
    let key: String
    switch message {
    case .key(let label, _), .phoneKey(let label, _), .command(let label, _): key = label
    case .push: key = "l"
    case .language: key = "L"
    case .served, .tick, .time, .reload, .pushesChanged: key = ""
    }
    advanceTime(to: wall)
    if phone.entries.isEmpty, Self.needsAnActivity(message) {
      append(key, PhoneWording.noActivity, .ignored)
      defer { pending = [] }
      return pending
    }
    switch message {
    case .tick: break
    case .time(let date):
      // To the instant itself, a fraction of a second included; the simulator's clock keeps its reading,
      // so the next message does not move it further.
      advanceSimulated(to: date)
    case .key(let label, let action?): perform(action, key: label)
    case .key(_, nil): break
    case .phoneKey(let label, let action): perform(action, key: label)
    case .command(let label, let command): apply(command, key: label)
    case .push(let delivery):
      pushKey = key
      receive(delivery)
    case .served(let delivery):
      pushKey = key
      receive(delivery)
    case .reload(let reload): apply(reload)
    case .language(let change): apply(change, key: key)
    case .pushesChanged(let count):
      append("", PhoneWording.pushesChanged(pushesDirectory, left: count), .info)
    }
    noteIsland(before, key: key)
    logTokens(key: key, issuedBefore: issuedTokens)
    defer { pending = [] }
    return pending
  }

  private mutating func perform(_ action: SimulatorAction, key: String) {
    switch action {
    case .advance: advance(key: key)
    case .back: back(key: key)
    case .markStale:
      let outcome = activity.apply(.markStale, at: now)
      record(key, PhoneWording.markStale, outcome)
      skipActivityLog()
    case .end(let choice): end(choice, key: key)
    case .cancel: append(key, PhoneWording.endCancelled, .info)
    case .restart:
      restart(at: 0, key: key, text: Self.wording.restart(name: definition.pipeline[0].name))
      pending.append(.restarted)
    case .moveClock(let seconds):
      clock.jump(by: seconds)
      let target = max(now, clock.now(at: lastWall))
      // What fell due on the way (a stale date, a dismissal) is logged at its own instant first, and the
      // jump at the instant it reached: the log stays in clock order.
      advanceSimulated(to: target)
      append(key, PhoneWording.clockMoved(by: seconds, to: target), .info)
    case .togglePause:
      if clock.isPaused {
        clock.resume(at: lastWall)
        append(key, PhoneWording.clock(pausedAt: nil), .info)
      } else {
        clock.pause(at: lastWall)
        append(key, PhoneWording.clock(pausedAt: now), .info)
      }
    case .nextDevice:
      // After a device that is not among them (a scenario's `device NAME`), the first.
      device = devices[devices.firstIndex(of: device).map { ($0 + 1) % devices.count } ?? 0]
      append(key, Self.wording.device(device), .info)
    case .nextPush:
      guard pushesDirectory != nil else {
        append(key, PhoneWording.noPushesDirectory, .warning)
        return
      }
      pending.append(.pushRequested)
    case .stepDynamicType(let step):
      dynamicType = DynamicTypeNames.cycle(dynamicType, by: step)
      append(key, Self.wording.dynamicType(dynamicType), .info)
    case .toggleAppearance:
      colorScheme = colorScheme == .dark ? .light : .dark
      append(key, Self.wording.appearance(colorScheme), .info)
    case .nextLanguage:
      pending.append(.languageRequested)
    case .beginEnd, .toggleExpanded, .nextSmallFamily, .toggleHelp, .quit:
      // What the keys mean next, which box the screen shows, the help and leaving are the face's; the phone
      // does not change.
      break
    }
  }

  // MARK: Time

  private mutating func advanceTime(to wall: Date) {
    lastWall = max(lastWall, wall)
    advanceSimulated(to: clock.now(at: wall))
  }

  private mutating func advanceSimulated(to date: Date) {
    now = max(now, date)
    phone.tick(at: now)
    mirrorActivityLog(key: "")
  }

  // MARK: Actions

  private mutating func advance(key: String) {
    let next = lastStep + 1
    // After a push or an end the pipeline goes on from the step applied last (`LiveActivity.advance`).
    let outcome = activity.advance(at: now)
    skipActivityLog()
    guard definition.pipeline.indices.contains(next) else {
      record(key, PhoneWording.advance, outcome)
      return
    }
    if outcome == .applied { contentSource = "the pipeline" }
    let text = PhoneWording.step(
      next, of: definition.pipeline.count - 1, name: definition.pipeline[next].name)
    let alerted = definition.pipeline[next].alert != nil
    record(key, text, outcome, then: outcome == .applied ? consequences(alerted: alerted) : [])
  }

  private mutating func back(key: String) {
    let current = activity.stepIndex ?? lastStep
    guard current > 0 else {
      append(key, named(Self.wording.backRefused(step: current, name: definition.pipeline[0].name)), .ignored)
      pending.append(.backRefused(step: current))
      return
    }
    pending.append(.wentBack(step: current - 1))
    restart(
      at: current - 1, key: key,
      text: Self.wording.wentBack(step: current - 1, name: definition.pipeline[current - 1].name))
  }

  private mutating func restart(at step: Int, key: String, text: String) {
    activity = LiveActivity(definition: definition, startingAt: now, step: step)
    contentSource = "the pipeline"
    append(key, named(text), .info)
    pending.append(.started(activity: focus))
    // The new activity's own log starts with its start entry, which the line above already says.
    mirrored = 1
    mirrorActivityLog(key: key)
  }

  private mutating func end(_ choice: EndChoice, key: String) {
    let template = definition.endTemplate(choice)
    let policyText: String
    switch choice {
    case .default: policyText = PhoneWording.dismissal(.default)
    case .immediate: policyText = PhoneWording.dismissal(.immediate)
    case .fixtureDelay: policyText = PhoneWording.fixturesDismissal(template.dismissal)
    }
    end(with: template, policyText: policyText, key: key)
  }

  /// Ends the focused activity with `template` (`e`, a scenario's `end` and `cancel`).
  mutating func end(with template: EndTemplate, policyText: String, key: String) {
    let outcome = activity.end(with: template, at: now)
    skipActivityLog()
    if outcome == .applied, template.content != nil { contentSource = "the end's final content" }
    record(key, PhoneWording.end(policyText), outcome, then: outcome == .applied ? [endSummary()] : [])
  }

  private func endSummary() -> String {
    PhoneWording.ended(dismissal: activity.dismissalDate, dismissed: activity.state == .dismissed)
  }

  // MARK: Log

  mutating func append(_ key: String, _ text: String, _ kind: LogLine.Kind) {
    pending.append(.line(LogLine(date: now, key: key, text: text, kind: kind)))
  }

  /// `text: applied · what followed`, or `text: ignored, why`.
  mutating func record(
    _ key: String, _ text: String, _ outcome: EventOutcome, then followed: [String] = []
  ) {
    let kind: LogLine.Kind =
      switch outcome {
      case .applied: .applied
      case .ignored: .ignored
      case .refused: .refused
      }
    append(key, PhoneWording.logLine(named(text), outcome, then: followed), kind)
  }

  /// What an applied update brought with it: its alert (when `alerted`, the update carried one), and the end
  /// when it ended the activity. The activity's latest alert alone cannot tell: an earlier update in the
  /// same second leaves one with the same date.
  func consequences(alerted: Bool) -> [String] {
    var followed: [String] = []
    if alerted, let alert = activity.lastAlert, alert.date == now {
      followed.append(PhoneWording.alert(alert.alert))
    }
    if !activity.state.acceptsUpdates { followed.append(endSummary()) }
    return followed
  }

  /// Copies entries the activities logged by themselves (time passing: stale, dismissal, the 8-hour limit).
  private mutating func mirrorActivityLog(key: String) {
    for index in phone.entries.indices { mirrorActivityLog(of: index, key: key) }
  }

  private mutating func mirrorActivityLog(of index: Int, key: String) {
    let activity = phone.entries[index].activity
    let name = isShared ? phone.entries[index].name : nil
    for entry in activity.log.dropFirst(max(0, mirroredCounts[index] - activity.droppedLogEntries)) {
      let text = Self.wording.entry(entry, of: name)
      let kind: LogLine.Kind =
        switch entry.outcome {
        case .applied: entry.note == nil ? .applied : .warning
        case .ignored: .ignored
        case .refused: .refused
        }
      pending.append(.line(LogLine(date: entry.date, key: key, text: text, kind: kind)))
    }
    mirroredCounts[index] = activity.loggedCount
  }

  /// Marks the activity's entries for an action as shown: the action wrote its own, fuller line.
  mutating func skipActivityLog() { mirrored = activity.loggedCount }

  // MARK: Formatting

  /// `date`'s time of day in UTC, `HH:MM:SS`: how the log, the status line and the screen write instants.
  public static func time(_ date: Date) -> String { PhoneWording.time(date) }

  /// A clock jump or a dismissal delay in words: whole hours as `4 h`, anything else in minutes (`5 min`).
  public static func amount(_ seconds: TimeInterval) -> String { PhoneWording.amount(seconds) }

  /// Every line of the log is worded by `PhoneWording`, for this face.
  static let wording = PhoneWording(.log)
}
