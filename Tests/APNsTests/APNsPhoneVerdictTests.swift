import APNs
import Fixture
import Foundation
import Simulator
import Testing

/// What APNs answers once the phone has the push: 410 for a token that died, and 200 for every way the
/// device drops a push after APNs took it, with the phone saying why.
@Suite struct APNsPhoneVerdictTests {
  @Test func anUpdateToAnEndedActivitysTokenIsUnregisteredSinceItsEnd() throws {
    var phone = try APNsPhone()
    let token = phone.token
    let end = phone.send(
      phone.update {
        $0.body = Array(
          #"{"aps": {"timestamp": 1795946100, "event": "end", "dismissal-date": 1795946100, "content-state": {"status": "Delivered", "estimatedArrival": 817641000, "driverName": "Buzz Lightyear", "progressFraction": 1}}}"#
            .utf8)
        $0.bodyByteCount = $0.body.count
      }, after: 100)
    #expect(end.answer.status == 200)
    let endDate = try #require(phone.session.phone.entries[0].activity.endDate)
    let late = phone.send(
      phone.update(timestamp: 1_795_946_400) { $0.path = "/3/device/\(token)" }, after: 400)
    #expect(late.answer.status == 410)
    #expect(late.answer.reason == .unregistered)
    #expect(late.answer.timestamp == endDate)
    let body = try #require(try JSONSerialization.jsonObject(with: Data(late.answer.body)) as? [String: Any])
    #expect(body["reason"] as? String == "Unregistered")
    #expect((body["timestamp"] as? NSNumber)?.int64Value == Int64(endDate.timeIntervalSince1970 * 1000))
    #expect(late.verdicts.first?.trap == .endedToken)
  }

  @Test func aPushThatDoesNotDecodeIsTakenByAPNsAndDroppedByTheDevice() throws {
    var phone = try APNsPhone()
    let exchange = phone.send(phone.update(status: "outForDelivery"))
    #expect(exchange.answer.status == 200)
    #expect(exchange.verdicts.first?.outcome.verdict == "refused")
    let lines = exchange.events.compactMap(\.logLine).map(\.text)
    #expect(lines.contains { $0.contains("outForDelivery") && $0.contains("case name") })
  }

  @Test func anOlderTimestampIsTakenByAPNsAndIgnoredByTheActivity() throws {
    var phone = try APNsPhone()
    #expect(phone.send(phone.update(timestamp: 1_795_946_300)).verdicts.first?.outcome == .applied)
    let older = phone.send(phone.update(status: "In the Oven", timestamp: 1_795_946_200), after: 2)
    #expect(older.answer.status == 200)
    #expect(older.verdicts.first?.outcome.verdict == "ignored")
  }

  @Test func aBodyThatIsNotJSONIsTakenByAPNsAndUnreadableOnTheDevice() throws {
    var phone = try APNsPhone()
    let exchange = phone.send(
      phone.update {
        $0.body = Array("{\"aps\": ".utf8)
        $0.bodyByteCount = $0.body.count
      })
    #expect(exchange.answer.status == 200)
    #expect(exchange.accepted?.syntaxError != nil)
    #expect(exchange.events.compactMap(\.logLine).contains { $0.text.contains("not JSON") })
  }

  @Test func theLineSaysTheStatusThePathAndWhatThePhoneDid() throws {
    var phone = try APNsPhone()
    let exchange = phone.send(phone.update())
    let lines = APNsWording.lines(exchange, time: "09:40:01")
    #expect(lines[0].hasPrefix("09:40:01  200  POST /3/device/"))
    #expect(lines[0].contains("request 1 applied to pizza-planet"))
    #expect(lines[0].hasSuffix("signature not checked (no --auth-key)"))
    let logged = exchange.events.compactMap(\.logLine)
    #expect(!logged.isEmpty)
    #expect(
      logged.allSatisfy { $0.key.isEmpty }, "no key caused a served push (the simulator's l is its own)")
    let refused = phone.send(phone.update { $0.set("apns-priority", "7") })
    #expect(
      APNsWording.lines(refused, time: "09:40:02")[0].contains(
        "400 BadPriority  POST /3/device/"))
    #expect(
      APNsWording.refusedLogLine(refused)
        == "request 2: APNs answered 400 BadPriority: apns-priority \"7\"; APNs takes 5 or 10 for a liveactivity push"
    )
    #expect(APNsWording.refusedLogLine(exchange) == nil, "a 200 is the phone's to log")
    let json = APNsWording.json(refused, wall: APNsPhone.wall)
    #expect(json["status"] == .int(400))
    #expect(json["reason"] == .string("BadPriority"))
  }

  @Test func aHostilePathIsEscapedInTheLine() throws {
    var phone = try APNsPhone()
    let exchange = phone.send(phone.update { $0.path = "/3/\u{1B}[2J" })
    #expect(exchange.answer.reason == .badPath)
    let line = APNsWording.lines(exchange, time: "09:40:01")[0]
    #expect(!line.unicodeScalars.contains("\u{1B}"))
    #expect(line.contains("\\u{1B}[2J"))
  }
}
