import Arguments
import Layout

/// The devices `la-sim run --device NAME` shows: a phone with a Dynamic Island (`d` cycles them), or an
/// Apple Watch or CarPlay profile, whose small family is then shown in the Lock Screen's place from the start
/// on the default phone (`w` steps on). Any other surface does not fit the simulator's screen.
enum SimulatorDevice {
  /// The phone and the small family's device `name` asks for; `renderHint` is what `la-sim render` is given
  /// in the refusal (`FIXTURE`, `SWIFT…`).
  static func parse(_ name: String?, renderHint: String) throws(CLIError) -> (
    phone: DeviceProfile, smallFamily: DeviceProfile?
  ) {
    let device = try DeviceOption.parse(name)
    if DeviceProfile.simulatorPhones.contains(device) { return (device, nil) }
    if device.surfaces == [.small] { return (.iPhone15Pro, device) }
    let phones = DeviceProfile.simulatorPhones.map(\.name).joined(separator: " or ")
    throw CLIError.usage(
      "the simulator's screen shows \(phones), or a watch's or CarPlay's small family in the Lock Screen's "
        + "place; draw \(device.name) with 'la-sim render \(renderHint) --device \(device.name)'")
  }
}
