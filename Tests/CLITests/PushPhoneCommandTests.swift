import Foundation
import TestSupport
import Testing

/// `la-sim push` with several activities on one phone: start pushes add activities, envelopes route updates,
/// and each verdict says what the Dynamic Island shows after it.
@Suite(.temporaryDirectory) struct PushPhoneCommandTests {
  static func payload(_ name: String) -> String { PushCommandTests.payload(name) }

  /// A valid start push for another order, `seconds` after 2026-11-29T10:00:00Z, with `score` if given.
  static func start(order: String, at seconds: Int, score: Double?) throws -> String {
    let relevance = score.map { #", "relevance-score": \#($0)"# } ?? ""
    return try CLIRunner.temporaryFile(
      #"{"aps": {"timestamp": \#(1_795_946_400 + seconds), "event": "start", "#
        + #""attributes-type": "DeliveryAttributes", "#
        + #""attributes": {"orderNumber": "\#(order)", "pizzaName": "P", "customerName": "C"}, "#
        + #""content-state": {"status": "Order Placed", "estimatedArrival": 817641000, "#
        + #""driverName": "Buzz Lightyear", "progressFraction": 0}\#(relevance), "#
        + #""alert": {"title": "Pizza Planet Update", "body": "Order \#(order)"}}}"#,
      name: "start-\(order).json")
  }

  /// An update in an envelope naming `activity`, `seconds` after 10:00:00Z.
  static func update(for activity: String, at seconds: Int, score: Double = 0) throws -> String {
    try CLIRunner.temporaryFile(
      #"{"activity": "\#(activity)", "#
        + #""headers": {"apns-push-type": "liveactivity", "#
        + #""apns-topic": "com.example.pizzaplanet.push-type.liveactivity"}, "#
        + #""body": {"aps": {"timestamp": \#(1_795_946_400 + seconds), "event": "update", "#
        + #""relevance-score": \#(score), "content-state": {"status": "In the Oven", "#
        + #""estimatedArrival": 817641000, "driverName": "Buzz Lightyear", "progressFraction": 0.4}}}}"#,
      name: "update-\(activity).json")
  }

  static func lines(_ output: String) -> [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The island line printed under the verdict for `file`.
  static func islandLine(after file: String, in output: String) -> String? {
    let lines = lines(output)
    guard let verdict = lines.firstIndex(where: { $0.hasPrefix("\(file): ") }) else { return nil }
    return lines[(verdict + 1)...].first { $0.hasPrefix("  island") }
  }

  static func json(_ output: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
  }

  @Test("Scores 10 then 50: the second start takes the island, and its line says it changed and why")
  func higherRelevanceTakesTheIsland() throws {
    let low = try Self.start(order: "1", at: 0, score: 10)
    let high = try Self.start(order: "2", at: 60, score: 50)
    let result = try CLIRunner.run(["push", "pizza-planet", low, high])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.contains("\(low): applied to pizza-planet, a new activity: "))
    #expect(result.stdout.contains("\(high): applied to pizza-planet-2, a new activity: "))
    let line = try #require(Self.islandLine(after: high, in: result.stdout))
    #expect(line.hasPrefix("  island now: expanded for pizza-planet-2's alert until 2026-11-29T10:01:04Z"))
    #expect(
      line.hasSuffix(
        "then compact: pizza-planet-2 (higher relevance); was compact: pizza-planet (only activity)"))
    // At the end the second start's alert still shows; the summary says what follows it.
    #expect(
      Self.lines(result.stdout).contains(
        "Dynamic Island: expanded for pizza-planet-2's alert until 2026-11-29T10:01:04Z,"
          + " then compact: pizza-planet-2 (higher relevance)"))
    #expect(
      result.stdout.contains(
        "On the phone at 2026-11-29T10:01:00Z: pizza-planet (active, relevance 10),"
          + " pizza-planet-2 (active, relevance 50)"))
  }

  @Test("Scores 50 then 10: the island stays on the first, and the second start's line does not say 'now'")
  func lowerRelevanceLeavesTheIsland() throws {
    let high = try Self.start(order: "1", at: 0, score: 50)
    let low = try Self.start(order: "2", at: 60, score: 10)
    let result = try CLIRunner.run(["push", "pizza-planet", high, low, "--format", "json"])
    #expect(result.status == 0)
    let object = try Self.json(result.stdout)
    let payloads = try #require(object["payloads"] as? [[String: Any]])
    #expect(payloads.map { $0["activity"] as? String } == ["pizza-planet", "pizza-planet-2"])
    #expect(payloads.map { $0["islandChanged"] as? Bool } == [true, false])
    #expect(
      (payloads[1]["island"] as? String)?.hasSuffix("then compact: pizza-planet (higher relevance)") == true)
    let activities = try #require(object["activities"] as? [[String: Any]])
    #expect(activities.map { $0["name"] as? String } == ["pizza-planet", "pizza-planet-2"])
    #expect(activities.map { $0["relevanceScore"] as? Double } == [50, 10])
    #expect(activities.map { $0["state"] as? String } == ["active", "active"])
    #expect(
      (object["island"] as? String)?.hasSuffix(", then compact: pizza-planet (higher relevance)") == true)
    #expect(object["lockScreen"] as? [String] == ["pizza-planet", "pizza-planet-2"])
  }

  @Test(
    "The shipped second orders: 50 takes the island from start.json's 0; an equal score leaves it, started first"
  )
  func shippedSecondOrders() throws {
    let higher = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("start.json"), Self.payload("start-second-order.json"),
    ])
    #expect(higher.status == 0)
    let taken = try #require(
      Self.islandLine(after: Self.payload("start-second-order.json"), in: higher.stdout))
    #expect(taken.hasPrefix("  island now: "))
    #expect(taken.contains("then compact: pizza-planet-2 (higher relevance)"))
    let equal = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("start.json"),
      Self.payload("start-second-order-same-relevance.json"),
    ])
    #expect(equal.status == 0)
    let kept = try #require(
      Self.islandLine(after: Self.payload("start-second-order-same-relevance.json"), in: equal.stdout))
    #expect(kept.hasPrefix("  island: "))
    #expect(kept.hasSuffix("then compact: pizza-planet (started first)"))
    #expect(equal.stdout.contains("Event log (pizza-planet):"))
    #expect(equal.stdout.contains("Event log (pizza-planet-2):"))
  }

  @Test("\"activity\" routes an update to the activity it names; without it, the latest one open takes it")
  func routing() throws {
    let first = Self.payload("start.json")
    let second = Self.payload("start-second-order.json")
    // pizza-planet has score 0, pizza-planet-2 50: an update naming pizza-planet with 75 takes the island back.
    let toFirst = try Self.update(for: "pizza-planet", at: -300, score: 75)
    let unnamed = Self.payload("update-out-for-delivery.json")
    let result = try CLIRunner.run([
      "push", "pizza-planet", first, second, toFirst, unnamed, "--format", "json",
    ])
    #expect(result.status == 0, "\(result.stdout)")
    let object = try Self.json(result.stdout)
    let payloads = try #require(object["payloads"] as? [[String: Any]])
    #expect(
      payloads.map { $0["activity"] as? String } == [
        "pizza-planet", "pizza-planet-2", "pizza-planet", "pizza-planet-2",
      ])
    #expect(payloads[2]["island"] as? String == "compact: pizza-planet (higher relevance)")
    #expect(payloads[2]["islandChanged"] as? Bool == true)
    let activities = try #require(object["activities"] as? [[String: Any]])
    let logs = activities.map { ($0["log"] as? [[String: Any]])?.compactMap { $0["event"] as? String } ?? [] }
    #expect(logs[0].last == "push update update-pizza-planet.json")
    #expect(logs[1].last == "push update update-out-for-delivery.json")
  }

  @Test(
    "An update for an activity the phone does not have is rejected with the names it has, and changes nothing"
  )
  func unknownActivity() throws {
    let stray = try Self.update(for: "pizza-planet-9", at: 0)
    let result = try CLIRunner.run(["push", "pizza-planet", Self.payload("start.json"), stray])
    #expect(result.status == 1)
    #expect(result.stdout.contains("\(stray): rejected: "))
    #expect(
      result.stdout.contains(
        #"  error: 1:2: $.activity: no activity named "pizza-planet-9" on the phone (it has: pizza-planet)"#))
    #expect(result.stdout.contains("0 ignored, 1 rejected"))
    #expect(!result.stdout.contains("push update update-pizza-planet-9.json"))
  }

  @Test(
    "A start past the per-app limit is rejected with targetMaximumExceeded; after a dismissal one fits again")
  func perAppLimit() throws {
    // The fixture's activity and four start pushes make five, the limit.
    var files = try (1...5).map { try Self.start(order: "\($0)", at: $0, score: nil) }
    files.append(Self.payload("end-dismiss-now.json"))
    files.append(try Self.start(order: "7", at: 3000, score: nil))
    let result = try CLIRunner.run(["push", "pizza-planet", "--start", "1795946399"] + files)
    #expect(result.status == 1)
    #expect(result.stdout.contains("\(files[3]): applied to pizza-planet-5, a new activity"))
    #expect(result.stdout.contains("\(files[4]): rejected: the start is refused; no activity starts"))
    #expect(
      result.stdout.contains(
        "  error: $.aps: Activity.request fails: targetMaximumExceeded: com.example.pizzaplanet already has 5"
      ))
    // end-dismiss-now goes to the latest activity and removes it at once: the next start fits.
    #expect(result.stdout.contains("\(files[5]): applied to pizza-planet-5: end"))
    #expect(result.stdout.contains("\(files[6]): applied to pizza-planet-6, a new activity"))
  }

  @Test("--render draws the phone after each applied payload: the island as arbitrated, then every card")
  func renderDrawsThePhone() throws {
    let result = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("start.json"), Self.payload("start-second-order.json"),
      Self.payload("envelope-update-second-order-in-oven.json"), "--render",
    ])
    #expect(result.status == 0)
    let lines = Self.lines(result.stdout)
    #expect(
      lines.contains(
        "phone · iPhone 15 Pro (393 pt) · after envelope-update-second-order-in-oven.json"
          + " · pizza-planet active, pizza-planet-2 active"))
    #expect(
      lines.contains {
        $0.hasPrefix("Dynamic Island · compact") && $0.hasSuffix("(pizza-planet-2: higher relevance)")
      })
    let second = try #require(lines.lastIndex(of: "Lock Screen  53×14  (pizza-planet-2, 1 of 2)"))
    let first = try #require(lines.lastIndex(of: "Lock Screen  53×14  (pizza-planet, 2 of 2)"))
    #expect(second < first)
  }

  @Test(
    "On a phone without a Dynamic Island, the lines say the alert shows as a banner, as --render draws it")
  func noIslandAlertIsABanner() throws {
    let file = Self.payload("update-out-for-delivery.json")
    let result = try CLIRunner.run(["push", "pizza-planet", file, "--render", "--device", "iphone-no-island"])
    #expect(result.status == 0)
    let lines = Self.lines(result.stdout)
    #expect(lines.contains("  island: none on iPhone 14"), "the start's line: \(result.stdout)")
    #expect(
      Self.islandLine(after: file, in: result.stdout)
        == "  island: none on iPhone 14; pizza-planet's alert shows as a banner at the top of the screen until"
        + " 2026-11-29T10:00:04Z")
    #expect(lines.contains { $0.hasPrefix("Banner (alerting update)") })
    #expect(!result.stdout.contains("expanded"), "nothing expands on a phone without an island")
    let json = try Self.json(
      try CLIRunner.run(["push", "pizza-planet", file, "--device", "iphone-no-island", "--format", "json"])
        .stdout)
    let payloads = try #require(json["payloads"] as? [[String: Any]])
    #expect(
      (payloads.first?["island"] as? String)?.hasPrefix("none on iPhone 14; pizza-planet's alert") == true)
  }
}
