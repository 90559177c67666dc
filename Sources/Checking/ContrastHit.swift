import Fixture
import Layout
import Rendering
import Typography
import Views

/// One line of text drawn with too little contrast against what it lies on (LA013), as one layout of one
/// presentation draws it: the contrast check finds them unit by unit on every core, then folds them in
/// order.
struct ContrastHit: Sendable {
  var scheme: ColorScheme
  var presentation: Presentation
  var region: String
  /// `.gray (#8e8e93) on #ffffff`: the colour as the code names it, drawn, and what it lies on.
  var colors: String
  /// The line as drawn.
  var text: String
  /// The HIG's minimum for the line's size and weight.
  var needed: Double
  /// The line's contrast (its least contrasting part, for `Text + Text`).
  var ratio: Double

  /// The texts of `layout` (`presentation` of `definition`, the phone in `scheme`) that stand out less
  /// than the HIG asks.
  static func hits(
    in layout: PresentationLayout, of definition: ActivityDefinition, presentation: Presentation,
    phone scheme: ColorScheme
  ) -> [ContrastHit] {
    let drawnIn = Renderer.colorScheme(of: presentation, phone: scheme)
    let surface = Checker.surfaceColor(definition, presentation: presentation, in: drawnIn)
    var hits: [ContrastHit] = []
    for element in layout.elements {
      guard case .text(let text, let font, _, _) = element.content else { continue }
      let below =
        element.paint.background.map { $0.resolved(in: drawnIn).over(surface, opacity: $0.opacity) }
        ?? surface
      let parts = element.segments.isEmpty ? [element.paint] : element.segments.map(\.paint)
      let drawn = parts.map { paint in
        let color = (paint.foreground ?? StyleColor(.primary)).resolved(in: drawnIn)
        let shown = color.over(below, opacity: paint.foreground?.opacity ?? 1)
        return (paint.foreground, shown, shown.contrast(with: below))
      }
      guard let worst = drawn.min(by: { $0.2 < $1.2 }) else { continue }
      let needed = Checker.minimumContrast(font)
      guard worst.2 < needed else { continue }
      // `.orange`, `Color("BrandRed")` or `#e3000f`, as the code names it.
      let name = worst.0.map { color in
        let base =
          color.custom.map { $0.name.hasPrefix("#") ? $0.name : "Color(\"\($0.name)\")" }
          ?? ".\(color.color.rawValue)"
        return color.opacity < 1 ? "\(base).opacity(\(color.opacity))" : base
      }
      hits.append(
        ContrastHit(
          scheme: scheme, presentation: presentation, region: element.region,
          colors: "\(name ?? ".primary") (\(worst.1.hex)) on \(below.hex)", text: text, needed: needed,
          ratio: worst.2))
    }
    return hits
  }
}
