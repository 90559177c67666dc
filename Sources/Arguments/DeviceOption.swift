import Fixture
import Layout
import Typography

/// `--device NAME`.
package enum DeviceOption {
  package static func parse(_ name: String?) throws(CLIError) -> DeviceProfile {
    guard let name else { return .iPhone15Pro }
    guard let profile = DeviceProfile.named(name) else {
      var message = DeviceProfile.unknownMessage(name, allowingGroups: false)
      if DeviceProfile.select(name) != nil {
        message = "--device takes one device here, not the group '\(name)'"
      }
      throw CLIError.usage(message)
    }
    return profile
  }

  /// `--device NAME|GROUP|all`: the profiles it names.
  package static func profiles(_ name: String) throws(CLIError) -> [DeviceProfile] {
    guard let profiles = DeviceProfile.select(name) else {
      throw CLIError.usage(DeviceProfile.unknownMessage(name))
    }
    return profiles
  }
}
