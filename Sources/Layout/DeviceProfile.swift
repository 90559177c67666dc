/// A device's Live Activity surfaces and their sizes, in points, with where each number comes from: the
/// iPhones of Apple's HIG "Live Activities" specifications, and the other surfaces of `DeviceProfile+Catalog`.
public struct DeviceProfile: Equatable, Sendable {
  /// Command-line name, e.g. `iphone-15-pro`.
  public var name: String
  /// What people call it.
  public var displayName: String
  /// The screen width in points (393 or 430 class).
  public var screenPoints: Double
  /// Other phones of the same size class.
  public var sameClass: String
  /// Compact leading / trailing width in points.
  public var compactSidePoints: Double
  /// The island's width in the compact presentation, in points.
  public var islandPoints: Double
  /// Minimal presentation width in points: at least this, growing with its content.
  public var minimalPoints: Double
  /// The widest the minimal presentation grows.
  public var minimalMaximumPoints: Double
  /// Expanded and Lock Screen width in points.
  public var wideCardPoints: Double
  /// The shortest expanded or Lock Screen presentation, in points.
  public var minimumHeightPoints: Double
  /// The tallest expanded or Lock Screen presentation, in points.
  public var maximumHeightPoints: Double
  /// The compact and minimal height, in points (also the expanded island's camera band).
  public var islandHeightPoints: Double
  /// The `.small` family's size in points (CarPlay's 240×78).
  public var smallPoints: (width: Double, height: Double)
  /// The presentations this device shows, in `Presentation` order: a phone without a Dynamic Island has no
  /// compact, minimal or expanded; a watch has only the small family.
  public var surfaces: [Presentation] = Presentation.allCases
  /// The kind of device, which also names its group for `--device`.
  public var group: DeviceGroup = .phone
  /// Where the sizes come from.
  public var source = "HIG Live Activities, Specifications (393×852 and 430×932 rows)"
  /// What is estimated rather than published, and how far off it may be; nil when every size is published.
  public var estimate: String?
  /// Where the text sizes are la-sim's estimate rather than the surface's own, and why; nil on iPhone and
  /// iPad, whose text sizes and font la-sim measures.
  public var textSizeEstimate: String?
  /// iOS 27 landscape: compact and minimal "don't have room to grow in width"
  /// (`isDynamicIslandLimitedInWidth`), so the minimal stays at its narrowest.
  public var isDynamicIslandLimitedInWidth = false
  /// StandBy: the landscape screen in the Lock Screen presentation's own points (the screen halved, as the
  /// presentation is drawn at 2×); the card is centred on it and its background fills it. Nil elsewhere.
  public var standByScreen: (width: Double, height: Double)?

  /// The camera's width between the compact sides.
  public var cameraPoints: Double { islandPoints - 2 * compactSidePoints }

  /// Whether the device shows `presentation`.
  public func has(_ presentation: Presentation) -> Bool { surfaces.contains(presentation) }

  /// Whether an alerting update shows as a notification banner at the top of the screen: on a device with a
  /// Lock Screen and no Dynamic Island (DLD: "a banner on devices that don't support the Dynamic Island").
  public var showsAlertBanner: Bool { has(.lockScreen) && !has(.expanded) && standByScreen == nil }

  /// The one-line description `la-sim devices` and headers use: `Apple Watch 45 mm, small family only`.
  public var surfaceList: String { surfaces.map(\.rawValue).joined(separator: ", ") }

  /// The largest size a presentation can take on this phone: the box every surface draws it in.
  public func maximumSize(of presentation: Presentation) -> (width: Double, height: Double) {
    switch presentation {
    case .lockScreen: standByScreen ?? (wideCardPoints, maximumHeightPoints)
    case .expanded: (wideCardPoints, maximumHeightPoints)
    case .compact: (islandPoints, islandHeightPoints)
    case .minimal: (minimalMaximumPoints, islandHeightPoints)
    case .small: smallPoints
    }
  }

  /// The 393-pt class: iPhone 14 Pro, 15, 15 Pro, 16, 16 Pro, 17, 17 Pro.
  public static let iPhone15Pro = DeviceProfile(
    name: "iphone-15-pro", displayName: "iPhone 15 Pro", screenPoints: 393,
    sameClass: "iPhone 14 Pro, 15, 16, 16 Pro, 17, 17 Pro", compactSidePoints: 52.33, islandPoints: 230,
    minimalPoints: 36.67, minimalMaximumPoints: 45, wideCardPoints: 371, minimumHeightPoints: 84,
    maximumHeightPoints: 160, islandHeightPoints: 36.67, smallPoints: (240, 78))

  /// The 430-pt class: Plus and Pro Max models, Air.
  public static let iPhone15ProMax = DeviceProfile(
    name: "iphone-15-pro-max", displayName: "iPhone 15 Pro Max", screenPoints: 430,
    sameClass: "iPhone 14 Pro Max, 15 Plus, 16 Plus, 16 Pro Max, 17 Pro Max, Air", compactSidePoints: 62.33,
    islandPoints: 250, minimalPoints: 36.67, minimalMaximumPoints: 45, wideCardPoints: 408,
    minimumHeightPoints: 84, maximumHeightPoints: 160, islandHeightPoints: 36.67, smallPoints: (240, 78))

  /// Every profile, in the order `la-sim devices` lists them.
  public static let all: [DeviceProfile] =
    [iPhone15Pro, iPhone15ProMax, iPhoneLandscape, iPhoneNoIsland, standBy, iPad13, iPad11] + watches
    + carPlay

  /// The phones the interactive simulator's `d` key cycles through: those with every presentation its screen
  /// draws (compact, minimal, expanded and Lock Screen side by side).
  public static let simulatorPhones = [iPhone15Pro, iPhone15ProMax]

  /// The profile called `name`.
  public static func named(_ name: String) -> DeviceProfile? {
    all.first { $0.name == name }
  }

  /// Equality by name: profiles are unique by name.
  public static func == (lhs: DeviceProfile, rhs: DeviceProfile) -> Bool { lhs.name == rhs.name }
}
