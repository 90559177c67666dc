extension Presentation {
  /// Hashes the case, not its String raw value (what `RawRepresentable` would hash): `check`'s sweep keys
  /// its resolved views by presentation at every frame it looks up.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .lockScreen: hasher.combine(0 as UInt8)
    case .compact: hasher.combine(1 as UInt8)
    case .minimal: hasher.combine(2 as UInt8)
    case .expanded: hasher.combine(3 as UInt8)
    case .small: hasher.combine(4 as UInt8)
    }
  }
}
