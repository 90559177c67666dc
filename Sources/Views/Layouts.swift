import Formatting

/// Every presentation's layout, as the fixture's `layouts` and `staleLayouts` write them.
public struct Layouts: Equatable, Sendable {
  /// The view of each slot while fresh.
  public var fresh: [LayoutSlot: LayoutNode]
  /// The stale variant of a slot, where the fixture gives one; other slots draw their usual view (Apple documents no dimming).
  public var stale: [LayoutSlot: LayoutNode]
  /// The Lock Screen view StandBy draws, when the app's code draws another one there (it reads
  /// `isActivityFullscreen`), fresh and stale alike; nil draws the Lock Screen's. The widget host gives it
  /// from the code, a fixture as `layouts.standBy`.
  public var standBy: LayoutNode?
  /// `DynamicIsland.contentMargins(_:_:for:)`: the island's content margins the app gives.
  public var contentMargins = ContentMargins()
  /// The direction they are laid out in (`.rightToLeft` under the `bidi` pseudolanguage).
  public var layoutDirection = LayoutDirection.leftToRight
  /// The pseudolanguage their texts were transformed by, if any (`la-sim --pseudo-locale`).
  public var pseudoLocale: PseudoLocale?
  /// The language they were localised to (`--locale de`), whose number and time formats their texts use;
  /// nil for en_US, which every frame uses without `--locale`.
  public var locale: String?
  /// The number and time formats of `locale` (looked up, so a definition carries only the code).
  public var localeFormats: LocaleFormats? { locale.map(LocaleFormats.lookup) }

  /// Layouts.
  public init(fresh: [LayoutSlot: LayoutNode], stale: [LayoutSlot: LayoutNode] = [:]) {
    self.fresh = fresh
    self.stale = stale
  }

  /// The view for a slot: the stale variant when stale and given, else the fresh view.
  public func node(for slot: LayoutSlot, isStale: Bool) -> LayoutNode? {
    if isStale, let variant = stale[slot] { return variant }
    return fresh[slot]
  }

  /// The view for a slot on a screen the activity fills (`fullscreen`, StandBy): the StandBy view for the
  /// Lock Screen's slot where there is one, else `node(for:isStale:)`.
  public func node(for slot: LayoutSlot, isStale: Bool, fullscreen: Bool) -> LayoutNode? {
    if fullscreen, slot == .lockScreen, let standBy { return standBy }
    return node(for: slot, isStale: isStale)
  }
}

/// Each region of each presentation, as fixtures and reports name them.
public enum LayoutSlot: String, CaseIterable, Equatable, Hashable, Sendable {
  /// The Lock Screen (and banner) view.
  case lockScreen
  /// Compact leading, left of the camera.
  case compactLeading
  /// Compact trailing, right of the camera.
  case compactTrailing
  /// Minimal.
  case minimal
  /// Expanded regions: beside the camera, under it, and under everything.
  case expandedLeading, expandedTrailing, expandedCenter, expandedBottom
  /// The `.small` family (Watch Smart Stack, CarPlay).
  case small
}
