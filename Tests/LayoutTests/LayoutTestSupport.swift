import Layout
import Typography
import Views

/// Builds views the way a fixture's SwiftUI would, for layout tests.
enum V {
  static func text(
    _ string: String, _ style: Font = .body, weight: FontWeight? = nil, mono: Bool = false,
    lineLimit: Int? = nil, truncation: TruncationMode = .tail, scale: Double = 1,
    alignment: Alignment = .leading, timer: Bool = false
  ) -> LayoutView {
    .text(
      TextRun(
        string, font: TextFont(style, weight: weight, monospacedDigit: mono), lineLimit: lineLimit,
        truncationMode: truncation, minimumScaleFactor: scale, alignment: alignment, isTimer: timer))
  }

  static func hstack(_ children: [LayoutView], spacing: Double = 8) -> LayoutView {
    .stack(LayoutView.Stack(axis: .horizontal, children: children, spacing: spacing))
  }

  static func vstack(_ children: [LayoutView], spacing: Double = 8, alignment: Alignment = .center)
    -> LayoutView
  {
    .stack(LayoutView.Stack(axis: .vertical, children: children, spacing: spacing, alignment: alignment))
  }

  static let spacer = LayoutView.spacer(minLength: 8)

  static func modified(
    _ view: LayoutView, frame: FrameModifier? = nil, padding: EdgeInsets? = nil, fixed: Bool = false,
    priority: Double = 0
  ) -> LayoutView {
    var modifiers = LayoutView.Modifiers()
    modifiers.frame = frame
    modifiers.padding = padding
    modifiers.fixedHorizontal = fixed
    modifiers.fixedVertical = fixed
    modifiers.layoutPriority = priority
    return .modified(view, modifiers)
  }

  /// Lays `view` out in `width`×`height` at the origin, as a region would.
  static func place(_ view: LayoutView, width: Double, height: Double = 160) -> LayoutOutput {
    var output = LayoutOutput()
    let offer = ProposedSize(width: width, height: height)
    let size = LayoutEngine.size(view, offer)
    LayoutEngine.place(
      view, in: Rect(x: 0, y: 0, size: size), offer: offer, region: "content", anchor: .leading,
      into: &output)
    return output
  }

  /// The texts drawn, line by line.
  static func lines(_ output: LayoutOutput) -> [String] {
    output.elements.compactMap {
      if case .text(let text, _, _, _) = $0.content { return text }
      return nil
    }
  }

  /// The element drawing `text`.
  static func element(_ text: String, in output: LayoutOutput) -> PlacedElement? {
    output.elements.first {
      if case .text(let shown, _, _, _) = $0.content { return shown == text }
      return false
    }
  }
}
