/// A phone's presentation sizes, in points (Apple's HIG "Live Activities" specifications).
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

  /// The camera's width between the compact sides.
  public var cameraPoints: Double { islandPoints - 2 * compactSidePoints }

  /// The largest size a presentation can take on this phone: the box every surface draws it in.
  public func maximumSize(of presentation: Presentation) -> (width: Double, height: Double) {
    switch presentation {
    case .lockScreen, .expanded: (wideCardPoints, maximumHeightPoints)
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
  public static let all = [iPhone15Pro, iPhone15ProMax]

  /// The profile called `name`.
  public static func named(_ name: String) -> DeviceProfile? {
    all.first { $0.name == name }
  }

  /// Equality by name: profiles are unique by name.
  public static func == (lhs: DeviceProfile, rhs: DeviceProfile) -> Bool { lhs.name == rhs.name }
}
