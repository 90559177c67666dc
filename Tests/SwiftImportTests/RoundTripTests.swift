import BuiltinFixtures
import Fixture
import FixtureJSON
import FrameFormats
import Layout
import Lifecycle
import Rendering
import Testing

/// A widget written in Swift to mirror a shipped fixture imports to a fixture that draws the same frames.
@Suite struct RoundTripTests {
  static let pairs = [
    ("Courier", "courier"), ("PizzaPlanet", "pizza-planet"), ("Export", "export"),
    ("FoodRunner", "food-runner"),
  ]

  @Test(
    "importing the Swift written to mirror a shipped fixture gives identical frames: every presentation of every step, fresh and stale, on every device",
    arguments: pairs)
  func framesMatch(_ pair: (String, String)) throws {
    let (imported, result) = try SwiftImportSupport.importedDefinition(pair.0)
    #expect(result.issues.isEmpty, "\(result.issues.map(\.description))")
    let bytes = try #require(BuiltinFixtures.bytes(named: pair.1))
    let shipped = try FixtureDecoder.decode(bytes: bytes, file: pair.1)
    #expect(imported.pipeline.map(\.name) == shipped.pipeline.map(\.name))
    #expect(Renderer.presentations(of: imported) == Renderer.presentations(of: shipped))
    var compared = 0
    var expected = 0
    let steps = shipped.pipeline.filter { $0.endsWith == nil }.count
    // Every profile but the one whose banner shows a step's alert: alerts are the app's code, not the widget's.
    for device in DeviceProfile.all where !device.showsAlertBanner {
      expected += steps * 2 * Renderer.presentations(of: shipped, on: device).count
      // A step that ends the activity (which the widget's Swift cannot say) is compared as it is drawn
      // before the end: the import does not end it.
      for step in shipped.pipeline.indices where shipped.pipeline[step].endsWith == nil {
        for state: ActivityState? in [nil, .stale] {
          let mine = LiveActivity.prepared(imported, step: step, state: state, elapsed: 90)
          let theirs = LiveActivity.prepared(shipped, step: step, state: state, elapsed: 90)
          let a = Renderer.renderAll(mine, device: device, now: mine.now)
          let b = Renderer.renderAll(theirs, device: device, now: theirs.now)
          #expect(a.count == b.count)
          for (left, right) in zip(a, b) {
            #expect(
              FrameText.text([left], header: "") == FrameText.text([right], header: ""),
              "\(pair.1) step \(step) \(state.map { "\($0)" } ?? "active") on \(device.name)")
            compared += 1
          }
        }
      }
    }
    #expect(steps >= 3)
    #expect(compared == expected)
  }
}
