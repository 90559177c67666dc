import Delivery
import Foundation
import Lifecycle
import Phone
import Testing

/// The hourly priority-10 budget: what is counted, when it is spent, when it comes back.
@Suite struct PushBudgetTests {
  static func at(_ seconds: TimeInterval) -> Date { SimulatedPhoneTests.at(seconds) }

  /// An update 10 s × `index` after the start, with `priority` (nil: no headers).
  static func update(_ index: Int, priority: Int?, progress: Double? = nil) -> PushPayload {
    let definition = SimulatedPhoneTests.definition("pizza-planet")
    var content = LiveActivity(definition: definition, startingAt: at(0), step: 3).content
    content.values["progressFraction"] = .double(progress ?? Double(index) / 1000)
    return PushPayload(
      event: .update, timestamp: at(Double(index) * 10), contentState: content,
      headers: priority.map { PushHeaders(pushType: "liveactivity", priority: $0) })
  }

  static func phone(frequent: Bool = false) throws -> SimulatedPhone {
    var definition = SimulatedPhoneTests.definition("pizza-planet")
    definition.push.frequentUpdates = frequent
    var phone = SimulatedPhone()
    try phone.request(definition, at: at(0))
    return phone
  }

  @Test("Priority 10 every 10 s: 15 are applied, the 16th is throttled and says when the next goes through")
  func priorityTenIsThrottled() throws {
    var phone = try Self.phone()
    for index in 1...15 {
      #expect(
        phone.deliver(Self.update(index, priority: 10), to: "pizza-planet", label: nil).outcome == .applied)
    }
    let receipt = phone.deliver(Self.update(16, priority: 10), to: "pizza-planet", label: nil)
    #expect(receipt.trap == .throttled)
    guard case .ignored(let reason) = receipt.outcome else {
      Issue.record("throttled, not \(receipt.outcome)")
      return
    }
    // The first was delivered at +10s: it leaves the hour's window at +1h00m10s.
    #expect(reason.contains("15 updates an hour") && reason.contains("2026-11-29T11:00:10Z"))
    #expect(phone.entry(named: "pizza-planet")?.activity.content.values["progressFraction"] == .double(0.015))
    // An hour after the first, one update is free again.
    let later = PushPayload(
      event: .update, timestamp: Self.at(3610), contentState: Self.update(17, priority: 10).contentState,
      headers: PushHeaders(priority: 10))
    #expect(phone.deliver(later, to: "pizza-planet", label: nil).outcome == .applied)
  }

  @Test("No apns-priority counts as 10 (APNs's default); priority 5 is never counted nor throttled")
  func missingAndLowPriority() throws {
    var phone = try Self.phone()
    for index in 1...15 {
      _ = phone.deliver(Self.update(index, priority: nil), to: "pizza-planet", label: nil)
    }
    #expect(phone.deliver(Self.update(16, priority: nil), to: "pizza-planet", label: nil).trap == .throttled)
    for index in 17...60 {
      let receipt = phone.deliver(Self.update(index, priority: 5), to: "pizza-planet", label: nil)
      #expect(receipt.outcome == .applied)
      #expect(receipt.notes.map(\.trap) == [.lowPriority])
    }
  }

  @Test("NSSupportsLiveActivitiesFrequentUpdates: 180 an hour, so one every 10 s runs out after 30 minutes")
  func frequentUpdates() throws {
    var phone = try Self.phone(frequent: true)
    var throttledAt: Int?
    for index in 1...200 where throttledAt == nil {
      if phone.deliver(Self.update(index, priority: 10), to: "pizza-planet", label: nil).trap == .throttled {
        throttledAt = index
      }
    }
    #expect(throttledAt == 181)
  }

  @Test("An update equal to the content shown is applied and says that nothing changes")
  func equalContent() throws {
    var phone = try Self.phone()
    _ = phone.deliver(Self.update(1, priority: 5, progress: 0.5), to: "pizza-planet", label: nil)
    let same = phone.deliver(Self.update(2, priority: 5, progress: 0.5), to: "pizza-planet", label: nil)
    #expect(same.outcome == .applied)
    #expect(same.notes.map(\.trap) == [.lowPriority, .equalContent])
  }

  @Test("A timestamp more than a day after the push arrives is flagged")
  func futureTimestamp() throws {
    var phone = try Self.phone()
    var push = Self.update(1, priority: 5)
    push.timestamp = Self.at(3 * 86400)
    push.arrival = Self.at(10)
    let receipt = phone.deliver(push, to: "pizza-planet", label: nil)
    #expect(receipt.notes.map(\.trap).contains(.futureTimestamp))
  }

  @Test("A timestamp in milliseconds is LP010's alone: the phone does not flag it again as in the future")
  func millisecondTimestampIsNotAlsoInTheFuture() throws {
    var phone = try Self.phone()
    var push = Self.update(1, priority: 5)
    push.timestamp = Date(timeIntervalSince1970: Self.at(10).timeIntervalSince1970 * 1000)
    push.arrival = Self.at(10)
    let receipt = phone.deliver(push, to: "pizza-planet", label: nil)
    #expect(receipt.outcome == .applied)
    #expect(!receipt.notes.map(\.trap).contains(.futureTimestamp), "\(receipt.notes.map(\.text))")
  }

  @Test("A timestamp more than a day before the activity started applies only as the first push, and says so")
  func pastTimestamp() throws {
    var phone = try Self.phone()
    var stale = Self.update(1, priority: 5)
    stale.timestamp = Self.at(-2 * 86400)
    stale.arrival = Self.at(10)
    let first = phone.deliver(stale, to: "pizza-planet", label: nil)
    #expect(first.outcome == .applied)
    let note = try #require(first.notes.first { $0.trap == .pastTimestamp })
    #expect(note.text.contains("more than a day before pizza-planet started"))
    #expect(
      note.text.contains("ignored as older once the activity has had a push stamped with the real time"))
    // After a push stamped with the real time, the same stale push is ignored as older (LP011).
    #expect(phone.deliver(Self.update(2, priority: 5), to: "pizza-planet", label: nil).outcome == .applied)
    stale.arrival = Self.at(30)
    let again = phone.deliver(stale, to: "pizza-planet", label: nil)
    #expect(again.trap == .olderTimestamp)
    // An hour before the start is a clock that is a little off, not a wrong date: nothing is said.
    var fresh = try Self.phone()
    var early = Self.update(1, priority: 10)
    early.timestamp = Self.at(-3600)
    early.arrival = Self.at(10)
    #expect(fresh.deliver(early, to: "pizza-planet", label: nil).notes.isEmpty)
  }
}
