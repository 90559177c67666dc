import Fixture
import Layout
import Lifecycle
import Phone
import Typography
import Views

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The interactive simulator's face on the phone: what the keys mean now (the end prompt, the help), the
/// terminal's size and the event log. What a key, a push, a tick or a reload does to the phone is
/// `PhoneSession`'s to decide; this model turns input into its messages and its events into log lines and
/// effects. It changes only in `update(_:)`, which is pure: the clock arrives inside messages.
public struct SimulatorModel: Equatable, Sendable {
  /// What the keys currently mean.
  public enum Mode: Equatable, Sendable {
    /// The main screen.
    case normal
    /// `e` was pressed; the next key picks the dismissal policy.
    case endPrompt
    /// The key help is open.
    case help
  }

  /// The most log lines kept; older ones scroll away for good.
  public static let logLimit = 200

  /// The phone and its interpreter.
  public private(set) var session: PhoneSession
  /// What the keys currently mean.
  public private(set) var mode: Mode = .normal
  /// The event log, oldest first.
  public private(set) var log: [LogLine] = []
  /// The terminal's size.
  public private(set) var screen: ScreenSize
  /// Whether the large box of a screen too narrow for the island and the Lock Screen side by side shows
  /// the expanded island (`x`) rather than the Lock Screen.
  public private(set) var showsExpanded = false
  /// The device whose small family the screen shows in the Lock Screen's place (`w`): one of
  /// `smallFamilyDevices`, or nil for the Lock Screen. The phone is the same; this is what its paired watch
  /// or the car it is plugged into shows of the focused activity.
  public private(set) var smallFamilyDevice: DeviceProfile?
  /// The devices `w` steps through, a watch's Smart Stack then CarPlay: `defaultSmallFamilyDevices`, or
  /// the one `run --device` names in its kind's place (`showSmallFamily(of:)`).
  public private(set) var smallFamilyDevices = SimulatorModel.defaultSmallFamilyDevices
  /// The Smart Stack of a middle-sized Apple Watch (45 mm, Series 7–9), then CarPlay's first size.
  /// `la-sim render --device watch|carplay` draws every size.
  public static let defaultSmallFamilyDevices = [DeviceProfile.watches[3], DeviceProfile.carPlay[0]]
  /// The page of the key help shown, counted from 0 (space turns it).
  public private(set) var helpPage = 0
  /// Whether the terminal writes the keys in ASCII (a locale that is not UTF-8), so that space turns as
  /// many pages of the help as the terminal draws.
  public var writesKeysInASCII = false
  /// What the phone answered when it started (the first activity's start, the others', their tokens).
  public let startEvents: [PhoneEvent]

  /// The simulator on `definition`, started now (`wall`) at the simulated instant `start`, and `others`
  /// started after it on the same phone, in order (`la-sim run A B …`).
  public init(
    definition: ActivityDefinition, others: [ActivityDefinition] = [], device: DeviceProfile,
    devices: [DeviceProfile] = DeviceProfile.simulatorPhones,
    pushesDirectory: String?, screen: ScreenSize, wall: Date, start: Date = LiveActivity.referenceStart,
    dynamicType: DynamicTypeSize = .large, colorScheme: ColorScheme = .dark
  ) {
    session = PhoneSession(
      definition: definition, others: others, device: device, devices: devices,
      pushesDirectory: pushesDirectory, wall: wall, start: start, dynamicType: dynamicType,
      colorScheme: colorScheme)
    self.screen = screen
    startEvents = session.takeInitialEvents()
    show(startEvents)
  }

  /// Shows `device`'s small family in the Lock Screen's place from now on, `w` stepping through it in the
  /// place of the default of its kind (`run --device watch-41mm`: Apple Watch 41 mm, CarPlay, the Lock
  /// Screen). A device without a small family changes nothing.
  public mutating func showSmallFamily(of device: DeviceProfile) {
    guard device.surfaces == [.small] else { return }
    // The defaults hold one device of each kind, watch and CarPlay: `device` takes its kind's place.
    smallFamilyDevices = smallFamilyDevices.map { $0.group == device.group ? device : $0 }
    smallFamilyDevice = device
    showsExpanded = false
  }

  /// Every activity on the phone.
  public var phone: SimulatedPhone { session.phone }
  /// The index in `phone.entries` of the activity the keys act on.
  public var focusIndex: Int { session.focusIndex }
  /// The focused activity, as the real state machine has it.
  public var activity: LiveActivity { session.activity }
  /// The device profiles `d` cycles through.
  public var devices: [DeviceProfile] { session.devices }
  /// The device shown.
  public var device: DeviceProfile { session.device }
  /// The simulated clock.
  public var clock: SimulatorClock { session.clock }
  /// The simulated instant shown, in whole seconds; it never goes back.
  public var now: Date { session.now }
  /// The pipeline step most recently shown, kept when an update or an end leaves the pipeline.
  public var lastStep: Int { session.lastStep }
  /// Where the content shown came from when it is not a pipeline step, e.g. `push update-arriving.json`.
  public var contentSource: String { session.contentSource }
  /// The `--pushes` directory, when one was given.
  public var pushesDirectory: String? { session.pushesDirectory }
  /// The reader's text size every presentation is drawn at (`--dynamic-type`, then `t` and `T`).
  public var dynamicType: DynamicTypeSize { session.dynamicType }
  /// The phone's appearance (`--appearance`, then `m`).
  public var colorScheme: ColorScheme { session.colorScheme }
  /// The focused activity's name on the phone (the fixture's name, `name-2` for a second one).
  public var focus: String { session.focus }
  /// Whether the phone has more than one activity: the log and the status line then name them.
  public var isShared: Bool { session.isShared }
  /// What the Dynamic Island shows now, as the phone arbitrates it.
  public var island: IslandArbitration { session.island }
  /// The activity's definition.
  public var definition: ActivityDefinition { session.definition }
  /// Whether an alerting update keeps the expanded island on screen now.
  public var isAlerting: Bool { activity.isAlerting(at: now) }
  /// The pipeline step shown, or nil when the content came from elsewhere (a push, an end's final content).
  public var stepIndex: Int? { activity.stepIndex }

  /// Applies `message` and returns the work the runtime must do.
  public mutating func update(_ message: SimulatorMessage) -> [SimulatorEffect] {
    answer(message).effects
  }

  /// Applies `message` and returns the work the runtime must do and what the phone answered.
  public mutating func answer(_ message: SimulatorMessage) -> (
    effects: [SimulatorEffect], events: [PhoneEvent]
  ) {
    switch message {
    case .resize(let columns, let rows):
      screen = ScreenSize(columns: columns, rows: rows)
      return ([], [])
    case .tick(let wall): return shown(session.receive(.tick, at: wall))
    case .push(let delivery, let wall): return shown(session.receive(.push(delivery), at: wall))
    case .served(let delivery, let wall): return shown(session.receive(.served(delivery), at: wall))
    case .reload(let reload, let wall): return shown(session.receive(.reload(reload), at: wall))
    case .pushesChanged(let count, let wall):
      return shown(session.receive(.pushesChanged(count: count), at: wall))
    case .language(let change, let wall):
      return shown(session.receive(.language(change), at: wall))
    case .key(let key, let wall):
      let (phoneMessage, effects) = translate(key)
      let answer = shown(session.receive(phoneMessage, at: wall))
      return (effects + answer.effects, answer.events)
    }
  }

  private mutating func shown(_ events: [PhoneEvent]) -> (effects: [SimulatorEffect], events: [PhoneEvent]) {
    (show(events), events)
  }

  /// What `key` means on the screen shown: the message for the phone, and what leaves the simulator.
  private mutating func translate(_ key: KeyPress) -> (PhoneMessage, [SimulatorEffect]) {
    switch mode {
    case .help:
      // Space turns the page of a help taller than the terminal; any other key, or space on the last page,
      // closes it.
      if key == .character(" "), helpPage + 1 < HelpBox.pages(on: screen, ascii: writesKeysInASCII) {
        helpPage += 1
      } else {
        mode = .normal
        helpPage = 0
      }
      return (.key(key.asciiLabel, nil), KeyTable.quits(key) ? [.quit] : [])
    case .endPrompt:
      mode = .normal
      let label = "e \(key.asciiLabel)"
      guard let binding = KeyTable.binding(for: key, in: KeyTable.end) else {
        return KeyTable.quits(key) ? (.key(label, nil), [.quit]) : (.key(label, .cancel), [])
      }
      return (.key(label, binding.action), [])
    case .normal:
      if let binding = KeyTable.phone.first(where: { $0.keys.contains(key) }) {
        return (.phoneKey(key.asciiLabel, binding.action), [])
      }
      let action = KeyTable.binding(for: key, in: KeyTable.main)?.action
      switch action {
      case .beginEnd: mode = .endPrompt
      case .toggleHelp: mode = .help
      case .toggleExpanded: showsExpanded.toggle()
      case .nextSmallFamily:
        let devices = smallFamilyDevices
        if showsExpanded {
          // On a narrow screen, from the expanded island to the small family, in the same box.
          showsExpanded = false
          smallFamilyDevice = smallFamilyDevice ?? devices.first
        } else if let current = smallFamilyDevice, let index = devices.firstIndex(of: current) {
          smallFamilyDevice = index + 1 < devices.count ? devices[index + 1] : nil
        } else {
          smallFamilyDevice = devices.first
        }
      case .quit: return (.key(key.asciiLabel, action), [.quit])
      default: break
      }
      return (.key(key.asciiLabel, action), [])
    }
  }

  /// Adds the events' lines to the log and returns the work they ask of the runtime.
  @discardableResult
  private mutating func show(_ events: [PhoneEvent]) -> [SimulatorEffect] {
    var effects: [SimulatorEffect] = []
    for event in events {
      switch event {
      case .pushRequested: effects.append(.loadNextPush)
      case .restarted: effects.append(.rewindPushes)
      case .languageRequested: effects.append(.nextLanguage)
      default: break
      }
      // In clock order: a line about an earlier instant (a token issued at the start, shown once `k`
      // rotates one) goes where its time puts it, after the lines of its own instant.
      if let line = event.logLine {
        log.insert(line, at: log.lastIndex { $0.date <= line.date }.map { $0 + 1 } ?? 0)
      }
    }
    if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) }
    return effects
  }

  /// Adds a line a face writes about something the phone never saw (a request APNs refused before it
  /// reached the device, the address `--serve` listens on).
  public mutating func note(_ text: String, kind: LogLine.Kind) {
    show([.line(LogLine(date: now, key: "", text: text, kind: kind))])
  }

  /// `date`'s time of day in UTC, `HH:MM:SS`: how the log, the status line and the screen write instants.
  public static func time(_ date: Date) -> String { PhoneSession.time(date) }

  /// A clock jump or a dismissal delay in words: whole hours as `4 h`, anything else in minutes (`5 min`).
  public static func amount(_ seconds: TimeInterval) -> String { PhoneSession.amount(seconds) }
}
