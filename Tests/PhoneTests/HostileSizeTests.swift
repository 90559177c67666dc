import BuiltinFixtures
import Delivery
import Fixture
import FixtureJSON
import Formatting
import Foundation
import JSON
import TestSupport
import Testing

/// Numbers that trap `Int(_:)` and sizes that made decoding or hints cost more than linear time: every one
/// gives a value, a bounded message or a one-line refusal.
@Suite struct HostileSizeTests {
  @Test(arguments: [
    (1e308, Int.max), (-1e308, Int.min), (Double.infinity, Int.max), (-Double.infinity, Int.min),
    (Double.nan, 0), (9_223_372_036_854_775_807.0, Int.max), (-9_223_372_036_854_775_808.0, Int.min),
    (-2.9, -2), (2.9, 2), (0, 0),
  ])
  func saturatingConversionNeverTraps(_ value: Double, _ expected: Int) {
    #expect(Int(saturating: value) == expected)
  }

  /// Reproducer: `check` of `"staleAfter": "-106751991167301d"` trapped here, formatting the stale date.
  @Test func relativeTimeFormatsAnyInterval() {
    #expect(RelativeTime.format(-106_751_991_167_301 * 86_400) == "-106751991167300d15h30m7s")
    #expect(RelativeTime.format(.infinity) == "+106751991167300d15h30m7s")
    #expect(RelativeTime.format(.nan) == "+0s")
    #expect(RelativeTime.format(-5400) == "-1h30m")
  }

  @Test func zeroPaddingTheSmallestIntDoesNotTrap() {
    #expect(String.zeroPadded(.min, width: 2) == "-9223372036854775808")
    #expect(String.zeroPadded(-7, width: 3) == "-007")
  }

  /// A fixture with its Phase enum given `cases` raw values, and its other text unchanged.
  static func export(cases: Int) throws -> ActivityDefinition {
    var text = try BuiltinFixture.text("export")
    let start = try #require(text.range(of: #""Phase": ["#))
    let end = try #require(text.range(of: "]", range: start.upperBound..<text.endIndex))
    let extra = (0..<cases).map { #"{"case": "c\#($0)", "rawValue": "r\#($0)"}"# }.joined(separator: ", ")
    let phases = ["preparing", "uploading", "rendering", "ready", "failed"].map { #"{"case": "\#($0)"}"# }
    text.replaceSubrange(
      start.lowerBound..<end.upperBound,
      with: #""Phase": [\#((phases + [extra]).joined(separator: ", "))]"#)
    return try FixtureDecoder.decode(bytes: Array(text.utf8), file: "export.json")
  }

  static func push(phase: String, to definition: ActivityDefinition) throws -> PushDecoding {
    let root = try JSONParser.parse(
      #"{"aps": {"timestamp": 1795946520, "event": "update", "content-state": {"phase": "\#(phase)","#
        + #" "completedUnits": 1, "totalUnits": 2, "updatedAt": 817639320}}}"#)
    return PushDecoder.decode(root, definition: definition)
  }

  /// Reproducer: a 40,000-case enum and a 3-KB wrong value took 15.5 s and printed one 1.58-MB line.
  @Test func aLongWrongRawValueOfAHugeEnumGetsAShortMessage() throws {
    let definition = try Self.export(cases: 40_000)
    let decoding = try Self.push(phase: String(repeating: "x", count: 3_000), to: definition)
    let message = try #require(decoding.errors.first).description
    #expect(message.utf8.count < 600)
    #expect(
      message.contains(#""xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx… (3000 characters)" is not a raw value"#))
    #expect(message.contains(#", … (40005 in all)); raw values match exactly"#))
    #expect(!message.contains("did you mean"))
  }

  @Test func aNearMissOfAHugeEnumIsStillSuggested() throws {
    let definition = try Self.export(cases: 40_000)
    let message = try #require(try Self.push(phase: "r3999x", to: definition).errors.first).message
    #expect(message.hasSuffix(#"raw values match exactly: did you mean "r3999"?"#))
  }

  @Test func suggestionsAreAtMostThreeNearestFirst() {
    let candidates = ["start", "stat", "star", "stars", "tart", "smart", "staart"]
    #expect(Spelling.suggestions(for: "stark", in: candidates) == ["start", "star", "stars"])
    #expect(Spelling.suggestions(for: "zzzzzz", in: candidates).isEmpty)
    #expect(
      Spelling.suggestions(for: String(repeating: "s", count: 65), in: [String(repeating: "s", count: 65)])
        .isEmpty)
  }

  /// The banded distance is Levenshtein's wherever it answers.
  @Test(arguments: 0..<200)
  func bandedDistanceAgreesWithTheFullOne(seed: Int) {
    var random = SplitMix(seed: UInt64(seed))
    func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    let letters = Array("abc")
    let a = String((0..<next(8)).map { _ in letters[next(3)] })
    let b = String((0..<next(8)).map { _ in letters[next(3)] })
    let full = Spelling.editDistance(a, b)
    for limit in 0...3 {
      #expect(Spelling.distance(a, b, limit: limit) == (full <= limit ? full : nil), "\(a) \(b) \(limit)")
    }
  }

  @Test func aListOfManyNamesIsBoundedAndCounted() {
    let names = (0..<40_000).map { "n\($0)" }
    let list = Spelling.list(names)
    #expect(list.hasSuffix(#""n11", … (40000 in all)"#))
    #expect(Spelling.list(["a", "b", "c"]) == #""a", "b" or "c""#)
    #expect(Spelling.list(["a", "b"], conjunction: nil) == #""a", "b""#)
  }

  @Test func aFixtureOfAHundredThousandAttributesDecodes() throws {
    var text = try BuiltinFixture.text("export")
    let names = (0..<100_000).map { #""a\#($0)": "String""# }.joined(separator: ", ")
    let values = (0..<100_000).map { #""a\#($0)": "v\#($0)""# }.joined(separator: ", ")
    text = text.replacingOccurrences(
      of: #""attributes": { "jobID": "String", "projectLabel": "String" }"#,
      with: #""attributes": { "jobID": "String", "projectLabel": "String", \#(names) }"#)
    text = text.replacingOccurrences(
      of: #""attributeValues": { "jobID": "EXP-7731", "projectLabel": "Project 12" }"#,
      with: #""attributeValues": { "jobID": "EXP-7731", "projectLabel": "Project 12", \#(values) }"#)
    let definition = try FixtureDecoder.decode(bytes: Array(text.utf8), file: "export.json")
    #expect(definition.attributes.count == 100_002)
    #expect(definition.attributes["a99999"] == .string("v99999"))
    #expect(definition.attributes["jobID"] == .string("EXP-7731"))
  }

  @Test func aMissingAttributeOfAHugeObjectIsNamed() throws {
    var text = try BuiltinFixture.text("export")
    let names = (0..<100).map { #""a\#($0)": "String""# }.joined(separator: ", ")
    text = text.replacingOccurrences(
      of: #""attributes": { "jobID": "String", "projectLabel": "String" }"#,
      with: #""attributes": { "jobID": "String", "projectLabel": "String", \#(names) }"#)
    let error = #expect(throws: FixtureError.self) {
      try FixtureDecoder.decode(bytes: Array(text.utf8), file: "export.json")
    }
    #expect(error?.message == #"missing key "a0""#)
  }

  @Test func theSerializedSizeIsCountedWithoutTheText() throws {
    let root = try JSONParser.parse(
      #"{"a\"b": [1, -2.5, 1e300, true, false, null, "é/\n\t\u0001😀", {}], "": {"x": []}, "n": 12345678901}"#)
    #expect(root.serializedByteCount == root.serialized().utf8.count)
    #expect(JSONValue.string("").serializedByteCount == 2)
  }

  @Test(
    "A quoted string's size, counted eight bytes at a time, is its escaped text's, wherever the escapes fall")
  func quotedSizeMatchesTheText() {
    var random = SplitMix(seed: 8)
    let pieces = ["a", "é", "😀", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{1F}", " ", "~", "\u{7F}", "ÿ"]
    for length in 0..<300 {
      let text = (0..<length).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
      for slashes in [false, true] {
        #expect(
          JSONValue.quotedByteCount(text, escapingSlashes: slashes)
            == JSONValue.quote(text, escapingSlashes: slashes).utf8.count, "\(text.debugDescription)")
      }
    }
    let long = String(repeating: "y", count: 60_000) + "\"" + String(repeating: "z", count: 13)
    #expect(JSONValue.quotedByteCount(long) == 60_017)
  }

  @Test(arguments: ["+36526d", "-36526d", "+99999999999999999999d"])
  func aRelativeDateBeyondACenturyIsRefused(_ offset: String) throws {
    let text = try BuiltinFixture.text("export")
      .replacingOccurrences(of: #""updatedAt": "now" } },"#, with: #""updatedAt": "\#(offset)" } },"#)
    let error = #expect(throws: FixtureError.self) {
      try FixtureDecoder.decode(bytes: Array(text.utf8), file: "export.json")
    }
    #expect(
      error?.message
        == "\"\(offset)\" is beyond the 36525d (a century) limit either way on a relative date in a fixture")
  }

  @Test func aPipelineOfTheStepLimitDecodesAndOneMoreIsRefused() throws {
    let text = try BuiltinFixture.text("courier")
    let start = try #require(text.range(of: #""pipeline": ["#))
    let first = try #require(text.range(of: "},\n", range: start.upperBound..<text.endIndex))
    let step = String(text[start.upperBound..<first.lowerBound]) + "}"
    func fixture(steps: Int) -> [UInt8] {
      let steps = (0..<steps).map {
        step.replacingOccurrences(of: #""name": ""#, with: #""name": "s\#($0)-"#)
      }
      return Array(
        text.replacingCharacters(
          in: start.upperBound..<first.upperBound, with: steps.joined(separator: ",") + ","
        ).utf8)
    }
    #expect(try FixtureDecoder.decode(bytes: fixture(steps: 96), file: "c.json").pipeline.count == 100)
    let error = #expect(throws: FixtureError.self) {
      try FixtureDecoder.decode(bytes: fixture(steps: 97), file: "c.json")
    }
    #expect(error?.path == "$.pipeline")
    #expect(error?.message == "101 steps, more than the 100-step limit on a pipeline")
  }
}
