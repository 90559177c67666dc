import Delivery
import Escaping
import Formatting
import JSON
import Simulator

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How `la-sim serve` and `la-sim run --serve` word a request: one line with what APNs answered, then the
/// phone's own log lines for the push (as the simulator's log words them), or one JSON object.
public enum APNsWording {
  /// `09:41:07  200  POST /3/device/8818d9…91a7  update pizza-planet applied` and the phone's lines under it.
  public static func lines(_ exchange: APNsExchange, time: String) -> [String] {
    let request = exchange.request
    let status =
      "\(exchange.answer.status)" + (exchange.answer.reason.map { " \($0.rawValue)" } ?? "")
    var first = "\(time)  \(status)  \(request.method.abbreviated) \(shortPath(request.path))"
    if let refusal = exchange.refusal {
      first += ": \(refusal.why)"
      if let timestamp = refusal.timestamp { first += " (unregistered since \(ClockText.iso(timestamp)))" }
    } else if let verdict = exchange.verdicts.first {
      first += ": " + outcome(verdict)
    } else if exchange.accepted != nil {
      first += ": \(exchange.label) reached no activity"
    }
    if let accepted = exchange.accepted, !accepted.signatureChecked {
      first += " · signature not checked (no --auth-key)"
    }
    var lines = [first.terminalSafe]
    for note in exchange.accepted?.notes ?? [] {
      lines.append("    note: \(note)".terminalSafe)
    }
    for event in exchange.events {
      guard let line = event.logLine else { continue }
      lines.append("    \(line.text)".terminalSafe)
    }
    return lines
  }

  /// The simulator's log line for a request APNs refused (before the phone saw it, or a 410 after).
  public static func refusedLogLine(_ exchange: APNsExchange) -> String? {
    guard let reason = exchange.answer.reason, let refusal = exchange.refusal else { return nil }
    return "\(exchange.label): APNs answered \(reason.status) \(reason.rawValue): \(refusal.why)".terminalSafe
  }

  /// One object: the request, the answer, and what the phone did.
  public static func json(_ exchange: APNsExchange, wall: Date) -> JSONValue {
    let request = exchange.request
    var members: [JSONMember] = [
      JSONMember(key: "time", value: .string(ClockText.iso(wall))),
      JSONMember(key: "request", value: .string(exchange.label)),
      JSONMember(key: "method", value: .string(request.method)),
      JSONMember(key: "path", value: .string(request.path)),
      JSONMember(key: "status", value: .int(exchange.answer.status)),
      JSONMember(key: "reason", value: exchange.answer.reason.map { .string($0.rawValue) } ?? .null),
      JSONMember(key: "apns-id", value: .string(exchange.answer.apnsID)),
      JSONMember(key: "why", value: exchange.refusal.map { .string($0.why) } ?? .null),
      JSONMember(
        key: "signatureChecked", value: exchange.accepted.map { .bool($0.signatureChecked) } ?? .null),
    ]
    let verdicts: [JSONValue] = exchange.verdicts.map { verdict in
      .object([
        JSONMember(key: "activity", value: verdict.activity.map(JSONValue.string) ?? .null),
        JSONMember(key: "outcome", value: .string(outcomeWord(verdict))),
        JSONMember(key: "trap", value: trap(of: verdict).map { .string($0.code) } ?? .null),
      ])
    }
    members.append(
      JSONMember(key: "notes", value: .array((exchange.accepted?.notes ?? []).map(JSONValue.string))))
    members.append(JSONMember(key: "verdicts", value: .array(verdicts)))
    let log: [JSONValue] = exchange.events.compactMap { event in event.logLine.map { .string($0.text) } }
    members.append(JSONMember(key: "log", value: .array(log)))
    return .object(members)
  }

  /// `applied to pizza-planet`, `ignored on pizza-planet [LP023]`.
  static func outcome(_ verdict: PushVerdict) -> String {
    let word = outcomeWord(verdict)
    let place = verdict.activity.map { (word == "applied" ? " to " : " on ") + $0 } ?? ""
    return "\(verdict.file) \(word)\(place)" + (trap(of: verdict).map { " [\($0.code)]" } ?? "")
  }

  /// The trap that explains the verdict: the phone's, or for a push that does not decode, its first error's.
  static func trap(of verdict: PushVerdict) -> PushTrap? {
    if let trap = verdict.trap { return trap }
    guard verdict.outcome != .applied, let decoding = verdict.decoding else { return nil }
    return decoding.diagnostics.first { $0.severity == .error && $0.trap != nil }?.trap
  }

  /// `applied`, `ignored` or `refused`.
  static func outcomeWord(_ verdict: PushVerdict) -> String { verdict.outcome.verdict }

  /// The path with a long token shortened (`/3/device/8818d9…91a7`), and a broadcast's with its app
  /// whole unless it is long (`/4/broadcasts/apps/com.example.pizzaplanet`).
  static func shortPath(_ path: String) -> String {
    if path.hasPrefix(PushHeaders.broadcastPath) {
      return PushHeaders.broadcastPath + String(path.dropFirst(PushHeaders.broadcastPath.count)).abbreviated
    }
    let prefix = PushHeaders.devicePath
    guard path.hasPrefix(prefix) else { return path.abbreviated }
    return prefix + PushToken.short(String(path.dropFirst(prefix.count)))
  }
}
