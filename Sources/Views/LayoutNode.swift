import Formatting

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
  /// `HStack` or `VStack`; a nil spacing is the system's (8 pt).
  case stack(Axis, [LayoutNode], spacing: Double?, ViewStyle)
  /// `Spacer(minLength:)`; nil is the system's minimum (8 pt).
  case spacer(minLength: Double?)
  /// A view chosen by a condition on the content.
  case conditional(Condition, then: LayoutNode, otherwise: LayoutNode?)
  /// `Circle()`, `Capsule()`, `Rectangle()`, `RoundedRectangle(cornerRadius:)`, `Ellipse()`: fills the size
  /// it is offered, in its `foregroundStyle` (or `.fill`).
  case shape(ShapeKind, ViewStyle)
  /// `ForEach(Enum.allCases.indices)`: the content once per case of an enum, in declaration order; inside,
  /// `index` conditions test the case's index. In a stack its views join the stack's own children.
  case forEach(enumName: String, [LayoutNode])
  /// `Text(…) + Text(…)`: texts joined into one, each part in its own font, weight and colour.
  case concatenation([LayoutNode], ViewStyle)
  /// `Text(timerInterval: start...end, countsDown:, showsHours:)`: a timer as wide as its widest value.
  case timerInterval(TimerInterval, ViewStyle)
  /// `ProgressView(timerInterval: start...end, countsDown:)`: a bar that follows the clock.
  case progressInterval(TimerInterval, ViewStyle)
  /// `Text(date, format: .dateTime.hour().minute())`.
  case dateFormat(DateTimeFormat, field: String, ViewStyle)
  /// `Label { title } icon: { icon }`: the icon, then the title.
  case label(title: LayoutNode, icon: LayoutNode, ViewStyle)
  /// `ViewThatFits(in:)`: the first child whose ideal size fits the offer along the constrained axes
  /// (`horizontal`, `vertical`; SwiftUI's default both), else the last child.
  case viewThatFits([LayoutNode], horizontal: Bool, vertical: Bool, ViewStyle)
  /// `ZStack(alignment:) { … }` (`sizedBy` nil): the children one on top of another, back to front, each
  /// offered the whole room and placed by the style's `alignment` and `verticalAlignment`; the stack is as
  /// large as its largest child. With `sizedBy`, a view with `.overlay(alignment:) { … }` or
  /// `.background(alignment:) { … }`: the child at that index sizes the whole, and the others are offered
  /// exactly its size.
  case zStack([LayoutNode], sizedBy: Int?, ViewStyle)
  /// `Image("name")`: a picture from the app's asset catalogue, drawn as a placeholder of its size.
  case image(ImageAsset, ViewStyle)
  /// `Divider()`: a one-pixel line across a stack's other axis (vertical in an `HStack`, horizontal
  /// elsewhere), in the separator colour unless coloured.
  case divider(ViewStyle)

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

/// `Image("name")` of the app's asset catalogue: its size in points (its pixels over its scale), and how it
/// is sized when offered another.
public struct ImageAsset: Equatable, Hashable, Sendable {
  /// The image set's name.
  public var name: String
  /// Its width in points.
  public var width: Double
  /// Its height in points.
  public var height: Double
  /// `.resizable()`: it takes the size offered rather than its own.
  public var resizable = false
  /// `.aspectRatio(contentMode:)`, `.scaledToFit()`, `.scaledToFill()`: resized keeping its proportions.
  public var contentMode: ContentMode?

  /// `.fit` or `.fill`.
  public enum ContentMode: String, Equatable, Hashable, Sendable, CaseIterable {
    /// The whole image inside the offer.
    case fit
    /// The offer covered by the image.
    case fill
  }

  /// An image of `width` × `height` points.
  public init(
    name: String, width: Double, height: Double, resizable: Bool = false, contentMode: ContentMode? = nil
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.resizable = resizable
    self.contentMode = contentMode
  }
}

/// The shapes a view may draw.
public enum ShapeKind: Equatable, Sendable {
  /// `Circle()`: the largest circle the size holds.
  case circle
  /// `Ellipse()`.
  case ellipse
  /// `Capsule()`.
  case capsule
  /// `Rectangle()`.
  case rectangle
  /// `RoundedRectangle(cornerRadius:)`.
  case roundedRectangle(cornerRadius: Double)
}

/// A date a timer reads: a Date field, moved by a fixed offset (`"pickupAt"`, `"pickupAt-10m"`).
public struct DateReference: Equatable, Sendable {
  /// The Date field.
  public var field: String
  /// Seconds added to it.
  public var offset: Double

  /// A reference.
  public init(field: String, offset: Double = 0) {
    self.field = field
    self.offset = offset
  }
}

/// The `start...end` range and options of `Text(timerInterval:)` and `ProgressView(timerInterval:)`.
public struct TimerInterval: Equatable, Sendable {
  /// The range's start.
  public var start: DateReference
  /// The range's end.
  public var end: DateReference
  /// `countsDown:` (SwiftUI's default: true).
  public var countsDown = true
  /// `showsHours:` (SwiftUI's default: true); false shows minutes past 59.
  public var showsHours = true

  /// An interval.
  public init(start: DateReference, end: DateReference, countsDown: Bool = true, showsHours: Bool = true) {
    self.start = start
    self.end = end
    self.countsDown = countsDown
    self.showsHours = showsHours
  }
}

/// The SwiftUI date text styles la-sim reproduces.
public enum DateTextStyle: String, Equatable, Sendable, CaseIterable {
  /// `Text(date, style: .timer)`: `m:ss` below an hour, `h:mm:ss` from an hour, counting up past the date.
  case timer
  /// `Text(date, style: .relative)`: e.g. `2 hrs, 23 min`, as WidgetKit abbreviates it.
  case relative
  /// `Text(date, style: .time)`: e.g. `11:23 PM`.
  case time
  /// `Text(date, style: .offset)`: e.g. `-11 minutes` before the date, `+5 minutes` after.
  case offset
  /// `Text(date, style: .date)`: e.g. `December 1, 2026`.
  case date
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
  /// `if let` (false) or `== nil` (true) on an optional field.
  case isNil(field: String, Bool)
  /// A number field compared with a number: `etaMinutes < 5`.
  case compare(field: String, Comparison, Double)
  /// Inside a `forEach`: the case's index compared with an operand.
  case index(Comparison, IndexOperand)

  /// `<`, `<=`, `==`, `!=`, `>=`, `>`.
  public enum Comparison: String, Equatable, Sendable, CaseIterable {
    /// `<`.
    case lessThan
    /// `<=`.
    case lessThanOrEqual
    /// `==`.
    case equals
    /// `!=`.
    case notEquals
    /// `>=`.
    case greaterThanOrEqual
    /// `>`.
    case greaterThan

    /// Whether `lhs` compares so with `rhs`.
    public func holds(_ lhs: Double, _ rhs: Double) -> Bool {
      switch self {
      case .lessThan: lhs < rhs
      case .lessThanOrEqual: lhs <= rhs
      case .equals: lhs == rhs
      case .notEquals: lhs != rhs
      case .greaterThanOrEqual: lhs >= rhs
      case .greaterThan: lhs > rhs
      }
    }
  }

  /// What a `forEach` index is compared with.
  public enum IndexOperand: Equatable, Sendable {
    /// A fixed index.
    case number(Int)
    /// The current case index of an enum field (`status.stepIndex`).
    case caseIndex(field: String)
    /// The last index (`allCases.count - 1`).
    case last
  }
}

/// The modifiers a view may carry, with SwiftUI's defaults.
public struct ViewStyle: Equatable, Sendable {
  /// `.font(...)`: the text style.
  public var font: Font = .body
  /// `.font(.system(size:))`, `.font(.custom(_:size:relativeTo:))`: a font given by its size; nil is the
  /// text style's size. `font` is then the style it scales with (`.body` for a fixed size).
  public var fontSize: FontSize?
  /// `.fontWeight(...)`; nil is the text style's own weight (semibold for `.headline`).
  public var fontWeight: FontWeight?
  /// `.bold()`: the weight becomes `.bold`.
  public var bold = false
  /// `.italic()`.
  public var italic = false
  /// `.monospacedDigit()`: tabular digits.
  public var monospacedDigit = false
  /// `.foregroundStyle(...)`.
  public var color: ColorSource?
  /// `.lineLimit(n)`; nil (SwiftUI's default) wraps onto as many lines as the height allows.
  public var lineLimit: Int?
  /// `.truncationMode(...)`.
  public var truncationMode: TruncationMode = .tail
  /// `.textCase(.uppercase)`: the text's letters in one case; nil (SwiftUI's default) as written.
  public var textCase: TextCase?
  /// `.tracking(x)` (or `.kerning(x)`): points added after every character, on top of the font's own.
  public var tracking: Double?
  /// `.allowsTightening(true)`: the text may squeeze its letters together before it is cut.
  public var allowsTightening = false
  /// `.minimumScaleFactor(s)`: how far text may shrink before it truncates (1: not at all).
  public var minimumScaleFactor = 1.0
  /// `.dynamicTypeSize(...)`: the Dynamic Type sizes the view's texts and symbols are drawn within, by their
  /// place in `dynamicTypeSizeNames` (`...DynamicTypeSize.accessibility2` is `0...8`); nil (SwiftUI's
  /// default) draws them at the reader's size.
  public var dynamicTypeSizes: ClosedRange<Int>?
  /// `.multilineTextAlignment(...)`: how lines align inside the text's own width.
  public var multilineTextAlignment: Alignment = .leading
  /// `.frame(...)`.
  public var frame: FrameModifier?
  /// `.padding(...)`.
  public var padding: EdgeInsets?
  /// `.fixedSize(horizontal:vertical:)`: the view takes its ideal size on those axes.
  public var fixedSize = FixedSize()
  /// `.layoutPriority(n)`: a stack sizes higher priorities first.
  public var layoutPriority = 0.0
  /// `VStack(alignment:)`: the horizontal alignment of a vertical stack's children; nil is `.center`.
  public var alignment: Alignment?
  /// `HStack(alignment:)`: the vertical alignment of a horizontal stack's children; nil is `.center`.
  public var verticalAlignment: VerticalAlignment?
  /// `.background(color)`, clipped to `clipShape` (a capsule when given as `capsule`).
  public var background: ColorSource?
  /// `.clipShape(...)` of the background; nil is the view's rectangle.
  public var clipShape: ShapeKind?
  /// `.dynamicIsland(verticalPlacement: .belowIfTooWide)` on an expanded leading or trailing region's view:
  /// too wide to fit beside the camera, it goes below it.
  public var belowIfTooWide = false
  /// `DynamicIslandExpandedRegion(_:priority:)` of the region this view is the root of (0).
  public var regionPriority = 0.0
  /// `.accessibilityLabel(...)`: what VoiceOver reads instead of the view's own content.
  public var accessibilityLabel: TextTemplate?
  /// `.accessibilityHidden(true)`: VoiceOver skips the view and everything in it.
  public var accessibilityHidden = false

  /// The default style.
  public init() {}

  /// SwiftUI's `DynamicTypeSize` cases, smallest first: the names `dynamicTypeSizes` counts by.
  public static let dynamicTypeSizeNames = [
    "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
    "accessibility3", "accessibility4", "accessibility5",
  ]

  /// The weight text is drawn in.
  public var resolvedWeight: FontWeight {
    bold ? .bold : fontWeight ?? (fontSize == nil ? font.defaultWeight : .regular)
  }
}

/// The SwiftUI text styles a fixture may name.
public enum Font: String, Equatable, Sendable, CaseIterable {
  /// Text styles from largest to smallest.
  case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

}

/// A colour fixed by name or read from an enum field's current case.
public indirect enum ColorSource: Equatable, Sendable {
  /// A named colour.
  case named(NamedColor)
  /// The app's own colour: by components, or from its asset catalogue with light and dark variants.
  case custom(CustomColor)
  /// The `color` of the current case of an enum field.
  case enumField(String)
  /// `.opacity(x)` of a colour: drawn blended with what is behind it.
  case opacity(ColorSource, Double)

  /// The enum field the colour is read from, if any.
  public var enumField: String? {
    switch self {
    case .named, .custom: nil
    case .enumField(let field): field
    case .opacity(let base, _): base.enumField
    }
  }
}

/// Vertical placement (`HStack(alignment:)`, `.frame(alignment:)`).
public enum VerticalAlignment: String, Equatable, Sendable, CaseIterable {
  /// `.top`.
  case top
  /// `.center`.
  case center
  /// `.bottom`.
  case bottom
}

/// `Text.Case`: the case `.textCase(_:)` draws a text's letters in.
public enum TextCase: String, Equatable, Sendable, CaseIterable {
  /// `.uppercase`.
  case uppercase
  /// `.lowercase`.
  case lowercase

  /// `string` in this case.
  public func apply(_ string: String) -> String {
    self == .uppercase ? string.uppercased() : string.lowercased()
  }
}

/// `Text.TruncationMode`: where the ellipsis goes when a line does not fit.
public enum TruncationMode: String, Equatable, Sendable, CaseIterable {
  /// `.head`: `…the end`.
  case head
  /// `.middle`: `Sta…end`.
  case middle
  /// `.tail`, the default: `Start…`.
  case tail
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
