import Diagnostics
import SwiftParsing

extension ModelReader {
  /// The cases of a `String`-backed enum with their raw values, and the values of its computed properties
  /// that `switch self` to literals: `emoji`, `icon`, `color`; `stepIndex` must equal the case's index.
  mutating func enumDefinition(_ entry: SwiftTypeTable.Entry) -> SwiftEnum? {
    var cases: [SwiftEnumCaseValue] = []
    for member in entry.members {
      guard case .enumCases(let written) = member.declaration.kind else { continue }
      for enumCase in written {
        if enumCase.hasAssociatedValues {
          unsupported(member.file, enumCase.position, "case \(enumCase.name) has associated values; left out")
          continue
        }
        var raw = enumCase.name
        if let expr = enumCase.rawValue {
          guard let text = Self.stringLiteral(expr) else {
            unsupported(
              member.file, expr.position,
              "case \(enumCase.name)'s raw value is not a string literal; left out")
            continue
          }
          raw = text
        }
        cases.append(
          SwiftEnumCaseValue(
            name: enumCase.name, rawValue: raw,
            place: SwiftPlace(file: member.file, position: enumCase.position)))
      }
    }
    guard !cases.isEmpty else {
      unsupported(entry.file, entry.position, "enum \(entry.declaration.name) has no case la-sim can model")
      return nil
    }
    for member in entry.members {
      guard case .property(let property) = member.declaration.kind, let getter = property.getter,
        !member.declaration.modifiers.contains("static")
      else { continue }
      readComputed(
        property.name, getter, into: &cases, file: member.file, at: member.declaration.position,
        enumName: entry.declaration.name)
    }
    return SwiftEnum(
      name: entry.declaration.name, cases: cases,
      place: SwiftPlace(file: entry.file, position: entry.position))
  }

  /// One computed property of an enum: `switch self { case .a: literal … }`.
  mutating func readComputed(
    _ name: String, _ getter: [SwiftStatement], into cases: inout [SwiftEnumCaseValue], file: String,
    at position: SourcePosition, enumName: String
  ) {
    guard ["emoji", "icon", "color", "stepIndex"].contains(name) else {
      unsupported(
        file, position,
        "computed property \(enumName).\(name): the fixture models emoji, icon and color (and stepIndex as the case's index); left out"
      )
      return
    }
    guard getter.count == 1, case .switchStatement(let subject, let switchCases) = getter[0].kind,
      case .identifier("self") = subject.kind
    else {
      unsupported(file, position, "\(enumName).\(name) is not 'switch self { case .a: literal … }'; left out")
      return
    }
    var values: [String: (String, SourcePosition)] = [:]
    var fallback: (String, SourcePosition)?
    for switchCase in switchCases {
      guard
        let result = switchCase.statements.count == 1 ? literalResult(switchCase.statements[0], name) : nil
      else {
        unsupported(
          file, switchCase.position, "\(enumName).\(name): a case that does not return one literal; left out")
        return
      }
      if switchCase.patterns.isEmpty { fallback = (result, switchCase.position) }
      for pattern in switchCase.patterns {
        guard case .implicitMember(let caseName) = pattern.kind else {
          unsupported(
            file, pattern.position, "\(enumName).\(name): pattern \(pattern.source) is not '.case'; left out")
          return
        }
        values[caseName] = (result, pattern.position)
      }
    }
    for index in cases.indices {
      guard let (value, _) = values[cases[index].name] ?? fallback else {
        unsupported(file, position, "\(enumName).\(name) gives no value for .\(cases[index].name); left out")
        return
      }
      switch name {
      case "emoji": cases[index].emoji = value
      case "icon": cases[index].icon = value
      case "color": cases[index].color = value
      default:
        guard value == String(index) else {
          unsupported(
            file, values[cases[index].name]?.1 ?? position,
            "\(enumName).stepIndex is \(value) for .\(cases[index].name), not its index \(index); la-sim counts steps by case order"
          )
          return
        }
      }
    }
  }

  /// The literal a `return "x"` or bare `"x"` (or `.blue`, `Color.blue`, a number) gives.
  func literalResult(_ statement: SwiftStatement, _ name: String) -> String? {
    let expr: SwiftExpr
    switch statement.kind {
    case .returnStatement(let value?): expr = value
    case .expression(let value): expr = value
    default: return nil
    }
    if name == "color" { return Self.colorName(expr) }
    if name == "stepIndex" {
      guard case .number(let text) = expr.kind else { return nil }
      return text
    }
    return Self.stringLiteral(expr)
  }

  /// `.blue`, `Color.blue`: a SwiftUI colour name.
  static func colorName(_ expr: SwiftExpr) -> String? {
    switch expr.kind {
    case .implicitMember(let name): return name
    case .member(let base, let name):
      guard case .identifier("Color") = base.kind else { return nil }
      return name
    default: return nil
    }
  }

  /// `ContentState`'s computed properties: `numerator / denominator` clamped to 0…1 with 0 for a zero
  /// denominator, written `guard b > 0 else { return 0 }; return min(1, max(0, Double(a) / Double(b)))`
  /// or as one such expression behind `b == 0 ? 0 : …`.
  mutating func derivedFields(of entry: SwiftTypeTable.Entry, fields: [SwiftField]) -> [SwiftDerivedField] {
    var result: [SwiftDerivedField] = []
    for member in entry.members {
      guard case .property(let property) = member.declaration.kind, let getter = property.getter,
        !member.declaration.modifiers.contains("static")
      else { continue }
      if let (numerator, denominator) = DerivedPattern.fraction(getter),
        fields.contains(where: { $0.name == numerator }), fields.contains(where: { $0.name == denominator })
      {
        let key = { (name: String) in fields.first { $0.name == name }?.key ?? name }
        result.append(
          SwiftDerivedField(name: property.name, numerator: key(numerator), denominator: key(denominator)))
      } else {
        unsupported(
          member.file, member.declaration.position,
          "computed property \(entry.name).\(property.name): la-sim models only a fraction clamped to 0…1 (guard b > 0 else { return 0 }; return min(1, max(0, Double(a) / Double(b)))); left out"
        )
      }
    }
    return result
  }
}
