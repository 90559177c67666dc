import Foundation

/// `Text + Text` and the modifiers that return a `Text` (so that texts in different fonts and colours can
/// be joined): each is kept on the text it was written on.
extension Text {
  /// The two texts drawn as one, each in its own font and colour.
  public static func + (lhs: Text, rhs: Text) -> Text {
    // `a + b + c` joins three parts, unless `(a + b)` was modified as a whole: then it stays one part.
    Text(joining: (lhs.joined.isEmpty || !lhs.members.isEmpty ? [lhs] : lhs.joined) + [rhs], site: lhs.site)
  }

  init(joining parts: [Text], site: SourceSite) {
    segments = []
    joined = parts
    self.site = site
  }

  func adding(_ key: String, _ value: NodeValue) -> Text {
    var text = self
    text.members.removeAll { $0.0 == key }
    text.members.append((key, value))
    return text
  }

  /// The text in `font`.
  public func font(_ font: Font?) -> Text {
    guard let font else { return self }
    var text = self
    if let weight = font.weight { text = text.adding("fontWeight", .string(weight)) }
    if font.isMonospacedDigit { text = text.adding("monospacedDigit", .bool(true)) }
    if font.isItalic { text = text.adding("italic", .bool(true)) }
    if let value = font._value { text = text.adding("font", value) }
    return text
  }
  /// The text at `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    adding("fontWeight", .string(weight?.name ?? "regular"))
  }
  /// The text in bold.
  public func bold() -> Text { adding("bold", .bool(true)) }
  /// The text in bold, or not.
  public func bold(_ isActive: Bool) -> Text { adding("bold", .bool(isActive)) }
  /// The text in italics.
  public func italic() -> Text { adding("italic", .bool(true)) }
  /// The text in italics, or not.
  public func italic(_ isActive: Bool) -> Text { adding("italic", .bool(isActive)) }
  /// The text with tabular digits.
  public func monospacedDigit() -> Text { adding("monospacedDigit", .bool(true)) }
  /// The text in `color`.
  public func foregroundColor(_ color: Color?) -> Text {
    adding("color", .color(color?._spelling ?? "primary"))
  }
  /// The text in `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding("color", .color(style._spelling)) }
  /// The text with `tracking` points added after every character.
  public func tracking(_ tracking: CGFloat) -> Text { adding("tracking", .number(Double(tracking))) }
  /// The text with its characters `kerning` points further apart (measured as tracking is).
  public func kerning(_ kerning: CGFloat) -> Text { adding("kerning", .number(Double(kerning))) }
  /// Underlined (la-sim draws the text without the line: it changes no width).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  /// Struck through (la-sim draws the text without the line: it changes no width).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
}
