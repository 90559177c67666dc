import Foundation
import TestSupport
import Testing

/// `la-sim push` as a developer runs it on captured payloads: verdicts, exit codes, JSON.
@Suite(.temporaryDirectory) struct PushCommandTests {
  static func payload(_ name: String) -> String {
    Repository.root.appendingPathComponent("fixtures/payloads/pizza-planet/\(name)").path
  }

  @Test func theDocumentedExamplePayloadIsApplied() throws {
    let result = try CLIRunner.run(["push", "pizza-planet", Self.payload("update-out-for-delivery.json")])
    #expect(result.status == 0)
    #expect(result.stdout.contains("update-out-for-delivery.json: applied"))
    #expect(result.stdout.contains("1 payload: 1 applied, 0 ignored, 0 rejected"))
  }

  @Test func aCaseNameIsRejectedAndTheFixIsAppliedAndRendered() throws {
    let result = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("broken-case-name-status.json"),
      Self.payload("update-out-for-delivery.json"), "--render",
    ])
    #expect(result.status == 1)
    #expect(result.stdout.contains(#"did you mean "Out for Delivery"?"#))
    #expect(result.stdout.contains("│  🚀 Out for Delivery      Driver: Buzz Lightyear  │"))
  }

  @Test func olderAndLatePushesAreIgnored() throws {
    let result = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("update-out-for-delivery.json"),
      Self.payload("update-older-timestamp.json"),
      Self.payload("end-delivered.json"), Self.payload("update-after-end.json"),
    ])
    #expect(result.status == 1)
    #expect(result.stdout.contains("update-older-timestamp.json: ignored"))
    #expect(result.stdout.contains("update-after-end.json: ignored"))
    #expect(result.stdout.contains("ActivityKit ignores updates after the end"))
  }

  @Test func jsonGivesVerdictsWithDiagnostics() throws {
    let result = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("broken-iso-date-estimated-arrival.json"), "--format", "json",
    ])
    #expect(result.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let payloads = try #require(object["payloads"] as? [[String: Any]])
    #expect(payloads.first?["verdict"] as? String == "rejected")
    let diagnostics = try #require(payloads.first?["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.first?["path"] as? String == "$.aps.content-state.estimatedArrival")
    #expect(diagnostics.first?["severity"] as? String == "error")
    #expect((diagnostics.first?["message"] as? String)?.contains("send 817641000") == true)
  }

  @Test func aFileThatIsNotJSONExits65WithLineAndColumn() throws {
    let result = try CLIRunner.run(["push", "pizza-planet", Self.payload("broken-not-json.json")])
    #expect(result.status == 65)
    #expect(result.stdout.contains("error: 2:50: $: expected a member name in quotes"))
  }

  static let failures: [(String, Int32)] = [
    ("push pizza-planet", 64), ("push pizza-planet /nonexistent/p.json", 66),
    ("push pizza-planet x.json --start soon", 64),
    // Swift's Double(String) reads a hexadecimal float; a Unix time is written in decimal.
    ("push pizza-planet x.json --start 0x6B0C6B7F", 64), ("push pizza-planet x.json --start 0x1p30", 64),
  ]

  @Test(arguments: failures)
  func usageAndMissingFiles(_ commandLine: String, _ status: Int32) throws {
    let result = try CLIRunner.run(commandLine.split(separator: " ").map(String.init))
    #expect(result.status == status)
    #expect(result.stderr.split(separator: "\n").count == (status == 64 ? 2 : 1), "\(result.stderr)")
  }
}
