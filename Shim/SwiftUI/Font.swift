import Foundation

/// A font: a text style, or a size (fixed, or scaled as a text style is), with a weight.
public struct Font: Hashable, Sendable {
  let style: String?
  let weight: String?
  let isMonospacedDigit: Bool
  let isItalic: Bool
  /// `.system(size:)`, `.custom(_:size:)`: the point size at the default Dynamic Type size.
  let size: Double?
  /// The text style a size scales with; nil for a fixed size.
  let relativeTo: String?

  init(
    style: String?, weight: String? = nil, monospacedDigit: Bool = false, italic: Bool = false,
    size: Double? = nil, relativeTo: String? = nil
  ) {
    self.style = style
    self.weight = weight
    isMonospacedDigit = monospacedDigit
    isItalic = italic
    self.size = size
    self.relativeTo = relativeTo
  }

  /// The font as la-sim's `font` modifier reads it: a style's name, or `{"size": 15, "relativeTo": …}`.
  var _value: NodeValue? {
    if let size {
      var members: [(String, NodeValue)] = [("size", .number(size))]
      if let relativeTo { members.append(("relativeTo", .string(relativeTo))) }
      return .object(members)
    }
    return style.map { .string($0) }
  }

  /// This font with `weight`, digits and slant changed, keeping its style or size.
  func with(weight: String?? = nil, monospacedDigit: Bool? = nil, italic: Bool? = nil) -> Font {
    Font(
      style: style, weight: weight ?? self.weight, monospacedDigit: monospacedDigit ?? isMonospacedDigit,
      italic: italic ?? isItalic, size: size, relativeTo: relativeTo)
  }

  /// A text style.
  public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    /// Large title.
    case largeTitle
    /// Title.
    case title
    /// Second title.
    case title2
    /// Third title.
    case title3
    /// Headline.
    case headline
    /// Subheadline.
    case subheadline
    /// Body.
    case body
    /// Callout.
    case callout
    /// Footnote.
    case footnote
    /// Caption.
    case caption
    /// Second caption.
    case caption2
  }

  /// A font's weight.
  public struct Weight: Hashable, Sendable {
    let name: String
    /// Ultra light.
    public static let ultraLight = Weight(name: "ultraLight")
    /// Thin.
    public static let thin = Weight(name: "thin")
    /// Light.
    public static let light = Weight(name: "light")
    /// Regular.
    public static let regular = Weight(name: "regular")
    /// Medium.
    public static let medium = Weight(name: "medium")
    /// Semibold.
    public static let semibold = Weight(name: "semibold")
    /// Bold.
    public static let bold = Weight(name: "bold")
    /// Heavy.
    public static let heavy = Weight(name: "heavy")
    /// Black.
    public static let black = Weight(name: "black")
  }

  /// A typeface design (la-sim measures every design as the default).
  public enum Design: Hashable, Sendable {
    /// Default.
    case `default`
    /// Serif.
    case serif
    /// Rounded.
    case rounded
    /// Monospaced.
    case monospaced
  }

  /// Large title.
  public static let largeTitle = Font(style: "largeTitle")
  /// Title.
  public static let title = Font(style: "title")
  /// Second title.
  public static let title2 = Font(style: "title2")
  /// Third title.
  public static let title3 = Font(style: "title3")
  /// Headline.
  public static let headline = Font(style: "headline")
  /// Subheadline.
  public static let subheadline = Font(style: "subheadline")
  /// Body.
  public static let body = Font(style: "body")
  /// Callout.
  public static let callout = Font(style: "callout")
  /// Footnote.
  public static let footnote = Font(style: "footnote")
  /// Caption.
  public static let caption = Font(style: "caption")
  /// Second caption.
  public static let caption2 = Font(style: "caption2")

  /// A text style's font.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(style: style.rawValue, weight: weight?.name)
  }

  /// A font of a fixed size: the same at every Dynamic Type size.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(style: nil, weight: weight?.name, size: Double(size))
  }

  /// A custom font at `size`, scaled with Dynamic Type as `.body` is (la-sim measures it as SF Pro).
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(style: nil, size: Double(size), relativeTo: TextStyle.body.rawValue)
  }

  /// A custom font at `size`, scaled with Dynamic Type as `textStyle` is (la-sim measures it as SF Pro).
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    Font(style: nil, size: Double(size), relativeTo: textStyle.rawValue)
  }

  /// A custom font at a fixed `size` (la-sim measures it as SF Pro).
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(style: nil, size: Double(fixedSize))
  }

  /// The font in bold.
  public func bold() -> Font { weight(.bold) }
  /// The font at `weight`.
  public func weight(_ weight: Weight) -> Font { with(weight: .some(weight.name)) }
  /// The font with tabular digits.
  public func monospacedDigit() -> Font { with(monospacedDigit: true) }
  /// The font in italics.
  public func italic() -> Font { with(italic: true) }
}
