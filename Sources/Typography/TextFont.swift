import Views

/// A font as SwiftUI resolves it for a `Text`: text style, weight, digit and slant options, and the reader's
/// Dynamic Type size. Its point size, leading and tracking are those of SF Pro (HIG "Typography").
public struct TextFont: Equatable, Hashable, Sendable {
  /// The text style (`.font(.caption)`).
  public var style: Font
  /// The weight (`.fontWeight(_:)`, `.bold()`); the style's own weight unless one is given.
  public var weight: FontWeight
  /// `.monospacedDigit()`: all digits as wide as each other.
  public var monospacedDigit: Bool
  /// `.italic()`. Widths ignore it: italic advances equal upright ones (see `TextMetrics`).
  public var italic: Bool
  /// The Dynamic Type size the style is resolved at.
  public var dynamicType: DynamicTypeSize
  /// `.system(size:)`, `.custom(_:size:relativeTo:)`: the font's own size, in place of the style's; the
  /// style is then the one it scales with.
  public var size: FontSize?
  /// `.tracking(_:)`, `.kerning(_:)`: points added after every character, on top of SF Pro's own tracking.
  public var extraTracking: Double = 0
  /// `.dynamicTypeSize(...)` around the text: the sizes it is drawn within, by their place in
  /// `DynamicTypeSize.allCases`; nil for every size. `dynamicType` is already within them.
  public var dynamicTypeLimits: ClosedRange<Int>?

  /// A font of the given style; a `nil` weight means the style's default weight (semibold for `.headline`).
  public init(
    _ style: Font = .body, weight: FontWeight? = nil, monospacedDigit: Bool = false, italic: Bool = false,
    dynamicType: DynamicTypeSize = .large, size: FontSize? = nil
  ) {
    self.style = style
    self.weight = weight ?? (size == nil ? style.defaultWeight : .regular)
    self.monospacedDigit = monospacedDigit
    self.italic = italic
    self.dynamicType = dynamicType
    self.size = size
  }

  /// `size` within `dynamicTypeLimits`: the size the font is drawn at when the reader's is `size`.
  public func limited(_ size: DynamicTypeSize) -> DynamicTypeSize {
    guard let limits = dynamicTypeLimits, let place = DynamicTypeSize.allCases.firstIndex(of: size) else {
      return size
    }
    let kept = min(max(place, limits.lowerBound), limits.upperBound)
    return DynamicTypeSize.allCases.indices.contains(kept) ? DynamicTypeSize.allCases[kept] : size
  }

  /// The point size at the Dynamic Type size: the style's, or a size given scaled as its style scales from
  /// `.large` (SwiftUI's `UIFontMetrics.scaledValue(for:)`), or kept as given when fixed.
  public var pointSize: Double {
    guard let size else { return dynamicType.pointSize(of: style) }
    guard let relative = size.relativeTo else { return size.points }
    return size.points * dynamicType.pointSize(of: relative) / DynamicTypeSize.large.pointSize(of: relative)
  }

  /// The line height (leading) in points at the Dynamic Type size: the style's, or for a size given, the
  /// style's leading in proportion to its size (body's 22 pt for 17 pt when fixed).
  public var lineHeight: Double {
    guard size != nil else { return dynamicType.leading(of: style) }
    let style = size?.relativeTo ?? .body
    return pointSize * DynamicTypeSize.large.leading(of: style) / DynamicTypeSize.large.pointSize(of: style)
  }

  /// SF Pro's tracking at this point size, in points, added after every character.
  public var tracking: Double { TextFont.tracking(atPointSize: pointSize) + extraTracking }
}

extension TextFont {
  /// SF Pro's tracking in 1/1000 em for each whole point size from 6 to 96 (index 0 is 6 pt), from the HIG
  /// "Typography" page, "Tracking values" table for iOS (SF Pro), as ACTIVITYKIT.md §6 lists it: 6 +41 ...
  /// 17 -26 ... 28-30 +14 ... 44-48 +8 · 49-51 +7 · 52-56 +6 · 58 +5 · 60-64 +4 · 66 +3 · 68-72 +2 · 76 +1 ·
  /// 80-96 0. A size the table skips (57, 59, 65, 67, 73-75, 77-79) is interpolated between its neighbours.
  static let trackingTable: [Double] = [
    41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24, -23, -18, -12, -4, 3, 6, 8, 11,  // 6-27
    14, 14, 14, 13, 13, 12, 12, 11, 10, 10, 10, 10, 10, 9, 9, 9,  // 28-43
    8, 8, 8, 8, 8, 7, 7, 7, 6, 6, 6, 6, 6,  // 44-56
    5.5, 5, 4.5, 4, 4, 4, 4, 4, 3.5, 3, 2.5, 2, 2, 2, 2, 2,  // 57-72
    1.75, 1.5, 1.25, 1, 0.75, 0.5, 0.25, 0,  // 73-80
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 81-96
  ]

  /// Tracking in points at any point size: interpolated between whole sizes, the end values beyond them.
  static func tracking(atPointSize size: Double) -> Double {
    guard size.isFinite, size > 6 else { return size.isFinite && size > 0 ? size * 0.041 : 0 }
    return size * trackingPerMille(atPointSize: size) / 1000
  }

  /// The table's tracking in 1/1000 em at a finite size above 6 pt.
  public static func trackingPerMille(atPointSize size: Double) -> Double {
    let last = Double(trackingTable.count + 5)
    guard size < last else { return trackingTable[trackingTable.count - 1] }
    let lower = Int(size) - 6
    let fraction = size - Double(lower + 6)
    let upper = Swift.min(lower + 1, trackingTable.count - 1)
    return trackingTable[lower] + (trackingTable[upper] - trackingTable[lower]) * fraction
  }

  /// How far a size is drawn in SF Pro Display rather than SF Pro Text: 0 up to 17 pt (Text), 1 from 28 pt
  /// (Display), and between them the share the HIG tracking table moves from Text's 17-pt value (-26) to
  /// Display's 28-pt value (+14): 20 pt 0.075, 22 pt 0.35, 24 pt 0.725, 27 pt 0.925. SF's variable font
  /// varies its optical size smoothly over 17-28 pt (WWDC20 "The details of UI typography") and the HIG
  /// tracking table blends Text into Display over the same range. Checked on rendered iOS 26 frames at
  /// 20 pt (DECISIONS.md, "Text widths as SF Pro draws them"): a tabular digit pitch 0.6 % wide, a
  /// semibold word's ink 0.8 % wide; a blend linear in the point size (0.27 at 20 pt) gave -0.2 % and
  /// -1.6 %.
  public static func opticalBlend(atPointSize size: Double) -> Double {
    guard size.isFinite, size > 17 else { return 0 }
    guard size < 28 else { return 1 }
    let text = trackingPerMille(atPointSize: 17)
    let display = trackingPerMille(atPointSize: 28)
    return Swift.min(1, Swift.max(0, (trackingPerMille(atPointSize: size) - text) / (display - text)))
  }

  /// How far this font is drawn in SF Pro Display rather than SF Pro Text (`opticalBlend(atPointSize:)`).
  public var opticalBlend: Double { TextFont.opticalBlend(atPointSize: pointSize) }
}
