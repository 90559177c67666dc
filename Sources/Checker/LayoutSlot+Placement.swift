import ActivityState
import Renderer

extension LayoutSlot {
  /// The presentation and region the renderer draws this slot in, as reports name them.
  var placement: (presentation: Presentation, region: String) {
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

  /// The slot's key in the fixture's `layouts` object, e.g. `compactTrailing` or `expanded.leading`.
  var fixtureKey: String {
    switch self {
    case .expandedLeading: "expanded.leading"
    case .expandedTrailing: "expanded.trailing"
    case .expandedCenter: "expanded.center"
    case .expandedBottom: "expanded.bottom"
    default: rawValue
    }
  }
}
