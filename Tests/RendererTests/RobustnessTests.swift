import BuiltinFixtures
import Fixture
import FixtureJSON
import Foundation
import Layout
import Lifecycle
import Rendering
import TestSupport
import Testing

/// Mangled fixtures are refused or rendered, never a crash: every decoded mutation renders every
/// presentation in every state at several instants.
@Suite struct RobustnessTests {
  static let replacements = [
    "\"+30m\"", "\"+99999999999d\"", "1e300", "-1e300", "\"\"", "0", "-1", "null", "true", "[]", "{}",
    "\"👨‍👩‍👧🇫🇷中文\u{301}\"", "\"Out for delivery, 2 stops left and then some more\"", "1.5", "\"now\"",
  ]

  @Test(arguments: BuiltinFixtures.names)
  func mutatedFixturesNeverCrash(_ name: String) throws {
    let original = try BuiltinFixture.text(name)
    let values = try NSRegularExpression(pattern: #"(?<=: )("[^"]*"|-?[0-9.]+|true|false|null)"#)
    let matches = values.matches(in: original, range: NSRange(original.startIndex..., in: original))
    var random = SplitMix(seed: 42)
    var decoded = 0
    for _ in 0..<150 {
      var text = original
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let match = matches.randomElement(using: &random)!
        guard let range = Range(match.range, in: original), text.count == original.count else { continue }
        text.replaceSubrange(range, with: Self.replacements.randomElement(using: &random)!)
      }
      if Int.random(in: 0..<4, using: &random) == 0 {
        text = String(text.prefix(Int.random(in: 0..<text.count, using: &random)))
      }
      guard let definition = try? FixtureDecoder.decode(bytes: Array(text.utf8), file: name) else { continue }
      decoded += 1
      for state in [ActivityState.active, .stale, .ended] {
        for elapsed in [0.0, 3599, 29_000] {
          let activity = LiveActivity.prepared(
            definition, step: definition.pipeline.count - 1, state: state, elapsed: elapsed)
          for device in DeviceProfile.all {
            for frame in Renderer.renderAll(activity, device: device, now: activity.now) {
              #expect(frame.frame.rows.allSatisfy { CellWidth.of($0) == frame.frame.width })
            }
          }
        }
      }
    }
    #expect(decoded > 0, "some mutations must still decode, or the test exercises nothing")
  }
}
