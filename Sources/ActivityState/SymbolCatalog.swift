/// The SF Symbol names la-sim knows, with the terminal glyph each is drawn as.
///
/// A name missing here is a typo or a symbol la-sim has never heard of: loading refuses it. A known name
/// whose glyph is nil has no faithful terminal glyph; it is drawn as `□` and `la-sim check` reports it.
public enum SymbolCatalog {
  /// A known symbol: its glyph in a UTF-8 terminal (nil: none) and its ASCII stand-in.
  public struct Symbol: Equatable, Sendable {
    /// The glyph drawn in a UTF-8 terminal, if one exists.
    public var glyph: String?
    /// What is drawn where the locale is not UTF-8.
    public var ascii: String
  }

  /// Drawn for a known symbol that has no glyph.
  public static let missingGlyph = "□"

  /// Every known symbol by SF Symbol name.
  public static let symbols: [String: Symbol] = [
    "box.truck.fill": Symbol(glyph: "🚚", ascii: "T"),
    "box.truck": Symbol(glyph: "🚚", ascii: "T"),
    "shippingbox.fill": Symbol(glyph: "📦", ascii: "#"),
    "shippingbox": Symbol(glyph: "📦", ascii: "#"),
    "square.and.arrow.up": Symbol(glyph: "📤", ascii: "^"),
    "bag.fill": Symbol(glyph: "👜", ascii: "B"),
    "fork.knife": Symbol(glyph: "🍴", ascii: "Y"),
    "bicycle": Symbol(glyph: "🚲", ascii: "b"),
    "location.fill": Symbol(glyph: "📍", ascii: "@"),
    "checkmark.circle.fill": Symbol(glyph: "✅", ascii: "v"),
    "checkmark": Symbol(glyph: "✔", ascii: "v"),
    "xmark.circle.fill": Symbol(glyph: "❌", ascii: "x"),
    "clock": Symbol(glyph: "🕒", ascii: "o"),
    "timer": Symbol(glyph: "⏱", ascii: "o"),
    "flame.fill": Symbol(glyph: "🔥", ascii: "*"),
    "car.fill": Symbol(glyph: "🚗", ascii: "c"),
    "bell.fill": Symbol(glyph: "🔔", ascii: "!"),
    "exclamationmark.triangle.fill": Symbol(glyph: "⚠", ascii: "!"),
    "film": Symbol(glyph: "🎞", ascii: "f"),
    "arrow.clockwise": Symbol(glyph: "↻", ascii: "~"),
    "dot.radiowaves.left.and.right": Symbol(glyph: nil, ascii: "))"),
    "waveform.path.ecg": Symbol(glyph: nil, ascii: "~"),
  ]

  /// Names close to `name`, for "did you mean" hints.
  public static func suggestions(for name: String) -> [String] {
    let stem = name.split(separator: ".").first.map(String.init) ?? name
    return symbols.keys.filter {
      $0.hasPrefix(stem + ".") || $0 == stem || Spelling.editDistance($0, name) <= 2
    }
    .sorted()
  }
}
