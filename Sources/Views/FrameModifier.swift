/// `.frame(width:height:alignment:)` and `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`, in
/// points. A fixed `width` wins over the flexible bounds on its axis, as in SwiftUI.
package struct FrameModifier: Equatable, Sendable {
  /// `width:`.
  package var width: Double?
  /// `height:`.
  package var height: Double?
  /// `minWidth:`.
  package var minWidth: Double?
  /// `maxWidth:`; `.infinity` is written `"infinity"`.
  package var maxWidth: Double?
  /// `minHeight:`.
  package var minHeight: Double?
  /// `maxHeight:`.
  package var maxHeight: Double?
  /// `alignment:` across (default `.center`).
  package var alignment: Alignment = .center
  /// `alignment:` down (default `.center`).
  package var verticalAlignment: VerticalAlignment = .center

  /// A frame.
  package init(
    width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center,
    verticalAlignment: VerticalAlignment = .center
  ) {
    self.width = width
    self.height = height
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
    self.verticalAlignment = verticalAlignment
  }

  /// Whether it bounds the width (a fixed width or a finite `maxWidth`).
  package var constrainsWidth: Bool { width != nil || maxWidth.map(\.isFinite) == true }
}
