import Foundation
import TestSupport
import Testing

/// `la-sim init NAME`: a new activity's files, which check, push and play clean as written.
@Suite(.temporaryDirectory) struct InitCommandTests {
  @Test("The starter fixture checks clean on every device, its payload applies, its scenario plays")
  func starterChecksClean() throws {
    let scratch = try TemporaryDirectory.ofThisTest().url
    let written = try LaSimProcess.run(["init", "my-order"], directory: scratch)
    #expect(written.status == 0, "\(written.stderr)")
    #expect(written.stdout.contains("my-order/payloads/update-on-the-way.json"))
    let project = scratch.appendingPathComponent("my-order")
    let fixture = try String(contentsOf: project.appendingPathComponent("my-order.json"), encoding: .utf8)
    #expect(fixture.contains("\"$comment\""), "the fixture explains itself")
    #expect(fixture.contains("\"bundleIdentifier\": \"com.example.myorder\""))
    #expect(fixture.contains("\"attributesType\": \"MyOrderAttributes\""))
    let check = try LaSimProcess.run(["check", "my-order.json", "--device", "all"], directory: project)
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.hasPrefix("my-order.json: clean"))
    let push = try LaSimProcess.run(
      ["push", "my-order.json", "payloads/update-on-the-way.json"], directory: project)
    #expect(push.status == 0, "\(push.stdout)")
    #expect(push.stdout.contains("1 payload: 1 applied, 0 ignored, 0 rejected"))
    #expect(!push.stdout.contains("warning"), "no warning: the date is what ActivityKit decodes")
    let play = try LaSimProcess.run(["play", "my-order.json", "my-order.scenario"], directory: project)
    #expect(play.status == 0, "\(play.stderr)")
    #expect(play.stdout.contains("snapshot delivered"))
  }

  @Test(
    "Each template checks clean on every device, its payload applies without a warning, its story plays and records",
    arguments: ["sports", "ride", "timer", "progress"])
  func templates(_ template: String) throws {
    let scratch = try TemporaryDirectory.ofThisTest().url
    let written = try LaSimProcess.run(
      ["init", "my-\(template)", "--template", template], directory: scratch)
    #expect(written.status == 0, "\(written.stderr)")
    let project = scratch.appendingPathComponent("my-\(template)")
    let fixture = "my-\(template).json"
    let check = try LaSimProcess.run(["check", fixture, "--device", "all", "--strict"], directory: project)
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.hasPrefix("\(fixture): clean ("))
    let push = try LaSimProcess.run(
      ["push", fixture, "payloads/update.json", "--strict"], directory: project)
    #expect(push.status == 0, "\(push.stdout)")
    #expect(push.stdout.contains("1 payload: 1 applied, 0 ignored, 0 rejected"))
    let record = try LaSimProcess.run(
      ["play", fixture, "my-\(template).scenario", "--record", "golden"], directory: project)
    #expect(record.status == 0, "\(record.stderr)")
    #expect(record.stdout.contains("Recorded 3 snapshots in golden."))
    let verify = try LaSimProcess.run(
      ["play", fixture, "my-\(template).scenario", "--verify", "golden"], directory: project)
    #expect(verify.status == 0, "\(verify.stdout)")
  }

  @Test("--from-swift imports the fixture from the app's Swift; its push applies and its story plays")
  func fromSwift() throws {
    let scratch = try TemporaryDirectory.ofThisTest().url
    let swift = ["DeliveryAttributes.swift", "DeliveryLiveActivity.swift"].map {
      Repository.path("fixtures/swift/PizzaPlanet/\($0)")
    }
    let written = try LaSimProcess.run(["init", "pizza", "--from-swift"] + swift, directory: scratch)
    #expect(written.status == 0, "\(written.stderr)")
    let project = scratch.appendingPathComponent("pizza")
    let imported = try LaSimProcess.run(["import"] + swift, directory: scratch)
    let fixture = try String(contentsOf: project.appendingPathComponent("pizza.json"), encoding: .utf8)
    #expect(fixture == imported.stdout, "the fixture is what 'la-sim import' prints")
    let push = try LaSimProcess.run(
      ["push", "pizza.json", "payloads/update.json", "--strict"], directory: project)
    #expect(push.status == 0, "\(push.stdout)")
    #expect(push.stdout.contains("1 payload: 1 applied, 0 ignored, 0 rejected"))
    let play = try LaSimProcess.run(["play", "pizza.json", "pizza.scenario"], directory: project)
    #expect(play.status == 0, "\(play.stderr)")
    #expect(play.stdout.contains("snapshot preparing"))
    let both = try LaSimProcess.run(
      ["init", "other", "--template", "ride", "--from-swift"] + swift, directory: scratch)
    #expect(both.status == 64)
  }

  @Test("--from-swift on code with no preview says what to add, not an option init does not take")
  func fromSwiftWithoutPreviews() throws {
    let scratch = try TemporaryDirectory.ofThisTest().url
    let swift = Repository.path("fixtures/swift/PizzaPlanet/DeliveryAttributes.swift")
    let result = try LaSimProcess.run(["init", "pizza", "--from-swift", swift], directory: scratch)
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "la-sim init: \(swift) has no Live Activity #Preview with contentStates: add one (#Preview(\"…\","
          + " as: .content, using: …) { … } contentStates: { … }), or write the fixture with 'la-sim import"
          + " SWIFT-FILES --pipeline FIXTURE.json --out pizza.json'\n"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("pizza").path))
  }

  @Test("An unknown template is a usage error that lists them")
  func unknownTemplate() throws {
    let scratch = try TemporaryDirectory.ofThisTest().url
    let result = try LaSimProcess.run(["init", "my-x", "--template", "weather"], directory: scratch)
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "la-sim init: invalid value 'weather' for --template; expected one of: delivery, sports, ride, timer,"
          + " progress"))
    #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("my-x").path))
  }

  @Test("An existing file is never overwritten, and nothing is written")
  func refusesToOverwrite() throws {
    let scratch = try TemporaryDirectory.ofThisTest().url
    let project = scratch.appendingPathComponent("my-order")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try "# mine\n".write(
      to: project.appendingPathComponent("my-order.scenario"), atomically: true, encoding: .utf8)
    let result = try LaSimProcess.run(["init", "my-order"], directory: scratch)
    #expect(result.status == 73)
    #expect(result.stderr == "la-sim init: my-order/my-order.scenario: already exists; nothing written\n")
    #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("my-order.json").path))
    let kept = try String(contentsOf: project.appendingPathComponent("my-order.scenario"), encoding: .utf8)
    #expect(kept == "# mine\n")
  }

  @Test("A symbolic link or a file where payloads/ goes is refused before anything is written")
  func refusesLinksOutOfTheDirectory() throws {
    let scratch = try TemporaryDirectory.ofThisTest().url
    let manager = FileManager.default
    let outside = scratch.appendingPathComponent("outside").path
    try manager.createDirectory(atPath: outside, withIntermediateDirectories: true)
    let cases: [(dir: String, make: () throws -> Void, message: String)] = [
      (
        "linked",
        {
          try manager.createSymbolicLink(
            atPath: scratch.path + "/linked/payloads", withDestinationPath: outside)
        },
        "la-sim init: linked/payloads: is a symbolic link; init writes only inside linked and never follows"
          + " one; nothing written\n"
      ),
      (
        "blocked",
        { try "x".write(toFile: scratch.path + "/blocked/payloads", atomically: true, encoding: .utf8) },
        "la-sim init: blocked/payloads: is not a directory; nothing written\n"
      ),
      (
        "dangling",
        {
          try manager.createSymbolicLink(
            atPath: scratch.path + "/dangling/my-order.json", withDestinationPath: outside + "/x")
        },
        "la-sim init: dangling/my-order.json: already exists; nothing written\n"
      ),
    ]
    for (dir, make, message) in cases {
      try manager.createDirectory(atPath: scratch.path + "/" + dir, withIntermediateDirectories: true)
      try make()
      let before = try manager.contentsOfDirectory(atPath: scratch.appendingPathComponent(dir).path)
      let result = try LaSimProcess.run(["init", "my-order", "--dir", dir], directory: scratch)
      #expect(result.status == 73, "\(dir)")
      #expect(result.stderr == message)
      #expect(result.stdout.isEmpty)
      #expect(try manager.contentsOfDirectory(atPath: scratch.appendingPathComponent(dir).path) == before)
      #expect(try manager.contentsOfDirectory(atPath: outside).isEmpty, "nothing written out of \(dir)")
    }
  }

  @Test(
    "A name that is not lowercase-with-hyphens is a usage error",
    arguments: ["MyOrder", "my order", "-x", "9lives", "a--b", "../up"])
  func invalidNames(name: String) throws {
    let scratch = try TemporaryDirectory.ofThisTest().url
    let result = try LaSimProcess.run(["init", name], directory: scratch)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
  }
}
