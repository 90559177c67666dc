import JSON
import Layout
import Typography

/// A text that the phone does not show whole, shows near its edge or shrinks, or that the terminal
/// cannot show whole: one line of every report.
public struct Truncation: Equatable, Hashable, Sendable {
  /// What was found.
  public enum Kind: String, Sendable, CaseIterable {
    /// The phone cuts it (`…`).
    case clipped
    /// Within the metrics' error of its edge: a phone may cut it or not.
    case tight
    /// Shown whole at a smaller size (`minimumScaleFactor`).
    case scaled
    /// A `.timer` with no frame: on a phone it takes the whole width offered.
    case unboundedTimer = "unbounded-timer"
    /// A word, a number or a timer broken across two lines (`1:02:0` over `3`): `text` is the word.
    case brokenWord = "broken-word"
    /// Whole on the phone; the cell grid has too few cells for it, so the terminal abridges it with `›`.
    case terminalOnly = "terminal-only"
  }

  /// The units of `needed` and `available`.
  public enum Unit: String, Sendable {
    /// Points, as the phone measures.
    case points = "pt"
    /// Terminal cells (terminal-only findings).
    case cells
  }

  /// The presentation, e.g. `compact`.
  public var presentation: Presentation
  /// The region, e.g. `trailing`.
  public var region: String
  /// The full text.
  public var text: String
  /// What it needs (a width, or a height when `isVertical`).
  public var needed: Double
  /// What it was given.
  public var available: Double
  /// What was drawn, e.g. `On th…`.
  public var shown: String
  /// The units.
  public var unit: Unit
  /// The kind.
  public var kind: Kind
  /// Whether the text ran out of height (lines or the card's bottom), not width.
  public var isVertical: Bool
  /// The scale a `.scaled` text was drawn at.
  public var scale: Double?
  /// Where the app's Swift wrote the text (`File.swift:12:9`), when the views came from its code.
  public var site: String?

  /// A finding.
  public init(
    presentation: Presentation, region: String, text: String, needed: Double, available: Double,
    shown: String, unit: Unit = .points, kind: Kind = .clipped, isVertical: Bool = false, scale: Double? = nil
  ) {
    self.presentation = presentation
    self.region = region
    self.text = text
    self.needed = needed
    self.available = available
    self.shown = shown
    self.unit = unit
    self.kind = kind
    self.isVertical = isVertical
    self.scale = scale
  }

  /// Whether a phone cuts the text: the findings that fail a check.
  public var isClip: Bool { kind == .clipped }

  /// Whether the text is shown whole but wider than its place (a `.fixedSize()` text): it runs past the
  /// region's edge, over the camera or clipped by the island, rather than being cut with `…`.
  public var overflows: Bool { kind == .clipped && !isVertical && unit == .points && shown == text }

  /// The words that say what a phone does with an overflowing text.
  public static let overflowNote = ".fixedSize(): drawn whole past the region's edge"

  /// A length as reports print it: points to one decimal, cells whole.
  public func format(_ value: Double) -> String {
    unit == .cells ? String(Int(saturating: value.rounded())) : Self.points(value)
  }

  /// `12.3` (one decimal, no trailing `.0` dropped, so columns line up).
  public static func points(_ value: Double) -> String {
    guard value.isFinite else { return "?" }
    let tenths = Int((min(max(value, -1e9), 1e9) * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
  }

  /// A text short enough for one line of a report: beyond 120 characters, about its first 80 and last 30,
  /// cut between words where it can, around ` […] `. Every text report quotes texts so (a 5,000-letter word
  /// made a 5,000-column line); JSON keeps the whole text.
  public static func abridged(_ text: String) -> String {
    guard text.count > 120 else { return text }
    var head = text.prefix(80)
    if let space = head.lastIndex(of: " "), head.distance(from: head.startIndex, to: space) >= 40 {
      head = head[..<space]
    }
    var tail = text.suffix(30)
    if let space = tail.firstIndex(of: " "), tail.distance(from: space, to: tail.endIndex) >= 15 {
      tail = tail[tail.index(after: space)...]
    }
    return String(head).trimmingSpaces + " […] " + String(tail).trimmingSpaces
  }

  /// `the timer "1:02:03" breaks across lines (it needs 47.3 pt on one, has 40.0 pt): …` and the fix.
  public static func brokenWordSentence(_ word: String, needed: Double, available: Double) -> String {
    let what = word.contains(where: \.isNumber) ? "the number" : "the word"
    return "\(what) \"\(abridged(word))\" breaks across lines (it needs \(points(needed)) pt on one, has"
      + " \(points(available)) pt): keep it whole with .lineLimit(1) and .minimumScaleFactor, or"
      + " .fixedSize(horizontal: true, vertical: false), or give it that width"
  }

  /// A scale factor as a modifier writes it: `0.7`, `0.85`.
  static func factor(_ value: Double) -> String {
    let hundredths = Int(saturating: (value * 100).rounded())
    let text = "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    return text.hasSuffix("0") ? String(text.dropLast()) : text
  }

  /// One line, e.g. `compact/trailing: "1:02:03" needs 47.3 pt, has 44.3 pt → "1:02…"`; with the app's
  /// Swift, the line that wrote the text first: `compact/trailing (Widget.swift:62:21): "1:02:03" …`.
  public var summary: String {
    let place =
      "\(presentation.rawValue)/\(region)\(site.map { " (\($0))" } ?? ""): \"\(Self.abridged(text))\""
    let height = isVertical ? " of height" : ""
    var needs = "needs \(format(needed)) \(unit.rawValue)\(height), has \(format(available)) \(unit.rawValue)"
    if kind != .scaled, !isVertical, let scale, scale < 1, scale > 0 {
      // Cut even at its minimumScaleFactor: the width quoted is the shrunk one, and the full size is said.
      needs =
        "needs \(format(needed)) \(unit.rawValue) even at \(Self.factor(scale)) (\(format(needed / scale))"
        + " \(unit.rawValue) at full size), has \(format(available)) \(unit.rawValue)"
    }
    // What was drawn, as check's findings say it: a text cut off below the card entirely read `→ ""`.
    let drawn = shown.isEmpty ? "nothing shown" : "\"\(Self.abridged(shown))\""
    // A width of Arabic, Hebrew, Devanagari or Thai comes from a stand-in font: said with the width.
    let estimate = TextMetrics.estimateNote(for: text).map { " (\($0))" } ?? ""
    switch kind {
    case .clipped where overflows:
      return "\(place) \(needs)\(estimate) → \(Self.overflowNote)"
    case .clipped:
      return "\(place) \(needs)\(estimate) → \(drawn)"
    case .tight:
      return
        "\(place) \(needs)\(estimate): within the metrics' \(TextMetrics.relativeErrorText), a phone may or may"
        + " not cut it"
    case .scaled:
      let percent = Int(saturating: ((scale ?? 1) * 100).rounded())
      return "\(place) scaled to \(percent) % to fit \(format(available)) pt (minimumScaleFactor)"
    case .unboundedTimer:
      return
        "\(place) is a .timer with no frame: on a phone it takes all the width offered (the island grows to "
        + "the screen's \(format(needed)) pt); bound it with frame(width:) or frame(maxWidth:)"
    case .terminalOnly:
      return "\(place) is whole on the phone; the terminal \(needs) → \(drawn)"
    case .brokenWord:
      return
        "\(presentation.rawValue)/\(region)\(site.map { " (\($0))" } ?? ""): "
        + Self.brokenWordSentence(text, needed: needed, available: available)
    }
  }
}
