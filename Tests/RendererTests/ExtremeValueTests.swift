import BuiltinFixtures
import Delivery
import Fixture
import FixtureJSON
import Layout
import Lifecycle
import TestSupport
import Testing

@testable import Rendering

/// Reproducers from the fault audit: values a push or a fixture can carry that used to trap.
@Suite struct ExtremeValueTests {
  static let food = try! BuiltinFixture.definition("food-runner")

  /// A `percent` of 1e17 or more crashed `push --render` and the simulator after the push was "applied".
  @Test(arguments: [1e17, 1e300, -1e308, 9.3e18, Double.greatestFiniteMagnitude])
  func aPushedPercentOfAnySizeRenders(_ value: Double) throws {
    let payload = """
      {"aps": {"timestamp": 1795946400, "event": "update",
               "content-state": {"status": "Picked Up", "estimatedArrival": 817641000,
                                 "currentLocation": "Main St", "progressPercentage": \(value)}}}
      """
    var activity = LiveActivity(definition: Self.food, startingAt: LiveActivity.referenceStart)
    let decoded = try PushDecoder.decode(bytes: Array(payload.utf8), definition: Self.food)
    #expect(activity.receive(try #require(decoded.payload)) == .applied)
    for rendered in Renderer.renderAll(activity, device: .iPhone15Pro, now: activity.now) {
      let size = DeviceProfile.iPhone15Pro.frameSize(of: rendered.presentation)
      #expect(rendered.frame.rows.allSatisfy { CellWidth.of($0) == size.columns })
    }
    let compact = Renderer.render(activity, presentation: .compact, device: .iPhone15Pro, now: activity.now)
    // Far too wide for the slot: cut as a phone would, and reported with the whole percentage.
    #expect(compact.truncations.contains { $0.isClip && $0.text.hasSuffix("%") && $0.shown.hasSuffix("…") })
  }

  /// `maxWidth` of 1e308 and a spacing of 2^62 in a fixture crashed the renderer: lengths are refused
  /// beyond 10,000 pt, with the place and the range.
  @Test(arguments: [
    (#""frame": {"maxWidth": 1e308}"#, "$.layouts.lockScreen.frame.maxWidth"),
    (#""spacing": 4611686018427387904, "vstack": []"#, "$.layouts.lockScreen.spacing"),
    (#""padding": -3"#, "$.layouts.lockScreen.padding"),
  ])
  func absurdLengthsInAFixtureAreRefusedWithTheirPlace(_ modifier: String, _ path: String) {
    let view = modifier.contains("vstack") ? "{\(modifier)}" : "{\"text\": \"hi\", \(modifier)}"
    let json = """
      {"name": "x", "attributesType": "A", "attributes": {}, "attributeValues": {}, "contentState": {},
       "pipeline": [{"name": "s", "contentState": {}}], "end": {"dismissalPolicy": "default"},
       "layouts": {"lockScreen": \(view), "compactLeading": {"text": "a"}, "compactTrailing": {"text": "b"},
                   "minimal": {"text": "c"}, "expanded": {}}}
      """
    #expect {
      _ = try FixtureDecoder.decode(bytes: Array(json.utf8), file: "x.json")
    } throws: { error in
      let message = "\(error)"
      return message.contains(path) && message.contains("from 0 to 10000") && !message.contains("\n")
    }
  }
}
