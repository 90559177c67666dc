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

  /// The colour a misspelt `name` probably means (`grey` → `gray`, `purpel` → `purple`), within two edits.
  public static func suggestion(for name: String) -> NamedColor? {
    // No colour name is longer than 9 letters; an edit distance to a long string is only cost.
    guard name.utf8.count <= 16 else { return nil }
    let scored = allCases.map { ($0, Spelling.editDistance(name.lowercased(), $0.rawValue)) }
    return scored.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
  }
}
