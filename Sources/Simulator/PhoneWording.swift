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

/// The words for what happened to the simulated phone, for each face that shows it: the simulator's event
/// log (`PhoneSession` writes its lines with `.log`), a scenario's event lines (`.scenario`) and the verdicts
/// of `la-sim push` (`.pushCommand`). It reads no clock and no file and escapes nothing: the face that
/// prints a text escapes it. The faces word a thing differently where their readers differ (a log line is
/// short, a scenario line names its cause, `la-sim push` names the activity); every one of those texts is
/// here, so a change of wording is made, and seen, in one place.
public struct PhoneWording: Sendable {
  /// The face a text is for.
  public enum Face: Equatable, Sendable {
    /// The simulator's event log (`la-sim run`).
    case log
    /// A scenario's event lines (`la-sim play`, the goldens).
    case scenario
    /// `la-sim push`'s verdicts, summary and diagnostics.
    case pushCommand
  }

  /// The face the texts are for.
  public let face: Face

  /// The wording for `face`.
  public init(_ face: Face) {
    self.face = face
  }

  /// An entry of an activity's own log (`activity` names it when the phone has several):
  /// `courier: push update u.json: ignored, why (note)` in the log, `courier push update u.json, ignored
  /// (why); note` in a scenario (with `update preparing` when `updateLabel` names the step),
  /// `2026-11-29T10:00:00Z  push update u.json  ignored: why` for `la-sim push`.
  public func entry(_ entry: EventLogEntry, of activity: String? = nil, updateLabel: String? = nil) -> String
  {
    switch face {
    case .log:
      var text = (activity.map { "\($0): " } ?? "") + entry.event
      switch entry.outcome {
      case .applied: break
      case .ignored(let reason): text += ": ignored, " + reason
      case .refused(let reason): text += ": refused, " + reason
      }
      if let note = entry.note { text += " (\(note))" }
      return text
    case .scenario:
      var event = entry.event
      if event == "update", let updateLabel { event += " \(updateLabel)" }
      var text = (activity.map { "\($0) " } ?? "") + "\(event), \(entry.outcome.verdict)"
      switch entry.outcome {
      case .applied: break
      case .ignored(let reason), .refused(let reason): text += " (\(reason))"
      }
      if let note = entry.note { text += "; \(note)" }
      return text
    case .pushCommand:
      return "\(ClockText.iso(entry.date))  \(entry.event)  \(entry.outcome.verdict)"
        + (entry.reason.map { ": \($0)" } ?? "")
    }
  }

  /// The device the phone shows now: `device: iPhone 15 Pro (393-pt class)`, or `showing iPhone 15 Pro` in
  /// a scenario.
  public func device(_ device: DeviceProfile) -> String {
    switch face {
    case .scenario: "showing \(device.displayName)"
    case .log, .pushCommand: "device: \(device.displayName) (\(Int(device.screenPoints))-pt class)"
    }
  }

  /// The text size the phone is drawn at now: `text size: Dynamic Type xLarge` (`text size Dynamic Type
  /// xLarge` in a scenario).
  public func dynamicType(_ size: DynamicTypeSize) -> String {
    switch face {
    case .scenario: "text size Dynamic Type \(size.rawValue)"
    case .log, .pushCommand: "text size: Dynamic Type \(size.rawValue)"
    }
  }

  /// The phone's appearance now: `appearance: light` (`appearance light` in a scenario).
  public func appearance(_ scheme: ColorScheme) -> String {
    switch face {
    case .scenario: "the Lock Screen in \(scheme.rawValue) appearance"
    case .log, .pushCommand:
      "appearance: \(scheme.rawValue) (the Lock Screen follows it; the island stays dark)"
    }
  }

  /// Keys and commands act on `name` now, the `position`-th (from 1) of `count` activities, in `state`.
  public func focus(_ name: String, position: Int, of count: Int, state: ActivityState) -> String {
    switch face {
    case .scenario: "keys and commands now act on \(name)"
    case .log, .pushCommand: "focus: \(name) (\(position) of \(count), \(state.rawValue))"
    }
  }

  /// `p` at the first step (`step`, named `name`): nothing to go back to.
  public func backRefused(step: Int, name: String) -> String {
    switch face {
    case .scenario: "nothing to go back to (step \(step) is the first)"
    case .log, .pushCommand: "back: already at the first step (\(name))"
    }
  }

  /// `p`: a new activity at `step` (named `name`), as ActivityKit cannot undo an update.
  public func wentBack(step: Int, name: String) -> String {
    switch face {
    case .scenario: "back to step \(step) \(name): a new activity"
    case .log, .pushCommand:
      "back to step \(step) \(name): ActivityKit cannot undo an update, so a new activity starts at that step"
    }
  }

  /// `r`: a new activity at the first step (named `name`).
  public func restart(name: String) -> String {
    switch face {
    case .scenario: "restart"
    case .log, .pushCommand: "restart: a new activity at step 0 \(name)"
    }
  }

  /// `l` after the last payload of `directory`.
  public func noMorePayloads(in directory: String) -> String {
    switch face {
    case .scenario: "no more payloads in \(directory)"
    case .log, .pushCommand: "no more payloads in \(directory); r starts them again"
    }
  }

  /// A token rotation for `activity`, which is in `state` (nil: it is gone) and so gets no new token;
  /// `shared` when the phone has several activities (the log then names it).
  public func noNewToken(for activity: String, state: ActivityState?, shared: Bool) -> String {
    let status = (state ?? .ended).predicate
    switch face {
    case .scenario: return "\(activity) \(status): its token died with it, none is issued"
    case .log, .pushCommand:
      return (shared ? "\(activity): " : "") + "token: the activity \(status), so it gets no new token"
    }
  }

  /// What the island of `device` shows now, and for `la-sim push` what it showed `before` when that differs:
  /// `island now compact: courier (higher relevance)` in the log and a scenario, `island now: compact: …;
  /// was …` or `island: compact: …` for `la-sim push`.
  public func island(_ now: IslandArbitration, was before: IslandArbitration? = nil, device: DeviceProfile)
    -> String
  {
    switch face {
    case .log, .scenario: "island now " + Self.summary(now, device: device)
    case .pushCommand:
      Self.island(Self.summary(now, device: device), was: before.map { Self.summary($0, device: device) })
    }
  }

  /// `compact: pizza-planet (higher relevance)`: `Renderer.islandSummary` without its `Dynamic Island: `; on
  /// a device without an island, `none on iPhone 14`, and an alert there is a banner.
  public static func summary(_ island: IslandArbitration, device: DeviceProfile) -> String {
    let text = Renderer.islandSummary(island, device: device)
    let prefix = "Dynamic Island: "
    return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
  }

  /// What the island shows at an instant, and while an alert expands it what it shows `afterAlerts`:
  /// `expanded for …'s alert until …, then compact: …`. A device without an island shows none before or
  /// after: the alert's banner is all there is to say.
  public static func summary(
    _ island: IslandArbitration, afterAlerts after: IslandArbitration, device: DeviceProfile
  ) -> String {
    island == after || !device.has(.compact)
      ? summary(island, device: device)
      : "\(summary(island, device: device)), then \(summary(after, device: device))"
  }
}
