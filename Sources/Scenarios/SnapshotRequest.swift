import Layout
import Rendering

/// What a `snapshot` line asks for.
package struct SnapshotRequest: Equatable, Sendable {
  /// The snapshot's name, which names its golden file.
  package var name: String
  /// The presentations, or nil for every one the fixture has.
  package var presentations: [Presentation]?
  /// The devices, or nil for the current one.
  package var devices: [DeviceProfile]?

  /// A request.
  package init(name: String, presentations: [Presentation]?, devices: [DeviceProfile]?) {
    self.name = name
    self.presentations = presentations
    self.devices = devices
  }
}
