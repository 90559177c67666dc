import Diagnostics
import SwiftParsing

/// Reads the `ActivityAttributes` model out of parsed files: stored properties with their types and
/// optionals, `CodingKeys` renames, `String`-backed enums with raw values and the computed properties that
/// `switch self` to literals. What it cannot model is an `ImportIssue`.
struct ModelReader {
  let table: SwiftTypeTable
  var issues: [ImportIssue] = []
  var enums: [SwiftEnum] = []

  init(table: SwiftTypeTable) {
    self.table = table
  }

  mutating func unsupported(_ file: String, _ position: SourcePosition, _ message: String) {
    issues.append(ImportIssue(file: file, position: position, message: message))
  }

  /// The model, or nil when no struct conforms to `ActivityAttributes`.
  mutating func read() -> SwiftModel? {
    guard
      let name = table.order.first(where: { table[$0]?.inherits.contains("ActivityAttributes") == true }),
      let entry = table[name]
    else { return nil }
    let attributes = fields(of: entry)
    var content: [SwiftField] = []
    var contentPlace: SwiftPlace?
    var derived: [SwiftDerivedField] = []
    if let stateName = table.resolve("ContentState", from: name), let state = table[stateName] {
      contentPlace = SwiftPlace(file: state.file, position: state.position)
      content = fields(of: state)
      derived = derivedFields(of: state, fields: content)
    } else {
      unsupported(entry.file, entry.position, "\(name) declares no nested struct ContentState")
    }
    return SwiftModel(
      attributesType: entry.declaration.name, place: SwiftPlace(file: entry.file, position: entry.position),
      attributes: attributes, contentState: content, contentStatePlace: contentPlace, enums: enums,
      derived: derived)
  }

  /// The stored properties ActivityKit encodes, renamed by `CodingKeys`.
  mutating func fields(of entry: SwiftTypeTable.Entry) -> [SwiftField] {
    let keys = codingKeys(of: entry)
    var result: [SwiftField] = []
    for member in entry.members {
      let declaration = member.declaration
      switch declaration.kind {
      case .initializer(let labels) where labels.first == "from":
        unsupported(
          member.file, declaration.position,
          "custom init(from:) in \(entry.name): ActivityKit decodes with the synthesized decoder's rules, which the fixture models; check the payloads by hand"
        )
      case .function(let function) where function == "encode":
        unsupported(
          member.file, declaration.position,
          "custom encode(to:) in \(entry.name): the fixture models the synthesized encoding")
      default: break
      }
      guard case .property(let property) = declaration.kind, !declaration.modifiers.contains("static"),
        property.getter == nil
      else { continue }
      let place = SwiftPlace(file: member.file, position: declaration.position)
      if property.isLet, property.initializer != nil {
        unsupported(
          member.file, declaration.position,
          "let \(property.name) has an initial value, so Codable neither encodes nor decodes it; left out")
        continue
      }
      if let keys, keys[property.name] == nil {
        unsupported(
          member.file, declaration.position,
          "\(property.name) is not in \(entry.name).CodingKeys, so it is never encoded; left out")
        continue
      }
      guard let written = property.type else {
        unsupported(member.file, declaration.position, "\(property.name) has no written type; left out")
        continue
      }
      guard let type = fieldType(written.name, from: entry.name, file: member.file, at: written.position)
      else {
        unsupported(
          member.file, written.position,
          "\(property.name): type \(written.name) is not String, Int, Double, Bool, Date or a String-backed enum; left out"
        )
        continue
      }
      let key = keys?[property.name]
      result.append(
        SwiftField(
          name: property.name, key: key?.key ?? property.name, type: type, isOptional: written.isOptional,
          place: place, keyPlace: key?.key == property.name ? nil : key?.place))
    }
    return result
  }

  /// `enum CodingKeys: String, CodingKey { case a = "b", c }`: property name → JSON key and its place.
  mutating func codingKeys(of entry: SwiftTypeTable.Entry) -> [String: (key: String, place: SwiftPlace)]? {
    guard let keysEntry = table["\(entry.name).CodingKeys"] else { return nil }
    var keys: [String: (key: String, place: SwiftPlace)] = [:]
    for member in keysEntry.members {
      guard case .enumCases(let cases) = member.declaration.kind else { continue }
      for enumCase in cases {
        let place = SwiftPlace(file: member.file, position: enumCase.position)
        if let raw = enumCase.rawValue {
          guard let text = Self.stringLiteral(raw) else {
            unsupported(
              member.file, raw.position,
              "CodingKeys.\(enumCase.name): a raw value that is not a string literal")
            continue
          }
          keys[enumCase.name] = (text, place)
        } else {
          keys[enumCase.name] = (enumCase.name, place)
        }
      }
    }
    return keys
  }

  /// The fixture's type name for a written Swift type, registering the enum it names.
  mutating func fieldType(_ written: String, from scope: String, file: String, at position: SourcePosition)
    -> String?
  {
    switch written {
    case "String", "Int", "Double", "Bool", "Date": return written
    default: break
    }
    guard let qualified = table.resolve(written, from: scope), let entry = table[qualified],
      entry.declaration.keyword == "enum"
    else { return nil }
    let simple = entry.declaration.name
    if enums.contains(where: { $0.name == simple }) { return simple }
    guard entry.inherits.first == "String" else {
      unsupported(
        entry.file, entry.position,
        "enum \(simple) is not String-backed; la-sim models String raw values only")
      return nil
    }
    guard let definition = enumDefinition(entry) else { return nil }
    enums.append(definition)
    return simple
  }

  /// A string literal without interpolation.
  static func stringLiteral(_ expr: SwiftExpr) -> String? {
    guard case .string(let segments) = expr.kind else { return nil }
    var text = ""
    for segment in segments {
      guard case .text(let part) = segment else { return nil }
      text += part
    }
    return text
  }
}
