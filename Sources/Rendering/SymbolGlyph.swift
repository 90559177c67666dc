import Views

/// How a terminal draws an SF Symbol: the glyph that means the same in a UTF-8 terminal, whether that glyph
/// takes the symbol's tint or is a colour emoji, and an ASCII stand-in. Which names exist and how wide the
/// phone draws them is `SymbolCatalog`'s; this is only the terminal's side, kept in the same order as the
/// catalogue.
public enum SymbolGlyph {
  /// Drawn for a symbol that has no glyph or that la-sim does not know.
  public static let missing = "□"

  /// What kind of character a symbol's glyph is, which decides whether it shows the symbol's tint.
  public enum Kind: Sendable, Equatable {
    /// A text-presentation character (not `Emoji_Presentation`, and not a pictograph from the emoji planes
    /// that only colour emoji fonts carry): a terminal draws it in the foreground colour, so the symbol's
    /// `.foregroundStyle` shows, as on the phone.
    case monochrome
    /// A colour emoji, kept because no monochrome character means the same: it ignores the foreground
    /// colour, so a picture that honours the tint must draw it as a tinted silhouette.
    case emoji
  }

  /// The terminal's forms of the known symbol called `name`, at the catalogue's index for it: its glyph and
  /// the glyph's kind (both nil where nothing is faithful) and its ASCII stand-in; nil for a name the
  /// catalogue does not know.
  public static func forms(named name: String) -> (glyph: String?, kind: Kind?, ascii: String)? {
    guard let index = SymbolCatalog.index(named: name), index < table.count, table[index].name == name else {
      return nil
    }
    return (table[index].glyph, table[index].kind, table[index].ascii)
  }

  /// Whether la-sim has a terminal glyph for `name`: false for a name it does not know, and for a known one
  /// nothing in a terminal draws faithfully (both are drawn `□` and reported as LA004).
  public static func hasGlyph(_ name: String) -> Bool {
    forms(named: name)?.glyph != nil
  }

  /// Whether the glyph for `name` is a colour emoji, which ignores the symbol's tint: true only for a known
  /// symbol whose glyph is `.emoji`. A writer that draws in the tint (SVG, HTML) draws such a glyph as a
  /// tinted silhouette, and a monochrome one as text in the tint.
  public static func isEmoji(_ name: String) -> Bool {
    forms(named: name)?.kind == .emoji
  }

  /// Whether the glyph for `name` takes the symbol's tint in a terminal: true only for a known symbol whose
  /// glyph is `.monochrome`.
  public static func isTinted(_ name: String) -> Bool {
    forms(named: name)?.kind == .monochrome
  }

  /// Every name the table draws, in order: the catalogue's names, which a test holds them to.
  static var names: [String] { table.map(\.name) }
}
