/// The surfaces a Live Activity appears on.
public enum Presentation: String, CaseIterable, Equatable, Hashable, Sendable {
  /// The Lock Screen card (also the banner on devices without a Dynamic Island).
  case lockScreen = "lock-screen"
  /// Compact leading and trailing, around the camera.
  case compact
  /// Minimal, when two apps share the island.
  case minimal
  /// Expanded: leading, trailing, center and bottom regions.
  case expanded
  /// The `.small` family (Watch Smart Stack, CarPlay).
  case small

  /// The heading used in text output.
  public var title: String {
    switch self {
    case .lockScreen: "Lock Screen"
    case .compact: "Dynamic Island · compact"
    case .minimal: "Dynamic Island · minimal"
    case .expanded: "Dynamic Island · expanded"
    case .small: "Small family (Watch, CarPlay)"
    }
  }

  /// Whether it is drawn in the Dynamic Island (cleared at once when the activity ends).
  public var isInIsland: Bool { self == .compact || self == .minimal || self == .expanded }
}
