import Rendering
import Views

extension FrameSVG {
  /// A glyph drawn as geometry instead of a font glyph, so that neighbouring cells join in any font.
  enum Shape: Equatable {
    /// Path data stroked in a style; paths of one style are merged into one element.
    case stroke(Stroke, String)
    /// A complete element (a filled rectangle).
    case element(String)
  }

  /// How a box-drawing path is stroked.
  struct Stroke: Hashable {
    var color: String
    var width: Double
    var dim: Bool
    var dash: String?

    var attributes: String {
      var text = "fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(number(width))\""
      if let dash { text += " stroke-dasharray=\"\(dash)\"" }
      if dim { text += " stroke-opacity=\"0.5\"" }
      return text
    }
  }

  /// Line weights of an arm of a box-drawing character.
  enum Weight: Int {
    case none = 0, light, heavy, double
  }

  /// The shapes of `text` in the cell at pixel (x, y), or nil when it is drawn as text.
  static func shape(_ text: String, x: Int, y: Int, style: CellStyle, scheme: ColorScheme = .dark) -> [Shape]? {
    guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else { return nil }
    let color = ColorBlend.foreground(style, in: scheme).hex
    switch scalar.value {
    case 0x2500...0x257F:
      return boxShapes(scalar.value, x: Double(x), y: Double(y), color: color, dim: style.dim)
    case 0x2580...0x259F:
      return blockShapes(scalar.value, x: Double(x), y: Double(y), color: color, dim: style.dim)
    case 0x25AC:
      // ▬ (a capsule a few points tall): a bar through the middle third, joining its neighbours.
      let opacity = style.dim ? " fill-opacity=\"0.5\"" : ""
      return [
        .element(
          "<rect x=\"\(x)\" y=\"\(y + cellHeight * 7 / 20)\" width=\"\(cellWidth)\""
            + " height=\"\(cellHeight * 6 / 20)\" fill=\"\(color)\"\(opacity)/>")
      ]
    default:
      return nil
    }
  }

  // MARK: Box drawing

  /// Arms (left, right, up, down) of U+2500…U+257F, one digit each: 0 none, 1 light, 2 heavy, 3 double.
  /// Dashed lines, arcs and diagonals are handled separately and hold `0000` here.
  static let boxArms: [String] = [
    // 2500 ─ ━ │ ┃ ┄ ┅ ┆ ┇ ┈ ┉ ┊ ┋ ┌ ┍ ┎ ┏
    "1100", "2200", "0011", "0022", "0000", "0000", "0000", "0000",
    "0000", "0000", "0000", "0000", "0101", "0201", "0102", "0202",
    // 2510 ┐ ┑ ┒ ┓ └ ┕ ┖ ┗ ┘ ┙ ┚ ┛ ├ ┝ ┞ ┟
    "1001", "2001", "1002", "2002", "0110", "0210", "0120", "0220",
    "1010", "2010", "1020", "2020", "0111", "0211", "0121", "0112",
    // 2520 ┠ ┡ ┢ ┣ ┤ ┥ ┦ ┧ ┨ ┩ ┪ ┫ ┬ ┭ ┮ ┯
    "0122", "0221", "0212", "0222", "1011", "2011", "1021", "1012",
    "1022", "2021", "2012", "2022", "1101", "2101", "1201", "2201",
    // 2530 ┰ ┱ ┲ ┳ ┴ ┵ ┶ ┷ ┸ ┹ ┺ ┻ ┼ ┽ ┾ ┿
    "1102", "2102", "1202", "2202", "1110", "2110", "1210", "2210",
    "1120", "2120", "1220", "2220", "1111", "2111", "1211", "2211",
    // 2540 ╀ ╁ ╂ ╃ ╄ ╅ ╆ ╇ ╈ ╉ ╊ ╋ ╌ ╍ ╎ ╏
    "1121", "1112", "1122", "2121", "1221", "2112", "1212", "2221",
    "2212", "2122", "1222", "2222", "0000", "0000", "0000", "0000",
    // 2550 ═ ║ ╒ ╓ ╔ ╕ ╖ ╗ ╘ ╙ ╚ ╛ ╜ ╝ ╞ ╟
    "3300", "0033", "0301", "0103", "0303", "3001", "1003", "3003",
    "0310", "0130", "0330", "3010", "1030", "3030", "0311", "0133",
    // 2560 ╠ ╡ ╢ ╣ ╤ ╥ ╦ ╧ ╨ ╩ ╪ ╫ ╬ ╭ ╮ ╯
    "0333", "3011", "1033", "3033", "3301", "1103", "3303", "3310",
    "1130", "3330", "3311", "1133", "3333", "0000", "0000", "0000",
    // 2570 ╰ ╱ ╲ ╳ ╴ ╵ ╶ ╷ ╸ ╹ ╺ ╻ ╼ ╽ ╾ ╿
    "0000", "0000", "0000", "0000", "1000", "0010", "0100", "0001",
    "2000", "0020", "0200", "0002", "1200", "0012", "2100", "0021",
  ]

  /// Line widths: whole pixels centred on the cells' middles, which are whole pixels, so lines stay crisp.
  static let lightWidth = 2.0
  static let heavyWidth = 4.0

  static func boxShapes(_ code: UInt32, x: Double, y: Double, color: String, dim: Bool) -> [Shape]? {
    let width = Double(cellWidth)
    let height = Double(cellHeight)
    let centerX = x + width / 2
    let centerY = y + height / 2
    let light = Stroke(color: color, width: lightWidth, dim: dim)
    func path(_ d: String, _ stroke: Stroke = light) -> [Shape] { [.stroke(stroke, d)] }
    switch code {
    case 0x256D:  // ╭ arc from the right edge down to the bottom edge
      return path(
        "M\(number(x + width)) \(number(centerY))A\(number(width / 2)) \(number(height / 2)) 0 0 0 "
          + "\(number(centerX)) \(number(y + height))")
    case 0x256E:  // ╮
      return path(
        "M\(number(x)) \(number(centerY))A\(number(width / 2)) \(number(height / 2)) 0 0 1 "
          + "\(number(centerX)) \(number(y + height))")
    case 0x256F:  // ╯
      return path(
        "M\(number(x)) \(number(centerY))A\(number(width / 2)) \(number(height / 2)) 0 0 0 "
          + "\(number(centerX)) \(number(y))")
    case 0x2570:  // ╰
      return path(
        "M\(number(x + width)) \(number(centerY))A\(number(width / 2)) \(number(height / 2)) 0 0 1 "
          + "\(number(centerX)) \(number(y))")
    case 0x2571:
      return path("M\(number(x + width)) \(number(y))L\(number(x)) \(number(y + height))")
    case 0x2572:
      return path("M\(number(x)) \(number(y))L\(number(x + width)) \(number(y + height))")
    case 0x2573:
      return path(
        "M\(number(x + width)) \(number(y))L\(number(x)) \(number(y + height))"
          + "M\(number(x)) \(number(y))L\(number(x + width)) \(number(y + height))")
    case 0x2504...0x250B, 0x254C...0x254F:
      return dashedShapes(code, x: x, y: y, color: color, dim: dim)
    default:
      break
    }
    let arms = boxArms[Int(code - 0x2500)].compactMap { $0.wholeNumberValue.flatMap(Weight.init(rawValue:)) }
    guard arms.count == 4, arms.contains(where: { $0 != .none }) else { return nil }
    let (left, right, up, down) = (arms[0], arms[1], arms[2], arms[3])
    // An arm starts past the centre by half the width of the crossing arms, so corners and junctions close.
    let verticalReach = max(reach(up), reach(down))
    let horizontalReach = max(reach(left), reach(right))
    var shapes: [Shape] = []
    func arm(_ weight: Weight, from: (Double, Double), to: (Double, Double), horizontal: Bool) {
      guard weight != .none else { return }
      let offsets: [Double] = weight == .double ? [-1.5, 1.5] : [0]
      let strokeWidth = weight == .heavy ? heavyWidth : (weight == .double ? 1 : lightWidth)
      for offset in offsets {
        let (dx, dy) = horizontal ? (0.0, offset) : (offset, 0.0)
        shapes.append(
          .stroke(
            Stroke(color: color, width: strokeWidth, dim: dim),
            "M\(number(from.0 + dx)) \(number(from.1 + dy))L\(number(to.0 + dx)) \(number(to.1 + dy))"))
      }
    }
    arm(left, from: (centerX + verticalReach, centerY), to: (x, centerY), horizontal: true)
    arm(right, from: (centerX - verticalReach, centerY), to: (x + width, centerY), horizontal: true)
    arm(up, from: (centerX, centerY + horizontalReach), to: (centerX, y), horizontal: false)
    arm(down, from: (centerX, centerY - horizontalReach), to: (centerX, y + height), horizontal: false)
    return shapes
  }

  /// How far past the centre an arm crossing one of this weight must reach to close the joint.
  static func reach(_ weight: Weight) -> Double {
    switch weight {
    case .none: 0
    case .light: lightWidth / 2
    case .heavy: heavyWidth / 2
    case .double: 2
    }
  }

  /// ┄ ┅ ┆ ┇ ┈ ┉ ┊ ┋ ╌ ╍ ╎ ╏: a line through the cell with a dash pattern of 2, 3 or 4 dashes.
  static func dashedShapes(_ code: UInt32, x: Double, y: Double, color: String, dim: Bool) -> [Shape] {
    let offset = code >= 0x254C ? code - 0x254C : code - 0x2504
    let dashes = code >= 0x254C ? 2.0 : (code <= 0x2507 ? 3.0 : 4.0)
    let heavy = offset % 2 == 1
    let vertical = offset % 4 >= 2
    let length = vertical ? Double(cellHeight) : Double(cellWidth)
    let period = length / dashes
    let stroke = Stroke(
      color: color, width: heavy ? heavyWidth : lightWidth, dim: dim,
      dash: "\(number(period * 0.6)) \(number(period * 0.4))")
    let d =
      vertical
      ? "M\(number(x + Double(cellWidth) / 2)) \(number(y))V\(number(y + length))"
      : "M\(number(x)) \(number(y + Double(cellHeight) / 2))H\(number(x + length))"
    return [.stroke(stroke, d)]
  }

  // MARK: Block elements

  /// Rectangles of U+2580…U+259F: halves, eighths, shades and quadrants.
  static func blockShapes(_ code: UInt32, x: Double, y: Double, color: String, dim: Bool) -> [Shape] {
    let width = Double(cellWidth)
    let height = Double(cellHeight)
    // Parts as fractions of the cell: (left, top, width, height), and a fill opacity for shades.
    var parts: [(Double, Double, Double, Double)] = []
    var shade = 1.0
    switch code {
    case 0x2580: parts = [(0, 0, 1, 0.5)]
    case 0x2581...0x2588:
      let eighths = Double(code - 0x2580)
      parts = [(0, 1 - eighths / 8, 1, eighths / 8)]
    case 0x2589...0x258F: parts = [(0, 0, Double(0x2590 - code) / 8, 1)]
    case 0x2590: parts = [(0.5, 0, 0.5, 1)]
    case 0x2591...0x2593:
      parts = [(0, 0, 1, 1)]
      shade = Double(code - 0x2590) * 0.25
    case 0x2594: parts = [(0, 0, 1, 0.125)]
    case 0x2595: parts = [(0.875, 0, 0.125, 1)]
    default:
      // Quadrants: upper left, upper right, lower left, lower right.
      let quadrants: [UInt32: String] = [
        0x2596: "0010", 0x2597: "0001", 0x2598: "1000", 0x2599: "1011", 0x259A: "1001", 0x259B: "1110",
        0x259C: "1101", 0x259D: "0100", 0x259E: "0110", 0x259F: "0111",
      ]
      let corners = [(0.0, 0.0), (0.5, 0.0), (0.0, 0.5), (0.5, 0.5)]
      for (flag, corner) in zip(quadrants[code] ?? "0000", corners) where flag == "1" {
        parts.append((corner.0, corner.1, 0.5, 0.5))
      }
    }
    let opacity = shade * (dim ? 0.5 : 1)
    let opacityText = opacity < 1 ? " fill-opacity=\"\(number(opacity))\"" : ""
    return parts.map { part in
      .element(
        "<rect x=\"\(number(x + part.0 * width))\" y=\"\(number(y + part.1 * height))\""
          + " width=\"\(number(part.2 * width))\" height=\"\(number(part.3 * height))\""
          + " fill=\"\(color)\"\(opacityText)/>")
    }
  }
}
