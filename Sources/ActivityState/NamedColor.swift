/// The SwiftUI colours a fixture may name. Terminals map them to their palette.
public enum NamedColor: String, CaseIterable, Equatable, Sendable {
  /// `Color.primary`: the surface's text colour.
  case primary
  /// `Color.secondary`: dimmed text.
  case secondary
  /// Named system colours.
  case white, black, gray, red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown

  /// Reads a name, accepting the British `grey` as SwiftUI's `gray`.
  public init?(name: String) {
    if name == "grey" {
      self = .gray
    } else {
      self.init(rawValue: name)
    }
  }
}
