import Foundation
import Scenarios
import TestSupport
import Testing

/// A snapshot keeps la-sim's own sentences in a log section below the frames; `play --verify` compares it
/// only with `--verify-log`, so that a reworded message breaks no golden.
@Suite(.temporaryDirectory) struct VerifyLogTests {
  static let scenario = "fixtures/scenarios/courier-happy-path.scenario"

  func copyGoldens() throws -> String {
    let directory = try TemporaryDirectory.ofThisTest().appending("golden").path
    try FileManager.default.copyItem(
      atPath: Repository.path("fixtures/golden/scenarios/courier-happy-path"), toPath: directory)
    return directory
  }

  func verify(_ goldens: String, log: Bool) throws -> LaSimProcess.Result {
    try LaSimProcess.run(
      ["play", "courier", Repository.path(Self.scenario), "--verify", goldens]
        + (log ? ["--verify-log"] : []),
      directory: TemporaryDirectory.ofThisTest().url)
  }

  @Test("A reworded event fails only --verify-log; a changed frame fails both")
  func rewordedEvent() throws {
    let goldens = try copyGoldens()
    let path = goldens + "/arriving.txt"
    let golden = try String(contentsOfFile: path, encoding: .utf8)
    #expect(golden.contains("\n\(Snapshot.logHeading)\n"))
    try golden.replacingOccurrences(of: "update arriving, applied", with: "update arriving: applied")
      .write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try verify(goldens, log: false).status == 0)
    let strict = try verify(goldens, log: true)
    #expect(strict.status == 1)
    #expect(strict.stdout.contains("-  +23m00s     press n: update arriving: applied"))
    try golden.replacingOccurrences(of: "Arriving now", with: "Arriving soon")
      .write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try verify(goldens, log: false).status == 1)
  }

  @Test(
    "Without --verify-log the diff shown is the one compared: a reworded event is neither shown nor counted")
  func diffShownIsDiffCompared() throws {
    let goldens = try copyGoldens()
    let path = goldens + "/arriving.txt"
    let golden = try String(contentsOfFile: path, encoding: .utf8)
    try golden.replacingOccurrences(of: "update arriving, applied", with: "update arriving: applied")
      .replacingOccurrences(of: "Arriving now", with: "Arriving soon")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let junit = try TemporaryDirectory.ofThisTest().appending("junit.xml").path
    let result = try LaSimProcess.run(
      ["play", "courier", Repository.path(Self.scenario), "--verify", goldens, "--junit", junit],
      directory: TemporaryDirectory.ofThisTest().url)
    #expect(result.status == 1)
    #expect(result.stdout.contains("DIFFERS   arriving: 1 line changed;"))
    #expect(result.stdout.contains("Arriving soon"))
    #expect(!result.stdout.contains("update arriving: applied"), "\(result.stdout)")
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains("failure message=\"1 line changed, the first at line "))
    #expect(!xml.contains("update arriving: applied"))
    // With --verify-log the log is compared, so it is shown and counted.
    let log = try verify(goldens, log: true)
    #expect(log.stdout.contains("DIFFERS   arriving: 2 lines changed;"))
    #expect(log.stdout.contains("-  +23m00s     press n: update arriving: applied"))
  }

  @Test("A golden recorded with the events above the frames still verifies")
  func olderGolden() throws {
    let goldens = try copyGoldens()
    let path = goldens + "/arriving.txt"
    let golden = try String(contentsOfFile: path, encoding: .utf8)
    let withoutLog = Snapshot.withoutLog(golden)
    #expect(!withoutLog.contains("press n"))
    #expect(withoutLog.contains("Arriving now"))
    // The layout before the log section: the events between the name and the frames.
    let older = withoutLog.replacingOccurrences(
      of: "snapshot arriving\n\n",
      with:
        "snapshot arriving\n\nEvents since snapshot \"stops-left\":\n  +23m00s     press n: update arriving, applied\n\n"
    )
    try older.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(Snapshot.withoutLog(older) == withoutLog)
    #expect(try verify(goldens, log: false).status == 0)
    #expect(try verify(goldens, log: true).status == 1)
  }

  @Test("--verify-log without --verify is a usage error")
  func needsVerify() throws {
    let result = try LaSimProcess.run(
      ["play", "courier", Repository.path(Self.scenario), "--verify-log"],
      directory: TemporaryDirectory.ofThisTest().url)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("la-sim play: --verify-log needs --verify DIR"))
  }
}
