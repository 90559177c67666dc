/// A text with `{…}` placeholders, as a fixture writes a SwiftUI text: `"Order #{orderNumber}"`,
/// `"{fare, format: .currency(code: \"USD\")}"`. The grammar inside the braces is described on
/// `TextTemplate.Placeholder`.
public struct TextTemplate: Equatable, Sendable {
  /// The literal pieces and placeholders in order.
  public var segments: [Segment]

  /// A template.
  public init(segments: [Segment]) {
    self.segments = segments
  }

  /// A template of literal pieces and plain `{field}` or `{field.accessor}` placeholders.
  public init(parts: [Part]) {
    segments = parts.map { part in
      switch part {
      case .literal(let text):
        return .literal(text)
      case .field(let name, let accessor):
        let accessors = accessor == .value ? [] : [Accessor(rawValue: accessor.rawValue)!]
        let source = accessor == .value ? name : "\(name).\(accessor.rawValue)"
        return .placeholder(Placeholder(source: source, value: .field(name, accessors), style: .plain))
      }
    }
  }

  /// A literal piece or a placeholder.
  public enum Segment: Equatable, Sendable {
    /// Text shown as it is.
    case literal(String)
    /// A `{…}` placeholder.
    case placeholder(Placeholder)
    /// A String Catalog's plural variation: the segments for the CLDR category, in `language`, of the whole
    /// number the placeholder reads (`other` when the category has none).
    case plural(Placeholder, [PluralCategory: [Segment]], language: String)
  }

  /// The segments with each placeholder reduced to the field it reads and, when the placeholder is exactly
  /// `{name.emoji}`, `{name.case}` or `{name.capitalized}`, that accessor (`.value` for every other form).
  public var parts: [Part] {
    segments.map { segment in
      switch segment {
      case .literal(let text): .literal(text)
      case .placeholder(let placeholder), .plural(let placeholder, _, _):
        .field(placeholder.field, placeholder.singleAccessor)
      }
    }
  }

  /// Every placeholder, in order.
  public var placeholders: [Placeholder] {
    segments.compactMap { segment in
      switch segment {
      case .placeholder(let placeholder), .plural(let placeholder, _, _): return placeholder
      case .literal: return nil
      }
    }
  }

  /// The template as the fixture writes it: `Order #{orderNumber}`, `{fare, format: .number}`.
  public var fixtureText: String {
    segments.map { segment in
      switch segment {
      case .literal(let text): text
      case .placeholder(let placeholder): "{\(placeholder.source)}"
      case .plural(_, let forms, _):
        TextTemplate(segments: forms[.other] ?? []).fixtureText
      }
    }.joined()
  }

  /// A literal piece or a field reference: a placeholder as the field it reads.
  public enum Part: Equatable, Sendable {
    /// Text shown as it is.
    case literal(String)
    /// A placeholder reading the field: `{name}`, `{name.emoji}`, `{name.case}`, `{name.capitalized}`, or
    /// any other form (`.value`).
    case field(String, FieldAccessor)
  }

  /// What a one-accessor placeholder shows of its field.
  public enum FieldAccessor: String, Equatable, Sendable, CaseIterable {
    /// The value itself (an enum's raw value), or any placeholder other than the three below.
    case value
    /// An enum case's emoji.
    case emoji
    /// An enum case's Swift name.
    case `case`
    /// Foundation's `capitalized` of the value (of an enum's raw value).
    case capitalized
  }
}
