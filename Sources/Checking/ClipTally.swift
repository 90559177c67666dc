import Layout
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
  /// The same three sets as bits (source ordinals, `ActivityState.allCases` places, `sizeIndex`), which
  /// say cheaply whether a clip adds anything to them.
  private var sourceBits: [UInt64] = []
  private var stateBits: UInt8 = 0
  private var sizeBits: UInt32 = 0

  /// Nothing seen yet at `key`.
  init(key: ClipKey) { self.key = key }
  /// Each distinct clipped text.
  var texts: [TextKey: TextClip] = [:]

  /// One text's clips at the smallest Dynamic Type size it clipped at (where the trouble starts): what it
  /// needs, the least and most room it had, and what was drawn with the least.
  struct TextClip {
    var needed: Double
    var fewest: Double
    var most: Double
    var shown: String
    /// The size the figures are at, by its place in `DynamicTypeSize.allCases`.
    var size: Int
    /// The sweep case of the frame with the least room, where a remedy is tried.
    var caseIndex: Int

    /// Whether `other` is the same frame (case and size): a remedy is tried once there.
    func isSameFrame(as other: TextClip) -> Bool { caseIndex == other.caseIndex && size == other.size }
  }

  /// The frame hardest to mend in each state (by its place in `ActivityState.allCases`), at whatever size:
  /// the one whose text needs the most of its room (the largest needed / available). A finding spans
  /// every size and state it clipped in, and a remedy is tried there too, not only where the clip starts.
  var hardest: [Hardest?] = [nil, nil, nil, nil]

  /// One frame's text and figures, with how much of its room it needs.
  struct Hardest {
    var text: String
    var clip: TextClip
    var ratio: Double

    /// Whether a frame needing `ratio` of its room is harder than this one: in ties, the larger size, the
    /// first text in byte order, the first case, so that the frame chosen does not depend on the order
    /// frames come in.
    func isEasier(than ratio: Double, size: Int, text: String, caseIndex: Int) -> Bool {
      if ratio != self.ratio { return ratio > self.ratio }
      if size != clip.size { return size > clip.size }
      if text != self.text { return text < self.text }
      return caseIndex < clip.caseIndex
    }
  }

  /// Adds one clip, seen at text size `size` (its place in `DynamicTypeSize.allCases`).
  mutating func add(
    _ clip: PreparedClip, source: ContentSource, sourceOrdinal: Int, state: ActivityState,
    size: DynamicTypeSize, sizeIndex: Int, caseIndex: Int
  ) {
    let (word, bit) = (sourceOrdinal / 64, UInt64(1) << (sourceOrdinal % 64))
    if word >= sourceBits.count { sourceBits += Array(repeating: 0, count: word + 1 - sourceBits.count) }
    if sourceBits[word] & bit == 0 {
      sourceBits[word] |= bit
      sources.insert(source)
    }
    let place = Self.place(of: state)
    let stateBit = UInt8(1) << place
    if stateBits & stateBit == 0 {
      stateBits |= stateBit
      states.insert(state)
    }
    if sizeBits & (1 << sizeIndex) == 0 {
      sizeBits |= 1 << sizeIndex
      sizes.insert(size)
    }
    count += 1
    let truncation = clip.truncation
    let ratio = truncation.needed / max(truncation.available, 0.001)
    if hardest[place]?.isEasier(than: ratio, size: sizeIndex, text: clip.text.text, caseIndex: caseIndex)
      ?? true
    {
      hardest[place] = Hardest(
        text: clip.text.text,
        clip: TextClip(
          needed: truncation.needed, fewest: truncation.available, most: truncation.available,
          shown: truncation.shown, size: sizeIndex, caseIndex: caseIndex),
        ratio: ratio)
    }
    // One look-up: the text's figures are changed where they are kept. The clip's parts are read where
    // they are, not copied (a copy retains each string).
    guard let index = texts.index(forKey: clip.text), texts.values[index].size <= sizeIndex else {
      texts[clip.text] = TextClip(
        needed: clip.truncation.needed, fewest: clip.truncation.available, most: clip.truncation.available,
        shown: clip.truncation.shown, size: sizeIndex, caseIndex: caseIndex)
      return
    }
    // A larger size clips more: its figures would not say where the clip starts.
    guard texts.values[index].size == sizeIndex else { return }
    Self.fold(clip.truncation, caseIndex: caseIndex, into: &texts.values[index])
  }

  /// One more frame of a text at the size its figures are at: the least room (and what was drawn with it)
  /// and the most.
  private static func fold(_ truncation: Truncation, caseIndex: Int, into clip: inout TextClip) {
    if truncation.available < clip.fewest
      || (truncation.available == clip.fewest && truncation.shown < clip.shown)
    {
      clip.fewest = truncation.available
      clip.shown = truncation.shown
      clip.caseIndex = caseIndex
    }
    clip.most = max(clip.most, truncation.available)
  }

  /// `state`'s place in `ActivityState.allCases`, without making the list at every clip.
  private static func place(of state: ActivityState) -> Int {
    switch state {
    case .active: 0
    case .stale: 1
    case .ended: 2
    case .dismissed: 3
    }
  }

  /// The text shown in the report: the narrowest that clipped (where the trouble starts).
  var first: (text: String, clip: TextClip) {
    texts.min { ($0.value.needed, $0.key.text) < ($1.value.needed, $1.key.text) }.map {
      ($0.key.text, $0.value)
    }!
  }

  /// The widest text that clipped, when wider than `first`.
  var widest: (text: String, needed: Double, clip: TextClip)? {
    let widest = texts.max { ($0.value.needed, $1.key.text) < ($1.value.needed, $0.key.text) }!
    return widest.value.needed > first.clip.needed
      ? (widest.key.text, widest.value.needed, widest.value) : nil
  }
}
