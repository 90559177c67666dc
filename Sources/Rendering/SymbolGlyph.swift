import Views

/// How a terminal draws an SF Symbol: the glyph that means the same in a UTF-8 terminal, and an ASCII
/// stand-in. Which names exist and how wide the phone draws them is `SymbolCatalog`'s; this is only the
/// terminal's side, kept in the same order as the catalogue.
public enum SymbolGlyph {
  /// Drawn for a symbol that has no glyph or that la-sim does not know.
  public static let missing = "□"

  /// The terminal's forms of the known symbol called `name`, at the catalogue's index for it; nil for a name
  /// the catalogue does not know.
  public static func forms(named name: String) -> (glyph: String?, ascii: String)? {
    guard let index = SymbolCatalog.index(named: name), index < table.count, table[index].name == name else {
      return nil
    }
    return (table[index].glyph, table[index].ascii)
  }

  /// Whether la-sim has a terminal glyph for `name`: false for a name it does not know, and for a known one
  /// nothing in a terminal draws faithfully (both are drawn `□` and reported as LA004).
  public static func hasGlyph(_ name: String) -> Bool {
    forms(named: name)?.glyph != nil
  }

  /// Every name the table draws, in order: the catalogue's names, which a test holds them to.
  static var names: [String] { table.map(\.name) }
}
