import BuiltinFixtures
import Foundation
import TestSupport
import Testing

@testable import Lifecycle

/// `LiveActivity ==` is derived (its last alert is a `DeliveredAlert`, no longer a tuple compared by hand):
/// two activities that differ in any one stored property are unequal, so a scenario or the simulator that
/// compares states never misses a change.
@Suite struct LiveActivityEqualityTests {
  static func pizza() throws -> LiveActivity {
    let definition = try BuiltinFixture.definition("pizza-planet")
    return LiveActivity(definition: definition, startingAt: LiveActivity.referenceStart)
  }

  @Test func anActivityEqualsItsCopy() throws {
    let activity = try Self.pizza()
    #expect(activity == activity)
  }

  @Test func theDateAStepWasAppliedCounts() throws {
    let activity = try Self.pizza()
    var later = activity
    later.stepDate = activity.stepDate.map { $0.addingTimeInterval(1) } ?? activity.startDate
    #expect(later != activity)
  }

  @Test func theStepAndContentCount() throws {
    let activity = try Self.pizza()
    var other = activity
    other.stepIndex = (activity.stepIndex ?? 0) + 1
    #expect(other != activity)
    var attributes = activity
    attributes.attributes["orderNumber"] = .string("9999")
    #expect(attributes != activity)
  }
}
