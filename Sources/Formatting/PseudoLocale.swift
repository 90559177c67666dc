/// Xcode's pseudolanguages (the scheme's App Language option), applied to a fixture's localisable text.
///
/// Xcode transforms the app's localised strings; interpolated arguments are not localised, so only the
/// literal text of a layout changes, never a value read from the state, a number, or a date a formatter
/// writes. A text that is only a value (`"{status}"`, SwiftUI's `Text(status)`) is not a localised string
/// and is left alone. See DECISIONS.md for the sources and what la-sim assumes.
public enum PseudoLocale: String, CaseIterable, Equatable, Sendable {
  /// Double-Length Pseudolanguage: every localised string repeated, `Score` → `Score Score`.
  case double
  /// Accented Pseudolanguage: every Latin letter accented, vowels doubled as padding (about +35 %).
  case accented
  /// Right-to-Left Pseudolanguage With Right-to-Left Strings: strings read right to left and the layout
  /// direction mirrored (`layoutDirection = .rightToLeft`).
  case bidi

  /// The direction the layouts are laid out in.
  public var layoutDirection: LayoutDirection { self == .bidi ? .rightToLeft : .leftToRight }

  /// A template as the pseudolanguage shows it; unchanged when it has no literal text. The literals of a
  /// String Catalog's plural forms (a translation, `Noch %lld Zustellungen`) are the language's words too,
  /// and change as the template's own do.
  public func localize(_ template: TextTemplate) -> TextTemplate {
    guard Self.hasLiteral(template.segments) else { return template }
    switch self {
    case .double:
      // The localised format string is repeated whole; each copy of a placeholder shows the same argument.
      return TextTemplate(segments: template.segments + [.literal(" ")] + template.segments)
    case .accented:
      return TextTemplate(segments: Self.mapLiterals(template.segments, Self.accenting))
    case .bidi:
      // Drawn in visual order, as a terminal has no bidirectional algorithm: the pieces right to left, each
      // literal's characters reversed; a value keeps its own order, as digits do inside right-to-left text.
      return TextTemplate(
        segments: Self.mapLiterals(template.segments, reversed: true) { String($0.reversed()) })
    }
  }

  /// Whether `segments`, or a plural form among them, hold a literal that is not empty.
  static func hasLiteral(_ segments: [TextTemplate.Segment]) -> Bool {
    segments.contains { segment in
      switch segment {
      case .literal(let text): !text.isEmpty
      case .placeholder: false
      case .plural(_, let forms, _): forms.values.contains(where: hasLiteral)
      }
    }
  }

  /// `segments` with each literal, in plural forms too, changed by `change`; with `reversed`, each list of
  /// segments in reverse order.
  static func mapLiterals(
    _ segments: [TextTemplate.Segment], reversed: Bool = false, _ change: (String) -> String
  ) -> [TextTemplate.Segment] {
    (reversed ? Array(segments.reversed()) : segments).map { segment in
      switch segment {
      case .literal(let text): .literal(change(text))
      case .placeholder: segment
      case .plural(let placeholder, let forms, let language):
        .plural(
          placeholder, forms.mapValues { mapLiterals($0, reversed: reversed, change) }, language: language)
      }
    }
  }

  /// `text` with every ASCII letter replaced by an accented form and every vowel followed by an accented
  /// lowercase copy (the padding Mozilla's Fluent pseudo-localisation uses).
  public static func accenting(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count * 2)
    for scalar in text.unicodeScalars {
      let value = scalar.value
      guard value < 0x80, let accent = Self.accents[Int(value)] else {
        result.unicodeScalars.append(scalar)
        continue
      }
      result.unicodeScalars.append(accent)
      if let padding = Self.vowelPadding[Int(value)] { result.unicodeScalars.append(padding) }
    }
    return result
  }

  /// Each ASCII letter's accented form: Latin-1, Latin Extended-A/B and Latin Extended Additional, all in
  /// the width table `TextMetrics` measures.
  static let accents: [Unicode.Scalar?] = {
    var table = [Unicode.Scalar?](repeating: nil, count: 128)
    let upper: [UInt32] = [
      0xC5, 0x181, 0xC7, 0xD0, 0xC9, 0x191, 0x11C, 0x124, 0xCE, 0x134, 0x136, 0x13B, 0x1E3E, 0xD1, 0xD6,
      0xDE, 0x1EA, 0x154, 0x160, 0x162, 0xDB, 0x1E7C, 0x174, 0x1E8A, 0xDD, 0x17D,
    ]
    let lower: [UInt32] = [
      0xE5, 0x180, 0xE7, 0xF0, 0xE9, 0x192, 0x11D, 0x125, 0xEE, 0x135, 0x137, 0x13C, 0x1E3F, 0xF1, 0xF6,
      0xFE, 0x1EB, 0x155, 0x161, 0x163, 0xFB, 0x1E7D, 0x175, 0x1E8B, 0xFD, 0x17E,
    ]
    for index in 0..<26 {
      table[0x41 + index] = Unicode.Scalar(upper[index])
      table[0x61 + index] = Unicode.Scalar(lower[index])
    }
    return table
  }()

  /// The padding after each vowel, either case: its accented lowercase form.
  static let vowelPadding: [Unicode.Scalar?] = {
    var table = [Unicode.Scalar?](repeating: nil, count: 128)
    for vowel in "aeiou".unicodeScalars {
      let lower = Int(vowel.value)
      table[lower] = accents[lower]
      table[lower - 0x20] = accents[lower]
    }
    return table
  }()
}

/// SwiftUI's `LayoutDirection`.
public enum LayoutDirection: String, Equatable, Sendable {
  /// Left to right.
  case leftToRight
  /// Right to left: a view's leading edge is on the right.
  case rightToLeft
}
