import Fixture
import Lifecycle
import Views

/// Where in an activity's layouts the view of a slot comes from, for a frame in one state: the slot's own
/// view, its stale variant (`staleLayouts`), or the app's StandBy view.
enum ViewPlace: Hashable {
  case fresh, stale, standBy

  /// The place that draws `slot` in `state`, as `Layouts.node(for:isStale:fullscreen:)` picks it.
  init(_ state: ActivityState, fullscreen: Bool, slot: LayoutSlot, in definition: ActivityDefinition) {
    if fullscreen, slot == .lockScreen, definition.layouts.standBy != nil {
      self = .standBy
    } else if state == .stale, definition.layouts.stale[slot] != nil {
      self = .stale
    } else {
      self = .fresh
    }
  }

  /// The view at this place.
  func node(_ slot: LayoutSlot, in layouts: Layouts) -> LayoutNode? {
    switch self {
    case .fresh: layouts.fresh[slot]
    case .stale: layouts.stale[slot]
    case .standBy: layouts.standBy
    }
  }

  /// Puts `node` at this place.
  func set(_ node: LayoutNode, _ slot: LayoutSlot, in layouts: inout Layouts) {
    switch self {
    case .fresh: layouts.fresh[slot] = node
    case .stale: layouts.stale[slot] = node
    case .standBy: layouts.standBy = node
    }
  }
}
