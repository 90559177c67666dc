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
  /// A hash of the region and the text, worked out once for every clip of one layout (`PreparedClip`).
  var seed: Int

  /// The key of a clip at `region` of `text` (nil for a date view's), its seed worked out.
  init(
    device: Int, presentation: Presentation, region: String, kind: Truncation.Kind, isVertical: Bool,
    view: DateRead?, text: String?
  ) {
    self.device = device
    self.presentation = presentation
    self.region = region
    self.kind = kind
    self.isVertical = isVertical
    self.view = view
    self.text = text
    seed = Self.seed(region: region, text: text)
  }

  /// The hash of `region` and `text` by their bytes.
  static func seed(region: String, text: String?) -> Int {
    var hasher = Hasher()
    ExactText.hash(region, into: &hasher)
    if let text { ExactText.hash(text, into: &hasher) }
    return hasher.finalize()
  }

  /// Equal by the texts' bytes (see `ExactText`).
  static func == (lhs: ClipKey, rhs: ClipKey) -> Bool {
    lhs.seed == rhs.seed && lhs.device == rhs.device && lhs.presentation == rhs.presentation
      && lhs.kind == rhs.kind
      && lhs.isVertical == rhs.isVertical && lhs.view == rhs.view
      && ExactText(lhs.region) == ExactText(rhs.region)
      && lhs.text.map(ExactText.init) == rhs.text.map(ExactText.init)
  }

  func hash(into hasher: inout Hasher) {
    // Not the presentation or the kind: their String raw values would be hashed, and `==` tells them apart.
    hasher.combine(device)
    hasher.combine(isVertical)
    hasher.combine(seed)
  }
}
