import BuiltinFixtures
import Fixture
import Foundation
import Lifecycle
import TestSupport
import Testing

/// Every rule of ACTIVITYKIT.md §1, with the clock injected: each event carries its instant.
@Suite struct LifecycleTests {
  static let start = LiveActivity.referenceStart
  static let hour: TimeInterval = 3600

  static func definition(_ name: String = "pizza-planet") -> ActivityDefinition {
    try! BuiltinFixture.definition(name)
  }

  static func at(_ offset: TimeInterval) -> Date { start.addingTimeInterval(offset) }

  static func content(_ status: String = "Out for Delivery", driver: String = "Buzz Lightyear")
    -> ContentState
  {
    let index = definition().enums["DeliveryStatus"]!.index(ofRawValue: status)!
    return ContentState(values: [
      "status": .enumCase("DeliveryStatus", index), "estimatedArrival": .date(at(1800)),
      "driverName": .string(driver), "progressFraction": .double(0.6),
    ])
  }

  // MARK: - Ending and dismissal

  struct EndCase: CustomTestStringConvertible, Sendable {
    var name: String
    var policy: DismissalPolicy
    var dismissedAfterEnd: TimeInterval
    var testDescription: String { name }
  }

  static let endAt = at(hour)

  static let endCases: [EndCase] = [
    EndCase(
      name: ".after 10 h is clamped to end + 4 h", policy: .after(endAt.addingTimeInterval(10 * hour)),
      dismissedAfterEnd: 4 * hour),
    EndCase(name: ".default stays 4 h", policy: .default, dismissedAfterEnd: 4 * hour),
    EndCase(name: ".immediate dismisses at once", policy: .immediate, dismissedAfterEnd: 0),
    EndCase(
      name: ".after 5 min dismisses at end + 5 min", policy: .after(endAt.addingTimeInterval(300)),
      dismissedAfterEnd: 300),
    EndCase(
      name: ".after exactly 4 h", policy: .after(endAt.addingTimeInterval(4 * hour)),
      dismissedAfterEnd: 4 * hour),
    EndCase(
      name: ".after a past date dismisses at once", policy: .after(endAt.addingTimeInterval(-600)),
      dismissedAfterEnd: 0),
  ]

  @Test(arguments: endCases)
  func endDismissesPerPolicy(_ testCase: EndCase) {
    var activity = LiveActivity(definition: Self.definition(), startingAt: Self.start)
    #expect(activity.apply(.end(nil, testCase.policy, timestamp: nil), at: Self.endAt) == .applied)
    #expect(activity.endDate == Self.endAt)
    let dismissal = Self.endAt.addingTimeInterval(testCase.dismissedAfterEnd)
    #expect(activity.dismissalDate == dismissal)
    if testCase.dismissedAfterEnd == 0 {
      #expect(activity.state == .dismissed)
    } else {
      // Ended: gone from the island at once, kept on the Lock Screen until the dismissal, not a second longer.
      #expect(activity.state == .ended)
      #expect(!activity.state.acceptsUpdates)
      activity.apply(.tick, at: dismissal.addingTimeInterval(-1))
      #expect(activity.state == .ended)
      activity.apply(.tick, at: dismissal)
      #expect(activity.state == .dismissed)
      #expect(activity.log.last?.event == "dismissed")
      #expect(activity.log.last?.date == dismissal)
    }
  }

  @Test func eightHoursActiveEndsByItselfThenStaysFourHours() {
    var activity = LiveActivity(definition: Self.definition("courier"), startingAt: Self.start)
    activity.apply(.tick, at: Self.at(8 * Self.hour - 1))
    #expect(activity.state == .active)
    activity.apply(.tick, at: Self.at(8 * Self.hour))
    #expect(activity.state == .ended)
    #expect(activity.endDate == Self.at(8 * Self.hour))
    #expect(activity.endCause == "the 8-hour limit")
    #expect(activity.dismissalDate == Self.at(12 * Self.hour))
    #expect(activity.log.contains { $0.event == "8-hour limit reached" && $0.date == Self.at(8 * Self.hour) })
    activity.apply(.tick, at: Self.at(12 * Self.hour))
    #expect(activity.state == .dismissed)
  }

  @Test func aStaleActivityAlsoEndsAtEightHours() {
    var activity = LiveActivity(definition: Self.definition(), startingAt: Self.start)
    // The stale date (+60 min) comes first, then the limit; a single late tick makes both, in order.
    activity.apply(.tick, at: Self.at(9 * Self.hour))
    #expect(activity.state == .ended)
    #expect(activity.log.map(\.event) == ["start placed", "stale date reached", "8-hour limit reached"])
    #expect(activity.log[1].date == Self.at(Self.hour))
  }

  @Test func updateAfterTheEightHourLimitIsIgnored() {
    var activity = LiveActivity(definition: Self.definition(), startingAt: Self.start)
    let outcome = activity.apply(
      .update(ActivityUpdate(content: Self.content(), staleDate: nil)), at: Self.at(8 * Self.hour + 60))
    #expect(outcome.verdict == "ignored")
    #expect(outcome.reason?.contains("the 8-hour limit") == true)
    #expect(activity.content != Self.content())
  }

  // MARK: - Updates after the end, push order

  @Test(arguments: [
    ("update", true), ("end", false),
  ])
  func eventsAfterTheEndAreIgnoredAndLogged(_ kind: String, _ isUpdate: Bool) {
    var activity = LiveActivity(definition: Self.definition(), startingAt: Self.start)
    activity.apply(.end(nil, .default, timestamp: nil), at: Self.at(600))
    let before = activity.content
    let event: ActivityEvent =
      isUpdate
      ? .update(ActivityUpdate(content: Self.content(), staleDate: nil))
      : .end(Self.content(), .immediate, timestamp: nil)
    let outcome = activity.apply(event, at: Self.at(900))
    #expect(outcome.verdict == "ignored")
    #expect(outcome.reason?.contains("ended at 2026-11-29T10:10:00Z") == true)
    #expect(activity.content == before)
    #expect(activity.state == .ended)
    #expect(activity.dismissalDate == Self.at(600 + 4 * Self.hour))
    let entry = activity.log.last!
    #expect(entry.date == Self.at(900))
    #expect(entry.outcome == outcome)
  }

  struct OrderCase: CustomTestStringConvertible, Sendable {
    var name: String
    var second: TimeInterval
    var applied: Bool
    var testDescription: String { name }
  }

  @Test(arguments: [
    OrderCase(name: "newer timestamp applied", second: 100, applied: true),
    OrderCase(name: "equal timestamp ignored", second: 0, applied: false),
    OrderCase(name: "older timestamp ignored", second: -60, applied: false),
  ])
  func pushesApplyOnlyWithANewerTimestamp(_ testCase: OrderCase) {
    var activity = LiveActivity(definition: Self.definition(), startingAt: Self.start)
    let first = ActivityUpdate(content: Self.content("In the Oven"), staleDate: nil, timestamp: Self.at(60))
    #expect(activity.apply(.update(first), at: Self.at(60)) == .applied)
    let second = ActivityUpdate(
      content: Self.content("Out for Delivery"), staleDate: nil, timestamp: Self.at(60 + testCase.second))
    let outcome = activity.apply(.update(second), at: Self.at(200))
    #expect((outcome == .applied) == testCase.applied)
    let shown = activity.readableValues["status"]
    #expect(shown == Self.content(testCase.applied ? "Out for Delivery" : "In the Oven")["status"])
    if !testCase.applied {
      #expect(outcome.reason?.contains("the device keeps the most recent update") == true)
      #expect(activity.lastPushTimestamp == Self.at(60))
    }
  }

  @Test func anEndPushWithAnOlderTimestampIsIgnored() {
    var activity = LiveActivity(definition: Self.definition(), startingAt: Self.start)
    activity.apply(
      .update(ActivityUpdate(content: Self.content(), staleDate: nil, timestamp: Self.at(120))),
      at: Self.at(120))
    let outcome = activity.apply(.end(nil, .immediate, timestamp: Self.at(60)), at: Self.at(180))
    #expect(outcome.verdict == "ignored")
    #expect(activity.state == .active)
  }

  // MARK: - Stale

  @Test func staleAtTheStaleDateAndFreshAgainWithALaterOne() {
    var activity = LiveActivity(definition: Self.definition(), startingAt: Self.start)
    #expect(activity.staleDate == Self.at(Self.hour))
    activity.apply(.tick, at: Self.at(Self.hour - 1))
    #expect(activity.state == .active)
    activity.apply(.tick, at: Self.at(Self.hour))
    #expect(activity.state == .stale)
    #expect(activity.isStale)
    // Stale still accepts updates; a later stale date makes it fresh again.
    let outcome = activity.apply(
      .update(ActivityUpdate(content: Self.content(), staleDate: Self.at(2 * Self.hour))),
      at: Self.at(Self.hour + 60))
    #expect(outcome == .applied)
    #expect(activity.state == .active)
    #expect(activity.log.last?.note == "fresh again: the update carries a later stale date")
    activity.apply(.tick, at: Self.at(2 * Self.hour))
    #expect(activity.state == .stale)
  }

  @Test func aStaleActivityUpdatedWithoutAStaleDateIsFreshForGoodAndSaysSo() {
    var activity = LiveActivity(definition: Self.definition(), startingAt: Self.start)
    activity.apply(.tick, at: Self.at(Self.hour))
    #expect(activity.state == .stale)
    activity.apply(
      .update(ActivityUpdate(content: Self.content(), staleDate: nil)), at: Self.at(Self.hour + 60))
    #expect(activity.state == .active)
    #expect(
      activity.log.last?.note
        == "fresh again: the update carries no stale date, so it does not go stale again")
    activity.apply(.tick, at: Self.at(7 * Self.hour))
    #expect(activity.state == .active)
  }

  @Test func anUpdateWhoseStaleDateHasPassedStaysStale() {
    var activity = LiveActivity(definition: Self.definition(), startingAt: Self.start)
    activity.apply(.update(ActivityUpdate(content: Self.content(), staleDate: Self.at(30))), at: Self.at(60))
    #expect(activity.state == .stale)
    #expect(activity.log.last?.note?.contains("already passed") == true)
  }

  /// An active activity that an update makes stale did not "stay" stale: the note says it became stale,
  /// and keeps "stays stale" for one that was stale already.
  @Test func anUpdateWhoseStaleDateHasPassedSaysWhetherItMadeTheActivityStale() {
    var activity = LiveActivity(definition: Self.definition(), startingAt: Self.start)
    #expect(activity.state == .active)
    activity.apply(.update(ActivityUpdate(content: Self.content(), staleDate: Self.at(30))), at: Self.at(60))
    #expect(activity.state == .stale)
    #expect(
      activity.log.last?.note
        == "its stale date 2026-11-29T10:00:30Z has already passed: the activity is stale at once")
    activity.apply(.update(ActivityUpdate(content: Self.content(), staleDate: Self.at(90))), at: Self.at(120))
    #expect(
      activity.log.last?.note
        == "its stale date 2026-11-29T10:01:30Z has already passed: the activity stays stale")
  }

  @Test func anUpdateWithoutAStaleDateNeverGoesStale() {
    var activity = LiveActivity(definition: Self.definition(), startingAt: Self.start)
    activity.apply(.update(ActivityUpdate(content: Self.content(), staleDate: nil)), at: Self.at(60))
    activity.apply(.tick, at: Self.at(7 * Self.hour))
    #expect(activity.state == .active)
  }

  @Test func aStaleDateInThePastAtStartStartsStaleWithAWarning() throws {
    let activity = try LiveActivity.request(
      definition: Self.definition(), attributes: Self.definition().attributes, content: Self.content(),
      staleDate: Self.at(-60), at: Self.start)
    #expect(activity.state == .stale)
    let note = try #require(activity.log.first?.note)
    #expect(note.contains("already past: the activity starts stale"))
  }

  // MARK: - Budget

  @Test func anOverBudgetStartIsRefusedWithTheMeasuredSize() throws {
    let definition = Self.definition()
    let big = Self.content(driver: String(repeating: "B", count: 4000))
    let sizes = ActivityEncoding.encodedSizes(
      attributes: definition.attributes, content: big, definition: definition)
    #expect(sizes.attributes + sizes.content > 4096)
    #expect {
      try LiveActivity.request(
        definition: definition, attributes: definition.attributes, content: big, staleDate: nil,
        at: Self.start)
    } throws: { error in
      guard let error = error as? LiveActivity.RequestError else { return false }
      return error == .attributesTooLarge(attributes: sizes.attributes, content: sizes.content, limit: 4096)
        && error.description.contains("\(sizes.attributes + sizes.content) bytes")
        && error.description.hasPrefix("attributesTooLarge")
    }
  }

  @Test func theExactBudgetIsAllowedAndOneByteMoreIsNot() throws {
    let definition = Self.definition()
    let base = ActivityEncoding.encodedSizes(
      attributes: definition.attributes, content: Self.content(driver: ""), definition: definition)
    let fits = Self.content(driver: String(repeating: "x", count: 4096 - base.attributes - base.content))
    let activity = try LiveActivity.request(
      definition: definition, attributes: definition.attributes, content: fits, staleDate: nil, at: Self.start
    )
    #expect(ActivityEncoding.encodedSize(of: activity) == 4096)
    let over = Self.content(driver: String(repeating: "x", count: 4097 - base.attributes - base.content))
    #expect(throws: LiveActivity.RequestError.self) {
      try LiveActivity.request(
        definition: definition, attributes: definition.attributes, content: over, staleDate: nil,
        at: Self.start)
    }
  }

  @Test func anOverBudgetUpdateIsRefusedAndLogged() {
    var activity = LiveActivity(definition: Self.definition(), startingAt: Self.start)
    let outcome = activity.apply(
      .update(
        ActivityUpdate(content: Self.content(driver: String(repeating: "B", count: 4100)), staleDate: nil)),
      at: Self.at(60))
    #expect(outcome.verdict == "refused")
    #expect(outcome.reason?.contains("over the 4096-byte budget") == true)
    #expect(activity.readableValues["driverName"] == .string("Buzz Lightyear"))
    #expect(activity.log.last?.outcome == outcome)
  }

  @Test func theDesignTimeStartShowsAnOverBudgetFixtureButSaysSo() {
    var definition = Self.definition()
    definition.attributes["pizzaName"] = .string(String(repeating: "🍕", count: 1100))
    let activity = LiveActivity(definition: definition, startingAt: Self.start)
    #expect(activity.state == .active)
    #expect(activity.log.first?.note?.contains("Activity.request would throw attributesTooLarge") == true)
    #expect(throws: LiveActivity.RequestError.self) {
      try LiveActivity.request(definition: definition, startingAt: Self.start)
    }
  }

  // MARK: - The log, steps and people

  @Test func everyEventLeavesOneEntryWithTimeEventOutcomeAndReason() {
    var activity = LiveActivity(definition: Self.definition(), startingAt: Self.start)
    activity.advance(at: Self.at(60))
    activity.apply(.markStale, at: Self.at(120))
    activity.apply(
      .update(ActivityUpdate(content: Self.content(), staleDate: nil, timestamp: Self.at(180))),
      at: Self.at(180))
    activity.apply(
      .update(ActivityUpdate(content: Self.content(), staleDate: nil, timestamp: Self.at(180))),
      at: Self.at(190))
    activity.apply(.removeByPerson, at: Self.at(240))
    activity.apply(.removeByPerson, at: Self.at(300))
    let lines = activity.log.map(\.description)
    #expect(
      lines == [
        "2026-11-29T10:00:00Z  start placed  applied",
        "2026-11-29T10:01:00Z  update preparing  applied",
        "2026-11-29T10:02:00Z  mark stale  applied",
        "2026-11-29T10:03:00Z  push update  applied: fresh again: the update carries no stale date, so it does not go stale again",
        "2026-11-29T10:03:10Z  push update  ignored: timestamp 1795946580 is equal to the last applied push's"
          + " (1795946580); the device keeps the most recent update",
        "2026-11-29T10:04:00Z  removed by person  applied",
        "2026-11-29T10:05:00Z  removed by person  ignored: the activity is already dismissed",
      ])
    #expect(activity.state == .dismissed)
    #expect(activity.endCause == "a person")
  }

  @Test func reachingTheLastStepEndsWithItsDismissal() {
    var activity = LiveActivity(definition: Self.definition(), startingAt: Self.start)
    for minute in 1...5 { activity.advance(at: Self.at(Double(minute) * 60)) }
    #expect(activity.state == .ended)
    #expect(activity.stepIndex == 5)
    #expect(activity.dismissalDate == Self.at(300 + 300))
    #expect(activity.log.last?.event == "end (step delivered ends the activity)")
    #expect(activity.advance(at: Self.at(360)).verdict == "ignored")
  }

  @Test func aStepThatDoesNotExistIsIgnoredNotATrap() {
    var activity = LiveActivity(definition: Self.definition(), startingAt: Self.start)
    let outcome = activity.applyStep(42, at: Self.at(10))
    #expect(outcome.reason == "pizza-planet has no step 42 (it has 6)")
    #expect(activity.stepIndex == 0)
  }

  @Test func anAlertShowsForFourSecondsAndNotAfterTheEnd() {
    var activity = LiveActivity(definition: Self.definition(), startingAt: Self.start)
    activity.advance(at: Self.at(60))
    #expect(activity.isAlerting(at: Self.at(60)))
    #expect(activity.isAlerting(at: Self.at(63.9)))
    #expect(!activity.isAlerting(at: Self.at(64)))
    activity.advance(at: Self.at(100))
    activity.apply(.end(nil, .default, timestamp: nil), at: Self.at(101))
    #expect(!activity.isAlerting(at: Self.at(101)))
  }

  @Test(arguments: [ActivityState.active, .stale, .ended, .dismissed])
  func preparedBringsTheActivityIntoEachState(_ state: ActivityState) {
    let activity = LiveActivity.prepared(Self.definition(), step: 2, state: state, elapsed: 90)
    #expect(activity.state == state)
    #expect(activity.now == Self.at(90))
    #expect(activity.stepIndex == 2)
  }
}
