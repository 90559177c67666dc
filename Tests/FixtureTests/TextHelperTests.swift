import Diagnostics
import JSON
import Testing

/// The plain-string helpers that stand in for Foundation's, and the parser's columns past non-ASCII text.
@Suite struct TextHelperTests {
  @Test(arguments: [
    ("a/b.json", "b.json", "a"), ("/b.json", "b.json", "/"), ("b.json", "b.json", ""),
    ("fixtures/payloads/", "payloads", "fixtures"),
  ])
  func pathComponents(_ path: String, _ last: String, _ parent: String) {
    #expect(path.lastPathComponent == last)
    #expect(path.deletingLastPathComponent == parent)
  }

  @Test func appendingAComponentAddsOneSlash() {
    #expect("a".appendingPathComponent("b.json") == "a/b.json")
    #expect("a/".appendingPathComponent("b.json") == "a/b.json")
    #expect("".appendingPathComponent("b.json") == "b.json")
  }

  @Test func trimmingAndPadding() {
    #expect("  1795946400 \t".trimmingSpaces == "1795946400")
    #expect("   ".trimmingSpaces == "")
    #expect("+1m".padded(to: 5) == "+1m  ")
    #expect(String.zeroPadded(7, width: 2) == "07")
    #expect(String.zeroPadded(2026, width: 4) == "2026")
  }

  @Test func columnsCountCharactersNotBytes() {
    let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("{\"🚚é\": \"中\", ]") }
    #expect(error?.position == SourcePosition(line: 1, column: 13))
  }

  @Test func stringsKeepEscapesAndNonASCII() throws {
    let value = try JSONParser.parse(#"{"a": "Buzz \"B\" 👨‍🍳\n\u00e9\ud83d\ude80"}"#)
    #expect(value["a"] == .string("Buzz \"B\" 👨‍🍳\né🚀"))
  }
}
