import Escaping
import Layout
import Rendering
import Typography
import Views

extension PointsSVG {
  /// A `<text>` for one laid-out line: at the element's left edge, its baseline where SF Pro's would be in
  /// the line box, at the font's point size (times the scale `minimumScaleFactor` gave it) and weight, and
  /// exactly as wide as the layout measured it (`textLength`: Inter's spacing stretched or narrowed to SF
  /// Pro's widths). A `Text + Text` line gets one `<tspan>` per part, each in its own size, weight and colour.
  static func textElement(
    _ text: String, font: TextFont, scale: Double, element: PlacedElement, context: Context,
    defs: inout Definitions
  ) -> String {
    // What the phone draws (`DrawnLine`), as in the cells: no bidirectional control, and a line with tabs
    // in the pieces between them, each at its tab's stop.
    let drawn = DrawnLine(text, font: font, scale: scale, segments: element.segments)
    guard drawn.pieces.count == 1, let piece = drawn.pieces.first else {
      return drawn.pieces.filter { !$0.text.isEmpty }.map { piece in
        var part = element
        let rect = element.rect
        part.rect = Rect(x: rect.x + piece.x, y: rect.y, width: piece.width ?? 0, height: rect.height)
        part.segments = piece.segments
        return textElement(
          piece.text, font: font, scale: scale, element: part, context: context, defs: &defs)
      }.joined()
    }
    // Text from a fixture or a payload is printed only through `TerminalSafe`, here as everywhere: any
    // other control character is shown as its escape (and XML could not hold it raw).
    let text = piece.text.terminalSafe
    let rect = element.rect
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let size = font.pointSize * scale
    let color = element.paint.foreground ?? StyleColor(.primary)
    var attributes =
      "class=\"text\" x=\"\(FrameSVG.number(rect.x))\" y=\"\(FrameSVG.number(baseline(rect, size: size)))\""
    attributes += " font-size=\"\(FrameSVG.number(size))\"\(weightAttribute(font))"
    if rect.width > 0 {
      attributes += " textLength=\"\(FrameSVG.number(rect.width))\" lengthAdjust=\"spacing\""
    }
    attributes += paint(text, color, context: context, defs: &defs)
    attributes += " data-rect=\"\(rectAttribute(rect))\" data-font-size=\"\(FrameSVG.number(size))\""
    let parts = segments(text, piece.segments)
    guard parts.count > 1 else {
      return "<text \(attributes)>\(FrameSVG.escaped(text))</text>"
    }
    var spans = ""
    for (part, segment) in parts {
      let partColor = segment.paint.foreground ?? color
      spans +=
        "<tspan font-size=\"\(FrameSVG.number(segment.font.pointSize * scale))\"\(weightAttribute(segment.font))"
        + "\(paint(part, partColor, context: context, defs: &defs))>\(FrameSVG.escaped(part))</tspan>"
    }
    return "<text \(attributes)>\(spans)</text>"
  }

  /// The baseline of a line of `size`-point text set in `rect`: Inter's ascender and descender centred in
  /// the line box, as SF Pro's are in its leading.
  static func baseline(_ rect: Rect, size: Double) -> Double {
    rect.midY + (ascender - descender) / 2 * size
  }

  /// The parts of a `Text + Text` line with their segments; one part when the segments do not cover the
  /// text as laid out (a wrapped or cut line keeps the whole run's paint).
  static func segments(_ text: String, _ segments: [TextSegment]) -> [(String, TextSegment)] {
    guard segments.count > 1, segments.reduce(0, { $0 + max(0, $1.count) }) == text.count else { return [] }
    var parts: [(String, TextSegment)] = []
    var rest = Substring(text)
    for segment in segments {
      let part = rest.prefix(max(0, segment.count))
      rest = rest.dropFirst(part.count)
      parts.append((String(part), segment))
    }
    return parts
  }

  /// ` font-weight="600"` (nothing for regular), and ` font-style="italic"`.
  static func weightAttribute(_ font: TextFont) -> String {
    let weight = cssWeight(font.weight)
    return (weight == 400 ? "" : " font-weight=\"\(weight)\"") + (font.italic ? " font-style=\"italic\"" : "")
  }

  /// The faces of Inter a picture whose elements are `body` draws with: for each weight its texts ask for
  /// (`font-weight`, and 400 for every other text), the face CSS's font matching picks among the four
  /// (`face(for:)`). The others are left out: each face is some 37 KB of base64, and a report holds a
  /// picture per differing snapshot. The faces left are the ones the browser would have picked anyway, so
  /// the picture's pixels are the same.
  static func embeddedFaces(_ body: [String]) -> [(weight: Int, woff: String)] {
    let marker = Array(" font-weight=\"".utf8)
    var weights: Set<Int> = [400]
    for line in body {
      let bytes = Array(line.utf8)
      var index = 0
      while index + marker.count <= bytes.count {
        guard bytes[index..<(index + marker.count)].elementsEqual(marker) else {
          index += 1
          continue
        }
        index += marker.count
        var weight = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
          // Wrapping: the attribute is la-sim's own (100 … 900), never a fixture's text, which is escaped.
          weight = weight &* 10 &+ Int(bytes[index] - UInt8(ascii: "0"))
          index += 1
        }
        weights.insert(weight)
      }
    }
    let available = InterSubset.faces.map(\.weight)
    let wanted = Set(weights.map { face(for: $0, among: available) })
    return InterSubset.faces.filter { wanted.contains($0.weight) }
  }

  /// The face CSS Fonts 4's matching (§5.2, font-weight) picks for `weight` among `available`: from 400 to
  /// 500, the heavier ones up to 500, then the lighter, then the heavier beyond 500; below 400 the lighter
  /// first; above 500 the heavier first.
  static func face(for weight: Int, among available: [Int]) -> Int {
    if available.contains(weight) { return weight }
    let lighter = available.filter { $0 < weight }.sorted(by: >)
    let heavier = available.filter { $0 > weight }.sorted()
    let order: [Int] =
      if weight >= 400 && weight <= 500 {
        heavier.filter { $0 <= 500 } + lighter + heavier.filter { $0 > 500 }
      } else if weight < 400 {
        lighter + heavier
      } else {
        heavier + lighter
      }
    return order.first ?? weight
  }

  /// SwiftUI's weight as CSS's: ultraLight 100 … black 900 (the embedded faces hold 400 to 700; the browser
  /// takes the nearest).
  static func cssWeight(_ weight: FontWeight) -> Int {
    switch weight {
    case .ultraLight: 100
    case .thin: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
  }

  /// The fill of a text in `color` on the presentation's surface: a colour emoji in it is drawn as a
  /// silhouette, whose filter then carries the opacity (a fill opacity as well would count it twice).
  static func paint(
    _ text: String, _ color: StyleColor, context: Context, defs: inout Definitions
  ) -> String {
    let resolved = color.resolved(in: context.scheme)
    let filter = defs.silhouette(text, resolved, opacity: color.opacity)
    guard filter.isEmpty else { return " fill=\"\(resolved.hex)\"\(filter)" }
    return fill(resolved, opacity: color.opacity)
  }

  /// `x y width height`, rounded to hundredths.
  static func rectAttribute(_ rect: Rect) -> String {
    [rect.x, rect.y, rect.width, rect.height].map(FrameSVG.number).joined(separator: " ")
  }
}
