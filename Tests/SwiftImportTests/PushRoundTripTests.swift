import Foundation
import SwiftImport
import TestSupport
import Testing

/// An imported fixture decodes the shipped payloads as the hand-written fixture does: no hand edits.
@Suite(.temporaryDirectory) struct PushRoundTripTests {
  static let pairs = [
    ("Courier", "courier"), ("PizzaPlanet", "pizza-planet"), ("Export", "export"),
    ("FoodRunner", "food-runner"),
  ]

  /// `applied`, `ignored` or `rejected`, as the verdict line of `payload` says.
  static func verdict(_ output: String, _ payload: String) -> String? {
    guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix(payload + ": ") }) else {
      return nil
    }
    let rest = line.dropFirst(payload.count + 2)
    return ["applied", "ignored", "rejected"].first { rest.hasPrefix($0) }
  }

  @Test(
    "every shipped payload gets the same verdict from the imported fixture as from the shipped one",
    arguments: pairs)
  func sameVerdicts(_ pair: (String, String)) throws {
    let result = try SwiftImporter.importFixture(try SwiftImportSupport.sources(pair.0))
    let directory = try SwiftImportSupport.scratch(["imported.json": result.fixture.serialized(pretty: true)])
    defer { try? FileManager.default.removeItem(at: directory) }
    let imported = directory.appendingPathComponent("imported.json").path
    let payloads = Repository.root.appendingPathComponent("fixtures/payloads/\(pair.1)")
    let names = try FileManager.default.contentsOfDirectory(atPath: payloads.path).filter {
      $0.hasSuffix(".json")
    }
    #expect(names.count >= 5)
    // A push addressed to a token is for one activity: tokens are derived from the activity's name, and
    // the import names the fixture after the widget (pizza-planet's Swift imports as "delivery").
    for name in names.sorted() where !name.contains("by-token") {
      let payload = payloads.appendingPathComponent(name).path
      let shipped = try SwiftImportSupport.run(["push", pair.1, payload])
      let mine = try SwiftImportSupport.run(["push", imported, payload])
      let expected = Self.verdict(shipped.stdout, payload)
      #expect(expected != nil, "\(name)")
      #expect(Self.verdict(mine.stdout, payload) == expected, "\(pair.1)/\(name)")
      #expect(mine.status == shipped.status, "\(pair.1)/\(name)")
    }
  }
}
