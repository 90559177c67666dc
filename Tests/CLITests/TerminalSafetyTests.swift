import Foundation
import TestSupport
import Testing

/// Text from fixtures and payloads never reaches the terminal raw: every command, in every format, is fed
/// strings with escape sequences, newlines, NUL and bidirectional overrides, and its output bytes are read.
@Suite(.temporaryDirectory) struct TerminalSafetyTests {
  /// Clears the screen, retitles the terminal, forges a line, hides text and flips the reading order.
  static let hostile = "A\u{1B}[2J\u{1B}]0;pwned\u{7}B\r\nFORGED: applied\u{0}C\u{202E}D\u{9B}31m\u{2028}E"

  /// The scalars `hostile` carries that must never be printed as they are.
  static let forbidden: [Unicode.Scalar] = [
    "\u{1B}", "\u{7}", "\r", "\u{0}", "\u{202E}", "\u{9B}", "\u{2028}",
  ]

  /// A copy of a checked-in fixture whose strings (names, values, pipeline content) are all `hostile`.
  static func hostileFixture() throws -> String {
    let url = Repository.root.appendingPathComponent(
      "Tests/CheckerTests/Fixtures/status-in-compact.json")
    var fixture = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    fixture["attributeValues"] = ["orderNumber": hostile]
    var pipeline = try #require(fixture["pipeline"] as? [[String: Any]])
    for index in pipeline.indices {
      pipeline[index]["contentState"] = ["status": hostile + " and a long tail to clip", "etaMinutes": 9]
    }
    fixture["pipeline"] = pipeline
    let data = try JSONSerialization.data(withJSONObject: fixture)
    return try CLIRunner.temporaryFile(String(decoding: data, as: UTF8.self), name: "hostile.json")
  }

  /// An update whose content, alert title and body are `hostile`, and one that is rejected for a key
  /// and a value that are `hostile`.
  static func hostilePayloads() throws -> [String] {
    func file(_ object: [String: Any], _ name: String) throws -> String {
      let data = try JSONSerialization.data(withJSONObject: object)
      return try CLIRunner.temporaryFile(String(decoding: data, as: UTF8.self), name: name)
    }
    let update: [String: Any] = [
      "aps": [
        "timestamp": 1_795_946_400, "event": "update",
        "content-state": ["status": hostile, "etaMinutes": 3],
        "alert": ["title": hostile, "body": hostile],
      ]
    ]
    let rejected: [String: Any] = [
      "aps": [
        "timestamp": 1_795_946_401, "event": "update",
        "content-state": ["status": 5, "etaMinutes": hostile, hostile: 1],
      ]
    ]
    return [try file(update, "update.json"), try file(rejected, "rejected.json")]
  }

  /// Fails for each raw scalar of `forbidden` and for a line that starts with the forged text; in ANSI
  /// output, the only escapes allowed are the colour codes la-sim writes itself (`ESC [ … m`).
  static func expectSafe(_ output: String, ansi: Bool = false, _ comment: Comment) {
    var text = output
    if ansi {
      text = text.replacing(/\x1B\[[0-9;]*m/, with: "")
    }
    for scalar in forbidden {
      #expect(
        !text.unicodeScalars.contains(scalar),
        "\(comment): U+\(String(scalar.value, radix: 16, uppercase: true)) printed raw")
    }
    #expect(!text.contains("\nFORGED"), "\(comment): a forged line")
  }

  @Test(arguments: ["text", "ansi", "json", "svg", "svg-cells"])
  func renderEscapesTheFixturesTexts(_ format: String) throws {
    let fixture = try Self.hostileFixture()
    for device in ["iphone-15-pro", "all"] {
      let result = try CLIRunner.run(["render", fixture, "--format", format, "--device", device])
      #expect(result.status == 0)
      Self.expectSafe(result.stdout + result.stderr, ansi: format == "ansi", "render --format \(format)")
    }
    let text = try CLIRunner.run(["render", fixture])
    // The truncation report shows what was there, in escapes a person can read.
    #expect(text.stdout.contains(#"A\u{1B}[2J\u{1B}]0;pwned\u{7}B\u{D}\u{A}FORGED"#))
  }

  /// XML 1.0 holds no U+FFFE or U+FFFF (nor most controls): a picture with one raw is refused whole by a
  /// browser ("not well-formed"), so a text that has them shows them as escapes, as a control is shown.
  @Test(arguments: ["svg", "svg-cells"])
  func picturesStayWellFormedXML(_ format: String) throws {
    let fixture = try Self.hostileFixture()
    let text = try String(contentsOfFile: fixture, encoding: .utf8)
      .replacingOccurrences(of: "and a long tail", with: "\\ufffe and \\uffff a long tail")
    let file = try CLIRunner.temporaryFile(text, name: "nonchars.json")
    let result = try CLIRunner.run(["render", file, "--format", format, "--presentation", "lock-screen"])
    #expect(result.status == 0, "\(result.stderr)")
    let notXML = result.stdout.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0 == "\u{FFFE}" || $0 == "\u{FFFF}"
    }
    #expect(notXML.isEmpty, "scalars XML 1.0 cannot hold: \(notXML.map { String($0.value, radix: 16) })")
    if format == "svg" {
      #expect(result.stdout.contains(#"\u{FFFE} and \u{FFFF} a long tail"#))
    }
  }

  @Test func renderJSONStaysJSONWithTheSameStrings() throws {
    let result = try CLIRunner.run(["render", try Self.hostileFixture(), "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let truncations = try #require(object["truncations"] as? [[String: Any]])
    #expect((truncations.first?["text"] as? String)?.hasPrefix(Self.hostile) == true)
  }

  /// The renderer draws nothing for a control character: frame rows hold none, whatever the text.
  @Test func framesHoldNoControlCharacters() throws {
    let result = try CLIRunner.run([
      "render", try Self.hostileFixture(), "--format", "json", "--device", "all",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let devices = try #require(object["devices"] as? [[String: Any]])
    #expect(devices.count == 15, "every profile")
    for device in devices {
      for frame in try #require(device["frames"] as? [[String: Any]]) {
        for row in try #require(frame["rows"] as? [String]) {
          #expect(!row.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
          #expect(!row.unicodeScalars.contains { [0x202E, 0x2028].contains($0.value) })
        }
      }
    }
  }

  @Test(arguments: ["text", "json"])
  func checkEscapesItsFindings(_ format: String) throws {
    let result = try CLIRunner.run(["check", try Self.hostileFixture(), "--format", format])
    #expect(result.status == 1)
    Self.expectSafe(result.stdout + result.stderr, "check --format \(format)")
    if format == "json" {
      #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) is [String: Any])
    }
  }

  @Test(arguments: [["--format", "text"], ["--format", "json"], ["--render"]])
  func pushEscapesVerdictsAlertsAndDiagnostics(_ options: [String]) throws {
    let result = try CLIRunner.run(["push", try Self.hostileFixture()] + Self.hostilePayloads() + options)
    #expect(result.status == 1)
    Self.expectSafe(result.stdout + result.stderr, "push \(options.joined(separator: " "))")
    if options == ["--format", "text"] {
      #expect(result.stdout.contains(#"alert "A\u{1B}[2J"#))
    }
  }

  @Test func errorMessagesEscapeFileNamesAndFoundText() throws {
    let directory = try TemporaryDirectory.ofThisTest().path
    let missing = try CLIRunner.run(["render", directory + "/\u{1B}]0;x\u{7}\r\nFORGED.json"])
    #expect(missing.status == 66)
    Self.expectSafe(missing.stderr, "an unreadable file's name")
    #expect(missing.stderr.contains(#"\u{1B}]0;x\u{7}\u{D}\u{A}FORGED.json: no such file"#))
    let fixture = try CLIRunner.temporaryFile(
      #"{"name": "x\u001b]0;x\u0007", "displayName": "y", "bundleIdentifier": "b", "#
        + #""attributesType": "T", "attributes": {"a\r\nFORGED\u202e": "Strin"}}"#)
    for command in ["render", "check", "push"] {
      let result = try CLIRunner.run([command, fixture] + (command == "push" ? [fixture] : []))
      #expect(result.status == 65)
      Self.expectSafe(result.stderr, "\(command): a bad fixture's error")
    }
  }
}
