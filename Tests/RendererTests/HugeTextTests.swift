import Fixture
import FixtureJSON
import Layout
import TestSupport
import Testing

@testable import Rendering

/// Reproducers from the fuzz harness: texts of 100,000 characters from a fixture or a push.
@Suite struct HugeTextTests {
  @Test func aHundredThousandCharacterStatusIsDrawnCutFromItsStart() throws {
    let activity = try RenderTestSupport.labelActivity(String(repeating: "x", count: 100_000))
    for presentation in Presentation.allCases where presentation != .small {
      let rendered = Renderer.render(
        activity, presentation: presentation, device: .iPhone15Pro, now: activity.now)
      let size = DeviceProfile.iPhone15Pro.frameSize(of: presentation)
      #expect(rendered.frame.width == size.columns && rendered.frame.height == size.rows)
      #expect(rendered.frame.rows.allSatisfy { CellWidth.of($0) == size.columns })
    }
    let lock = Renderer.render(activity, presentation: .lockScreen, device: .iPhone15Pro, now: activity.now)
    Picture.expect(
      lock.frame.rows,
      """
      ╭───────────────────────────────────────────────────╮
      │xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx         │
      │                                                   │
      │xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx         │
      │                                                   │
      │xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx         │
      │xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx         │
      │                                                   │
      │xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx         │
      │                                                   │
      │xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx         │
      │xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…          │
      │                                                   │
      ╰───────────────────────────────────────────────────╯
      """)
    #expect(lock.truncations.contains { $0.isClip })
  }

  @Test func aHugeFontNameIsRefusedQuotingOnlyItsStart() {
    let json = """
      {"name": "f", "attributesType": "A", "attributes": {}, "attributeValues": {}, "contentState": {},
       "pipeline": [{"name": "s", "contentState": {}}], "end": {"dismissalPolicy": "default"},
       "layouts": {"lockScreen": {"text": "hi", "font": "\(String(repeating: "中", count: 100_000))"},
                   "compactLeading": {"text": "a"}, "compactTrailing": {"text": "b"}, "minimal": {"text": "c"},
                   "expanded": {}}}
      """
    #expect {
      _ = try FixtureDecoder.decode(bytes: Array(json.utf8), file: "f.json")
    } throws: { error in
      let message = "\(error)"
      return message.contains("unknown font") && message.contains("(300000 bytes)") && message.count < 400
    }
  }
}

/// The phone's `…` stays visible, and marked, however a text is cut.
@Suite struct ClipMarkTests {
  @Test func aHeadTruncatedTextHasItsLeadingEllipsisMarked() throws {
    let view = #"{ "text": "{label}", "font": "caption", "lineLimit": 1, "truncationMode": "head" }"#
    let activity = try RenderTestSupport.labelActivity("Out for delivery", compactTrailing: view)
    let compact = Renderer.render(activity, presentation: .compact, device: .iPhone15Pro, now: activity.now)
    let marked = compact.frame.cells.filter(\.style.isClipMark)
    #expect(marked.map(\.text) == ["…"])
    Picture.expect(
      compact.frame.rows,
      """
      ╭────────────────────────────────╮
      │                                │
      │   📦           ●       …livery │
      │                                │
      ╰────────────────────────────────╯
      """)
  }
}
