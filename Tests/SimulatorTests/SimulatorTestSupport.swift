import ActivityState
import BuiltinFixtures
import Foundation
import Renderer
import Simulator

/// Shared set-up for the model's tests: pizza-planet at a fixed wall-clock instant.
enum SimulatorTestSupport {
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

  /// The repository's root directory.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The shipped sample payloads of pizza-planet.
  static let payloads = root.appendingPathComponent("fixtures/payloads/pizza-planet").path

  /// A shipped sample payload of pizza-planet, decoded.
  static func delivery(_ name: String) -> PushDelivery {
    let bytes = [UInt8](FileManager.default.contents(atPath: payloads + "/" + name) ?? Data())
    return PushDelivery.decode(bytes, fileName: name, definition: pizza)
  }
}

extension SimulatorModel {
  /// Presses `keys` one after another at `seconds` after `SimulatorTestSupport.wall`; returns every effect.
  @discardableResult
  mutating func press(_ keys: [KeyPress], at seconds: TimeInterval) -> [SimulatorEffect] {
    keys.flatMap { update(.key($0, now: SimulatorTestSupport.at(seconds))) }
  }

  /// Presses printable keys, e.g. `"nn"`.
  @discardableResult
  mutating func type(_ keys: String, at seconds: TimeInterval) -> [SimulatorEffect] {
    press(keys.map { KeyPress.character($0) }, at: seconds)
  }

  /// The push `name` (a shipped pizza-planet payload) arrives `seconds` after `SimulatorTestSupport.wall`.
  mutating func push(_ name: String, at seconds: TimeInterval) {
    _ = update(.push(SimulatorTestSupport.delivery(name), now: SimulatorTestSupport.at(seconds)))
  }

  /// The newest log line's text.
  var lastLog: String { log.last?.text ?? "" }
}
