/// One view of a presentation's layout, mirroring the SwiftUI a widget extension would write.
public indirect enum LayoutNode: Equatable, Sendable {
  /// `Text("Order #\(orderNumber)")`: a string with `{field}` placeholders.
  case text(TextTemplate, ViewStyle)
  /// `Image(systemName:)`: an SF Symbol, fixed or read from an enum case.
  case icon(IconSource, ViewStyle)
  /// `Text(date, style: .timer)`, `.relative`, `.time`, or a percentage of a 0…1 field.
  case date(DateTextStyle, field: String, ViewStyle)
  /// A whole percentage of a 0…1 `Double` field, e.g. `60%`.
  case percent(field: String, ViewStyle)
  /// `ProgressView(value:)` of a 0…1 field, drawn as a bar that fills the offered width.
  case progress(field: String, ViewStyle)
  /// A tracker of an enum field's case index: one segment or dot per case.
  case steps(field: String, StepsStyle, ViewStyle)
  /// `HStack` or `VStack`.
  case stack(Axis, [LayoutNode], spacing: Int, ViewStyle)
  /// `Spacer()`.
  case spacer
  /// A view chosen by a condition on the content.
  case conditional(Condition, then: LayoutNode, otherwise: LayoutNode?)

  /// The stack direction.
  public enum Axis: String, Equatable, Sendable {
    /// `HStack`.
    case horizontal
    /// `VStack`.
    case vertical
  }

  /// How a step tracker is drawn.
  public enum StepsStyle: String, Equatable, Sendable, CaseIterable {
    /// One bar segment per step, separated by a gap.
    case segments
    /// One dot per step, joined by lines.
    case dots
  }
}

/// The SwiftUI date text styles la-sim reproduces.
public enum DateTextStyle: String, Equatable, Sendable, CaseIterable {
  /// `Text(date, style: .timer)`: `m:ss` below an hour, `h:mm:ss` from an hour, counting up past the date.
  case timer
  /// `Text(date, style: .relative)`: e.g. `2 hours, 23 minutes`.
  case relative
  /// `Text(date, style: .time)`: e.g. `11:23 PM`.
  case time
}

/// Where an icon's SF Symbol name comes from.
public enum IconSource: Equatable, Sendable {
  /// A fixed SF Symbol name.
  case symbol(String)
  /// The `icon` of the current case of an enum field.
  case enumField(String)
}

/// A condition on the content state.
public enum Condition: Equatable, Sendable {
  /// The field's value, written as a fixture writes it (raw value for enums), equals the string.
  case equals(field: String, value: String)
  /// The opposite of `equals`.
  case notEquals(field: String, value: String)
}

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

/// The modifiers a view may carry.
public struct ViewStyle: Equatable, Sendable {
  /// `.font(...)`: the text style; headline and titles draw bold.
  public var font: Font = .body
  /// `.bold()`.
  public var bold = false
  /// `.foregroundStyle(...)`.
  public var color: ColorSource?
  /// `.lineLimit(n)`; la-sim's default is 1 (see DECISIONS.md).
  public var lineLimit = 1
  /// `.frame(maxWidth:)` in points.
  public var maxWidthPoints: Double?
  /// Placement inside the width the view is given (`.frame(alignment:)`); nil follows the enclosing stack.
  public var alignment: Alignment?
  /// `.layoutPriority(n)`: higher is sized first in a stack.
  public var priority = 0
  /// A capsule background of this colour behind the view (`.background(Capsule().fill(...))`).
  public var capsule: ColorSource?

  /// The default style.
  public init() {}
}

/// The SwiftUI text styles a fixture may name.
public enum Font: String, Equatable, Sendable, CaseIterable {
  /// Text styles from largest to smallest.
  case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

  /// Whether the terminal draws it bold: `.headline` is SF's semibold style; the title styles are regular
  /// weight, larger than a cell can show, so they draw plain unless the view is `.bold()`.
  public var isBold: Bool { self == .headline }
}

/// A colour fixed by name or read from an enum field's current case.
public enum ColorSource: Equatable, Sendable {
  /// A named colour.
  case named(NamedColor)
  /// The `color` of the current case of an enum field.
  case enumField(String)
}

/// Horizontal placement.
public enum Alignment: String, Equatable, Sendable, CaseIterable {
  /// Left.
  case leading
  /// Middle.
  case center
  /// Right.
  case trailing
}

extension Font {
  /// The weight SwiftUI gives the text style: `.headline` is semibold, every other style regular.
  public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }
}
