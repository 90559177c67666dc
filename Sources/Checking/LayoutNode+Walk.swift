import Views

extension LayoutNode {
  /// This node and every node under it, depth first; both branches of a condition count, since either can show.
  var allNodes: [LayoutNode] {
    var nodes = [self]
    switch self {
    case .stack(_, let children, _, _):
      for child in children { nodes += child.allNodes }
    case .conditional(_, let then, let otherwise):
      nodes += then.allNodes
      if let otherwise { nodes += otherwise.allNodes }
    case .forEach(_, let content), .concatenation(let content, _), .viewThatFits(let content, _, _, _),
      .zStack(let content, _, _):
      for child in content { nodes += child.allNodes }
    case .label(let title, let icon, _):
      nodes += title.allNodes + icon.allNodes
    case .text, .icon, .date, .dateFormat, .percent, .progress, .steps, .spacer, .shape, .timerInterval,
      .progressInterval, .divider, .image:
      break
    }
    return nodes
  }
}
