import ActivityState
import Foundation
import Testing

/// `la-sim check` run as a person runs it: the built binary, its output and its exit status.
struct CheckCommandTests {
  /// What one run printed and how it ended.
  struct Run {
    var status: Int32
    var out: String
    var err: String
  }

  /// The `la-sim` binary built next to this test bundle.
  static func binary() throws -> URL {
    let candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
      .map { $0.deletingLastPathComponent().appendingPathComponent("la-sim") }
    return try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "la-sim is not built next to the tests; run 'swift build' first")
  }

  func run(_ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = try Self.binary()
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
      err: String(decoding: errData, as: UTF8.self))
  }

  @Test("The shipped activities list their real clips with numbers and exit 1")
  func shippedFixtures() throws {
    let result = try run(["check", "courier", "export", "food-runner", "pizza-planet", "--device", "all"])
    #expect(result.status == 1)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines.contains("courier: clean (76 frames)"))
    #expect(lines.contains("export: clean (300 frames)"))
    #expect(lines.contains("food-runner: clean (390 frames)"))
    #expect(
      lines.contains(
        "pizza-planet: iphone-15-pro expanded/center step 1 preparing (active, stale): \"👨‍🍳 Preparing Your Pizza\""
          + " needs 150.4 pt, has 125.3 pt → \"👨‍🍳 Preparing You…\" (×12) [LA001]"))
    #expect(lines.contains { $0.hasPrefix("pizza-planet: ") && $0.hasSuffix(" [LA006]") })
    #expect(
      lines.last
        == "pizza-planet: 13 findings (6 clipped, 1 private, 6 tight) in 740 frames")
    #expect(result.err.isEmpty)
  }

  @Test("The clean fixture exits 0 and says so")
  func cleanFixture() throws {
    let result = try run(["check", "courier-compact", "--device", "all"])
    #expect(result.status == 0)
    #expect(result.out == "courier-compact: clean (76 frames)\n")
  }

  @Test("A tight text alone is a warning: it is listed, the check still exits 0 and says clean")
  func warningOnly() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/tight-in-compact.json").path
    let result = try run(["check", file])
    #expect(result.status == 0)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.first?.hasSuffix(" [LA006]") == true)
    #expect(lines.last == "\(file): clean but for 1 warning (1 tight) in 18 frames")
  }

  @Test("--device NAME checks one profile")
  func oneDevice() throws {
    let result = try run(["check", "pizza-planet", "--device", "iphone-15-pro-max"])
    #expect(result.status == 1)
    let findings = result.out.split(separator: "\n").dropLast()
    #expect(!findings.isEmpty)
    #expect(findings.allSatisfy { !$0.contains("iphone-15-pro ") })
    #expect(result.out.hasSuffix("in 370 frames\n"))
  }

  @Test("--format json gives the same findings as objects")
  func json() throws {
    let text = try run(["check", "pizza-planet"])
    let result = try run(["check", "pizza-planet", "--format", "json"])
    #expect(result.status == 1)
    let root = try JSONParser.parse(bytes: Array(result.out.utf8))
    guard case .array(let fixtures)? = root["fixtures"],
      case .array(let findings)? = fixtures.first?["findings"]
    else {
      Issue.record("no fixtures[0].findings in \(result.out.prefix(200))")
      return
    }
    #expect(findings.count == text.out.split(separator: "\n").count - 1)
    let keys = [
      "code", "file", "device", "presentation", "region", "step", "state", "text", "needed", "available",
      "shown", "count",
    ]
    for finding in findings {
      guard case .object(let members) = finding else { continue }
      #expect(Array(members.map(\.key).prefix(keys.count)) == keys)
    }
    let center = findings.first { $0["text"]?.string == "👨‍🍳 Preparing Your Pizza" }
    #expect(center?["code"]?.string == "LA001")
    #expect(center?["needed"]?.number == 150.4)
    #expect(center?["available"]?.number == 125.3)
    #expect(center?["unit"]?.string == "pt")
    #expect(center?["shown"]?.string == "👨‍🍳 Preparing You…")
    #expect(center?["step"]?.string == "preparing")
    #expect(center?["count"] == .int(12))
    let tight = findings.first { $0["code"]?.string == "LA006" }
    #expect(tight?["text"]?.string == "Pizza Planet Delivery")
    #expect(tight?["needed"]?.number == 142.2)
    #expect(tight?["available"]?.number == 145.0)
  }

  @Test(
    "Usage errors exit 64, unreadable files 66, bad fixtures 65",
    arguments: [
      (["check"], Int32(64), "la-sim check: name at least one fixture"),
      (["check", "courier", "--device", "iphone-3g"], 64, "la-sim check: unknown device 'iphone-3g'"),
      (["check", "courier", "--format", "xml"], 64, "la-sim check: invalid value 'xml' for --format"),
      (["check", "no-such-activity"], 66, "la-sim check: no built-in fixture named 'no-such-activity'"),
      (["check", "/nonexistent/x.json"], 66, "la-sim check: /nonexistent/x.json: no such file"),
    ])
  func errors(arguments: [String], status: Int32, message: String) throws {
    let result = try run(arguments)
    #expect(result.status == status)
    #expect(result.err.hasPrefix(message))
  }

  @Test("A fixture that does not decode exits 65; the others are still checked")
  func badFixture() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "la-sim-check-bad-\(getpid()).json")
    try Data("{\"name\": \"broken\"".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try run(["check", file.path, "courier-compact"])
    #expect(result.status == 65)
    #expect(result.err.contains("\(file.path):1:"))
    #expect(result.out == "courier-compact: clean (76 frames)\n")
  }
}
