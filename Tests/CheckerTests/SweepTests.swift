import Fixture
import Lifecycle
import Rendering
import TestSupport
import Testing
import Views

@testable import Checking

/// How the check chooses what to draw: sources, states and date forms.
struct SweepTests {
  @Test("Every timer form is reached, though pizza-planet's own ETA is only 30 minutes out")
  func timerForms() throws {
    let cases = Checker.sweepCases(try BuiltinFixture.definition("pizza-planet"))
    let placed = cases.filter { $0.source == .step(0, "placed") && $0.activity.state == .active }
    let timers = Set(placed.flatMap { $0.dateTexts.filter { $0.value.style == .timer }.keys })
    #expect(timers == ["30:00", "0:00", "9:59", "59:59", "1:02:03", "11:59:59"])
  }

  @Test("A Date attribute is swept too: it is set once, at the start, to any date")
  func attributeDates() throws {
    var definition = try BuiltinFixture.definition("courier-compact")
    definition.attributesSchema.append(FieldSchema(name: "pickupAt", type: .date))
    definition.attributes["pickupAt"] = .date(LiveActivity.referenceStart)
    definition.layouts.fresh[.compactTrailing] = .date(.timer, field: "pickupAt", ViewStyle())
    let cases = Checker.sweepCases(definition).filter { $0.source == .step(0, "preparing") }
    #expect(Set(cases.flatMap(\.dateTexts.keys)) == ["0:00", "9:59", "59:59", "1:02:03", "11:59:59"])
    let findings = Checker.check(definition, file: "pickup", devices: [.iPhone15Pro]).findings
    let clips = findings.filter { $0.code == .clipped }
    // A bare timer is `.body` with proportional digits: "59:59" is already wider than the 393 class's slot.
    #expect(clips.map(\.text) == ["59:59"])
    #expect(
      clips.first?.message
        == "\"59:59\" needs 45.5 pt, has 42.3 pt → \"59:…\" (timer pickupAt; up to \"11:59:59\", 65.0 pt)")
    #expect(clips.first?.view == "timer pickupAt")
    // A bare timer in the compact island is also reported for taking all the width offered.
    #expect(findings.filter { $0.code == .unboundedTimer }.map(\.view) == ["timer pickupAt"])
  }

  @Test("Relative dates reach their longest two-unit forms, in WidgetKit's abbreviated units")
  func relativeForms() throws {
    let cases = Checker.sweepCases(try BuiltinFixture.definition("food-runner"))
    let texts = Set(cases.flatMap { $0.dateTexts.filter { $0.value.style == .relative }.keys })
    #expect(texts.isSuperset(of: ["59 min, 59 secs", "11 hrs, 59 min", "1 hr, 2 min"]))
  }

  @Test("Each step is drawn active, stale and ended; a step that ends the activity only ended")
  func states() throws {
    let cases = Checker.sweepCases(try BuiltinFixture.definition("courier"))
    let drawn = cases.map { "\($0.source.label) \($0.activity.state.rawValue)" }
    #expect(
      drawn == [
        "step 0 preparing active", "step 0 preparing stale", "step 0 preparing ended",
        "step 1 onTheWay active", "step 1 onTheWay stale", "step 1 onTheWay ended",
        "step 2 stopsLeft active", "step 2 stopsLeft stale", "step 2 stopsLeft ended",
        "step 3 arriving active", "step 3 arriving stale", "step 3 arriving ended",
        "step 4 delivered ended", "end content ended",
      ])
  }

  @Test("End content is drawn with the fixture's final values; a cancel dismissed at once is not drawn")
  func endAndCancel() throws {
    let courier = Checker.sweepCases(try BuiltinFixture.definition("courier"))
    let end = try #require(courier.first { $0.source == .end })
    #expect(end.activity.content["status"] == .string("Delivered"))
    // A step drawn ended keeps its own content, as when the 8-hour limit ends the activity.
    let stops = try #require(
      courier.first { $0.source == .step(2, "stopsLeft") && $0.activity.state == .ended })
    #expect(stops.activity.content["status"] == .string("Out for delivery, 2 stops left"))
    let pizza = Checker.sweepCases(try BuiltinFixture.definition("pizza-planet"))
    #expect(!pizza.contains { $0.source == .cancel })
  }

  @Test("No two cases draw the same thing")
  func deduplicated() throws {
    for name in ShippedFixtureTests.shipped {
      let cases = Checker.sweepCases(try BuiltinFixture.definition(name))
      let keys = cases.map { sweepCase in
        "\(sweepCase.source.label) \(sweepCase.activity.state) \(sweepCase.dateTexts.keys.sorted())"
      }
      #expect(Set(keys).count == keys.count, "\(name)")
    }
  }

  @Test("An ended activity is drawn on the Lock Screen only: the island is empty once it ends")
  func endedFramesCount() throws {
    let report = Checker.check(
      try BuiltinFixture.definition("courier"), file: "courier", devices: [.iPhone15Pro])
    // 4 steps × (4 presentations active + 4 stale + 1 ended), delivered ended, end content ended.
    #expect(report.frames == 4 * 9 + 2)
  }
}
