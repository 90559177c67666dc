/// The profiles beyond the two published iPhone rows: landscape, no Dynamic Island, StandBy, iPad, Apple Watch
/// and CarPlay. Each says where its numbers come from, and what is estimated (DECISIONS.md, "Device profiles").
extension DeviceProfile {
  /// A profile with no Dynamic Island: only `surfaces` are drawn, so the island's sizes are zero.
  static func card(
    _ name: String, _ displayName: String, screen: Double, sameClass: String, width: Double,
    small: (width: Double, height: Double) = (0, 0), surfaces: [Presentation], group: DeviceGroup,
    source: String, estimate: String?
  ) -> DeviceProfile {
    DeviceProfile(
      name: name, displayName: displayName, screenPoints: screen, sameClass: sameClass, compactSidePoints: 0,
      islandPoints: 0, minimalPoints: 0, minimalMaximumPoints: 0, wideCardPoints: width,
      minimumHeightPoints: 84,
      maximumHeightPoints: 160, islandHeightPoints: 0, smallPoints: small, surfaces: surfaces, group: group,
      source: source, estimate: estimate)
  }

  /// iOS 27 landscape on the 393-pt class: compact and minimal only, neither able to grow in width.
  public static let iPhoneLandscape = DeviceProfile(
    name: "iphone-15-pro-landscape", displayName: "iPhone 15 Pro, landscape", screenPoints: 852,
    sameClass: "the 393-pt class on its side, iOS 27", compactSidePoints: 52.33, islandPoints: 230,
    minimalPoints: 36.67, minimalMaximumPoints: 36.67, wideCardPoints: 371, minimumHeightPoints: 84,
    maximumHeightPoints: 160, islandHeightPoints: 36.67, smallPoints: (240, 78),
    surfaces: [.compact, .minimal],
    group: .phone,
    source: "WWDC26 session 223 and SwiftUI isDynamicIslandLimitedInWidth (iOS 27); sizes of the 393×852 row",
    estimate:
      "Apple publishes no landscape sizes, only that compact and minimal cannot grow in width: compact keeps "
      + "portrait's 52.33-pt sides and minimal its narrowest 36.67 pt (error unknown, likely a few points)",
    isDynamicIslandLimitedInWidth: true)

  /// An iPhone without a Dynamic Island: the Lock Screen, and a banner for an alerting update.
  public static let iPhoneNoIsland = card(
    "iphone-no-island", "iPhone 14", screen: 390,
    sameClass: "iPhone 13, 14, 16e, SE and other phones without a Dynamic Island", width: 368,
    surfaces: [.lockScreen], group: .phone,
    source: "DLD and HIG (Lock Screen only; an alerting update shows as a banner at the top of the screen)",
    estimate:
      "the HIG has no row for these phones: the card is the 390-pt screen less 22 pt, as in both published rows "
      + "(393 → 371, 430 → 408); ±4 pt")

  /// StandBy on the 393-pt class: the Lock Screen presentation at 2× on the landscape screen.
  public static let standBy = DeviceProfile(
    name: "standby", displayName: "iPhone 15 Pro in StandBy", screenPoints: 852,
    sameClass: "the 393-pt class on its side, charging; 852×393 pt", compactSidePoints: 0, islandPoints: 0,
    minimalPoints: 0, minimalMaximumPoints: 0, wideCardPoints: 371, minimumHeightPoints: 84,
    maximumHeightPoints: 160, islandHeightPoints: 0, smallPoints: (0, 0), surfaces: [.lockScreen],
    group: .standBy,
    source: "HIG Live Activities (StandBy scales the Lock Screen presentation to 200% and extends its "
      + "background); WWDC26 session 223",
    estimate:
      "the card centred on the screen is la-sim's assumption; drawn at half size: 1 point of the frame is 2 "
      + "on the screen",
    standByScreen: (426, 196.5))

  /// iPads with 1366×1024-pt screens.
  public static let iPad13 = card(
    "ipad-13", "iPad Pro 13-inch", screen: 1024, sameClass: "iPads with 1366×1024-pt screens", width: 500,
    surfaces: [.lockScreen], group: .iPad, source: "HIG Live Activities, Specifications (iPad, 1366×1024)",
    estimate: nil)

  /// Every other iPad.
  public static let iPad11 = card(
    "ipad-11", "iPad Air 11-inch", screen: 820,
    sameClass: "every other iPad: iPad, mini, Air and Pro 11-inch",
    width: 425, surfaces: [.lockScreen], group: .iPad,
    source: "HIG Live Activities, Specifications (other iPads)", estimate: nil)

  /// Apple Watch Smart Stack, one profile a case size.
  public static let watches: [DeviceProfile] = [
    watch(40, screen: 162, small: (152, 69.5), models: "Series 4–6, SE"),
    watch(41, screen: 176, small: (165, 72.5), models: "Series 7–9"),
    watch(44, screen: 184, small: (173, 76.5), models: "Series 4–6, SE"),
    watch(45, screen: 198, small: (184, 80.5), models: "Series 7–9"),
    watch(49, screen: 205, small: (191, 81.5), models: "Ultra"),
  ]

  static func watch(_ millimetres: Int, screen: Double, small: (Double, Double), models: String)
    -> DeviceProfile
  {
    var profile = card(
      "watch-\(millimetres)mm", "Apple Watch \(millimetres) mm", screen: screen, sameClass: models, width: 0,
      small: small, surfaces: [.small], group: .watch,
      source: "HIG Widgets, Specifications (watchOS Smart Stack sizes)",
      estimate:
        "a Live Activity in the Smart Stack is taken to be the Smart Stack widget's size; Apple gives no "
        + "separate Live Activity size")
    profile.textSizeEstimate =
      "text is measured at the iPhone's text sizes in SF Pro; watchOS draws the Smart Stack in SF Compact, "
      + "at sizes Apple does not publish, so a verdict here is an estimate"
    return profile
  }

  /// CarPlay's small family, in three estimated sizes.
  public static let carPlay: [DeviceProfile] = [
    carPlay("carplay", "CarPlay", small: (240, 78)),
    carPlay("carplay-tall", "CarPlay, tall", small: (240, 100)),
    carPlay("carplay-narrow", "CarPlay, narrow", small: (170, 78)),
  ]

  static func carPlay(_ name: String, _ displayName: String, small: (Double, Double)) -> DeviceProfile {
    card(
      name, displayName, screen: 800, sameClass: "screens of 800×480 to 1920×720 px", width: 0,
      small: small, surfaces: [.small], group: .carPlay,
      source: "HIG CarPlay (screens in pixels only); sizes from ACTIVITYKIT.md §3",
      estimate:
        "Apple publishes no CarPlay Live Activity size in points; 240×78, 240×100 and 170×78 pt are "
        + "estimates of unstated origin and may be off by 20 % or more")
  }
}
