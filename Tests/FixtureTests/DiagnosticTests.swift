import Diagnostics
import Fixture
import FixtureJSON
import JSON
import Testing

/// Every error reads as one diagnostic line: the place (file, line, column, JSON path), what is wrong, and
/// text from the input escaped, including the invisible characters that make a right-looking word wrong.
struct DiagnosticTests {
  static func error(_ json: String) -> FixtureError? {
    do {
      _ = try FixtureDecoder.decode(bytes: Array(json.utf8), file: "x.json")
      return nil
    } catch {
      return error
    }
  }

  @Test func aFixtureErrorIsFileLineColumnPathMessage() throws {
    let json = #"{"name": "x", "displayName": "X",\#n  "colour": 1}"#
    let error = try #require(Self.error(json))
    let diagnostic = error.diagnostic
    #expect(diagnostic.file == "x.json")
    #expect(diagnostic.position == SourcePosition(line: 2, column: 3))
    #expect(diagnostic.path == "$.colour")
    #expect(diagnostic.kind == DiagnosticKind.badData)
    #expect(error.description.hasPrefix("x.json:2:3: $.colour: "))
    #expect(error.description == diagnostic.description)
  }

  @Test func aByteOrderMarkInAKeyIsShownNotHidden() throws {
    let json = "{\"\u{FEFF}name\": \"x\"}"
    let error = try #require(Self.error(json))
    #expect(error.description.contains(#"\u{FEFF}name"#), "\(error.description)")
    #expect(!error.description.unicodeScalars.contains { $0.value == 0xFEFF })
  }

  @Test func placesReadAsCompilersWriteThem() {
    let swift = Diagnostic(
      file: "W.swift", position: SourcePosition(line: 3, column: 9), label: "unsupported", message: "m")
    #expect(swift.description == "W.swift:3:9: unsupported: m")
    let line = Diagnostic(file: "a.scenario", position: .line(4), message: "m", kind: .expectationFailed)
    #expect(line.description == "a.scenario:4: m")
    #expect(Diagnostic(file: "", message: "m", kind: .usage).description == "m")
    let hostile = Diagnostic(file: "a\u{1B}[2J.json", message: "\u{7}")
    #expect(hostile.description == #"a\u{1B}[2J.json: \u{7}"#)
  }
}
