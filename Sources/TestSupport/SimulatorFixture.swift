import BuiltinFixtures
import Fixture
import Foundation
import Layout
import Rendering
import Simulator

/// Shared set-up for the simulator's tests (its model's and its screen's): pizza-planet at a fixed
/// wall-clock instant, the shipped payloads, and keys pressed at given seconds.
public enum SimulatorFixture {
  /// A wall-clock instant on a whole second, so the simulated clock reads exactly the reference start.
  public static let wall = Date(timeIntervalSince1970: 1_800_000_000)

  /// The built-in pizza-planet fixture.
  public static let pizza = try! BuiltinFixture.definition("pizza-planet")

  /// The simulator on pizza-planet at 120×40, started at `wall`.
  public static func model(
    device: DeviceProfile = .iPhone15Pro, pushes: String? = nil, columns: Int = 120, rows: Int = 40
  ) -> SimulatorModel {
    SimulatorModel(
      definition: pizza, device: device, pushesDirectory: pushes,
      screen: ScreenSize(columns: columns, rows: rows), wall: wall)
  }

  /// The wall clock `seconds` after `wall`.
  public static func at(_ seconds: TimeInterval) -> Date { wall.addingTimeInterval(seconds) }

  /// The shipped sample payloads of pizza-planet.
  public static let payloads = Repository.path("fixtures/payloads/pizza-planet")

  /// A shipped sample payload of pizza-planet, decoded.
  public static func delivery(_ name: String) -> PushDelivery {
    let bytes = [UInt8](FileManager.default.contents(atPath: payloads + "/" + name) ?? Data())
    return PushDelivery.decode(bytes, fileName: name, definition: pizza)
  }
}

extension SimulatorModel {
  /// Presses `keys` one after another at `seconds` after `SimulatorFixture.wall`; returns every effect.
  @discardableResult
  public mutating func press(_ keys: [KeyPress], at seconds: TimeInterval) -> [SimulatorEffect] {
    keys.flatMap { update(.key($0, now: SimulatorFixture.at(seconds))) }
  }

  /// Presses printable keys, e.g. `"nn"`.
  @discardableResult
  public mutating func type(_ keys: String, at seconds: TimeInterval) -> [SimulatorEffect] {
    press(keys.map { KeyPress.character($0) }, at: seconds)
  }

  /// The push `name` (a shipped pizza-planet payload) arrives `seconds` after `SimulatorFixture.wall`.
  public mutating func push(_ name: String, at seconds: TimeInterval) {
    _ = update(.push(SimulatorFixture.delivery(name), now: SimulatorFixture.at(seconds)))
  }

  /// A whole second passes.
  public mutating func tick(at seconds: TimeInterval) {
    _ = update(.tick(now: SimulatorFixture.at(seconds)))
  }

  /// The newest log line's text.
  public var lastLog: String { log.last?.text ?? "" }
}
