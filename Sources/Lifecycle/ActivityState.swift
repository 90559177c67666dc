/// Where an activity is in its life (ActivityKit's `ActivityState`).
public enum ActivityState: String, CaseIterable, Equatable, Sendable {
  /// Visible, accepts updates.
  case active
  /// Its stale date has passed; still visible, still accepts updates.
  case stale
  /// Ended: gone from the Dynamic Island, final content on the Lock Screen until dismissal; never updates again.
  case ended
  /// Removed from every surface.
  case dismissed

  /// Whether the activity still accepts updates.
  public var acceptsUpdates: Bool { self == .active || self == .stale }

  /// The state as what an activity is or has done: `is active`, `is stale`, `has ended`, `has been
  /// dismissed` (the raw values are adjectives and participles, which `has` alone does not fit).
  public var predicate: String {
    switch self {
    case .active, .stale: "is \(rawValue)"
    case .ended: "has ended"
    case .dismissed: "has been dismissed"
    }
  }
}
