import Layout
import Rendering

/// What a `snapshot` line asks for.
public struct SnapshotRequest: Equatable, Sendable {
  /// The snapshot's name, which names its golden file.
  public var name: String
  /// The presentations, or nil for every one the fixture has.
  public var presentations: [Presentation]?
  /// The devices, or nil for the current one.
  public var devices: [DeviceProfile]?

  /// A request.
  public init(name: String, presentations: [Presentation]?, devices: [DeviceProfile]?) {
    self.name = name
    self.presentations = presentations
    self.devices = devices
  }
}
