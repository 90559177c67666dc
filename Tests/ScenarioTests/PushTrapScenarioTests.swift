import Foundation
import Scenarios
import Testing

/// Scenarios and push tokens: `rotate-token`, pushes addressed by token, and the token lines of the events.
@Suite struct PushTrapScenarioTests {
  static let beside = ScenarioPlayerTests.beside
  /// pizza-planet's first token on every run: envelope-update-by-token.json is addressed to it.
  static let firstToken = "8818d9cdae08a8fa1bf82ac16baa77c42eca4a382abdd2fdd37408feab9f91a7"

  @Test("A push to the token of the start applies; after rotate-token it is lost, naming the new token")
  func rotateToken() throws {
    let snapshots = try ScenarioTestSupport.play(
      """
      push ../payloads/pizza-planet/envelope-update-by-token.json
      expect verdict applied
      snapshot before lock-screen
      wait 1m
      rotate-token
      push ../payloads/pizza-planet/envelope-update-by-token.json
      expect verdict ignored
      snapshot after lock-screen
      """, file: Self.beside)
    let before = snapshots[0].events
    #expect(
      before[1].contains("pushToStartTokenUpdates com.example.pizzaplanet: "), "the app's push-to-start token"
    )
    #expect(before[2].hasSuffix("pushTokenUpdates pizza-planet: \(Self.firstToken) (started)"))
    let after = snapshots[1].events
    let rotation = try #require(after.first { $0.contains("rotate-token: pushTokenUpdates pizza-planet: ") })
    let token = try #require(rotation.split(separator: " ").dropLast().last.map(String.init))
    #expect(token.count == 64 && token != Self.firstToken)
    let lost = try #require(after.first { $0.contains("push update envelope-update-by-token.json, ignored") })
    #expect(lost.contains("lost: token 8818d9…91a7 is pizza-planet's old token"))
    #expect(lost.contains("send to the current token \(token)") && lost.contains("[LP024]"))
  }

  @Test("With two apps, a push goes to the app its apns-topic names, whichever activity has the focus")
  func routesByTopic() throws {
    let snapshots = try ScenarioTestSupport.play(
      """
      start courier
      focus pizza-planet
      push ../payloads/courier/envelope-update-on-the-way.json
      expect verdict applied
      snapshot s lock-screen
      """, file: Self.beside)
    #expect(
      snapshots[0].events.contains {
        $0.contains("courier push update envelope-update-on-the-way.json, applied")
      })
    #expect(snapshots[0].sections[0].header.contains("courier pushed content active"))
  }

  @Test("A story without pushes shows no token; 'rotate-token' takes at most one name")
  func noTokensWithoutPushes() throws {
    let plain = try ScenarioTestSupport.play("wait 1m\nsnapshot s lock-screen")
    #expect(!plain[0].events.contains { $0.contains("pushTokenUpdates") })
    #expect {
      _ = try ScenarioTestSupport.play("rotate-token a b\nsnapshot s")
    } throws: { error in
      (error as? ScenarioError)?.message.contains("'rotate-token' takes at most one activity name") == true
    }
    #expect {
      _ = try ScenarioTestSupport.play("rotate-token nobody\nsnapshot s")
    } throws: { error in
      (error as? ScenarioError)?.message.contains("no activity named 'nobody'") == true
    }
  }
}
