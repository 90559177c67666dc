import Foundation
import TestSupport
import Testing

/// Every command and format of la-sim, fed hostile fixtures, payloads, scenarios, Swift and file names, prints
/// no byte a terminal would obey: no C0 control but the newline, no C1 control, no bidirectional override or
/// isolate, no line or paragraph separator (and in ANSI output no escape but la-sim's own colours), and no
/// line that the hostile text starts.
@Suite(.temporaryDirectory) struct EscapingSweepTests {
  /// ESC, CSI and OSC sequences, BEL, CR LF and a forged line, NUL, a C1 CSI and NEL, a right-to-left
  /// override and an isolate, line and paragraph separators.
  static let hostile =
    "A\u{1B}[2J\u{1B}]0;pwned\u{7}B\r\nFORGED: applied\u{0}C\u{202E}D\u{9B}31m\u{85}\u{2028}E\u{2066}F\u{2029}"

  /// What a command-line argument can hold of `hostile` (anything but NUL).
  static let hostileArgument = hostile.filter { $0 != "\u{0}" }

  /// What a file name can hold of `hostile` (anything but NUL and `/`).
  static let hostileName = "h\u{1B}]0;x\u{7}\nFORGED \u{202E}$(id)'\u{9B}\u{2028}\u{85}"

  /// A scalar that must never reach a terminal raw.
  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// The forbidden scalars of `output` (with la-sim's own `ESC [ … m` colours taken out when `ansi`), and
  /// whether a line starts with the forged text.
  static func offences(_ output: String, ansi: Bool = false) -> [String] {
    let text = ansi ? output.replacing(/\x1B\[[0-9;]*m/, with: "") : output
    var found = Set<String>()
    for scalar in text.unicodeScalars where isForbidden(scalar) {
      found.insert("U+" + String(scalar.value, radix: 16, uppercase: true))
    }
    if text.contains("\nFORGED") || text.hasPrefix("FORGED") { found.insert("a forged line") }
    return found.sorted()
  }

  /// A per-test directory, itself under a hostile name, holding a hostile fixture, payloads, a scenario and
  /// a Swift file.
  struct Workspace {
    let root: URL
    let directory: URL
    var fixture: String { directory.appendingPathComponent("fixture.json").path }
    var update: String { directory.appendingPathComponent("update.json").path }
    var envelope: String { directory.appendingPathComponent("envelope.json").path }
    var rejected: String { directory.appendingPathComponent("rejected.json").path }
    var scenario: String { directory.appendingPathComponent("story.scenario").path }
    var phone: String { directory.appendingPathComponent("phone.scenario").path }
    var broken: String {
      directory.appendingPathComponent("broken \(EscapingSweepTests.hostileName).scenario").path
    }
    var swift: String { directory.appendingPathComponent("Activity.swift").path }
    var goldens: String { directory.appendingPathComponent("goldens " + EscapingSweepTests.hostileName).path }

    init() throws {
      root = try TemporaryDirectory.ofThisTest().url
      directory = root.appendingPathComponent(EscapingSweepTests.hostileName)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try write(try Self.fixture(), to: fixture)
      let hostile = EscapingSweepTests.hostile
      let content: [String: Any] = ["status": hostile, "etaMinutes": 3]
      try write(
        [
          "aps": [
            "timestamp": 1_795_946_400, "event": "update", "content-state": content,
            "alert": ["title": hostile, "body": hostile],
          ]
        ], to: update)
      try write(
        [
          "headers": [
            "apns-push-type": "liveactivity", "apns-topic": "com.example.courier.push-type.liveactivity",
            "apns-priority": "10", "apns-collapse-id": hostile, "x-" + hostile: hostile,
          ],
          "body": ["aps": ["timestamp": 1_795_946_500, "event": "update", "content-state": content]],
        ], to: envelope)
      try write(
        [
          "aps": [
            "timestamp": 1_795_946_401, "event": hostile,
            "content-state": ["status": 5, "etaMinutes": hostile, hostile: 1],
          ]
        ], to: rejected)
      // A story that plays to the end (so --record and --verify write), and one that stops at a hostile
      // expectation and a hostile line.
      let flat = hostile.filter { $0 != "\r\n" }
      try """
      # \(flat)
      snapshot first
      push \(URL(fileURLWithPath: update).lastPathComponent)
      push \(URL(fileURLWithPath: envelope).lastPathComponent)
      snapshot second lock-screen
      """.write(toFile: scenario, atomically: true, encoding: .utf8)
      // Two activities on one phone: the header names both, and the island's line.
      try "start courier relevance 10\nsnapshot two\n".write(toFile: phone, atomically: true, encoding: .utf8)
      try """
      push \(URL(fileURLWithPath: update).lastPathComponent)
      expect text compact "\(flat)"
      \(hostile)
      """.write(toFile: broken, atomically: true, encoding: .utf8)
      try """
      import ActivityKit
      import SwiftUI
      import WidgetKit

      struct HostileAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
          var status: String
        }
        var order: String
      }

      struct HostileLiveActivity: Widget {
        var body: some WidgetConfiguration {
          ActivityConfiguration(for: HostileAttributes.self) { context in
            Text("\(flat)")
          } dynamicIsland: { context in
            DynamicIsland {
              DynamicIslandExpandedRegion(.center) { Text(context.state.status) }
            } compactLeading: {
              Text("\u{1B}[31m\u{202E}")
            } compactTrailing: {
              Text(context.state.status)
            } minimal: {
              Text(context.attributes.order).\(flat)()
            }
          }
        }
      }
      \(hostile)
      """.write(toFile: swift, atomically: true, encoding: .utf8)
    }

    /// status-in-compact with every string the fixture may hold made hostile: the attributes type, the
    /// display name, the attribute value, each step's name and content.
    static func fixture() throws -> [String: Any] {
      let url = Repository.root.appendingPathComponent(
        "Tests/CheckerTests/Fixtures/status-in-compact.json")
      var fixture = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
      let hostile = EscapingSweepTests.hostile
      fixture["name"] = hostile
      fixture["displayName"] = hostile
      fixture["attributesType"] = hostile
      fixture["attributeValues"] = ["orderNumber": hostile]
      var pipeline = try #require(fixture["pipeline"] as? [[String: Any]])
      for index in pipeline.indices {
        pipeline[index]["name"] = "\(index)\(EscapingSweepTests.hostileArgument)"
        pipeline[index]["contentState"] = ["status": hostile + " and a long tail to clip", "etaMinutes": 9]
      }
      fixture["pipeline"] = pipeline
      return fixture
    }

    func write(_ object: [String: Any], to path: String) throws {
      try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// Runs la-sim in the workspace's root.
    func run(_ arguments: [String], input: String = "") throws -> CLIRunner.Result {
      try LaSimProcess.run(arguments, input: input, directory: root)
    }
  }

  /// Runs `arguments` in a fresh workspace and expects nothing unsafe printed; returns the result.
  @discardableResult
  static func sweep(
    _ arguments: (Workspace) -> [String], ansi: Bool = false, status: Set<Int32>? = nil,
    quotes: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> CLIRunner.Result {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let words = arguments(workspace)
    let result = try workspace.run(words)
    let command = words.prefix(1).joined()
    let stdout = offences(result.stdout, ansi: ansi)
    let stderr = offences(result.stderr, ansi: ansi)
    #expect(stdout.isEmpty, "\(command): stdout has \(stdout)", sourceLocation: sourceLocation)
    #expect(stderr.isEmpty, "\(command): stderr has \(stderr)", sourceLocation: sourceLocation)
    if let status {
      #expect(status.contains(result.status), "exit \(result.status)", sourceLocation: sourceLocation)
    }
    #expect(![70, 134, 132, 139].contains(result.status), "crashed", sourceLocation: sourceLocation)
    // The hostile text did reach the output, in one of the escapes a reader sees.
    let output = result.stdout + result.stderr
    let escaped = ["\\u{1B}", "\\u001b", "\\u001B", "\\x1b"].contains { output.contains($0) }
    #expect(
      escaped == quotes, "\(command): quotes the hostile text: \(escaped)", sourceLocation: sourceLocation)
    return result
  }

  @Test(arguments: ["text", "ansi", "json", "svg", "svg-cells", "accessibility"])
  func render(_ format: String) throws {
    for device in ["iphone-15-pro", "all"] where format != "accessibility" || device != "all" {
      try Self.sweep(
        { ["render", $0.fixture, "--format", format, "--device", device] }, ansi: format == "ansi",
        status: [0])
    }
    // An argument cannot hold NUL: the step is named by the rest of its hostile name.
    try Self.sweep(
      { ["render", $0.fixture, "--format", format, "--step", "1" + Self.hostileArgument] },
      ansi: format == "ansi", status: [0])
  }

  @Test func renderWithAnotherActivity() throws {
    try Self.sweep({ ["render", $0.fixture, "--with", "pizza-planet", "--format", "text"] }, status: [0])
    try Self.sweep(
      { ["render", "pizza-planet", "--with", $0.fixture + "@" + Self.hostileArgument] }, status: [64])
  }

  @Test(arguments: ["text", "json", "sarif"])
  func check(_ format: String) throws {
    let result = try Self.sweep({ ["check", $0.fixture, "--format", format] }, status: [1])
    if format != "text" {
      #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) is [String: Any])
    }
  }

  @Test(arguments: [
    ["--format", "text"], ["--format", "json"], ["--render"], ["--emit", "apns"], ["--emit", "curl"],
  ])
  func push(_ options: [String]) throws {
    try Self.sweep({ ["push", $0.fixture, $0.update, $0.envelope, $0.rejected] + options }, status: [1])
  }

  @Test func pushExplain() throws {
    try Self.sweep({ _ in ["push", "--explain", "all"] }, status: [0], quotes: false)
    try Self.sweep({ _ in ["push", "--explain", Self.hostileArgument] }, status: [64])
  }

  @Test func play() throws {
    try Self.sweep({ ["play", $0.fixture, $0.scenario] }, status: [0])
    try Self.sweep({ ["play", $0.fixture, $0.broken] }, status: [1, 65])
    try Self.sweep({ ["play", "courier", $0.scenario] })
    try Self.sweep({ ["play", $0.fixture, $0.phone] }, status: [0])
    try Self.sweep({ ["play", $0.fixture, $0.phone, "--format", "ansi"] }, ansi: true, status: [0])
    try Self.sweep({ ["play", $0.fixture, $0.scenario, "--record", $0.goldens] })
  }

  @Test func playVerifyWithReportAndJUnit() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let result = try workspace.run([
      "play", workspace.fixture, workspace.scenario, "--verify", workspace.goldens,
      "--report", workspace.directory.appendingPathComponent("report \(Self.hostileName).html").path,
      "--junit", workspace.directory.appendingPathComponent("junit \(Self.hostileName).xml").path,
    ])
    #expect(result.status == 1, "no goldens yet: every snapshot is missing")
    #expect(result.stdout.contains("Review each change:      la-sim review '"))
    // The actual frames left beside the goldens are reviewed next: one skipped with keys, as a person
    // would, then each named as it is accepted.
    let keys = try workspace.run(["review", workspace.goldens], input: "s")
    #expect(keys.stdout.contains("new (no golden yet)"))
    #expect(Self.offences(keys.stdout).isEmpty, "\(Self.offences(keys.stdout))")
    #expect(Self.offences(keys.stderr).isEmpty, "\(Self.offences(keys.stderr))")
    let review = try workspace.run(["review", workspace.goldens, "--accept-all"])
    #expect(review.status == 0, "\(review.stderr)")
    #expect(review.stdout.contains("accepted "))
    for output in [result.stdout, result.stderr, review.stdout, review.stderr] {
      #expect(Self.offences(output).isEmpty, "\(Self.offences(output))")
      #expect(output.isEmpty || output.contains("\\u{1B}") || output.contains("$'\\x1b"))
    }
  }

  @Test func devicesInitImportAndReview() throws {
    try Self.sweep({ _ in ["devices"] }, status: [0], quotes: false)
    try Self.sweep({ _ in ["devices", Self.hostileArgument] })
    try Self.sweep(
      { ["init", "my-order", "--dir", $0.directory.appendingPathComponent("new").path] }, status: [0])
    try Self.sweep({ _ in ["init", Self.hostileArgument] }, status: [64])
    try Self.sweep({ ["import", $0.swift] })
    try Self.sweep({ ["import", $0.swift, "--out", $0.directory.appendingPathComponent("out.json").path] })
    try Self.sweep({ ["check", $0.fixture, "--swift", $0.swift] })
    try Self.sweep({ ["push", $0.fixture, $0.update, "--swift", $0.swift] })
    try Self.sweep({ ["review", $0.goldens, "--accept-all"] })
    try Self.sweep({ ["review", $0.directory.path, "--reject-all"] })
  }

  /// pizza-planet's Swift, with the Lock Screen's "Order #" text made hostile: it imports, so the fixture
  /// la-sim prints quotes it.
  @Test func importOfAppSwiftThatParses() throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    let sources = Repository.root.appendingPathComponent("fixtures/swift/PizzaPlanet")
    var files: [String] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
    where name.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
      let path = workspace.directory.appendingPathComponent(name).path
      // Written with Swift's escapes, as a real app writes such characters: raw, they do not compile.
      let escaped = Self.hostileArgument.unicodeScalars.map { scalar in
        scalar.isASCII && scalar.value >= 0x20 && scalar.value != 0x7F
          ? String(scalar) : "\\u{\(String(scalar.value, radix: 16))}"
      }.joined()
      try text.replacingOccurrences(of: "\"Order #", with: "\"" + escaped)
        .write(toFile: path, atomically: true, encoding: .utf8)
      files.append(path)
    }
    let result = try workspace.run(["import"] + files)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""text": "A\u001b[2J\u001b]0;pwned\u0007B"#))
    #expect(Self.offences(result.stdout).isEmpty, "\(Self.offences(result.stdout))")
    #expect(Self.offences(result.stderr).isEmpty, "\(Self.offences(result.stderr))")
  }

  @Test func runWithoutATerminal() throws {
    try Self.sweep({ ["run", $0.fixture, "--pushes", $0.directory.path] }, status: [0])
    try Self.sweep({ ["run", $0.fixture, "--pushes", $0.fixture] }, status: [66])
  }

  @Test(arguments: ["run", "render", "push", "check", "play", "review", "devices", "import", "init"])
  func help(_ command: String) throws {
    try Self.sweep({ _ in [command, "--help"] }, status: [0], quotes: false)
    try Self.sweep({ _ in [command, "--" + Self.hostileArgument] }, status: [64])
  }

  @Test func unknownCommandsAndFiles() throws {
    try Self.sweep({ _ in ["--help"] }, status: [0], quotes: false)
    try Self.sweep({ _ in ["rendr" + Self.hostileArgument] })
    try Self.sweep({ ["render", $0.directory.appendingPathComponent("missing.json").path] }, status: [66])
  }
}

/// `render --watch` names the saved file in its rule line escaped, as every file name is.
@Suite(.temporaryDirectory) struct WatchRuleEscapingTests {
  @Test func theSavedFilesNameIsEscaped() throws {
    let workspace = try EscapingSweepTests.Workspace()
    defer { workspace.remove() }
    let path = workspace.directory.appendingPathComponent("saved \(EscapingSweepTests.hostileName).json").path
    let fixture = try String(
      contentsOfFile: Repository.root.appendingPathComponent(
        "fixtures/activities/pizza-planet.json"
      ).path, encoding: .utf8)
    try fixture.write(toFile: path, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = LaSimProcess.binary
    process.arguments = ["render", path, "--presentation", "compact", "--watch"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let out = RenderWatchCommandTests.Stream(output)
    let err = RenderWatchCommandTests.Stream(errors)
    try process.run()
    defer {
      process.terminate()
      process.waitUntilExit()
    }
    #expect(err.wait { $0.contains("watching ") })
    try fixture.replacingOccurrences(of: "Buzz Lightyear", with: "Woody")
      .write(toFile: path, atomically: true, encoding: .utf8)
    #expect(out.wait { $0.contains(" saved at ") }, "re-rendered after the save")
    let escaped = path.unicodeScalars.map { scalar in
      EscapingSweepTests.isForbidden(scalar) || scalar == "\n"
        ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
    }.joined()
    #expect(out.text.contains("── \(escaped) saved at "))
    #expect(EscapingSweepTests.offences(out.text).isEmpty, "\(EscapingSweepTests.offences(out.text))")
    #expect(EscapingSweepTests.offences(err.text).isEmpty, "\(EscapingSweepTests.offences(err.text))")
  }
}
