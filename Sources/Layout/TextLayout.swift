import Typography

/// How a `Text` breaks into lines at a width, SwiftUI's way: by words (a word longer than a line breaks by
/// characters), at most `lineLimit` lines and as many as the height holds, the last one truncated with
/// `…` where the text goes on; `minimumScaleFactor` shrinks the font before anything is cut.
public struct TextLayout: Equatable, Sendable {
  /// One drawn line.
  public struct Line: Equatable, Sendable {
    /// What the line shows (ending or starting with `…` when cut).
    public var text: String
    /// Its width in points, at the layout's scale.
    public var width: Double
    /// Whether the text was cut on this line.
    public var isTruncated: Bool
  }

  /// The lines.
  public var lines: [Line]
  /// The font scale used (1 unless `minimumScaleFactor` shrank it).
  public var scale: Double
  /// Whether any text is missing.
  public var isTruncated: Bool
  /// The lines the text needs at this width with no limit.
  public var neededLines: Int
  /// The most lines it was allowed.
  public var allowedLines: Int
  /// The size the text takes.
  public var size: Size
  /// The first word the lines break inside (a timer, a number, a long word), whole: it does not fit a line
  /// of its own, and a reader sees `1:02:0` over `3`.
  public var brokenWord: String?

  /// A text's graphemes and their advances, measured once per layout.
  struct Measured {
    let run: TextRun
    let characters: [Character]
    let advances: [Double]
    /// Where each grapheme starts in `run.text`, and its end: a line is one slice of the string.
    let offsets: [String.Index]
    /// What each grapheme is to line breaking (`Graphemes.Kind`).
    let kinds: [Graphemes.Kind]
    /// Where a line may end before a grapheme other than at a space (`breakOpportunities`); often empty.
    let breaks: [Bool]
    /// Whether a grapheme is a tab, whose advance depends on where the line has reached.
    let hasTabs: Bool

    init(_ run: TextRun) {
      self.init(run, graphemes: Graphemes(run))
    }

    /// `run` with its graphemes measured already (for another run of the same text, fonts and segments).
    init(_ run: TextRun, graphemes: Graphemes) {
      self.run = run
      characters = graphemes.characters
      advances = graphemes.advances
      offsets = graphemes.offsets
      kinds = graphemes.kinds
      breaks = graphemes.breaks
      hasTabs = graphemes.hasTabs
    }

    /// Whether grapheme `index` is a space (`" "`, the only grapheme equal to one).
    func isSpace(_ index: Int) -> Bool { kinds[index] == .space }

    /// Whether grapheme `index` breaks the line: `"\n"`, `"\r\n"`, `"\r"`, U+2028 or U+2029 (`LineBreaks`).
    func isNewline(_ index: Int) -> Bool { kinds[index] == .newline }

    /// Whether grapheme `index` takes no room at the end of a line: a space, a tab or a line break (white
    /// space hangs past the line's edge, as TextKit lets it).
    func hangs(_ index: Int) -> Bool { kinds[index] != .other }

    /// The advance of grapheme `index` at `scale` where the line has reached `position` points: a tab's to
    /// the next stop (`ParagraphStyle`), which does not scale; any other's is its own.
    func advance(_ index: Int, at position: Double, scale: Double) -> Double {
      kinds[index] == .tab ? ParagraphStyle.default.tabAdvance(at: position) : advances[index] * scale
    }

    /// Whether a line may end before grapheme `index` (a Japanese character, a word after a hyphen).
    func mayBreak(before index: Int) -> Bool { index < breaks.count && breaks[index] }

    /// The text of graphemes `range`.
    func text(_ range: Range<Int>) -> Substring {
      run.text[offsets[range.lowerBound]..<offsets[range.upperBound]]
    }
  }

  /// What measuring a text gives, which depends only on its bytes, fonts and segments: a memo keeps it for
  /// every proposal the same text is laid out in (a stack proposes several widths to each child).
  struct Graphemes {
    let characters: [Character]
    let advances: [Double]
    let offsets: [String.Index]
    /// Each grapheme's kind, found once: comparing a `Character` with `" "` compares strings, and line
    /// breaking asks it of every grapheme at every width and scale tried.
    let kinds: [Kind]
    /// Where a line may end before a grapheme other than at a space (`breakOpportunities`); often empty.
    let breaks: [Bool]
    /// Whether a grapheme is a tab.
    let hasTabs: Bool

    /// What a grapheme is to line breaking.
    enum Kind: UInt8 {
      case other, space, newline, tab
    }

    /// A grapheme's kind, from its first scalar: a tab is a grapheme of its own, a space only when nothing
    /// joins it (a space with a combining mark is a letter of its own to line breaking).
    static func kind(_ character: Character) -> Kind {
      let scalars = character.unicodeScalars
      switch scalars.first?.value {
      case 0x20: return scalars.index(after: scalars.startIndex) == scalars.endIndex ? .space : .other
      case 0x09: return .tab
      default: return LineBreaks.breaks(character) ? .newline : .other
      }
    }

    init(_ run: TextRun) {
      (characters, advances) = run.graphemes
      var offsets = Array(run.text.indices)
      offsets.append(run.text.endIndex)
      self.offsets = offsets
      kinds = characters.map(Self.kind)
      breaks = TextLayout.breakOpportunities(characters)
      hasTabs = kinds.contains(.tab)
    }
  }

  /// Lays `run` out in a proposal.
  public static func layout(_ run: TextRun, proposal: ProposedSize) -> TextLayout {
    layout(run, proposal: proposal) { Graphemes(run) }
  }

  /// Lays `run` out in a proposal, its graphemes from `measure` when they are needed.
  static func layout(_ run: TextRun, proposal: ProposedSize, measure: () -> Graphemes) -> TextLayout {
    let lineHeight = run.font.lineHeight
    guard let width = proposal.width?.sane else {
      if run.hasNewline {
        // The ideal size of paragraphs: a line each, as many as the `lineLimit` and the height allow, as
        // wide as the widest (not their widths end to end).
        var ideal = attempt(
          Measured(run, graphemes: measure()), width: LayoutEngine.unbounded, height: proposal.height,
          scale: 1)
        ideal.size.width = ideal.lines.map(\.width).max() ?? 0
        return ideal
      }
      // The ideal size: one line, nothing cut.
      let line = Line(text: run.text, width: run.width, isTruncated: false)
      return TextLayout(
        lines: [line], scale: 1, isTruncated: false, neededLines: 1, allowedLines: 1,
        size: Size(width: run.width, height: run.text.isEmpty ? 0 : lineHeight))
    }
    if width < 0.5, !run.text.isEmpty {
      // Offered nothing (a stack measuring how far the text can shrink): an ellipsis at most.
      let ellipsis = min(TextMetrics.width(of: "…", font: run.font), run.width)
      let line = Line(text: "…", width: ellipsis, isTruncated: true)
      return TextLayout(
        lines: [line], scale: 1, isTruncated: true, neededLines: 1, allowedLines: 1,
        size: Size(width: ellipsis, height: lineHeight))
    }
    if width + 0.001 >= run.width, !run.hasNewline, !run.text.isEmpty {
      // The common case: the text fits on one line as it is.
      let line = Line(text: run.text, width: run.width, isTruncated: false)
      return TextLayout(
        lines: [line], scale: 1, isTruncated: false, neededLines: 1,
        allowedLines: min(run.allowedLines(height: proposal.height), 1_000_000),
        size: Size(width: run.isTimer ? width : run.width, height: lineHeight))
    }
    let run = Measured(run, graphemes: measure())
    var best = attempt(run, width: width, height: proposal.height, scale: 1)
    if best.isTruncated, run.run.minimumScaleFactor < 1 {
      let smallest = attempt(run, width: width, height: proposal.height, scale: run.run.minimumScaleFactor)
      if smallest.isTruncated {
        best = smallest
      } else {
        // The largest scale at which nothing is cut, to 1/1000.
        // Each try asks only whether the text is cut; the lines are drawn once, at the scale found.
        var low = run.run.minimumScaleFactor
        var high = 1.0
        var fits: Double?
        while high - low > 0.001 {
          let middle = (low + high) / 2
          if isTruncated(run, width: width, height: proposal.height, scale: middle) {
            high = middle
          } else {
            low = middle
            fits = middle
          }
        }
        best = fits.map { attempt(run, width: width, height: proposal.height, scale: $0) } ?? smallest
      }
    }
    if run.run.isTimer { best.size.width = max(best.size.width, width) }
    return best
  }

  /// Whether `attempt(run, width:height:scale:)` cuts the text, without drawing its lines: the same
  /// breaks and the same tests, in the same order.
  static func isTruncated(_ run: Measured, width: Double, height: Double?, scale: Double) -> Bool {
    let allowed = run.run.allowedLines(height: height, scale: scale)
    let breaks = wrap(run, width: width, scale: scale, maxLines: allowed == Int.max ? nil : allowed + 1)
    for (index, range) in breaks.enumerated() {
      if index == allowed - 1, breaks.count > allowed || lineWidth(run, range, scale) > width + 0.001 {
        return true
      }
      if lineWidth(run, range, scale) > width + 0.001 { return true }
    }
    return false
  }

  /// One try at one scale.
  static func attempt(_ run: Measured, width: Double, height: Double?, scale: Double) -> TextLayout {
    let lineHeight = run.run.font.lineHeight * scale
    let allowed = run.run.allowedLines(height: height, scale: scale)
    let breaks = wrap(run, width: width, scale: scale, maxLines: allowed == Int.max ? nil : allowed + 1)
    let ellipsisWidth = TextMetrics.width(of: "…", font: run.run.font) * scale
    var lines: [Line] = []
    var truncated = false
    for (index, range) in breaks.enumerated() {
      if index == allowed - 1, breaks.count > allowed || lineWidth(run, range, scale) > width + 0.001 {
        // The last allowed line takes the rest of its paragraph, cut to fit: a paragraph after a line feed
        // stays hidden below it, never run into it ("line one…", not "line oneline two…").
        var paragraphEnd = range.lowerBound
        while paragraphEnd < run.characters.count, !run.isNewline(paragraphEnd) { paragraphEnd += 1 }
        let rest = range.lowerBound..<paragraphEnd
        lines.append(cut(run, rest, width: width, scale: scale, ellipsis: ellipsisWidth))
        truncated = true
        break
      }
      if lineWidth(run, range, scale) > width + 0.001 {
        lines.append(cut(run, range, width: width, scale: scale, ellipsis: ellipsisWidth))
        truncated = true
        continue
      }
      // The line without its trailing spaces and the line feed that ends it, sliced once.
      var end = range.upperBound
      while end > range.lowerBound, run.hangs(end - 1) { end -= 1 }
      let text = String(run.text(range.lowerBound..<end))
      lines.append(Line(text: text, width: lineWidth(run, range, scale), isTruncated: false))
    }
    let neededLines =
      truncated && breaks.count > allowed ? fullLineCount(run, width: width, scale: scale) : breaks.count
    let widest = lines.map(\.width).max() ?? 0
    let size = Size(
      width: truncated ? max(widest, min(width, run.run.width * scale)) : widest,
      height: Double(lines.count) * lineHeight)
    return TextLayout(
      lines: lines, scale: scale, isTruncated: truncated, neededLines: neededLines,
      allowedLines: min(allowed, 1_000_000), size: size,
      brokenWord: brokenWord(run, breaks.prefix(lines.count)))
  }

  /// The first word two drawn lines split between them (a break neither after a space nor at a newline).
  static func brokenWord(_ run: Measured, _ ranges: some Collection<Range<Int>>) -> String? {
    let characters = run.characters
    // A separator is a space or a line feed.
    func separates(_ index: Int) -> Bool { run.kinds[index] != .other }
    for range in ranges.dropLast() {
      let end = range.upperBound
      guard end > range.lowerBound, end < characters.count else { continue }
      guard !separates(end - 1), !separates(end), !run.mayBreak(before: end) else { continue }
      var start = end - 1
      while start > 0, !separates(start - 1) { start -= 1 }
      var stop = end
      while stop < characters.count, !separates(stop) { stop += 1 }
      return String(characters[start..<stop])
    }
    return nil
  }

  /// The lines the text would take with no limit.
  static func fullLineCount(_ run: Measured, width: Double, scale: Double) -> Int {
    wrap(run, width: width, scale: scale, maxLines: nil).count
  }

  /// Width of a range of graphemes, trailing spaces and the line feed that ends it hanging outside it; a tab
  /// to its stop from the line's start.
  static func lineWidth(_ run: Measured, _ range: Range<Int>, _ scale: Double) -> Double {
    var end = range.upperBound
    while end > range.lowerBound, run.hangs(end - 1) { end -= 1 }
    guard run.hasTabs else {
      var total = 0.0
      for index in range.lowerBound..<end { total += run.advances[index] }
      return total * scale
    }
    var position = 0.0
    for index in range.lowerBound..<end { position += run.advance(index, at: position, scale: scale) }
    return position
  }

  /// Greedy line breaking: after spaces, before a forced newline, inside a word only when the word alone is
  /// wider than the line. Stops after `maxLines` lines.
  static func wrap(_ run: Measured, width: Double, scale: Double, maxLines: Int?) -> [Range<Int>] {
    let characters = run.characters
    guard !characters.isEmpty else { return [0..<0] }
    var lines: [Range<Int>] = []
    var start = 0
    while start < characters.count {
      if let maxLines, lines.count >= maxLines { break }
      var used = 0.0
      var lastBreak: Int?
      var index = start
      var end = characters.count
      while index < characters.count {
        if run.isNewline(index) {
          end = index + 1
          break
        }
        if run.isSpace(index) {
          lastBreak = index + 1
          used += run.advances[index] * scale
          index += 1
          continue
        }
        if run.kinds[index] == .tab {
          // A tab hangs at the line's end as a space does, and the line may end after it (UAX #14's BA,
          // `breakOpportunities`), but not before it.
          used += run.advance(index, at: used, scale: scale)
          index += 1
          continue
        }
        if index > start, run.mayBreak(before: index) { lastBreak = index }
        let advance = run.advance(index, at: used, scale: scale)
        if used + advance > width + 0.001, index > start {
          end = lastBreak ?? index
          break
        }
        used += advance
        index += 1
      }
      lines.append(start..<end)
      start = end
      while start < characters.count, run.isSpace(start) { start += 1 }
    }
    return lines.isEmpty ? [0..<0] : lines
  }

  /// The graphemes in `range`, cut to `width` with an ellipsis where the truncation mode puts it.
  static func cut(_ run: Measured, _ range: Range<Int>, width: Double, scale: Double, ellipsis: Double)
    -> Line
  {
    let characters = run.characters
    let flat = range.filter { !run.isNewline($0) }
    let room = width - ellipsis
    guard room > 0 else {
      return Line(text: ellipsis <= width + 0.001 ? "…" : "", width: min(ellipsis, width), isTruncated: true)
    }
    // Graphemes taken from the line's start know where a tab goes; taken from its end they do not yet, so a
    // tab counts the most it can advance, and the line is measured again once it is made.
    func prefix(_ budget: Double, from indices: some Sequence<Int>, fromStart: Bool = true)
      -> (count: Int, width: Double)
    {
      var used = 0.0
      var count = 0
      for index in indices {
        let advance =
          fromStart || run.kinds[index] != .tab
          ? run.advance(index, at: used, scale: scale) : ParagraphStyle.default.widestTabAdvance
        if used + advance > budget + 0.001 { break }
        used += advance
        count += 1
      }
      return (count, used)
    }
    switch run.run.truncationMode {
    case .tail:
      let (count, _) = prefix(room, from: flat)
      let head = String(flat.prefix(count).map { characters[$0] }).trimmingTrailingSpaces
      let shown = head + "…"
      return Line(text: shown, width: widthOf(head, run, scale) + ellipsis, isTruncated: true)
    case .head:
      let (count, _) = prefix(room, from: flat.reversed(), fromStart: false)
      let tail = String(flat.suffix(count).map { characters[$0] }).trimmingLeadingSpaces
      let width = tail.contains("\t") ? widthOf("…" + tail, run, scale) : widthOf(tail, run, scale) + ellipsis
      return Line(text: "…" + tail, width: width, isTruncated: true)
    case .middle:
      let (front, frontWidth) = prefix(room / 2, from: flat)
      let (back, _) = prefix(room - frontWidth, from: flat.dropFirst(front).reversed(), fromStart: false)
      let head = String(flat.prefix(front).map { characters[$0] }).trimmingTrailingSpaces
      let tail = String(flat.suffix(back).map { characters[$0] }).trimmingLeadingSpaces
      let width =
        tail.contains("\t")
        ? widthOf(head + "…" + tail, run, scale)
        : widthOf(head, run, scale) + ellipsis + widthOf(tail, run, scale)
      return Line(text: head + "…" + tail, width: width, isTruncated: true)
    }
  }

  /// The width of `text` drawn from the line's start at `scale`, tabs at their stops.
  private static func widthOf(_ text: String, _ run: Measured, _ scale: Double) -> Double {
    TextMetrics.width(of: text, font: run.run.font, scale: scale)
  }
}

extension String {
  var trimmingTrailingSpaces: String {
    var copy = Substring(self)
    while copy.last == " " { copy.removeLast() }
    return String(copy)
  }

  var trimmingLeadingSpaces: String {
    var copy = Substring(self)
    while copy.first == " " { copy.removeFirst() }
    return String(copy)
  }
}
