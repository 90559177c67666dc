import JSON

/// The SwiftUI colours a fixture may name. Terminals map them to their palette.
public enum NamedColor: String, CaseIterable, Equatable, Sendable {
  /// `Color.primary`: the surface's text colour.
  case primary
  /// `Color.secondary`: dimmed text.
  case secondary
  /// `.tertiary`: text dimmer than `.secondary`.
  case tertiary
  /// Named system colours.
  case white, black, gray, red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown

  /// Reads a name exactly as SwiftUI spells it: `Color.grey` does not exist, so neither does `"grey"` (the
  /// decoder's error suggests `gray`, see `suggestion(for:)`).
  public init?(name: String) {
    self.init(rawValue: name)
  }

  /// The colour a misspelt `name` probably means (`grey` → `gray`, `purpel` → `purple`, `Red` → `red`), in
  /// any letter case, within two edits (`Spelling`'s, as every did-you-mean of la-sim).
  public static func suggestion(for name: String) -> NamedColor? {
    Spelling.suggestions(for: name.lowercased(), in: allCases.map(\.rawValue), limit: 2, excluding: false)
      .first.flatMap(NamedColor.init(rawValue:))
  }
}
