import ActivityState

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

  /// A font of the given style; a `nil` weight means the style's default weight (semibold for `.headline`).
  public init(
    _ style: Font = .body, weight: FontWeight? = nil, monospacedDigit: Bool = false, italic: Bool = false,
    dynamicType: DynamicTypeSize = .large
  ) {
    self.style = style
    self.weight = weight ?? style.defaultWeight
    self.monospacedDigit = monospacedDigit
    self.italic = italic
    self.dynamicType = dynamicType
  }

  /// The point size of the style at the Dynamic Type size.
  public var pointSize: Double { dynamicType.pointSize(of: style) }

  /// The line height (leading) in points of the style at the Dynamic Type size.
  public var lineHeight: Double { dynamicType.leading(of: style) }

  /// SF Pro's tracking at this point size, in points, added after every character.
  public var tracking: Double { TextFont.tracking(atPointSize: pointSize) }
}

extension TextFont {
  /// SF Pro's tracking in 1/1000 em for each whole point size from 6 to 80 (index 0 is 6 pt), from the HIG
  /// "Typography" page, "Tracking values" table for iOS (SF Pro); 11-17 pt are also ACTIVITYKIT.md §6. Above
  /// 54 pt the table lists only some sizes (56, 58, ... 72, 76, 80); the sizes between are interpolated
  /// linearly. The HIG page was not in the reference search available, so the values beyond §6 are the
  /// table as published but not re-checked here.
  static let trackingTable: [Double] = [
    41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24, -23, -18, -12, -4, 3, 6, 8, 11,  // 6-27
    14, 14, 14, 13, 13, 12, 12, 11, 10, 10, 10, 10, 10, 9, 9, 9, 8, 8, 8, 7, 7, 7, 7, 6, 6, 6, 6,  // 28-54
    5.5, 5, 5, 5, 4.5, 4, 4, 4, 4, 4, 3.5, 3, 2.5, 2, 2, 2, 2, 2,  // 55-72
    1.75, 1.5, 1.25, 1, 0.75, 0.5, 0.25, 0,  // 73-80
  ]

  /// Tracking in points at any point size: interpolated between whole sizes, the end values beyond them.
  static func tracking(atPointSize size: Double) -> Double {
    guard size.isFinite, size > 6 else { return size.isFinite && size > 0 ? size * 0.041 : 0 }
    let last = Double(trackingTable.count + 5)
    guard size < last else { return size * trackingTable[trackingTable.count - 1] / 1000 }
    let lower = Int(size) - 6
    let fraction = size - Double(lower + 6)
    let upper = Swift.min(lower + 1, trackingTable.count - 1)
    let perMille = trackingTable[lower] + (trackingTable[upper] - trackingTable[lower]) * fraction
    return size * perMille / 1000
  }
}
