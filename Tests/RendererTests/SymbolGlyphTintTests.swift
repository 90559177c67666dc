import Testing

@testable import Rendering

/// The symbol table draws a symbol in its tint wherever a monochrome character means the same, keeps colour
/// emoji only where none does, and says which is which from the characters' Unicode properties.
@Suite struct SymbolGlyphTintTests {
  /// A character a text font draws in the foreground colour: not emoji presentation by default, and not a
  /// pictograph from the emoji planes (U+1F000 on), which only colour emoji fonts carry, so a terminal draws
  /// it in colour whatever its default presentation (🛍, 🗑).
  static func takesTheTint(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    return !properties.isEmojiPresentation && !(properties.isEmoji && scalar.value >= 0x1F000)
  }

  static var drawn: [(name: String, glyph: String, kind: SymbolGlyph.Kind)] {
    SymbolGlyph.table.compactMap { row in row.glyph.map { (row.name, $0, row.kind ?? .emoji) } }
  }

  /// One grapheme, no variation selector, and as wide as `CellWidth` says: one or two cells.
  @Test func everyGlyphIsOneGraphemeOfTheWidthCellWidthGives() {
    for symbol in Self.drawn {
      #expect(symbol.glyph.count == 1, "\(symbol.name): \(symbol.glyph) is not one grapheme")
      #expect(
        !symbol.glyph.unicodeScalars.contains { (0xFE00...0xFE0F).contains($0.value) },
        "\(symbol.name): \(symbol.glyph) has a variation selector")
      guard let character = symbol.glyph.first else { continue }
      #expect(
        CellWidth.paintable(character) == symbol.glyph,
        "\(symbol.name): a terminal paints \(symbol.glyph) other than it is")
      let width = symbol.glyph.unicodeScalars.reduce(0) { $0 + CellWidth.of(scalar: $1) }
      #expect(width == CellWidth.of(character), "\(symbol.name): \(symbol.glyph)")
      #expect((1...2).contains(width), "\(symbol.name): \(symbol.glyph) takes \(width) cells")
    }
  }

  /// The kind is named for every glyph and only for glyphs, and it is what the glyph's properties say.
  @Test func theKindIsWhatTheGlyphIs() {
    for row in SymbolGlyph.table {
      #expect((row.glyph == nil) == (row.kind == nil), "\(row.name): a kind without a glyph or the reverse")
    }
    for symbol in Self.drawn {
      let scalars = Array(symbol.glyph.unicodeScalars)
      switch symbol.kind {
      case .monochrome:
        #expect(
          scalars.allSatisfy { !$0.properties.isEmojiPresentation && Self.takesTheTint($0) },
          "\(symbol.name): \(symbol.glyph) is drawn as colour emoji, not in the tint")
      case .emoji:
        #expect(
          scalars.first.map { $0.properties.isEmoji && !Self.takesTheTint($0) } == true,
          "\(symbol.name): \(symbol.glyph) takes the tint; mark it monochrome")
        // Emoji presentation by default, or a pictograph only colour emoji fonts carry.
        #expect(
          scalars.first.map { $0.properties.isEmojiPresentation || $0.value >= 0x1F000 } == true,
          "\(symbol.name): \(symbol.glyph)")
      }
    }
  }

  /// `isTinted` and `isEmoji` name the kind of a known glyph, and neither holds without one.
  @Test func theAPINamesTheKind() {
    #expect(SymbolGlyph.isTinted("box.truck.fill"))
    #expect(!SymbolGlyph.isEmoji("box.truck.fill"))
    #expect(SymbolGlyph.isEmoji("car.fill"))
    #expect(!SymbolGlyph.isTinted("car.fill"))
    #expect(!SymbolGlyph.isEmoji("cross.case") && !SymbolGlyph.isTinted("cross.case"))
    #expect(!SymbolGlyph.isEmoji("foo.bar.baz") && !SymbolGlyph.isTinted("foo.bar.baz"))
    #expect(SymbolGlyph.forms(named: "airplane")?.kind == .monochrome)
  }

  /// Meanings that misled: an arrow drawn as a pin, a shopping bag as a handbag, a tinted truck as a red one.
  @Test func misleadingMeaningsAreFixed() {
    for name in ["location", "location.fill", "location.circle", "location.circle.fill"] {
      #expect(SymbolGlyph.forms(named: name)?.glyph == "➤", "\(name) is a navigation arrow, not a pin")
    }
    #expect(SymbolGlyph.forms(named: "mappin")?.glyph == "📍")
    for name in ["bag", "bag.fill", "bag.circle", "bag.circle.fill"] {
      #expect(SymbolGlyph.forms(named: name)?.glyph == "🛍", "\(name) is a shopping bag, not a handbag")
    }
    #expect(SymbolGlyph.forms(named: "box.truck.fill")?.glyph == "⛟")
    #expect(SymbolGlyph.forms(named: "house.fill")?.glyph == "⌂")
    #expect(SymbolGlyph.forms(named: "xmark.circle.fill")?.glyph == "⊗")
  }
}
