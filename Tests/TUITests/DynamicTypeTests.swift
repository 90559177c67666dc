import BuiltinFixtures
import Foundation
import Layout
import Lifecycle
import Rendering
import Simulator
import TUI
import TestSupport
import Testing
import Typography

/// The simulator at a Dynamic Type size: `--dynamic-type` to start, `t` and `T` to step through them.
struct DynamicTypeTests {
  func model(_ size: DynamicTypeSize) -> SimulatorModel {
    SimulatorModel(
      definition: TUITestSupport.pizza, device: .iPhone15Pro, pushesDirectory: nil,
      screen: ScreenSize(columns: 120, rows: 40), wall: TUITestSupport.wall, dynamicType: size)
  }

  @Test("The title bar names the size unless it is large; the surfaces are drawn at it")
  func titleAndFrames() {
    let large = ScreenLayout.compose(TUITestSupport.model())
    #expect(!large.text.contains("Dynamic Type"))
    let ax3 = ScreenLayout.compose(model(.accessibility3))
    Picture.expect(
      Array(ax3.rows[0..<1]),
      """
       la-sim  Pizza Planet (pizza-planet) · iPhone 15 Pro, 393-pt class · Dynamic Type AX3                    ? help  q quit
      """)
    #expect(ax3.rows.dropFirst() != large.rows.dropFirst())
    // The Lock Screen's card is the renderer's at AX3, row for row.
    let card = Renderer.render(
      model(.accessibility3).activity, presentation: .lockScreen, device: .iPhone15Pro,
      now: LiveActivity.referenceStart, dynamicType: .accessibility3)
    #expect(!card.truncations.isEmpty)
    for row in card.frame.rows { #expect(ax3.text.contains(row)) }
  }

  @Test("t steps up and T down through the 12 sizes, wrapping round, and the log says so")
  func keys() {
    var model = TUITestSupport.model()
    #expect(model.dynamicType == .large)
    model.type("t", at: 0)
    #expect(model.dynamicType == .xLarge)
    #expect(model.lastLog == "text size: Dynamic Type xLarge")
    model.type("TT", at: 0)
    #expect(model.dynamicType == .medium)
    var top = self.model(.accessibility5)
    top.type("t", at: 0)
    #expect(top.dynamicType == .xSmall)
    top.type("T", at: 0)
    #expect(top.dynamicType == .accessibility5)
    Picture.expect(
      Array(ScreenLayout.compose(top).rows[0..<1]),
      """
       la-sim  Pizza Planet (pizza-planet) · iPhone 15 Pro, 393-pt class · Dynamic Type AX5                    ? help  q quit
      """)
  }

  @Test("t and T are in the key table, so help lists them, and not in the key bar")
  func keyTable() {
    #expect(KeyTable.binding(for: .character("t"), in: KeyTable.main)?.action == .stepDynamicType(1))
    #expect(KeyTable.binding(for: .character("T"), in: KeyTable.main)?.action == .stepDynamicType(-1))
    var model = TUITestSupport.model()
    let bar = ScreenLayout.compose(model).row(39)
    #expect(!bar.contains("text size"))
    model.type("?", at: 0)
    let help = ScreenLayout.compose(model).text
    #expect(help.contains("next Dynamic Type size, larger (after AX5, xSmall)"))
    #expect(help.contains("previous Dynamic Type size, smaller (before xSmall, AX5)"))
  }

  @Test("Names: exact only, with a guess for near misses")
  func names() {
    #expect(DynamicTypeNames.size(named: "AX3") == .accessibility3)
    #expect(DynamicTypeNames.size(named: "ax3") == nil)
    #expect(DynamicTypeNames.suggestion(for: "ax3") == "AX3")
    #expect(DynamicTypeNames.suggestion(for: "xlarge") == "xLarge")
    #expect(DynamicTypeNames.suggestion(for: "Accessibility5") == "AX5")
    #expect(DynamicTypeNames.suggestion(for: "xxLarg") == "xxLarge")
    #expect(DynamicTypeNames.suggestion(for: "al", extra: ["all"]) == "all")
    #expect(DynamicTypeNames.suggestion(for: "enormous") == nil)
    #expect(DynamicTypeNames.cycle(.xSmall, by: -1) == .accessibility5)
    #expect(DynamicTypeNames.headerNote(.large).isEmpty)
    #expect(DynamicTypeNames.headerNote(.small) == " · Dynamic Type small")
  }

  /// The minimal island's box leaves its label 16 cells (19 on the 430-pt class): `Minimal 8×5` and two.
  @Test(
    "At AX5 the minimal island's label keeps its count of cuts readable: `✂ 1`, not `✂ …`",
    arguments: [("food-runner", DeviceProfile.iPhone15Pro), ("courier", .iPhone15ProMax)])
  func narrowLabelKeepsItsCount(fixture: String, device: DeviceProfile) throws {
    let model = SimulatorModel(
      definition: try BuiltinFixture.definition(fixture), device: device, pushesDirectory: nil,
      screen: ScreenSize(columns: 120, rows: 40), wall: TUITestSupport.wall, dynamicType: .accessibility5)
    let row = try #require(ScreenLayout.compose(model).rows.first { $0.contains("Minimal 8×5") })
    #expect(row.contains(#/Minimal 8×5  ✂ \d+  /#), "\(row)")
    #expect(!row.contains("✂ …") && !row.contains("c…"))
  }
}
