import Layout
import Rendering
import Views

/// Frames as the phone draws them: each presentation from its layout in points, not from the cell grid.
///
/// One SVG unit is one point. Texts are set in Inter (embedded, a subset: `InterSubset`) at their point
/// size and weight, each exactly as wide as the layout measured it with SF Pro's widths (`textLength`);
/// the island is a black pill at its real size with its camera, the Lock Screen card a rounded rectangle
/// in its tint over a neutral wallpaper, light or dark. Every drawn element carries its layout rectangle
/// (`data-rect`), so a browser test can hold what the browser drew to the layout. Colour emoji are never
/// shown: an emoji is drawn as a silhouette in its text's colour. Pure: the same frames give the same bytes.
public enum PointsSVG {
  /// Empty space around the picture, in points.
  public static let padding = 20.0
  /// Height of a line of text between frames (header, labels, report), in points.
  public static let lineHeight = 18.0
  /// Point size of those lines.
  static let labelSize = 12.0
  /// Wallpaper shown around each presentation: the Lock Screen's 14-pt margin (ACTIVITYKIT.md §3).
  public static let wallpaperMargin = 14.0
  /// The expanded island's corner radius (ACTIVITYKIT.md §3); the compact and minimal islands are pills.
  public static let islandCornerRadius = 44.0
  /// The Lock Screen card's corner radius: estimated (Apple publishes none; DECISIONS.md, "A picture in
  /// points").
  public static let cardCornerRadius = 22.0
  /// The small family's corner radius (Apple Watch Smart Stack, CarPlay): estimated.
  public static let smallCornerRadius = 16.0
  /// Inter's ascender and descender in em (hhea, 2728 and 680 of 2816 units): a line's glyphs are centred
  /// in its line box as SF Pro's are, so the baseline sits this far below the box's centre.
  static let ascender = 2728.0 / 2816
  static let descender = 680.0 / 2816

  /// The picture of `frames` laid out as `FrameText.text` lays them out: header, labelled frames, report.
  /// `appearance` is the phone's (the wallpaper's and the page's); by default the Lock Screen's.
  public static func svg(
    _ frames: [RenderedFrame], header: String, appearance: ColorScheme? = nil
  ) -> String {
    document(blocks(frames, header: header), appearance: appearance)
  }

  /// The blocks of `svg(_:header:appearance:)`: `FrameSVG.blocks`, each frame labelled with its size in
  /// points rather than in cells.
  public static func blocks(_ frames: [RenderedFrame], header: String) -> [FrameSVG.Block] {
    var blocks: [FrameSVG.Block] = [.line(header, .primary), .line("", nil)]
    for rendered in frames {
      let note = rendered.note.map { "  (\($0))" } ?? ""
      let size = rendered.layout.map {
        "  \(FrameSVG.number(finite($0.size.width)))×\(FrameSVG.number(finite($0.size.height))) pt"
      }
      blocks.append(.line("\(rendered.title)\(size ?? "")\(note)", nil))
      blocks.append(.frame(rendered))
      blocks.append(.line("", nil))
    }
    blocks += FrameText.report(frames.flatMap(\.truncations)).map { .line($0, nil) }
    return blocks
  }

  /// An SVG document of `blocks`, top to bottom: each text line one line, each frame its presentation at
  /// its real size on the wallpaper.
  public static func document(_ blocks: [FrameSVG.Block], appearance: ColorScheme? = nil) -> String {
    let scheme = appearance ?? Self.appearance(of: blocks)
    var width = 0.0
    var height = 0.0
    for block in blocks {
      switch block {
      case .line(let text, _):
        width = max(width, Double(text.count) * labelSize * 0.55)
        height += lineHeight
      case .frame(let rendered):
        let size = drawnSize(rendered)
        width = max(width, size.width)
        height += size.height
      }
    }
    let pageWidth = FrameSVG.number((width + 2 * padding).rounded(.up))
    let pageHeight = FrameSVG.number((height + 2 * padding).rounded(.up))
    var defs = Definitions()
    var body: [String] = []
    var y = padding
    for block in blocks {
      switch block {
      case .line(let text, let color):
        if !text.isEmpty {
          let fill = (color ?? .secondary).resolved(in: scheme)
          let baseline = y + lineHeight / 2 + (ascender - descender) / 2 * labelSize
          body.append(
            "<text class=\"line\" x=\"\(FrameSVG.number(padding))\" y=\"\(FrameSVG.number(baseline))\""
              + " font-size=\"\(FrameSVG.number(labelSize))\"\(Self.fill(fill))"
              + "\(defs.silhouette(text, fill))>\(FrameSVG.escaped(text))</text>")
        }
        y += lineHeight
      case .frame(let rendered):
        appendFrame(rendered, x: padding, y: y, appearance: scheme, defs: &defs, into: &body)
        y += drawnSize(rendered).height
      }
    }
    var out: [String] = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(pageWidth)\" height=\"\(pageHeight)\""
        + " viewBox=\"0 0 \(pageWidth) \(pageHeight)\" font-family=\"Inter, sans-serif\""
        + " data-units=\"pt\" data-appearance=\"\(scheme.rawValue)\">",
      "<style>",
    ]
    for face in embeddedFaces(body) {
      out.append(
        "@font-face{font-family:Inter;font-style:normal;font-weight:\(face.weight);"
          + "src:url(data:font/woff;base64,\(face.woff)) format(\"woff\")}")
    }
    out.append("</style>")
    out.append("<defs>")
    out += wallpaperGradient(scheme)
    out += defs.filters
    out.append("</defs>")
    out.append(
      "<rect width=\"\(pageWidth)\" height=\"\(pageHeight)\" fill=\"\(scheme == .light ? "#f2f2f7" : "#1c1c1e")\"/>"
    )
    out += body
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
  }

  /// `value`, or 0 when it is not finite (a size no real layout gives, printed without `nan`).
  static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

  /// The phone's appearance the blocks were drawn in: the Lock Screen's (the island is always dark).
  static func appearance(of blocks: [FrameSVG.Block]) -> ColorScheme {
    for case .frame(let rendered) in blocks
    where rendered.presentation == .lockScreen && rendered.layout != nil {
      return rendered.frame.colorScheme
    }
    return .dark
  }

  /// The room a frame takes: its presentation and the wallpaper around it; a line's height when it has no
  /// layout (a presentation the device lacks: its label says so).
  static func drawnSize(_ rendered: RenderedFrame) -> (width: Double, height: Double) {
    guard let layout = rendered.layout else { return (0, 0) }
    let width = layout.size.width.isFinite ? max(0, layout.size.width) : 0
    let height = layout.size.height.isFinite ? max(0, layout.size.height) : 0
    return (width + 2 * wallpaperMargin, height + 2 * wallpaperMargin)
  }

  /// One presentation: wallpaper, surface, camera, then every element in the layout's order.
  static func appendFrame(
    _ rendered: RenderedFrame, x: Double, y: Double, appearance: ColorScheme, defs: inout Definitions,
    into out: inout [String]
  ) {
    guard let layout = rendered.layout else { return }
    let (width, height) = drawnSize(rendered)
    let size = (width: width - 2 * wallpaperMargin, height: height - 2 * wallpaperMargin)
    let scheme = rendered.frame.colorScheme
    out.append(
      "<g class=\"presentation\" data-presentation=\"\(rendered.presentation.rawValue)\""
        + " data-width=\"\(FrameSVG.number(size.width))\" data-height=\"\(FrameSVG.number(size.height))\""
        + " transform=\"translate(\(FrameSVG.number(x + wallpaperMargin)),\(FrameSVG.number(y + wallpaperMargin)))\">"
    )
    out.append(
      "<rect class=\"wallpaper\" x=\"\(FrameSVG.number(-wallpaperMargin))\" y=\"\(FrameSVG.number(-wallpaperMargin))\""
        + " width=\"\(FrameSVG.number(width))\" height=\"\(FrameSVG.number(height))\" fill=\"url(#wallpaper)\"/>"
    )
    let surface = rendered.surface ?? StyleColor(.black)
    let radius = cornerRadius(rendered.presentation, size: size)
    let surfaceClass = rendered.presentation.isInIsland ? "island" : "surface"
    out.append(
      "<rect class=\"\(surfaceClass)\" width=\"\(FrameSVG.number(size.width))\""
        + " height=\"\(FrameSVG.number(size.height))\" rx=\"\(FrameSVG.number(radius))\""
        + "\(fill(surface, in: scheme))/>")
    if let camera = layout.camera { out += cameraShapes(camera) }
    // What the phone clips at the surface's rounded edge, the picture clips too.
    let clip = defs.clip(width: size.width, height: size.height, radius: radius)
    out.append("<g class=\"content\" clip-path=\"url(#\(clip))\">")
    let context = Context(scheme: scheme, surface: surface)
    for element in layout.elements {
      appendElement(element, context: context, defs: &defs, into: &out)
    }
    out.append("</g>")
    out.append("</g>")
  }

  /// The surface's corner radius: a pill for the compact and minimal islands, 44 pt for the expanded one.
  static func cornerRadius(_ presentation: Presentation, size: (width: Double, height: Double)) -> Double {
    switch presentation {
    case .compact, .minimal: size.height / 2
    case .expanded: min(islandCornerRadius, size.height / 2)
    case .lockScreen: min(cardCornerRadius, size.height / 2)
    case .small: min(smallCornerRadius, size.height / 2)
    }
  }

  /// The camera in the island's band: the region kept free (`class="camera"`, undrawn: the island is black
  /// there), and the lens, a faint circle at its right end, as it shows through the black glass.
  static func cameraShapes(_ camera: Rect) -> [String] {
    guard camera.width > 0, camera.height > 0 else { return [] }
    let lens = min(11.0, camera.height / 3)
    return [
      "<rect class=\"camera\" x=\"\(FrameSVG.number(camera.x))\" y=\"\(FrameSVG.number(camera.y))\""
        + " width=\"\(FrameSVG.number(camera.width))\" height=\"\(FrameSVG.number(camera.height))\" fill=\"none\"/>",
      "<circle class=\"lens\" cx=\"\(FrameSVG.number(camera.maxX - camera.height / 2))\""
        + " cy=\"\(FrameSVG.number(camera.midY))\" r=\"\(FrameSVG.number(lens / 2))\" fill=\"#15171c\"/>",
    ]
  }

  /// The wallpaper: a neutral grey gradient, lighter at the top, in the phone's appearance.
  static func wallpaperGradient(_ scheme: ColorScheme) -> [String] {
    // systemGray4 to systemGray2 (light), systemGray3 to systemGray6 (dark): the HIG's neutral greys.
    let (top, bottom) = scheme == .light ? ("#d1d1d6", "#aeaeb2") : ("#48484a", "#1c1c1e")
    return [
      "<linearGradient id=\"wallpaper\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">",
      "<stop offset=\"0\" stop-color=\"\(top)\"/><stop offset=\"1\" stop-color=\"\(bottom)\"/>",
      "</linearGradient>",
    ]
  }

  /// ` fill="#rrggbb"`, with ` fill-opacity` when the colour is translucent, for `color` in `scheme`.
  static func fill(_ color: StyleColor, in scheme: ColorScheme, attribute: String = "fill") -> String {
    let resolved = color.resolved(in: scheme)
    return fill(resolved, opacity: color.opacity, attribute: attribute)
  }

  /// ` fill="#rrggbb"` and its opacity (the colour's own alpha times `opacity`) when below 1.
  static func fill(_ color: ResolvedColor, opacity: Double = 1, attribute: String = "fill") -> String {
    let alpha = color.alpha * min(1, max(0, opacity.isFinite ? opacity : 1))
    let translucent = alpha < 0.995 ? " \(attribute)-opacity=\"\(FrameSVG.number(alpha))\"" : ""
    return " \(attribute)=\"\(color.hex)\"\(translucent)"
  }

  /// What every element of one presentation is drawn against.
  struct Context {
    /// The surface's appearance.
    var scheme: ColorScheme
    /// The surface's colour.
    var surface: StyleColor
  }
}
