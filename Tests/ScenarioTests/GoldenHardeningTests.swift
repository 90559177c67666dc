import BuiltinFixtures
import Fixture
import FixtureJSON
import Foundation
import FrameFormats
import Goldens
import Scenarios
import TestSupport
import Testing

/// Reproducers of the fault audit for goldens and review: review touches only what verify writes, file
/// errors are one line in words, a format mismatch is named, and an ANSI golden sees a colour change.
@Suite struct GoldenHardeningTests {
  static let scenario = "fixtures/scenarios/pizza-planet-cancel.scenario"

  @Test func reviewTouchesOnlyRegularPendingFilesInsideItsDirectory() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let root = scratch.path
    let directory = root + "/goldens"
    let outside = root + "/outside"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    try ScenarioTestSupport.write("secret\n", to: outside + "/secret.txt")
    try ScenarioTestSupport.write("outside golden\n", to: outside + "/golden.txt")
    try ScenarioTestSupport.write("outside pending\n", to: outside + "/inner.actual.txt")
    // What verify writes: accepted.
    try ScenarioTestSupport.write("old\n", to: directory + "/ok.txt")
    try ScenarioTestSupport.write("new\n", to: directory + "/ok.actual.txt")
    // Names verify never writes: ignored, and their would-be goldens untouched.
    try ScenarioTestSupport.write("chain\n", to: directory + "/a.actual.actual.txt")
    try ScenarioTestSupport.write("a golden\n", to: directory + "/a.actual.txt.keep")
    try ScenarioTestSupport.write("empty stem\n", to: directory + "/.actual.txt")
    try ScenarioTestSupport.write("dot golden\n", to: directory + "/.txt")
    // Links: refused, never followed.
    let fm = FileManager.default
    try fm.createSymbolicLink(
      atPath: directory + "/dangling.actual.txt", withDestinationPath: root + "/nowhere")
    try fm.createSymbolicLink(
      atPath: directory + "/copy.actual.txt", withDestinationPath: outside + "/secret.txt")
    try ScenarioTestSupport.write("linked golden pending\n", to: directory + "/linked.actual.txt")
    try fm.createSymbolicLink(atPath: directory + "/linked.txt", withDestinationPath: outside + "/golden.txt")
    try fm.createSymbolicLink(atPath: directory + "/sub", withDestinationPath: outside)

    let scan = try PendingSnapshot.scan(directory)
    #expect(scan.pending.map(\.actualPath) == [directory + "/ok.actual.txt"])
    #expect(
      Set(scan.refused.map(\.path)) == [
        directory + "/copy.actual.txt", directory + "/dangling.actual.txt", directory + "/linked.txt",
      ])

    let result = try LaSimProcess.run(["review", directory, "--accept-all"])
    #expect(result.status == 1, "refused files leave review unfinished")
    #expect(result.stdout.contains("accepted \(directory)/ok.txt"))
    #expect(result.stdout.contains("Accepted 1 pending snapshot."))
    #expect(
      result.stderr.contains(
        "la-sim review: \(directory)/copy.actual.txt: is a symbolic link; review only touches the files verify writes"
      ))
    #expect(
      result.stderr.contains(
        "la-sim review: \(directory)/linked.txt: is a symbolic link; review never replaces one"))
    #expect(try ScenarioTestSupport.read(directory + "/ok.txt") == "new\n")
    #expect(try ScenarioTestSupport.read(outside + "/secret.txt") == "secret\n")
    #expect(try ScenarioTestSupport.read(outside + "/golden.txt") == "outside golden\n")
    #expect(try ScenarioTestSupport.read(outside + "/inner.actual.txt") == "outside pending\n")
    #expect(!ScenarioTestSupport.exists(outside + "/inner.txt"))
    #expect(try ScenarioTestSupport.read(directory + "/.txt") == "dot golden\n")
    #expect(ScenarioTestSupport.exists(directory + "/a.actual.actual.txt"))
    #expect(try fm.destinationOfSymbolicLink(atPath: directory + "/linked.txt") == outside + "/golden.txt")
  }

  @Test func aPendingFileSwappedForALinkAfterTheScanIsRefused() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    try ScenarioTestSupport.write("new\n", to: directory + "/x.actual.txt")
    let pending = try #require(PendingSnapshot.find(in: directory).first)
    try FileManager.default.removeItem(atPath: directory + "/x.actual.txt")
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/x.actual.txt", withDestinationPath: "/etc/hostname")
    let error = #expect(throws: GoldenError.self) { try pending.accept() }
    #expect(error?.message == "is a symbolic link; review only touches the files verify writes")
    #expect(!ScenarioTestSupport.exists(directory + "/x.txt"))
  }

  @Test(arguments: [".actual", "a.actual.actual", "-a", "a/b", "a b", ""])
  func onlySnapshotNamesArePending(_ stem: String) {
    #expect(PendingSnapshot.pendingName("\(stem).actual.txt") == nil)
  }

  @Test("A snapshot play takes is one review takes: 'a.actual.b' is verified, reviewed, then passes")
  func reviewTakesEveryNamePlayTakes() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let root = URL(fileURLWithPath: scratch.path)
    try ScenarioTestSupport.write("snapshot a.actual.b compact\n", to: scratch.path + "/s.scenario")
    let verify = ["play", "pizza-planet", "s.scenario", "--verify", "golden"]
    let first = try LaSimProcess.run(verify, directory: root)
    #expect(first.status == 1)
    #expect(first.stdout.contains("actual written to golden/a.actual.b.actual.txt"))
    #expect(
      PendingSnapshot.pendingName("a.actual.b.actual.txt").map { "\($0.0) \($0.1)" } == "a.actual.b txt")
    let review = try LaSimProcess.run(["review", "golden", "--accept-all"], directory: root)
    #expect(review.stdout.contains("accepted golden/a.actual.b.txt"), "\(review.stdout)")
    #expect(try LaSimProcess.run(verify, directory: root).status == 0)
  }

  @Test func fileErrorsAreOneLineInWords() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let root = scratch.path
    try ScenarioTestSupport.write("a file\n", to: root + "/file")
    let cases: [([String], String)] = [
      (
        ["--out", root + "/file/sub"],
        "\(root)/file/sub: cannot be created: a part of the path is not a directory"
      ),
      (["--out", root + "/file"], "\(root)/file: is a file, where a directory is wanted"),
      (
        ["--verify", root + "/file"], "\(root)/file: is a file, where a directory is wanted"
      ),
      (
        ["--verify", root, "--report", root + "/no/such/r.html"],
        "\(root)/no/such/r.html: cannot be written: no such file or directory"
      ),
    ]
    for (options, message) in cases {
      let result = try LaSimProcess.run(["play", "pizza-planet", Self.scenario] + options)
      // An output that cannot be made is EX_CANTCREAT, as for init, render --out and serve --make-cert.
      #expect(result.status == 73, "\(options)")
      #expect(result.stderr == "la-sim play: \(message)\n")
      #expect(!result.stderr.contains("Error"))
    }
    let directory = try LaSimProcess.run(["play", "pizza-planet", root])
    #expect(directory.stderr == "la-sim play: \(root): is a directory\n")
    #expect(directory.status == 66)
  }

  @Test func aScenarioOverOneMebibyteIsRefusedBeforeItIsRead() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let root = scratch.path
    try ScenarioTestSupport.write(
      String(repeating: "# padding\n", count: 110_000), to: root + "/big.scenario")
    let result = try LaSimProcess.run(["play", "pizza-planet", root + "/big.scenario"])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "la-sim play: \(root)/big.scenario: 1100000 bytes, more than the 1 MiB limit on a scenario file\n")
  }

  @Test func verifyOfAScenarioWithoutSnapshotsFails() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let root = scratch.path
    try ScenarioTestSupport.write("# nothing but a comment\r\nwait 5m\r\n", to: root + "/empty.scenario")
    let result = try LaSimProcess.run(["play", "pizza-planet", root + "/empty.scenario", "--verify", root])
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("NOTHING   the scenario takes no snapshots, so nothing was verified\n"))
    #expect(result.stdout.contains("Verified 0 snapshots"))
  }

  @Test func aCRLFScenarioVerifiesItsSnapshotsOnTheCommandLine() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let root = scratch.path
    let text = try ScenarioTestSupport.read(Repository.root.path + "/" + Self.scenario)
    try ScenarioTestSupport.write(
      text.replacingOccurrences(of: "\n", with: "\r\n"), to: root + "/crlf.scenario")
    let result = try LaSimProcess.run([
      "play", "pizza-planet", root + "/crlf.scenario", "--verify",
      "fixtures/golden/scenarios/pizza-planet-cancel",
    ])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.contains("Verified 3 snapshots"))
    #expect(result.stdout.contains("3 match, 0 differ, 0 missing."))
  }

  @Test func svgAgainstTextGoldensNamesTheFormat() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let root = scratch.path
    _ = try LaSimProcess.run(["play", "pizza-planet", Self.scenario, "--record", root])
    let result = try LaSimProcess.run([
      "play", "pizza-planet", Self.scenario, "--verify", root, "--format", "svg",
    ])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "MISSING   before-cancel: golden is text (\(root)/before-cancel.txt), this run asked for svg;"
          + " verify with --format text, or record svg goldens"))
    #expect(!result.stdout.contains("no golden at"))
  }

  @Test func anANSIGoldenSeesAColourChangeThatTextCannot() throws {
    // Reproducer: food-runner's "Picked Up" capsule turned from orange to red, and every text golden passed.
    let scenario = try ScenarioTestSupport.shippedScenario("food-runner-colors")
    #expect(scenario.format == .ansi)
    let original = try BuiltinFixture.text("food-runner")
    let recoloured = original.replacingOccurrences(
      of: "\"icon\": \"bicycle\", \"color\": \"orange\"", with: "\"icon\": \"bicycle\", \"color\": \"red\"")
    #expect(recoloured != original)
    let changed = try FixtureDecoder.decode(bytes: Array(recoloured.utf8), file: "food-runner.json")
    let before = try ScenarioPlayer(definition: BuiltinFixture.definition("food-runner")).play(scenario)
    let after = try ScenarioPlayer(definition: changed).play(scenario)
    #expect(before.map { $0.rendered(.text) } == after.map { $0.rendered(.text) }, "text is blind to colour")

    let goldens = "\(ScenarioTestSupport.goldens)/food-runner-colors"
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    for name in try FileManager.default.contentsOfDirectory(atPath: goldens) {
      try FileManager.default.copyItem(atPath: "\(goldens)/\(name)", toPath: "\(directory)/\(name)")
    }
    let result = try GoldenStore(directory: directory, format: .ansi).verify(after)
    #expect(!result.passed)
    let differing = result.checks.filter { if case .mismatch = $0.status { true } else { false } }.map(\.name)
    #expect(differing == ["picked-up"])
    let summary = result.summary(recordCommand: "la-sim play …")
    // The nearest 256-colour indices to iOS's dark orange and red: the capsule's text takes the status
    // colour, on a 20 % tint of it over the card; the escapes are shown, never sent.
    let (orange, red) = (ANSIText.paletteIndex(.orange), ANSIText.paletteIndex(.red))
    #expect(summary.contains("\\u{1B}[0;38;5;\(orange);48;2;51;32;2m Picked Up"))
    #expect(summary.contains("\\u{1B}[0;38;5;\(red);48;2;51;14;12m Picked Up"))
    #expect(!summary.unicodeScalars.contains("\u{1B}"), "ANSI goldens are shown escaped")
    #expect(ScenarioTestSupport.exists("\(directory)/picked-up.actual.ans"))
  }

  @Test func anANSIScenarioPrintsPlainTextAndWritesANSIFiles() throws {
    let scenario = "fixtures/scenarios/food-runner-colors.scenario"
    let printed = try LaSimProcess.run(["play", "food-runner", scenario])
    #expect(printed.status == 0)
    #expect(!printed.stdout.contains("\u{1B}"), "a pipe gets text unless --format asks")
    let verify = try LaSimProcess.run([
      "play", "food-runner", scenario, "--verify", "fixtures/golden/scenarios/food-runner-colors",
    ])
    #expect(verify.status == 0, "\(verify.stdout)")
    #expect(verify.stdout.contains("Verified 4 snapshots"))
    #expect(verify.stdout.contains("4 match, 0 differ, 0 missing."))
  }

  @Test func theShippedANSIGoldenHoldsEachStepsColour() throws {
    let goldens = "\(ScenarioTestSupport.goldens)/food-runner-colors"
    // The status's colour on a 20 % tint of it over the black card.
    let colours = [
      ("preparing", "38;5;33;48;2;2;26;51", "Preparing"), ("picked-up", "38;5;214;48;2;51;32;2", "Picked Up"),
      ("nearby", "38;5;77;48;2;10;42;18", "Nearby"), ("delivered", "38;5;246;48;2;28;28;29", "Delivered"),
    ]
    for (name, colour, status) in colours {
      let text = try ScenarioTestSupport.read("\(goldens)/\(name).ans")
      #expect(text.contains("\(colour)m \(status) "), "\(name): capsule in \(colour)")
    }
  }
}
