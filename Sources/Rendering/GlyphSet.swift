/// The characters frames are drawn with: Unicode, or ASCII stand-ins for terminals without UTF-8.
public enum GlyphSet: Sendable {
  /// Box drawing, block elements, emoji.
  case unicode
  /// Plain ASCII only.
  case ascii

  /// The glyph of an SF Symbol; `□` (`?`) for one la-sim does not know. A loaded fixture's names are known or
  /// unknown, never misspelt, so the known-name half of `lookup` is enough, without its near-miss scan.
  func symbol(_ name: String) -> String {
    guard let forms = SymbolGlyph.forms(named: name) else {
      return self == .ascii ? "?" : SymbolGlyph.missing
    }
    if self == .ascii { return forms.ascii }
    return forms.glyph ?? SymbolGlyph.missing
  }

  /// Text as drawn: unchanged in Unicode, each non-ASCII grapheme replaced by `?` in ASCII.
  func text(_ string: String) -> String {
    guard self == .ascii else { return string }
    return String(string.map { $0 == "…" ? "~" : $0.isASCII ? $0 : "?" })
  }

  var ellipsis: String { self == .ascii ? "~" : "…" }
  /// Where the terminal, not the phone, ran out of cells.
  var abridgeMark: String { self == .ascii ? ">" : "›" }
  var barFilled: String { self == .ascii ? "#" : "█" }
  var barEmpty: String { self == .ascii ? "." : "░" }
  /// A shape a few points tall (a tracker's capsule).
  var shapeBar: String { self == .ascii ? "=" : "▬" }
  /// The same shape in a faint fill (a step not reached yet).
  var shapeBarFaint: String { self == .ascii ? "-" : "╌" }
  /// A block in a faint fill.
  var blockFaint: String { self == .ascii ? "." : "░" }
  var dotDone: String { self == .ascii ? "*" : "●" }
  var dotPending: String { self == .ascii ? "o" : "○" }
  var lineDone: String { self == .ascii ? "=" : "━" }
  var linePending: String { self == .ascii ? "-" : "─" }
  /// An asset image's placeholder: one cell, or each cell of a wider one.
  var imageCell: String { self == .ascii ? "#" : "▣" }
  var imageFill: String { self == .ascii ? "#" : "▒" }
  /// A `Divider` across, and down.
  var dividerAcross: String { self == .ascii ? "-" : "─" }
  var dividerDown: String { self == .ascii ? "|" : "│" }
  var camera: String { self == .ascii ? "o" : "●" }

  /// Outline pieces, top-left, top-right, bottom-left, bottom-right, horizontal, vertical, each one scalar
  /// and so its own packed code: drawn for every presentation.
  var outlineCodes: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) {
    self == .ascii
      ? (Self.code("+"), Self.code("+"), Self.code("+"), Self.code("+"), Self.code("-"), Self.code("|"))
      : (Self.code("╭"), Self.code("╮"), Self.code("╰"), Self.code("╯"), Self.code("─"), Self.code("│"))
  }

  private static func code(_ scalar: Unicode.Scalar) -> UInt32 { scalar.value }
}
