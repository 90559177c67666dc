/// One cell of the screen: a grapheme (`""` right of a two-cell grapheme) and its style.
package struct ScreenCell: Equatable, Sendable {
  /// The grapheme, or `""` for the second half of a wide one.
  package var text: String
  /// How it is drawn.
  package var style: ScreenStyle

  /// A cell.
  package init(text: String, style: ScreenStyle = .plain) {
    self.text = text
    self.style = style
  }

  /// A blank cell.
  package static let blank = ScreenCell(text: " ")
}
