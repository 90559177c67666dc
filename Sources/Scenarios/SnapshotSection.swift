import Rendering

/// The frames of one device in a snapshot.
package struct SnapshotSection: Equatable, Sendable {
  /// The status line above the frames (a second line shows an alert in progress).
  package var header: String
  /// The frames, in presentation order.
  package var frames: [RenderedFrame]

  /// A section.
  package init(header: String, frames: [RenderedFrame]) {
    self.header = header
    self.frames = frames
  }
}
