import ActivityState

/// A layout node with its content resolved for one instant: what will be drawn, before it is placed.
indirect enum ViewItem: Equatable {
  case text(TextItem)
  case glyph(String, CellStyle, Alignment?)
  case bar(fraction: Double, CellStyle)
  case steps(count: Int, current: Int, dots: Bool, CellStyle)
  case stack(LayoutNode.Axis, [ViewItem], spacing: Int, Alignment?)
  case spacer
  case empty

  struct TextItem: Equatable {
    var text: String
    /// `CellWidth.of(text)`, measured once.
    var cells: Int
    var style: CellStyle
    var lineLimit: Int
    var maxWidth: Int?
    var alignment: Alignment?
    var priority: Int
    var capsule: NamedColor?
  }

  /// Higher is sized first in a horizontal stack.
  var priority: Int {
    switch self {
    case .text(let item): item.priority
    case .glyph: 1000
    default: 0
    }
  }

  /// Takes whatever width is left over (spacers, bars, trackers).
  var isFlexible: Bool {
    switch self {
    case .spacer, .bar, .steps: true
    case .stack(let axis, let children, _, _):
      axis == .vertical ? children.contains { $0.isFlexible } : children.contains { $0.isFlexible }
    default: false
    }
  }

  var isEmpty: Bool { self == .empty }

  /// The width the item would like, in cells.
  var idealWidth: Int {
    switch self {
    case .text(let item):
      let natural = item.cells + (item.capsule == nil ? 0 : 2)
      return min(natural, item.maxWidth ?? natural)
    case .glyph(let glyph, _, _): return CellWidth.of(glyph)
    case .bar, .spacer, .empty: return 0
    case .steps(let count, _, let dots, _): return dots ? count * 2 - 1 : count * 2 - 1
    case .stack(let axis, let children, let spacing, _):
      let visible = children.filter { !$0.isEmpty }
      if axis == .vertical { return visible.map(\.idealWidth).max() ?? 0 }
      return visible.map(\.idealWidth).reduce(0, +) + spacing * max(0, visible.count - 1)
    }
  }

  /// Rows the item takes at `width`.
  func height(at width: Int) -> Int {
    switch self {
    case .text(let item):
      guard item.lineLimit > 1 else { return 1 }
      return min(
        item.lineLimit, TextWrap.lines(item.text, width: max(1, width - (item.capsule == nil ? 0 : 2))).count)
    case .glyph, .bar, .steps: return 1
    case .spacer, .empty: return 0
    case .stack(let axis, let children, let spacing, _):
      let visible = children.filter { !$0.isEmpty }
      if axis == .vertical {
        return visible.map { $0.height(at: width) }.reduce(0, +) + spacing * max(0, visible.count - 1)
      }
      let widths = HStackSizing.allocate(visible, width: width, spacing: spacing)
      return zip(visible, widths).map { $0.height(at: $1) }.max() ?? 0
    }
  }
}
