import Fixture
import Foundation
import Lifecycle
import Rendering
import Simulator
import TUI
import TestSupport
import Testing
import Views

/// The model driven by its keys, ticks and pushes, and seen on the screen it composes.
struct SimulatorScreenTests {
  @Test("The countdown ticks down one second per tick, in every presentation that shows it")
  func countdownTicks() {
    var model = TUITestSupport.model()
    #expect(model.now == LiveActivity.referenceStart)
    #expect(model.screenRows.contains { $0.contains("30:00") })
    model.tick(at: 1)
    let rows = model.screenRows
    Picture.expect(
      Array(rows[1..<2]),
      """
       Pizza Planet  step 0/5 placed  ACTIVE  10:00 UTC │ stale in 59 min │ dismissal after end (8 h limit in 7 h 59 min)
      """)
    // Compact on its own row; expanded and Lock Screen side by side on another.
    #expect(rows.reduce(0) { $0 + $1.components(separatedBy: "29:59").count - 1 } == 3)
    #expect(!rows.contains { $0.contains("30:00") })
  }

  @Test("n five times walks Order Placed to Delivered, filling the tracker, and the last step ends it")
  func advanceThroughThePipeline() throws {
    var model = TUITestSupport.model()
    var statusLines: [String] = []
    var cards: [[String]] = []
    for index in 0..<5 {
      model.type("n", at: Double(index + 1))
      let step = index + 1
      #expect(model.stepIndex == step)
      let grid = ScreenLayout.compose(model)
      statusLines.append(grid.row(1))
      // The Lock Screen card (53×14) sits at column 56, row 12, under its label, on the 393-pt phone.
      cards.append(grid.region(x: 56, y: 12, width: 53, height: 14))
      // Its tracker: one green capsule per step reached, including the first; the rest drawn dim (30 % grey).
      let trackerRow = try #require((12..<26).first { grid.text(x: 56, y: $0, width: 53).contains("▬") })
      var greenRuns = 0
      var previous: NamedColor?
      for x in 56..<(56 + 53) where grid[x, trackerRow].text == "▬" {
        let colour = grid[x, trackerRow].style.foreground
        if colour == .green, previous != .green || grid[x - 1, trackerRow].text != "▬" { greenRuns += 1 }
        previous = colour
      }
      #expect(greenRuns == step + 1)
    }
    Picture.expect(
      statusLines,
      """
       Pizza Planet  step 1/5 preparing  ACTIVE  10:00 UTC │ stale in 1 h 00 min │ dismissal after end
       Pizza Planet  step 2/5 inOven  ACTIVE  10:00 UTC │ stale in 1 h 00 min │ dismissal after end (8 h limit in 7 h 59 min)
       Pizza Planet  step 3/5 outForDelivery  ACTIVE  10:00 UTC │ stale in 1 h 00 min │ dismissal after end
       Pizza Planet  step 4/5 arriving  ACTIVE  10:00 UTC │ stale in 1 h 00 min │ dismissal after end
       Pizza Planet  step 5/5 delivered  ENDED  10:00 UTC │ stale n/a │ dismissal in 5 min (10:05:05)
      """)
    Picture.expect(
      cards[0],
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │  ⛟     Pizza Planet Deli…       20:00             │
      │        Order #4821                     remaining  │
      │                                                   │
      │  ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌  │
      │                                                   │
      │  👨🍳 Preparing Your Pizza Driver: Buzz Lightyear │
      │                                                   │
      │  Andy's Buzz's Cosmic Supreme                     │
      │                                                   │
      ╰───────────────────────────────────────────────────╯

      """, "the Lock Screen at step 1")
    Picture.expect(
      cards[1],
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │  ⛟     Pizza Planet Deli…       15:00             │
      │        Order #4821                     remaining  │
      │                                                   │
      │  ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌  │
      │                                                   │
      │  🔥 In the Oven           Driver: Buzz Lightyear  │
      │                                                   │
      │  Andy's Buzz's Cosmic Supreme                     │
      │                                                   │
      ╰───────────────────────────────────────────────────╯

      """, "the Lock Screen at step 2")
    Picture.expect(
      cards[2],
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │  ⛟     Pizza Planet Deli…       10:00             │
      │        Order #4821                     remaining  │
      │                                                   │
      │  ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌  │
      │                                                   │
      │  🚀 Out for Delivery      Driver: Buzz Lightyear  │
      │                                                   │
      │  Andy's Buzz's Cosmic Supreme                     │
      │                                                   │
      ╰───────────────────────────────────────────────────╯

      """, "the Lock Screen at step 3")
    Picture.expect(
      cards[3],
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │  ⛟     Pizza Planet Deli…      5:00               │
      │        Order #4821                     remaining  │
      │                                                   │
      │  ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ╌╌╌╌╌╌╌  │
      │                                                   │
      │  📍 Almost There!         Driver: Buzz Lightyear  │
      │                                                   │
      │  Andy's Buzz's Cosmic Supreme                     │
      │                                                   │
      ╰───────────────────────────────────────────────────╯

      """, "the Lock Screen at step 4")
    Picture.expect(
      cards[4],
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │  ⛟     Pizza Planet Deli…      0:00               │
      │        Order #4821                     remaining  │
      │                                                   │
      │  ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬  │
      │                                                   │
      │  ✅ Delivered             Driver: Buzz Lightyear  │
      │                                                   │
      │  Andy's Buzz's Cosmic Supreme                     │
      │                                                   │
      ╰───────────────────────────────────────────────────╯

      """, "the Lock Screen at step 5")
    #expect(model.activity.state == .ended)
    #expect(model.lastLog.contains("step 5/5 delivered"))
    #expect(
      model.lastLog.hasSuffix(
        ": applied · ended; dismissal at 10:05:05"))
    Picture.expect(
      Array(model.screenRows[1..<2]),
      """
       Pizza Planet  step 5/5 delivered  ENDED  10:00 UTC │ stale n/a │ dismissal in 5 min (10:05:05)
      """)
    model.type("n", at: 6)
    #expect(model.log.last?.kind == .ignored)
  }

  @Test("e then i ends the activity and dismisses it at once")
  func endImmediately() {
    var model = TUITestSupport.model()
    model.type("e", at: 1)
    #expect(model.mode == .endPrompt)
    #expect(model.activity.state == .active)
    model.type("i", at: 1)
    #expect(model.mode == .normal)
    #expect(model.activity.state == .dismissed)
    #expect(model.lastLog == "end, dismissal .immediate: applied · dismissed at once")
    #expect(model.log.last?.key == "e i")
    let rows = model.screenRows
    Picture.expect(
      Array(rows[1..<2]),
      """
       Pizza Planet  step 0/5 placed  DISMISSED  10:00 UTC │ stale n/a │ dismissed at 10:00:01
      """)
    #expect(!rows.contains { $0.contains("30:00") || $0.contains("29:59") })
  }

  @Test("p restarts the activity at the previous step and says why in the log")
  func backOneStep() {
    var model = TUITestSupport.model()
    model.type("p", at: 1)
    #expect(model.log.last?.kind == .ignored)
    #expect(model.lastLog.contains("already at the first step"))
    model.type("nn", at: 2)
    #expect(model.stepIndex == 2)
    model.press([.left], at: 3)
    #expect(model.stepIndex == 1)
    #expect(model.activity.startDate == LiveActivity.referenceStart.addingTimeInterval(3))
    #expect(model.lastLog.contains("back to step 1 preparing"))
    #expect(model.lastLog.contains("a new activity starts at that step"))
    // The restarted step's timer counts from the restart: preparing's arrival is 20 minutes out.
    #expect(model.screenRows.contains { $0.contains("20:00") })
  }

  @Test("s marks the activity stale; updates after that make it fresh again")
  func markStale() {
    var model = TUITestSupport.model()
    model.type("s", at: 5)
    #expect(model.activity.state == .stale)
    Picture.expect(
      Array(model.screenRows[1..<2]),
      """
       Pizza Planet  step 0/5 placed  STALE  10:00 UTC │ stale since 10:00:05 │ dismissal after end (8 h limit in 7 h 59 min)
      """)
    model.type("n", at: 6)
    #expect(model.activity.state == .active)
  }

  @Test("The clock keys move simulated time, and due transitions are logged in order")
  func clockKeys() {
    var model = TUITestSupport.model()
    model.type("+", at: 0)
    #expect(model.now == LiveActivity.referenceStart.addingTimeInterval(60))
    #expect(model.lastLog == "clock +1 min → 10:01:00")
    model.type("]", at: 0)
    #expect(model.now == LiveActivity.referenceStart.addingTimeInterval(660))
    model.type("}", at: 0)
    // The stale date (start + 60 min) passed during the hour.
    #expect(model.activity.state == .stale)
    #expect(model.log.map(\.text).contains("stale date reached"))
    model.type("}}}}}}}", at: 0)
    #expect(model.activity.state == .ended)
    #expect(model.log.contains { $0.text.hasPrefix("8-hour limit reached") })
    Picture.expect(
      Array(model.screenRows[1..<2]),
      """
       Pizza Planet  step 0/5 placed  ENDED  18:11 UTC │ stale n/a │ dismissal in 3 h 49 min (22:00:00)
      """)
  }

  @Test("Time passing on its own reaches the stale date and the dismissal, seen through ticks")
  func ticksDriveTheLifecycle() {
    var model = TUITestSupport.model()
    model.tick(at: 3599)
    #expect(model.activity.state == .active)
    Picture.expect(
      Array(model.screenRows[1..<2]),
      """
       Pizza Planet  step 0/5 placed  ACTIVE  10:59 UTC │ stale in 1 s │ dismissal after end (8 h limit in 7 h 00 min)
      """)
    model.tick(at: 3600)
    #expect(model.activity.state == .stale)
    model.type("ea", at: 3601)
    model.tick(at: 3601 + 300)
    #expect(model.activity.state == .dismissed)
    #expect(model.lastLog == "dismissed")
  }

  @Test(". pauses the simulated clock; resuming keeps the second shown")
  func pause() {
    var model = TUITestSupport.model()
    model.tick(at: 2)
    model.type(".", at: 2.4)
    #expect(model.clock.isPaused)
    model.tick(at: 30)
    #expect(model.now == LiveActivity.referenceStart.addingTimeInterval(2))
    Picture.expect(
      Array(model.screenRows[1..<2]),
      """
       Pizza Planet  step 0/5 placed  ACTIVE  10:00 UTC  PAUSED  │ stale in 59 min │ dismissal after end
      """)
    model.type(".", at: 40.7)
    #expect(!model.clock.isPaused)
    #expect(model.now == LiveActivity.referenceStart.addingTimeInterval(2))
    model.tick(at: 41)
    #expect(model.now == LiveActivity.referenceStart.addingTimeInterval(3))
  }

  @Test("d cycles through the devices and the frames take the new device's sizes")
  func nextDevice() {
    var model = TUITestSupport.model()
    model.type("d", at: 1)
    #expect(model.device == .iPhone15ProMax)
    #expect(model.lastLog == "device: iPhone 15 Pro Max (430-pt class)")
    let rows = model.screenRows
    Picture.expect(
      Array(rows[0..<1]),
      """
       la-sim  Pizza Planet (pizza-planet) · iPhone 15 Pro Max, 430-pt class                                   ? help  q quit
      """)
    // The boxes' labels: the compact pair's above the island, the Lock Screen's and the expanded island's.
    Picture.expect(
      Array(rows[3..<13]),
      """
       DYNAMIC ISLAND ─────────────────────────── showing compact  ALERT ─────────────────────────────────────────── none yet
       ▶ Compact 36×5                         Minimal 8×5          An alerting update expands the island for 4 s.
       ╭──────────────────────────────────╮   ╭─────╮
       │                                  │   │     │
       │   ⛟             ●        29:59   │   │ ⛟   │
       │                                  │   │     │
       ╰──────────────────────────────────╯   ╰─────╯
                                                                   LOCK SCREEN ────────────────────────────────────── showing
                                                                   ▶ Lock Screen 58×14  ≈ 1
       Expanded 58×14                                              ╭────────────────────────────────────────────────────────╮
      """)
    model.type("d", at: 2)
    #expect(model.device == .iPhone15Pro)
  }

  @Test("An alerting update shows the expanded island for four seconds, then the compact one again")
  func alertExpandsTheIsland() {
    var model = TUITestSupport.model()
    model.type("n", at: 1)
    #expect(model.isAlerting)
    Picture.expect(
      Array(model.screenRows[3..<13]),
      """
       DYNAMIC ISLAND ────────────── showing expanded: alert  ALERT ───────────────────────────────────── island expanded now
       Compact 34×5                         Minimal 8×5        ALERT  Pizza Planet Update
       ╭────────────────────────────────╮   ╭─────╮           👨🍳 Preparing Your Pizza
       │                                │   │     │           expanded 10:00:01–10:00:05 (4 s), sound "default"
       │   ⛟            ●       20:00   │   │ ⛟   │
       │                                │   │     │
       ╰────────────────────────────────╯   ╰─────╯
                                                              LOCK SCREEN ─────────────────────────────────────────── showing
                                                              ▶ Lock Screen 53×14  ✂ 1 clipped
       ▶ Expanded 53×14  ✂ 1 clipped                          ╭───────────────────────────────────────────────────╮
      """)
    model.tick(at: 4)
    #expect(model.isAlerting)
    model.tick(at: 5)
    #expect(!model.isAlerting)
    Picture.expect(
      Array(model.screenRows[3..<13]),
      """
       DYNAMIC ISLAND ────────────────────── showing compact  ALERT ───────────────────────────────────────────── at 10:00:01
       ▶ Compact 34×5                       Minimal 8×5       Pizza Planet Update
       ╭────────────────────────────────╮   ╭─────╮           👨🍳 Preparing Your Pizza
       │                                │   │     │           expanded 10:00:01–10:00:05 (4 s), sound "default"
       │   ⛟            ●       19:56   │   │ ⛟   │
       │                                │   │     │
       ╰────────────────────────────────╯   ╰─────╯
                                                              LOCK SCREEN ─────────────────────────────────────────── showing
                                                              ▶ Lock Screen 53×14  ✂ 1 clipped
       Expanded 53×14  ✂ 1 clipped                            ╭───────────────────────────────────────────────────╮
      """)
  }

  @Test("A push arrives when l is pressed and goes through the lifecycle, its timestamp ordering it")
  func pushDelivery() {
    var model = TUITestSupport.model(pushes: "payloads")
    model.push("update-out-for-delivery.json", at: 5)
    #expect(
      model.lastLog
        == "push update update-out-for-delivery.json: applied · alert “Pizza Planet Update”: On its way")
    #expect(model.log.last?.date == LiveActivity.referenceStart.addingTimeInterval(5))
    #expect(model.isAlerting)
    let rows = model.screenRows
    Picture.expect(
      Array(rows[1..<2]),
      """
       Pizza Planet  content from push update-out-for-delivery.json  ACTIVE  10:00 UTC │ stale in 59 min │ dismissal after end
      """)
    // estimatedArrival 817641000 is 10:30:00 UTC: 29:55 to go at 10:00:05.
    #expect(rows.reduce(0) { $0 + $1.components(separatedBy: "29:55").count - 1 } == 3)
    #expect(rows.contains { $0.contains("🚀 Out for Delivery") })
    model.push("update-older-timestamp.json", at: 6)
    #expect(model.log.last?.kind == .ignored)
    #expect(model.lastLog.contains("older than the last applied push's"))
    model.push("end-dismiss-now.json", at: 7)
    #expect(model.activity.state == .dismissed)
    #expect(model.lastLog == "push end end-dismiss-now.json: applied · dismissed at once")
    model.push("update-arriving.json", at: 8)
    #expect(model.log.last?.kind == .ignored)
    _ = model.update(.push(nil, now: TUITestSupport.at(9)))
    #expect(model.lastLog == "no more payloads in payloads; r starts them again")
  }

  @Test("A start push adds an activity beside the running one, focused; the island keeps the first started")
  func startPush() {
    var model = TUITestSupport.model(pushes: "payloads")
    model.type("nn", at: 1)
    model.push("start.json", at: 4)
    #expect(model.phone.entries.map(\.name) == ["pizza-planet", "pizza-planet-2"])
    #expect(model.focus == "pizza-planet-2")
    #expect(model.activity.startDate == LiveActivity.referenceStart.addingTimeInterval(4))
    #expect(model.phone.entry(named: "pizza-planet")?.activity.stepIndex == 2, "the first keeps its step")
    #expect(
      model.log.contains {
        $0.text
          == "push start start.json: applied · pizza-planet-2 started with the push's attributes and content"
          + " · 2 activities on the phone"
      })
    #expect(
      model.screenRows.contains { $0.contains("📋 Order Placed") }, "the Lock Screen draws the focused card")
    // Equal scores: the island stays with the activity started first (after the start's alert).
    model.tick(at: 10)
    #expect(model.island == .compact("pizza-planet", .startedFirst))
  }

  @Test("A resize is remembered and the screen is composed at the new size")
  func resize() {
    var model = TUITestSupport.model()
    _ = model.update(.resize(columns: 50, rows: 12))
    #expect(model.screen == ScreenSize(columns: 50, rows: 12))
    let grid = ScreenLayout.compose(model)
    #expect(grid.width == 50 && grid.height == 12)
  }

  @Test("space advances like n, and the log names the key apart from its text")
  func spaceIsNamedInTheLog() {
    var model = TUITestSupport.model()
    model.type(" ", at: 1)
    #expect(model.log.last?.key == "space")
    model.press([.right], at: 2)
    Picture.expect(
      Array(model.screenRows[32..<36]),
      """
       10:00:00  ●       start placed
       10:00:01  ● space step 1/5 preparing: applied · alert “Pizza Planet Update”: 👨🍳 Preparing Your Pizza
       10:00:02  ● right step 2/5 inOven: applied · alert “Pizza Planet Update”: 🔥 In the Oven

      """)
  }

  @Test("A key longer than the key column still leaves a space before its line's text")
  func longKeysStaySeparate() {
    var model = TUITestSupport.model()
    model.type("e", at: 1)
    model.press([.right], at: 1)
    #expect(model.lastLog == "end cancelled")
    Picture.expect(
      Array(model.screenRows[32..<35]),
      """
       10:00:00  ●       start placed
       10:00:01  · e right end cancelled

      """)
  }

  @Test("Text from a payload is escaped in the log, the clipped list and the alert panel")
  func payloadTextIsEscapedOnScreen() {
    var model = TUITestSupport.model(pushes: "payloads")
    // Long enough that the Lock Screen cuts it: two lines of it already fill the 160-pt card.
    let hostile =
      #"A\u001b]0;x\u0007\r\nFORGED \u202e and a long status that is clipped in the island"#
      + ", and goes on past the end of the card"
    let payload = #"""
      {"aps": {"timestamp": 1795946500, "event": "update", "content-state": {"status": "Almost There!",
        "estimatedArrival": 817641300, "driverName": "\#(hostile)", "progressFraction": 0.9},
        "alert": {"title": "\#(hostile)", "body": "b"}}}
      """#
    let delivery = PushDelivery.decode(
      Array(payload.utf8), fileName: "x.json", definition: TUITestSupport.pizza)
    _ = model.update(.push(delivery, now: TUITestSupport.at(1)))
    let grid = ScreenLayout.compose(model)
    let text = grid.text
    #expect(text.contains(#"alert “A\u{1B}]0;x\u{7}\u{D}\u{A}FORGED \u{202E} and"#))
    #expect(text.contains(#"ALERT  A\u{1B}]0;x"#))
    #expect(grid.rows.contains { $0.contains("✂") && $0.contains(#"\u{1B}]0;x"#) })
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!text.unicodeScalars.contains { $0.value == 0x202E })
  }
}

extension SimulatorScreenTests {
  @Test("A broadcast reaches every activity that joined its channel, and only those")
  func broadcastReachesEveryMember() {
    var model = TUITestSupport.model(pushes: "payloads")
    model.push("start-with-channel.json", at: 1)
    model.push("start-with-channel.json", at: 2)
    model.push("envelope-broadcast-in-oven.json", at: 3)
    let status = { (name: String) in model.phone.entry(named: name)?.activity.content.values["status"] }
    #expect(model.phone.entries.map(\.name) == ["pizza-planet", "pizza-planet-2", "pizza-planet-3"])
    let oven = Value.enumCase("DeliveryStatus", 2)
    #expect(status("pizza-planet-2") == oven)
    #expect(status("pizza-planet-3") == oven, "the second member gets it too")
    #expect(status("pizza-planet") != oven, "an activity that joined no channel does not")
    #expect(
      model.log.contains {
        $0.text.hasPrefix("pizza-planet-3: push update envelope-broadcast-in-oven.json (broadcast): applied")
      })
  }
}
