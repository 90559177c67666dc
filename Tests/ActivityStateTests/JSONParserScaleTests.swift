import Foundation
import JSON
import Testing

/// The parser is linear in its input and refuses nesting past `InputLimits.jsonDepth` without touching
/// the stack's end. Reproducers of the fault audit: 40,000 keys took 5 s and 80,000 took 20 s (the
/// duplicate-key check scanned every earlier member), and 100,000 `[` would have recursed 100,000 deep.
@Suite struct JSONParserScaleTests {
  static func object(keys: Int) -> String {
    "{" + (0..<keys).map { "\"key\($0)\": \($0)" }.joined(separator: ",") + "}"
  }

  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let elapsed = try clock.measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  @Test func anObjectOfAHundredThousandKeysParsesInLinearTime() throws {
    let small = Self.object(keys: 25_000)
    let large = Self.object(keys: 100_000)
    var parsed: JSONValue = .null
    let smallTime = try Self.seconds { parsed = try JSONParser.parse(small) }
    let largeTime = try Self.seconds { parsed = try JSONParser.parse(large) }
    guard case .object(let members) = parsed else { throw ParseFailure() }
    #expect(members.count == 100_000)
    #expect(members.last?.key == "key99999")
    print(
      "JSON object: 25,000 keys \(Int(smallTime * 1000)) ms, 100,000 keys \(Int(largeTime * 1000)) ms"
        + " (quadratic would be 16×)")
    // Generous for a debug build on a shared machine (measured here: about 0.3 s in debug); the quadratic
    // check took 5 s for 40,000 keys, so 100,000 would take about 30 s. No ratio is asserted: on a loaded
    // machine the two timings are too noisy for one.
    #expect(largeTime < 3)
  }

  @Test func aLongArrayParsesInLinearTime() throws {
    let text = "[" + String(repeating: "0,", count: 499_999) + "0]"
    var parsed: JSONValue = .null
    let time = try Self.seconds { parsed = try JSONParser.parse(text) }
    guard case .array(let elements) = parsed else { throw ParseFailure() }
    #expect(elements.count == 500_000)
    #expect(time < 3)
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
