import Typography
import Views

/// A view with its content resolved for one instant, ready to be laid out in points: SwiftUI's view
/// vocabulary, reduced to what decides sizes.
public indirect enum LayoutView: Equatable, Sendable {
  /// `Text`, measured once in its font.
  case text(TextRun)
  /// `Image(systemName:)`, sized by its font and its width class (looked up once, when resolved: layout
  /// measures a view many times).
  case symbol(name: String, font: TextFont, Paint, width: SymbolCatalog.WidthClass)
  /// A linear `ProgressView(value:)`: as wide as offered, 4 pt tall.
  case progress(fraction: Double, Paint)
  /// A step tracker (an `HStack` of capsules or dots): as wide as offered.
  case steps(count: Int, current: Int, dots: Bool, Paint)
  /// `HStack` or `VStack`.
  case stack(Stack)
  /// `Spacer(minLength:)`.
  case spacer(minLength: Double)
  /// A shape (`Circle()`, `Capsule()`, …): as large as offered, 10 pt when offered nothing.
  case shape(ShapeKind, Paint)
  /// A view with layout modifiers, applied in SwiftUI's order: fixedSize, padding, background, frame.
  case modified(LayoutView, Modifiers)
  /// Nothing (an `if` whose condition failed): takes no room and no spacing.
  case empty
  /// `ViewThatFits(in:)`: the first child whose ideal size fits the offer along the constrained axes, else
  /// the last; chosen again at every offer.
  case viewThatFits([LayoutView], horizontal: Bool, vertical: Bool)
  /// `ZStack`, or a view with an `.overlay` or a `.background` view: children drawn back to front.
  case layers(Layers)
  /// `Image("name")` of the app's asset catalogue: a placeholder of its size, or resized as `.resizable()`
  /// and its content mode say.
  case image(ImageAsset, Paint)
  /// `Divider()`: a one-pixel line as long as offered across a stack (`vertical` in an `HStack`).
  case divider(vertical: Bool, Paint)

  /// The children of a `ZStack` or of a view with overlays, back to front.
  public struct Layers: Equatable, Sendable {
    /// The children, back to front.
    public var children: [LayoutView]
    /// Where each child sits across.
    public var alignment: Alignment
    /// Where each child sits down.
    public var verticalAlignment: VerticalAlignment
    /// The child that sizes the whole (the view an overlay or background is on), the others offered
    /// exactly its size; nil for a `ZStack`, whose children are each offered the whole offer and which is
    /// as large as the largest.
    public var sizedBy: Int?

    /// Layers.
    public init(
      _ children: [LayoutView], alignment: Alignment = .center,
      verticalAlignment: VerticalAlignment = .center,
      sizedBy: Int? = nil
    ) {
      self.children = children
      self.alignment = alignment
      self.verticalAlignment = verticalAlignment
      self.sizedBy = sizedBy
    }
  }

  /// A `Divider`'s thickness: one pixel at @3x, the scale of every phone with a Dynamic Island.
  public static let dividerThickness = 1.0 / 3

  /// A stack's children and parameters.
  public struct Stack: Equatable, Sendable {
    /// The direction.
    public var axis: LayoutNode.Axis
    /// The children, without empty ones.
    public var children: [LayoutView]
    /// Points between neighbours (the system's 8 pt when the fixture gives none).
    public var spacing: Double
    /// Whether the fixture gave `spacing:`: SwiftUI then puts it in every gap, beside a spacer too, where
    /// the system's spacing is none.
    public var isSpacingExplicit: Bool
    /// Cross-axis alignment of a `VStack`.
    public var alignment: Alignment
    /// Cross-axis alignment of an `HStack`.
    public var verticalAlignment: VerticalAlignment
    /// Tells this stack apart from every other in one presentation (layout keeps its answers by it); 0
    /// asks for none to be kept.
    public var id: Int

    /// A stack.
    public init(
      axis: LayoutNode.Axis, children: [LayoutView], spacing: Double, isSpacingExplicit: Bool = false,
      alignment: Alignment = .center, verticalAlignment: VerticalAlignment = .center, id: Int = 0
    ) {
      self.id = id
      self.axis = axis
      self.children = children
      self.spacing = spacing
      self.isSpacingExplicit = isSpacingExplicit
      self.alignment = alignment
      self.verticalAlignment = verticalAlignment
    }
  }

  /// Layout modifiers.
  public struct Modifiers: Equatable, Sendable {
    /// `.fixedSize(horizontal:vertical:)`.
    public var fixedHorizontal = false
    /// `.fixedSize(horizontal:vertical:)`.
    public var fixedVertical = false
    /// `.padding(...)`.
    public var padding: EdgeInsets?
    /// `.background(...)` of this colour and shape, behind the padded view.
    public var background: Background?
    /// `.frame(...)`.
    public var frame: FrameModifier?
    /// `.layoutPriority(...)`.
    public var layoutPriority = 0.0
    /// `.dynamicIsland(verticalPlacement: .belowIfTooWide)`: read on an expanded region's view.
    public var belowIfTooWide = false
    /// The priority of the expanded region this view is the root of.
    public var regionPriority = 0.0

    /// No modifiers.
    public init() {}

    /// Whether no modifier changes how the view answers a proposal (`layoutPriority` and a background
    /// leave its layout as it is).
    public var leavesLayoutAlone: Bool {
      !fixedHorizontal && !fixedVertical && padding == nil && frame == nil
    }

    /// Whether any modifier changes layout or drawing.
    public var isEmpty: Bool {
      !fixedHorizontal && !fixedVertical && padding == nil && background == nil && frame == nil
        && layoutPriority == 0 && !belowIfTooWide && regionPriority == 0
    }
  }

  /// A background colour clipped to a shape (`.background(.orange.opacity(0.2)).clipShape(Capsule())`).
  public struct Background: Equatable, Sendable {
    /// The colour.
    public var color: StyleColor
    /// The clip shape; `.rectangle` when none is given.
    public var shape: ShapeKind

    /// A background.
    public init(color: StyleColor, shape: ShapeKind) {
      self.color = color
      self.shape = shape
    }
  }

  /// Whether an expanded region's view asks to go below the camera when too wide for beside it: set on it,
  /// or on the one view it wraps.
  public var isBelowIfTooWide: Bool {
    switch self {
    case .modified(let child, let modifiers): modifiers.belowIfTooWide || child.isBelowIfTooWide
    case .stack(let stack) where stack.children.count == 1: stack.children[0].isBelowIfTooWide
    default: false
    }
  }

  /// The priority of the expanded region whose root this view is (0 unless set).
  public var regionPriority: Double {
    if case .modified(_, let modifiers) = self { return modifiers.regionPriority }
    return 0
  }

  /// `.layoutPriority` of the view (0 unless set).
  public var layoutPriority: Double {
    if case .modified(_, let modifiers) = self { return modifiers.layoutPriority }
    return 0
  }

  /// Whether it grows along an axis when offered more than its ideal size (spacers, `.timer` texts, bars,
  /// infinite frames, and stacks holding any of them). A view that does not answers its ideal size to any
  /// larger offer, so a stack learns how far it can grow without offering it "as much as you like".
  public func isFlexible(horizontally: Bool) -> Bool {
    switch self {
    case .text(let run): return horizontally && run.isTimer
    case .symbol, .empty: return false
    case .progress, .steps: return horizontally
    case .spacer, .shape: return true
    case .viewThatFits(let children, _, _):
      return children.contains { $0.isFlexible(horizontally: horizontally) }
    case .layers(let layers):
      if let index = layers.sizedBy, layers.children.indices.contains(index) {
        return layers.children[index].isFlexible(horizontally: horizontally)
      }
      return layers.children.contains { $0.isFlexible(horizontally: horizontally) }
    case .divider(let vertical, _):
      return vertical != horizontally
    case .image(let asset, _):
      return asset.resizable
    case .stack(let stack):
      // A spacer grows along its own stack only.
      let alongAxis = (stack.axis == .horizontal) == horizontally
      return stack.children.contains { $0.isSpacer ? alongAxis : $0.isFlexible(horizontally: horizontally) }
    case .modified(let child, let modifiers):
      if let frame = modifiers.frame {
        let fixed = horizontally ? frame.width : frame.height
        if fixed != nil { return false }
        let minimum = horizontally ? frame.minWidth : frame.minHeight
        let maximum = horizontally ? frame.maxWidth : frame.maxHeight
        if minimum != nil || maximum != nil { return true }
      }
      if horizontally ? modifiers.fixedHorizontal : modifiers.fixedVertical { return false }
      return child.isFlexible(horizontally: horizontally)
    }
  }

  /// Whether it is a `Spacer`.
  public var isSpacer: Bool {
    if case .spacer = self { return true }
    return false
  }
}

/// A `Text` with its string measured once, so that layout can try many widths cheaply.
public struct TextRun: Equatable, Sendable {
  /// What the phone would show with room enough.
  public private(set) var text: String {
    get { storage.fields.text }
    set { unique().fields.text = newValue }
  }
  /// The hash of `text`'s bytes (as `ExactText` hashes them), worked out once: `check`'s memos of text
  /// layouts and of resolved views hash a run's text at every look-up.
  var textHash: Int { storage.fields.textHash }
  /// The whole string's width on one line at full size.
  public var width: Double {
    get { storage.fields.width }
    set { unique().fields.width = newValue }
  }
  /// The font.
  public var font: TextFont {
    get { storage.fields.font }
    set { unique().fields.font = newValue }
  }
  /// `.lineLimit`; nil wraps without limit.
  public var lineLimit: Int? {
    get { storage.fields.lineLimit }
    set { unique().fields.lineLimit = newValue }
  }
  /// `.truncationMode`.
  public var truncationMode: TruncationMode {
    get { storage.fields.truncationMode }
    set { unique().fields.truncationMode = newValue }
  }
  /// `.minimumScaleFactor`.
  public var minimumScaleFactor: Double {
    get { storage.fields.minimumScaleFactor }
    set { unique().fields.minimumScaleFactor = newValue }
  }
  /// `.multilineTextAlignment`.
  public var alignment: Alignment {
    get { storage.fields.alignment }
    set { unique().fields.alignment = newValue }
  }
  /// A `Text(date, style: .timer)`: it takes all the width it is offered.
  public var isTimer: Bool {
    get { storage.fields.isTimer }
    set { unique().fields.isTimer = newValue }
  }
  /// Whether the text has a line break of its own.
  public var hasNewline: Bool {
    get { storage.fields.hasNewline }
    set { unique().fields.hasNewline = newValue }
  }
  /// `.allowsTightening(true)`: a line up to `tighteningFactor` wider than its room is squeezed into it.
  public var allowsTightening: Bool {
    get { storage.fields.allowsTightening }
    set { unique().fields.allowsTightening = newValue }
  }
  /// Colour and weight.
  public var paint: Paint {
    get { storage.fields.paint }
    set { unique().fields.paint = newValue }
  }
  /// The parts of a `Text + Text`, each in its own font and paint; empty for one text.
  public var segments: [TextSegment] {
    get { storage.fields.segments }
    set { unique().fields.segments = newValue }
  }
  /// The widest value a text whose value changes shows, which it is measured as too.
  var measuredAs: String? { storage.fields.measuredAs }
  /// The runs a `Text + Text` was joined from; nil for one text.
  var parts: Parts? {
    get { storage.fields.parts }
    set { unique().fields.parts = newValue }
  }

  /// The run's values, held once and shared by its copies until one of them changes: layout takes a run out
  /// of its view at every measurement, and a copy of the values themselves (three strings, two arrays, two
  /// colours) was a retain of each and a copy of some three hundred bytes, thousands of times a frame.
  private var storage: Storage

  /// What a run holds.
  struct Fields {
    var text: String
    var textHash: Int
    var width: Double
    var font: TextFont
    var lineLimit: Int?
    var truncationMode: TruncationMode
    var minimumScaleFactor: Double
    var alignment: Alignment
    var isTimer: Bool
    var hasNewline: Bool
    var allowsTightening = false
    var paint: Paint
    var segments: [TextSegment] = []
    var measuredAs: String?
    var parts: Parts?
  }

  /// The box a run's values live in. Never changed while shared: `unique()` copies it first.
  private final class Storage: @unchecked Sendable {
    var fields: Fields

    init(_ fields: Fields) { self.fields = fields }
  }

  /// The storage, copied first when another run shares it.
  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    return storage
  }

  /// Measures `text` in `font`; a text whose value changes (a `Text(timerInterval:)`) is as wide as the
  /// widest value it shows, `measuredAs`.
  public init(
    _ text: String, font: TextFont, lineLimit: Int? = nil, truncationMode: TruncationMode = .tail,
    minimumScaleFactor: Double = 1, alignment: Alignment = .leading, isTimer: Bool = false,
    paint: Paint = Paint(), measuredAs: String? = nil
  ) {
    var hasher = Hasher()
    ExactText.hash(text, into: &hasher)
    var width = TextMetrics.width(of: text, font: font)
    if let measuredAs { width = max(width, TextMetrics.width(of: measuredAs, font: font)) }
    storage = Storage(
      Fields(
        text: text, textHash: hasher.finalize(), width: width, font: font, lineLimit: lineLimit,
        truncationMode: truncationMode, minimumScaleFactor: minimumScaleFactor, alignment: alignment,
        isTimer: isTimer, hasNewline: Self.hasLineFeed(text), paint: paint, measuredAs: measuredAs))
  }

  /// Whether `text` holds a character that breaks the line (`LineBreaks`), searched in its contiguous bytes
  /// (the generic search of a `UTF8View` costs a call a byte).
  static func hasLineFeed(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable(LineBreaks.mayHold) ?? LineBreaks.mayHold(Array(text.utf8))
  }

  /// `Text + Text`: the parts joined, measured part by part; the line height is the tallest part's.
  public init(
    joining parts: [TextRun], lineLimit: Int?, truncationMode: TruncationMode,
    minimumScaleFactor: Double, alignment: Alignment
  ) {
    let tallest = parts.max { $0.font.lineHeight < $1.font.lineHeight }
    self.init(
      parts.map(\.text).joined(), font: tallest?.font ?? TextFont(.body), lineLimit: lineLimit,
      truncationMode: truncationMode, minimumScaleFactor: minimumScaleFactor, alignment: alignment,
      paint: parts.first?.paint ?? Paint())
    width = Self.lineWidth(of: parts)
    segments = parts.flatMap { part in
      part.segments.isEmpty
        ? [TextSegment(count: part.text.count, font: part.font, paint: part.paint)] : part.segments
    }
    self.parts = Parts(parts)
  }

  /// The width of `parts` joined on one line: the sum of their widths, or, when one holds a tab, each
  /// stretch between tabs after the other and each tab to the stop after where the line has reached
  /// (`ParagraphStyle`), which depends on the parts before it.
  static func lineWidth(of parts: [TextRun]) -> Double {
    guard parts.contains(where: { $0.text.utf8.contains(TextMetrics.tabByte) }) else {
      return parts.reduce(0) { $0 + $1.width }
    }
    var position = 0.0
    for part in parts {
      guard part.text.utf8.contains(TextMetrics.tabByte) else {
        position += part.width
        continue
      }
      let stretches = part.text.split(separator: "\t", omittingEmptySubsequences: false)
      for (index, stretch) in stretches.enumerated() {
        if index > 0 { position += ParagraphStyle.default.tabAdvance(at: position) }
        position += TextMetrics.width(of: stretch, font: part.font)
      }
    }
    return position
  }

  /// The most lines the text may take: its `lineLimit`, and as many as `height` holds (at least one).
  func allowedLines(height: Double?, scale: Double = 1) -> Int {
    var allowed = lineLimit ?? Int.max
    let lineHeight = font.lineHeight * scale
    if let height = height?.sane, lineHeight > 0 {
      allowed = min(allowed, max(1, Int(((height + 0.01) / lineHeight).rounded(.down))))
    }
    return allowed
  }

  /// The graphemes and their advances at full size, for breaking lines: made only when a text does not
  /// fit on one line as it is.
  var graphemes: (characters: [Character], advances: [Double]) {
    guard !segments.isEmpty else { return (Array(text), TextMetrics.advances(of: text, font: font)) }
    let characters = Array(text)
    var advances: [Double] = []
    advances.reserveCapacity(characters.count)
    var start = 0
    for segment in segments {
      let end = min(characters.count, start + segment.count)
      advances += TextMetrics.advances(of: String(characters[start..<end]), font: segment.font)
      start = end
    }
    return (characters, advances)
  }

  /// Equality by what decides layout and drawing (the width follows from text and font). Texts are equal
  /// by their bytes, which are what is measured and drawn, rather than by `String`'s canonical
  /// equivalence, so that a run hashes by its bytes too (`LayoutView.hash(into:)`).
  public static func == (lhs: TextRun, rhs: TextRun) -> Bool {
    if lhs.storage === rhs.storage { return true }
    return lhs.width == rhs.width && ExactText(lhs.text) == ExactText(rhs.text) && lhs.font == rhs.font
      && lhs.lineLimit == rhs.lineLimit
      && lhs.truncationMode == rhs.truncationMode && lhs.minimumScaleFactor == rhs.minimumScaleFactor
      && lhs.alignment == rhs.alignment && lhs.isTimer == rhs.isTimer && lhs.paint == rhs.paint
      && lhs.segments == rhs.segments && lhs.allowsTightening == rhs.allowsTightening
  }

  /// Whether `other` lays out as this run does at every proposal: the same bytes, fonts, width and limits
  /// (colour, alignment and tightening are read outside the line breaking a memo keeps). The same storage
  /// answers at once.
  func laysOut(like other: TextRun) -> Bool {
    if storage === other.storage { return true }
    let lhs = storage
    let rhs = other.storage
    guard
      lhs.fields.width == rhs.fields.width && lhs.fields.font == rhs.fields.font
        && lhs.fields.lineLimit == rhs.fields.lineLimit
        && lhs.fields.truncationMode == rhs.fields.truncationMode
        && lhs.fields.minimumScaleFactor == rhs.fields.minimumScaleFactor
        && lhs.fields.isTimer == rhs.fields.isTimer
        && lhs.fields.segments.count == rhs.fields.segments.count
        && ExactText(lhs.fields.text) == ExactText(rhs.fields.text)
    else { return false }
    for (left, right) in zip(lhs.fields.segments, rhs.fields.segments)
    where left.count != right.count || left.font != right.font {
      return false
    }
    return true
  }

  /// How much wider than its room a line may be and still be squeezed into it by `.allowsTightening(true)`:
  /// TextKit's `tighteningFactorForTruncation` default, 0.05 (AppKit's `NSLayoutManager` documents it; iOS
  /// publishes no figure of its own).
  public static let tighteningFactor = 0.05

  /// Whether the text, on one line, fits `width` as it is or squeezed by `.allowsTightening(true)`.
  func fitsOneLine(_ width: Double) -> Bool {
    width + 0.001 >= self.width
      || (allowsTightening && width * (1 + Self.tighteningFactor) + 0.001 >= self.width)
  }
}
