extension DeviceProfile {
  /// The lengths `PresentationGeometry` reads to lay `presentation` out on this device, and what it finds
  /// there: two devices that agree on them lay the same views out alike and cut the same texts (the 393-pt
  /// phone's compact island and its landscape one, the phones' small family and CarPlay's). Where the
  /// layout then goes on the screen (StandBy's centring) is not among them: it moves what is drawn, not
  /// what fits.
  public func layoutLengths(of presentation: Presentation) -> [Double] {
    switch presentation {
    case .lockScreen: [wideCardPoints, minimumHeightPoints, maximumHeightPoints]
    case .expanded:
      [wideCardPoints, minimumHeightPoints, maximumHeightPoints, islandHeightPoints, cameraPoints]
    case .compact:
      [
        islandPoints, islandHeightPoints, compactSidePoints, screenPoints,
        isDynamicIslandLimitedInWidth ? 1 : 0,
      ]
    case .minimal: [minimalPoints, minimalMaximumPoints, islandHeightPoints]
    case .small: [smallPoints.width, smallPoints.height]
    }
  }
}
