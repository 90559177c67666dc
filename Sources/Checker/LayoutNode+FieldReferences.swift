import ActivityState

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
    case .percent(let field, _):
      reads.append((field, Self.json("percent", .string(field))))
    case .progress(let field, _):
      reads.append((field, Self.json("progress", .string(field))))
    case .steps(let field, _, _):
      reads.append((field, Self.json("steps", .string(field))))
    case .conditional(let condition, _, _):
      let (field, test, value) =
        switch condition {
        case .equals(let field, let value): (field, "equals", value)
        case .notEquals(let field, let value): (field, "notEquals", value)
        }
      let body = JSONValue.object([
        JSONMember(key: "field", value: .string(field)), JSONMember(key: test, value: .string(value)),
      ])
      reads.append((field, Self.json("if", body)))
    case .icon(.symbol, _), .stack, .spacer:
      break
    }
    if let style {
      for (key, source) in [("color", style.color), ("capsule", style.capsule)] {
        if case .enumField(let field)? = source {
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
  /// The template as a fixture writes it: `Order #{orderNumber}`, `{status.emoji} {status}`.
  var source: String {
    parts.map { part in
      switch part {
      case .literal(let text): text
      case .field(let name, .value): "{\(name)}"
      case .field(let name, let accessor): "{\(name).\(accessor.rawValue)}"
      }
    }.joined()
  }
}
