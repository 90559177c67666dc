import Foundation
import TestSupport
import Testing

/// `la-sim play` and `la-sim review` as a CI job runs them: output, files and exit status.
struct PlayCommandTests {
  static let scenario = "fixtures/scenarios/pizza-planet-cancel.scenario"

  @Test("play prints the snapshots; render and play write SVG pictures")
  func prints() throws {
    let result = try LaSimProcess.run(["play", "pizza-planet", Self.scenario])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("snapshot before-cancel\n"))
    #expect(result.stdout.contains("\nsnapshot update-ignored\n"))
    #expect(result.stderr.isEmpty)
    let svg = try LaSimProcess.run(["render", "courier", "--format", "svg"])
    #expect(svg.status == 0)
    #expect(svg.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    let out = try LaSimProcess.run([
      "play", "pizza-planet", Self.scenario, "--out", directory, "--format", "svg",
    ])
    #expect(out.status == 0)
    #expect(out.stdout.contains("wrote \(directory)/cancelled.svg"))
    #expect(try ScenarioTestSupport.read("\(directory)/cancelled.svg").hasPrefix("<svg "))
  }

  @Test("--record then --verify passes; a changed golden fails with a diff; review --accept-all clears it")
  func workflow() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path + "/goldens"
    let missing = try LaSimProcess.run(["play", "pizza-planet", Self.scenario, "--verify", directory])
    #expect(missing.status == 1)
    #expect(missing.stdout.contains("MISSING   before-cancel: no golden at \(directory)/before-cancel.txt"))
    #expect(
      missing.stdout.contains(
        "Record every snapshot:   la-sim play pizza-planet \(Self.scenario) --record \(directory)"))
    _ = try LaSimProcess.run(["review", directory, "--reject-all"])

    let record = try LaSimProcess.run(["play", "pizza-planet", Self.scenario, "--record", directory])
    #expect(record.status == 0)
    #expect(record.stdout.contains("recorded  \(directory)/before-cancel.txt (new)"))
    #expect(record.stdout.contains("Recorded 3 snapshots in \(directory)."))
    let verify = try LaSimProcess.run(["play", "pizza-planet", Self.scenario, "--verify", directory])
    #expect(verify.status == 0)
    #expect(verify.stdout.contains("3 match, 0 differ, 0 missing."))

    let golden = "\(directory)/update-ignored.txt"
    try ScenarioTestSupport.write(
      try ScenarioTestSupport.read(golden).replacingOccurrences(of: "+17m00s", with: "+18m00s"), to: golden)
    let report = directory + "/report.html"
    let failed = try LaSimProcess.run([
      "play", "pizza-planet", Self.scenario, "--verify", directory, "--report", report,
    ])
    #expect(failed.status == 1)
    // The header line differs; the log line too, but only --verify-log compares (and shows) it.
    #expect(failed.stdout.contains("DIFFERS   update-ignored: 1 line changed;"))
    #expect(failed.stdout.contains("\n-pizza-planet · iPhone 15 Pro (393 pt) · final content · dismissed ·"))
    #expect(!failed.stdout.contains("\n-  +18m00s     press n: update inOven, ignored"))
    #expect(failed.stdout.contains("Review each change:      la-sim review \(directory)"))
    #expect(
      try ScenarioTestSupport.read(report).contains(
        "<h2>update-ignored <span class=\"status\">differs</span></h2>"))

    let review = try LaSimProcess.run(["review", directory, "--accept-all"])
    #expect(review.status == 0)
    #expect(review.stdout.contains("accepted \(golden)"))
    #expect(
      try LaSimProcess.run(["review", directory]).stdout == "No pending snapshots under \(directory).\n")
    #expect(try LaSimProcess.run(["play", "pizza-planet", Self.scenario, "--verify", directory]).status == 0)
  }

  @Test("review reads one key per choice from a pipe; pending snapshots left make it exit 1")
  func reviewKeys() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    _ = try LaSimProcess.run(["play", "pizza-planet", Self.scenario, "--verify", directory])
    let partial = try LaSimProcess.run(["review", directory], input: "a\ns")
    #expect(partial.status == 1)
    #expect(partial.stdout.contains("[1/3] \(directory)/before-cancel.txt: new (no golden yet)"))
    #expect(partial.stdout.hasSuffix("1 accepted, 0 rejected, 1 skipped, 1 not reviewed.\n"))
    let rest = try LaSimProcess.run(["review", directory], input: "rr")
    #expect(rest.status == 0)
    #expect(rest.stdout.hasSuffix("0 accepted, 2 rejected, 0 skipped.\n"))
    #expect(ScenarioTestSupport.exists("\(directory)/before-cancel.txt"))
    #expect(!ScenarioTestSupport.exists("\(directory)/cancelled.txt"))
  }

  @Test(
    "Usage errors exit 64, bad scenarios 65 naming the line, unreadable files 66",
    arguments: [
      (["play", "pizza-planet"], 64, "la-sim play: expected at least 2 arguments, found 1"),
      (["play", "pizza-planet", scenario, "--record", "a", "--verify", "b"], 64, "cannot be used together"),
      (["play", "pizza-planet", scenario, "--report", "r.html"], 64, "--report needs --verify DIR"),
      (["play", "pizza-planet", scenario, "--format", "png"], 64, "invalid value 'png' for --format"),
      (["play", "pizza-planet", scenario, "--format", "svg"], 64, "--format svg writes files"),
      (["play", "pizza-planet", "fixtures/scenarios/README.md"], 65, "README.md:3: unknown command 'A'"),
      (["play", "courier", scenario], 65, "pizza-planet-cancel.scenario:10: courier has no 'cancel'"),
      (["play", "pizza-planet", "no/such.scenario"], 66, "la-sim play: no/such.scenario: no such file"),
      (["review"], 64, "la-sim review: expected 1 argument, found none\n"),
      (["review", "no/such/dir"], 66, "la-sim review: no/such/dir: no such directory"),
      (["review", "fixtures", "--accept-all", "--reject-all"], 64, "cannot be used together"),
    ] as [([String], Int32, String)])
  func errors(arguments: [String], status: Int32, message: String) throws {
    let result = try LaSimProcess.run(arguments)
    #expect(result.status == status)
    #expect(result.stderr.contains(message))
    #expect(result.stderr.split(separator: "\n").count <= 2, "one line, and a hint for usage errors")
  }

  @Test("A scenario that is not UTF-8 is refused at its first bad byte's line and column")
  func notUTF8() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let path = scratch.url.appendingPathComponent("bad.scenario")
    try Data(Array("snapshot a\nadvance 1m\nsnapshot \u{E9}".utf8) + [0xFF, 0x0A]).write(to: path)
    let result = try LaSimProcess.run(["play", "pizza-planet", path.path])
    #expect(result.status == 65)
    #expect(
      result.stderr.contains(
        "bad.scenario:3:11: the file is not valid UTF-8: byte 0xFF here begins no character"))
  }
}
