import Escaping
import Layout
import Rendering
import Views

extension PointsSVG {
  /// The faint colour of what is not reached yet: a tracker's pending steps, a bar's empty track.
  static let pending = StyleColor(.gray, opacity: 0.3)

  /// One element at its rectangle: a text line, a symbol, a bar, a tracker, a shape or a background.
  static func appendElement(
    _ element: PlacedElement, context: Context, defs: inout Definitions, into out: inout [String]
  ) {
    let rect = element.rect
    guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
    switch element.content {
    case .text(let text, let font, let scale, _):
      out.append(textElement(text, font: font, scale: scale, element: element, context: context, defs: &defs))
    case .symbol(let name):
      out.append(symbol(name, element: element, context: context, defs: &defs))
    case .progress(let fraction):
      out += progress(fraction, element: element, context: context)
    case .steps(let count, let current, let dots):
      out += steps(count: count, current: current, dots: dots, element: element, context: context)
    case .background(let kind):
      guard let color = element.paint.background else { return }
      out.append(shape(kind, rect, fill: fill(color, in: context.scheme), kindName: "background"))
    case .shape(let kind):
      // A shape fills with the foreground style: `.primary` unless the view sets one.
      let color = element.paint.foreground ?? StyleColor(.primary)
      out.append(shape(kind, rect, fill: fill(color, in: context.scheme), kindName: "shape"))
    case .image(let name):
      // A placeholder of the image's size: la-sim reads no pixels of the app's pictures.
      let color = element.paint.foreground ?? StyleColor(.gray, opacity: 0.3)
      let box = roundedRect(rect, radius: 2, fill: fill(color, in: context.scheme), kindName: "image")
      out.append(String(box.dropLast(2)) + " data-image=\"\(FrameSVG.escaped(name))\"/>")
    case .divider:
      let color = element.paint.foreground ?? StyleColor(.gray, opacity: 0.3)
      out.append(roundedRect(rect, radius: 0, fill: fill(color, in: context.scheme), kindName: "divider"))
    }
  }

  /// A shape filling `rect`: a circle the largest the rectangle holds, an ellipse, a capsule (ends as round
  /// as the shorter side), a rectangle, or a rounded rectangle.
  static func shape(_ kind: ShapeKind, _ rect: Rect, fill: String, kindName: String) -> String {
    let data = " data-rect=\"\(rectAttribute(rect))\""
    switch kind {
    case .circle:
      return
        "<circle class=\"\(kindName)\" cx=\"\(FrameSVG.number(rect.midX))\" cy=\"\(FrameSVG.number(rect.midY))\""
        + " r=\"\(FrameSVG.number(max(0, min(rect.width, rect.height) / 2)))\"\(fill)\(data)/>"
    case .ellipse:
      return
        "<ellipse class=\"\(kindName)\" cx=\"\(FrameSVG.number(rect.midX))\" cy=\"\(FrameSVG.number(rect.midY))\""
        + " rx=\"\(FrameSVG.number(max(0, rect.width / 2)))\" ry=\"\(FrameSVG.number(max(0, rect.height / 2)))\""
        + "\(fill)\(data)/>"
    case .capsule:
      return roundedRect(rect, radius: min(rect.width, rect.height) / 2, fill: fill, kindName: kindName)
    case .rectangle:
      return roundedRect(rect, radius: 0, fill: fill, kindName: kindName)
    case .roundedRectangle(let radius):
      let radius = radius.isFinite ? max(0, min(radius, min(rect.width, rect.height) / 2)) : 0
      return roundedRect(rect, radius: radius, fill: fill, kindName: kindName)
    }
  }

  /// A `<rect>` with rounded corners.
  static func roundedRect(_ rect: Rect, radius: Double, fill: String, kindName: String) -> String {
    let corner = radius > 0 ? " rx=\"\(FrameSVG.number(radius))\"" : ""
    return
      "<rect class=\"\(kindName)\" x=\"\(FrameSVG.number(rect.x))\" y=\"\(FrameSVG.number(rect.y))\""
      + " width=\"\(FrameSVG.number(max(0, rect.width)))\" height=\"\(FrameSVG.number(max(0, rect.height)))\""
      + "\(corner)\(fill) data-rect=\"\(rectAttribute(rect))\"/>"
  }

  /// A linear `ProgressView`: a 4-pt capsule track, filled to the fraction from its leading end (its
  /// trailing one when laid out right to left) in the tint, the accent colour when untinted.
  static func progress(_ fraction: Double, element: PlacedElement, context: Context) -> [String] {
    let rect = element.rect
    let thickness = min(4, max(0, rect.height))
    let track = Rect(x: rect.x, y: rect.midY - thickness / 2, width: max(0, rect.width), height: thickness)
    let share = fraction.isFinite ? min(1, max(0, fraction)) : 0
    let filledWidth = track.width * share
    let filled = Rect(
      x: element.isMirrored ? track.maxX - filledWidth : track.x, y: track.y, width: filledWidth,
      height: thickness)
    let tint = element.paint.foreground ?? StyleColor(NamedColor.accent)
    var out = [
      "<g class=\"progress\" data-rect=\"\(rectAttribute(rect))\" data-fraction=\"\(FrameSVG.number(share))\">",
      roundedRect(track, radius: thickness / 2, fill: fill(pending, in: context.scheme), kindName: "track"),
    ]
    if filledWidth > 0 {
      out.append(
        roundedRect(filled, radius: thickness / 2, fill: fill(tint, in: context.scheme), kindName: "fill"))
    }
    out.append("</g>")
    return out
  }

  /// A step tracker: one capsule per step with a gap between, or dots joined by lines; steps up to and
  /// including the current one in the paint's colour, later ones faint.
  static func steps(
    count: Int, current: Int, dots: Bool, element: PlacedElement, context: Context
  ) -> [String] {
    let rect = element.rect
    guard count > 0, count <= 100, rect.width > 0 else { return [] }
    let done = fill(element.paint.foreground ?? StyleColor(.primary), in: context.scheme)
    let faint = fill(pending, in: context.scheme)
    func index(_ step: Int) -> Int { element.isMirrored ? count - 1 - step : step }
    var out = ["<g class=\"steps\" data-rect=\"\(rectAttribute(rect))\" data-current=\"\(current)\">"]
    if dots {
      let diameter = min(8, rect.height, rect.width / Double(count))
      let pitch = count > 1 ? (rect.width - diameter) / Double(count - 1) : 0
      for step in 0..<count {
        let x = rect.x + diameter / 2 + Double(index(step)) * pitch
        if step < count - 1 {
          let next = rect.x + diameter / 2 + Double(index(step + 1)) * pitch
          let line = Rect(
            x: min(x, next) + diameter / 2 + 2, y: rect.midY - 1, width: max(0, abs(next - x) - diameter - 4),
            height: 2)
          out.append(
            roundedRect(line, radius: 1, fill: step + 1 <= current ? done : faint, kindName: "connector"))
        }
        out.append(
          "<circle class=\"dot\" cx=\"\(FrameSVG.number(x))\" cy=\"\(FrameSVG.number(rect.midY))\""
            + " r=\"\(FrameSVG.number(diameter / 2))\"\(step <= current ? done : faint)/>")
      }
    } else {
      let thickness = min(4, max(0, rect.height))
      let gap = 4.0
      let segment = max(0, (rect.width - gap * Double(count - 1)) / Double(count))
      for step in 0..<count {
        let bar = Rect(
          x: rect.x + Double(index(step)) * (segment + gap), y: rect.midY - thickness / 2, width: segment,
          height: thickness)
        out.append(
          roundedRect(bar, radius: thickness / 2, fill: step <= current ? done : faint, kindName: "step"))
      }
    }
    out.append("</g>")
    return out
  }

  /// An SF Symbol: its monochrome glyph in the tint, centred in its rectangle at the text's size; a colour
  /// emoji stand-in drawn as a silhouette; a tinted circle for a symbol with no glyph.
  static func symbol(
    _ name: String, element: PlacedElement, context: Context, defs: inout Definitions
  ) -> String {
    let rect = element.rect
    let color = element.paint.foreground ?? StyleColor(.primary)
    let data = " data-symbol=\"\(FrameSVG.escaped(name.terminalSafe))\" data-rect=\"\(rectAttribute(rect))\""
    guard let glyph = SymbolGlyph.forms(named: name)?.glyph else {
      let radius = max(0, min(rect.width, rect.height) / 2 * 0.8)
      return
        "<circle class=\"symbol\" cx=\"\(FrameSVG.number(rect.midX))\" cy=\"\(FrameSVG.number(rect.midY))\""
        + " r=\"\(FrameSVG.number(radius))\"\(fill(color, in: context.scheme))\(data)/>"
    }
    // The symbol's line box is its text's: the glyph is set at the size whose line that is, about 0.8 of it.
    let size = max(0, rect.height * 0.78)
    return
      "<text class=\"symbol\" x=\"\(FrameSVG.number(rect.midX))\" y=\"\(FrameSVG.number(baseline(rect, size: size)))\""
      + " text-anchor=\"middle\" font-size=\"\(FrameSVG.number(size))\""
      + "\(paint(glyph, color, context: context, defs: &defs))\(data)>\(FrameSVG.escaped(glyph))</text>"
  }
}
