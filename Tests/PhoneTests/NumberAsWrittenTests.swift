import BuiltinFixtures
import Delivery
import Fixture
import Foundation
import JSON
import TestSupport
import Testing

/// A message that echoes a number from a payload echoes it as the payload wrote it: `9223372036854775808`
/// and `1e300`, never Swift's `9.223372036854776e+18` or `1e+300`.
@Suite struct NumberAsWrittenTests {
  static func messages(_ text: String, _ fixture: String) throws -> [String] {
    let definition = try BuiltinFixture.definition(fixture)
    return try PushDecoder.decode(bytes: Array(text.utf8), definition: definition).diagnostics.map(\.message)
  }

  static func update(aps: String = "", content: String, timestamp: String = "1795947360") -> String {
    #"{"aps": {"timestamp": \#(timestamp), "event": "update",\#(aps) "content-state": {\#(content)}}}"#
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var payload: String
    var fixture: String
    var says: String
    var testDescription: String { says }
  }

  static let courier = #""status": "x", "etaMinutes": 9"#
  static let pizza = #""status": "Order Placed", "driverName": "a", "progressFraction": 0.5"#

  static let cases: [Case] = [
    Case(
      payload: update(content: courier, timestamp: "9223372036854775807"), fixture: "courier",
      says: "timestamp 9223372036854775807 is out of range"),
    Case(
      payload: update(content: courier, timestamp: "1e300"), fixture: "courier",
      says: "timestamp 1e300 is out of range"),
    Case(
      payload: update(aps: #" "stale-date": 1E+300,"#, content: courier), fixture: "courier",
      says: "stale-date 1E+300 is out of range"),
    Case(
      payload: update(content: #""status": "x", "etaMinutes": 9223372036854775808"#), fixture: "courier",
      says: "etaMinutes is Int and 9223372036854775808 is outside Int's range"),
    Case(
      payload: update(content: #""status": "x", "etaMinutes": 2.50"#), fixture: "courier",
      says: "etaMinutes is Int and 2.50 has a fraction"),
    Case(
      payload: update(content: pizza + #", "estimatedArrival": -1e300"#), fixture: "pizza-planet",
      says: "estimatedArrival -1e300 is out of range"),
    Case(
      payload: update(content: pizza + #", "estimatedArrival": 1795947360.0"#), fixture: "pizza-planet",
      says: "estimatedArrival 1795947360.0 is read as seconds since 2001-01-01"),
    Case(
      payload: update(content: pizza + #", "estimatedArrival": "1e300""#), fixture: "pizza-planet",
      says: "send 1e300 without quotes"),
    Case(
      payload: update(content: #""status": "x", "etaMinutes": "9.0""#), fixture: "courier",
      says: "send 9.0 without quotes"),
    Case(
      payload: update(content: courier, timestamp: "1795947360000.50"), fixture: "courier",
      says: "timestamp 1795947360000.50 looks like milliseconds"),
    Case(
      payload: update(content: courier, timestamp: "-1.0E0"), fixture: "courier",
      says: "timestamp -1.0E0 is 1969-12-31T23:59:59Z, at or before 1970"),
    Case(
      payload: update(aps: #" "relevance-score": "5.0","#, content: courier), fixture: "courier",
      says: "found a string: send 5.0 without quotes"),
  ]

  @Test(arguments: cases) func aNumberIsEchoedAsWritten(_ test: Case) throws {
    let messages = try Self.messages(test.payload, test.fixture)
    #expect(messages.contains { $0.contains(test.says) }, "\(messages)")
    #expect(!messages.contains { $0.contains("e+") && !test.says.contains("e+") }, "\(messages)")
  }

  /// A quoted `nan`, `inf` or `0x10` is no JSON number: the fix never tells the server to send one (the
  /// whole payload would then not be JSON), where it once said `send nan without quotes`.
  @Test(arguments: ["nan", "inf", "-infinity", "0x10", "1e400"])
  func aQuotedNonNumberGetsNoSendWithoutQuotes(_ text: String) throws {
    for payload in [
      Self.update(
        content: Self.pizza.replacingOccurrences(of: "0.5", with: "\"\(text)\"")
          + #", "estimatedArrival": 8e8"#),
      Self.update(content: Self.pizza + #", "estimatedArrival": "\#(text)""#),
      Self.update(content: Self.courier, timestamp: "\"\(text)\""),
      Self.update(aps: #" "relevance-score": "\#(text)","#, content: Self.courier),
    ] {
      let messages = try Self.messages(payload, "pizza-planet")
      #expect(messages.contains { $0.contains("string") }, "\(messages)")
      #expect(!messages.contains { $0.contains("without quotes") }, "\(messages)")
    }
    let quoted = try Self.messages(
      Self.update(
        content: Self.pizza.replacingOccurrences(of: "0.5", with: #"" 0.60 ""#)
          + #", "estimatedArrival": 8e8"#),
      "pizza-planet")
    #expect(quoted.contains { $0.contains("found a string: send 0.60 without quotes") }, "\(quoted)")
  }

  /// A 300-digit number is echoed abbreviated, as any text from a file is: the message stays one short line.
  @Test func aVeryLongNumberIsAbbreviated() throws {
    let digits = "1" + String(repeating: "0", count: 300) + ".5"
    let messages = try Self.messages(Self.update(content: Self.courier, timestamp: digits), "courier")
    let message = try #require(messages.first { $0.hasPrefix("timestamp ") })
    #expect(
      message.hasPrefix(
        "timestamp 1000000000000000000000000000000000000000… (303 characters) is out of range"))
  }

  /// A number beyond Double's range is a syntax error that quotes it abbreviated, not all 10,000 digits.
  @Test func aNumberBeyondDoubleIsQuotedAbbreviated() {
    let digits = "1" + String(repeating: "0", count: 10_000)
    #expect {
      _ = try JSONParser.parse(#"{"n": \#(digits)}"#)
    } throws: { error in
      (error as? JSONSyntaxError)?.message
        == "number 1000000000000000000000000000000000000000… (10001 characters) is out of range"
    }
  }

  /// Numbers built in code, and spelling, do not change what a value is.
  @Test func spellingIsNotPartOfTheValue() throws {
    #expect(try JSONParser.parse("1e300") == .double(1e300))
    #expect(try JSONParser.parse("[2.50]") == .array([.double(2.5)]))
    #expect(try JSONParser.parse("2.50").numberText == "2.50")
    #expect(try JSONParser.parse("0.6").numberText == "0.6")
    #expect(JSONValue.double(1e300).numberText == "1e+300")
    #expect(JSONValue.int(42).numberText == "42")
    #expect(try JSONParser.parse("2.50").serialized() == "2.5")
  }
}
