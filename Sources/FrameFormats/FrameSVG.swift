import JSON
import Rendering
import Views

/// Frames as SVG pictures that a browser shows the way a terminal does.
///
/// Every cell sits at an explicit position on a fixed grid, so the picture does not depend on the font's
/// advance widths: a wide emoji is centred over its two cells, box drawing is drawn as lines and arcs that
/// meet at cell edges, block elements are filled rectangles. The island is a black pill, the Lock Screen
/// card a rounded rectangle in the activity's tint. Pure: the same frames give the same bytes.
public enum FrameSVG {
  /// Width of one cell, in SVG pixels.
  public static let cellWidth = 10
  /// Height of one cell, in SVG pixels (terminal cells are about twice as tall as wide).
  public static let cellHeight = 20
  /// Empty space around the picture, in SVG pixels.
  public static let padding = 20
  /// Font size of cell text, in SVG pixels.
  static let fontSize = 16
  /// The picture's background: a dark terminal, light enough that a black island stands out.
  public static let pageColor = "#303030"
  /// Colour of labels, headers and reports between frames.
  static let labelColor: NamedColor = .secondary

  /// One piece of a picture, laid out top to bottom like the lines of the text form.
  public enum Block: Equatable, Sendable {
    /// A line of text, in the label colour unless a colour is given.
    case line(String, NamedColor?)
    /// A frame, drawn on the grid, as many lines tall as it has rows.
    case frame(RenderedFrame)
  }

  /// The picture of `frames` laid out as `FrameText.text` lays them out: header, labelled frames, report.
  public static func svg(_ frames: [RenderedFrame], header: String) -> String {
    document(blocks(frames, header: header))
  }

  /// The blocks of `svg(_:header:)`, for callers that put more lines around them.
  public static func blocks(_ frames: [RenderedFrame], header: String) -> [Block] {
    var blocks: [Block] = [.line(header, .primary), .line("", nil)]
    for rendered in frames {
      let note = rendered.note.map { "  (\($0))" } ?? ""
      let size = "\(rendered.frame.width)×\(rendered.frame.height)"
      blocks.append(.line("\(rendered.title)  \(size)\(note)", nil))
      blocks.append(.frame(rendered))
      blocks.append(.line("", nil))
    }
    blocks += FrameText.report(frames.flatMap(\.truncations)).map { .line($0, nil) }
    return blocks
  }

  /// An SVG document of `blocks`, one grid line per text line and per frame row.
  public static func document(_ blocks: [Block]) -> String {
    var columns = 0
    var rows = 0
    for block in blocks {
      switch block {
      case .line(let text, _):
        columns = max(columns, CellWidth.of(text))
        rows += 1
      case .frame(let rendered):
        columns = max(columns, rendered.frame.width)
        rows += rendered.frame.height
      }
    }
    let width = columns * cellWidth + 2 * padding
    let height = rows * cellHeight + 2 * padding
    var out: [String] = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
        + " viewBox=\"0 0 \(width) \(height)\" font-size=\"\(fontSize)\""
        + " font-family=\"'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', monospace\">",
      "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(pageColor)\"/>",
    ]
    var row = 0
    for block in blocks {
      let y = padding + row * cellHeight
      switch block {
      case .line(let text, let color):
        let cells = lineCells(text, color: color ?? labelColor)
        if !cells.isEmpty {
          out.append("<g class=\"line\" transform=\"translate(\(padding),\(y))\">")
          appendGlyphs(cells, width: cells.count, height: 1, skipOutline: nil, into: &out)
          out.append("</g>")
        }
        row += 1
      case .frame(let rendered):
        out.append(
          "<g class=\"frame\" data-presentation=\"\(rendered.presentation.rawValue)\""
            + " data-columns=\"\(rendered.frame.width)\" data-rows=\"\(rendered.frame.height)\""
            + " data-outline-columns=\"\(rendered.outlineColumns)\" data-outline-rows=\"\(rendered.outlineRows)\""
            + " transform=\"translate(\(padding),\(y))\">")
        appendFrame(rendered, into: &out)
        out.append("</g>")
        row += rendered.frame.height
      }
    }
    out.append("</svg>")
    out.insert(contentsOf: tintFilters(out), at: 2)
    return out.joined(separator: "\n") + "\n"
  }

  /// The `<defs>` of the silhouette filters the elements use (`filter="url(#tint-rrggbb)"`), one per colour,
  /// in the order first used; none when no emoji is drawn.
  static func tintFilters(_ elements: [String]) -> [String] {
    let marker = " filter=\"url(#tint-"
    var colors: [Substring] = []
    for element in elements where element.hasPrefix("<text") {
      let parts = element.split(separator: marker, maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else { continue }
      let color = parts[1].prefix(6)
      if !colors.contains(color) { colors.append(color) }
    }
    guard !colors.isEmpty else { return [] }
    return ["<defs>"]
      + colors.map { color in
        "<filter id=\"tint-\(color)\"><feFlood flood-color=\"#\(color)\"/>"
          + "<feComposite in2=\"SourceAlpha\" operator=\"in\"/></filter>"
      } + ["</defs>"]
  }

  /// A text line as cells, the way `Frame` stores them: a wide grapheme's second cell holds `""`.
  static func lineCells(_ text: String, color: NamedColor) -> [Cell] {
    var cells: [Cell] = []
    let style = CellStyle(foreground: color)
    for grapheme in text {
      let width = CellWidth.of(grapheme)
      guard width > 0 else { continue }
      cells.append(Cell(text: String(grapheme), style: style))
      for _ in 1..<width { cells.append(Cell(text: "", style: style)) }
    }
    return cells
  }

  /// The surface, the island's pill or the card's outline, cell backgrounds, then every glyph.
  static func appendFrame(_ rendered: RenderedFrame, into out: inout [String]) {
    let frame = rendered.frame
    guard frame.width > 0, frame.height > 0 else { return }
    let outlined = frame.width >= 2 && frame.height >= 2 && isOutlineCorner(frame[0, 0].text)
    let surface = outlined ? surfaceColor(frame) : nil
    let pill = outlined && rendered.presentation.isInIsland
    if outlined {
      let left = Double(cellWidth) / 2
      let top = Double(cellHeight) / 2
      let width = Double((rendered.outlineColumns - 1) * cellWidth)
      let height = Double((rendered.outlineRows - 1) * cellHeight)
      let scheme = frame.colorScheme
      let fill = surface.map { hex($0, in: scheme) } ?? "none"
      if pill {
        // The island's corner radius is 44 pt; a compact or minimal island is a full pill.
        let pointsRadius = 44 / Raster.pointsPerColumn * Double(cellWidth)
        let radius = min(height / 2, pointsRadius)
        let stroke = frame[min(1, frame.width - 1), 0].style
        out.append(
          "<rect class=\"island\" x=\"\(number(left))\" y=\"\(number(top))\" width=\"\(number(width))\""
            + " height=\"\(number(height))\" rx=\"\(number(radius))\" ry=\"\(number(radius))\""
            + " fill=\"\(fill)\" stroke=\"\(ColorBlend.foreground(stroke, in: scheme).hex)\""
            + " stroke-width=\"\(number(lightWidth))\"\(opacity(stroke, "stroke-"))/>")
      } else {
        // Matches the quarter arcs of the outline's corner glyphs, so the tint ends where the outline runs.
        out.append(
          "<rect class=\"surface\" x=\"\(number(left))\" y=\"\(number(top))\" width=\"\(number(width))\""
            + " height=\"\(number(height))\" rx=\"\(number(left))\" ry=\"\(number(top))\" fill=\"\(fill)\"/>")
      }
    }
    appendBackgrounds(frame, surface: surface, outlined: outlined, into: &out)
    let outline = pill ? (rendered.outlineColumns, rendered.outlineRows) : nil
    appendGlyphs(
      frame.cells, width: frame.width, height: frame.height, skipOutline: outline, scheme: frame.colorScheme,
      into: &out)
  }

  /// The background most interior cells have: the island's black or the card's tint. The outline's own
  /// cells carry no background, and a capsule or highlight covers only a few cells.
  static func surfaceColor(_ frame: Frame) -> NamedColor? {
    var counts: [NamedColor: Int] = [:]
    for y in 1..<(frame.height - 1) {
      for x in 1..<(frame.width - 1) {
        if let color = frame[x, y].style.background { counts[color, default: 0] += 1 }
      }
    }
    // Ties go to the earlier colour in NamedColor's order, so the choice never depends on hashing.
    return NamedColor.allCases.filter { counts[$0] != nil }.max { counts[$0]! < counts[$1]! }
  }

  /// Cell backgrounds that differ from the surface, one rectangle per run of equal colour in a row.
  static func appendBackgrounds(
    _ frame: Frame, surface: NamedColor?, outlined: Bool, into out: inout [String]
  ) {
    let inset = outlined ? 1 : 0
    for y in inset..<max(inset, frame.height - inset) {
      var x = inset
      while x < frame.width - inset {
        let style = frame[x, y].style
        guard let color = style.background, color != surface || style.backgroundOpacity < 100 else {
          x += 1
          continue
        }
        let scheme = frame.colorScheme
        let drawn = ColorBlend.background(style, in: scheme) ?? ColorBlend.rgb(color, in: scheme)
        var end = x + 1
        while end < frame.width - inset, let next = ColorBlend.background(frame[end, y].style, in: scheme),
          next == drawn
        {
          end += 1
        }
        out.append(
          "<rect x=\"\(x * cellWidth)\" y=\"\(y * cellHeight)\" width=\"\((end - x) * cellWidth)\""
            + " height=\"\(cellHeight)\" fill=\"\(ColorBlend.hex(drawn))\"/>")
        x = end
      }
    }
  }

  /// Every glyph of a grid of cells: shapes for box drawing and blocks, text for the rest.
  /// `skipOutline` (columns, rows) leaves out the glyphs of an outline drawn as a shape instead.
  static func appendGlyphs(
    _ cells: [Cell], width: Int, height: Int, skipOutline: (Int, Int)?, scheme: ColorScheme = .dark,
    into out: inout [String]
  ) {
    var text: [String] = []
    var strokes: [(Stroke, String)] = []
    for y in 0..<height {
      var x = 0
      var run: (start: Int, style: CellStyle, characters: String)?
      func flush() {
        guard let current = run else { return }
        let positions = (0..<current.characters.count).map {
          String(($0 + current.start) * cellWidth + cellWidth / 2)
        }
        text.append(
          textElement(
            current.characters, x: positions.joined(separator: " "), y: y, style: current.style,
            scheme: scheme))
        run = nil
      }
      while x < width {
        let cell = cells[y * width + x]
        var span = 1
        while x + span < width, cells[y * width + x + span].text.isEmpty { span += 1 }
        defer { x += span }
        let border =
          skipOutline.map { outline in
            x < outline.0 && y < outline.1
              && (x == 0 || y == 0 || x + span == outline.0 || y == outline.1 - 1)
          } ?? false
        if border || cell.text.isEmpty || cell.text == " " {
          flush()
          continue
        }
        if let shapes = shape(
          cell.text, x: x * cellWidth, y: y * cellHeight, style: cell.style, scheme: scheme)
        {
          flush()
          for shape in shapes {
            switch shape {
            case .element(let element): out.append(element)
            case .stroke(let stroke, let d):
              // One path per stroke style: lines of neighbouring cells are drawn as one shape, without seams.
              if let index = strokes.firstIndex(where: { $0.0 == stroke }) {
                strokes[index].1 += d
              } else {
                strokes.append((stroke, d))
              }
            }
          }
          continue
        }
        if span == 1, cell.text.utf8.count == 1, let byte = cell.text.utf8.first, byte > 0x20, byte < 0x7F {
          if let current = run, current.style == cell.style, current.start + current.characters.count == x {
            run!.characters += cell.text
          } else {
            flush()
            run = (x, cell.style, cell.text)
          }
          continue
        }
        flush()
        let center = x * cellWidth + span * cellWidth / 2
        text.append(textElement(cell.text, x: String(center), y: y, style: cell.style, scheme: scheme))
      }
      flush()
    }
    for (stroke, d) in strokes { out.append("<path d=\"\(d)\" \(stroke.attributes)/>") }
    if !text.isEmpty {
      out.append("<g text-anchor=\"middle\">")
      out += text
      out.append("</g>")
    }
  }

  /// A `<text>` element whose characters sit at the given x positions (cell centres) on row `y`.
  static func textElement(
    _ characters: String, x: String, y: Int, style: CellStyle, scheme: ColorScheme = .dark
  ) -> String {
    let baseline = y * cellHeight + cellHeight * 3 / 4
    let fill = ColorBlend.foreground(style, in: scheme).hex
    var attributes = "x=\"\(x)\" y=\"\(baseline)\" fill=\"\(fill)\""
    // A colour emoji ignores its fill: drawn as its silhouette in the fill, as a tinted SF Symbol looks.
    if characters.count == 1, let grapheme = characters.first, PointsSVG.isEmoji(grapheme) {
      attributes += " filter=\"url(#tint-\(fill.dropFirst()))\""
    }
    if style.bold { attributes += " font-weight=\"bold\"" }
    // `opacity`, not `fill-opacity`: colour emoji ignore the fill, and a stale emoji must dim too.
    attributes += opacity(style, "")
    return "<text \(attributes)>\(escaped(characters))</text>"
  }

  /// ` fill-opacity="0.5"` for dimmed cells, as a terminal draws faint text.
  static func opacity(_ style: CellStyle, _ prefix: String) -> String {
    style.dim ? " \(prefix)opacity=\"0.5\"" : ""
  }

  static func isOutlineCorner(_ text: String) -> Bool {
    ["╭", "┌", "+"].contains(text)
  }

  /// `12`, `12.5`: short, stable numbers for attributes.
  static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(saturating: rounded)) }
    return String(rounded)
  }

  /// Text made safe for XML character data and attribute values: markup characters as entities, and every
  /// scalar XML 1.0 cannot hold (controls but tab and newline, and the noncharacters U+FFFE and U+FFFF, which
  /// a fixture's `\ufffe` puts in a text) as its escape, `\u{FFFE}`, as `TerminalSafe` writes a control: a
  /// browser refuses the whole picture at one such scalar.
  public static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}":
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
