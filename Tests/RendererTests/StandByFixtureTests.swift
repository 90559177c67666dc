import BuiltinFixtures
import Checking
import Fixture
import FixtureJSON
import Foundation
import Layout
import Lifecycle
import Rendering
import Testing

/// A fixture's `layouts.standBy`: the Lock Screen view StandBy draws for an app whose code reads
/// `isActivityFullscreen`, every other device keeping the card.
@Suite struct StandByFixtureTests {
  /// Courier with a StandBy view of its own: one long line that a 1-line limit cuts.
  static func definition() throws -> ActivityDefinition {
    var text = String(decoding: BuiltinFixtures.bytes(named: "courier")!, as: UTF8.self)
    let marker = "\"layouts\": {"
    let range = try #require(text.range(of: marker))
    text.replaceSubrange(
      range,
      with: marker
        + """
        "standBy": {"text": "Order #{orderNumber} is {status}, about {etaMinutes} minutes from your door now",
          "font": "title", "lineLimit": 1},
        """)
    return try FixtureDecoder.decode(bytes: Array(text.utf8), file: "courier-standby.json")
  }

  static func lockScreen(_ definition: ActivityDefinition, on device: DeviceProfile) -> String {
    let activity = LiveActivity.prepared(definition, step: 1, state: nil, elapsed: 0)
    return Renderer.renderAll(activity, device: device, now: activity.now)
      .first { $0.presentation == .lockScreen }?.frame.rows.joined(separator: "\n") ?? ""
  }

  @Test(
    "StandBy draws the fixture's StandBy view; a phone, an iPad and a Mac-less card keep the Lock Screen's")
  func drawn() throws {
    let definition = try Self.definition()
    #expect(definition.layouts.standBy != nil)
    let standBy = Self.lockScreen(definition, on: try #require(DeviceProfile.named("standby")))
    #expect(standBy.contains("Order #7305 is On the Way,…"), "\(standBy)")
    for name in ["iphone-15-pro", "ipad-13"] {
      let card = Self.lockScreen(definition, on: try #require(DeviceProfile.named(name)))
      #expect(card.contains("On the Way") && !card.contains("minutes from your door"), "\(name): \(card)")
    }
  }

  @Test("check finds the StandBy view's clip on the standby profile only, and fixes it there")
  func checked() throws {
    let report = Checker.check(
      try Self.definition(), file: "courier-standby.json", devices: DeviceProfile.all)
    let clips = report.findings.filter { $0.code == .clipped && $0.text.contains("minutes from your door") }
    #expect(!clips.isEmpty)
    #expect(clips.allSatisfy { $0.device == "standby" }, "\(clips.map(\.device))")
    // Each found with a fix la-sim laid out and saw fit (here, a shorter text at that width).
    #expect(clips.allSatisfy { !$0.remedies.isEmpty }, "\(clips.map { $0.remedies.map(\.change) })")
  }
}
