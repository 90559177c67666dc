import Foundation
import TestSupport
import Testing

/// fixtures/payloads/README.md calls `start*`, `update-*`, `envelope-update-*` and `end-*` clean: applied with
/// no warning, so `--strict` passes on them, and with no diagnostic but LP029's note on priority 5. The
/// decoder's own test (`samplePayloadsShowWhatTheirNameSays`) cannot see what the phone adds (a start without
/// an update token, LP036; priority 5, LP029), so these run through `la-sim push` as a user copying them would.
@Suite(.temporaryDirectory) struct CleanSamplePayloadTests {
  /// The priority-5 envelopes the README names: applied with LP029's note, and nothing else.
  static let priorityFive: Set<String> = [
    "pizza-planet/envelope-update-in-oven.json", "pizza-planet/envelope-update-by-token.json",
    "pizza-planet/envelope-update-second-order-in-oven.json",
  ]

  /// A sample for an activity that starts before it: the pushes to send first (the second order starts beside
  /// the first one's).
  static let sentAfter = [
    "pizza-planet/envelope-update-second-order-in-oven.json": [
      "pizza-planet/start.json", "pizza-planet/start-second-order.json",
    ]
  ]

  /// Every sample the README calls clean, as `activity/file.json`.
  static let cleanSamples: [String] = {
    let root = Repository.root.appendingPathComponent("fixtures/payloads")
    let activities = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return activities.sorted().flatMap { activity in
      let folder = root.appendingPathComponent(activity).path
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      return files.sorted().filter { name in
        name.hasSuffix(".json")
          && ["start", "update-", "envelope-update-", "end-"].contains { name.hasPrefix($0) }
      }.map { "\(activity)/\($0)" }
    }
  }()

  static func path(_ sample: String) -> String { Repository.path("fixtures/payloads/\(sample)") }

  @Test func theReadmeNamesSamplesOfEveryKind() {
    for prefix in ["/start", "/update-", "/envelope-update-", "/end-"] {
      #expect(Self.cleanSamples.contains { $0.contains(prefix) }, "no \(prefix) sample")
    }
    #expect(Self.cleanSamples.contains("courier/start.json"))
  }

  @Test(arguments: cleanSamples)
  func aCleanSampleIsAppliedWithNoDiagnostic(_ sample: String) throws {
    let activity = String(sample.prefix { $0 != "/" })
    let before = (Self.sentAfter[sample] ?? []).map(Self.path)
    let result = try CLIRunner.run(["push", activity] + before + [Self.path(sample), "--format", "json"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let root = try PushPhoneCommandTests.json(result.stdout)
    let payloads = try #require(root["payloads"] as? [[String: Any]])
    for payload in payloads {
      let file = payload["file"] as? String ?? ""
      #expect(payload["verdict"] as? String == "applied", "\(file): \(payload)")
      let diagnostics = payload["diagnostics"] as? [[String: Any]] ?? []
      let codes = diagnostics.map {
        ($0["code"] as? String ?? "?") + " " + ($0["severity"] as? String ?? "?")
      }
      let expected = file.hasSuffix(sample) && Self.priorityFive.contains(sample) ? ["LP029 note"] : []
      #expect(codes == expected, "\(file): \(payload["diagnostics"] ?? [])")
    }
    // --strict, which counts every warning and no note, passes on every sample the README calls clean.
    let strict = try CLIRunner.run(["push", activity] + before + [Self.path(sample), "--strict"])
    #expect(strict.status == 0, "\(strict.stderr)")
    #expect(strict.stderr.isEmpty, "\(strict.stderr)")
  }
}
