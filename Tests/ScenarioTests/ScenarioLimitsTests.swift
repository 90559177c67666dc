import Escaping
import Foundation
import Goldens
import JSON
import Scenarios
import TestSupport
import Testing

/// Reproducers of the fault audit for scenarios: line endings, limits on size, steps, snapshots, waits and
/// the clock, and a verify that can never pass by verifying nothing.
@Suite struct ScenarioLimitsTests {
  static let story =
    "# a comment first\nsnapshot placed compact\nwait 5m\npress n\nsnapshot preparing compact\n"

  @Test(arguments: ["\r\n", "\r", "\n"])
  func everyLineEndingSplitsLines(_ ending: String) throws {
    // Reproducer: with CRLF the whole file was one line, a comment, so --verify verified 0 snapshots.
    let text = Self.story.replacingOccurrences(of: "\n", with: ending)
    let scenario = try Scenario.parse(text, file: "crlf.scenario")
    #expect(scenario.snapshotNames == ["placed", "preparing"])
    #expect(scenario.steps.map(\.line) == [2, 3, 4, 5])
    let snapshots = try ScenarioTestSupport.play(text)
    #expect(snapshots.map(\.name) == ["placed", "preparing"])
  }

  @Test func aCRLFCopyOfAShippedScenarioVerifiesAgainstItsGoldens() throws {
    let path = "\(ScenarioTestSupport.scenarios)/courier-happy-path.scenario"
    let crlf = try ScenarioTestSupport.read(path).replacingOccurrences(of: "\n", with: "\r\n")
    let scenario = try Scenario.parse(crlf, file: "courier-crlf.scenario")
    let snapshots = try ScenarioPlayer(definition: BuiltinFixture.definition("courier")).play(scenario)
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    for name in try FileManager.default.contentsOfDirectory(
      atPath: "\(ScenarioTestSupport.goldens)/courier-happy-path")
    {
      try FileManager.default.copyItem(
        atPath: "\(ScenarioTestSupport.goldens)/courier-happy-path/\(name)", toPath: "\(directory)/\(name)")
    }
    let result = try GoldenStore(directory: directory, format: .text).verify(snapshots)
    #expect(result.checks.count == 6)
    #expect(result.passed)
  }

  @Test func verifyingNoSnapshotsFails() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    let result = try GoldenStore(directory: directory, format: .text).verify([])
    #expect(!result.passed, "nothing verified is not a pass")
    #expect(result.summary(recordCommand: "x").hasPrefix("NOTHING   the scenario takes no snapshots"))
  }

  @Test(arguments: [
    ("wait 13h", "test.scenario:2: 'wait 13h' is longer than 12h, the limit on one duration"),
    ("wait 10000000000s", "test.scenario:2: 'wait 10000000000s' is longer than 12h"),
    ("end after 12h1s", "test.scenario:2: 'end after 12h1s' is longer than 12h"),
  ])
  func aDurationOverTwelveHoursIsRefusedNamingItsLine(_ line: String, _ expected: String) {
    let error = #expect(throws: ScenarioError.self) { try ScenarioTestSupport.play("snapshot a\n\(line)\n") }
    #expect(error?.description.hasPrefix(expected) == true, "\(error?.description ?? "")")
  }

  @Test func theClockStopsAtSevenDaysWithAnErrorNamingTheLine() throws {
    // Reproducer: the clock ran to +1e10 s while events still fired.
    let fourteen = String(repeating: "wait 12h\n", count: 14)
    #expect(try ScenarioTestSupport.play(fourteen + "snapshot week lock-screen\n").count == 1)
    let error = #expect(throws: ScenarioError.self) {
      try ScenarioTestSupport.play(fourteen + "press }\nsnapshot late\n")
    }
    #expect(
      error?.description
        == "test.scenario:15: 'press }' moves the clock to +169h00m00s, past +168h, the limit on a scenario's"
        + " clock (7 days from its start)")
  }

  @Test func aScenarioOfMoreThanTenThousandStepsIsRefused() throws {
    let keys = String(repeating: "press + + + + + + + + + +\n", count: 1_000)
    #expect(try Scenario.parse(keys, file: "s").steps.count == 1_000)
    let error = #expect(throws: ScenarioError.self) { try Scenario.parse(keys + "stale\n", file: "s") }
    #expect(
      error?.description
        == "s:1001: more than 10000 commands (the limit on a scenario's steps; each key of a 'press' counts as one)"
    )
  }

  @Test func aScenarioOfMoreThanAThousandSnapshotsIsRefused() throws {
    let lines = (0..<1_001).map { "snapshot s\($0)" }.joined(separator: "\n")
    let error = #expect(throws: ScenarioError.self) { try Scenario.parse(lines, file: "s") }
    #expect(error?.description == "s:1001: more than 1000 snapshots (the limit on a scenario's snapshots)")
  }

  @Test func aPayloadOverSixtyFourKibibytesIsRefusedNamingTheLimit() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    let padding = String(repeating: " ", count: InputLimits.payloadBytes)
    try ScenarioTestSupport.write("{\"aps\": {}}" + padding, to: "\(directory)/big.json")
    try ScenarioTestSupport.write("push big.json\n", to: "\(directory)/s.scenario")
    let text = try ScenarioTestSupport.read("\(directory)/s.scenario")
    let error = #expect(throws: ScenarioError.self) {
      try ScenarioTestSupport.play(text, file: "\(directory)/s.scenario")
    }
    #expect(
      error?.description
        == "\(directory)/s.scenario:1: payload file 'big.json': 65547 bytes, more than the 64 KiB limit on a"
        + " payload file")
    #expect(error?.kind == .badData)
  }

  @Test func aScenarioNamingAMissingOrDirectoryPayloadSaysWhich() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    try FileManager.default.createDirectory(
      atPath: "\(directory)/dir.json", withIntermediateDirectories: true)
    for (line, problem) in [
      ("push none.json", "no such file or directory"), ("push dir.json", "is a directory"),
    ] {
      let error = #expect(throws: ScenarioError.self) {
        try ScenarioTestSupport.play(line + "\n", file: "\(directory)/s.scenario")
      }
      #expect(error?.description.hasSuffix(": \(problem)") == true, "\(error?.description ?? "")")
      #expect(error?.kind == .unreadable)
    }
  }

  @Test func aControlCharacterInAScenarioIsEscapedInItsError() {
    let error = #expect(throws: ScenarioError.self) {
      try ScenarioTestSupport.play("snap\u{1B}]0;x\u{7} a\n")
    }
    let message = error?.description ?? ""
    #expect(message.hasPrefix("test.scenario:1: unknown command 'snap\\u{1B}]0;x\\u{7}'"))
    #expect(!message.unicodeScalars.contains(where: TerminalSafe.needsEscape))
  }

  @Test func controlCharactersFromAPayloadNeverReachASnapshotRaw() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    let payload = try ScenarioTestSupport.read(
      Repository.root.path + "/fixtures/payloads/pizza-planet/update-out-for-delivery.json"
    )
    .replacingOccurrences(of: "Pizza Planet Update", with: "\\u001b]0;owned\\u0007Update")
    .replacingOccurrences(of: "\"status\": \"Out for Delivery\"", with: "\"status\": \"Out\\u001b[2J\"")
    try ScenarioTestSupport.write(payload, to: "\(directory)/hostile-status.json")
    try ScenarioTestSupport.write(
      payload.replacingOccurrences(of: "Out\\u001b[2J", with: "Out for Delivery"),
      to: "\(directory)/hostile-alert.json")
    let text = "push hostile-status.json\npush hostile-alert.json\nsnapshot after lock-screen\n"
    let snapshots = try ScenarioTestSupport.play(text, file: "\(directory)/s.scenario")
    let rendered = snapshots[0].text(ansi: false)
    #expect(rendered.contains("Alert showing: \\u{1B}]0;owned\\u{7}Update · On its way"))
    #expect(rendered.contains("\\u{1B}[2J"), "the refused status is named, escaped")
    #expect(!rendered.unicodeScalars.contains { $0 != "\n" && TerminalSafe.needsEscape($0) })
  }

  @Test func theFormatLineChoosesTheGoldenFormatOnce() throws {
    #expect(try Scenario.parse("format ansi\nsnapshot a\n", file: "s").format == .ansi)
    #expect(try Scenario.parse("snapshot a\n", file: "s").format == nil)
    let twice = #expect(throws: ScenarioError.self) {
      try Scenario.parse("format svg\nformat ansi\n", file: "s")
    }
    #expect(twice?.description == "s:2: the format is already chosen by line 1; a scenario has one format")
    let unknown = #expect(throws: ScenarioError.self) { try Scenario.parse("format png\n", file: "s") }
    #expect(unknown?.description == "s:1: unknown format 'png'; expected one of: text, ansi, svg")
  }
}
