import BuiltinFixtures
import Fixture
import Foundation
import Simulator
import TestSupport
import Testing

/// `la-sim run pizza-planet courier`: two apps on one phone.
struct PhoneModelTests {
  static let courier: ActivityDefinition = {
    return try! BuiltinFixture.definition("courier")
  }()

  static func model() -> SimulatorModel {
    SimulatorModel(
      definition: SimulatorTestSupport.pizza, others: [courier], device: .iPhone15Pro, pushesDirectory: nil,
      screen: ScreenSize(columns: 120, rows: 40), wall: SimulatorTestSupport.wall)
  }

  @Test("Every fixture given starts at launch: two apps, both minimal, and the log says why")
  func startsEveryFixture() {
    let model = Self.model()
    #expect(model.phone.entries.map(\.name) == ["pizza-planet", "courier"])
    #expect(model.island == .minimal(attached: "pizza-planet", detached: "courier", .otherApp))
    #expect(
      model.log.map(\.text) == [
        "start placed", "start courier: applied · 2 activities on the phone",
        "island now minimal: pizza-planet attached, courier detached (other app)",
      ])
    #expect(model.focus == "pizza-planet")
  }

  @Test(
    "a starts a second order of the focused app, focused; past the per-app limit Activity.request refuses")
  func startAnother() {
    var model = Self.model()
    model.type("a", at: 1)
    #expect(model.phone.entries.map(\.name) == ["pizza-planet", "courier", "pizza-planet-2"])
    #expect(model.focus == "pizza-planet-2")
    #expect(model.lastLog == "start pizza-planet-2: applied · 3 activities on the phone")
    #expect(
      model.island == .minimal(attached: "pizza-planet", detached: "courier", .otherApp), "started first")
    model.type("aaaa", at: 2)
    #expect(model.phone.entries.filter { $0.activity.definition.name == "pizza-planet" }.count == 5)
    #expect(model.lastLog.hasPrefix("start pizza-planet: Activity.request refused, targetMaximumExceeded"))
    #expect(model.log.last?.kind == .refused)
    #expect(model.focus == "pizza-planet-5", "a refused start leaves the focus where it was")
  }

  @Test("With instances in the fixture, a starts each with its own attribute values, in turn, and says which")
  func startInstances() throws {
    var pizza = SimulatorTestSupport.pizza
    pizza.instances = [
      ["orderNumber": .string("4822"), "customerName": .string("Jessie")], ["orderNumber": .string("4823")],
    ]
    var model = SimulatorModel(
      definition: pizza, others: [], device: .iPhone15Pro, pushesDirectory: nil,
      screen: ScreenSize(columns: 120, rows: 40), wall: SimulatorTestSupport.wall)
    model.type("a", at: 1)
    let second = try #require(model.phone.entry(named: "pizza-planet-2"))
    #expect(second.activity.attributes["orderNumber"] == .string("4822"))
    #expect(second.activity.attributes["customerName"] == .string("Jessie"))
    #expect(
      second.activity.attributes["pizzaName"] == pizza.attributes["pizzaName"], "the rest as attributeValues")
    #expect(model.log.contains { $0.text == #"instances[0] of 2: orderNumber 4822, customerName Jessie"# })
    model.type("f", at: 2)
    model.type("a", at: 3)
    let third = try #require(model.phone.entry(named: "pizza-planet-3"))
    #expect(third.activity.attributes["orderNumber"] == .string("4823"))
    #expect(third.activity.attributes["customerName"] == .string("Andy"))
    #expect(model.phone.entry(named: "pizza-planet")?.activity.attributes["orderNumber"] == .string("4821"))
  }

  @Test("f moves the focus; n and e act on the focused activity, and the log names it")
  func focusActsOnTheFocusedActivity() {
    var model = Self.model()
    model.type("f", at: 2)
    #expect(model.focus == "courier")
    #expect(model.lastLog.hasPrefix("focus: courier"))
    model.type("n", at: 3)
    #expect(model.phone.entry(named: "courier")?.activity.stepIndex == 1)
    #expect(model.phone.entry(named: "pizza-planet")?.activity.stepIndex == 0)
    #expect(model.log.contains { $0.key == "n" && $0.text.hasPrefix("courier: step 1/") })
    model.type("f", at: 4)
    #expect(model.focus == "pizza-planet")
  }

  @Test("Ending the other app's activity gives the island's compact pair back at once, and says so")
  func endingHandsTheIslandBack() {
    var model = Self.model()
    model.type("f", at: 1)
    model.type("ei", at: 2)
    #expect(model.phone.entry(named: "courier")?.activity.state == .dismissed)
    #expect(model.island == .compact("pizza-planet", .only))
    #expect(model.log.contains { $0.key == "e i" && $0.text.hasPrefix("courier: end, dismissal .immediate") })
    #expect(model.lastLog == "island now compact: pizza-planet (only activity)")
    #expect(model.log.last?.key == "e i")
  }

  @Test("v and V raise and lower the focused activity's relevance by 10; the higher one is attached")
  func relevance() {
    var model = Self.model()
    model.type("f", at: 1)
    let before = model.activity.relevanceScore
    model.type("v", at: 2)
    #expect(model.activity.relevanceScore == before + 10)
    #expect(model.log.contains { $0.key == "v" && $0.text.hasPrefix("courier: relevance ") })
    // Both fixtures leave the score at its default, so courier now ranks first and is attached.
    #expect(model.phone.entry(named: "pizza-planet")?.activity.relevanceScore == before)
    #expect(model.island == .minimal(attached: "courier", detached: "pizza-planet", .otherApp))
    #expect(model.lastLog == "island now minimal: courier attached, pizza-planet detached (other app)")
    model.type("V", at: 3)
    #expect(model.activity.relevanceScore == before)
    #expect(model.island == .minimal(attached: "pizza-planet", detached: "courier", .otherApp))
  }

  @Test("With one fixture, f changes nothing and says why, and the log does not name the activity until a")
  func oneFixture() {
    var model = SimulatorTestSupport.model()
    model.type("f", at: 1)
    #expect(model.lastLog == "focus: pizza-planet is the only activity; a starts another")
    model.type("n", at: 2)
    #expect(model.lastLog.hasPrefix("step 1/"))
    model.type("a", at: 10)
    #expect(model.island == .compact("pizza-planet", .startedFirst), "one app: its first activity is compact")
    #expect(model.lastLog == "island now compact: pizza-planet (started first)")
  }
}
