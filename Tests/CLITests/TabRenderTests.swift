import Foundation
import TestSupport
import Testing

/// A tab in a fixture's text goes to the next 28-pt stop from the line's start (`NSParagraphStyle.default`):
/// every picture draws the text after it there (spaces to that cell in the frames, the stop's point in the
/// SVG), `check` measures the room it takes, and the reports quote it escaped.
@Suite(.temporaryDirectory) struct TabRenderTests {
  /// status-in-compact with `status` at every step.
  static func fixture(_ status: String, name: String) throws -> String {
    let url = Repository.root.appendingPathComponent("Tests/CheckerTests/Fixtures/status-in-compact.json")
    var fixture = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    var pipeline = try #require(fixture["pipeline"] as? [[String: Any]])
    for index in pipeline.indices {
      pipeline[index]["contentState"] = ["status": status, "etaMinutes": 25]
    }
    fixture["pipeline"] = pipeline
    let data = try JSONSerialization.data(withJSONObject: fixture)
    return try CLIRunner.temporaryFile(String(decoding: data, as: UTF8.self), name: name)
  }

  static func render(_ file: String, _ format: String, _ presentation: String = "lock-screen") throws
    -> String
  {
    let result = try CLIRunner.run(["render", file, "--presentation", presentation, "--format", format])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  @Test(
    "Text, ANSI and JSON frames draw a tab as spaces to the cell of its stop",
    arguments: ["text", "ansi", "json"])
  func cells(_ format: String) throws {
    // The headline's "Qty" ends before 28 pt and "2" before 84: the tabs reach 56 pt (column 8 from the
    // line's start) and 84 pt (column 12).
    let output = try Self.render(try Self.fixture("Qty\t2\tPizza", name: "tab.json"), format)
    #expect(output.contains("Qty     2   Pizza"), "\(output)")
    #expect(!output.contains("\t"))
  }

  @Test("The picture in points draws each stretch between tabs at its stop")
  func points() throws {
    let svg = try Self.render(try Self.fixture("Qty\t2\tPizza", name: "tab.json"), "svg")
    #expect(!svg.contains("\\u{9}"), "a tab is drawn, not escaped")
    let x = { (text: String) throws -> Double in
      let pattern = try Regex("data-rect=\"([0-9.]+) [^\"]*\"[^>]*>\(text)</text>")
      let number = try #require(svg.firstMatch(of: pattern)?.output[1].substring)
      return try #require(Double(number))
    }
    let qty = try x("Qty")
    #expect(abs(try x("2") - qty - 56) < 0.01)
    #expect(abs(try x("Pizza") - qty - 84) < 0.01)
  }

  @Test("check measures a tab to its stop: '9<TAB>min' needs 55.4 pt in the 42.3-pt compact trailing")
  func checkMeasures() throws {
    let file = try Self.fixture("9\tmin", name: "clip.json")
    let check = try CLIRunner.run(["check", file, "--device", "iphone-15-pro"])
    #expect(check.status == 1)
    let finding =
      "compact/trailing steps 0–3 (active, stale): \"9\\u{9}min\" needs 55.4 pt, has 42.3 pt → \"9\\u{9}…\""
    #expect(check.stdout.contains(finding), "\(check.stdout)")
    let compact = try Self.render(file, "text", "compact")
    #expect(compact.contains("9   …"), "\(compact)")
  }
}
