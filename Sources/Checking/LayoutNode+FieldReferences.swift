import Fixture
import Formatting
import JSON
import Views

extension LayoutNode {
  /// Every field this node and its children read: text placeholders, icons, colours and capsules taken from an
  /// enum field, dates, percentages, bars, trackers and conditions. A derived field also counts as a read of
  /// each field it is computed from.
  func fieldReferences(in definition: ActivityDefinition) -> [FieldReference] {
    var references: [FieldReference] = []
    for node in allNodes {
      for (field, view) in node.directReads {
        references.append(FieldReference(field: field, view: view, via: nil))
        guard let derived = definition.derived.first(where: { $0.name == field }) else { continue }
        switch derived.formula {
        case .fraction(let numerator, let denominator):
          for operand in [numerator, denominator] {
            references.append(FieldReference(field: operand, view: view, via: field))
          }
        }
      }
    }
    return references
  }

  /// The fields this node itself reads (not its children), with the node as fixture JSON.
  private var directReads: [(String, String)] {
    var reads: [(String, String)] = []
    switch self {
    case .text(let template, _):
      let source = template.source
      for case .field(let name, _) in template.parts {
        reads.append((name, Self.json("text", .string(source))))
      }
    case .icon(.enumField(let field), _):
      reads.append((field, Self.json("icon", .string("{\(field).icon}"))))
    case .date(let style, let field, _):
      reads.append((field, Self.json(style.rawValue, .string(field))))
    case .dateFormat(_, let field, _):
      reads.append((field, Self.json("value", .string(field))))
    case .percent(let field, _):
      reads.append((field, Self.json("percent", .string(field))))
    case .progress(let field, _):
      reads.append((field, Self.json("progress", .string(field))))
    case .steps(let field, _, _):
      reads.append((field, Self.json("steps", .string(field))))
    case .conditional(let condition, _, _):
      let test: (field: String, key: String, value: JSONValue)?
      switch condition {
      case .equals(let field, let value): test = (field, "equals", .string(value))
      case .notEquals(let field, let value): test = (field, "notEquals", .string(value))
      case .isNil(let field, let isNil): test = (field, "isNil", .bool(isNil))
      case .compare(let field, let comparison, let value): test = (field, comparison.rawValue, .double(value))
      case .index(let comparison, .caseIndex(let field)):
        test = (field, "index", .object([JSONMember(key: comparison.rawValue, value: .string(field))]))
      case .index: test = nil
      }
      if let test {
        let body = JSONValue.object([
          JSONMember(key: "field", value: .string(test.field)), JSONMember(key: test.key, value: test.value),
        ])
        reads.append((test.field, Self.json("if", body)))
      }
    case .timerInterval(let interval, _), .progressInterval(let interval, _):
      for field in [interval.start.field, interval.end.field] {
        reads.append((field, Self.json("timerInterval", .string(field))))
      }
    case .icon(.symbol, _), .stack, .spacer, .shape, .forEach, .concatenation, .label, .viewThatFits, .zStack,
      .divider, .image:
      break
    }
    if let style = viewStyle {
      for (key, source) in [("color", style.color), ("background", style.background)] {
        if let field = source?.enumField {
          reads.append((field, Self.json(key, .string("{\(field).color}"))))
        }
      }
    }
    return reads
  }

  private static func json(_ key: String, _ value: JSONValue) -> String {
    JSONValue.object([JSONMember(key: key, value: value)]).serialized()
  }
}

extension TextTemplate {
  /// The template as a fixture writes it: `Order #{orderNumber}`, `{fare, format: .number}`.
  var source: String { fixtureText }
}
