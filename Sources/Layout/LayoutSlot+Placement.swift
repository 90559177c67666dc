import Views

extension LayoutSlot {
  /// The presentation and region this slot is drawn in, as layout, reports and `check` name them.
  public var placement: (presentation: Presentation, region: String) {
    switch self {
    case .lockScreen: (.lockScreen, "content")
    case .compactLeading: (.compact, "leading")
    case .compactTrailing: (.compact, "trailing")
    case .minimal: (.minimal, "content")
    case .expandedLeading: (.expanded, "leading")
    case .expandedTrailing: (.expanded, "trailing")
    case .expandedCenter: (.expanded, "center")
    case .expandedBottom: (.expanded, "bottom")
    case .small: (.small, "content")
    }
  }

  /// The region's name (`leading`, `content`, …).
  public var region: String { placement.region }
}
