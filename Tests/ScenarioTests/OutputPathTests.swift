import Foundation
import TestSupport
import Testing

@testable import Scenarios

/// Outputs never replace an input or each other: `--report`, `--junit`, `--out`, `--record` and import's
/// `--out` are refused (exit 64, nothing written) when they name a file the command reads, a golden or
/// another output, however the path is spelled.
struct OutputPathTests {
  /// A directory with a fixture file, a scenario that pushes a payload, and goldens recorded in `g`.
  static func workspace(in scratch: TemporaryDirectory) throws -> String {
    let directory = scratch.path
    try ScenarioTestSupport.write(
      try ScenarioTestSupport.read(Repository.root.path + "/fixtures/activities/courier.json"),
      to: directory + "/fx.json"
    )
    try FileManager.default.createDirectory(
      atPath: directory + "/payloads", withIntermediateDirectories: true)
    try ScenarioTestSupport.write(
      #"{"aps": {"timestamp": 1795946700, "event": "update", "content-state": {}}}"#,
      to: directory + "/payloads/p.json")
    try ScenarioTestSupport.write(
      "snapshot a lock-screen\npush payloads/p.json\n", to: directory + "/s.scenario")
    let record = try LaSimProcess.run(
      ["play", "fx.json", "s.scenario", "--record", "g"], directory: URL(fileURLWithPath: directory))
    #expect(record.status == 0)
    return directory
  }

  static let refused: [(arguments: [String], message: String)] = [
    (["--verify", "g", "--junit", "s.scenario"], "--junit s.scenario is also the scenario s.scenario"),
    (
      ["--verify", "g", "--report", "./fx.json"], "--report ./fx.json is the same file as the fixture fx.json"
    ),
    (["--verify", "g", "--report", "g/a.txt"], "--report g/a.txt is also the golden g/a.txt"),
    (["--verify", "g", "--report", "X", "--junit", "./X"], "--junit ./X is the same file as --report X"),
    (["--verify", "g", "--report", "payloads/../payloads/p.json"], "the payload of line 2 payloads/p.json"),
    (
      ["--verify", "g", "--report", "new/../X", "--junit", "X"],
      "--junit X is the same file as --report new/../X"
    ),
    (["--out", "g", "--verify", "g"], "the snapshot --out writes g/a.txt is also the golden g/a.txt"),
    (
      ["--out", "d", "--record", "./d"],
      "the snapshot --out writes d/a.txt is the same file as the golden --record writes ./d/a.txt"
    ),
    (["--verify", "g", "--report", "g/a.actual.txt"], "--report g/a.actual.txt is also the actual frame"),
  ]

  @Test(
    "an output aimed at the fixture, the scenario, a payload, a golden or another output exits 64 unwritten")
  func refusesInputs() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = try Self.workspace(in: scratch)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let files = ["fx.json", "s.scenario", "payloads/p.json", "g/a.txt"]
    let before = try files.map { try ScenarioTestSupport.read(directory + "/" + $0) }
    for (arguments, message) in Self.refused {
      let result = try LaSimProcess.run(
        ["play", "fx.json", "s.scenario"] + arguments, directory: URL(fileURLWithPath: directory))
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
      #expect(result.stdout.isEmpty, "\(arguments)")
      #expect(try files.map { try ScenarioTestSupport.read(directory + "/" + $0) } == before, "\(arguments)")
      for written in ["X", "d", "g/a.actual.txt"] {
        #expect(!FileManager.default.fileExists(atPath: directory + "/" + written), "\(arguments)")
      }
    }
  }

  @Test("a symbolic or hard link to the fixture is the fixture; distinct outputs are written")
  func links() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = try Self.workspace(in: scratch)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/soft.json", withDestinationPath: "fx.json")
    try FileManager.default.linkItem(atPath: directory + "/fx.json", toPath: directory + "/hard.json")
    for link in ["soft.json", "hard.json"] {
      let result = try LaSimProcess.run(
        ["play", "fx.json", "s.scenario", "--verify", "g", "--report", link],
        directory: URL(fileURLWithPath: directory))
      #expect(result.status == 64)
      #expect(result.stderr.contains("--report \(link) is the same file as the fixture fx.json"))
    }
    let fine = try LaSimProcess.run(
      ["play", "fx.json", "s.scenario", "--verify", "g", "--report", "r.html", "--junit", "j.xml"],
      directory: URL(fileURLWithPath: directory))
    #expect(fine.status == 0)
    #expect(try ScenarioTestSupport.read(directory + "/j.xml").contains("<testsuite"))
  }

  @Test("import --out refuses one of the Swift files it reads")
  func importOut() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    let swift = "struct A {}\n"
    try ScenarioTestSupport.write(swift, to: directory + "/A.swift")
    let result = try LaSimProcess.run(
      ["import", "A.swift", "--out", "./A.swift"], directory: URL(fileURLWithPath: directory))
    #expect(result.status == 64)
    #expect(result.stderr.contains("--out ./A.swift is the same file as the Swift file A.swift"))
    #expect(try ScenarioTestSupport.read(directory + "/A.swift") == swift)
  }

  @Test("paths are compared by what they name: spellings of one file or one place to be are equal")
  func locations() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    try ScenarioTestSupport.write("x", to: directory + "/f")
    #expect(OutputPaths.location(of: directory + "/f") == OutputPaths.location(of: directory + "/./f"))
    #expect(OutputPaths.location(of: directory + "/a/b") == OutputPaths.location(of: directory + "//a/./b"))
    #expect(OutputPaths.location(of: directory + "/a/../g") == OutputPaths.location(of: directory + "/g"))
    #expect(OutputPaths.location(of: directory + "/a/b") != OutputPaths.location(of: directory + "/a/c"))
    #expect(OutputPaths.location(of: directory + "/f/x") == nil)
  }
}
