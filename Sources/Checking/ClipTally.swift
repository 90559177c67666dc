import Lifecycle
import Rendering
import Typography

/// The clips folded into one finding: where they occurred, and each distinct text with its sizes.
struct ClipTally {
  /// The fold key.
  var key: ClipKey
  /// Every source it was seen with.
  var sources: Set<ContentSource> = []
  /// Every state it was seen in.
  var states: Set<ActivityState> = []
  /// Every Dynamic Type size it was seen at.
  var sizes: Set<DynamicTypeSize> = []
  /// Frames it was seen in.
  var count = 0
  /// Each distinct clipped text.
  var texts: [String: TextClip] = [:]

  /// One text's clips at the smallest Dynamic Type size it clipped at (where the trouble starts): what it
  /// needs, the least and most room it had, and what was drawn with the least.
  struct TextClip {
    var needed: Double
    var fewest: Double
    var most: Double
    var shown: String
    /// The size the figures are at, by its place in `DynamicTypeSize.allCases`.
    var size: Int
  }

  /// Adds one clip, seen at text size `size` (its place in `DynamicTypeSize.allCases`).
  mutating func add(
    _ truncation: Truncation, source: ContentSource, state: ActivityState, size: DynamicTypeSize,
    sizeIndex: Int
  ) {
    sources.insert(source)
    states.insert(state)
    sizes.insert(size)
    count += 1
    guard var clip = texts[truncation.text], clip.size <= sizeIndex else {
      texts[truncation.text] = TextClip(
        needed: truncation.needed, fewest: truncation.available, most: truncation.available,
        shown: truncation.shown, size: sizeIndex)
      return
    }
    // A larger size clips more: its figures would not say where the clip starts.
    guard clip.size == sizeIndex else { return }
    if truncation.available < clip.fewest
      || (truncation.available == clip.fewest && truncation.shown < clip.shown)
    {
      clip.fewest = truncation.available
      clip.shown = truncation.shown
    }
    clip.most = max(clip.most, truncation.available)
    texts[truncation.text] = clip
  }

  /// The text shown in the report: the narrowest that clipped (where the trouble starts).
  var first: (text: String, clip: TextClip) {
    texts.min { ($0.value.needed, $0.key) < ($1.value.needed, $1.key) }.map { ($0.key, $0.value) }!
  }

  /// The widest text that clipped, when wider than `first`.
  var widest: (text: String, needed: Double)? {
    let widest = texts.max { ($0.value.needed, $1.key) < ($1.value.needed, $0.key) }!
    return widest.value.needed > first.clip.needed ? (widest.key, widest.value.needed) : nil
  }
}
