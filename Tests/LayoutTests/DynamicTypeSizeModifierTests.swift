import BuiltinFixtures
import Fixture
import FixtureJSON
import Foundation
import Layout
import Lifecycle
import Testing
import Typography
import Views

/// `.dynamicTypeSize(...)` keeps the texts and symbols inside within its range of sizes, as SwiftUI's
/// environment does: a reader at AX5 sees a view capped at `large` drawn at `large`.
@Suite struct DynamicTypeSizeModifierTests {
  /// pizza-planet's Lock Screen with its spacer replaced by `view`, resolved at `size`.
  static func lockScreen(_ view: String, at size: DynamicTypeSize) throws -> LayoutView {
    let text = String(decoding: BuiltinFixtures.bytes(named: "pizza-planet")!, as: UTF8.self)
    let definition = try FixtureDecoder.decode(
      bytes: Array(text.replacingOccurrences(of: "\"spacer\": true", with: view).utf8), file: "size.json")
    let activity = LiveActivity.prepared(definition, step: 1, state: nil, elapsed: 0)
    let resolver = ViewResolver(activity: activity, now: activity.now, dynamicType: size)
    return resolver.resolve(try #require(definition.layouts.fresh[LayoutSlot.lockScreen]))
  }

  /// Every text run in `view`, by its text.
  static func runs(_ view: LayoutView) -> [String: TextRun] {
    switch view {
    case .text(let run): [run.text: run]
    case .modified(let child, _): runs(child)
    case .stack(let stack): stack.children.map(runs).reduce(into: [:]) { $0.merge($1) { first, _ in first } }
    case .layers(let layers):
      layers.children.map(runs).reduce(into: [:]) { $0.merge($1) { first, _ in first } }
    default: [:]
    }
  }

  static let nested = """
    "vstack": [{"text": "Capped"}, {"text": "Floored", "dynamicTypeSize": {"min": "xLarge"}},
      {"text": "Free", "dynamicTypeSize": {"max": "accessibility5"}}],
    "dynamicTypeSize": {"max": "large"}
    """

  @Test func textsInsideARangeAreDrawnWithinIt() throws {
    let runs = Self.runs(try Self.lockScreen(Self.nested, at: .accessibility5))
    #expect(runs["Capped"]?.font.dynamicType == .large)
    // The outer range makes AX5 large, the inner one then raises it to xLarge: two clamps in turn.
    #expect(runs["Floored"]?.font.dynamicType == .xLarge)
    // An inner range cannot undo an outer limit.
    #expect(runs["Free"]?.font.dynamicType == .large)
    let atLarge = Self.runs(try Self.lockScreen(Self.nested, at: .large))
    #expect(runs["Capped"]?.width == atLarge["Capped"]?.width)
    // Below the range the reader's size stands.
    let small = Self.runs(try Self.lockScreen(Self.nested, at: .xSmall))
    #expect(small["Capped"]?.font.dynamicType == .xSmall)
    #expect(small["Floored"]?.font.dynamicType == .xLarge)
  }

  @Test func aFixedSizeIgnoresTheReaders() throws {
    let view = "\"text\": \"Fixed\", \"dynamicTypeSize\": \"xxLarge\""
    for size in [DynamicTypeSize.xSmall, .large, .accessibility3] {
      #expect(Self.runs(try Self.lockScreen(view, at: size))["Fixed"]?.font.dynamicType == .xxLarge)
    }
  }

  /// `check` resolves a case once and redraws it at every size: the range must hold there too.
  @Test func aViewRedrawnAtAnotherSizeKeepsItsRange() throws {
    for size in DynamicTypeSize.allCases {
      let direct = try Self.lockScreen(Self.nested, at: size)
      let redrawn = try #require(try Self.lockScreen(Self.nested, at: .medium).atDynamicType(size))
      let same = redrawn == direct
      #expect(same, "redrawn at \(size.rawValue), the view differs from one resolved there")
    }
  }
}
