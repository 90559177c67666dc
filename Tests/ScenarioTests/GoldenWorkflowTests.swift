import Foundation
import Goldens
import Scenarios
import TestSupport
import Testing

/// Record, verify, review: the golden workflow on temporary copies.
struct GoldenWorkflowTests {
  static let story = """
    snapshot placed lock-screen
    wait 5m
    press n
    snapshot preparing compact
    """

  /// A temporary copy of one shipped scenario's goldens.
  func copyOfShippedGoldens(_ name: String, in scratch: TemporaryDirectory) throws -> String {
    let directory = scratch.path
    for file in try FileManager.default.contentsOfDirectory(atPath: "\(ScenarioTestSupport.goldens)/\(name)")
    where !file.contains(".actual.") {
      try FileManager.default.copyItem(
        atPath: "\(ScenarioTestSupport.goldens)/\(name)/\(file)", toPath: "\(directory)/\(file)")
    }
    return directory
  }

  @Test("Changing one character of a golden fails verify with a diff naming the line, and writes the actual")
  func oneCharacterChanged() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = try copyOfShippedGoldens("pizza-planet-happy-path", in: scratch)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let golden = "\(directory)/placed.txt"
    let original = try ScenarioTestSupport.read(golden)
    let first = try #require(original.range(of: "Order #4821 "))
    let changed = original.replacingCharacters(in: first, with: "Order #4822 ")
    #expect(changed != original)
    try ScenarioTestSupport.write(changed, to: golden)

    let snapshots = try ScenarioTestSupport.playShipped("pizza-planet-happy-path", fixture: "pizza-planet")
    let result = try GoldenStore(directory: directory, format: .text).verify(snapshots)
    #expect(!result.passed)
    let failing = result.checks.filter { $0.status != .match }
    #expect(failing.map(\.name) == ["placed"])
    let summary = result.summary(recordCommand: "la-sim play pizza-planet x.scenario --record \(directory)")
    #expect(summary.contains("DIFFERS   placed: 1 line changed;"))
    #expect(summary.contains("--- \(golden) (golden)"))
    #expect(summary.contains("+++ \(directory)/placed.actual.txt (actual)"))
    #expect(summary.contains("\n-│        Order #4822                     remaining  │\n"))
    #expect(summary.contains("\n+│        Order #4821                     remaining  │\n"))
    #expect(summary.contains("la-sim review \(directory)"))
    #expect(summary.contains("--record \(directory)"))
    // The actual frame is beside the golden, and equals what the scenario renders now.
    #expect(try ScenarioTestSupport.read("\(directory)/placed.actual.txt") == snapshots[0].text(ansi: false))
    #expect(try ScenarioTestSupport.read(golden) == changed, "verify must never write a golden")
  }

  /// The story recorded in `scratch`, its golden "preparing" edited by `edit`, then verified: the result,
  /// and the edited golden's path.
  static func verify(
    in scratch: TemporaryDirectory, editing edit: (String) -> String
  ) throws -> (VerifyResult, String) {
    let snapshots = try ScenarioTestSupport.play(story)
    let store = GoldenStore(directory: scratch.path, format: .text)
    _ = try store.record(snapshots)
    let path = store.goldenPath("preparing")
    try ScenarioTestSupport.write(edit(try ScenarioTestSupport.read(path)), to: path)
    return (try store.verify(snapshots), path)
  }

  @Test("A changed trailing space shows as ␠ in the diff")
  func trailingSpaceVisible() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let (result, _) = try Self.verify(in: scratch) {
      $0.replacingOccurrences(of: "compact  34×5\n", with: "compact  34×5  \n")
    }
    let summary = result.summary(recordCommand: "record")
    #expect(summary.contains("\n-Dynamic Island · compact  34×5␠␠\n+Dynamic Island · compact  34×5\n"))
  }

  @Test("A golden with CRLF line endings differs line by line, each carriage return shown where it ends")
  func crlfGolden() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let (result, _) = try Self.verify(in: scratch) { $0.replacingOccurrences(of: "\n", with: "\r\n") }
    let summary = result.summary(recordCommand: "record")
    #expect(summary.contains("\n-snapshot preparing\\u{D}\n"), "\(summary)")
    #expect(summary.contains("\n-Dynamic Island · compact  34×5\\u{D}\n"))
    #expect(summary.contains("\n+Dynamic Island · compact  34×5\n"))
    #expect(!summary.contains("\\u{A}"), "a line break is a line break, not an escape")
    // Its log section is kept apart as an LF golden's is: without --verify-log, no log line is compared.
    #expect(!summary.contains("la-sim's log"), "\(summary)")
    #expect(!summary.contains("removed"), "\(summary)")
  }

  @Test("A golden that prints like the actual says where it differs: verify, JUnit and review name the place")
  func firstChangeNamed() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let (result, path) = try Self.verify(in: scratch) { "\u{FEFF}" + $0 }
    let what =
      "U+FEFF ZERO WIDTH NO-BREAK SPACE in the golden, 's' in the actual (a byte order mark; la-sim writes none)"
    #expect(
      result.summary(recordCommand: "record").contains(
        "DIFFERS   preparing: 1 line changed; actual written to \(scratch.path)/preparing.actual.txt\n"
          + "          first change: \(path):1:1: \(what)\n"))
    #expect(
      VerifyJUnit.xml(result, name: "s").contains(
        "failure message=\"1 line changed, the first at line 1, column 1: \(what); actual written to"))
    let review = ReviewSession(pending: try PendingSnapshot.find(in: scratch.path))
    #expect(
      review.describe(review.pending[0], position: 1).hasPrefix(
        "[1/1] \(path): 1 line changed, the first at line 1, column 1: \(what)\n"))
  }

  @Test("Record then verify passes; record lists each golden and whether it changed")
  func recordThenVerify() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path + "/nested/goldens"
    let snapshots = try ScenarioTestSupport.play(Self.story)
    let store = GoldenStore(directory: directory, format: .text)
    let before = try store.verify(snapshots)
    #expect(before.checks.map(\.status) == [.missing, .missing])
    #expect(
      before.summary(recordCommand: "la-sim play pizza-planet s --record d").contains(
        "MISSING   placed: no golden"))
    #expect(
      before.summary(recordCommand: "la-sim play pizza-planet s --record d").contains(
        "la-sim play pizza-planet s --record d"))

    let recorded = try store.record(snapshots)
    #expect(recorded.map(\.change) == [.new, .new])
    #expect(recorded.map(\.path) == ["\(directory)/placed.txt", "\(directory)/preparing.txt"])
    #expect(!ScenarioTestSupport.exists("\(directory)/placed.actual.txt"), "record clears pending frames")
    let after = try store.verify(snapshots)
    #expect(after.passed)
    #expect(try store.record(snapshots).map(\.change) == [.unchanged, .unchanged])
  }

  @Test("Record and verify in SVG keep pictures as .svg goldens")
  func svgGoldens() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    let snapshots = try ScenarioTestSupport.play(Self.story)
    let store = GoldenStore(directory: directory, format: .svg)
    _ = try store.record(snapshots)
    #expect(try ScenarioTestSupport.read("\(directory)/placed.svg").hasPrefix("<svg "))
    #expect(try store.verify(snapshots).passed)
    let changed = try ScenarioTestSupport.play(
      Self.story.replacingOccurrences(of: "wait 5m", with: "wait 6m"))
    let result = try store.verify(changed)
    #expect(result.checks.map(\.name) == ["placed", "preparing"])
    #expect(result.checks[1].status != .match)
    #expect(ScenarioTestSupport.exists("\(directory)/preparing.actual.svg"))
  }

  @Test("review --accept-all: every pending actual replaces its golden, and nothing stays pending")
  func acceptAll() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = try copyOfShippedGoldens("pizza-planet-cancel", in: scratch)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for name in ["before-cancel", "cancelled"] {
      let path = "\(directory)/\(name).txt"
      // A frame's line, not one in la-sim's log section at the end, which verify skips.
      try ScenarioTestSupport.write("stale line\n" + (try ScenarioTestSupport.read(path)), to: path)
    }
    let snapshots = try ScenarioTestSupport.playShipped("pizza-planet-cancel", fixture: "pizza-planet")
    let store = GoldenStore(directory: directory, format: .text)
    #expect(!(try store.verify(snapshots).passed))
    let pending = try PendingSnapshot.find(in: directory)
    #expect(
      pending.map(\.actualPath) == [
        "\(directory)/before-cancel.actual.txt", "\(directory)/cancelled.actual.txt",
      ])
    for item in pending { try item.accept() }
    #expect(try PendingSnapshot.find(in: directory).isEmpty)
    #expect(try store.verify(snapshots).passed)
  }

  @Test("Rejecting deletes the actual frame and keeps the golden")
  func reject() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    let store = GoldenStore(directory: directory, format: .text)
    _ = try store.record(try ScenarioTestSupport.play(Self.story))
    let kept = try ScenarioTestSupport.read(store.goldenPath("preparing"))
    _ = try store.verify(
      try ScenarioTestSupport.play(Self.story.replacingOccurrences(of: "wait 5m", with: "wait 7m")))
    let pending = try PendingSnapshot.find(in: directory)
    #expect(pending.count == 1)
    try pending[0].reject()
    #expect(try PendingSnapshot.find(in: directory).isEmpty)
    #expect(try ScenarioTestSupport.read(store.goldenPath("preparing")) == kept)
  }

  @Test("A match removes an actual frame left by an earlier failed run")
  func staleActualRemoved() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    let store = GoldenStore(directory: directory, format: .text)
    let snapshots = try ScenarioTestSupport.play(Self.story)
    _ = try store.record(snapshots)
    try ScenarioTestSupport.write("old", to: store.actualPath("placed"))
    #expect(try store.verify(snapshots).passed)
    #expect(!ScenarioTestSupport.exists(store.actualPath("placed")))
  }

  @Test("Pending pairs are found at any depth, new ones included")
  func findPending() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    let store = GoldenStore(directory: directory + "/a/b", format: .text)
    _ = try store.verify(try ScenarioTestSupport.play(Self.story))
    let pending = try PendingSnapshot.find(in: directory)
    #expect(pending.map(\.goldenPath) == ["\(directory)/a/b/placed.txt", "\(directory)/a/b/preparing.txt"])
    #expect(pending.allSatisfy { $0.isNew })
    #expect(throws: GoldenError.self) { try PendingSnapshot.find(in: directory + "/missing") }
  }
}
