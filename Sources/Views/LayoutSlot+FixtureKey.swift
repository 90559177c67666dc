extension LayoutSlot {
  /// The slot's key in the fixture's `layouts` object, e.g. `compactTrailing` or `expanded.leading`.
  public var fixtureKey: String {
    switch self {
    case .expandedLeading: "expanded.leading"
    case .expandedTrailing: "expanded.trailing"
    case .expandedCenter: "expanded.center"
    case .expandedBottom: "expanded.bottom"
    default: rawValue
    }
  }
}
