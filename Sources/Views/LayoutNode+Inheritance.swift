extension LayoutNode {
  /// The node with the text modifiers of an enclosing view (`Label`, `Text + Text`) where it sets none of its
  /// own, as SwiftUI's environment passes `.font` and `.foregroundStyle` down.
  public func inheriting(_ outer: ViewStyle) -> LayoutNode {
    switch self {
    case .text(let template, let style): .text(template, style.inheriting(outer))
    case .icon(let source, let style): .icon(source, style.inheriting(outer))
    case .date(let dateStyle, let field, let style): .date(dateStyle, field: field, style.inheriting(outer))
    case .percent(let field, let style): .percent(field: field, style.inheriting(outer))
    case .dateFormat(let format, let field, let style):
      .dateFormat(format, field: field, style.inheriting(outer))
    case .timerInterval(let interval, let style): .timerInterval(interval, style.inheriting(outer))
    case .concatenation(let parts, let style): .concatenation(parts, style.inheriting(outer))
    case .stack(let axis, let children, let spacing, let style):
      .stack(axis, children.map { $0.inheriting(outer) }, spacing: spacing, style)
    case .conditional(let condition, let then, let otherwise):
      .conditional(condition, then: then.inheriting(outer), otherwise: otherwise?.inheriting(outer))
    case .viewThatFits(let children, let horizontal, let vertical, let style):
      .viewThatFits(children.map { $0.inheriting(outer) }, horizontal: horizontal, vertical: vertical, style)
    case .zStack(let children, let sizedBy, let style):
      .zStack(children.map { $0.inheriting(outer) }, sizedBy: sizedBy, style)
    default: self
    }
  }
}

extension ViewStyle {
  /// This style, with `outer`'s font, weight, colour, digit style, line limit and text case where this one keeps
  /// SwiftUI's default.
  public func inheriting(_ outer: ViewStyle) -> ViewStyle {
    var style = self
    if style.font == .body, style.fontSize == nil {
      style.font = outer.font
      style.fontSize = outer.fontSize
    }
    style.fontWeight = style.fontWeight ?? outer.fontWeight
    style.bold = style.bold || outer.bold
    style.italic = style.italic || outer.italic
    style.monospacedDigit = style.monospacedDigit || outer.monospacedDigit
    style.color = style.color ?? outer.color
    style.lineLimit = style.lineLimit ?? outer.lineLimit
    style.textCase = style.textCase ?? outer.textCase
    style.tracking = style.tracking ?? outer.tracking
    style.allowsTightening = style.allowsTightening || outer.allowsTightening
    return style
  }

  /// Only the modifiers that shape the view itself (frame, padding, background, priority), without those
  /// its content inherits.
  public var layoutOnly: ViewStyle {
    var style = ViewStyle()
    style.frame = frame
    style.padding = padding
    style.background = background
    style.clipShape = clipShape
    style.fixedSize = fixedSize
    style.layoutPriority = layoutPriority
    style.belowIfTooWide = belowIfTooWide
    style.regionPriority = regionPriority
    return style
  }
}
