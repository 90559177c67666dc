import Foundation

@testable import StringCatalogs

/// Foundation's own reader on this toolchain (`PropertyListSerialization`, swift-corelibs-foundation's
/// CoreFoundation: the code Xcode's build runs on a Mac) as the oracle la-sim's property list readers are
/// checked against, and the verdict on one text read by both.
enum FoundationPropertyListOracle {
  /// A property list's shape, as both readers can say it: strings, dictionaries, arrays and data exactly;
  /// numbers and booleans (which la-sim checks and does not keep) by kind.
  indirect enum Shape: Equatable, CustomStringConvertible {
    case string(String)
    case dictionary([String: Shape])
    case array([Shape])
    case data([UInt8])
    case scalar
    case date

    var description: String {
      switch self {
      case .string(let text): String(reflecting: text)
      case .dictionary(let members):
        "{"
          + members.sorted { $0.key < $1.key }.map { "\(String(reflecting: $0.key)): \($0.value)" }
          .joined(separator: ", ") + "}"
      case .array(let elements): "(" + elements.map(\.description).joined(separator: ", ") + ")"
      case .data(let bytes): "<\(bytes.map { String($0, radix: 16) }.joined(separator: " "))>"
      case .scalar: "scalar"
      case .date: "date"
      }
    }

    /// A dictionary whose every value is a string: what a `.strings` file is.
    var table: [String: String]? {
      guard case .dictionary(let members) = self else { return nil }
      var table: [String: String] = [:]
      for (key, value) in members {
        guard case .string(let text) = value else { return nil }
        table[key] = text
      }
      return table
    }
  }

  /// What Foundation reads in `bytes`; nil when it refuses them.
  static func foundation(_ bytes: [UInt8]) -> Shape? {
    guard let value = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) else {
      return nil
    }
    return shape(value)
  }

  private static func shape(_ value: Any) -> Shape {
    if let text = value as? String { return .string(text) }
    if let members = value as? [String: Any] { return .dictionary(members.mapValues(shape)) }
    if let elements = value as? [Any] { return .array(elements.map(shape)) }
    if let data = value as? Data { return .data(Array(data)) }
    if value is Date { return .date }
    return .scalar
  }

  /// la-sim's table of a `.strings` file's bytes, as `StringCatalog.decode` reads it, as a shape: each
  /// translation's pieces written back as text (a text with no `%` is one literal).
  static func table(_ bytes: [UInt8]) throws(CatalogError) -> Shape {
    let catalog = try StringCatalog.decode(bytes: bytes, file: "de.lproj/x.strings")
    return .dictionary(
      catalog.entries.mapValues { entry in
        .string(
          (entry.localizations["de"] ?? []).map { piece in
            switch piece {
            case .literal(let text): text
            case .argument(_, let conversion): "%" + conversion
            case .plural: "%#@?@"
            }
          }.joined())
      })
  }

  /// la-sim's reading of the same value.
  static func shape(_ list: PropertyList) -> Shape {
    switch list.value {
    case .string(let text): .string(text)
    case .dictionary(let members):
      .dictionary(Dictionary(members.map { ($0.key, shape($0.value)) }, uniquingKeysWith: { $1 }))
    case .array(let elements): .array(elements.map(shape))
    case .data(let bytes): .data(bytes)
    case .boolean, .integer, .real: .scalar
    case .date: .date
    }
  }

  /// Whether la-sim's verdict on `text` (encoded by `encode`) agrees with Foundation's: the same value
  /// when both read it; a refusal at a place when Foundation refuses it; and where la-sim alone refuses, a
  /// place from which Foundation reads nothing (the text before it reads the same to Foundation) or a
  /// value `allowed` says la-sim need not take. nil when they agree, else what differed.
  static func disagreement(
    _ text: String, encode: (String) -> [UInt8] = { Array($0.utf8) },
    laSim: ([UInt8]) throws(CatalogError) -> Shape, allowed: (Shape) -> Bool = { _ in true }
  ) -> String? {
    let bytes = encode(text)
    let theirs = foundation(bytes)
    let ours: Shape
    do {
      ours = try laSim(bytes)
    } catch {
      guard let position = error.diagnostic.position else { return "no place: \(error)  for \(show(text))" }
      guard let theirs else { return nil }
      guard allowed(theirs) else { return nil }
      let before = prefix(of: text, line: position.line, column: position.column)
      let read = before.unicodeScalars.isEmpty ? .dictionary([:]) : foundation(encode(before))
      if read == theirs { return nil }
      return
        "la-sim refused \(show(text)) (\(error)), Foundation read \(theirs), and \(read?.description ?? "refuses")"
        + " before it"
    }
    guard let theirs else {
      return bytes.isEmpty ? nil : "la-sim read \(ours) in \(show(text)), which Foundation refuses"
    }
    guard allowed(theirs) else { return "la-sim read \(ours) in \(show(text)), which it should refuse" }
    return ours == theirs ? nil : "la-sim read \(ours), Foundation \(theirs), in \(show(text))"
  }

  /// The text before a place (line and column in scalars, lines ending at U+000A).
  static func prefix(of text: String, line wanted: Int, column wantedColumn: Int) -> String {
    var result = String.UnicodeScalarView()
    var (line, column) = (1, 1)
    for scalar in text.unicodeScalars {
      if line == wanted && column >= wantedColumn || line > wanted { break }
      result.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return String(result)
  }

  static func show(_ text: String) -> String { String(reflecting: text) }
}
