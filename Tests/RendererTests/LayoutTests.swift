import ActivityState
import Testing

@testable import Renderer

/// Sharing width in a row, clipping text, and keeping wide graphemes whole.
@Suite struct LayoutTests {
  @Test(arguments: [
    ([5, 10, 20], 35, [5, 10, 20]), ([5, 10, 20], 25, [5, 10, 10]), ([5, 10, 20], 14, [5, 5, 4]),
    ([3, 3], 0, [0, 0]), ([], 10, []),
  ])
  func waterFillKeepsShortItemsWhole(_ ideals: [Int], _ budget: Int, _ expected: [Int]) {
    #expect(HStackSizing.waterFill(ideals, budget: budget) == expected)
  }

  @Test(arguments: [
    ("On the Way", 6, "On th…"), ("12:34", 5, "12:34"), ("👨‍🍳 Cook", 4, "👨‍🍳…"), ("中文字", 5, "中文…"),
    ("abc", 0, ""),
    ("a b  c", 5, "a b…"),
  ])
  func clipEndsWithAnEllipsisWithinTheWidth(_ text: String, _ width: Int, _ shown: String) {
    let result = TextWrap.clip(text, width: width)
    #expect(result.shown == shown)
    #expect(CellWidth.of(result.shown) <= width)
  }

  @Test func overwritingHalfAWideGraphemeBlanksTheOtherHalf() {
    var frame = Frame(width: 6, height: 1)
    frame.put("中", cells: 2, x: 2, y: 0, style: CellStyle())
    #expect(frame.row(0) == "  中  ")
    frame.put("x", cells: 1, x: 3, y: 0, style: CellStyle())
    #expect(frame.row(0) == "   x  ")
    frame.put("文", cells: 2, x: 5, y: 0, style: CellStyle())
    #expect(frame.row(0) == "   x  ", "a wide grapheme that does not fit becomes a space")
  }

  @Test func wrapBreaksAtSpaces() {
    #expect(
      TextWrap.lines("Out for delivery, 2 stops left", width: 12) == ["Out for", "delivery, 2", "stops left"])
  }
}

/// Content taller than the frame keeps what fits and says what was cut.
@Suite struct VerticalClipTests {
  @Test func aTallTextGetsTheRowsLeftAndLaterViewsAreReported() throws {
    let json = """
      {
        "name": "tall", "attributesType": "TallAttributes", "attributes": {}, "attributeValues": {},
        "contentState": { "status": "String" },
        "pipeline": [ { "name": "start", "contentState": { "status": "\(String(repeating: "word ", count: 120))" } } ],
        "end": { "dismissalPolicy": "default" },
        "layouts": {
          "lockScreen": { "vstack": [ { "text": "Header" }, { "text": "{status}", "lineLimit": 20 }, { "text": "Footer" } ] },
          "compactLeading": { "text": "a" }, "compactTrailing": { "text": "b" }, "minimal": { "text": "c" },
          "expanded": {}
        }
      }
      """
    let definition = try FixtureDecoder.decode(bytes: Array(json.utf8), file: "tall.json")
    let activity = LiveActivity(definition: definition, startingAt: LiveActivity.referenceStart)
    let lock = Renderer.render(activity, presentation: .lockScreen, device: .iPhone15Pro, now: activity.now)
    #expect(lock.frame.row(2).contains("Header"))
    #expect(lock.frame.row(8).contains("word…"))
    #expect(!lock.frame.rows.contains { $0.contains("Footer") })
    #expect(lock.truncations.map(\.unit) == [.cells, .rows])
    #expect(lock.truncations.last?.text == "Footer")
  }
}
