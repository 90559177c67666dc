import ActivityState
import Renderer

/// The clips folded into one finding: where they occurred, and each distinct text with its sizes.
struct ClipTally {
  /// The fold key.
  var key: ClipKey
  /// Every source it was seen with.
  var sources: Set<ContentSource> = []
  /// Every state it was seen in.
  var states: Set<ActivityState> = []
  /// Frames it was seen in.
  var count = 0
  /// Each distinct clipped text.
  var texts: [String: TextClip] = [:]

  /// One text's clips: what it needs, the least and most room it had, and what was drawn with the least.
  struct TextClip {
    var needed: Double
    var fewest: Double
    var most: Double
    var shown: String
  }

  /// Adds one clip.
  mutating func add(_ truncation: Truncation, source: ContentSource, state: ActivityState) {
    sources.insert(source)
    states.insert(state)
    count += 1
    guard var clip = texts[truncation.text] else {
      texts[truncation.text] = TextClip(
        needed: truncation.needed, fewest: truncation.available, most: truncation.available,
        shown: truncation.shown)
      return
    }
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
