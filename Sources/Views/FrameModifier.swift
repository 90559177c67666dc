/// `.frame(width:height:alignment:)` and `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`, in
/// points. A fixed `width` wins over the flexible bounds on its axis, as in SwiftUI.
public struct FrameModifier: Equatable, Sendable {
  /// `width:`.
  public var width: Double?
  /// `height:`.
  public var height: Double?
  /// `minWidth:`.
  public var minWidth: Double?
  /// `maxWidth:`; `.infinity` is written `"infinity"`.
  public var maxWidth: Double?
  /// `minHeight:`.
  public var minHeight: Double?
  /// `maxHeight:`.
  public var maxHeight: Double?
  /// `alignment:` across (default `.center`).
  public var alignment: Alignment = .center
  /// `alignment:` down (default `.center`).
  public var verticalAlignment: VerticalAlignment = .center

  /// A frame.
  public init(
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
  public var constrainsWidth: Bool { width != nil || maxWidth.map(\.isFinite) == true }
}
