extension LayoutSlot {
  /// Hashes the case, not its String raw value (what `RawRepresentable` would hash): layout looks a
  /// presentation's views up by slot, and `check` compares thousands of them.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .lockScreen: hasher.combine(0 as UInt8)
    case .compactLeading: hasher.combine(1 as UInt8)
    case .compactTrailing: hasher.combine(2 as UInt8)
    case .minimal: hasher.combine(3 as UInt8)
    case .expandedLeading: hasher.combine(4 as UInt8)
    case .expandedTrailing: hasher.combine(5 as UInt8)
    case .expandedCenter: hasher.combine(6 as UInt8)
    case .expandedBottom: hasher.combine(7 as UInt8)
    case .small: hasher.combine(8 as UInt8)
    }
  }
}
