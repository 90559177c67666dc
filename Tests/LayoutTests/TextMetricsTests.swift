import Testing
import Typography
import Views

/// The content width of a compact trailing slot on a 393-point-wide iPhone (ACTIVITYKIT.md §3: 52.33 pt less
/// the 8 pt margin the system keeps from the island's rounded end).
private let compactSlot = 44.33

@Suite struct TextMetricsTests {
  private static let captionDigits = TextFont(.caption, monospacedDigit: true)
  private static let footnoteDigits = TextFont(.footnote, monospacedDigit: true)

  // Home Assistant iOS PRs 5450 and 5461: a compact trailing timer in `.caption.monospacedDigit()` shows
  // "12:34" and "9:59" whole on a 393-class phone, but not "1:02:03".
  @Test(arguments: ["12:34", "9:59"])
  func captionTimersFitTheCompactSlot(text: String) {
    #expect(TextMetrics.width(of: text, font: Self.captionDigits) <= 42.3)
  }

  @Test func captionHoursDoNotFitTheCompactSlot() {
    #expect(
      TextMetrics.width(of: "1:02:03", font: Self.captionDigits) > 42.3 * (1 + TextMetrics.relativeError))
  }

  // SF Pro's digits are proportional unless `.monospacedDigit()`: "1" is narrower than "0" (950 and 1290
  // units of 2048 at Text Regular), tabular digits are all 0.630 em.
  @Test func digitsAreProportionalByDefault() {
    let body = TextFont(.body)
    let tracking = body.tracking
    #expect(abs(TextMetrics.width(of: "1", font: body) - (17 * 950 / 2048 + tracking)) < 0.01)
    #expect(abs(TextMetrics.width(of: "0", font: body) - (17 * 1290 / 2048 + tracking)) < 0.01)
    let mono = TextFont(.body, monospacedDigit: true)
    #expect(abs(TextMetrics.width(of: "1", font: mono) - (17 * 0.630 + tracking)) < 0.01)
  }

  // SF Pro Text's ellipsis is 0.805 em at regular (not 1.0 em), 0.900 em at semibold.
  @Test func theEllipsisIsSFs() {
    let caption = TextFont(.caption)
    #expect(abs(TextMetrics.width(of: "…", font: caption) - 12 * 0.805) < 0.01)
    #expect(abs(TextMetrics.width(of: "…", font: TextFont(.headline)) - (17 * 0.900 - 0.442)) < 0.01)
  }

  // Optical size: Text up to 17 pt, Display from 28 pt; between them the HIG tracking table's blend.
  @Test func displayFromTwentyEightPoints() {
    #expect(TextFont.opticalBlend(atPointSize: 17) == 0)
    #expect(TextFont.opticalBlend(atPointSize: 11) == 0)
    #expect(TextFont.opticalBlend(atPointSize: 28) == 1)
    #expect(TextFont.opticalBlend(atPointSize: 34) == 1)
    #expect(abs(TextFont.opticalBlend(atPointSize: 20) - 0.075) < 1e-9)
    #expect(abs(TextFont.opticalBlend(atPointSize: 22) - 0.35) < 1e-9)
    let sizes = stride(from: 17.0, through: 28, by: 0.25).map { TextFont.opticalBlend(atPointSize: $0) }
    #expect(sizes == sizes.sorted())
    // SF Pro Display's colon is 0.215 em at regular; Text's 0.297 em.
    let title = TextFont(.title)
    #expect(abs(TextMetrics.width(of: ":", font: title) - (28 * 0.215 + title.tracking)) < 0.01)
    // Per em, tracking aside, a word is narrower in Display than in Text.
    let body = TextFont(.body)
    let largeTitle = TextFont(.largeTitle)
    let text = (TextMetrics.width(of: "Arriving", font: body) - 8 * body.tracking) / 17
    let display = (TextMetrics.width(of: "Arriving", font: largeTitle) - 8 * largeTitle.tracking) / 34
    #expect(display < text * 0.95)
  }

  // A Lock Screen delivery card (ACTIVITYKIT.md §3: 371 pt less two 16 pt margins = 339 pt): caption
  // "Driver: Buzz Lightyear" is 124.9 pt in SF Pro, and fits beside a medium subheadline title with 8 pt.
  @Test func deliveryCardLineFits() {
    let driver = TextMetrics.width(of: "Driver: Buzz Lightyear", font: TextFont(.caption))
    #expect(abs(driver - 124.9) <= 124.9 * TextMetrics.relativeError)
    let title = TextMetrics.width(of: "👨‍🍳 Preparing Your Pizza", font: TextFont(.subheadline, weight: .medium))
    #expect(title + 8 + driver <= 339)
  }

  // HIG sizes (ACTIVITYKIT.md §6): an eight-letter word fits the compact slot at caption2 (11 pt), not at
  // title2 (22 pt).
  @Test(arguments: [(Font.caption2, true), (.title2, false)])
  func eightLetterWord(style: Font, fits: Bool) {
    #expect((TextMetrics.width(of: "Arriving", font: TextFont(style)) <= compactSlot) == fits)
  }

  // HIG sizes: 30 characters of largeTitle (34 pt) are about 430 pt, far wider than a 339 pt card.
  @Test func largeTitleLine() {
    let width = TextMetrics.width(of: "Your order is on its way now!!", font: TextFont(.largeTitle))
    #expect(width > 339)
  }

  @Test func boldIsWiderThanRegular() {
    let text = "Preparing your order"
    #expect(
      TextMetrics.width(of: text, font: TextFont(.body, weight: .bold))
        > TextMetrics.width(of: text, font: TextFont(.body)))
    let headline = TextMetrics.width(of: text, font: TextFont(.headline))
    #expect(headline > TextMetrics.width(of: text, font: TextFont(.body)))
  }

  @Test func caption2IsNarrowerThanCaption() {
    #expect(
      TextMetrics.width(of: "Arriving soon", font: TextFont(.caption2))
        < TextMetrics.width(of: "Arriving soon", font: TextFont(.caption)))
  }

  @Test func accessibilitySizesAreWider() {
    let large = TextMetrics.width(of: "Arriving", font: TextFont(.body))
    let ax5 = TextMetrics.width(of: "Arriving", font: TextFont(.body, dynamicType: .accessibility5))
    #expect(ax5 > large * 2.5)
  }

  // HIG tracking table: +6/1000 em at 11 pt, 0 at 12 pt, -26/1000 em at 17 pt, -23 at 20 pt, +12 at 34 pt.
  @Test(arguments: [
    (Font.caption2, 0.066), (.caption, 0), (.footnote, -0.078), (.body, -0.442), (.title3, -0.46),
    (.largeTitle, 0.408),
  ])
  func trackingFollowsTheHIGTable(style: Font, points: Double) {
    #expect(abs(TextFont(style).tracking - points) < 0.0005)
  }

  @Test func largeSizesAreTheHIGDefaults() {
    let expected: [(Font, Double, Double)] = [
      (.largeTitle, 34, 41), (.title, 28, 34), (.title2, 22, 28), (.title3, 20, 25), (.headline, 17, 22),
      (.body, 17, 22), (.callout, 16, 21), (.subheadline, 15, 20), (.footnote, 13, 18), (.caption, 12, 16),
      (.caption2, 11, 13),
    ]
    for (style, size, leading) in expected {
      #expect(TextFont(style).pointSize == size)
      #expect(TextFont(style).lineHeight == leading)
    }
    #expect(TextFont(.headline).weight == .semibold)
    #expect(TextFont(.body).weight == .regular)
  }

  @Test func sizesGrowWithDynamicType() {
    for style in Font.allCases {
      let sizes = DynamicTypeSize.allCases.map { TextFont(style, dynamicType: $0).pointSize }
      #expect(sizes == sizes.sorted(), "\(style)")
    }
  }

  @Test func tabularDigitsAreAllAsWide() {
    let widths = (0...9).map { TextMetrics.width(of: "\($0)", font: Self.captionDigits) }
    #expect(Set(widths).count == 1)
    #expect(TextMetrics.width(of: "1", font: TextFont(.caption)) < widths[0])
  }

  @Test func emojiAndCJK() {
    let body = TextFont(.body)
    let tracking = body.tracking
    #expect(abs(TextMetrics.width(of: "🍕", font: body) - (17 * 1.25 + tracking)) < 1e-9)
    for emoji in ["👨‍🍳", "🇯🇵", "1️⃣", "👍🏽", "❤️"] {
      #expect(TextMetrics.width(of: emoji, font: body) == TextMetrics.width(of: "🍕", font: body), "\(emoji)")
    }
    #expect(abs(TextMetrics.width(of: "中文", font: body) - 2 * (17 + tracking)) < 1e-9)
    #expect(abs(TextMetrics.width(of: "한", font: body) - (17 + tracking)) < 1e-9)
  }

  // Every Emoji_Presentation scalar measures as an emoji, wherever it lies.
  @Test func everyEmojiPresentationScalarIsAnEmoji() {
    let body = TextFont(.body)
    let emoji = TextMetrics.width(of: "🍕", font: body)
    for value in 0..<0x11_0000 {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
      guard scalar.properties.isEmojiPresentation else { continue }
      let width = TextMetrics.width(of: Character(scalar), font: body)
      #expect(width == emoji, "U+\(String(value, radix: 16))")
    }
  }

  @Test func zeroWidthAndControlCharacters() {
    let body = TextFont(.body)
    #expect(TextMetrics.width(of: "\u{200B}\u{200D}\u{FE0F}\u{0}\u{7}\r\n", font: body) == 0)
    // A tab is no zero-width control: it goes to the next 28-pt stop (`TabStopTests`).
    #expect(TextMetrics.width(of: "\u{200B}\u{0}\t", font: body) == 28)
    #expect(TextMetrics.width(of: "e\u{301}", font: body) == TextMetrics.width(of: "e", font: body))
    #expect(TextMetrics.width(of: "", font: body) == 0)
  }

  @Test func advancesAddUpToTheWidth() {
    let font = TextFont(.subheadline, weight: .medium)
    for text in ["Arriving", "👨‍🍳 Preparing Your Pizza", "e\u{301}t\u{E9}\r\n中", "12:34", "a\r\nb\n\r"] {
      let advances = TextMetrics.advances(of: text, font: font)
      #expect(advances.count == text.count)
      #expect(abs(advances.reduce(0, +) - TextMetrics.width(of: text, font: font)) < 1e-9)
      #expect(zip(advances, text).allSatisfy { $0 == TextMetrics.width(of: $1, font: font) })
    }
  }

  // The byte loop cuts mixed text into ASCII and grapheme-by-grapheme stretches; the cuts must not change
  // the sum (marks after ASCII, CR LF, a prepended scalar before ASCII, emoji between words).
  @Test(arguments: [
    "e\u{301}", "a\r\n\u{301}b", "\u{600}1 2", "x👨‍🍳y 🇯🇵 Tokyo", "Caf\u{E9} au lait", "a\u{200D}b",
    "1\u{FE0F}\u{20E3}!", "🍕", "é", "\r\n", "ab\u{0300}\u{0301}cd",
  ])
  func mixedTextMeasuresAsTheSumOfItsGraphemes(text: String) {
    let font = TextFont(.footnote, weight: .semibold)
    let sum = text.reduce(0) { $0 + TextMetrics.width(of: $1, font: font) }
    #expect(abs(TextMetrics.width(of: text, font: font) - sum) < 1e-9)
  }

  @Test func substringsMeasureAsStrings() {
    let text = "Driver: Buzz Lightyear"
    let font = TextFont(.caption)
    let name = TextMetrics.width(of: "Buzz Lightyear", font: font)
    #expect(TextMetrics.width(of: text.dropFirst(8), font: font) == name)
  }

  @Test func absurdStringsDoNotTrap() {
    let font = TextFont(
      .caption, weight: .black, monospacedDigit: true, italic: true, dynamicType: .accessibility5)
    let long = String(repeating: "a\u{301}\u{0}\u{FFFF}\u{10FFFF}\u{E01EF}😀", count: 10_000 / 7 + 1)
    #expect(TextMetrics.width(of: long, font: font).isFinite)
    #expect(TextMetrics.advances(of: long, font: font).count == long.count)
    let ascii = String(repeating: "x", count: 10_000)
    let x = TextMetrics.width(of: "x", font: font)
    #expect(abs(TextMetrics.width(of: ascii, font: font) - 10_000 * x) < 1e-6)
    let scalars = (0..<10_000).compactMap { Unicode.Scalar(UInt32($0 * 111 % 0x110000)) }
    var all = ""
    all.unicodeScalars.append(contentsOf: scalars)
    #expect(TextMetrics.width(of: all, font: font) >= 0)
  }

  @Test func symbolsAreAboutAnEmAndAFifth() {
    #expect(abs(TextMetrics.symbolWidth(font: TextFont(.body)) - 17 * 1.2) < 1e-9)
    #expect(TextMetrics.symbolWidth(font: TextFont(.body, weight: .bold)) > 17 * 1.2)
  }

  // The tracking table as the HIG lists it beyond the text sizes (1/1000 em).
  @Test(arguments: [
    (44.0, 8.0), (48, 8), (49, 7), (51, 7), (52, 6), (56, 6), (58, 5), (60, 4), (64, 4), (66, 3),
    (68, 2), (72, 2), (76, 1), (80, 0), (96, 0),
  ])
  func trackingOfLargeSizes(size: Double, perMille: Double) {
    #expect(abs(TextFont.trackingPerMille(atPointSize: size) - perMille) < 1e-9)
  }

  // The band is the calibration set's worst error, rounded up (DECISIONS.md).
  @Test func relativeErrorIsThreePercent() {
    #expect(TextMetrics.relativeError == 0.03)
    #expect(TextMetrics.relativeErrorText == "±3 %")
  }

  /// Prints the cost per character (no bound is asserted: it depends on the machine and the build).
  /// `swift test -c release --filter TextMetricsTests/speed` gives the figure that matters.
  @Test func speed() {
    let font = TextFont(.caption, monospacedDigit: true)
    let ascii = [
      "12:34", "Driver: Buzz Lightyear", "On the Way", "Arriving", "Your order is on its way now!!",
    ]
    let other = ["👨‍🍳 Preparing Your Pizza", "Café au lait", "東京駅 12:34"]
    for (name, texts) in [("one letter", ["x"]), ("ASCII", ascii), ("non-ASCII", other)] {
      let characters = texts.reduce(0) { $0 + $1.count }
      let rounds = 20_000
      var total = 0.0
      let clock = ContinuousClock()
      let elapsed = clock.measure {
        for _ in 0..<rounds {
          for text in texts { total += TextMetrics.width(of: text, font: font) }
        }
      }
      let (seconds, attoseconds) = elapsed.components
      let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
      let perCharacter = nanoseconds / Double(rounds * characters)
      let perCall = nanoseconds / Double(rounds * texts.count)
      print("TextMetrics.width, \(name): \(perCharacter) ns per character, \(perCall) ns per call (\(total))")
      #expect(total > 0)
    }
  }
}
