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
}
