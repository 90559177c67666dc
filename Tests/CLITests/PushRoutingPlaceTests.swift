import Foundation
import TestSupport
import Testing

/// A push routed to nothing (or lost) is reported at the member of the file that named its address, with
/// its line and column like every other diagnostic: `"token"`, `"activity"`, the `apns-topic` or
/// `apns-channel-id` header. A token that is not even hex says so, shown whole.
@Suite(.temporaryDirectory) struct PushRoutingPlaceTests {
  /// An update envelope with `address` (envelope members, each followed by a comma) before its body.
  static func update(_ address: String, at seconds: Int = 0, name: String) throws -> String {
    try CLIRunner.temporaryFile(
      "{\(address)\"headers\": {\"apns-push-type\": \"liveactivity\", \"apns-priority\": \"5\","
        + " \"apns-topic\": \"com.example.pizzaplanet.push-type.liveactivity\"},"
        + " \"body\": {\"aps\": {\"timestamp\": \(1_795_946_400 + seconds), \"event\": \"update\","
        + " \"content-state\": {\"status\": \"In the Oven\", \"estimatedArrival\": 817641000,"
        + " \"driverName\": \"Buzz Lightyear\", \"progressFraction\": 0.4}}}}",
      name: name)
  }

  /// `1:N` for the key `"key"` in the one-line file at `path`.
  static func place(of key: String, in path: String) throws -> String {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let range = try #require(text.range(of: "\"\(key)\""))
    return "1:\(text.distance(from: text.startIndex, to: range.lowerBound) + 1)"
  }

  @Test("A token that is no token is reported at $.token, with its line:col, saying why")
  func malformedToken() throws {
    let file = try Self.update("\"token\": \"abc\", ", name: "abc.json")
    let result = try CLIRunner.run(["push", "pizza-planet", file])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "  error: \(try Self.place(of: "token", in: file)): $.token: token \"abc\" has an odd number of hex"
          + " digits (3)"), "\(result.stdout)")
    #expect(!result.stdout.contains("$.headers.apns-topic"))
    #expect(result.stdout.contains("[LP026]"))
  }

  @Test("The sample token with dashes is shown whole and called not hex, at its line and column")
  func sampleTokenNotHex() throws {
    let sample = Repository.path("fixtures/payloads/pizza-planet/broken-token-not-hex.json")
    let result = try CLIRunner.run(["push", "pizza-planet", sample])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "  error: 2:3: $.token: token \"8818d9cd-ae08-a8fa\" is not hex: '-' is not a hex digit (0-9, a-f)"),
      "\(result.stdout)")
    #expect(!result.stdout.contains("8818d9…a8fa"))
  }

  @Test("An activity the phone does not have is reported at $.activity, with its line:col")
  func unknownActivity() throws {
    let file = try Self.update("\"activity\": \"ghost\", ", name: "ghost.json")
    let result = try CLIRunner.run(["push", "pizza-planet", file])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "  error: \(try Self.place(of: "activity", in: file)): $.activity: no activity named \"ghost\""),
      "\(result.stdout)")
  }

  @Test("A well-formed token no activity has is reported at $.token; an ended activity's token too")
  func unknownAndEndedTokens() throws {
    let token = String(repeating: "ab", count: 32)
    let file = try Self.update("\"token\": \"\(token)\", ", name: "stranger.json")
    let result = try CLIRunner.run(["push", "pizza-planet", file])
    let at = try Self.place(of: "token", in: file)
    #expect(result.stdout.contains("  error: \(at): $.token: no activity on the phone has token"))
    // Lost: sent to the token of an activity that has ended.
    let late = try Self.update(
      "\"token\": \"\(PushTrapScenarioTestsToken.first)\", ", at: 3000, name: "late.json")
    let lost = try CLIRunner.run([
      "push", "pizza-planet", Repository.path("fixtures/payloads/pizza-planet/end-delivered.json"), late,
    ])
    #expect(
      lost.stdout.contains("  error: \(try Self.place(of: "token", in: late)): $.token: token 8818d9"),
      "\(lost.stdout)")
    #expect(lost.stdout.contains("[LP025]"))
  }

  @Test("A topic of no app on the phone is reported at its header, with its line:col")
  func unknownTopic() throws {
    let file = try CLIRunner.temporaryFile(
      "{\"headers\": {\"apns-push-type\": \"liveactivity\", \"APNs-Topic\": \"com.example.nowhere.push-type.liveactivity\"},"
        + " \"body\": {\"aps\": {\"timestamp\": 1795946460, \"event\": \"update\", \"content-state\": {}}}}",
      name: "nowhere.json")
    let result = try CLIRunner.run(["push", "pizza-planet", "--with", "courier", file])
    #expect(result.status == 1)
    // The header keeps the case it was written in.
    #expect(
      result.stdout.contains(
        "  error: \(try Self.place(of: "APNs-Topic", in: file)): $.headers.APNs-Topic: no activity for topic"),
      "\(result.stdout)")
  }
}
