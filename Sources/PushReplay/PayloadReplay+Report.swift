import Delivery
import Escaping
import Fixture
import Formatting
import FrameFormats
import JSON
import Rendering
import Simulator

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension PayloadReplay {
  /// The verdicts for a terminal: every line that quotes a file name, a payload or the fixture (alert
  /// texts, diagnostics, notes, the event log) is escaped on its own, so none can forge another line.
  package func text() -> String {
    var lines = [startLine.terminalSafe]
    if let startIsland { lines.append("  \(PhoneWording.island(startIsland, was: nil))".terminalSafe) }
    lines.append("")
    for verdict in verdicts {
      lines.append(
        PhoneWording.verdictLine(
          file: verdict.file, verdict: verdict.verdict, activity: verdict.activity, event: verdict.event,
          summary: verdict.summary
        ).terminalSafe)
      lines += verdict.diagnostics.map { "  \($0)".terminalSafe }
      lines.append("  \(PhoneWording.island(verdict.island, was: verdict.islandBefore))".terminalSafe)
      if let frames = verdict.frames {
        lines.append("")
        lines.append(
          String(
            FrameText.text(frames, header: verdict.header.terminalSafe).reversed().drop { $0 == "\n" }
              .reversed()))
        lines.append("")
      }
    }
    lines.append("")
    lines.append(PhoneWording.tally(verdicts.map(\.verdict)))
    if phone.entries.count > 1, let clock {
      lines.append(PhoneWording.onThePhone(phone, at: clock).terminalSafe)
      lines.append(PhoneWording.islandAtEnd(islandNow).terminalSafe)
    }
    let wording = PhoneWording(.pushCommand)
    for entry in phone.entries {
      lines.append("")
      lines.append(PhoneWording.eventLogHeading(phone.entries.count > 1 ? entry.name : nil).terminalSafe)
      lines += entry.activity.log.map { "  \(wording.entry($0))".terminalSafe }
    }
    if !phone.tokenUpdates.isEmpty {
      lines.append("")
      lines.append(PhoneWording.pushTokensHeading)
      lines += phone.tokenUpdates.map { "  \(PhoneWording.pushToken($0))".terminalSafe }
    }
    return lines.joined(separator: "\n")
  }

  package func json() -> String {
    let payloads = verdicts.map { verdict -> JSONValue in
      var members = [
        JSONMember(key: "file", value: .string(verdict.file)),
        JSONMember(key: "verdict", value: .string(verdict.verdict)),
        JSONMember(key: "event", value: verdict.event.map { .string($0.rawValue) } ?? .null),
        JSONMember(key: "time", value: verdict.time.map { .string(ClockText.iso($0)) } ?? .null),
        JSONMember(key: "activity", value: verdict.activity.map(JSONValue.string) ?? .null),
        JSONMember(key: "summary", value: .string(verdict.summary)),
        JSONMember(key: "state", value: verdict.state.map { .string($0.rawValue) } ?? .null),
        JSONMember(key: "island", value: .string(verdict.island)),
        JSONMember(key: "islandChanged", value: .bool(verdict.islandBefore != nil)),
        JSONMember(
          key: "diagnostics",
          value: .array(
            verdict.diagnostics.map { diagnostic in
              .object([
                JSONMember(key: "path", value: .string(diagnostic.path)),
                JSONMember(key: "severity", value: .string(diagnostic.severity.rawValue)),
                JSONMember(key: "message", value: .string(diagnostic.message)),
                JSONMember(key: "code", value: diagnostic.trap.map { .string($0.code) } ?? .null),
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
    let activities = phone.entries.map { entry -> JSONValue in
      .object([
        JSONMember(key: "name", value: .string(entry.name)),
        JSONMember(key: "state", value: .string(entry.activity.state.rawValue)),
        JSONMember(key: "relevanceScore", value: .double(entry.activity.relevanceScore)),
        JSONMember(key: "started", value: .string(ClockText.iso(entry.activity.startDate))),
        JSONMember(key: "pushToken", value: entry.tokens.current.map(JSONValue.string) ?? .null),
        JSONMember(key: "app", value: .string(entry.app)),
        JSONMember(key: "log", value: Self.json(entry.activity.log)),
      ])
    }
    // Each app's priority-10 budget at the phone's clock: how many an hour, how many are left.
    let apps = phone.entries.map(\.app).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    let budgets = apps.map { app -> JSONValue in
      let definition = phone.entries.first { $0.app == app }?.activity.definition
      let budget = phone.budgets[app] ?? PushBudget(limit: definition?.push.budgetPerHour ?? 15)
      return .object([
        JSONMember(key: "app", value: .string(app)),
        JSONMember(key: "perHour", value: .int(budget.limit)),
        JSONMember(key: "remaining", value: .int(budget.remaining(at: clock ?? .distantPast))),
      ])
    }
    // `state` and `log` are the most recently started activity's, as when la-sim followed one activity.
    let latest = phone.entries.last?.activity
    let island = clock.map { _ in islandNow }
    let object = JSONValue.object([
      JSONMember(key: "activity", value: .string(definition.name)),
      JSONMember(key: "start", value: startObject),
      JSONMember(key: "payloads", value: .array(payloads)),
      JSONMember(key: "activities", value: .array(activities)),
      JSONMember(key: "island", value: island.map(JSONValue.string) ?? .null),
      JSONMember(key: "lockScreen", value: .array(phone.lockScreen.map { .string($0) })),
      JSONMember(key: "tokenUpdates", value: .array(phone.tokenUpdates.map(Self.json))),
      JSONMember(key: "budgets", value: .array(budgets)),
      JSONMember(key: "state", value: latest.map { .string($0.state.rawValue) } ?? .null),
      JSONMember(key: "log", value: Self.json(latest?.log ?? [])),
    ])
    return TerminalSafe.json(object.serialized(pretty: true))
  }

  package static func json(_ update: TokenUpdate) -> JSONValue {
    .object([
      JSONMember(key: "time", value: .string(ClockText.iso(update.date))),
      JSONMember(
        key: "sequence",
        value: .string(update.activity == nil ? "pushToStartTokenUpdates" : "pushTokenUpdates")),
      JSONMember(key: "activity", value: update.activity.map(JSONValue.string) ?? .null),
      JSONMember(key: "app", value: .string(update.app)),
      JSONMember(key: "token", value: .string(update.token)),
      JSONMember(key: "reason", value: .string(update.reason)),
    ])
  }

  package static func json(_ log: [EventLogEntry]) -> JSONValue {
    .array(
      log.map { entry in
        .object([
          JSONMember(key: "time", value: .string(ClockText.iso(entry.date))),
          JSONMember(key: "event", value: .string(entry.event)),
          JSONMember(key: "outcome", value: .string(entry.outcome.verdict)),
          JSONMember(key: "reason", value: entry.reason.map(JSONValue.string) ?? .null),
        ])
      })
  }
}
