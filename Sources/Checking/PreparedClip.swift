import Layout
import Rendering

/// A clip of one layout, with what the tally needs of it worked out once for that layout, however many
/// frames and devices show it: whether it is a finding at all, its fold key's hashes, its text as a key.
/// A class: every frame that draws the layout holds the same clips, and the tally reads each one at every
/// frame, which for a struct of strings would retain each string every time.
final class PreparedClip: Sendable {
  /// The clip as laid out.
  let truncation: Truncation
  /// Its key on device 0 as a text of its own; the tally sets the device, and the date view for a date's
  /// text.
  let key: ClipKey
  /// The seed of the key once a date view stands for the text.
  let viewSeed: Int
  /// The text, as the tally's key for it.
  let text: TextKey

  /// The clip, or nil when it is not a finding (scaled to fit; cut by the terminal only).
  init?(_ truncation: Truncation) {
    guard FindingCode(truncation.kind) != nil else { return nil }
    self.truncation = truncation
    key = ClipKey(
      device: 0, presentation: truncation.presentation, region: truncation.region, kind: truncation.kind,
      isVertical: truncation.isVertical, view: nil, text: truncation.text)
    viewSeed = ClipKey.seed(region: truncation.region, text: nil)
    text = TextKey(truncation.text)
  }

  /// Its key on `device`, the text standing for itself or, when `view` shows it, for the view.
  func key(on device: Int, view: DateRead?) -> ClipKey {
    var key = self.key
    key.device = device
    if let view {
      key.view = view
      key.text = nil
      key.seed = viewSeed
    }
    return key
  }
}

/// A text as a key by its bytes, hashed once (see `ExactText`).
struct TextKey: Hashable, Sendable {
  var text: String
  private var seed: Int

  init(_ text: String) {
    self.text = text
    var hasher = Hasher()
    ExactText.hash(text, into: &hasher)
    seed = hasher.finalize()
  }

  static func == (lhs: TextKey, rhs: TextKey) -> Bool {
    lhs.seed == rhs.seed && ExactText(lhs.text) == ExactText(rhs.text)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(seed) }
}
