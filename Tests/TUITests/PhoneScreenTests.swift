import BuiltinFixtures
import Fixture
import Foundation
import Simulator
import TUI
import Testing

/// The screen of `la-sim run pizza-planet courier`: both started at launch.
struct PhoneScreenTests {
  static func model(columns: Int = 120, rows: Int = 40) -> SimulatorModel {
    let bytes = BuiltinFixtures.bytes(named: "courier")!
    let courier = try! FixtureDecoder.decode(bytes: bytes, file: "courier")
    var model = SimulatorModel(
      definition: TUITestSupport.pizza, others: [courier], device: .iPhone15Pro, pushesDirectory: nil,
      screen: ScreenSize(columns: columns, rows: rows), wall: TUITestSupport.wall)
    return model
  }

  @Test("At 120×40 with two apps the island shows both minimal, named, attached and detached")
  func twoApps() {
    let grid = ScreenLayout.compose(Self.model())
    let rows = grid.rows
    #expect(rows[1].contains("(focus: pizza-planet, 1 of 2)"))
    #expect(rows[3].contains("showing minimal: two apps"))
    #expect(rows[4].hasPrefix(" ▶ pizza-planet"))
    #expect(rows[4].contains("▶ courier"))
    #expect(!rows[4].contains("Compact"))
    #expect(rows[10].contains("attached (other app)"))
    #expect(rows[10].contains("detached"))
    #expect(grid.text.contains("island now minimal: pizza-planet attached, courier detached (other app)"))
  }

  @Test("Ending courier gives pizza-planet its compact pair back on screen")
  func endingCourier() {
    var model = Self.model()
    for key in "fei" { _ = model.update(.key(.character(key), now: TUITestSupport.at(2))) }
    let rows = ScreenLayout.compose(model).rows
    #expect(rows[4].hasPrefix(" ▶ Compact"), "the compact pair is on the device again")
    #expect(!rows[10].contains("attached"))
    #expect(rows[3].contains("showing compact: pizza-planet"))
  }

  @Test("Two apps still fit the 120×35 minimum")
  func minimumSize() {
    let model = Self.model(columns: 120, rows: 35)
    #expect(ScreenLayout.minimumSize(for: model).columns <= 120)
    #expect(ScreenLayout.minimumSize(for: model).rows <= 35)
    #expect(!ScreenLayout.compose(model).text.contains("terminal too small"))
  }
}

extension PhoneScreenTests {
  @Test("Help at 120×35 lists the keys for several activities, generated from their table")
  func helpListsPhoneKeys() {
    var model = Self.model(columns: 120, rows: 35)
    _ = model.update(.key(.character("?"), now: TUITestSupport.at(2)))
    let help = ScreenLayout.compose(model).text
    for binding in KeyTable.phone { #expect(help.contains(binding.summary), "help lists \(binding.summary)") }
    #expect(help.contains("Every change goes through the activity's lifecycle"))
    #expect(help.contains("CarPlay…): la-sim render FIXTURE --device NAME."), "the help's last line fits")
  }
}

extension PhoneScreenTests {
  @Test("Another activity's alert expands the island for it, though the focus is elsewhere")
  func otherActivityAlert() {
    let bytes = BuiltinFixtures.bytes(named: "courier")!
    let courier = try! FixtureDecoder.decode(bytes: bytes, file: "courier")
    var model = SimulatorModel(
      definition: courier, others: [TUITestSupport.pizza], device: .iPhone15Pro, pushesDirectory: nil,
      screen: ScreenSize(columns: 120, rows: 40), wall: TUITestSupport.wall)
    // Focus pizza-planet, advance to `preparing` (an alerting update), focus courier again.
    for key in "fnf" { _ = model.update(.key(.character(key), now: TUITestSupport.at(1))) }
    #expect(model.focus == "courier")
    guard case .expanded("pizza-planet", _) = model.island else {
      Issue.record("the island is \(model.island), not expanded for pizza-planet")
      return
    }
    let text = ScreenLayout.compose(model).text
    #expect(text.contains("expanded: pizza-planet's alert"))
    #expect(text.contains("▶ Expanded"))
    #expect(text.contains("Buzz's Cosmic"), "the expanded box shows pizza-planet's order")
    #expect(text.contains("island now expanded for pizza-planet's alert"))
  }
}

extension PhoneScreenTests {
  @Test("The Lock Screen section lists every card, most relevant first, and marks the focused one's")
  func lockScreenOrder() {
    var model = Self.model()
    let header = { (model: SimulatorModel) in
      (ScreenLayout.compose(model).rows.first { $0.contains("LOCK SCREEN") } ?? "")
        .trimmingCharacters(in: .whitespaces)
    }
    #expect(header(model).hasSuffix("cards: 1 pizza-planet ◀ · 2 courier"), "equal scores: started first")
    _ = model.update(.key(.character("f"), now: TUITestSupport.at(2)))
    #expect(header(model).hasSuffix("cards: 1 pizza-planet · 2 courier ◀"), "the box draws courier's")
    _ = model.update(.key(.character("v"), now: TUITestSupport.at(3)))
    #expect(header(model).hasSuffix("cards: 1 courier ◀ · 2 pizza-planet"), "a higher score moves courier up")
  }
}
