extension LayoutNode {
  /// The node with the text modifiers of an enclosing view (a stack, `Label`, `Text + Text`) where it sets
  /// none of its own, as SwiftUI's environment passes `.font` and `.foregroundStyle` down. A container takes
  /// them into its own modifiers, which it hands on to its children when resolved, so that the innermost
  /// container's own win.
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
      .stack(axis, children, spacing: spacing, style.inheriting(outer))
    case .conditional(let condition, let then, let otherwise):
      .conditional(condition, then: then.inheriting(outer), otherwise: otherwise?.inheriting(outer))
    case .viewThatFits(let children, let horizontal, let vertical, let style):
      .viewThatFits(children, horizontal: horizontal, vertical: vertical, style.inheriting(outer))
    case .zStack(let children, let sizedBy, let style):
      .zStack(children, sizedBy: sizedBy, style.inheriting(outer))
    case .label(let title, let icon, let style): .label(title: title, icon: icon, style.inheriting(outer))
    case .forEach(let name, let content): .forEach(enumName: name, content.map { $0.inheriting(outer) })
    // A shape fills with the foreground style the stack sets.
    case .shape(let kind, let style): .shape(kind, style.inheriting(outer))
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
    if style.minimumScaleFactor == 1 { style.minimumScaleFactor = outer.minimumScaleFactor }
    if style.truncationMode == .tail { style.truncationMode = outer.truncationMode }
    if style.multilineTextAlignment == .leading {
      style.multilineTextAlignment = outer.multilineTextAlignment
    }
    style.allowsTightening = style.allowsTightening || outer.allowsTightening
    if let limits = outer.dynamicTypeSizes {
      // The environment's size is limited by the outer range, then by this view's own: two clamps in turn are
      // one clamp, to the own range's clamp of each outer bound.
      style.dynamicTypeSizes =
        style.dynamicTypeSizes.map { own in
          limits.lowerBound.clamped(to: own)...limits.upperBound.clamped(to: own)
        } ?? limits
    }
    return style
  }

  /// Whether it sets any modifier its children inherit (`inheriting(_:)` would change them).
  public var passesDown: Bool {
    font != .body || fontSize != nil || fontWeight != nil || bold || italic || monospacedDigit || color != nil
      || lineLimit != nil || textCase != nil || tracking != nil || allowsTightening || minimumScaleFactor != 1
      || truncationMode != .tail || multilineTextAlignment != .leading || dynamicTypeSizes != nil
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

extension Int {
  /// The value, or the range's nearest bound when outside it.
  fileprivate func clamped(to range: ClosedRange<Int>) -> Int {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
