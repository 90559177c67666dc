import BuiltinFixtures
import Foundation
import JSON
import Rendering
import TestSupport
import Testing

/// The surfaces beyond the two published iPhone rows, one or two pictures each, against
/// fixtures/golden/render/FIXTURE/DEVICE/STEP.txt as GoldenFrameTests names them.
@Suite struct SurfaceGoldenTests {
  static let cases: [GoldenFrameTests.Case] = [
    // Apple Watch: pizza-planet's own small layout, food-runner's compact views (it has no small layout).
    .init(fixture: "pizza-planet", device: .watches[3], file: "1-preparing", step: 1, state: nil),
    .init(fixture: "food-runner", device: .watches[3], file: "0-preparing", step: 0, state: nil),
    .init(fixture: "food-runner", device: .watches[0], file: "2-nearBy", step: 2, state: nil),
    // CarPlay, estimated.
    .init(fixture: "pizza-planet", device: .carPlay[2], file: "3-outForDelivery", step: 3, state: nil),
    // No Dynamic Island: step 1 arrives with an alert (a banner above the card); step 0 is the request (none).
    .init(fixture: "pizza-planet", device: .iPhoneNoIsland, file: "0-placed", step: 0, state: nil),
    .init(fixture: "pizza-planet", device: .iPhoneNoIsland, file: "1-preparing", step: 1, state: nil),
    .init(fixture: "food-runner", device: .iPhoneNoIsland, file: "1-pickedUp", step: 1, state: nil),
    // StandBy, iPad, iOS 27 landscape.
    .init(fixture: "pizza-planet", device: .standBy, file: "1-preparing", step: 1, state: nil),
    .init(fixture: "courier", device: .standBy, file: "ended", step: 1, state: .ended),
    .init(fixture: "pizza-planet", device: .iPad13, file: "1-preparing", step: 1, state: nil),
    .init(fixture: "courier", device: .iPad11, file: "2-stopsLeft", step: 2, state: nil),
    .init(fixture: "pizza-planet", device: .iPhoneLandscape, file: "1-preparing", step: 1, state: nil),
    .init(fixture: "food-runner", device: .iPhoneLandscape, file: "stale", step: 1, state: .stale),
  ]

  @Test(arguments: cases)
  func frameMatchesGolden(_ testCase: GoldenFrameTests.Case) throws {
    let path = Repository.root.appendingPathComponent(
      "fixtures/golden/render/\(testCase.fixture)/\(testCase.device.name)/\(testCase.file).txt"
    ).path
    switch GoldenFile.compare(try GoldenFrameTests.render(testCase), goldenPath: path) {
    case .match: break
    case .mismatch(let message): Issue.record(Comment(rawValue: message))
    case .recorded(let message): Issue.record(Comment(rawValue: message))
    }
  }
}
