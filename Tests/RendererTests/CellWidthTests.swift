import Rendering
import Testing

/// One grapheme with the cells it takes and the text painted for it.
struct GraphemeCase: Sendable, CustomTestStringConvertible {
  let name: String
  let grapheme: Character
  let width: Int
  let painted: String

  var testDescription: String { name }
}

struct CellWidthTests {
  @Test(
    "Scalar widths follow glibc wcwidth, non-printable counts 0",
    arguments: [
      // ASCII and controls
      ("a", 1), ("~", 1), (" ", 1), ("\u{0}", 0), ("\u{7}", 0), ("\u{9}", 0), ("\u{A}", 0), ("\u{1B}", 0),
      ("\u{7F}", 0), ("\u{80}", 0), ("\u{9F}", 0), ("\u{AD}", 1), ("\u{2028}", 0), ("\u{10FFFF}", 0),
      // CJK, fullwidth, Hangul
      ("\u{4E2D}", 2), ("\u{6587}", 2), ("\u{3000}", 2), ("\u{FF01}", 2), ("\u{AC00}", 2), ("\u{1100}", 2),
      ("\u{1161}", 0),
      // emoji presentation scalars
      ("\u{1F4CB}", 2), ("\u{1F525}", 2), ("\u{1F680}", 2), ("\u{1F4CD}", 2), ("\u{2705}", 2),
      ("\u{1F355}", 2), ("\u{23F3}", 2), ("\u{1F3FD}", 2),
      // text presentation symbols, box drawing, punctuation
      ("\u{2764}", 1), ("\u{2714}", 1), ("\u{2500}", 1), ("\u{2588}", 1), ("\u{256D}", 1), ("\u{2026}", 1),
      ("\u{1F1EB}", 1), ("\u{1F3F3}", 1), ("\u{E000}", 1), ("\u{FFFD}", 1), ("\u{E9}", 1),
      // zero width
      ("\u{301}", 0), ("\u{200B}", 0), ("\u{200D}", 0), ("\u{FE0E}", 0), ("\u{FE0F}", 0), ("\u{20E3}", 0),
      ("\u{E0067}", 0),
      // Unicode 15 emoji, unassigned in glibc 2.36 (Unicode 14.0)
      ("\u{1FAE8}", 0),
    ] as [(Unicode.Scalar, Int)])
  func scalarWidth(scalar: Unicode.Scalar, width: Int) {
    #expect(CellWidth.of(scalar: scalar) == width)
  }

  static let graphemes: [GraphemeCase] = [
    GraphemeCase(name: "ASCII letter", grapheme: "a", width: 1, painted: "a"),
    GraphemeCase(name: "CJK ideograph", grapheme: "\u{4E2D}", width: 2, painted: "\u{4E2D}"),
    GraphemeCase(name: "Hangul syllable", grapheme: "\u{AC00}", width: 2, painted: "\u{AC00}"),
    GraphemeCase(name: "clipboard", grapheme: "\u{1F4CB}", width: 2, painted: "\u{1F4CB}"),
    GraphemeCase(name: "fire", grapheme: "\u{1F525}", width: 2, painted: "\u{1F525}"),
    GraphemeCase(name: "rocket", grapheme: "\u{1F680}", width: 2, painted: "\u{1F680}"),
    GraphemeCase(name: "pin", grapheme: "\u{1F4CD}", width: 2, painted: "\u{1F4CD}"),
    GraphemeCase(name: "check mark button", grapheme: "\u{2705}", width: 2, painted: "\u{2705}"),
    GraphemeCase(name: "heavy heart", grapheme: "\u{2764}", width: 1, painted: "\u{2764}"),
    GraphemeCase(name: "heavy check", grapheme: "\u{2714}", width: 1, painted: "\u{2714}"),
    GraphemeCase(name: "box horizontal", grapheme: "\u{2500}", width: 1, painted: "\u{2500}"),
    GraphemeCase(name: "full block", grapheme: "\u{2588}", width: 1, painted: "\u{2588}"),
    GraphemeCase(name: "rounded corner", grapheme: "\u{256D}", width: 1, painted: "\u{256D}"),
    GraphemeCase(name: "ellipsis", grapheme: "\u{2026}", width: 1, painted: "\u{2026}"),
    // VS16 after a one-cell base: tmux keeps one cell; the selector is not painted.
    GraphemeCase(name: "heart VS16", grapheme: "\u{2764}\u{FE0F}", width: 1, painted: "\u{2764}"),
    GraphemeCase(name: "sun VS16", grapheme: "\u{2600}\u{FE0F}", width: 1, painted: "\u{2600}"),
    GraphemeCase(name: "fire VS16", grapheme: "\u{1F525}\u{FE0F}", width: 2, painted: "\u{1F525}"),
    // VS15 stays attached to a one-cell base.
    GraphemeCase(name: "check VS15", grapheme: "\u{2714}\u{FE0E}", width: 1, painted: "\u{2714}\u{FE0E}"),
    GraphemeCase(name: "keycap 1", grapheme: "1\u{FE0F}\u{20E3}", width: 1, painted: "1\u{20E3}"),
    // Flags: two one-cell regional indicators.
    GraphemeCase(name: "flag FR", grapheme: "\u{1F1EB}\u{1F1F7}", width: 2, painted: "\u{1F1EB}\u{1F1F7}"),
    GraphemeCase(name: "lone regional indicator", grapheme: "\u{1F1EB}", width: 1, painted: "\u{1F1EB}"),
    GraphemeCase(
      name: "flag England (tag sequence)",
      grapheme: "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", width: 2,
      painted: "\u{1F3F4}"),
    // Skin tones: the modifier is not painted (tmux would draw it as two more cells).
    GraphemeCase(
      name: "thumbs up medium tone", grapheme: "\u{1F44D}\u{1F3FD}", width: 2, painted: "\u{1F44D}"),
    GraphemeCase(name: "index up medium tone", grapheme: "\u{261D}\u{1F3FD}", width: 1, painted: "\u{261D}"),
    GraphemeCase(name: "lone skin tone", grapheme: "\u{1F3FD}", width: 2, painted: "\u{1F3FD}"),
    // ZWJ sequences: only what precedes the first joiner is painted.
    GraphemeCase(name: "cook", grapheme: "\u{1F468}\u{200D}\u{1F373}", width: 2, painted: "\u{1F468}"),
    GraphemeCase(
      name: "family", grapheme: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", width: 2, painted: "\u{1F468}"),
    GraphemeCase(
      name: "technologist medium tone", grapheme: "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}", width: 2,
      painted: "\u{1F469}"),
    GraphemeCase(
      name: "rainbow flag", grapheme: "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", width: 1, painted: "\u{1F3F3}"),
    GraphemeCase(
      name: "heart on fire", grapheme: "\u{2764}\u{FE0F}\u{200D}\u{1F525}", width: 1, painted: "\u{2764}"),
    GraphemeCase(
      name: "transgender flag", grapheme: "\u{1F3F3}\u{FE0F}\u{200D}\u{26A7}\u{FE0F}", width: 1,
      painted: "\u{1F3F3}"),
    GraphemeCase(
      name: "eye in speech bubble", grapheme: "\u{1F441}\u{FE0F}\u{200D}\u{1F5E8}\u{FE0F}", width: 1,
      painted: "\u{1F441}"),
    // Combining marks stay on a one-cell base and are dropped after a two-cell one.
    GraphemeCase(name: "e acute", grapheme: "e\u{301}", width: 1, painted: "e\u{301}"),
    GraphemeCase(name: "e two marks", grapheme: "e\u{301}\u{323}", width: 1, painted: "e\u{301}\u{323}"),
    GraphemeCase(name: "CJK with mark", grapheme: "\u{4E2D}\u{301}", width: 2, painted: "\u{4E2D}"),
    GraphemeCase(name: "Hangul L+V jamo", grapheme: "\u{1100}\u{1161}", width: 2, painted: "\u{1100}"),
    // One-cell spacing scalars inside a grapheme each take a cell.
    GraphemeCase(name: "Devanagari ki", grapheme: "\u{915}\u{93F}", width: 2, painted: "\u{915}\u{93F}"),
    GraphemeCase(name: "Thai ko sara am", grapheme: "\u{E01}\u{E33}", width: 2, painted: "\u{E01}\u{E33}"),
    // Nothing printable.
    GraphemeCase(name: "newline", grapheme: "\n", width: 0, painted: ""),
    GraphemeCase(name: "CR LF", grapheme: "\r\n", width: 0, painted: ""),
    GraphemeCase(name: "tab", grapheme: "\t", width: 0, painted: ""),
    GraphemeCase(name: "bell", grapheme: "\u{7}", width: 0, painted: ""),
    GraphemeCase(name: "escape", grapheme: "\u{1B}", width: 0, painted: ""),
    GraphemeCase(name: "DEL", grapheme: "\u{7F}", width: 0, painted: ""),
    GraphemeCase(name: "lone combining acute", grapheme: "\u{301}", width: 0, painted: ""),
    GraphemeCase(name: "lone ZWJ", grapheme: "\u{200D}", width: 0, painted: ""),
    GraphemeCase(name: "zero width space", grapheme: "\u{200B}", width: 0, painted: ""),
    GraphemeCase(name: "line separator", grapheme: "\u{2028}", width: 0, painted: ""),
    GraphemeCase(name: "emoji newer than glibc", grapheme: "\u{1FAE8}", width: 0, painted: ""),
  ]

  @Test("Grapheme widths", arguments: graphemes)
  func graphemeWidth(_ testCase: GraphemeCase) {
    #expect(CellWidth.of(testCase.grapheme) == testCase.width)
  }

  @Test("Painted text", arguments: graphemes)
  func paintedText(_ testCase: GraphemeCase) {
    let painted = CellWidth.paintable(testCase.grapheme)
    #expect(Array(painted.unicodeScalars) == Array(testCase.painted.unicodeScalars))
  }

  @Test("Painted text advances by exactly the grapheme's width", arguments: graphemes)
  func paintedWidthMatches(_ testCase: GraphemeCase) {
    let painted = CellWidth.paintable(testCase.grapheme)
    let advance = painted.unicodeScalars.reduce(0) { $0 + CellWidth.of(scalar: $1) }
    #expect(advance == CellWidth.of(testCase.grapheme))
    #expect(CellWidth.of(painted) == CellWidth.of(testCase.grapheme))
  }

  @Test("The cook ZWJ sequence paints only the man")
  func paintableCook() {
    let cook: Character = "\u{1F468}\u{200D}\u{1F373}"
    #expect(CellWidth.paintable(cook) == "\u{1F468}")
    #expect(CellWidth.paintable(cook).unicodeScalars.count == 1)
    #expect(CellWidth.of(cook) == 2)
  }

  /// Measured in tmux 3.3a (`printf` then `#{cursor_x}`): each leading consonant or syllable advances 2, the
  /// vowels and finals after it 0. glibc's wcwidth gives the same per scalar (2, 0, 0).
  @Test(
    "Hangul conjoining jamo take the cells tmux draws them in",
    arguments: [
      ("\u{1100}\u{1161}\u{11A8}", 2), ("\u{1100}\u{1161}", 2), ("\u{AC00}\u{11A8}", 2),
      ("\u{1100}\u{1100}", 4), ("\u{1100}\u{1100}\u{1161}", 4), ("\u{A960}\u{D7B0}", 2),
    ] as [(Character, Int)])
  func hangulJamo(_ grapheme: Character, width: Int) {
    #expect(CellWidth.of(grapheme) == width)
    #expect(CellWidth.whole(grapheme) == String(grapheme))
  }

  @Test("A row of jamo syllables is as wide as tmux draws it")
  func hangulRow() {
    let syllable = "\u{1100}\u{1161}\u{11A8}"
    #expect(CellWidth.of(String(repeating: syllable, count: 3) + "|") == 7)
  }

  @Test(
    "Graphemes sent whole past ncurses: ZWJ sequences and jamo, not skin tones, flags or plain text",
    arguments: [
      ("\u{1F468}\u{200D}\u{1F373}", true), ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", true),
      ("\u{1F44D}\u{1F3FD}", false), ("\u{1F468}\u{1F3FD}\u{200D}\u{1F373}", false),
      ("\u{1F1EB}\u{1F1F7}", false), ("a", false), ("\u{1F525}", false), ("e\u{301}", false),
      ("\u{2764}\u{FE0F}", false),
    ] as [(Character, Bool)])
  func wholeGraphemes(_ grapheme: Character, whole: Bool) {
    #expect((CellWidth.whole(grapheme) != nil) == whole)
  }

  @Test(
    "Ordinary graphemes are painted as they are",
    arguments: ["a", "\u{4E2D}", "\u{1F525}", "\u{2500}", "\u{2026}", "e\u{301}", "\u{1F1EB}\u{1F1F7}"]
      as [Character])
  func ordinaryPaintedAsIs(_ grapheme: Character) {
    #expect(CellWidth.paintable(grapheme) == String(grapheme))
  }

  @Test(
    "String widths",
    arguments: [
      ("", 0),
      ("abc", 3),
      ("\u{4E2D}\u{6587}", 4),
      ("Order #1234", 11),
      ("\u{1F355} Pizza Planet", 15),
      ("Arriving in 5 min\u{2026}", 18),
      ("\u{2714}\u{FE0E} Delivered", 11),
      ("\u{2764}\u{FE0F} Favorite", 10),
      ("\u{1F468}\u{200D}\u{1F373} Cooking", 10),
      ("\u{1F1EB}\u{1F1F7} Paris", 8),
      ("\u{256D}\u{2500}\u{2500}\u{256E}", 4),
      ("\u{2588}\u{2588}\u{2588}\u{2591}\u{2591}", 5),
      ("caf\u{E9} cafe\u{301}", 9),
      ("line\none", 7),
      ("\u{301}a", 1),
      // Devanagari ksha (one grapheme or two, depending on the Unicode version of the runtime)
      ("\u{915}\u{94D}\u{937}", 2),
      // a combining mark newer than glibc 2.36 is not painted
      ("e\u{1E08F}", 1),
    ] as [(String, Int)])
  func stringWidth(text: String, width: Int) {
    #expect(CellWidth.of(text) == width)
  }

  @Test(
    "String width is the sum over graphemes",
    arguments: [
      "",
      "Pizza \u{1F355} arriving in 5 min\u{2026}",
      "\u{1F468}\u{200D}\u{1F373}\u{1F44D}\u{1F3FD}\u{1F1EB}\u{1F1F7}\u{2764}\u{FE0F}1\u{FE0F}\u{20E3}",
      "\u{4E2D}\u{6587} e\u{301} \u{915}\u{93F}\t\u{7}",
      "\u{256D}\u{2500} \u{2714}\u{FE0E} \u{2588}",
    ])
  func stringIsSumOfGraphemes(text: String) {
    #expect(CellWidth.of(text) == text.reduce(0) { $0 + CellWidth.of($1) })
  }
}
