import Foundation
import JSON
import Testing

/// The parser reads large inputs whole and refuses nesting past `InputLimits.jsonDepth` without touching the
/// stack's end; its cost at each size is a figure of Benchmarks/CostBenchmark. Reproducers of the fault audit: 40,000 keys took 5 s and 80,000 took 20 s (the
/// duplicate-key check scanned every earlier member), and 100,000 `[` would have recursed 100,000 deep.
@Suite struct JSONParserScaleTests {
  static func object(keys: Int) -> String {
    "{" + (0..<keys).map { "\"key\($0)\": \($0)" }.joined(separator: ",") + "}"
  }

  @Test func anObjectOfAHundredThousandKeysParsesWhole() throws {
    // How long it takes (25,000 against 100,000 keys) is a figure of Benchmarks/CostBenchmark.
    guard case .object(let members) = try JSONParser.parse(Self.object(keys: 100_000)) else {
      throw ParseFailure()
    }
    #expect(members.count == 100_000)
    #expect(members.last?.key == "key99999")
  }

  @Test func aLongArrayParsesWhole() throws {
    let text = "[" + String(repeating: "0,", count: 499_999) + "0]"
    guard case .array(let elements) = try JSONParser.parse(text) else { throw ParseFailure() }
    #expect(elements.count == 500_000)
  }

  @Test func aDuplicateKeyIsStillFoundAmongMany() {
    let text = String(Self.object(keys: 50_000).dropLast()) + ", \"key123\": 0}"
    let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    #expect(error?.message == "duplicate key \"key123\"")
  }

  @Test(arguments: [100_000, 65])
  func nestingPastTheLimitIsRefusedWithoutOverflowingTheStack(_ depth: Int) {
    for open in ["[", "{\"a\":"] {
      let text = String(repeating: open, count: depth)
      let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
      #expect(error?.message == "nesting deeper than 64 levels (the limit on JSON nesting depth)")
      #expect(error?.position.column == 64 * open.count + 1)
    }
  }

  @Test func nestingAtTheLimitParses() throws {
    let depth = InputLimits.jsonDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var value = try JSONParser.parse(text)
    var levels = 0
    while case .array(let inner) = value {
      levels += 1
      guard let first = inner.first else { break }
      value = first
    }
    #expect(levels == depth)
  }

  @Test func aControlCharacterInADuplicateKeyIsEscaped() {
    let error = #expect(throws: JSONSyntaxError.self) {
      try JSONParser.parse("{\"\\u001b]0;x\": 1, \"\\u001b]0;x\": 2}")
    }
    #expect(error?.message == "duplicate key \"\\u{1B}]0;x\"")
  }
}

struct ParseFailure: Error {}
