import BuiltinFixtures
import Fixture
import Layout
import Rendering
import Scenarios
import Simulator
import TUI
import TestSupport
import Testing

/// The simulator showed only the phone: what the paired Apple Watch's Smart Stack and CarPlay show of the
/// activity (the small family) was drawn only by `la-sim render --device watch-45mm`, one step at a time.
/// `w` shows it in the Lock Screen's place, live, then CarPlay's, then the Lock Screen again.
@Suite struct SmallFamilyScreenTests {
  /// The small family of the model's focused activity on `device`, as `la-sim render` draws it.
  static func rendered(_ model: SimulatorModel, on device: DeviceProfile) -> RenderedFrame {
    Renderer.render(
      model.activity, presentations: [.small], device: device, now: model.now, dynamicType: model.dynamicType,
      colorScheme: model.colorScheme)[0]
  }

  /// The simulator on `definition` at `columns`×`rows`.
  static func model(_ definition: ActivityDefinition, columns: Int, rows: Int) -> SimulatorModel {
    SimulatorModel(
      definition: definition, device: .iPhone15Pro, pushesDirectory: nil,
      screen: ScreenSize(columns: columns, rows: rows), wall: TUITestSupport.wall)
  }

  @Test("w shows the watch's Smart Stack in the Lock Screen's box, then CarPlay, then the Lock Screen again")
  func wideScreen() throws {
    var model = TUITestSupport.model()
    let before = ScreenLayout.compose(model)
    let labelRow = try #require(before.firstRow(containing: "▶ Lock Screen 53×14"))
    let x = try #require(before.row(labelRow).range(of: "▶ Lock Screen")).lowerBound.utf16Offset(
      in: before.row(labelRow))

    model.type("w", at: 1)
    var grid = ScreenLayout.compose(model)
    let watch = Self.rendered(model, on: DeviceProfile.watches[3])
    #expect(grid.row(labelRow - 1).contains("SMALL FAMILY"))
    #expect(grid.row(labelRow - 1).contains("Smart Stack, text sizes estimated · w: CarPlay"))
    #expect(grid.text(x: x, y: labelRow, width: 40).hasPrefix("▶ Apple Watch 45 mm 27×8  ✂ 2 clipped"))
    // The frame is the one `render --device watch-45mm` draws, where the Lock Screen's was.
    #expect(grid.region(x: x, y: labelRow + 1, width: 27, height: 8) == watch.frame.rows)
    #expect(!grid.text.contains("Andy's Buzz's Cosmic Supreme"), "the Lock Screen's card gives way")
    // The clipped list names the watch's cuts as the watch's, and keeps the phone's Lock Screen cut.
    #expect(grid.text.contains("✂ lock-screen/content: \"Pizza Planet Delivery\""))
    #expect(grid.text.contains("✂ watch-45mm small/content: \"Order Placed\" needs 76.9 pt, has 43.0 pt"))
    #expect(grid.text.contains("CLIPPED: 3"))

    model.type("w", at: 2)
    grid = ScreenLayout.compose(model)
    let car = Self.rendered(model, on: DeviceProfile.carPlay[0])
    #expect(grid.row(labelRow - 1).contains("CarPlay · w: Lock Screen"))
    #expect(grid.text(x: x, y: labelRow, width: 40).hasPrefix("▶ CarPlay 35×8"))
    #expect(grid.region(x: x, y: labelRow + 1, width: 35, height: 8) == car.frame.rows)
    #expect(grid.text.contains("✂ carplay small/content"))

    model.type("w", at: 3)
    grid = ScreenLayout.compose(model)
    #expect(grid.row(labelRow).contains("▶ Lock Screen 53×14"))
    #expect(!grid.text.contains("small/content"))
    #expect(model.smallFamilyDevice == nil)
  }

  @Test("The small family follows the activity: a step's new text, and no ▶ once the activity is dismissed")
  func followsTheActivity() throws {
    var model = TUITestSupport.model()
    model.type("w", at: 1)
    model.type("nn", at: 2)
    var grid = ScreenLayout.compose(model)
    let watch = Self.rendered(model, on: DeviceProfile.watches[3])
    let row = try #require(grid.firstRow(containing: "Apple Watch 45 mm 27×8"))
    let x = try #require(grid.row(row).range(of: "▶ Apple Watch")).lowerBound.utf16Offset(in: grid.row(row))
    #expect(grid.region(x: x, y: row + 1, width: 27, height: 8) == watch.frame.rows)
    #expect(
      watch.frame.rows != Self.rendered(TUITestSupport.model(), on: DeviceProfile.watches[3]).frame.rows)
    model.type("ei", at: 3)
    grid = ScreenLayout.compose(model)
    #expect(model.activity.state == .dismissed)
    #expect(grid.text.contains(" Apple Watch 45 mm 27×8"))
    #expect(!grid.text.contains("▶ Apple Watch 45 mm"))
  }

  @Test("On a narrow terminal w and x share the large box: the small family, the expanded island, and back")
  func narrowScreen() throws {
    var model = TUITestSupport.model(columns: 80, rows: 24)
    model.type("w", at: 1)
    var grid = ScreenLayout.compose(model)
    #expect(grid.row(8).hasPrefix(" ▶ Apple Watch 45 mm 27×8  ✂ 2 clipped · x: expanded"), "\(grid.row(8))")
    let watch = Self.rendered(model, on: DeviceProfile.watches[3])
    #expect(grid.region(x: 1, y: 9, width: 27, height: 8) == watch.frame.rows)
    #expect(grid.text.contains("✂ watch-45mm small/con"))
    model.type("x", at: 2)
    grid = ScreenLayout.compose(model)
    #expect(grid.row(8).hasPrefix(" Expanded 53×14 · x: Apple Watch 45 mm"), "\(grid.row(8))")
    model.type("x", at: 3)
    #expect(ScreenLayout.compose(model).row(8).hasPrefix(" ▶ Apple Watch 45 mm"))
    // From the expanded island, w shows the small family in the same box.
    model.type("xw", at: 4)
    #expect(ScreenLayout.compose(model).row(8).hasPrefix(" ▶ Apple Watch 45 mm"))
    model.type("w", at: 5)
    #expect(ScreenLayout.compose(model).row(8).hasPrefix(" ▶ CarPlay 35×8"))
    model.type("w", at: 6)
    #expect(ScreenLayout.compose(model).row(8).hasPrefix(" ▶ Lock Screen 53×14"))
  }

  @Test(
    "run --device watch-41mm shows that watch from the start, in the 45 mm's place among what w steps through"
  )
  func namedDevice() throws {
    var model = TUITestSupport.model()
    let watch = try #require(DeviceProfile.named("watch-41mm"))
    model.showSmallFamily(of: watch)
    #expect(ScreenLayout.compose(model).text.contains("▶ Apple Watch 41 mm 25×7"))
    model.type("w", at: 1)
    #expect(ScreenLayout.compose(model).text.contains("▶ CarPlay 35×8"))
    model.type("w", at: 2)
    #expect(ScreenLayout.compose(model).text.contains("▶ Lock Screen 53×14"))
    model.type("w", at: 3)
    #expect(ScreenLayout.compose(model).text.contains("▶ Apple Watch 41 mm 25×7"))
    #expect(!ScreenLayout.compose(model).text.contains("45 mm"))
    // A phone is not a small family: nothing changes.
    var phone = TUITestSupport.model()
    phone.showSmallFamily(of: .iPhone15ProMax)
    #expect(phone.smallFamilyDevice == nil)
  }

  @Test("An activity with no small layout is shown there in its compact views, and its label says so")
  func compactViews() throws {
    let runner = try BuiltinFixture.definition("food-runner")
    var model = Self.model(runner, columns: 120, rows: 40)
    model.type("w", at: 1)
    let grid = ScreenLayout.compose(model)
    #expect(Self.rendered(model, on: DeviceProfile.watches[3]).showsCompactViews)
    #expect(!Self.rendered(TUITestSupport.model(), on: DeviceProfile.watches[3]).showsCompactViews)
    let row = try #require(grid.firstRow(containing: "▶ Apple Watch 45 mm (compact) 27×8"))
    let x = try #require(grid.row(row).range(of: "▶ Apple Watch")).lowerBound.utf16Offset(in: grid.row(row))
    #expect(
      grid.region(x: x, y: row + 1, width: 27, height: 8)
        == Self.rendered(model, on: DeviceProfile.watches[3]).frame.rows)
    var narrow = Self.model(runner, columns: 80, rows: 24)
    narrow.type("w", at: 1)
    #expect(
      ScreenLayout.compose(narrow).row(8).hasPrefix(" ▶ Apple Watch 45 mm (compact) 27×8 · x: expanded"))
  }

  @Test("w is the screen's, not the phone's: it logs nothing, and a scenario cannot press it")
  func screenOnly() throws {
    var model = TUITestSupport.model()
    let log = model.log
    model.type("w", at: 1)
    #expect(model.log == log)
    #expect(ScenarioKey.table.allSatisfy { !$0.names.contains("w") })
    #expect(KeyTable.binding(for: .character("w"), in: KeyTable.main)?.action == .nextSmallFamily)
  }
}
