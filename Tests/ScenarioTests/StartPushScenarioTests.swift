import Foundation
import Testing

/// A start push in a scenario: one more activity on the phone, never a replacement of the one running.
struct StartPushScenarioTests {
  @Test("A start push adds an activity beside the running one; the island keeps the one started first")
  func startPushAddsAnActivity() throws {
    let snapshots = try ScenarioTestSupport.play(
      """
      press n
      wait 1m
      push ../payloads/pizza-planet/start.json
      wait 10s
      snapshot both lock-screen compact
      """, file: ScenarioTestSupport.scenarios + "/start-push.scenario")
    let text = snapshots[0].text(ansi: false)
    #expect(text.contains("a start push starts pizza-planet-2 beside the others on the phone"))
    #expect(text.contains("Dynamic Island · compact"))
    #expect(text.contains("Dynamic Island · compact  34×5  (pizza-planet: started first)"))
    #expect(text.contains("push start start.json, applied"))
    #expect(!text.contains("wait 10s: pizza-planet-2 push start"), "the start is reported when it happens")
    #expect(text.contains("👨🍳 Preparing Your Pizza"), "the first activity's card is still on the Lock Screen")
    #expect(text.contains("📋 Order Placed"), "and the pushed one's beside it")
  }
}
