import Fixture
import Formatting
import Lifecycle
import Rendering

extension Checker {
  /// LA008: a `Double` or an optional interpolated into a text with no format, which SwiftUI writes as
  /// `18.500000` or `Optional("Andy")`; one finding per layout slot and placeholder, with what the phone
  /// shows for the first value the pipeline gives the field (and `nil` for an optional).
  static func interpolationFindings(_ definition: ActivityDefinition, file: String) -> [Finding] {
    var findings: [Finding] = []
    var samples: [String: Value?] = [:]
    for (slot, place, node) in layoutSlots(definition) {
      let (presentation, region) = slot.placement
      var seen: [String] = []
      for case .text(let template, _) in node.allNodes {
        for placeholder in template.placeholders where !seen.contains(placeholder.source) {
          guard let kind = plainKind(placeholder, definition) else { continue }
          seen.append(placeholder.source)
          let sample = samples[placeholder.field] ?? sampleValue(of: placeholder.field, definition)
          samples.updateValue(sample, forKey: placeholder.field)
          var values = sample.map { [$0] } ?? []
          if case .optional = kind { values.append(.null) }
          let shown = values.map {
            TemplateText.interpolate(placeholder, values: [placeholder.field: $0], definition: definition)
              .text
          }
          findings.append(
            Finding(
              code: .plainInterpolation, file: file, presentation: presentation, region: region, place: place,
              text: template.fixtureText, shown: shown.first, view: "{\(placeholder.source)}",
              field: placeholder.field, detail: explanation(placeholder, kind, shown: shown)))
        }
      }
    }
    return findings
  }

  private enum PlainKind {
    case double
    case optional(FieldType)
  }

  /// Whether the placeholder is a bare `{name}` of a `Double` or an optional field.
  private static func plainKind(_ placeholder: TextTemplate.Placeholder, _ definition: ActivityDefinition)
    -> PlainKind?
  {
    guard placeholder.style == .plain, case .field(let name, let accessors) = placeholder.value,
      accessors.isEmpty
    else { return nil }
    let schema = (definition.attributesSchema + definition.contentSchema).first { $0.name == name }
    if let schema, schema.isOptional, !placeholder.isUnwrapped { return .optional(schema.type) }
    return definition.fieldType(of: name) == .double ? .double : nil
  }

  /// The field's first value that is not nil, over the pipeline's steps.
  private static func sampleValue(of field: String, _ definition: ActivityDefinition) -> Value? {
    for index in definition.pipeline.indices {
      let activity = LiveActivity(
        definition: definition, startingAt: LiveActivity.referenceStart, step: index)
      if let value = activity.readableValues[field], value != .null { return value }
    }
    return nil
  }

  /// `a Double: the phone shows "18.500000"; write {fare, format: .number} or .currency(code: …)`.
  private static func explanation(_ placeholder: TextTemplate.Placeholder, _ kind: PlainKind, shown: [String])
    -> String
  {
    let name = placeholder.field
    let example = shown.map { "\"\($0)\"" }.joined(separator: "/")
    switch kind {
    case .double:
      return "a Double: the phone shows \(example); write {\(name), format: .number} or .currency(code: …)"
    case .optional(.string):
      return "an optional: the phone shows \(example); write {\(name) ?? \"—\"}"
    case .optional:
      return "an optional: the phone shows \(example); unwrap it in the app before it reaches the text"
    }
  }
}
