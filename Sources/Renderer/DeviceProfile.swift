/// A phone's presentation sizes, in points (Apple's HIG) and in terminal cells.
///
/// One conversion serves every size: a cell is `pointsPerColumn` wide and `pointsPerRow` tall, rounded down,
/// so that a 52.33-pt compact slot holds 6 cells: `12:34` fits, `1:02:03` and `On the Way` clip.
public struct DeviceProfile: Equatable, Sendable {
  /// Points per terminal column.
  public static let pointsPerColumn = 8.5
  /// Points per terminal row (terminal cells are about twice as tall as wide).
  public static let pointsPerRow = 17.0

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
  /// Minimal presentation width in points (the guaranteed width; it may stretch to 45 pt).
  public var minimalPoints: Double
  /// Expanded and Lock Screen width in points.
  public var wideCardPoints: Double
  /// The tallest expanded or Lock Screen presentation, in points.
  public var maximumHeightPoints: Double
  /// The compact and minimal height, in points.
  public var islandHeightPoints: Double
  /// The `.small` family's size in points (CarPlay's 240×78).
  public var smallPoints: (width: Double, height: Double)

  /// Cells for a width in points.
  public static func columns(_ points: Double) -> Int { Int((points / pointsPerColumn).rounded(.down)) }
  /// Rows for a height in points.
  public static func rows(_ points: Double) -> Int { max(1, Int((points / pointsPerRow).rounded(.down))) }

  /// Compact leading or trailing width, in cells.
  public var compactSideColumns: Int { Self.columns(compactSidePoints) }
  /// Camera area between the compact sides, in cells.
  public var cameraColumns: Int { Self.columns(islandPoints) - 2 * compactSideColumns }
  /// Minimal width in cells.
  public var minimalColumns: Int { Self.columns(minimalPoints) }
  /// Expanded / Lock Screen width in cells.
  public var wideColumns: Int { Self.columns(wideCardPoints) }
  /// Expanded / Lock Screen height in rows.
  public var wideRows: Int { Self.rows(maximumHeightPoints) }
  /// Compact / minimal height in rows (one line of content).
  public var islandRows: Int { 1 }
  /// Small family size in cells.
  public var smallSize: (columns: Int, rows: Int) {
    (Self.columns(smallPoints.width), Self.rows(smallPoints.height))
  }

  /// Interior size (without the outline) of a presentation, in cells.
  public func interiorSize(of presentation: Presentation) -> (columns: Int, rows: Int) {
    switch presentation {
    case .lockScreen, .expanded: (wideColumns, wideRows)
    case .compact: (2 * compactSideColumns + cameraColumns, islandRows)
    case .minimal: (minimalColumns, islandRows)
    case .small: smallSize
    }
  }

  /// Frame size (with its one-cell outline) of a presentation.
  public func frameSize(of presentation: Presentation) -> (columns: Int, rows: Int) {
    let interior = interiorSize(of: presentation)
    return (interior.columns + 2, interior.rows + 2)
  }

  /// The 393-pt class: iPhone 14 Pro, 15, 15 Pro, 16, 16 Pro, 17, 17 Pro.
  public static let iPhone15Pro = DeviceProfile(
    name: "iphone-15-pro", displayName: "iPhone 15 Pro", screenPoints: 393,
    sameClass: "iPhone 14 Pro, 15, 16, 16 Pro, 17, 17 Pro", compactSidePoints: 52.33, islandPoints: 230,
    minimalPoints: 36.67, wideCardPoints: 371, maximumHeightPoints: 160, islandHeightPoints: 36.67,
    smallPoints: (240, 78))

  /// The 430-pt class: Plus and Pro Max models, Air.
  public static let iPhone15ProMax = DeviceProfile(
    name: "iphone-15-pro-max", displayName: "iPhone 15 Pro Max", screenPoints: 430,
    sameClass: "iPhone 14 Pro Max, 15 Plus, 16 Plus, 16 Pro Max, 17 Pro Max, Air", compactSidePoints: 62.33,
    islandPoints: 250, minimalPoints: 36.67, wideCardPoints: 408, maximumHeightPoints: 160,
    islandHeightPoints: 36.67, smallPoints: (240, 78))

  /// Every profile, in the order `la-sim devices` lists them.
  public static let all = [iPhone15Pro, iPhone15ProMax]

  /// The profile called `name`.
  public static func named(_ name: String) -> DeviceProfile? {
    all.first { $0.name == name }
  }

  /// Equality by name: profiles are unique by name.
  public static func == (lhs: DeviceProfile, rhs: DeviceProfile) -> Bool { lhs.name == rhs.name }
}
