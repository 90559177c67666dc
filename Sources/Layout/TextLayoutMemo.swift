import Typography
import Views

/// Text layouts already worked out, kept across presentations, devices and activities: the same text in the
/// same font, with the same limits and the same proposal, lays out the same way everywhere. `check` draws
/// thousands of frames whose texts are mostly the same few strings; one memo per worker thread answers them
/// once. Not thread-safe: each thread keeps its own.
public final class TextLayoutMemo {
  /// What decides a text's layout: the run (its text, fonts and limits, not its colour or alignment, which
  /// layout never reads, `TextRun.laysOut(like:)`) and the proposal's lengths, by their bits. It holds the
  /// run itself, one reference, rather than a copy of its text, fonts and segments made at every look-up.
  struct Key: Hashable {
    var run: TextRun
    var proposedWidth: UInt64
    var proposedHeight: UInt64
    /// The hash, worked out once: a dictionary compares its key with every key it probes (checking the
    /// seeds first spares most of those comparisons), and growing it hashes every key again.
    private(set) var seed = 0

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.seed == rhs.seed && lhs.proposedWidth == rhs.proposedWidth
        && lhs.proposedHeight == rhs.proposedHeight && lhs.run.laysOut(like: rhs.run)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(seed) }

    init(_ run: TextRun, _ proposal: ProposedSize) {
      self.run = run
      proposedWidth = proposal.width?.bitPattern ?? UInt64.max
      proposedHeight = proposal.height?.bitPattern ?? UInt64.max
      var hasher = Hasher()
      hasher.combine(run.textHash)
      hasher.combine(proposedWidth)
      hasher.combine(proposedHeight)
      // Not the font itself: its enums hash their String raw values, which costs more than a lookup saves.
      hasher.combine(run.font.pointSize)
      seed = hasher.finalize()
    }
  }

  /// What decides a text's graphemes and advances: its bytes, font and segments.
  struct MeasureKey: Hashable {
    var text: String
    var font: TextFont
    var segmentCounts: [Int]
    var segmentFonts: [TextFont]

    static func == (lhs: MeasureKey, rhs: MeasureKey) -> Bool {
      lhs.font == rhs.font && lhs.segmentCounts == rhs.segmentCounts && lhs.segmentFonts == rhs.segmentFonts
        && ExactText(lhs.text) == ExactText(rhs.text)
    }

    func hash(into hasher: inout Hasher) {
      ExactText.hash(text, into: &hasher)
      hasher.combine(font.pointSize)
    }
  }

  /// Stack share-outs kept across layouts, for views numbered by `interned(_:)`.
  let stacks = StackAnswers()

  /// `views` with their stacks numbered so that their answers are kept here across layouts
  /// (`StackAnswers`): for views laid out many times, on many devices, or beside many like them.
  public func interned(_ views: [LayoutSlot: LayoutView]) -> [LayoutSlot: LayoutView] {
    views.mapValues(stacks.interned)
  }

  /// One view with its stacks numbered as `interned(_:)` numbers them.
  public func interned(_ view: LayoutView) -> LayoutView { stacks.interned(view) }

  private var layouts: [Key: TextLayout] = [:]
  private var measured: [MeasureKey: TextLayout.Graphemes] = [:]
  /// How many layouts were answered from the memo.
  public private(set) var hits = 0
  /// How many layouts were worked out.
  public private(set) var misses = 0

  /// Every `minimumScaleFactor` under 1 by which a text laid out here shrank (its layout's scale under 1).
  /// `TextLayout.layout` reads a run's factor only when the text is cut at full size, and then always
  /// shrinks it: a factor not in this set was never read by any layout worked out here (those answered from
  /// the memo were worked out here too), and each of them would have come out the same at any other factor
  /// under 1.
  public private(set) var shrinkingFactors: Set<Double> = []

  /// An empty memo.
  public init() {}

  /// `TextLayout.layout(run, proposal:)`, worked out once per key.
  func layout(_ run: TextRun, proposal: ProposedSize) -> TextLayout {
    let key = Key(run, proposal)
    if let known = layouts[key] {
      hits += 1
      return known
    }
    misses += 1
    let layout = TextLayout.layout(run, proposal: proposal) {
      let measureKey = MeasureKey(
        text: run.text, font: run.font, segmentCounts: run.segments.map(\.count),
        segmentFonts: run.segments.map(\.font))
      if let known = measured[measureKey] { return known }
      let graphemes = TextLayout.Graphemes(run)
      measured[measureKey] = graphemes
      return graphemes
    }
    layouts[key] = layout
    if layout.scale < 1 { shrinkingFactors.insert(run.minimumScaleFactor) }
    return layout
  }
}
