import Checking
import FixtureJSON
import Formatting
import Layout
import Lifecycle
import Rendering
import TestSupport
import Testing
import Views

/// Each finding code, raised by a test-only fixture built to raise it and nothing else.
struct FindingCodeTests {
  /// The two published iPhone classes, whose numbers these tests reason from.
  static let phones: [DeviceProfile] = [.iPhone15Pro, .iPhone15ProMax]

  @Test(
    "Each test fixture raises exactly its own code; all but the LA006 warning fail the check",
    arguments: [
      ("oversized", FindingCode.tooLarge, true), ("stale-at-start", .staleAtStart, true),
      ("missing-glyph", .missingGlyph, true), ("private-lock-screen", .privateOnLockScreen, true),
      ("status-in-compact", .clipped, true), ("tight-in-compact", .tight, false),
      ("bare-timer", .unboundedTimer, true),
    ])
  func onlyItsCode(name: String, code: FindingCode, fails: Bool) throws {
    let (definition, file) = try TestFixture.local(name)
    let report = Checker.check(definition, file: file, devices: Self.phones)
    #expect(Set(report.findings.map(\.code)) == [code])
    #expect(report.isClean == !fails)
  }

  @Test(
    "LA001: a status in compact trailing clips as real apps saw, in points (\"On the Way\" → \"On…\", \"On t…\")"
  )
  func clipped() throws {
    let (definition, file) = try TestFixture.local("status-in-compact")
    let findings = Checker.check(definition, file: file, devices: Self.phones).findings
    let lines = findings.filter { $0.text == "On the Way" }.map(\.line)
    #expect(
      lines == [
        "status-in-compact.json: iphone-15-pro compact/trailing step 1 onTheWay (active, stale): \"On the Way\""
          + " needs 89.3 pt, has 42.3 pt → \"On…\" (×2) [LA001]",
        "status-in-compact.json: iphone-15-pro-max compact/trailing step 1 onTheWay (active, stale):"
          + " \"On the Way\" needs 89.3 pt, has 52.3 pt → \"On t…\" (×2) [LA001]",
      ])
    // The room is the compact side less its 10-pt margin: 52.33 and 62.33 pt.
    #expect(findings.filter { $0.text == "On the Way" }.map(\.unit) == ["pt", "pt"])
    let long = findings.filter { $0.text == "Out for delivery, 2 stops left" }
    #expect(long.map(\.shown) == ["Out…", "Out f…"])
  }

  @Test(
    "LA001 in height: lines that do not fit under each other are reported in points of height, with nothing shown"
  )
  func clippedRows() throws {
    var definition = try BuiltinFixture.definition("courier-compact")
    let line = LayoutNode.text(TextTemplate(parts: [.literal("Line")]), ViewStyle())
    let numbered = (1...9).map { LayoutNode.text(TextTemplate(parts: [.literal("Line \($0)")]), ViewStyle()) }
    definition.layouts.fresh[.lockScreen] = .stack(.vertical, [line] + numbered, spacing: 0, ViewStyle())
    let findings = Checker.check(definition, file: "tall", devices: [.iPhone15Pro]).findings
    // One finding for each text cut, so that a finding names a text as the app writes it.
    #expect(
      findings.map(\.line)
        == (7...9).map {
          "tall: iphone-15-pro lock-screen/content steps 0–4, end content (active, stale, ended): \"Line \($0)\""
            + " needs 220.0 pt of height, has 160.0 pt → nothing shown (×14) [LA001]"
        })
    // 160 pt is the tallest a Lock Screen card grows.
    #expect(findings.map(\.isVertical) == [true, true, true])
  }

  @Test("LA001 in height names the text as written, not its cut line, and a text per finding")
  func heightClipsNameTheirText() throws {
    let definition = try BuiltinFixture.definition("courier")
    let findings = Checker.check(
      definition, file: "courier", devices: [.iPhone15Pro], dynamicTypes: [.accessibility3]
    ).findings
    let tall = findings.filter { $0.isVertical && $0.presentationRegion == "compact/trailing" }
    // The compact trailing countdowns are a line taller than the island at AX3; each is cut to `…` in width.
    #expect(Set(tall.map(\.text)) == ["25m", "18m", "9m", "2m"], "\(tall.map(\.line))")
    #expect(tall.first { $0.text == "18m" }?.shown == "1…")
  }

  @Test(
    "A date and literal text joined (Text + Text) fold into the date view's finding, each form of the line")
  func dateLinesFold() throws {
    let definition = try BuiltinFixture.definition("food-runner")
    let findings = Checker.check(
      definition, file: "food-runner", devices: [.iPhone15Pro], dynamicTypes: [.accessibility5]
    ).findings.filter { $0.code == .clipped && $0.presentationRegion == "lock-screen/content" }
    // `Text(estimatedArrival, style: .relative) + Text(" remaining")`, in width and in height.
    let remaining = findings.filter { $0.text.hasSuffix(" remaining") }
    #expect(remaining.count == 2, "\(remaining.map(\.line))")
    #expect(remaining.allSatisfy { $0.view == "relative estimatedArrival" })
    #expect(remaining.first?.widestText == "59 min, 59 secs remaining")
  }

  @Test("LA006: a text within the metrics' ±3 % of its room is a warning, with both sizes in points")
  func tight() throws {
    let (definition, file) = try TestFixture.local("tight-in-compact")
    let report = Checker.check(definition, file: file, devices: Self.phones)
    #expect(
      report.findings.map(\.line) == [
        "tight-in-compact.json: iphone-15-pro compact/trailing step 0 packed (active, stale): \"100%\" needs 43.3"
          + " pt, has 42.3 pt: within the metrics' ±3 %, a phone may or may not cut it → \"100…\" (×2) [LA006]"
      ])
    // The 430-pt class has 10 pt more: far enough from the edge to say nothing.
    #expect(report.findings.map(\.device) == ["iphone-15-pro"])
    #expect(report.summary == "tight-in-compact.json: clean but for 1 warning (1 tight) in 18 frames")
  }

  @Test("LA007: a .timer with no frame in the compact island, on each class, even where it fits")
  func unboundedTimer() throws {
    let (definition, file) = try TestFixture.local("bare-timer")
    let findings = Checker.check(definition, file: file, devices: Self.phones).findings
    #expect(findings.map(\.device) == ["iphone-15-pro", "iphone-15-pro-max"])
    #expect(findings.allSatisfy { $0.presentationRegion == "compact/trailing" && $0.view == "timer arrival" })
    #expect(
      findings.first?.message
        == "a .timer with no frame (\"0:00\" and every later form) takes all the width offered: the island"
        + " grows to the screen's width; bound it with frame(width:) or frame(maxWidth:) (timer arrival)")
    // Bounded, the same timer is not reported.
    guard case .date(let form, let field, var style)? = definition.layouts.fresh[.compactTrailing] else {
      Issue.record("bare-timer's compact trailing is not a date view")
      return
    }
    style.frame = FrameModifier(maxWidth: 40)
    var bounded = definition
    bounded.layouts.fresh[.compactTrailing] = .date(form, field: field, style)
    #expect(
      !Checker.check(bounded, file: file, devices: Self.phones).findings.contains {
        $0.code == .unboundedTimer
      })
  }

  @Test("LA002: the step whose content is over 4 KB, with its measured size")
  func tooLarge() throws {
    let (definition, file) = try TestFixture.local("oversized")
    let findings = Checker.check(definition, file: file, devices: Self.phones).findings
    let measured = ActivityEncoding.encodedSize(
      of: LiveActivity(definition: definition, startingAt: LiveActivity.referenceStart, step: 1))
    #expect(measured == 4170)
    #expect(
      findings.map(\.line) == [
        "oversized.json: step 1 manifestAttached (pipeline[1]): attributes + content state encode to 4170 bytes,"
          + " over the 4096-byte budget; ActivityKit refuses it (attributesTooLarge) [LA002]"
      ])
    #expect(findings.first?.needed == 4170)
    #expect(findings.first?.available == 4096)
    #expect(findings.first?.unit == "bytes")
  }

  @Test("LA003: a stale date at the start and one before an update; an ordinary one is not reported")
  func staleAtStart() throws {
    let (definition, file) = try TestFixture.local("stale-at-start")
    #expect(
      Checker.check(definition, file: file, devices: Self.phones).findings.map(\.line) == [
        "stale-at-start.json: step 0 born (pipeline[0].staleAfter): stale date +0s is not after the start: the"
          + " activity starts stale (devices have been seen never to show it) [LA003]",
        "stale-at-start.json: step 1 late (pipeline[1].staleAfter): stale date -5m is not after the update: the"
          + " update makes the activity stale at once [LA003]",
      ])
  }

  @Test("LA003 of the top-level staleAfter is one finding at that key, for every step that takes it")
  func staleAtStartByDefault() throws {
    let json = """
      {
        "name": "stale", "attributesType": "StaleAttributes", "attributes": {}, "attributeValues": {},
        "contentState": {}, "staleAfter": "-5m",
        "pipeline": [
          { "name": "first", "contentState": {} }, { "name": "own", "contentState": {}, "staleAfter": "+10m" },
          { "name": "third", "contentState": {} }, { "name": "late", "contentState": {}, "staleAfter": "-1m" }
        ],
        "end": { "dismissalPolicy": "default" },
        "layouts": {
          "lockScreen": { "text": "On its way" }, "compactLeading": { "text": "A" },
          "compactTrailing": { "text": "B" }, "minimal": { "text": "C" }, "expanded": { "center": { "text": "D" } }
        }
      }
      """
    let definition = try FixtureDecoder.decode(bytes: Array(json.utf8), file: "stale.json")
    let findings = Checker.check(definition, file: "stale.json", devices: Self.phones).findings
      .filter { $0.code == .staleAtStart }
    #expect(findings.map(\.place) == ["pipeline[3].staleAfter", "staleAfter"])
    #expect(findings.last?.sources.count == 2)
    #expect(findings.last?.line.hasPrefix("stale.json: steps 0, 2 (staleAfter): stale date -5m") == true)
    // SARIF places it at the top-level key, on the fixture's third line.
    let sarif = CheckSARIF.log(
      [CheckReport(file: "stale.json", devices: [], frames: 1, findings: findings)],
      sources: [CheckSARIF.Source(uri: "stale.json", bytes: Array(json.utf8))]
    ).serialized()
    #expect(sarif.contains(#""region":{"startLine":3,"startColumn":23}"#), "\(sarif)")
  }

  @Test("LA004: a fixed icon and an enum case's icon without a glyph; icons with glyphs are not reported")
  func missingGlyph() throws {
    let (definition, file) = try TestFixture.local("missing-glyph")
    let findings = Checker.check(definition, file: file, devices: Self.phones).findings
    #expect(
      findings.map(\.line) == [
        "missing-glyph.json: compact/leading (layouts.compactLeading): icon \"dot.radiowaves.left.and.right\" has"
          + " no terminal glyph → \"□\" [LA004]",
        "missing-glyph.json: minimal/content (layouts.minimal): icon \"waveform.path.ecg\" ({signal.icon} when"
          + " signal is \"searching\") has no terminal glyph → \"□\" [LA004]",
      ])
    #expect(findings.map(\.shown) == ["□", "□"])
  }

  @Test("LA005: private fields read by the Lock Screen as text, through a derived field, and by a condition")
  func privateField() throws {
    let (definition, file) = try TestFixture.local("private-lock-screen")
    let findings = Checker.check(definition, file: file, devices: Self.phones).findings
    #expect(findings.map(\.field) == ["customerName", "completedUnits", "vip"])
    #expect(
      findings.map(\.text) == [
        #"{"text":"For {customerName}"}"#, #"{"percent":"fractionComplete"}"#,
        #"{"if":{"field":"vip","equals":"true"}}"#,
      ])
    #expect(findings[1].detail == "through fractionComplete")
    // roomNumber is private too, but only the Dynamic Island shows it.
    #expect(!findings.contains { $0.field == "roomNumber" })
    // A check of devices with no Lock Screen (a watch) reports none.
    let onWatches = Checker.check(definition, file: file, devices: DeviceProfile.watches).findings
    #expect(!onWatches.contains { $0.code == .privateOnLockScreen })
  }

  @Test("A stale Lock Screen variant that reads a private field is reported under staleLayouts")
  func privateFieldInStaleVariant() throws {
    var definition = try BuiltinFixture.definition("export")
    definition.privateFields = ["updatedAt"]
    let findings = Checker.check(definition, file: "export").findings.filter {
      $0.code == .privateOnLockScreen
    }
    #expect(findings.map(\.place) == ["layouts.lockScreen", "staleLayouts.lockScreen"])
    #expect(findings.map(\.text) == [#"{"relative":"updatedAt"}"#, #"{"relative":"updatedAt"}"#])
  }
}
