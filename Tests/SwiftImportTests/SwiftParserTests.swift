import SwiftImport
import SwiftParsing
import Testing

/// The tokenizer and parser, on the forms a widget's Swift uses, and on Swift they cannot read.
@Suite struct SwiftParserTests {
  static func model(_ text: String) throws -> SwiftModel {
    try SwiftImporter.readModel([SwiftSource(file: "T.swift", text: text)]).0
  }

  @Test("comments, attributes, multi-line strings and interpolations do not disturb the model")
  func lexing() throws {
    let model = try Self.model(
      """
      /* a /* nested */ comment */
      @available(iOS 16.1, *)
      struct A: ActivityAttributes { // trailing
        struct ContentState: Codable, Hashable {
          var note: String
          static let sample = ContentState(note: \"""
            two
              lines \\(1 + (2)) "quoted"
            \""")
        }
        var `default`: Int
      }
      """)
    #expect(model.attributes.map(\.name) == ["default"])
    #expect(model.contentState.map(\.name) == ["note"])
  }

  @Test(
    "Swift that cannot be parsed is an error at its line and column",
    arguments: [
      ("struct A: ActivityAttributes {\n  var x: String\n", "T.swift:3:1"),
      ("struct A { var s = \"open\n}", "T.swift:1:20"),
      ("struct A { var s = \"\\q\" }", "T.swift:1:21"),
      ("struct A { var x = (1, }", "T.swift:1:24"),
    ])
  func unparseable(_ input: (String, String)) {
    #expect {
      try Self.model(input.0)
    } throws: { error in
      (error as? SwiftSyntaxError)?.description.hasPrefix(input.1 + ": error: ") == true
    }
  }

  @Test("a file with no ActivityAttributes struct names the files it read")
  func noModel() {
    #expect {
      try Self.model("struct V: View { var body: some View { Text(\"x\") } }")
    } throws: { error in
      (error as? SwiftSyntaxError)?.message.contains("no struct conforming to ActivityAttributes") == true
    }
  }

  @Test("nesting is bounded: 10,000 parentheses are an error, not a crash")
  func deepNesting() {
    let text = "struct A: ActivityAttributes { var x = " + String(repeating: "(", count: 10_000) + " }"
    #expect(throws: SwiftSyntaxError.self) { try Self.model(text) }
  }
}
