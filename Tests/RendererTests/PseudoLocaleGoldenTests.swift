import BuiltinFixtures
import Fixture
import FixtureJSON
import Formatting
import Foundation
import FrameFormats
import JSON
import Layout
import Lifecycle
import Rendering
import TestSupport
import Testing

/// Goldens of the pseudolanguages (fixtures/golden/pseudo-locale) and of what VoiceOver reads
/// (fixtures/golden/accessibility), each what a `la-sim render` command prints.
@Suite struct PseudoLocaleGoldenTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var fixture: String
    var locale: PseudoLocale?
    var accessibility: Bool
    var step: Int
    var file: String
    var testDescription: String { file }
  }

  static let cases: [Case] = [
    // la-sim render courier --step 1 --pseudo-locale L
    Case(
      fixture: "courier", locale: .double, accessibility: false, step: 1, file: "pseudo-locale/courier-double"
    ),
    Case(
      fixture: "courier", locale: .accented, accessibility: false, step: 1,
      file: "pseudo-locale/courier-accented"),
    Case(
      fixture: "courier", locale: .bidi, accessibility: false, step: 1, file: "pseudo-locale/courier-bidi"),
    // la-sim render pizza-planet --step 3 --pseudo-locale L: stacks, capsules, bars and a Label
    Case(
      fixture: "pizza-planet", locale: .double, accessibility: false, step: 3,
      file: "pseudo-locale/pizza-planet-double"),
    Case(
      fixture: "pizza-planet", locale: .bidi, accessibility: false, step: 3,
      file: "pseudo-locale/pizza-planet-bidi"),
    // la-sim render FIXTURE --format accessibility
    Case(
      fixture: "pizza-planet", locale: nil, accessibility: true, step: 0, file: "accessibility/pizza-planet"),
    Case(
      fixture: "food-runner", locale: nil, accessibility: true, step: 1, file: "accessibility/food-runner"),
  ]

  static func render(_ testCase: Case) throws -> String {
    let bytes = try #require(BuiltinFixtures.bytes(named: testCase.fixture))
    let definition = try FixtureDecoder.decode(bytes: bytes, file: testCase.fixture).pseudoLocalized(
      testCase.locale)
    let activity = LiveActivity.prepared(definition, step: testCase.step, state: nil, elapsed: 0)
    let device = DeviceProfile.iPhone15Pro
    let note = testCase.locale.map { " · pseudo-locale \($0.rawValue)" } ?? ""
    let header = FrameText.header(activity, device: device) + note
    if testCase.accessibility {
      let readings = Renderer.accessibility(
        activity, presentations: Renderer.presentations(of: definition), now: activity.now)
      return AccessibilityReading.text(readings, header: header)
    }
    let frames = Renderer.renderAll(activity, device: device, now: activity.now)
    return FrameText.text(frames, header: header)
  }

  @Test(arguments: cases)
  func matchesGolden(_ testCase: Case) throws {
    let path = Repository.root.appendingPathComponent("fixtures/golden/\(testCase.file).txt").path
    switch GoldenFile.compare(try Self.render(testCase), goldenPath: path) {
    case .match: break
    case .mismatch(let message): Issue.record(Comment(rawValue: message))
    case .recorded(let message): Issue.record(Comment(rawValue: message))
    }
  }
}
