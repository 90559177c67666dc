import Foundation
import TestSupport
import Testing

/// pizza-planet's first push token, the same on every run (PushToken's derivation).
enum PushTrapScenarioTestsToken {
  static let first = "8818d9cdae08a8fa1bf82ac16baa77c42eca4a382abdd2fdd37408feab9f91a7"
}

/// `la-sim push` and the ways a push is lost beyond decoding: routing across apps, tokens, the budget, the
/// catalogue of codes, and `--emit`.
@Suite(.temporaryDirectory) struct PushTrapsCommandTests {
  static func payload(_ name: String) -> String { PushCommandTests.payload(name) }
  static func courier(_ name: String) -> String {
    Repository.root.appendingPathComponent("fixtures/payloads/courier/\(name)").path
  }

  /// An update envelope for pizza-planet `seconds` after 10:00:00Z, with `extra` envelope members.
  static func update(at seconds: Int, extra: String = "", topic: String = "com.example.pizzaplanet")
    throws -> String
  {
    try CLIRunner.temporaryFile(
      #"{\#(extra)"headers": {"apns-push-type": "liveactivity", "apns-priority": "5", "#
        + #""apns-topic": "\#(topic).push-type.liveactivity"}, "#
        + #""body": {"aps": {"timestamp": \#(1_795_946_400 + seconds), "event": "update", "#
        + #""content-state": {"status": "In the Oven", "estimatedArrival": 817641000, "#
        + #""driverName": "Buzz Lightyear", "progressFraction": \#(Double(seconds) / 10_000)}}}}"#,
      name: "update-\(seconds).json")
  }

  static func json(_ output: String) throws -> [String: Any] { try PushPhoneCommandTests.json(output) }

  @Test("--with puts another app on the phone; each payload goes to the app its apns-topic names")
  func routesByTopic() throws {
    let result = try CLIRunner.run([
      "push", "pizza-planet", "--with", "courier", Self.payload("envelope-update-in-oven.json"),
      Self.courier("envelope-update-on-the-way.json"),
    ])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.contains("envelope-update-in-oven.json: applied to pizza-planet:"))
    #expect(result.stdout.contains("envelope-update-on-the-way.json: applied to courier:"))
  }

  @Test("A topic of no app on the phone is rejected, saying what the phone has")
  func unknownTopic() throws {
    let result = try CLIRunner.run([
      "push", "pizza-planet", "--with", "courier", try Self.update(at: 60, topic: "com.example.nowhere"),
    ])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        #"no activity for topic "com.example.nowhere.push-type.liveactivity" on the phone; it has pizza-planet"#
          + " (com.example.pizzaplanet.push-type.liveactivity), courier (com.example.courier.push-type.liveactivity)"
      ))
    #expect(result.stdout.contains("[LP027]"))
  }

  @Test("A push to a token that rotated is lost, and the verdict names the current token")
  func rotatedToken() throws {
    let text = try String(
      contentsOf: Repository.root.appendingPathComponent("fixtures/activities/pizza-planet.json"),
      encoding: .utf8)
    let fixture = try CLIRunner.temporaryFile(
      "{\"push\": {\"tokenRotation\": \"+10m\"}," + text.drop { $0 != "{" }.dropFirst(), name: "rotating.json"
    )
    // First run: learn the tokens the phone issues (deterministic per run).
    let probe = try CLIRunner.run([
      "push", fixture, try Self.update(at: 60), try Self.update(at: 900), "--format", "json",
    ])
    let updates = try #require(try Self.json(probe.stdout)["tokenUpdates"] as? [[String: Any]])
    let tokens = updates.filter { $0["sequence"] as? String == "pushTokenUpdates" }.compactMap {
      $0["token"] as? String
    }
    #expect(tokens.count == 2, "the token rotated at +10m: \(updates)")
    guard tokens.count == 2 else { return }
    let result = try CLIRunner.run([
      "push", fixture, try Self.update(at: 60, extra: #""token": "\#(tokens[0])", "#),
      try Self.update(at: 900, extra: #""token": "\#(tokens[0])", "#),
      try Self.update(at: 960, extra: #""token": "\#(tokens[1])", "#),
    ])
    #expect(result.status == 1)
    #expect(result.stdout.contains("update-60.json: applied to pizza-planet"))
    #expect(result.stdout.contains("update-900.json: ignored by pizza-planet: lost: token "))
    #expect(result.stdout.contains("send to the current token \(tokens[1])"))
    #expect(result.stdout.contains("[LP024]"))
    #expect(result.stdout.contains("update-960.json: applied to pizza-planet"))
    #expect(result.stdout.contains("pushTokenUpdates pizza-planet: \(tokens[1]) (rotated, every 10m00s"))
  }

  @Test("A start push without input-push-token starts an activity with no update token, and says so")
  func startWithoutInputPushToken() throws {
    let start = try PushPhoneCommandTests.start(order: "9", at: 0, score: nil)
    let result = try CLIRunner.run(["push", "pizza-planet", start, "--format", "json"])
    let root = try Self.json(result.stdout)
    let payloads = try #require(root["payloads"] as? [[String: Any]])
    let diagnostics = try #require(payloads.first?["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.contains { $0["code"] as? String == "LP036" })
    let activities = try #require(root["activities"] as? [[String: Any]])
    #expect(activities.first?["pushToken"] is NSNull)
    // With input-push-token: 1 (the shipped start.json), the activity has a token and nothing is said.
    let asked = try CLIRunner.run(["push", "pizza-planet", Self.payload("start.json"), "--format", "json"])
    let started = try #require(try Self.json(asked.stdout)["activities"] as? [[String: Any]])
    #expect((started.first?["pushToken"] as? String)?.count == 64)
    #expect(!asked.stdout.contains("LP036"))
  }

  @Test("JSON shows each app's priority-10 budget: a push without apns-priority spends one, priority 5 none")
  func budgetsInJSON() throws {
    let result = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("update-out-for-delivery.json"), try Self.update(at: 60),
      "--format", "json",
    ])
    let budgets = try #require(try Self.json(result.stdout)["budgets"] as? [[String: Any]])
    #expect(budgets.count == 1)
    #expect(budgets.first?["app"] as? String == "com.example.pizzaplanet")
    #expect(budgets.first?["perHour"] as? Int == 15)
    #expect(budgets.first?["remaining"] as? Int == 14)
  }

  @Test("JSON carries each diagnostic's code")
  func jsonCodes() throws {
    let result = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("broken-case-name-status.json"), "--format", "json",
    ])
    let payloads = try #require(try Self.json(result.stdout)["payloads"] as? [[String: Any]])
    let diagnostics = try #require(payloads.first?["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["code"] as? String } == ["LP014"])
  }

  @Test("--explain prints a code's entry; an unknown code is a usage error naming the range")
  func explain() throws {
    let result = try CLIRunner.run(["push", "--explain", "LP028"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("LP028: The priority-10 budget is spent"))
    for heading in ["Symptom:", "Cause:", "la-sim:", "Fix:", "Source:"] {
      #expect(result.stdout.contains(heading))
    }
    let lower = try CLIRunner.run(["push", "--explain", "lp007"])
    #expect(lower.stdout.hasPrefix("LP007: The payload is too large"))
    let unknown = try CLIRunner.run(["push", "--explain", "LP999"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("unknown code 'LP999'; la-sim's push codes run from LP001 to LP048"))
    // A code written without its zeros is guessed; one beyond the catalogue is not.
    for written in ["LP7", "lp07", "7"] {
      let short = try CLIRunner.run(["push", "--explain", written])
      #expect(short.status == 64)
      #expect(short.stderr.contains("unknown code '\(written)' (did you mean 'LP007'?); la-sim's push codes"))
    }
    let beyond = try CLIRunner.run(["push", "--explain", "LP70"])
    #expect(!beyond.stderr.contains("did you mean"))
  }

  @Test("--explain --format json prints the entry as an object, all of them as an array, in code order")
  func explainAsJSON() throws {
    let one = try CLIRunner.run(["push", "--explain", "LP007", "--format", "json"])
    #expect(one.status == 0)
    let entry = try Self.json(one.stdout)
    #expect(entry["code"] as? String == "LP007")
    #expect(entry["title"] as? String == "The payload is too large")
    #expect(Set(entry.keys) == ["code", "title", "symptom", "cause", "report", "fix", "source"])
    let all = try CLIRunner.run(["push", "--explain", "all", "--format", "json"])
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [[String: Any]])
    #expect(entries.count == 48)
    #expect(entries.first?["code"] as? String == "LP001")
    #expect(entries.last?["code"] as? String == "LP048")
  }

  @Test(
    "An option --explain has no use for is a usage error naming it, not silently ignored",
    arguments: [
      (["--render"], "--render"), (["--device", "iphone-15-pro"], "--device"), (["--strict"], "--strict"),
      (["--step", "1"], "--step"), (["--emit", "curl"], "--emit"),
    ])
  func explainRefusesOtherOptions(_ extra: [String], _ option: String) throws {
    let result = try CLIRunner.run(["push", "--explain", "LP007"] + extra)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        "la-sim push: \(option) does not apply to --explain, which prints a code's catalogue entry"
          + " (--format text or json)\n"), "\(result.stderr)")
  }

  @Test(
    "Every code has an --explain entry and a docs/traps.md section, and docs/traps.md is what --explain all prints"
  )
  func catalogueIsComplete() throws {
    let all = try CLIRunner.run(["push", "--explain", "all"])
    let docs = try String(
      contentsOf: Repository.root.appendingPathComponent("docs/traps.md"), encoding: .utf8)
    for number in 1...48 {
      let code = "LP" + String(repeating: "0", count: number < 10 ? 2 : 1) + String(number)
      let entry = try CLIRunner.run(["push", "--explain", code])
      #expect(entry.status == 0, "\(code)")
      let lines = entry.stdout.split(separator: "\n")
      #expect(
        lines.count == 6 && lines.allSatisfy { $0.count > 12 }, "\(code) has every part: \(entry.stdout)")
      #expect(docs.contains("## \(code): "), "docs/traps.md has \(code)")
    }
    #expect(docs.contains(all.stdout.trimmingCharacters(in: .newlines)), "docs/traps.md is --explain all")
  }

  @Test(
    "A timestamp at or before 1970 is applied with a warning (LP048) that says it is ignored as older after a real one",
    arguments: [-1, 0])
  func timestampAtOrBefore1970(_ seconds: Int) throws {
    let text = try String(contentsOfFile: Self.payload("update-out-for-delivery.json"), encoding: .utf8)
      .replacingOccurrences(of: "\"timestamp\": 1795946400", with: "\"timestamp\": \(seconds)")
    #expect(text.contains("\"timestamp\": \(seconds),"))
    let file = try CLIRunner.temporaryFile(text, name: "update-at-\(seconds).json")
    let result = try CLIRunner.run(["push", "pizza-planet", file])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\(file): applied to pizza-planet"))
    #expect(
      result.stdout.contains(
        "  warning: 1:10: $.aps.timestamp: timestamp \(seconds) is \(seconds == 0 ? "1970-01-01T00:00:00Z" : "1969-12-31T23:59:59Z"),"
          + " at or before 1970: the device shows the most recent push by timestamp, so this one is ignored as older"
      ), "\(result.stdout)")
    #expect(result.stdout.contains("[LP048]"))
    #expect(try CLIRunner.run(["push", "pizza-planet", file, "--strict"]).status == 1)
    // After a push stamped with the real time, the phone ignores it as older, as the warning said.
    let after = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("update-out-for-delivery.json"), file,
    ])
    #expect(
      after.stdout.contains("\(file): ignored by pizza-planet: timestamp \(seconds) is older"),
      "\(after.stdout)")
  }

  @Test("A broadcast reaches every activity that joined its channel; a channel nobody joined is rejected")
  func broadcast() throws {
    let joined = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("start-with-channel.json"),
      Self.payload("start-with-channel.json"),
      Self.payload("start.json"), Self.payload("envelope-broadcast-in-oven.json"),
    ])
    #expect(joined.status == 0, "\(joined.stdout)")
    // start.json's activity (pizza-planet-3) joined no channel: the broadcast passes it by.
    #expect(
      joined.stdout.contains("envelope-broadcast-in-oven.json: applied to pizza-planet, pizza-planet-2: "))
    let nobody = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("start.json"), Self.payload("envelope-broadcast-in-oven.json"),
    ])
    #expect(nobody.status == 1)
    #expect(nobody.stdout.contains(#"$.headers.apns-channel-id: no activity on the phone joined channel"#))
    #expect(nobody.stdout.contains("[LP044]"))
  }

  @Test("A start repeated with the same apns-collapse-id starts one activity, not two")
  func duplicateStart() throws {
    let result = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("start.json"),
      Self.payload("envelope-start-second-order-collapse-id.json"),
      Self.payload("envelope-start-second-order-collapse-id.json"),
    ])
    #expect(result.stdout.contains("collapse-id.json: applied to pizza-planet-2, a new activity"))
    #expect(
      result.stdout.contains(
        #"collapse-id.json: ignored by pizza-planet-2: a start with apns-collapse-id "order-4822-start" again"#
      ))
    #expect(!result.stdout.contains("pizza-planet-3"))
  }

  @Test("A current token sent to the other APNs environment is rejected as BadDeviceToken")
  func environment() throws {
    let token = PushTrapScenarioTestsToken.first
    let production = try Self.update(at: 60, extra: #""token": "\#(token)", "environment": "production", "#)
    let result = try CLIRunner.run(["push", "pizza-planet", production])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "is a development token (api.sandbox.push.apple.com), sent to the production server"))
    #expect(result.stdout.contains("[LP047]"))
    let development = try Self.update(at: 60, extra: #""token": "\#(token)", "environment": "development", "#)
    #expect(try CLIRunner.run(["push", "pizza-planet", development]).status == 0)
  }

  @Test("--emit curl writes a curl --http2 request with the envelope's headers; --emit apns a simctl file")
  func emit() throws {
    let curl = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("envelope-update-in-oven.json"), "--emit", "curl",
    ])
    #expect(curl.status == 0)
    #expect(curl.stdout.contains("curl --http2 \\"))
    #expect(curl.stdout.contains(#"--header "authorization: bearer $APNS_JWT""#))
    #expect(curl.stdout.contains("--header 'apns-topic: com.example.pizzaplanet.push-type.liveactivity'"))
    #expect(curl.stdout.contains("--header 'apns-push-type: liveactivity'"))
    #expect(curl.stdout.contains(#"--data '{"aps":"#))
    #expect(curl.stdout.contains("/3/device/"))
    #expect(curl.stderr.contains("1 payload: 1 applied"), "the verdicts go to standard error")
    let apns = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("update-out-for-delivery.json"), "--emit", "apns",
    ])
    #expect(apns.stdout.contains(#""Simulator Target Bundle": "com.example.pizzaplanet""#))
    #expect(apns.stdout.contains("xcrun simctl push booted com.example.pizzaplanet"))
    let rejected = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("broken-case-name-status.json"), "--emit", "curl",
    ])
    #expect(rejected.stdout.contains("nothing to emit"))
  }

  @Test(
    "--host is refused without a host, with an empty port or one past 65535",
    arguments: [
      "localhost:", ":2197", "127.0.0.1:99999", "127.0.0.1:0", "http://", "[::1", "[::1]x", "a:b:c",
    ])
  func emitHostIsChecked(_ host: String) throws {
    let result = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("update-out-for-delivery.json"), "--emit", "curl", "--host", host,
    ])
    #expect(result.status == 64, "\(result.stdout)")
    #expect(result.stderr.contains("is not HOST[:PORT] (e.g. 127.0.0.1:2197)"), "\(result.stderr)")
  }

  @Test(
    "--host takes a name or address with an optional port, an IPv6 address in brackets, and http:// or https://",
    arguments: [
      ("localhost", "https://localhost/"), ("http://127.0.0.1:2197/", "http://127.0.0.1:2197/"),
      ("[::1]:2197", "https://[::1]:2197/"),
      ("https://api.push.apple.com:443", "https://api.push.apple.com:443/"),
    ])
  func emitHostIsTaken(_ host: String, _ url: String) throws {
    let result = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("update-out-for-delivery.json"), "--emit", "curl", "--host", host,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(url + "3/device/\(PushTrapScenarioTestsToken.first)"), "\(result.stdout)")
  }

  @Test("--emit curl sends a start push to the app's push-to-start token, an update to the activity's token")
  func emitStartToPushToStartToken() throws {
    let curl = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("start.json"), Self.payload("update-out-for-delivery.json"),
      "--emit", "curl",
    ])
    #expect(curl.status == 0, "\(curl.stderr)")
    let requests = curl.stdout.components(separatedBy: "\n\n")
    #expect(requests.count == 2)
    let pushToStart = "83f227afc35670001153375d639e906367c91772de0acf9c9ccc0ff005058250"
    #expect(requests.first?.contains("/3/device/\(pushToStart)\"") == true, "\(curl.stdout)")
    #expect(requests.last?.contains("/3/device/\(PushTrapScenarioTestsToken.first)\"") == true)
  }

  @Test("A start broadcast on a channel is lost (LP043), reported at its apns-channel-id")
  func startBroadcastIsLostAtTheChannel() throws {
    let start = try String(contentsOfFile: Self.payload("start-with-channel.json"), encoding: .utf8)
    let envelope =
      "{\"headers\": {\"apns-push-type\": \"liveactivity\",\n \"apns-channel-id\": \"cGl6emEtcGxhbmV0LW9yZGVycw==\"},"
      + " \"body\": \(start)}"
    let file = try TemporaryDirectory.ofThisTest().url.appendingPathComponent("start-broadcast.json")
    try envelope.write(to: file, atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["push", "pizza-planet", file.path])
    #expect(result.status == 1, "\(result.stdout)")
    #expect(result.stdout.contains("start-broadcast.json: ignored: lost: a start push broadcast on channel"))
    #expect(
      result.stdout.contains("error: 2:2: $.headers.apns-channel-id: a start push broadcast on channel"),
      "\(result.stdout)")
    #expect(result.stdout.contains("starts none: send the start to the app's push-to-start token"))
    #expect(result.stdout.contains("[LP043]"))
  }

  @Test("--emit curl posts a broadcast to the app's broadcast path with its channel, and no apns-topic")
  func emitBroadcastToTheBroadcastPath() throws {
    let curl = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("start-with-channel.json"),
      Self.payload("envelope-broadcast-in-oven.json"), "--emit", "curl", "--token", "abcd",
    ])
    #expect(curl.status == 0, "\(curl.stderr)")
    let requests = curl.stdout.components(separatedBy: "\n\n")
    #expect(requests.count == 2)
    #expect(requests.first?.contains("/3/device/abcd\"") == true, "\(curl.stdout)")
    let broadcast = try #require(requests.last)
    #expect(
      broadcast.hasSuffix(
        "\"https://${APNS_HOST:-api.sandbox.push.apple.com}/4/broadcasts/apps/com.example.pizzaplanet\"\n"),
      "\(broadcast)")
    #expect(broadcast.contains("--header 'apns-channel-id: cGl6emEtcGxhbmV0LW9yZGVycw=='"))
    #expect(!broadcast.contains("apns-topic"), "the path names the app")
    #expect(!broadcast.contains("/3/device/"), "--token is a device's; a broadcast has none")
  }
}
