import Fixture
import FixtureJSON
import JSON
import TestSupport
import Testing
import Views

/// `"dynamicTypeSize"` is SwiftUI's `.dynamicTypeSize(_:)`: a size's name fixes it, `{"min", "max"}` is a
/// range, either bound left out.
@Suite struct DynamicTypeSizeFixtureTests {
  /// pizza-planet with its spacer replaced by `view`, as `FontSizeFixtureTests` decodes it.
  static func decode(_ view: String) throws(FixtureError) -> ActivityDefinition {
    try FontSizeFixtureTests.decode(view)
  }

  static func range(_ value: String) throws -> ClosedRange<Int>? {
    let definition = try decode("\"text\": \"Soon\", \"dynamicTypeSize\": \(value)")
    let styles = definition.layouts.fresh.values.flatMap(FontSizeFixtureTests.styles)
    return styles.compactMap(\.dynamicTypeSizes).first
  }

  @Test func rangesAreRead() throws {
    #expect(try Self.range("{\"max\": \"accessibility2\"}") == 0...8)
    #expect(try Self.range("{\"min\": \"large\", \"max\": \"xxLarge\"}") == 3...5)
    #expect(try Self.range("{\"min\": \"xLarge\"}") == 4...11)
    #expect(try Self.range("\"large\"") == 3...3)
  }

  @Test(arguments: [
    ("\"AX2\"", "unknown Dynamic Type size \"AX2\""),
    ("{\"max\": \"acessibility2\"}", "did you mean \"accessibility2\""),
    ("{\"min\": \"xxLarge\", \"max\": \"large\"}", "\"min\" xxLarge is larger than \"max\" large"),
    ("{}", "expected \"min\", \"max\" or both"),
    ("{\"upTo\": \"large\"}", "upTo"),
    ("3", "expected a Dynamic Type size's name or an object with \"min\" and \"max\", found an integer"),
  ])
  func badRangesAreRefused(_ value: String, _ expected: String) {
    #expect {
      _ = try Self.decode("\"text\": \"Soon\", \"dynamicTypeSize\": \(value)")
    } throws: { error in
      let message = "\(error)"
      return message.contains(expected) && message.contains("size.json")
    }
  }
}
