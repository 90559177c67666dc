import Rendering

/// The frames of one device in a snapshot.
public struct SnapshotSection: Equatable, Sendable {
  /// The status line above the frames (a second line shows an alert in progress).
  public var header: String
  /// The frames, in presentation order.
  public var frames: [RenderedFrame]

  /// A section.
  public init(header: String, frames: [RenderedFrame]) {
    self.header = header
    self.frames = frames
  }
}
