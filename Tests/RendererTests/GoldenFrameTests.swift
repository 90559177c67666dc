import BuiltinFixtures
import Fixture
import FixtureJSON
import Foundation
import FrameFormats
import JSON
import Layout
import Lifecycle
import Rendering
import TestSupport
import Testing

/// Every shipped fixture × step × device, plus stale and ended, against fixtures/golden/render.
@Suite struct GoldenFrameTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var fixture: String
    var device: DeviceProfile
    var file: String
    var step: Int
    var state: ActivityState?
    var testDescription: String { "\(fixture) \(device.name) \(file)" }
  }

  static var cases: [Case] {
    var cases: [Case] = []
    for name in BuiltinFixtures.names {
      let definition = try! BuiltinFixture.definition(name)
      // The two published iPhone rows; the other surfaces have their own cases (SurfaceGoldenTests).
      for device in [DeviceProfile.iPhone15Pro, .iPhone15ProMax] {
        for (index, step) in definition.pipeline.enumerated() {
          cases.append(
            Case(fixture: name, device: device, file: "\(index)-\(step.name)", step: index, state: nil))
        }
        let middle = min(1, definition.pipeline.count - 1)
        cases.append(Case(fixture: name, device: device, file: "stale", step: middle, state: .stale))
        cases.append(Case(fixture: name, device: device, file: "ended", step: middle, state: .ended))
      }
    }
    return cases
  }

  /// What `la-sim render FIXTURE --step S [--state X] --device D --at 90` prints.
  static func render(_ testCase: Case) throws -> String {
    let bytes = try #require(BuiltinFixtures.bytes(named: testCase.fixture))
    let definition = try FixtureDecoder.decode(bytes: bytes, file: testCase.fixture)
    let activity = LiveActivity.prepared(definition, step: testCase.step, state: testCase.state, elapsed: 90)
    let frames = Renderer.renderAll(activity, device: testCase.device, now: activity.now)
    return FrameText.text(frames, header: FrameText.header(activity, device: testCase.device))
  }

  @Test(arguments: cases)
  func frameMatchesGolden(_ testCase: Case) throws {
    let path = Repository.root.appendingPathComponent(
      "fixtures/golden/render/\(testCase.fixture)/\(testCase.device.name)/\(testCase.file).txt"
    ).path
    switch GoldenFile.compare(try Self.render(testCase), goldenPath: path) {
    case .match: break
    case .mismatch(let message): Issue.record(Comment(rawValue: message))
    case .recorded(let message): Issue.record(Comment(rawValue: message))
    }
  }
}
