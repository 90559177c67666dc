/// A text with `{field}` placeholders, kept as literal and placeholder parts.
public struct TextTemplate: Equatable, Sendable {
  /// The parts in order.
  public var parts: [Part]

  /// A template.
  public init(parts: [Part]) {
    self.parts = parts
  }

  /// A literal piece or a field reference.
  public enum Part: Equatable, Sendable {
    /// Text shown as it is.
    case literal(String)
    /// `{name}` or `{name.emoji}` / `{name.icon}` / `{name.case}` / `{name.capitalized}` for enum fields.
    case field(String, FieldAccessor)
  }

  /// What a placeholder shows of its field.
  public enum FieldAccessor: String, Equatable, Sendable, CaseIterable {
    /// The value itself (an enum's raw value).
    case value
    /// An enum case's emoji.
    case emoji
    /// An enum case's Swift name.
    case `case`
    /// The value with its first letter upper-cased (`ready` → `Ready`).
    case capitalized
  }
}
