import Lifecycle

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the Dynamic Island shows at one instant, and why.
public enum IslandArbitration: Equatable, Sendable {
  /// No activity is in the island (none, or every one has ended).
  case empty
  /// One app has activities: its top one in compact leading and trailing.
  case compact(String, IslandReason)
  /// Two or more apps have activities: the top two apps' top activities as minimal, one attached to the
  /// island and one detached beside it.
  case minimal(attached: String, detached: String, IslandReason)
  /// An alerting update expands the island for its alert; the arbitration resumes when it is over.
  case expanded(String, until: Date)

  /// The activities shown, in the island's order.
  public var names: [String] {
    switch self {
    case .empty: []
    case .compact(let name, _), .expanded(let name, _): [name]
    case .minimal(let attached, let detached, _): [attached, detached]
    }
  }
}

/// Why the island shows what it shows, in the words the simulator's labels and log use.
public enum IslandReason: Equatable, Sendable, CustomStringConvertible {
  /// The only activity in the island.
  case only
  /// A higher relevance score than every other activity of its app (or, for minimal, of the other apps).
  case higherRelevance
  /// Equal relevance: it started first.
  case startedFirst
  /// Minimal because another app has an activity too.
  case otherApp

  /// `higher relevance`, `started first`, …
  public var description: String {
    switch self {
    case .only: "only activity"
    case .higherRelevance: "higher relevance"
    case .startedFirst: "started first"
    case .otherApp: "other app"
    }
  }
}

extension SimulatedPhone {
  /// The activities the island may show: started and not yet ended (an ended activity leaves the island at once).
  var inIsland: [Entry] { entries.filter { $0.activity.state.acceptsUpdates } }

  /// Whether `a` ranks before `b`: higher relevance score, then started first.
  static func ranks(_ a: Entry, before b: Entry) -> Bool {
    if a.activity.relevanceScore != b.activity.relevanceScore {
      return a.activity.relevanceScore > b.activity.relevanceScore
    }
    return a.order < b.order
  }

  /// What the Dynamic Island shows at `now`: an alert being shown expands the island for the activity that sent
  /// the latest one; otherwise one app's top activity in compact, or the top two apps' top activities in
  /// minimal (the first of them attached).
  public func island(at now: Date) -> IslandArbitration {
    let candidates = inIsland
    let alerting = candidates.compactMap { entry -> (Entry, Date)? in
      guard let alert = entry.activity.lastAlert,
        now < alert.date.addingTimeInterval(LiveActivity.alertDuration), now >= alert.date
      else { return nil }
      return (entry, alert.date)
    }
    if let (entry, date) = alerting.max(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0.order < $1.0.order) }) {
      return .expanded(entry.name, until: date.addingTimeInterval(LiveActivity.alertDuration))
    }
    // Each app's top activity, best first.
    var tops: [Entry] = []
    for entry in candidates.sorted(by: Self.ranks) where !tops.contains(where: { $0.app == entry.app }) {
      tops.append(entry)
    }
    guard let first = tops.first else { return .empty }
    guard tops.count >= 2 else {
      let rivals = candidates.filter { $0.name != first.name }
      return .compact(first.name, Self.reason(for: first, over: rivals, none: .only))
    }
    return .minimal(attached: first.name, detached: tops[1].name, .otherApp)
  }

  /// Why `winner` beats `rivals`: a higher score than all of them, or an equal score and an earlier start.
  static func reason(for winner: Entry, over rivals: [Entry], none: IslandReason) -> IslandReason {
    guard !rivals.isEmpty else { return none }
    let tied = rivals.contains { $0.activity.relevanceScore == winner.activity.relevanceScore }
    return tied ? .startedFirst : .higherRelevance
  }

  /// What the Lock Screen lists: every activity not yet dismissed (ended ones keep their final content until
  /// then), most relevant first (ties: started first). Call `tick(at:)` first to bring them to an instant.
  public var lockScreen: [String] {
    entries.filter { $0.activity.state != .dismissed }.sorted(by: Self.ranks).map(\.name)
  }
}
