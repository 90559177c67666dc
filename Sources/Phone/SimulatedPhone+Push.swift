#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SimulatedPhone {
  /// Why a push cannot be routed to an activity on the phone.
  public enum RouteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The push names an activity the phone does not have; `names` are the ones it has.
    case unknownActivity(String, names: [String])
    /// No activity has started on the phone.
    case noActivity

    /// One line: `no activity named "x" on the phone (it has: pizza-planet, pizza-planet-2)`.
    public var description: String {
      switch self {
      case .unknownActivity(let name, let names):
        "no activity named \"\(name.terminalSafe)\" on the phone (it has: "
          + (names.isEmpty ? "none" : names.joined(separator: ", ").terminalSafe) + ")"
      case .noActivity: "no activity is on the phone"
      }
    }
  }

  /// The activity an `update` or `end` push goes to: the one it names, or else the most recently started
  /// activity that still accepts updates (or, when every one has ended, the most recently started, whose
  /// lifecycle then ignores it with its reason).
  public func pushTarget(named name: String?) throws(RouteError) -> String {
    if let name {
      guard entry(named: name) != nil else { throw .unknownActivity(name, names: entries.map(\.name)) }
      return name
    }
    let latest = entries.max { $0.order < $1.order }
    let open = entries.filter { $0.activity.state.acceptsUpdates }.max { $0.order < $1.order }
    guard let target = open ?? latest else { throw .noActivity }
    return target.name
  }

  /// What the island shows once every alert showing at `now` is over (the arbitration that resumes), with the
  /// phone's activities moved on to that instant.
  public func islandAfterAlerts(at now: Date) -> IslandArbitration {
    var phone = self
    var instant = now
    // Each round passes one alert; there are never more alerts than activities.
    for _ in 0...entries.count {
      guard case .expanded(_, let until) = phone.island(at: instant), until > instant else { break }
      instant = until
      phone.tick(at: instant)
    }
    return phone.island(at: instant)
  }
}
