import Fixture
import Foundation
import JSON
import Layout
import TestSupport
import Testing

@testable import Checking

/// `check` sweeps a fixture's `instances` too: each instance's attribute values merged over the fixture's
/// own, as the simulator's `a` starts it. A clip only an instance gives is reported once, naming it.
struct InstanceCheckTests {
  /// The football match with short team names of its own, and instances that change them.
  static func match(instances: [[String: Value]]) throws -> ActivityDefinition {
    var definition = try RemedyTests.football()
    definition.attributes["homeTeam"] = .string("Girona")
    definition.attributes["awayTeam"] = .string("Inter")
    definition.instances = instances
    return definition
  }

  static let longName = "Borussia Mönchengladbach"

  @Test("An instance's long team name clips where the fixture's own values do not, and the finding names it")
  func instanceClip() throws {
    let own = try Self.match(instances: [])
    let plain = Checker.check(own, file: "match", devices: [.iPhone15ProMax])
    #expect(!plain.findings.contains { $0.text == Self.longName })
    let definition = try Self.match(instances: [
      ["awayTeam": .string("Inter Milan")], ["homeTeam": .string(Self.longName)],
    ])
    let report = Checker.check(definition, file: "match", devices: [.iPhone15ProMax])
    let clips = report.findings.filter { $0.text == Self.longName && $0.code == .clipped }
    #expect(!clips.isEmpty, "the instance's clip was missed:\n\(report.text)")
    for clip in clips {
      #expect(clip.instances == [1])
      #expect(clip.line.hasPrefix("match: instances[1] iphone-15-pro-max "), "\(clip.line)")
      #expect(clip.json["instances"] == .array([.int(1)]))
    }
    // What the fixture's own values give is reported as theirs, once: every instance gives it too.
    for line in plain.findings.map(\.line) {
      #expect(report.findings.filter { $0.line == line }.count == 1, "\(line)")
    }
    #expect(report.findings.allSatisfy { $0.instances.isEmpty || $0.instances == [1] || $0.instances == [0] })
    // Every instance's frames are drawn.
    #expect(report.frames == plain.frames * 3)
    #expect(report.summary.hasSuffix("in \(plain.frames * 3) frames"))
  }

  @Test("A clip two instances give alike is one finding naming both")
  func foldedAcrossInstances() throws {
    let definition = try Self.match(instances: [
      ["homeTeam": .string(Self.longName)], ["awayTeam": .string("Inter Milan")],
      ["homeTeam": .string(Self.longName), "awayTeam": .string("Inter Milan")],
    ])
    let report = Checker.check(definition, file: "match", devices: [.iPhone15ProMax], remedies: false)
    let clips = report.findings.filter { $0.text == Self.longName }
    #expect(!clips.isEmpty)
    #expect(clips.allSatisfy { $0.instances == [0, 2] }, "\(clips.map(\.line))")
    #expect(clips.allSatisfy { $0.line.contains("match: instances[0], instances[2] iphone-15-pro-max ") })
  }

  @Test("An instance's fix is the fixture's layout changed, with the fixture's own attribute values")
  func instanceRemedy() throws {
    let definition = try Self.match(instances: [["homeTeam": .string(Self.longName)]])
    let report = Checker.check(definition, file: "match", devices: [.iPhone15ProMax])
    let clip = try #require(report.findings.first { $0.text == Self.longName && !$0.remedies.isEmpty })
    for remedy in clip.remedies {
      #expect(remedy.edited.attributes == definition.attributes)
      #expect(remedy.edited.instances == definition.instances)
      let again = Checker.check(remedy.edited, file: "match", devices: [.iPhone15ProMax], remedies: false)
      #expect(!RemedyTests.stillThere(clip, remedy, in: again), "\(remedy.sentence)")
    }
  }

  @Test("SARIF names the instance in the message and in the result's properties")
  func sarif() throws {
    let definition = try Self.match(instances: [["homeTeam": .string(Self.longName)]])
    let report = Checker.check(definition, file: "match", devices: [.iPhone15ProMax], remedies: false)
    let clip = try #require(report.findings.first { $0.text == Self.longName })
    let result = CheckSARIF.result(clip, uri: "match.json", root: nil)
    #expect(result["properties"]?["instances"] == .array([.int(0)]))
    let message = try #require(result["message"]?["text"]?.string)
    #expect(message.hasPrefix("match: instances[0] "))
    let own = try #require(report.findings.first { $0.instances.isEmpty && $0.code == .clipped })
    #expect(CheckSARIF.result(own, uri: "match.json", root: nil)["properties"] == nil)
  }
}
