import Formatting

/// A piece of a translated string: literal text, a format argument (`%@`, `%lld`, `%2$@`), or a choice by
/// the plural category of an argument (a catalog's `variations.plural`, or a `%#@NAME@` substitution).
public indirect enum CatalogPiece: Equatable, Sendable {
  /// Text shown as it is.
  case literal(String)
  /// The argument at `index` (from 0), with its conversion (`@`, `lld`, `f`).
  case argument(Int, String)
  /// The pieces for the plural category of the whole number at argument `index`.
  case plural(Int, [PluralCategory: [CatalogPiece]])

  /// `text`'s pieces: `%%` is a percent sign; `%@`, `%d`, `%lld`, `%.1f`, `%1$@` are arguments, numbered in
  /// order unless positional; `%#@NAME@` is the substitution `NAME` (looked up in `substitutions`, nil when
  /// unknown). A substitution's forms may read other substitutions (`Ein Stopp %#@extra@`), as Foundation
  /// resolves them; one being read (`reading`) is not read again. Any other `%` is kept as text.
  public static func parse(
    _ text: String, substitutions: [String: (argument: Int?, forms: [PluralCategory: String])] = [:],
    reading: Set<String> = []
  ) -> [CatalogPiece] {
    var pieces: [CatalogPiece] = []
    var literal = ""
    var next = 0
    let scalars = Array(text.unicodeScalars)
    var index = 0
    func flush() {
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      literal = ""
    }
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "%", index + 1 < scalars.count else {
        literal.unicodeScalars.append(scalar)
        index += 1
        continue
      }
      if scalars[index + 1] == "%" {
        literal += "%"
        index += 2
        continue
      }
      guard let (specifier, length) = Self.specifier(scalars, from: index + 1) else {
        literal.unicodeScalars.append(scalar)
        index += 1
        continue
      }
      flush()
      let argument = specifier.position.map { $0 - 1 } ?? next
      if specifier.position == nil { next += 1 }
      if let name = specifier.substitution {
        let substitution = reading.contains(name) ? nil : substitutions[name]
        let forms = (substitution?.forms ?? [:]).mapValues {
          Self.parse($0, substitutions: substitutions, reading: reading.union([name]))
        }
        pieces.append(.plural(substitution?.argument.map { $0 - 1 } ?? argument, forms))
      } else {
        pieces.append(.argument(argument, specifier.conversion))
      }
      index += 1 + length
    }
    flush()
    return pieces
  }

  /// The names of the substitutions `text` reads (`%#@stops@`, `%2$#@stops@`), in order.
  public static func substitutionNames(_ text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    var names: [String] = []
    var index = 0
    while index + 1 < scalars.count {
      guard scalars[index] == "%" else {
        index += 1
        continue
      }
      if scalars[index + 1] == "%" {
        index += 2
        continue
      }
      guard let (specifier, length) = Self.specifier(scalars, from: index + 1) else {
        index += 1
        continue
      }
      if let name = specifier.substitution { names.append(name) }
      index += 1 + length
    }
    return names
  }

  /// The first substitution `text` reads, itself or through the forms of those it reads, that
  /// `substitutions` does not define with plural forms, or that reads itself (`isCycle`); nil when every
  /// one resolves. Such a `%#@NAME@` would show nothing where its number goes.
  public static func unresolvedSubstitution(
    in text: String, _ substitutions: [String: (argument: Int?, forms: [PluralCategory: String])],
    reading: [String] = []
  ) -> (name: String, isCycle: Bool)? {
    for name in substitutionNames(text) {
      if reading.contains(name) { return (name, true) }
      guard let forms = substitutions[name]?.forms, !forms.isEmpty else { return (name, false) }
      for category in forms.keys.sorted() {
        if let found = unresolvedSubstitution(
          in: forms[category] ?? "", substitutions, reading: reading + [name])
        {
          return found
        }
      }
    }
    return nil
  }

  /// The arguments the pieces read, as (index, conversion), plural choices' own included, sorted by index.
  public static func arguments(_ pieces: [CatalogPiece]) -> [(Int, String)] {
    var found: [Int: String] = [:]
    func walk(_ pieces: [CatalogPiece]) {
      for piece in pieces {
        switch piece {
        case .literal: break
        case .argument(let index, let conversion): found[index] = found[index] ?? conversion
        case .plural(let index, let forms):
          found[index] = found[index] ?? "lld"
          for category in forms.keys.sorted() { walk(forms[category] ?? []) }
        }
      }
    }
    walk(pieces)
    return found.keys.sorted().map { ($0, found[$0] ?? "@") }
  }

  /// A format specifier after `%`: its position (`1$`), its conversion (`lld`) or substitution name, and
  /// how many scalars it spans.
  private static func specifier(_ scalars: [Unicode.Scalar], from start: Int)
    -> ((position: Int?, conversion: String, substitution: String?), Int)?
  {
    var index = start
    var position: Int?
    var digits = ""
    while index < scalars.count, ("0"..."9").contains(scalars[index]) {
      digits.unicodeScalars.append(scalars[index])
      index += 1
    }
    if index < scalars.count, scalars[index] == "$", let value = Int(digits), value > 0, value < 100 {
      position = value
      index += 1
    } else {
      index = start
    }
    if index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@" {
      var name = ""
      index += 2
      while index < scalars.count, scalars[index] != "@" {
        name.unicodeScalars.append(scalars[index])
        index += 1
      }
      guard index < scalars.count, !name.isEmpty else { return nil }
      return ((position, "@", name), index + 1 - start)
    }
    while index < scalars.count, "-+ 0#'".unicodeScalars.contains(scalars[index]) { index += 1 }
    while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "." { index += 1 }
    var conversion = ""
    while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]) {
      conversion.unicodeScalars.append(scalars[index])
      index += 1
    }
    guard index < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[index]) else {
      return nil
    }
    conversion.unicodeScalars.append(scalars[index])
    return ((position, conversion, nil), index + 1 - start)
  }
}
