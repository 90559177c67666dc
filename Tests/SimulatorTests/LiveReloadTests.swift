import BuiltinFixtures
import Fixture
import FixtureJSON
import Foundation
import Lifecycle
import Rendering
import Simulator
import TestSupport
import Testing

/// A fixture file saved while `la-sim run` shows it: the activity takes the new fixture and keeps its step,
/// its state and the clock.
struct LiveReloadTests {
  /// pizza-planet with `replacements` made in its JSON text.
  static func edited(_ replacements: [(String, String)]) throws -> ActivityDefinition {
    var text = try BuiltinFixture.text("pizza-planet")
    for (old, new) in replacements {
      #expect(text.contains(old), "the edit finds \(old)")
      text = text.replacingOccurrences(of: old, with: new)
    }
    return try FixtureDecoder.decode(bytes: Array(text.utf8), file: "pizza.json")
  }

  static func lockScreen(_ model: SimulatorModel) -> String {
    Renderer.render(model.activity, presentation: .lockScreen, device: .iPhone15Pro, now: model.now)
      .frame.rows.joined(separator: "\n")
  }

  @Test("A saved fixture redraws the step shown, keeping the step, the countdown and the clock")
  func keepsStepAndClock() throws {
    var model = SimulatorTestSupport.model()
    for second in 1...2 {
      _ = model.update(.key(.character("n"), now: SimulatorTestSupport.at(Double(second))))
    }
    _ = model.update(.tick(now: SimulatorTestSupport.at(65)))
    let before = Self.lockScreen(model)
    Picture.expect(
      before,
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │  ⛟     Pizza Planet Deli…       13:57             │
      │        Order #4821                     remaining  │
      │                                                   │
      │  ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌  │
      │                                                   │
      │  🔥 In the Oven           Driver: Buzz Lightyear  │
      │                                                   │
      │  Andy's Buzz's Cosmic Supreme                     │
      │                                                   │
      ╰───────────────────────────────────────────────────╯

      """)
    let edited = try Self.edited([
      ("Pizza Planet Delivery", "Planet Express"),
      (
        "\"In the Oven\", \"estimatedArrival\": \"+15m\", \"driverName\": \"Buzz Lightyear\"",
        "\"In the Oven\", \"estimatedArrival\": \"+15m\", \"driverName\": \"Woody\""
      ),
    ])
    _ = model.update(
      .reload(.loaded(edited, position: 0, file: "edits/pizza.json"), now: SimulatorTestSupport.at(66)))
    let after = Self.lockScreen(model)
    #expect(model.stepIndex == 2, "still at inOven")
    #expect(model.now == LiveActivity.referenceStart.addingTimeInterval(66), "the clock ran on")
    // The layout and the step's content are the new file's; the countdown did not restart (a second passed).
    Picture.expect(
      after,
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │  ⛟     Planet Express       13:56                 │
      │        Order #4821                     remaining  │
      │                                                   │
      │  ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌  │
      │                                                   │
      │  🔥 In the Oven                    Driver: Woody  │
      │                                                   │
      │  Andy's Buzz's Cosmic Supreme                     │
      │                                                   │
      ╰───────────────────────────────────────────────────╯

      """)
    #expect(model.log.last?.text == "reload pizza.json: step 2 inOven kept, clock kept")
    _ = model.update(.key(.character("n"), now: SimulatorTestSupport.at(67)))
    #expect(model.stepIndex == 3, "the next key press steps through the new pipeline")
  }

  @Test("A file that no longer loads keeps the last good fixture on screen and says why in the log")
  func brokenSave() {
    var model = SimulatorTestSupport.model()
    _ = model.update(.key(.character("n"), now: SimulatorTestSupport.at(1)))
    let before = Self.lockScreen(model)
    let message = "edits/pizza.json:2:1: invalid JSON: expected a value, found end of file"
    _ = model.update(
      .reload(.failed(message, position: 0, file: "edits/pizza.json"), now: SimulatorTestSupport.at(1)))
    #expect(Self.lockScreen(model) == before)
    #expect(model.stepIndex == 1)
    #expect(model.log.last?.kind == .refused)
    #expect(model.log.last?.text == "reload pizza.json: \(message); the last good fixture stays")
  }

  @Test("A reload that drops the step shown keeps its content and says so; an ended activity stays ended")
  func stepGone() throws {
    var model = SimulatorTestSupport.model()
    for second in 1...5 {
      _ = model.update(.key(.character("n"), now: SimulatorTestSupport.at(Double(second))))
    }
    #expect(model.stepIndex == 5)
    #expect(model.activity.state == .ended)
    var definition = try Self.edited([])
    definition.pipeline.removeLast(3)
    _ = model.update(
      .reload(.loaded(definition, position: 0, file: "pizza.json"), now: SimulatorTestSupport.at(6)))
    #expect(model.activity.state == .ended)
    #expect(model.stepIndex == nil)
    #expect(model.log.last?.text.contains("step 5 is no longer in the fixture (it has 3 steps)") == true)
  }

  @Test("With two fixtures, saving the second changes only its activities; a starts the reloaded one")
  func secondFixture() throws {
    let courier = try BuiltinFixture.definition("courier")
    var model = SimulatorModel(
      definition: SimulatorTestSupport.pizza, others: [courier], device: .iPhone15Pro, pushesDirectory: nil,
      screen: ScreenSize(columns: 120, rows: 40), wall: SimulatorTestSupport.wall)
    var text = try BuiltinFixture.text("courier")
    text = text.replacingOccurrences(of: "Order #", with: "Parcel #")
    let edited = try FixtureDecoder.decode(bytes: Array(text.utf8), file: "courier.json")
    _ = model.update(
      .reload(.loaded(edited, position: 1, file: "courier.json"), now: SimulatorTestSupport.at(1)))
    #expect(model.log.last?.text == "reload courier.json: courier step 0 preparing kept, clock kept")
    // Its title as the 393 class cuts it (163.7 pt in 145).
    Picture.expect(
      Self.lockScreen(model),
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │  ⛟     Pizza Planet Deli…       29:59             │
      │        Order #4821                     remaining  │
      │                                                   │
      │  ▬▬▬▬▬▬▬ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌  │
      │                                                   │
      │  📋 Order Placed          Driver: Buzz Lightyear  │
      │                                                   │
      │  Andy's Buzz's Cosmic Supreme                     │
      │                                                   │
      ╰───────────────────────────────────────────────────╯

      """, "pizza-planet kept its own fixture")
    _ = model.update(.key(.character("f"), now: SimulatorTestSupport.at(2)))
    Picture.expect(
      Self.lockScreen(model),
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                    Parcel #7305                   │
      │                                                   │
      │                    Preparing                      │
      │                                                   │
      │                    25 min away                    │
      │                                                   │
      ╰───────────────────────────────────────────────────╯





      """, "courier's card is the new file's")
    _ = model.update(.key(.character("a"), now: SimulatorTestSupport.at(3)))
    #expect(model.focus == "courier-2")
    Picture.expect(
      Self.lockScreen(model),
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                    Parcel #7305                   │
      │                                                   │
      │                    Preparing                      │
      │                                                   │
      │                    25 min away                    │
      │                                                   │
      ╰───────────────────────────────────────────────────╯





      """, "a starts another from the reloaded fixture")
  }
}
