extension LayoutNode {
  /// The view with every colour left out (its `foregroundStyle` and `background`, and its children's): what
  /// lays it out, since no colour changes a size. Two views equal without their colours clip alike.
  public var colorless: LayoutNode {
    switch self {
    case .text(let template, let style): .text(template, style.colorless)
    case .icon(let source, let style): .icon(source, style.colorless)
    case .date(let dateStyle, let field, let style): .date(dateStyle, field: field, style.colorless)
    case .percent(let field, let style): .percent(field: field, style.colorless)
    case .progress(let field, let style): .progress(field: field, style.colorless)
    case .steps(let field, let steps, let style): .steps(field: field, steps, style.colorless)
    case .stack(let axis, let children, let spacing, let style):
      .stack(axis, children.map(\.colorless), spacing: spacing, style.colorless)
    case .spacer: self
    case .conditional(let condition, let then, let otherwise):
      .conditional(condition, then: then.colorless, otherwise: otherwise?.colorless)
    case .shape(let kind, let style): .shape(kind, style.colorless)
    case .forEach(let enumName, let children): .forEach(enumName: enumName, children.map(\.colorless))
    case .concatenation(let parts, let style): .concatenation(parts.map(\.colorless), style.colorless)
    case .timerInterval(let interval, let style): .timerInterval(interval, style.colorless)
    case .progressInterval(let interval, let style): .progressInterval(interval, style.colorless)
    case .dateFormat(let format, let field, let style): .dateFormat(format, field: field, style.colorless)
    case .label(let title, let icon, let style):
      .label(title: title.colorless, icon: icon.colorless, style.colorless)
    case .viewThatFits(let children, let horizontal, let vertical, let style):
      .viewThatFits(children.map(\.colorless), horizontal: horizontal, vertical: vertical, style.colorless)
    case .zStack(let children, let sizedBy, let style):
      .zStack(children.map(\.colorless), sizedBy: sizedBy, style.colorless)
    case .image(let asset, let style): .image(asset, style.colorless)
    case .divider(let style): .divider(style.colorless)
    }
  }
}

extension ViewStyle {
  /// The style without its colours.
  var colorless: ViewStyle {
    var style = self
    style.color = nil
    style.background = nil
    return style
  }
}

extension Layouts {
  /// Every view without its colours (`LayoutNode.colorless`): layouts equal so are laid out alike.
  public var colorless: Layouts {
    var layouts = self
    layouts.fresh = fresh.mapValues(\.colorless)
    layouts.stale = stale.mapValues(\.colorless)
    layouts.standBy = standBy?.colorless
    return layouts
  }
}
