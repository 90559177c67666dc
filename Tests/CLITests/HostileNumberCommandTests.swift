import Foundation
import TestSupport
import Testing

/// Numbers and sizes from a file that used to crash a command or make it run for minutes: each gives a
/// clean one-line error or correct output, through the binary as a person runs it.
@Suite(.temporaryDirectory) struct HostileNumberCommandTests {
  static let export = Repository.root.appendingPathComponent("fixtures/activities/export.json")

  /// The export fixture with `replacing` swapped for `with` in its text.
  static func export(replacing: String, with replacement: String, name: String = "fixture.json") throws
    -> String
  {
    let text = try String(contentsOf: export, encoding: .utf8)
    #expect(text.contains(replacing))
    return try CLIRunner.temporaryFile(
      text.replacingOccurrences(of: replacing, with: replacement), name: name)
  }

  static func base64URL(_ text: String) -> String {
    Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
  }

  /// Reproducer: an `iat` of -1e308 trapped converting the token's age to minutes, killing `push`,
  /// `play` and the simulator's `l`.
  @Test func aProviderTokenIssuedAtMinusOneE308IsRejectedNotACrash() throws {
    let jwt =
      Self.base64URL(#"{"alg":"ES256","kid":"K"}"#) + "." + Self.base64URL(#"{"iss":"T","iat":-1e308}"#)
      + ".c2ln"
    let payload = try CLIRunner.temporaryFile(
      #"{"headers": {"authorization": "bearer \#(jwt)", "apns-push-type": "liveactivity","#
        + #" "apns-topic": "com.example.export.push-type.liveactivity", "apns-priority": "5"},"#
        + #" "body": {"aps": {"timestamp": 1795946520, "event": "update", "content-state":"#
        + #" {"phase": "uploading", "completedUnits": 40, "totalUnits": 100, "updatedAt": 817639320}}}}"#,
      name: "token.json")
    let result = try CLIRunner.run(["push", Self.export.path, payload])
    #expect(result.status == 1)
    #expect(result.stdout.contains("token.json: rejected"))
    #expect(
      result.stdout.contains(
        "the JWT's iat -1e308 is more than a century before the push; APNs refuses a provider token older"
          + " than one hour (403 ExpiredProviderToken)"))
    #expect(!result.stderr.contains("Fatal error"))
  }

  /// Reproducers: `+9999999999999999d` was accepted by render, check, play and push and crashed `run`
  /// at start; `-106751991167301d` crashed `check`.
  @Test(arguments: ["+9999999999999999d", "-106751991167301d", "+13h", "-12h1s"])
  func aStaleAfterBeyondTwelveHoursIsRefusedByEveryCommand(_ duration: String) throws {
    let fixture = try Self.export(
      replacing: #""staleAfter": "+15m""#, with: #""staleAfter": "\#(duration)""#, name: "stale.json")
    let scenario = try CLIRunner.temporaryFile("snapshot start\n", name: "s.scenario")
    for arguments in [["render", fixture], ["check", fixture], ["play", fixture, scenario]] {
      let result = try CLIRunner.run(arguments)
      #expect(result.status == 65, "\(arguments[0])")
      #expect(
        result.stderr
          == "la-sim \(arguments[0]): \(fixture):20:3: $.staleAfter: \"\(duration)\" is beyond the 12h limit"
          + " either way (an activity lives at most 12 hours: 8 active, then 4 on the Lock Screen)\n")
    }
  }

  @Test func aStaleAfterOfTwelveHoursIsAccepted() throws {
    let fixture = try Self.export(replacing: #""staleAfter": "+15m""#, with: #""staleAfter": "+12h""#)
    let result = try CLIRunner.run(["check", fixture])
    #expect(result.stderr.isEmpty)
    #expect(result.status == 0 || result.status == 1)
  }

  @Test func aPipelineOverTheStepLimitIsRefusedNamingTheLimit() throws {
    let step =
      #"{"name": "s%d", "contentState": {"phase": "uploading", "completedUnits": 1, "totalUnits": 2,"#
      + #" "updatedAt": "now"}}"#
    let steps = (0...100).map { String(format: step, $0) }.joined(separator: ",")
    let text = try String(contentsOf: Self.export, encoding: .utf8)
    let start = try #require(text.range(of: #""pipeline": ["#))
    let end = try #require(text.range(of: "\n  \"end\": {", range: start.upperBound..<text.endIndex))
    let fixture = try CLIRunner.temporaryFile(
      text.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: #""pipeline": [\#(steps)],"#),
      name: "steps.json")
    let result = try CLIRunner.run(["check", fixture, "--dynamic-type", "all"])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "la-sim check: \(fixture):21:3: $.pipeline: 101 steps, more than the 100-step limit on a pipeline\n"
    )
  }

  /// Reproducer: a 3.5-MB unknown key printed a 7-MB line (the key in the message and in the path).
  @Test func aHugeUnknownKeyGivesAShortLine() throws {
    let key = String(repeating: "k", count: 3_500_000)
    let fixture = try Self.export(replacing: #""displayName": "Export","#, with: #""\#(key)": 1,"#)
    let result = try CLIRunner.run(["render", fixture])
    #expect(result.status == 65)
    #expect(result.stderr.utf8.count < 1_000)
    #expect(
      result.stderr.contains(#"unknown key "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk… (3500000 characters)""#)
    )
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  /// Reproducer: a 40,000-case enum and a 3-KB wrong raw value took 15.5 s and printed a 1.58-MB line.
  @Test func aWrongRawValueOfAHugeEnumGivesAShortLine() throws {
    let cases = (0..<40_000).map { #"{"case": "c\#($0)", "rawValue": "r\#($0)"}"# }.joined(separator: ",")
    var text = try String(contentsOf: Self.export, encoding: .utf8)
    let start = try #require(text.range(of: #""Phase": ["#))
    let end = try #require(text.range(of: "]", range: start.upperBound..<text.endIndex))
    text.replaceSubrange(start.lowerBound..<end.upperBound, with: #""Phase": [\#(cases)]"#)
    text = text.replacingOccurrences(
      of: #"{ "phase": "preparing","#, with: #"{ "phase": "\#(String(repeating: "x", count: 3_000))","#)
    let fixture = try CLIRunner.temporaryFile(text, name: "enum.json")
    let result = try CLIRunner.run(["check", fixture])
    #expect(result.status == 65)
    #expect(result.stderr.utf8.count < 1_000)
    #expect(
      result.stderr.contains(
        #", … (40000 in all)), found "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx… (3000 characters)""#))
  }
}
