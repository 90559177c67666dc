import Typography

extension LayoutView {
  /// The same view resolved at Dynamic Type size `size`: every font at that size and every text measured
  /// again in it, which is all a resolver's Dynamic Type size changes (placeholders, dates, conditions and
  /// colours do not depend on it). `check` resolves a sweep case once and draws it at every size so. Nil
  /// for a view holding a `Text + Text` made without its parts.
  public func atDynamicType(_ size: DynamicTypeSize) -> LayoutView? {
    switch self {
    case .text(let run):
      return run.atDynamicType(size).map(LayoutView.text)
    case .symbol(let name, var font, let paint, let width):
      font.dynamicType = font.limited(size)
      return .symbol(name: name, font: font, paint, width: width)
    case .stack(var stack):
      var children: [LayoutView] = []
      children.reserveCapacity(stack.children.count)
      for child in stack.children {
        guard let view = child.atDynamicType(size) else { return nil }
        children.append(view)
      }
      stack.children = children
      return .stack(stack)
    case .modified(let child, let modifiers):
      return child.atDynamicType(size).map { .modified($0, modifiers) }
    case .viewThatFits(let children, let horizontal, let vertical):
      var views: [LayoutView] = []
      for child in children {
        guard let view = child.atDynamicType(size) else { return nil }
        views.append(view)
      }
      return .viewThatFits(views, horizontal: horizontal, vertical: vertical)
    case .layers(var layers):
      var views: [LayoutView] = []
      for child in layers.children {
        guard let view = child.atDynamicType(size) else { return nil }
        views.append(view)
      }
      layers.children = views
      return .layers(layers)
    case .progress, .steps, .spacer, .shape, .empty, .divider, .image:
      return self
    }
  }
}

extension TextRun {
  /// The runs a `Text + Text` is joined from, kept so that it can be joined again from them at another
  /// size: its width is the sum of theirs, its font the tallest of theirs.
  final class Parts: Sendable {
    let runs: [TextRun]

    init(_ runs: [TextRun]) { self.runs = runs }
  }

  /// The run in its font at `size`, measured as `init` measures it (a `Text + Text` joined again from its
  /// parts at that size, as `init(joining:…)` joins them); nil for a joined run without its parts.
  func atDynamicType(_ size: DynamicTypeSize) -> TextRun? {
    if let parts {
      var runs: [TextRun] = []
      runs.reserveCapacity(parts.runs.count)
      for part in parts.runs {
        guard let run = part.atDynamicType(size) else { return nil }
        runs.append(run)
      }
      return TextRun(
        joining: runs, lineLimit: lineLimit, truncationMode: truncationMode,
        minimumScaleFactor: minimumScaleFactor, alignment: alignment)
    }
    guard segments.isEmpty else { return nil }
    var run = self
    run.font.dynamicType = run.font.limited(size)
    run.width = TextMetrics.width(of: text, font: run.font)
    if let measuredAs { run.width = max(run.width, TextMetrics.width(of: measuredAs, font: run.font)) }
    return run
  }
}
