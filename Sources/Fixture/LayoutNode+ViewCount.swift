import Views

extension LayoutNode {
  /// How many views the tree draws: each node one, a `forEach` its content once per case of its enum
  /// (`enums`), saturating rather than overflowing. Bounded by `InputLimits.layoutViews` when decoded.
  public func viewCount(enums: [String: EnumDefinition]) -> Int {
    switch self {
    case .text, .icon, .date, .percent, .progress, .steps, .spacer, .shape, .timerInterval,
      .progressInterval, .dateFormat:
      return 1
    case .divider, .image:
      return 1
    case .stack(_, let children, _, _), .concatenation(let children, _), .viewThatFits(let children, _, _, _),
      .zStack(let children, _, _):
      return children.reduce(1) { $0.addingReportingOverflow($1.viewCount(enums: enums)).partialValue }
    case .conditional(_, let then, let otherwise):
      return 1 + max(then.viewCount(enums: enums), otherwise?.viewCount(enums: enums) ?? 0)
    case .forEach(let name, let children):
      let each = children.reduce(0) { $0 + $1.viewCount(enums: enums) }
      let (product, overflow) = each.multipliedReportingOverflow(by: enums[name]?.cases.count ?? 1)
      return overflow ? Int.max : 1 + product
    case .label(let title, let icon, _):
      return 1 + title.viewCount(enums: enums) + icon.viewCount(enums: enums)
    }
  }
}
