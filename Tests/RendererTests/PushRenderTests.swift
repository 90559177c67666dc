import BuiltinFixtures
import Delivery
import Fixture
import FixtureJSON
import Foundation
import Lifecycle
import Rendering
import TestSupport
import Testing

/// A rejected push leaves the frames as they were; the corrected push shows its new state on every surface.
@Suite struct PushRenderTests {
  static let pizza = try! FixtureDecoder.decode(
    bytes: BuiltinFixtures.bytes(named: "pizza-planet")!, file: "p")
  static let start = Date(timeIntervalSince1970: 1_795_946_399)

  static func payload(status: String, arrival: String) -> String {
    """
    {"aps": {"timestamp": 1795946400, "event": "update",
             "content-state": {"status": \(status), "estimatedArrival": \(arrival),
                               "driverName": "Buzz Lightyear", "progressFraction": 0.6},
             "stale-date": 1795950000}}
    """
  }

  static func lockScreen(_ activity: LiveActivity) -> String {
    Renderer.render(activity, presentation: .lockScreen, device: .iPhone15Pro, now: activity.now).frame.rows
      .joined(separator: "\n")
  }

  @Test(arguments: [
    (
      "case name", #""outForDelivery""#, "817641000", "$.aps.content-state.status",
      "did you mean \"Out for Delivery\"?"
    ),
    (
      "ISO date", #""Out for Delivery""#, #""2026-11-29T10:30:00Z""#, "$.aps.content-state.estimatedArrival",
      "send 817641000"
    ),
  ])
  func rejectedThenCorrectedShowsTheNewState(
    _ name: String, _ status: String, _ arrival: String, _ path: String, _ fix: String
  ) throws {
    var activity = LiveActivity(definition: Self.pizza, startingAt: Self.start)
    let before = Self.lockScreen(activity)
    Picture.expect(
      before,
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │  ⛟     Pizza Planet Deli…       30:00             │
      │        Order #4821                     remaining  │
      │                                                   │
      │  ▬▬▬▬▬▬▬ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌  │
      │                                                   │
      │  📋 Order Placed          Driver: Buzz Lightyear  │
      │                                                   │
      │  Andy's Buzz's Cosmic Supreme                     │
      │                                                   │
      ╰───────────────────────────────────────────────────╯

      """)

    let broken = try PushDecoder.decode(
      bytes: Array(Self.payload(status: status, arrival: arrival).utf8), definition: Self.pizza)
    #expect(broken.payload == nil)
    #expect(broken.errors.count == 1)
    #expect(broken.errors.first?.path == path)
    #expect(broken.errors.first?.message.contains(fix) == true)
    activity.recordRejected("broken.json", reason: broken.errors[0].message, at: broken.arrival!)
    // Nothing changed but the clock: the placed step's countdown (start + 30 min) is one second on.
    #expect(Self.lockScreen(activity) == before.replacingOccurrences(of: "30:00", with: "29:59"))

    let fixed = try PushDecoder.decode(
      bytes: Array(Self.payload(status: #""Out for Delivery""#, arrival: "817641000").utf8),
      definition: Self.pizza)
    #expect(fixed.diagnostics.isEmpty)
    #expect(activity.receive(try #require(fixed.payload)) == .applied)
    let after = Self.lockScreen(activity)
    Picture.expect(
      after,
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │  ⛟     Pizza Planet Deli…       30:00             │
      │        Order #4821                     remaining  │
      │                                                   │
      │  ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌  │
      │                                                   │
      │  🚀 Out for Delivery      Driver: Buzz Lightyear  │
      │                                                   │
      │  Andy's Buzz's Cosmic Supreme                     │
      │                                                   │
      ╰───────────────────────────────────────────────────╯

      """)
    // Four of six tracker segments are done (solid, green), two pending (dashed, grey at 30 %), and the
    // countdown runs to 10:30.
    let card = Renderer.render(activity, presentation: .lockScreen, device: .iPhone15Pro, now: activity.now)
      .frame
    let row = try #require((0..<card.height).first { card.row($0).contains("▬") })
    let segments = card.row(row).split(separator: " ")
    #expect(segments.filter { $0.allSatisfy { $0 == "▬" } }.count == 4)
    #expect(segments.filter { $0.allSatisfy { $0 == "╌" } }.count == 2)
    let styles = (0..<card.width).filter { ["▬", "╌"].contains(card[$0, row].text) }.map {
      (card[$0, row].text, card[$0, row].style)
    }
    #expect(
      styles.allSatisfy { $0.0 == "▬" ? $0.1.foreground == .green && $0.1.foregroundOpacity == 100 : true })
    #expect(
      styles.allSatisfy { $0.0 == "╌" ? $0.1.foreground == .gray && $0.1.foregroundOpacity == 30 : true })
    let compact = Renderer.render(activity, presentation: .compact, device: .iPhone15Pro, now: activity.now)
    Picture.expect(
      compact.frame.rows,
      """
      ╭────────────────────────────────╮
      │                                │
      │   ⛟            ●       30:00   │
      │                                │
      ╰────────────────────────────────╯
      """)
  }

  @Test func anEndPushClearsTheIslandAndKeepsTheLockScreen() throws {
    var activity = LiveActivity(definition: Self.pizza, startingAt: Self.start)
    let end = """
      {"aps": {"timestamp": 1795946400, "event": "end", "dismissal-date": 1795946700,
               "content-state": {"status": "Delivered", "estimatedArrival": 817639200,
                                 "driverName": "Buzz Lightyear", "progressFraction": 1}}}
      """
    let payload = try #require(try PushDecoder.decode(bytes: Array(end.utf8), definition: Self.pizza).payload)
    #expect(activity.receive(payload) == .applied)
    let compact = Renderer.render(activity, presentation: .compact, device: .iPhone15Pro, now: activity.now)
    Picture.expect(
      compact.frame.rows,
      """
      ╭────────────────────────────────╮
      │                                │
      │                ●               │
      │                                │
      ╰────────────────────────────────╯
      """)
    Picture.expect(
      Self.lockScreen(activity),
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

      """)
    activity.apply(.tick, at: Date(timeIntervalSince1970: 1_795_946_700))
    Picture.expect(
      Self.lockScreen(activity),
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │                                                   │
      │                                                   │
      │                                                   │
      │                                                   │
      ╰───────────────────────────────────────────────────╯






      """)
  }
}
