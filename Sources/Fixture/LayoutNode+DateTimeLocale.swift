import Formatting
import Views

extension LayoutNode {
  /// The node with every `Text(date, format: .dateTime…)` in it written in `language`, as
  /// `Date.FormatStyle.locale(_:)` does: the views that carry a format of their own, wherever they are.
  public func dateTimeFormats(in language: String) -> LayoutNode {
    switch self {
    case .dateFormat(let format, let field, let style):
      return .dateFormat(format.locale(language), field: field, style)
    case .concatenation(let parts, let style):
      return .concatenation(parts.map { $0.dateTimeFormats(in: language) }, style)
    case .stack(let axis, let children, let spacing, let style):
      return .stack(axis, children.map { $0.dateTimeFormats(in: language) }, spacing: spacing, style)
    case .conditional(let condition, let then, let otherwise):
      return .conditional(
        condition, then: then.dateTimeFormats(in: language),
        otherwise: otherwise?.dateTimeFormats(in: language))
    case .forEach(let enumName, let content):
      return .forEach(enumName: enumName, content.map { $0.dateTimeFormats(in: language) })
    case .label(let title, let icon, let style):
      return .label(
        title: title.dateTimeFormats(in: language), icon: icon.dateTimeFormats(in: language), style)
    case .viewThatFits(let children, let horizontal, let vertical, let style):
      return .viewThatFits(
        children.map { $0.dateTimeFormats(in: language) }, horizontal: horizontal, vertical: vertical, style)
    case .zStack(let children, let sizedBy, let style):
      return .zStack(children.map { $0.dateTimeFormats(in: language) }, sizedBy: sizedBy, style)
    case .text, .icon, .date, .percent, .progress, .steps, .shape, .timerInterval, .progressInterval, .spacer,
      .divider, .image:
      return self
    }
  }
}
