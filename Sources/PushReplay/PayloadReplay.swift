import Delivery
import Fixture
import Formatting
import JSON
import Layout
import Lifecycle
import Phone
import Rendering
import Simulator

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One phone the payloads are applied to, every activity they start on it, and what became of each payload.
package struct PayloadReplay {
  package let definition: ActivityDefinition
  package let device: DeviceProfile
  package let render: Bool
  /// The phone: every activity started, by the fixture or by a start push, each with its own lifecycle.
  /// `PhoneSession` decides what each payload does to it; this face reads files and words the verdicts.
  package var session: PhoneSession?
  /// Every activity on the phone.
  package var phone: SimulatedPhone { session?.phone ?? SimulatedPhone() }
  /// The phone's clock: the latest instant a payload arrived at (time never runs backwards).
  package var clock: Date?
  package var startLine = ""
  /// What the island shows once the fixture's activity has started.
  package var startIsland: String?
  /// How the activity started, for `--format json`.
  package var startObject: JSONValue = .null
  package var startRefusal: String?
  package var verdicts: [PayloadVerdict] = []
  /// Everything the phone answered, in order.
  package var events: [PhoneEvent] = []
  /// Every app on the phone: the main fixture, then each `--with` fixture.
  package var apps: [ActivityDefinition] = []
  /// The payloads applied, with the token and topic they went to, for `--emit`.
  package var applied: [(file: String, root: JSONValue, token: String?, definition: ActivityDefinition)] = []

  package init(definition: ActivityDefinition, device: DeviceProfile, render: Bool) {
    self.definition = definition
    self.device = device
    self.render = render
  }

  /// Starts the fixture's activity, unless the first payload is a start push that will start it.
  package mutating func start(
    step: Int, explicitStart: Date?, loaded: [PayloadFile], others: [(ActivityDefinition, Int)] = []
  ) {
    apps = [definition]
    for (other, _) in others where !apps.contains(where: { $0.bundleIdentifier == other.bundleIdentifier }) {
      apps.append(other)
    }
    if explicitStart == nil, let first = loaded.first?.decoding?.payload, first.event == .start {
      startLine = PhoneWording.startedByPush(definition.name)
      startObject = .object([JSONMember(key: "by", value: .string("push"))])
      let date = first.arrival.addingTimeInterval(-1)
      session = PhoneSession(emptyPhoneFor: apps, device: device, at: date, wall: date)
      startOthers(others)
      return
    }
    let date: Date
    let why: PhoneWording.StartReason
    if let explicitStart {
      date = explicitStart
      why = .option
    } else if let arrival = loaded.lazy.compactMap({ $0.decoding?.arrival }).first {
      date = arrival.addingTimeInterval(-1)
      why = .beforeFirstPayload
    } else {
      date = LiveActivity.referenceStart
      why = .noTimestamp
    }
    let stepName = definition.pipeline.indices.contains(step) ? definition.pipeline[step].name : nil
    startLine = PhoneWording.started(definition.name, step: step, stepName: stepName, at: date, why: why)
    var note: String?
    clock = date
    session = PhoneSession(emptyPhoneFor: apps, device: device, at: date, wall: date)
    if let reason = send(.command("", .start(definition, step: step))).lazy.compactMap(Self.refusal).first {
      startRefusal = reason
      startLine += PhoneWording.startRefused(reason)
    } else {
      note = phone.entries.last?.activity.log.first?.note
      if let note { startLine += "; \(note)" }
      startOthers(others)
      startIsland = PhoneWording.summary(phone.island(at: date), device: device)
    }
    startObject = .object([
      JSONMember(key: "by", value: .string("fixture")),
      JSONMember(key: "time", value: .string(ClockText.iso(date))),
      JSONMember(key: "timestamp", value: .double(date.timeIntervalSince1970)),
      JSONMember(key: "step", value: .int(step)),
      JSONMember(key: "why", value: .string(why.text)),
      JSONMember(key: "refused", value: startRefusal.map(JSONValue.string) ?? .null),
      JSONMember(key: "note", value: note.map(JSONValue.string) ?? .null),
    ])
  }

  /// Sends one payload file to the phone at the instant it names (or at the phone's clock, when that is
  /// later); the phone (`PhoneSession`) routes it, decodes it against its activity's fixture and applies
  /// it, and this words what it answered.
  package mutating func apply(_ loaded: PayloadFile) {
    if let arrival = loaded.decoding?.arrival, arrival > clock ?? .distantPast {
      send(.time(arrival))
      clock = arrival
    }
    let before = phone.islandAfterAlerts(at: clock ?? .distantPast)
    var verdict = PayloadVerdict(
      file: loaded.file, verdict: PhoneWording.Verdict.rejected.rawValue, summary: "", diagnostics: [])
    let label = loaded.file.lastPathComponent
    var delivery: PushDelivery
    if let root = loaded.root {
      delivery = PushDelivery.decode(root, fileName: label, definition: definition)
      delivery.root = root
      if let refusal = loaded.appRefusal { delivery.refuse(byApp: refusal.message, at: refusal.path) }
    } else if let syntax = loaded.syntaxError {
      delivery = PushDelivery.notJSON(syntax, fileName: label)
    } else {
      return
    }
    // The phone's clock before the push: a push stamped earlier arrives at it.
    let clockBefore = clock
    let others = phone.entries.filter { $0.activity.state != .dismissed }
    var verdicts: [PushVerdict] = []
    for case .verdict(let one) in send(.push(delivery)) { verdicts.append(one) }
    if let first = verdicts.first, let decoding = first.decoding,
      let payload = decoding.payload ?? Self.unrouted(first, decoding)
    {
      // A push that never reaches an activity is not judged by a schema it was never decoded against.
      verdict.diagnostics = decoding.payload == nil ? [] : decoding.diagnostics
      judge(payload, verdicts, clockBefore: clockBefore, others: others, to: &verdict)
      if verdict.verdict == PhoneWording.Verdict.applied.rawValue, let root = loaded.root,
        let name = verdict.activity,
        let entry = phone.entry(named: name)
      {
        // APNs takes a start at the app's push-to-start token; the activity's own token takes the rest.
        let token =
          payload.event == .start ? phone.pushToStartToken(for: entry.app) : entry.tokens.current
        applied.append((loaded.file, root, payload.token ?? token, entry.activity.definition))
      }
    } else {
      reject(verdicts.first, syntax: loaded.syntaxError, as: &verdict)
    }
    finish(&verdict, before: before)
  }

  /// Gives the phone `message` at its own clock and returns its answer.
  @discardableResult
  package mutating func send(_ message: PhoneMessage) -> [PhoneEvent] {
    guard var session else { return [] }
    defer { self.session = session }
    let answer = session.receive(message, at: .distantPast)
    events += answer
    return answer
  }

  /// Why `Activity.request` refused a start, from the phone's answer.
  package static func refusal(_ event: PhoneEvent) -> String? {
    if case .startRefused(_, let reason) = event { return reason }
    return nil
  }

  /// A stand-in payload for a push that is lost or addressed to nothing whatever its content (the verdict
  /// says why it never reached an activity, not how it would have decoded there).
  package static func unrouted(_ verdict: PushVerdict, _ decoding: PushDecoding) -> PushPayload? {
    switch verdict.dropped {
    case .lost, .unknown:
      guard let arrival = decoding.arrival else { return nil }
      var payload = PushPayload(
        event: decoding.event ?? .update, timestamp: arrival, contentState: ContentState(values: [:]))
      payload.token = decoding.token
      payload.activity = decoding.activity
      return payload
    default: return nil
    }
  }

  /// A file the device cannot read or decode: it changes no activity, but the log of the activity it would
  /// have gone to shows it was sent (the phone wrote it there; `verdict` says which).
  private func reject(_ answer: PushVerdict?, syntax: JSONSyntaxError?, as verdict: inout PayloadVerdict) {
    if let syntax {
      let words = PhoneWording.notJSON(syntax)
      verdict.summary = words.summary
      verdict.diagnostics = words.diagnostics
      verdict.notJSON = true
      return
    }
    guard let decoding = answer?.decoding else { return }
    let words = PhoneWording.undecodable(
      decoding, state: answer?.activity.flatMap { phone.entry(named: $0)?.activity.state })
    verdict.event = decoding.event
    verdict.time = decoding.arrival
    verdict.summary = words.summary
    verdict.diagnostics = words.diagnostics
    verdict.state = words.state
  }

  /// Starts each `--with` activity at the phone's clock, after the main one.
  private mutating func startOthers(_ others: [(ActivityDefinition, Int)]) {
    // At the same instant: the order they are given in breaks ties in relevance.
    for (other, step) in others {
      if let reason = send(.command("", .start(other, step: step))).lazy.compactMap(Self.refusal).first {
        startLine += PhoneWording.startedWith(other.name, step: step, refused: reason)
      } else {
        startLine += PhoneWording.startedWith(
          phone.entries.last?.name ?? other.name, step: step, refused: nil)
      }
    }
  }

  /// Says what the island shows now and whether the push changed it, draws the phone for `--render`, and
  /// keeps the verdict.
  private mutating func finish(_ verdict: inout PayloadVerdict, before: IslandArbitration) {
    let now = clock ?? .distantPast
    verdict.island = islandNow
    if Self.shown(before, device: device) != Self.shown(phone.islandAfterAlerts(at: now), device: device) {
      verdict.islandBefore = PhoneWording.summary(before, device: device)
    }
    if render, verdict.verdict == PhoneWording.Verdict.applied.rawValue {
      verdict.frames = Renderer.renderPhone(phone, device: device, now: now).frames
      let states = phone.entries.map { "\($0.name) \($0.activity.state.rawValue)" }
      verdict.header =
        "phone · \(device.displayName) (\(Int(device.screenPoints)) pt) · after"
        + " \(verdict.file.lastPathComponent) · \(states.joined(separator: ", "))"
    }
    verdicts.append(verdict)
  }

  /// What the island shows at the phone's clock: `compact: pizza-planet (only activity)`, or, while an
  /// alert expands it, `expanded for …'s alert until …, then compact: …`.
  package var islandNow: String {
    let now = clock ?? .distantPast
    return PhoneWording.summary(
      phone.island(at: now), afterAlerts: phone.islandAfterAlerts(at: now), device: device)
  }

  /// What the island shows, without the reason: a change of reason alone (a second, less relevant
  /// activity making the first one's "only activity" a "higher relevance") is no change on the phone, nor
  /// is any change on a `device` that has no island.
  package static func shown(_ island: IslandArbitration, device: DeviceProfile) -> [String] {
    guard device.has(.compact) else { return [] }
    return switch island {
    case .empty: []
    case .compact(let name, _): ["compact", name]
    case .minimal(let attached, let detached, _): ["minimal", attached, detached]
    case .expanded(let name, _): ["expanded", name]
    }
  }
}
