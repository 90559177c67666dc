import APNs
import Foundation
import Testing

/// A served phone takes pushes for as long as the backend sends them: what it keeps must not grow with them.
@Suite struct APNsLongRunTests {
  @Test func thousandsOfPushesKeepABoundedLogAndEveryOneIsStillReported() throws {
    var phone = try APNsPhone()
    let count = 3_000
    for index in 1...count {
      let exchange = phone.send(
        phone.update(timestamp: 1_795_946_100 + index) { $0.set("apns-priority", "5") }, after: Double(index))
      #expect(exchange.answer.status == 200)
      guard exchange.verdicts.first?.outcome == .applied else {
        Issue.record("push \(index) was not applied: \(exchange.events)")
        return
      }
    }
    let activity = phone.session.phone.entries[0].activity
    #expect(activity.log.count <= 1_500)
    #expect(activity.loggedCount == count + 1, "the start and every push")
    #expect(activity.lastPushTimestamp == Date(timeIntervalSince1970: Double(1_795_946_100 + count)))
  }
}
