import Foundation
import TestSupport
import Testing

/// The commands la-sim prints for a person to paste (`cd DIR`, `la-sim review DIR`, `xcrun simctl push`,
/// curl) quote every word from a file or an argument, so that the shell reads back exactly that word and runs
/// nothing in it; and what they carry (headers, bodies) is the payload's, byte for byte.
@Suite(.temporaryDirectory) struct PrintedCommandTests {
  /// A directory name that would run a command, end a line and retitle the terminal if printed raw.
  static let hostileName = "g $(touch pwned) `id` it's\n\u{1B}]0;x\u{7}\u{202E}"

  static let hasBash = FileManager.default.isExecutableFile(atPath: "/bin/bash")

  /// What bash makes of `line` after `command ` (`cd`, `la-sim review`, …): its arguments, one a line of
  /// `printf` output, each as bytes.
  static func words(after command: String, in line: String, directory: URL) throws -> [[UInt8]] {
    let rest = try #require(line.range(of: command + " ")).upperBound
    let data = try ChildProcess.run(
      URL(fileURLWithPath: "/bin/bash"), ["-c", "printf '%s\\0' " + line[rest...]], directory: directory
    ).stdout
    return data.split(separator: 0, omittingEmptySubsequences: false).dropLast().map(Array.init)
  }

  @Test(.enabled(if: hasBash, "needs /bin/bash to read the printed words back"))
  func initQuotesTheDirectoryItSaysToEnter() throws {
    let scratch = try TemporaryDirectory.ofThisTest().url
    let result = try LaSimProcess.run(["init", "my-order", "--dir", Self.hostileName], directory: scratch)
    #expect(result.status == 0, "\(result.stderr)")
    let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("  cd ") })
    #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })
    #expect(
      try Self.words(after: "cd", in: String(line), directory: scratch) == [Array(Self.hostileName.utf8)])
    #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("pwned").path))
    #expect(
      result.stdout.contains(#"  g $(touch pwned) `id` it's\u{A}\u{1B}]0;x\u{7}\u{202E}/my-order.json"#))
  }

  @Test(.enabled(if: hasBash, "needs /bin/bash to read the printed words back"))
  func verifyQuotesTheReviewAndRecordCommands() throws {
    let scratch = try TemporaryDirectory.ofThisTest().url
    let scenario = scratch.appendingPathComponent("story.scenario").path
    try "snapshot first lock-screen\n".write(toFile: scenario, atomically: true, encoding: .utf8)
    let result = try LaSimProcess.run(
      ["play", "pizza-planet", scenario, "--verify", Self.hostileName], directory: scratch)
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let review = try #require(lines.first { $0.hasPrefix("Review each change:") })
    #expect(
      try Self.words(after: "la-sim review", in: review, directory: scratch) == [Array(Self.hostileName.utf8)]
    )
    let record = try #require(lines.first { $0.hasPrefix("Record every snapshot:") })
    #expect(
      try Self.words(after: "la-sim play", in: record, directory: scratch) == [
        Array("pizza-planet".utf8), Array(scenario.utf8), Array("--record".utf8),
        Array(Self.hostileName.utf8),
      ])
    #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("pwned").path))
  }

  @Test(
    "verify's record command keeps every option that shapes the frames: pasted, it records what verify compared",
    .enabled(if: hasBash, "needs /bin/bash to read the printed words back"))
  func recordCommandKeepsTheLanguage() throws {
    let scratch = try TemporaryDirectory.ofThisTest().url
    let scenario = scratch.appendingPathComponent("story.scenario").path
    try "snapshot first lock-screen\n".write(toFile: scenario, atomically: true, encoding: .utf8)
    let parcel = Repository.path("fixtures/examples/parcel/parcel.json")
    let strings = Repository.path("fixtures/examples/parcel/Localizable.xcstrings")
    let options = ["--strings", strings, "--locale", "de", "--dynamic-type", "AX1"]
    let verify = ["play", parcel, scenario, "--verify", "golden"] + options
    let first = try LaSimProcess.run(verify, directory: scratch)
    #expect(first.status == 1)
    let line = try #require(
      first.stdout.split(separator: "\n").first { $0.hasPrefix("Record every snapshot:") })
    let words = try Self.words(after: "la-sim", in: String(line), directory: scratch)
      .map { String(decoding: $0, as: UTF8.self) }
    #expect(
      words == [
        "play", parcel, scenario, "--record", "golden", "--dynamic-type", "AX1", "--strings", strings,
        "--locale", "de",
      ])
    let record = try LaSimProcess.run(words, directory: scratch)
    #expect(record.status == 0, "\(record.stderr)")
    let again = try LaSimProcess.run(verify, directory: scratch)
    #expect(again.status == 0, "\(again.stdout)")
  }

  /// An envelope whose collapse id and an unknown header hold escapes, a newline and `$(…)`, and whose body
  /// holds C1 controls, an override and a line separator.
  static let hostile = "A\u{1B}[2J$(touch pwned)\u{7}'\r\nB\u{9B}\u{85}\u{202E}\u{2028}"

  static func envelope(in scratch: URL) throws -> String {
    let object: [String: Any] = [
      "headers": [
        "apns-push-type": "liveactivity", "apns-topic": "com.example.pizzaplanet.push-type.liveactivity",
        "apns-priority": "10", "apns-collapse-id": hostile, "x-note": hostile,
      ],
      "body": [
        "aps": [
          "timestamp": 1_795_946_100, "event": "update",
          "content-state": [
            "status": "In the Oven", "estimatedArrival": 817_640_100, "driverName": hostile,
            "progressFraction": 0.4,
          ],
        ]
      ],
    ]
    let path = scratch.appendingPathComponent("envelope.json").path
    try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test(.enabled(if: hasBash, "needs /bin/bash to read the printed words back"))
  func curlSendsTheHeadersAndTheBodyAsWritten() throws {
    let scratch = try TemporaryDirectory.ofThisTest().url
    let result = try LaSimProcess.run(
      ["push", "pizza-planet", try Self.envelope(in: scratch), "--emit", "curl"], directory: scratch)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      !result.stdout.unicodeScalars.contains {
        ($0.value < 0x20 && $0 != "\n") || $0.value >= 0x7F && $0.value <= 0x9F
      })
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let collapse = try #require(lines.first { $0.contains("apns-collapse-id") })
    let note = try #require(lines.first { $0.contains("x-note") })
    #expect(
      try Self.words(after: "--header", in: String(collapse.dropLast(2)), directory: scratch) == [
        Array("apns-collapse-id: \(Self.hostile)".utf8)
      ])
    #expect(
      try Self.words(after: "--header", in: String(note.dropLast(2)), directory: scratch) == [
        Array("x-note: \(Self.hostile)".utf8)
      ])
    let data = try #require(lines.first { $0.hasPrefix("  --data ") })
    let body = try #require(
      try Self.words(after: "--data", in: String(data.dropLast(2)), directory: scratch).first)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])
    let aps = try #require(object["aps"] as? [String: Any])
    let state = try #require(aps["content-state"] as? [String: Any])
    #expect(state["driverName"] as? String == Self.hostile, "the body APNs receives is the payload's")
    #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("pwned").path))
  }

  @Test func apnsKeepsTheBodyAndItsCommentOnOneLine() throws {
    let scratch = try TemporaryDirectory.ofThisTest().url
    let result = try LaSimProcess.run(
      ["push", "pizza-planet", try Self.envelope(in: scratch), "--emit", "apns"], directory: scratch)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", maxSplits: 1).map(String.init)
    #expect(lines[0].hasSuffix("xcrun simctl push booted com.example.pizzaplanet FILE.apns"))
    #expect(
      !lines[1].unicodeScalars.contains {
        ($0.value < 0x20 && $0 != "\n") || ($0.value >= 0x7F && $0.value <= 0x9F) || $0 == "\u{202E}"
          || $0 == "\u{2028}"
      })
    let object = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
    #expect(object["Simulator Target Bundle"] as? String == "com.example.pizzaplanet")
    let state = try #require((object["aps"] as? [String: Any])?["content-state"] as? [String: Any])
    #expect(state["driverName"] as? String == Self.hostile)
  }
}
