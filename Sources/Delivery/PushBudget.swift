#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The hourly budget of priority-10 Live Activity updates one app has (ACTIVITYKIT.md §8, DECISIONS.md):
/// each priority-10 update spends one; once `limit` were delivered in the last hour, the next is throttled
/// until the oldest of them is an hour old. Priority 5 costs nothing.
///
/// Apple publishes no figures. la-sim's are assumptions: about 15 an hour without frequent updates
/// (pushward.app/docs/limits, "Standard ~15 updates/hour"), and 180 an hour with
/// `NSSupportsLiveActivitiesFrequentUpdates`, so that one update every 10 seconds runs out after 30 minutes,
/// as developers report frequent updates stopping after 20 to 30 minutes (voltra issue 119).
public struct PushBudget: Equatable, Sendable {
  /// Priority-10 updates an hour without `NSSupportsLiveActivitiesFrequentUpdates`.
  public static let standardPerHour = 15
  /// Priority-10 updates an hour with `NSSupportsLiveActivitiesFrequentUpdates`.
  public static let frequentPerHour = 180
  /// The window the budget is counted over.
  public static let window: TimeInterval = 3600

  /// How many priority-10 updates the window allows.
  public let limit: Int
  /// When the priority-10 updates still in the window were delivered, oldest first.
  public private(set) var spent: [Date] = []

  /// A full budget of `limit` updates an hour.
  public init(limit: Int) { self.limit = max(1, limit) }

  /// How many priority-10 updates may still be delivered at `date`.
  public func remaining(at date: Date) -> Int {
    limit - spent.filter { date.timeIntervalSince($0) < Self.window }.count
  }

  /// Spends one update at `date`; false (nothing spent) when the budget is used up: the push is throttled.
  public mutating func spend(at date: Date) -> Bool {
    spent.removeAll { date.timeIntervalSince($0) >= Self.window }
    guard spent.count < limit else { return false }
    spent.append(date)
    return true
  }

  /// When the next priority-10 update may be delivered, if not now.
  public func nextAvailable(at date: Date) -> Date? {
    let current = spent.filter { date.timeIntervalSince($0) < Self.window }
    guard current.count >= limit, let oldest = current.first else { return nil }
    return oldest.addingTimeInterval(Self.window)
  }
}
