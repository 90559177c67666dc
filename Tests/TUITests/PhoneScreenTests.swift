import BuiltinFixtures
import Foundation
import Rendering
import Simulator
import TUI
import TestSupport
import Testing

/// The screen of `la-sim run pizza-planet courier`: both started at launch.
struct PhoneScreenTests {
  static func model(columns: Int = 120, rows: Int = 40) -> SimulatorModel {
    let courier = try! BuiltinFixture.definition("courier")
    return SimulatorModel(
      definition: TUITestSupport.pizza, others: [courier], device: .iPhone15Pro, pushesDirectory: nil,
      screen: ScreenSize(columns: columns, rows: rows), wall: TUITestSupport.wall)
  }

  @Test("At 120×40 with two apps the island shows both minimal, named, attached and detached")
  func twoApps() {
    let grid = ScreenLayout.compose(Self.model())
    Picture.expect(
      Array(grid.rows[1..<11]),
      """
       Pizza Planet (pizza-planet, 1 of 2)  step 0/5 placed  ACTIVE  10:00 UTC │ stale in 1 h 00 min │ dismissal after end

       DYNAMIC ISLAND ──────────── showing minimal: two apps  ALERT ──────────────────────────────────────────────── none yet
       ▶ pizza-planet                       ▶ courier         An alerting update expands the island for 4 s.
       ╭─────╮                              ╭─────╮
       │     │                              │     │
       │ ⛟   │                              │ 📦  │
       │     │                              │     │
       ╰─────╯                              ╰─────╯
       attached (other app)                 detached          LOCK SCREEN ─────────────── cards: 1 pizza-planet ◀ · 2 courier
      """)
    #expect(grid.text.contains("island now minimal: pizza-planet attached, courier detached (other app)"))
  }

  @Test("Ending courier gives pizza-planet its compact pair back on screen")
  func endingCourier() {
    var model = Self.model()
    for key in "fei" { _ = model.update(.key(.character(key), now: TUITestSupport.at(2))) }
    // The compact pair is on the device again.
    Picture.expect(
      Array(ScreenLayout.compose(model).rows[3..<11]),
      """
       DYNAMIC ISLAND ──────── showing compact: pizza-planet  ALERT ──────────────────────────────────────────────── none yet
       ▶ Compact 34×5                       Minimal 8×5       An alerting update expands the island for 4 s.
       ╭────────────────────────────────╮   ╭─────╮
       │                                │   │     │
       │   ⛟            ●       29:58   │   │ ⛟   │
       │                                │   │     │
       ╰────────────────────────────────╯   ╰─────╯
                                                              LOCK SCREEN ─────────────────── courier dismissed; 1 other card
      """)
  }

  @Test("With the focused card dismissed, the Lock Screen's header counts the other cards in words")
  func dismissedFocusCountsTheOthers() {
    var model = Self.model()
    for key in "eif" { _ = model.update(.key(.character(key), now: TUITestSupport.at(2))) }
    #expect(ScreenLayout.compose(model).text.contains("card: 1 courier ◀"))
    for key in "ei" { _ = model.update(.key(.character(key), now: TUITestSupport.at(3))) }
    #expect(ScreenLayout.compose(model).text.contains("courier dismissed; no other cards"))
  }

  @Test(
    "A long push file name and the focus give way on the status line; the state and the times stay whole",
    arguments: [120, 110])
  func statusLineKeepsTheTimes(columns: Int) throws {
    var model = Self.model(columns: columns)
    model.push("warn-timestamp-milliseconds.json", at: 3)
    let status = ScreenLayout.compose(model).row(1)
    #expect(status.contains("push warn-timestamp"), "\(status)")
    #expect(status.contains("  ACTIVE  10:00 UTC │ stale "), "\(status)")
    let dismissal = try #require(status.range(of: " │ dismissal after end"), "\(status)")
    #expect(status[dismissal.upperBound...].allSatisfy { $0 == " " })
    #expect(CellWidth.of(status) == columns)
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
    #expect(help.contains("each change goes through the lifecycle"))
    #expect(!help.contains("page 1 of"), "the help is one page at the wide screen's smallest size")
    #expect(
      help.contains("every Watch and CarPlay size): la-sim render FIXTURE --device NAME."),
      "the help's last line fits")
  }
}

extension PhoneScreenTests {
  @Test("Another activity's alert expands the island for it, though the focus is elsewhere")
  func otherActivityAlert() {
    let courier = try! BuiltinFixture.definition("courier")
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
    let grid = ScreenLayout.compose(model)
    // The island section and the expanded box, which shows pizza-planet's order.
    Picture.expect(
      Array(grid.rows[3..<25]),
      """
       DYNAMIC ISLAND ─────── expanded: pizza-planet's alert  ALERT ──────────────────────────────────────────────── none yet
       Compact 34×5                         Minimal 8×5       An alerting update expands the island for 4 s.
       ╭────────────────────────────────╮   ╭─────╮
       │                                │   │     │
       │   ⛟            ●       20:00   │   │ ⛟   │
       │                                │   │     │
       ╰────────────────────────────────╯   ╰─────╯
                                                              LOCK SCREEN ─────────────── cards: 1 courier ◀ · 2 pizza-planet
                                                              ▶ Lock Screen 53×14
       ▶ Expanded 53×14  ✂ 1 clipped                          ╭───────────────────────────────────────────────────╮
       ╭───────────────────────────────────────────────────╮  │                                                   │
       │                                                   │  │                    Order #7305                    │
       │   ⛟   Pizza              ●        20:00           │  │                                                   │
       │       Planet                                ETA   │  │                    Preparing                      │
       │   Buzz's Cosmic  👨🍳 Preparing…                  │  │                                                   │
       │   Supreme                                         │  │                    25 min away                    │
       │   ▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌ ╌╌╌╌╌╌╌   │  │                                                   │
       │   Order #4821            Driver: Buzz Lightyear   │  ╰───────────────────────────────────────────────────╯
       │                                                   │
       ╰───────────────────────────────────────────────────╯


      """)
    #expect(grid.text.contains("island now expanded for pizza-planet's alert"))
  }
}

extension PhoneScreenTests {
  @Test("The Lock Screen section lists every card, most relevant first, and marks the focused one's")
  func lockScreenOrder() {
    var model = Self.model()
    let header = { (model: SimulatorModel) in
      ScreenLayout.compose(model).rows.filter { $0.contains("LOCK SCREEN") }
    }
    Picture.expect(
      header(model),
      """
       attached (other app)                 detached          LOCK SCREEN ─────────────── cards: 1 pizza-planet ◀ · 2 courier
      """, "equal scores: started first")
    _ = model.update(.key(.character("f"), now: TUITestSupport.at(2)))
    Picture.expect(
      header(model),
      """
       attached (other app)                 detached          LOCK SCREEN ─────────────── cards: 1 pizza-planet · 2 courier ◀
      """, "the box draws courier's")
    _ = model.update(.key(.character("v"), now: TUITestSupport.at(3)))
    Picture.expect(
      header(model),
      """
       attached (other app)                 detached          LOCK SCREEN ─────────────── cards: 1 courier ◀ · 2 pizza-planet
      """, "a higher score moves courier up")
  }
}
