import Checking
import Rendering
import Testing

/// How findings read: diagnostic lines, summaries and JSON.
struct ReportFormatTests {
  @Test(
    "Steps fold into runs",
    arguments: [
      ([ContentSource.step(2, "stopsLeft")], "step 2 stopsLeft"),
      ([.step(0, "a"), .step(1, "b"), .step(2, "c")], "steps 0–2"),
      ([.step(1, "b"), .step(3, "d")], "steps 1, 3"),
      ([.step(0, "a"), .step(1, "b")], "steps 0, 1"),
      ([.end, .step(5, "f"), .step(0, "a"), .step(1, "b"), .step(2, "c")], "steps 0–2, 5, end content"),
      ([.step(3, "d"), .cancel], "step 3, cancel content"),
      ([.end], "end content"),
    ])
  func sources(sources: [ContentSource], text: String) {
    #expect(ContentSource.describe(sources) == text)
  }

  static let clip = Finding(
    code: .clipped, file: "courier", device: "iphone-15-pro", presentation: .compact, region: "trailing",
    sources: [.step(1, "onTheWay")], states: [.active, .stale], text: "On the Way", needed: 78,
    available: 44.33,
    unit: "pt", shown: "On…", count: 2)

  @Test("A clip reads like a compiler diagnostic")
  func clipLine() {
    #expect(
      Self.clip.line
        == "courier: iphone-15-pro compact/trailing step 1 onTheWay (active, stale): \"On the Way\" needs 78.0 pt,"
        + " has 44.3 pt → \"On…\" (×2) [LA001]")
    var once = Self.clip
    once.count = 1
    once.availableMax = 54.33
    #expect(once.line.hasSuffix("needs 78.0 pt, has 44.3–54.3 pt → \"On…\" [LA001]"))
    var hidden = Self.clip
    hidden.needed = 220
    hidden.available = 160
    hidden.isVertical = true
    hidden.shown = ""
    #expect(hidden.message == "\"On the Way\" needs 220.0 pt of height, has 160.0 pt → nothing shown")
    var tight = Self.clip
    tight.code = .tight
    tight.needed = 146.2
    tight.available = 148.3
    tight.shown = "On the Way"
    #expect(
      tight.message
        == "\"On the Way\" needs 146.2 pt, has 148.3 pt: within the metrics' ±3 %, a phone may or may not cut it"
        + " → \"On the Way\"")
  }

  @Test("A text of more than 120 characters is abridged in the line, and kept whole in JSON")
  func longText() {
    var long = Self.clip
    long.text = (1...30).map { "item-\($0)" }.joined(separator: " ")
    #expect(long.text.count > 120)
    #expect(
      long.message.hasPrefix(
        "\"item-1 item-2 item-3 item-4 item-5 item-6 item-7 item-8 item-9 item-10 item-11 […] item-28 item-29"
          + " item-30\" needs 78.0 pt"))
    #expect(long.json["text"]?.string == long.text)
  }

  @Test(
    "A word of 5,000 letters is abridged as a clip's text is: in the check line, its group and render's report"
  )
  func longBrokenWord() {
    let word = String(repeating: "x", count: 5000)
    var broken = Self.clip
    broken.code = .brokenWord
    broken.text = word
    broken.needed = 18_241
    broken.available = 339
    let abridged = String(repeating: "x", count: 80) + " […] " + String(repeating: "x", count: 30)
    #expect(broken.message.hasPrefix("the word \"\(abridged)\" breaks across lines (it needs 18241.0 pt"))
    #expect(broken.line.count < 500, "one line a person can read, not 5,000 columns")
    #expect(broken.namedText == "\"\(abridged)\"", "the --group-by text heading quotes it alike")
    #expect(broken.json["text"]?.string == word, "JSON keeps the whole word")
    let truncation = Truncation(
      presentation: .lockScreen, region: "content", text: word, needed: 18_241, available: 339,
      shown: String(word.prefix(60)) + "…", kind: .brokenWord)
    #expect(truncation.summary.count < 400)
    #expect(truncation.summary.contains("\"\(abridged)\""))
    let clipped = Truncation(
      presentation: .lockScreen, region: "content", text: word, needed: 1210, available: 44,
      shown: String(word.prefix(200)) + "…", isVertical: true)
    #expect(clipped.summary.count < 400, "render's truncation report: one line for a long clipped text too")
  }

  @Test("A text cut off entirely below the card reads 'nothing shown' in render's report, as in check's line")
  func nothingShown() {
    let below = Truncation(
      presentation: .lockScreen, region: "content", text: "line 3", needed: 384, available: 160, shown: "",
      isVertical: true)
    #expect(
      below.summary
        == "lock-screen/content: \"line 3\" needs 384.0 pt of height, has 160.0 pt → nothing shown")
    var hidden = Self.clip
    hidden.shown = ""
    #expect(hidden.message.hasSuffix("→ nothing shown"))
  }

  @Test("Summaries count findings by kind, or say clean")
  func summaries() {
    let privacy = Finding(
      code: .privateOnLockScreen, file: "courier", presentation: .lockScreen, region: "content", text: "x",
      field: "x")
    let report = CheckReport(
      file: "courier", devices: ["iphone-15-pro"], frames: 38, findings: [privacy, Self.clip])
    #expect(report.summary == "courier: 2 findings (1 clipped, 1 private) in 38 frames")
    #expect(report.findings.map(\.code) == [.clipped, .privateOnLockScreen])
    #expect(report.text.hasSuffix("\ncourier: 2 findings (1 clipped, 1 private) in 38 frames"))
    let one = CheckReport(file: "courier", devices: [], frames: 38, findings: [Self.clip])
    #expect(one.summary == "courier: 1 finding (1 clipped) in 38 frames")
    let clean = CheckReport(file: "courier-compact", devices: [], frames: 76, findings: [])
    #expect(clean.summary == "courier-compact: clean (76 frames)")
    #expect(clean.text == "courier-compact: clean (76 frames)")
    var tight = Self.clip
    tight.code = .tight
    let warned = CheckReport(file: "courier", devices: [], frames: 38, findings: [tight])
    #expect(warned.isClean)
    #expect(warned.counts.map(\.code) == [.tight])
  }

  @Test("Every code is stable and documented by its number")
  func codes() {
    #expect(
      FindingCode.allCases.map(\.rawValue) == [
        "LA001", "LA002", "LA003", "LA004", "LA005", "LA006", "LA007", "LA008", "LA009", "LA010", "LA011",
        "LA012", "LA013", "LA014",
      ])
    #expect(
      FindingCode.allCases.map(\.noun) == [
        "clipped", "over 4 KB", "stale at start", "no glyph", "private", "tight", "unbounded timer",
        "plain interpolation", "unlabelled image", "timer without context", "model drift",
        "broken across lines", "low contrast", "missing translation",
      ])
    // LA006 and LA008 are warnings: a phone may or may not cut a text that close to its edge, and an app
    // may mean a Double's six digits; so are LA009 and LA010: VoiceOver still reads something.
    #expect(
      FindingCode.allCases.filter { !$0.isError } == [
        .tight, .plainInterpolation, .unlabeledImage, .timerWithoutContext, .missingTranslation,
      ])
  }

  @Test("JSON objects carry the listed keys first, null where they do not apply")
  func json() {
    let object = Self.clip.json.serialized()
    #expect(
      object.hasPrefix(
        #"{"code":"LA001","file":"courier","device":"iphone-15-pro","presentation":"compact","region":"trailing","#
          + #""step":"onTheWay","state":"active","text":"On the Way","needed":78,"available":44.3,"shown":"On…","#
          + #""count":2,"unit":"pt""#))
    let glyph = Finding(
      code: .missingGlyph, file: "f", presentation: .minimal, region: "content", text: "timer")
    #expect(glyph.json["device"] == .null)
    #expect(glyph.json["needed"] == .null)
    #expect(glyph.json["steps"] == .array([]))
  }
}
