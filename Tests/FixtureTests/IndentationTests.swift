import Diagnostics
import JSON
import Testing

/// The parser passes an indented line's spaces eight at a time: the members after them and the errors in
/// them must stand where counting one space at a time puts them, whatever the indentation's length and
/// whatever follows it (a tab, a line feed, the end of the text).
@Suite struct IndentationTests {
  @Test(arguments: 0...20)
  func membersAndErrorsAfterAnIndentation(_ width: Int) throws {
    let spaces = String(repeating: " ", count: width)
    let value = try JSONParser.parse(
      "{\n\(spaces)\"a\": 1,\n\(spaces)\t\"b\": [\n\(spaces)\n\(spaces)2]\n\(spaces)}")
    guard case .object(let members) = value else {
      Issue.record("expected an object")
      return
    }
    #expect(
      members.map(\.position) == [
        SourcePosition(line: 2, column: width + 1), SourcePosition(line: 3, column: width + 2),
      ])
    #expect(value["b"] == .array([.int(2)]))
    let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("[\n\(spaces)1,\n\(spaces)x]") }
    #expect(error?.position == SourcePosition(line: 3, column: width + 1))
    let end = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("[\n\(spaces)") }
    #expect(end?.position == SourcePosition(line: 2, column: width + 1))
  }
}
