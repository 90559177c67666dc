import JSON

/// The SF Symbol names la-sim knows, with the width the phone draws each at. How a terminal draws them is
/// the renderer's (`SymbolGlyph`).
///
/// `lookup(_:)` sorts any name into one of four kinds. A known name is drawn with its glyph (`□` when it has
/// none, which `la-sim check` reports as LA004). A misspelt one, a near miss of a known name, and a malformed
/// one, which no SF Symbol could be called, are load errors. Any other well-formed name is a real symbol for
/// all la-sim can tell: it loads, is drawn `□`, measured as a regular-width symbol and reported as LA004.
public enum SymbolCatalog {
  /// A known symbol: its name and its width.
  public struct Symbol: Equatable, Sendable {
    /// The SF Symbol name, e.g. `car.fill`.
    public var name: String
    /// How wide the phone draws it.
    public var width: WidthClass

    init(_ name: String, _ width: WidthClass) {
      self.name = name
      self.width = width
    }
  }

  /// How wide a symbol is drawn beside text, relative to the font's point size.
  ///
  /// Estimates, not measurements: Apple publishes no symbol widths, and none was measured on a phone. The
  /// class is judged from the symbol's outline as the SF Symbols app shows it at regular weight, medium scale:
  /// taller than wide (`checkmark`, `arrow.up`, `mappin`, `figure.walk`), about square (circles, squares,
  /// most), or clearly wider than tall (`car.side`, `box.truck`, `bicycle`, `airplane`, `battery.100`).
  /// The figure for each class sits a little above its typical member, so that a slot judged to fit a
  /// symbol fits most of its class. Error: ±0.3 em for a single symbol (`mappin` is about 0.6 em, drawn as
  /// narrow's 0.9), about 4 pt at body size; a symbol that decides a fit should be checked on a phone.
  public enum WidthClass: Sendable, CaseIterable {
    /// Taller than wide: 0.9 em.
    case narrow
    /// About square: 1.2 em.
    case regular
    /// Clearly wider than tall: 1.5 em.
    case wide

    /// The advance at regular weight, in em.
    public var em: Double {
      switch self {
      case .narrow: 0.9
      case .regular: 1.2
      case .wide: 1.5
      }
    }
  }

  /// What la-sim makes of a symbol name.
  public enum Lookup: Equatable, Sendable {
    /// A symbol la-sim knows.
    case known(Symbol)
    /// Not known, but a near miss of the known names given, closest first: a load error.
    case misspelt([String])
    /// Well-formed and no typo of a known name: loads, drawn `□`, its glyph and width guessed.
    case unknown
    /// Not the shape of an SF Symbol name (spaces, capitals, emoji, empty, too long): a load error.
    case malformed

    /// Whether a fixture may use the name.
    public var loads: Bool {
      switch self {
      case .known, .unknown: true
      case .misspelt, .malformed: false
      }
    }

    /// The symbol, when known.
    public var symbol: Symbol? {
      if case .known(let symbol) = self { symbol } else { nil }
    }
  }

  /// The longest symbol name, in UTF-8 bytes.
  public static let maximumNameBytes = 64

  /// What SF Symbol names are made of, for messages: the rule `lookup` applies.
  public static let nameRule =
    "lower-case words of letters and digits joined by single dots (1 to 8 words, at most 64 bytes), such as"
    + " \"car.fill\""

  /// How far (in edits) a name may be from a known one to count as misspelt.
  static let nearMiss = 2

  /// The known symbol called `name`, found by halves in the sorted table.
  public static func symbol(named name: String) -> Symbol? {
    index(named: name).map { table[$0] }
  }

  /// Where the known symbol called `name` is in `table`, found by halves; nil for a name it does not hold.
  /// Tables kept in the catalogue's order (the renderer's glyphs) are read at the same place.
  public static func index(named name: String) -> Int? {
    var low = 0
    var high = table.count
    while low < high {
      let middle = (low + high) / 2
      if table[middle].name < name { low = middle + 1 } else { high = middle }
    }
    return low < table.count && table[low].name == name ? low : nil
  }

  /// What `name` is: known, misspelt, unknown (but well-formed) or malformed.
  ///
  /// A near miss is within two edits of a known name and has a word no known name uses: `mappin.circle.fil`
  /// is a typo, while `bolt.slash`, as near to `bell.slash`, is made of real words and is taken as a symbol
  /// la-sim does not know.
  public static func lookup(_ name: String) -> Lookup {
    if let symbol = symbol(named: name) { return .known(symbol) }
    // Edit distances cost length × symbols: a 100,000-character name must not reach them.
    guard name.utf8.count <= maximumNameBytes else { return .malformed }
    let wellFormed = isWellFormed(name)
    if !wellFormed || !name.split(separator: ".").allSatisfy(isKnownWord) {
      let near = suggestions(for: name)
      if !near.isEmpty { return .misspelt(near) }
    }
    return wellFormed ? .unknown : .malformed
  }

  /// Known names within two edits of `name`, closest first (then by name, the table's order), at most
  /// three, for "did you mean" hints: `Spelling.suggestions`, with fewer edits than the name has letters
  /// ("" or "x" is no misspelling of "tv").
  public static func suggestions(for name: String) -> [String] {
    let limit = min(nearMiss, name.unicodeScalars.count - 1)
    guard limit > 0 else { return [] }
    return Spelling.suggestions(for: name, in: table.lazy.map(\.name), limit: limit)
  }

  /// Lower-case ASCII words of letters and digits, separated by single dots, 1…8 of them.
  package static func isWellFormed(_ name: String) -> Bool {
    let words = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    return (1...8).contains(words.count)
      && words.allSatisfy { word in
        !word.isEmpty && word.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
      }
  }

  /// Whether some known name has `word` as one of its dot-separated words.
  static func isKnownWord(_ word: Substring) -> Bool {
    words.contains(String(word))
  }

  /// Every dot-separated word of a known name.
  static let words = Set(table.flatMap { $0.name.split(separator: ".").map(String.init) })
}
