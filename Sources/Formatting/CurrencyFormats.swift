/// How one language writes `.currency(code:)`, as Foundation on this toolchain formats it for that
/// language's locale: where the symbol and the sign go around the number (`1.234,50 $` in de,
/// `US$ 1.234,50` in pt-BR, `€ -1.234,50` in nl) and each currency's symbol in the language (`$US` in
/// fr, `US$` in es). A checked-in table written by `scripts/gen-locale-formats.swift`; en is written by
/// `NumberFormat`'s own en_US code and its entry is only compared with it.
public struct CurrencyFormats: Equatable, Sendable {
  /// The language code, as `LocaleFormats.language` spells it.
  public let language: String
  /// The text before and after the number of a positive amount, `¤` standing for the symbol.
  public let positive: [String]
  /// The same for a negative amount, its minus sign included.
  public let negative: [String]
  /// The symbols of the currencies (of `Locale.commonISOCurrencyCodes`) that have one other than their
  /// ISO code in this language; any other code is written as itself.
  public let symbols: [String: String]

  /// An entry of the table.
  public init(language: String, positive: [String], negative: [String], symbols: [String: String]) {
    self.language = language
    self.positive = positive
    self.negative = negative
    self.symbols = symbols
  }

  /// The entry of a language as `LocaleFormats.lookup` resolved it; en's for one the table lacks.
  public static func lookup(_ language: String) -> CurrencyFormats {
    table.first { $0.language == language } ?? table[0]
  }

  /// `number` (already in the language's digits and separators, or its NaN or infinity) as an amount of
  /// `code`. As ICU's currency spacing does, a no-break space separates a symbol from a digit next to it
  /// when the symbol's scalar on that side is not itself a symbol (`CHF 12,34`, but `12,34 €`).
  public func text(_ number: String, code: String, negative isNegative: Bool) -> String {
    let symbol = symbols[code] ?? code
    let pattern = isNegative ? negative : positive
    guard pattern.count == 2 else { return symbol + number }
    var before = pattern[0]
    var after = pattern[1]
    let digitFirst = number.utf8.first.map { (0x30...0x39).contains($0) } ?? false
    let digitLast = number.utf8.last.map { (0x30...0x39).contains($0) } ?? false
    if before.hasSuffix("\u{A4}"), digitFirst, Self.spaced(symbol.unicodeScalars.last) {
      before += "\u{A0}"
    }
    if after.hasPrefix("\u{A4}"), digitLast, Self.spaced(symbol.unicodeScalars.first) {
      after = "\u{A0}" + after
    }
    return before.replacing("\u{A4}", with: symbol) + number + after.replacing("\u{A4}", with: symbol)
  }

  /// Whether a symbol's scalar next to a digit asks for a space: not a symbol, not a space.
  private static func spaced(_ edge: Unicode.Scalar?) -> Bool {
    guard let edge else { return false }
    switch edge.properties.generalCategory {
    case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .spaceSeparator: return false
    default: return true
    }
  }
}
