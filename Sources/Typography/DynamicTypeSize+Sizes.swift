import Views

// Point size and leading of every iOS text style at every Dynamic Type size: the HIG "Typography" page,
// "Specifications", tables "iOS, iPadOS Dynamic Type sizes" (xSmall ... xxxLarge) and "Larger accessibility
// type sizes" (AX1 ... AX5), https://developer.apple.com/design/human-interface-guidelines/typography.
// The HIG page itself was not in the reference search available when this was written; the rows are those
// tables as published, and what could be checked agrees: the Large column is ACTIVITYKIT.md §6, the body row
// matches the body sizes 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 published by third parties (pastebin
// WPPkfJY2; uxcel's HIG course: "Body ... 28pt at AX1"), and the HIG's note that the caption styles keep
// the same size and leading at xSmall, Small and Medium holds. Weights are not in these tables: every style
// keeps its weight (`Font.defaultWeight`) at every size.

extension DynamicTypeSize {
  /// The point size of a text style at this Dynamic Type size.
  public func pointSize(of style: Font) -> Double {
    Double(DynamicTypeSize.sizeTable[DynamicTypeSize.styleIndex(style) * 12 + index])
  }

  /// The leading (line height) in points of a text style at this Dynamic Type size.
  public func leading(of style: Font) -> Double {
    Double(DynamicTypeSize.leadingTable[DynamicTypeSize.styleIndex(style) * 12 + index])
  }

  /// Position from `.xSmall` (0) to `.accessibility5` (11).
  var index: Int {
    switch self {
    case .xSmall: 0
    case .small: 1
    case .medium: 2
    case .large: 3
    case .xLarge: 4
    case .xxLarge: 5
    case .xxxLarge: 6
    case .accessibility1: 7
    case .accessibility2: 8
    case .accessibility3: 9
    case .accessibility4: 10
    case .accessibility5: 11
    }
  }

  /// The row of a text style in the tables; `.headline` shares `.body`'s sizes and leading.
  static func styleIndex(_ style: Font) -> Int {
    switch style {
    case .largeTitle: 0
    case .title: 1
    case .title2: 2
    case .title3: 3
    case .headline, .body: 4
    case .callout: 5
    case .subheadline: 6
    case .footnote: 7
    case .caption: 8
    case .caption2: 9
    }
  }

  // Columns: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5.
  /// Point sizes: one row per text style (see `styleIndex`), one column per Dynamic Type size.
  static let sizeTable: [UInt8] = [
    31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60,  // .largeTitle
    25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58,  // .title
    19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56,  // .title2
    17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55,  // .title3
    14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53,  // .headline, .body
    13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51,  // .callout
    12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49,  // .subheadline
    12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44,  // .footnote
    11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43,  // .caption
    11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40,  // .caption2
  ]

  /// Leading in points: one row per text style (see `styleIndex`), one column per Dynamic Type size.
  static let leadingTable: [UInt8] = [
    38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70,  // .largeTitle
    31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68,  // .title
    24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66,  // .title2
    22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65,  // .title3
    19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62,  // .headline, .body
    18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60,  // .callout
    16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58,  // .subheadline
    16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52,  // .footnote
    13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51,  // .caption
    13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48,  // .caption2
  ]
}
