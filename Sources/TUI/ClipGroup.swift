import Rendering
import Typography

/// How the simulator's clipped list groups findings: each group has its mark, its count in the title and its
/// words in the note.
enum ClipGroup: CaseIterable {
  /// A phone cuts the text (or would give an unbounded timer all its width): `✂`.
  case phone
  /// Within the metrics' error of its edge: `≈`.
  case nearEdge
  /// Shown whole at a smaller size: `↓`.
  case scaled
  /// Whole on the phone, abridged by the terminal: `›`.
  case terminal

  init(_ kind: Truncation.Kind) {
    switch kind {
    case .clipped, .unboundedTimer, .brokenWord: self = .phone
    case .tight: self = .nearEdge
    case .scaled: self = .scaled
    case .terminalOnly: self = .terminal
    }
  }

  func mark(_ glyphs: ChromeGlyphs) -> String {
    switch self {
    case .phone: glyphs.clip
    case .nearEdge: glyphs.nearEdge
    case .scaled: glyphs.scaled
    case .terminal: glyphs.abridged
    }
  }

  /// `1 near the edge`, after `Clipped: …` in the title (the phone's count comes first, on its own).
  func counted(_ count: Int) -> String {
    switch self {
    case .phone: "\(count)"
    case .nearEdge: "\(count) near the edge"
    case .scaled: "\(count) scaled"
    case .terminal: "\(count) terminal only"
    }
  }

  /// What the mark means, in the note; `short` when the long words do not fit beside the title.
  func legend(short: Bool) -> String {
    switch self {
    case .phone: short ? "cut on the phone" : "cut on the phone, marked in the frames above"
    case .nearEdge:
      short
        ? "may clip on a phone"
        : "may clip on a phone (within the \(TextMetrics.relativeErrorText) the metrics cannot settle)"
    case .scaled: short ? "shrunk to fit" : "shrunk to fit (minimumScaleFactor)"
    case .terminal: short ? "terminal only" : "abridged by the terminal only"
    }
  }
}
