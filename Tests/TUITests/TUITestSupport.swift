import ActivityState
import BuiltinFixtures
import Foundation
import Renderer
import TUI

/// Shared set-up for the simulator's tests: pizza-planet at a fixed wall-clock instant.
enum TUITestSupport {
  /// A wall-clock instant on a whole second, so the simulated clock reads exactly the reference start.
  static let wall = Date(timeIntervalSince1970: 1_800_000_000)

  static let pizza: ActivityDefinition = {
    let bytes = BuiltinFixtures.bytes(named: "pizza-planet")!
    return try! FixtureDecoder.decode(bytes: bytes, file: "pizza-planet")
  }()

  /// The simulator on pizza-planet at 120×40, started at `wall`.
  static func model(
    device: DeviceProfile = .iPhone15Pro, pushes: String? = nil, columns: Int = 120, rows: Int = 40
  ) -> SimulatorModel {
    SimulatorModel(
      definition: pizza, device: device, pushesDirectory: pushes,
      screen: ScreenSize(columns: columns, rows: rows),
      wall: wall)
  }

  /// The wall clock `seconds` after `wall`.
  static func at(_ seconds: TimeInterval) -> Date { wall.addingTimeInterval(seconds) }
}
