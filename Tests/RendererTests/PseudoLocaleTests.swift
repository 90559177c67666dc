import Fixture
import Formatting
import FrameFormats
import Lifecycle
import Rendering
import TestSupport
import Testing
import Typography

/// `--pseudo-locale`: Xcode's pseudolanguages applied to a fixture's localisable texts, and `bidi`'s
/// right-to-left layout.
@Suite struct PseudoLocaleTests {
  /// The text `parts` show in `locale` with `orderNumber` 7305 and `status` "Ready".
  func shown(_ parts: [TextTemplate.Part], _ locale: PseudoLocale) throws -> String {
    let definition = try BuiltinFixture.definition("courier")
    let values: [String: Value] = ["orderNumber": .int(7305), "status": .string("Ready")]
    return TemplateText.resolve(
      locale.localize(TextTemplate(parts: parts)), values: values, definition: definition)
  }

  static let order: [TextTemplate.Part] = [.literal("Order #"), .field("orderNumber", .value)]
  static let status: [TextTemplate.Part] = [.field("status", .value)]

  /// Every frame of courier at step 1, as `render courier --step 1 [--pseudo-locale L]` prints it.
  func frames(_ locale: PseudoLocale?) throws -> String {
    let definition = try BuiltinFixture.definition("courier").pseudoLocalized(locale)
    let activity = LiveActivity.prepared(definition, step: 1, state: nil, elapsed: 0)
    let frames = Renderer.renderAll(activity, device: .iPhone15Pro, now: activity.now)
    return FrameText.text(frames, header: "")
  }

  @Test("double repeats the whole localised string, the value in both copies; a bare value is not localised")
  func doubleLength() throws {
    #expect(try shown(Self.order, .double) == "Order #7305 Order #7305")
    #expect(try shown(Self.status, .double) == "Ready")
  }

  @Test("accented accents every letter and doubles each vowel, leaving values and punctuation alone")
  func accented() throws {
    #expect(try shown(Self.order, .accented) == "Ööŕðééŕ #7305")
    #expect(try shown(Self.status, .accented) == "Ready")
    #expect(try shown([.literal("Pick up: xyz")], .accented) == "Þîîçķ ûûþ: ẋýž")
  }

  @Test("every accented letter is measured by the width table, close to its plain letter (not one fallback)")
  func accentedLettersAreMeasured() throws {
    let font = TextFont(.body)
    for letter in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ" {
      let accented = PseudoLocale.accenting(String(letter)).first.map(String.init) ?? ""
      #expect(accented != String(letter))
      let plain = TextMetrics.width(of: String(letter), font: font)
      let width = TextMetrics.width(of: accented, font: font)
      // The fallback for an unknown scalar is one average advance for every letter: i and m would be
      // 60 % off; the table's accented forms are within a quarter of the plain letter's width.
      #expect(abs(width - plain) <= plain * 0.25, "\(letter) \(plain) → \(accented) \(width)")
    }
  }

  @Test("bidi reverses each literal and the order of the pieces; a value keeps its own order")
  func bidiText() throws {
    #expect(try shown(Self.order, .bidi) == "7305# redrO")
    #expect(try shown([.field("orderNumber", .value), .literal(" min")], .bidi) == "nim 7305")
    #expect(try shown(Self.status, .bidi) == "Ready")
  }

  @Test("bidi mirrors the island: compact leading's icon right of the camera, the trailing text left of it")
  func bidiMirrorsLayout() throws {
    let compact = { (locale: PseudoLocale?) in
      let definition = try BuiltinFixture.definition("courier").pseudoLocalized(locale)
      let activity = LiveActivity.prepared(definition, step: 1, state: nil, elapsed: 0)
      return Renderer.render(activity, presentation: .compact, device: .iPhone15Pro, now: activity.now).frame
        .rows
    }
    Picture.expect(
      try compact(nil),
      """
      ╭────────────────────────────────╮
      │                                │
      │   📦           ●         18m   │
      │                                │
      ╰────────────────────────────────╯
      """)
    Picture.expect(
      try compact(.bidi),
      """
      ╭────────────────────────────────╮
      │                                │
      │   m18          ●         📦    │
      │                                │
      ╰────────────────────────────────╯
      """)
  }

  @Test("bidi: a VStack(alignment: .leading) lines its texts up on the right")
  func bidiLeadingAlignment() throws {
    let definition = try BuiltinFixture.definition("courier").pseudoLocalized(.bidi)
    let activity = LiveActivity.prepared(definition, step: 1, state: nil, elapsed: 0)
    let frame = Renderer.render(activity, presentation: .lockScreen, device: .iPhone15Pro, now: activity.now)
    Picture.expect(
      frame.frame.rows,
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                     7305# redrO                   │
      │                                                   │
      │                      On the Way                   │
      │                                                   │
      │                     yawa nim 18                   │
      │                                                   │
      ╰───────────────────────────────────────────────────╯





      """)
  }

  @Test("without a pseudolanguage the definition is untouched, laid out left to right")
  func offChangesNothing() throws {
    let definition = try BuiltinFixture.definition("courier")
    #expect(definition.pseudoLocalized(nil) == definition)
    #expect(definition.layouts.layoutDirection == .leftToRight)
    #expect(definition.pseudoLocalized(.double).layouts.layoutDirection == .leftToRight)
    #expect(definition.pseudoLocalized(.bidi).layouts.layoutDirection == .rightToLeft)
  }
}
