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

  /// The slot drawn in `region` of `presentation`, if one is: the small family's leading and trailing are
  /// the compact views it is drawn from when the activity has no small view.
  public static func slot(_ presentation: Presentation, region: String?) -> LayoutSlot? {
    if presentation == .small, region == "leading" { return .compactLeading }
    if presentation == .small, region == "trailing" { return .compactTrailing }
    return allCases.first { $0.placement.presentation == presentation && $0.placement.region == region }
  }

  /// The region's name (`leading`, `content`, …).
  public var region: String { placement.region }
}
