import Views

extension LayoutNode {
  /// The place of every view under this one that draws a text of its own, depth first: child indexes
  /// through stacks, `0` and `1` for a condition's branches, `0` for a label's title. A `Text + Text` is one
  /// text; the content of a `ForEach` is left out (its texts need the loop to be read).
  var textPaths: [[Int]] {
    switch self {
    case .text, .date, .percent, .dateFormat, .timerInterval, .concatenation: [[]]
    case .stack(_, let children, _, _), .viewThatFits(let children, _, _, _), .zStack(let children, _, _):
      children.enumerated().flatMap { index, child in child.textPaths.map { [index] + $0 } }
    case .conditional(_, let then, let otherwise):
      then.textPaths.map { [0] + $0 } + (otherwise?.textPaths.map { [1] + $0 } ?? [])
    case .label(let title, _, _): title.textPaths.map { [0] + $0 }
    case .icon, .progress, .steps, .spacer, .shape, .forEach, .progressInterval, .divider, .image: []
    }
  }

  /// The view at `path`.
  func node(at path: [Int]) -> LayoutNode? {
    guard let first = path.first else { return self }
    let rest = Array(path.dropFirst())
    switch self {
    case .stack(_, let children, _, _), .viewThatFits(let children, _, _, _), .zStack(let children, _, _):
      return children.indices.contains(first) ? children[first].node(at: rest) : nil
    case .conditional(_, let then, let otherwise):
      return first == 0 ? then.node(at: rest) : otherwise?.node(at: rest)
    case .label(let title, _, _): return first == 0 ? title.node(at: rest) : nil
    default: return nil
    }
  }

  /// This view with the view at `path` replaced by `change` of it.
  func replacing(at path: [Int], _ change: (LayoutNode) -> LayoutNode) -> LayoutNode {
    guard let first = path.first else { return change(self) }
    let rest = Array(path.dropFirst())
    switch self {
    case .stack(let axis, var children, let spacing, let style) where children.indices.contains(first):
      children[first] = children[first].replacing(at: rest, change)
      return .stack(axis, children, spacing: spacing, style)
    case .viewThatFits(var children, let horizontal, let vertical, let style)
    where children.indices.contains(first):
      children[first] = children[first].replacing(at: rest, change)
      return .viewThatFits(children, horizontal: horizontal, vertical: vertical, style)
    case .zStack(var children, let sizedBy, let style) where children.indices.contains(first):
      children[first] = children[first].replacing(at: rest, change)
      return .zStack(children, sizedBy: sizedBy, style)
    case .conditional(let condition, let then, let otherwise):
      return first == 0
        ? .conditional(condition, then: then.replacing(at: rest, change), otherwise: otherwise)
        : .conditional(condition, then: then, otherwise: otherwise?.replacing(at: rest, change))
    case .label(let title, let icon, let style) where first == 0:
      return .label(title: title.replacing(at: rest, change), icon: icon, style)
    default: return self
    }
  }

  /// This text view with its modifiers changed by `change`; other views as they are.
  func restyled(_ change: (inout ViewStyle) -> Void) -> LayoutNode {
    switch self {
    case .text(let template, var style):
      change(&style)
      return .text(template, style)
    case .date(let dateStyle, let field, var style):
      change(&style)
      return .date(dateStyle, field: field, style)
    case .percent(let field, var style):
      change(&style)
      return .percent(field: field, style)
    case .dateFormat(let format, let field, var style):
      change(&style)
      return .dateFormat(format, field: field, style)
    case .timerInterval(let interval, var style):
      change(&style)
      return .timerInterval(interval, style)
    case .concatenation(let parts, var style):
      change(&style)
      return .concatenation(parts, style)
    default: return self
    }
  }
}
