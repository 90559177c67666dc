import Foundation
import FrameFormats
import Layout
import Lifecycle
import TestSupport
import Testing

@testable import Rendering

/// SVG pictures of frames: grid positions, the island's pill, the card's tint, box drawing as lines.
struct FrameSVGTests {
  func frames(_ fixture: String, step: Int = 0) throws -> [RenderedFrame] {
    let activity = LiveActivity(
      definition: try BuiltinFixture.definition(fixture), startingAt: LiveActivity.referenceStart)
    return Renderer.renderAll(activity, device: .iPhone15Pro, now: activity.now)
  }

  @Test(
    "xterm palette indices map to their RGB",
    arguments: [
      (16, "#000000"), (41, "#00d75f"), (61, "#5f5faf"), (208, "#ff8700"), (231, "#ffffff"), (232, "#080808"),
      (245, "#8a8a8a"), (255, "#eeeeee"), (1, "#cd0000"), (15, "#ffffff"),
    ])
  func palette(index: Int, hex: String) {
    #expect(FrameSVG.hex(paletteIndex: index) == hex)
  }

  @Test("The island is a black pill with the keyline colour; its outline glyphs are not drawn again")
  func pill() throws {
    let compact = try frames("food-runner").first { $0.presentation == .compact }!
    let svg = FrameSVG.document([.frame(compact)])
    // 34×5 cells of 10×20 px: the pill runs through the outline cells' centres, fully rounded.
    #expect(svg.contains("data-columns=\"34\" data-rows=\"5\""))
    #expect(
      svg.contains(
        "<rect class=\"island\" x=\"5\" y=\"10\" width=\"330\" height=\"80\" rx=\"40\" ry=\"40\""
          + " fill=\"#000000\" stroke=\"#ff9f0a\""))
    #expect(!svg.contains("<path"), "no outline strokes besides the pill")
    #expect(!svg.contains("╭"))
  }

  @Test("The Lock Screen card takes the activity's tint, and its outline is stroked, not typeset")
  func card() throws {
    let lock = try frames("export").first { $0.presentation == .lockScreen }!
    let svg = FrameSVG.document([.frame(lock)])
    // The box is 53×14 cells; the card hugs its content, so its outline is 53×11: 520×200 px between centres.
    #expect(svg.contains("data-columns=\"53\" data-rows=\"14\""))
    #expect(
      svg.contains(
        "<rect class=\"surface\" x=\"5\" y=\"10\" width=\"520\" height=\"200\" rx=\"5\" ry=\"10\""
          + " fill=\"#5e5ce6\"/>"))
    // One path for the whole outline: corners as arcs, edges as lines that meet at cell edges.
    let paths = svg.components(separatedBy: "<path ").count - 1
    #expect(paths == 1)
    #expect(svg.contains("M10 10A5 10 0 0 0 5 20"), "top-left corner: an arc from the right edge down")
    for glyph in ["╭", "╮", "╰", "╯", "─", "│"] { #expect(!svg.contains(glyph)) }
  }

  @Test("Every cell sits at an explicit x on the grid; a wide emoji is centred over its two cells")
  func grid() throws {
    let lock = try frames("pizza-planet").first { $0.presentation == .lockScreen }!
    let svg = FrameSVG.document([.frame(lock)])
    // Row 3: "│  ⛟    Pizza Planet Delivery …": the truck (a monochrome glyph, in its green) takes cell 3, so
    // its centre is x = 35.
    #expect(svg.contains("<text x=\"35\" y=\"75\" fill=\"#30d158\">⛟</text>"))
    // "Pizza" starts at cell 9 (the truck is a wide symbol, 1.5 em at title2): centres 95, 105, …, bold white.
    #expect(
      svg.contains(
        "<text x=\"95 105 115 125 135\" y=\"75\" fill=\"#ffffff\" font-weight=\"bold\">Pizza</text>"))
    // The tracker's capsules (row 6, from cell 3) are bars through the cells' middle third, the done one
    // green, the others grey at 30 % over the card.
    #expect(svg.contains("<rect x=\"30\" y=\"127\" width=\"10\" height=\"6\" fill=\"#30d158\"/>"))
    #expect(!svg.contains("<rect x=\"100\" y=\"127\" width=\"10\" height=\"6\" fill=\"#30d158\"/>"))
  }

  @Test("Box drawing joins: arms reach the cell edges, junctions close, heavy lines are thicker")
  func boxDrawing() throws {
    var frame = Frame(width: 3, height: 1)
    frame[0, 0] = Cell(text: "━")
    frame[1, 0] = Cell(text: "┼")
    frame[2, 0] = Cell(text: "░")
    let svg = FrameSVG.document([.frame(RenderedFrame(presentation: .small, frame: frame, truncations: []))])
    #expect(
      svg.contains("<path d=\"M5 10L0 10M5 10L10 10\" fill=\"none\" stroke=\"#ffffff\" stroke-width=\"4\"/>"))
    #expect(svg.contains("M16 10L10 10M14 10L20 10M15 11L15 0M15 9L15 20"))
    #expect(
      svg.contains(
        "<rect x=\"20\" y=\"0\" width=\"10\" height=\"20\" fill=\"#ffffff\" fill-opacity=\"0.25\"/>"))
  }

  @Test("Text is escaped for XML; tiny and empty frames give valid pictures", arguments: [0, 1, 2])
  func tiny(size: Int) {
    var frame = Frame(width: size, height: size)
    if size > 0 { frame[0, 0] = Cell(text: "<") }
    let svg = FrameSVG.document([
      .line("a & b", nil), .frame(RenderedFrame(presentation: .compact, frame: frame, truncations: [])),
    ])
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.hasSuffix("</svg>\n"))
    #expect(svg.contains("&amp;"))
    #expect(!svg.contains(">a & b<"))
    if size > 0 { #expect(svg.contains("&lt;")) }
  }

  @Test("render --format svg lays frames out as the text form does, one grid row per text line")
  func layout() throws {
    let frames = try frames("pizza-planet")
    let svg = FrameSVG.svg(frames, header: "header")
    let text = FrameText.text(frames, header: "header")
    let rows = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let width = text.split(separator: "\n").map { CellWidth.of(String($0)) }.max()!
    #expect(svg.contains("width=\"\(width * 10 + 40)\" height=\"\(rows * 20 + 40)\""))
  }

  @Test("Dimmed cells are drawn half opaque; a colour emoji is drawn as its silhouette in its tint")
  func dimmed() {
    var frame = Frame(width: 3, height: 1)
    frame[0, 0] = Cell(text: "🚚", style: CellStyle(foreground: .green, dim: true))
    frame[1, 0] = Cell(text: "", style: CellStyle(foreground: .green, dim: true))
    frame[2, 0] = Cell(text: "a", style: CellStyle(dim: true))
    let svg = FrameSVG.document([.frame(RenderedFrame(presentation: .small, frame: frame, truncations: []))])
    #expect(
      svg.contains(
        "<text x=\"10\" y=\"15\" fill=\"#30d158\" filter=\"url(#tint-30d158)\" opacity=\"0.5\">🚚</text>"))
    #expect(
      svg.contains(
        "<filter id=\"tint-30d158\"><feFlood flood-color=\"#30d158\"/>"
          + "<feComposite in2=\"SourceAlpha\" operator=\"in\"/></filter>"))
    #expect(svg.contains("<text x=\"25\" y=\"15\" fill=\"#ffffff\" opacity=\"0.5\">a</text>"))
  }
}

/// The fault audit found the expanded island's corner texts crossing its rounded outline in SVG.
struct FrameSVGCornerTests {
  /// The characters of an SVG text's character data.
  static func unescaped(_ text: String) -> String {
    text.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"")
      .replacing("&amp;", with: "&")
  }

  /// Whether `glyph`'s ink ends at the baseline: a printable ASCII character without a descender.
  static func sitsOnItsBaseline(_ glyph: String) -> Bool {
    guard glyph.count == 1, let scalar = glyph.unicodeScalars.first, glyph.unicodeScalars.count == 1,
      scalar.value > 0x20, scalar.value < 0x7F
    else { return false }
    return !"gjpqyQ,;()[]{}|_@$".unicodeScalars.contains(scalar)
  }

  @Test(
    "Every glyph of an expanded island lies inside its rounded outline",
    arguments: ["pizza-planet", "food-runner", "export", "courier"])
  func expandedTextsStayInsideTheRoundedCorners(_ fixture: String) throws {
    for device in DeviceProfile.all where device.has(.expanded) {
      for step in 0..<2 {
        let activity = LiveActivity.prepared(
          try BuiltinFixture.definition(fixture), step: step, state: nil, elapsed: 0)
        let expanded = Renderer.render(activity, presentation: .expanded, device: device, now: activity.now)
        let svg = FrameSVG.document([.frame(expanded)])
        // The pill's rectangle and corner radius, as drawn.
        let rect = try #require(
          svg.firstMatch(
            of: /class="island" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" rx="([\d.]+)"/))
        let (left, top) = (Double(rect.1)!, Double(rect.2)!)
        let (right, bottom) = (left + Double(rect.3)!, top + Double(rect.4)!)
        let radius = Double(rect.5)!
        for match in svg.matches(of: /<text x="([\d ]+)" y="(\d+)"[^>]*>([^<]*)<\/text>/) {
          let baseline = Double(match.2)!
          let xs = match.1.split(separator: " ").map { Double($0)! }
          let glyphs = Self.unescaped(String(match.3)).map(String.init)
          for (index, x) in xs.enumerated() {
            // A glyph spans from its baseline to about 3/4 of a cell above it, and below the baseline to
            // the cell's bottom only if it has a descender (any glyph but plain ASCII is taken to have one).
            let glyph = glyphs.count == xs.count ? glyphs[index] : "g"
            let glyphTop = baseline - 15
            let glyphBottom = baseline + (Self.sitsOnItsBaseline(glyph) ? 0 : 5)
            for (px, py) in [
              (x - 5, glyphTop), (x + 5, glyphTop), (x - 5, glyphBottom), (x + 5, glyphBottom),
            ] {
              // Inside the rectangle less its corners: near a corner, within the corner's circle.
              let cx = min(max(px, left + radius), right - radius)
              let cy = min(max(py, top + radius), bottom - radius)
              let distance = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
              #expect(
                distance <= radius + 0.5, "\(fixture) \(device.name) step \(step): glyph at \(x),\(baseline)")
            }
          }
        }
      }
    }
  }
}
