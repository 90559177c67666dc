/// One cell of the screen: a grapheme (`""` right of a two-cell grapheme) and its style.
public struct ScreenCell: Equatable, Sendable {
  /// The grapheme, or `""` for the second half of a wide one.
  public var text: String
  /// How it is drawn.
  public var style: ScreenStyle

  /// A cell.
  public init(text: String, style: ScreenStyle = .plain) {
    self.text = text
    self.style = style
  }

  /// A blank cell.
  public static let blank = ScreenCell(text: " ")
}
