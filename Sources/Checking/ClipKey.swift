import Layout
import Rendering

/// What makes clips one finding: the same device and region, and the same text, or any text of the same
/// date view (a timer's `1:02:03` and `11:59:59` are one view clipping in two forms).
struct ClipKey: Hashable {
  var device: Int
  var presentation: Presentation
  var region: String
  var kind: Truncation.Kind
  var isVertical: Bool
  /// The date view, when the clipped text is a date view's text.
  var view: DateRead?
  /// The clipped text, when it is not a date view's text.
  var text: String?
}
