extension LayoutNode {
  /// The node's modifiers, for the views that carry them.
  public var viewStyle: ViewStyle? {
    get {
      switch self {
      case .text(_, let style), .icon(_, let style), .date(_, _, let style), .percent(_, let style),
        .progress(_, let style), .steps(_, _, let style), .stack(_, _, _, let style), .shape(_, let style),
        .concatenation(_, let style), .timerInterval(_, let style), .progressInterval(_, let style),
        .dateFormat(_, _, let style), .label(_, _, let style), .viewThatFits(_, _, _, let style),
        .zStack(_, _, let style), .divider(let style), .image(_, let style):
        style
      case .spacer, .conditional, .forEach: nil
      }
    }
    set {
      guard let newValue else { return }
      switch self {
      case .text(let template, _): self = .text(template, newValue)
      case .icon(let source, _): self = .icon(source, newValue)
      case .date(let dateStyle, let field, _): self = .date(dateStyle, field: field, newValue)
      case .percent(let field, _): self = .percent(field: field, newValue)
      case .progress(let field, _): self = .progress(field: field, newValue)
      case .steps(let field, let stepsStyle, _): self = .steps(field: field, stepsStyle, newValue)
      case .stack(let axis, let children, let spacing, _):
        self = .stack(axis, children, spacing: spacing, newValue)
      case .shape(let kind, _): self = .shape(kind, newValue)
      case .concatenation(let parts, _): self = .concatenation(parts, newValue)
      case .timerInterval(let interval, _): self = .timerInterval(interval, newValue)
      case .progressInterval(let interval, _): self = .progressInterval(interval, newValue)
      case .dateFormat(let format, let field, _): self = .dateFormat(format, field: field, newValue)
      case .label(let title, let icon, _): self = .label(title: title, icon: icon, newValue)
      case .viewThatFits(let children, let horizontal, let vertical, _):
        self = .viewThatFits(children, horizontal: horizontal, vertical: vertical, newValue)
      case .zStack(let children, let sizedBy, _): self = .zStack(children, sizedBy: sizedBy, newValue)
      case .divider: self = .divider(newValue)
      case .image(let asset, _): self = .image(asset, newValue)
      case .spacer, .conditional, .forEach: break
      }
    }
  }
}
