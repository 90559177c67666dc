import Formatting
import Views

extension LayoutNode {
  /// The node with every localisable text as `locale` shows it: each `Text`'s literal template, each
  /// part of a `Text + Text` (in right-to-left order for `bidi`), and accessibility labels.
  public func pseudoLocalized(_ locale: PseudoLocale) -> LayoutNode {
    switch self {
    case .text(let template, let style):
      return .text(locale.localize(template), style.pseudoLocalized(locale))
    case .concatenation(let parts, let style):
      let localized = parts.map { $0.pseudoLocalized(locale) }
      return .concatenation(locale == .bidi ? localized.reversed() : localized, style.pseudoLocalized(locale))
    case .stack(let axis, let children, let spacing, let style):
      return .stack(
        axis, children.map { $0.pseudoLocalized(locale) }, spacing: spacing, style.pseudoLocalized(locale))
    case .conditional(let condition, let then, let otherwise):
      return .conditional(
        condition, then: then.pseudoLocalized(locale), otherwise: otherwise?.pseudoLocalized(locale))
    case .forEach(let enumName, let content):
      return .forEach(enumName: enumName, content.map { $0.pseudoLocalized(locale) })
    case .label(let title, let icon, let style):
      return .label(
        title: title.pseudoLocalized(locale), icon: icon.pseudoLocalized(locale),
        style.pseudoLocalized(locale))
    case .viewThatFits(let children, let horizontal, let vertical, let style):
      return .viewThatFits(
        children.map { $0.pseudoLocalized(locale) }, horizontal: horizontal, vertical: vertical,
        style.pseudoLocalized(locale))
    case .zStack(let children, let sizedBy, let style):
      return .zStack(
        children.map { $0.pseudoLocalized(locale) }, sizedBy: sizedBy, style.pseudoLocalized(locale))
    case .divider(let style): return .divider(style.pseudoLocalized(locale))
    case .image(let asset, let style): return .image(asset, style.pseudoLocalized(locale))
    case .icon(let source, let style): return .icon(source, style.pseudoLocalized(locale))
    case .date(let dateStyle, let field, let style):
      return .date(dateStyle, field: field, style.pseudoLocalized(locale))
    case .percent(let field, let style): return .percent(field: field, style.pseudoLocalized(locale))
    case .progress(let field, let style): return .progress(field: field, style.pseudoLocalized(locale))
    case .steps(let field, let stepsStyle, let style):
      return .steps(field: field, stepsStyle, style.pseudoLocalized(locale))
    case .shape(let kind, let style): return .shape(kind, style.pseudoLocalized(locale))
    case .timerInterval(let interval, let style):
      return .timerInterval(interval, style.pseudoLocalized(locale))
    case .progressInterval(let interval, let style):
      return .progressInterval(interval, style.pseudoLocalized(locale))
    case .dateFormat(let format, let field, let style):
      return .dateFormat(format, field: field, style.pseudoLocalized(locale))
    case .spacer: return self
    }
  }
}

extension ViewStyle {
  /// The style with its accessibility label localised.
  func pseudoLocalized(_ locale: PseudoLocale) -> ViewStyle {
    guard let label = accessibilityLabel else { return self }
    var style = self
    style.accessibilityLabel = locale.localize(label)
    return style
  }
}

extension ActivityDefinition {
  /// The definition as an app shows it in `locale`: its layouts' localisable texts transformed and, for
  /// `bidi`, laid out right to left. Applied once, when the fixture loads, so rendering pays nothing.
  public func pseudoLocalized(_ locale: PseudoLocale?) -> ActivityDefinition {
    guard let locale else { return self }
    var definition = self
    definition.layouts.fresh = layouts.fresh.mapValues { $0.pseudoLocalized(locale) }
    definition.layouts.stale = layouts.stale.mapValues { $0.pseudoLocalized(locale) }
    definition.layouts.standBy = layouts.standBy?.pseudoLocalized(locale)
    // A right-to-left language the catalogs already applied stays right to left.
    if locale.layoutDirection == .rightToLeft { definition.layouts.layoutDirection = .rightToLeft }
    definition.layouts.pseudoLocale = locale
    return definition
  }
}
