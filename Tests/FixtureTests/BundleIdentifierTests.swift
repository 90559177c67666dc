import BuiltinFixtures
import Foundation
import TestSupport
import Testing

@testable import Escaping
@testable import Fixture
@testable import FixtureJSON
@testable import JSON

/// `bundleIdentifier` is read as Apple requires a `CFBundleIdentifier`: letters, digits, hyphens and periods,
/// reverse-DNS; anything else is a one-line error naming the file, the JSON path and what was expected.
@Suite struct BundleIdentifierTests {
  static var pizza: String { try! BuiltinFixture.text("pizza-planet") }

  /// pizza-planet with its `bundleIdentifier` replaced by the JSON `literal`.
  static func fixture(_ literal: String) -> String {
    pizza.replacingOccurrences(
      of: #""bundleIdentifier": "com.example.pizzaplanet""#, with: #""bundleIdentifier": \#(literal)"#)
  }

  @Test(arguments: [
    #""com.example.pizza$(touch pwned)""#, #""com.example.pizza\nplanet""#, #""com.example.pizza planet""#,
    #""com.exämple.pizza""#, #""pizzaplanet""#, #""com..pizza""#, #"".com.example""#, #""com.example.""#,
    #""""#, #""com.example.pizza_planet""#, #""com.example.\u001b]0;x\u0007""#,
  ])
  func refusesWhatAppleRefuses(_ literal: String) throws {
    let text = Self.fixture(literal)
    #expect(text != Self.pizza)
    let error = try #require(throws: FixtureError.self) {
      try FixtureDecoder.decode(bytes: Array(text.utf8), file: "pizza.json")
    }
    #expect(error.path == "$.bundleIdentifier")
    #expect(error.description.hasPrefix("pizza.json:5:3: $.bundleIdentifier: expected a bundle identifier"))
    #expect(error.description.contains("letters A–Z and a–z, digits, hyphens and periods"))
    #expect(!error.description.unicodeScalars.contains(where: TerminalSafe.needsEscape))
    #expect(!error.description.contains("\n"))
  }

  @Test(arguments: ["com.example.pizza-planet", "io.github.x2", "A.B", "com.Example.Pizza9"])
  func acceptsReverseDNS(_ identifier: String) throws {
    let text = Self.fixture("\"\(identifier)\"")
    let definition = try FixtureDecoder.decode(bytes: Array(text.utf8), file: "pizza.json")
    #expect(definition.bundleIdentifier == identifier)
  }

  @Test(arguments: BuiltinFixtures.names)
  func everyShippedFixtureHasAValidOne(_ name: String) throws {
    let definition = try BuiltinFixture.definition(name)
    #expect(FixtureDecoder.isBundleIdentifier(definition.bundleIdentifier))
  }

  /// A fixture that names none gets `com.example.` and the ASCII letters of its name, valid whatever the
  /// name holds.
  @Test(arguments: [
    ("pizza-planet", "com.example.pizzaplanet"), ("café 2", "com.example.caf"),
    ("中文", "com.example.activity"),
  ])
  func theDefaultIsValid(_ name: String, _ expected: String) throws {
    let text = Self.pizza.replacingOccurrences(
      of: #"  "bundleIdentifier": "com.example.pizzaplanet",\#n"#, with: ""
    ).replacingOccurrences(of: #""name": "pizza-planet""#, with: #""name": "\#(name)""#)
    let definition = try FixtureDecoder.decode(bytes: Array(text.utf8), file: "pizza.json")
    #expect(definition.bundleIdentifier == expected)
    #expect(FixtureDecoder.isBundleIdentifier(definition.bundleIdentifier))
  }
}
