extension TextTemplate {
  /// One `{…}` placeholder, written as the Swift inside `Text("…\( … )…")`:
  /// - `name`: the value as SwiftUI interpolates it (`%lld`, `%lf`, `Optional(…)`, an enum's raw value);
  /// - `name.rawValue`, `.emoji`, `.case`, `.capitalized`, `.uppercased()`, `.lowercased()`, chained;
  /// - `name ?? "—"` for an optional `String`;
  /// - `Int(name)`, `Int(name * 100)`, `Int((name * 100).rounded())` for a number;
  /// - any of those but the accessors followed by `, format: .number…` or `, specifier: "%.1f"`.
  public struct Placeholder: Equatable, Sendable {
    /// The text between the braces, as the fixture writes it.
    public var source: String
    /// What it computes.
    public var value: Expression
    /// How the result is written.
    public var style: Style
    /// Inside `if let name` (a `then` branch of `isNil: false`): the field is read unwrapped, as Swift's
    /// `if let` binds it.
    public var isUnwrapped = false

    /// A placeholder.
    public init(source: String, value: Expression, style: Style) {
      self.source = source
      self.value = value
      self.style = style
    }

    /// The field it reads.
    public var field: String { value.field }

    /// Plain, or with `format:` or `specifier:`.
    public enum Style: Equatable, Sendable {
      /// As SwiftUI's interpolation writes the value.
      case plain
      /// `, format: …`.
      case format(NumberFormat)
      /// `, specifier: "…"`.
      case specifier(FormatSpecifier)
    }

    /// The accessor of `{name.emoji}`, `{name.case}` or `{name.capitalized}`, and `.value` otherwise.
    var singleAccessor: FieldAccessor {
      guard style == .plain, case .field(_, let accessors) = value, accessors.count == 1 else {
        return .value
      }
      return FieldAccessor(rawValue: accessors[0].rawValue) ?? .value
    }
  }
}
