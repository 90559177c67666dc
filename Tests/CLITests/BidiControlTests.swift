import Foundation
import TestSupport
import Testing

/// Bidirectional controls in a fixture's text (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069): a
/// phone draws them as nothing (zero-width format characters; la-sim reorders nothing), so every format's
/// picture shows the text without them, measured as without them, while the reports that quote the text
/// keep them, escaped.
@Suite(.temporaryDirectory) struct BidiControlTests {
  /// Every bidirectional control, inside a status the Lock Screen draws whole.
  static let status =
    "A\u{202A}B\u{202B}C\u{202C} D\u{202D}E\u{202E}F\u{2066}G\u{2067}H\u{2068}I\u{2069}J\u{200E}K"
    + "\u{200F}L\u{061C}M"
  /// The same status, as it is drawn.
  static let drawn = "ABC DEFGHIJKLM"

  /// status-in-compact with `status` at step 0 (or `drawn`, for the widths to compare with).
  static func fixture(_ status: String, name: String) throws -> String {
    let url = Repository.root.appendingPathComponent("Tests/CheckerTests/Fixtures/status-in-compact.json")
    var fixture = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    var pipeline = try #require(fixture["pipeline"] as? [[String: Any]])
    pipeline[0]["contentState"] = ["status": status, "etaMinutes": 25]
    fixture["pipeline"] = pipeline
    let data = try JSONSerialization.data(withJSONObject: fixture)
    return try CLIRunner.temporaryFile(String(decoding: data, as: UTF8.self), name: name)
  }

  static func render(_ file: String, _ format: String, _ presentation: String) throws -> String {
    let result = try CLIRunner.run(["render", file, "--presentation", presentation, "--format", format])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  @Test(
    "Every format draws the text without its bidirectional controls, none of them raw",
    arguments: ["text", "ansi", "json", "svg", "svg-cells"])
  func drawnAsNothing(_ format: String) throws {
    let output = try Self.render(try Self.fixture(Self.status, name: "bidi.json"), format, "lock-screen")
    #expect(!output.unicodeScalars.contains { $0.properties.isBidiControl }, "raw in \(format)")
    #expect(!output.contains("\\u{2"), "escaped in the picture: \(format)")
    switch format {
    case "json":
      let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
      let rows = try #require((json["frames"] as? [[String: Any]])?.first?["rows"] as? [String])
      #expect(rows.contains { $0.contains(Self.drawn) }, "\(rows)")
    case "svg":
      #expect(output.contains(">\(Self.drawn)</text>"))
    case "svg-cells":
      // The cell grid writes each run of characters between spaces at its cells' centres.
      #expect(output.contains(">ABC</text>") && output.contains(">DEFGHIJKLM</text>"))
    default:
      #expect(output.contains(Self.drawn))
    }
  }

  @Test("A text with bidirectional controls is measured as without them, U+061C included")
  func measuredAsNothing() throws {
    let marked = try Self.render(try Self.fixture(Self.status, name: "bidi.json"), "svg", "lock-screen")
    let plain = try Self.render(try Self.fixture(Self.drawn, name: "plain.json"), "svg", "lock-screen")
    let length = /textLength="([0-9.]+)"[^>]*>ABC DEF/
    let markedLength = try #require(marked.firstMatch(of: length)).output.1
    let plainLength = try #require(plain.firstMatch(of: length)).output.1
    #expect(markedLength == plainLength)
  }

  @Test("The reports that quote a clipped text keep its bidirectional controls, escaped")
  func reportsEscape() throws {
    let long = Self.status + " and a long tail to clip in the compact island"
    let file = try Self.fixture(long, name: "clip.json")
    let text = try Self.render(file, "text", "compact")
    #expect(text.contains("\"A\\u{202A}B\\u{202B}C\\u{202C} D"), "\(text)")
    let json = try Self.render(file, "json", "compact")
    #expect(json.contains("A\\u202aB\\u202bC\\u202c D"), "\(json)")
    let check = try CLIRunner.run(["check", file, "--device", "iphone-15-pro"])
    #expect(check.stdout.contains("\"A\\u{202A}B\\u{202B}C\\u{202C} D"), "\(check.stdout)")
    #expect(!check.stdout.unicodeScalars.contains { $0.properties.isBidiControl })
  }
}
