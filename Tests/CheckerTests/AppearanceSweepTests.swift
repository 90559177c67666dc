import Fixture
import FixtureJSON
import Testing
import Views

@testable import Checking

/// `check` on views that the app's code draws otherwise in each appearance (`CodeViews` reading
/// `colorScheme`): the clip sweep draws each appearance's views, and merges what they find.
struct AppearanceSweepTests {
  static let long = "Order on its way, and a long line that clips somewhere"

  /// A fixture whose Lock Screen view is `lockScreen` (a view's JSON).
  static func definition(lockScreen: String) throws -> ActivityDefinition {
    let json = """
      {
        "name": "appearance", "attributesType": "AppearanceAttributes",
        "attributes": {}, "attributeValues": {}, "contentState": {},
        "pipeline": [ { "name": "start", "contentState": {} }, { "name": "later", "contentState": {} } ],
        "end": { "dismissalPolicy": "default" },
        "layouts": {
          "lockScreen": \(lockScreen),
          "compactLeading": { "text": "A" }, "compactTrailing": { "text": "B" },
          "minimal": { "text": "C" }, "expanded": { "center": { "text": "Pizza" } }
        }
      }
      """
    return try FixtureDecoder.decode(bytes: Array(json.utf8), file: "appearance.json")
  }

  /// The clip findings of a check of `base` in `schemes`, drawn with `dark` in dark appearance and `light`
  /// in light, as code that reads the appearance draws them.
  static func clips(
    dark: ActivityDefinition, light: ActivityDefinition, in schemes: [ColorScheme]
  ) -> [Finding] {
    let views = CodeViews(reads: { [.colorScheme] }) { activities, scheme, _ in
      activities.map { _ in scheme == .light ? light : dark }
    }
    return Checker.check(
      dark, file: "appearance.json", devices: [.iPhone15Pro], colorSchemes: schemes, views: views
    )
    .findings.filter { $0.code == .clipped }
  }

  @Test("A clip only light appearance's views give is checked there and names it")
  func lightOnly() throws {
    let dark = try Self.definition(lockScreen: #"{ "text": "On its way", "lineLimit": 1 }"#)
    let light = try Self.definition(lockScreen: #"{ "text": "\#(Self.long)", "lineLimit": 1 }"#)
    #expect(Self.clips(dark: dark, light: light, in: [.dark]).isEmpty)
    let alone = Self.clips(dark: dark, light: light, in: [.light])
    #expect(alone.count == 1)
    #expect(alone.first?.colorScheme == nil, "the one appearance checked needs no naming")
    let both = Self.clips(dark: dark, light: light, in: [.dark, .light])
    #expect(both.count == 1)
    #expect(both.first?.colorScheme == .light)
    #expect(both.first?.line.contains("light appearance: \"\(Self.long)\"") == true, "\(both.map(\.line))")
    #expect(both.first?.remedies.isEmpty == false, "a clip of one appearance keeps the fixes verified there")
  }

  @Test("A clip both appearances give alike is one finding, with only the fixes verified in both")
  func inBoth() throws {
    let dark = try Self.definition(lockScreen: #"{ "text": "\#(Self.long)", "lineLimit": 1 }"#)
    // Light draws the same text above a tall view: the text clips alike, but a second line would make
    // the card taller than the Lock Screen allows.
    let light = try Self.definition(
      lockScreen: #"""
        { "vstack": [ { "text": "\#(Self.long)", "lineLimit": 1 }, { "text": "x", "frame": { "height": 110 } } ] }
        """#)
    let inDark = try #require(Self.clips(dark: dark, light: light, in: [.dark]).first)
    let inLight = try #require(Self.clips(dark: dark, light: light, in: [.light]).first)
    #expect(inDark.line == inLight.line)
    let darkFixes = inDark.remedies.map(\.sentence)
    let lightFixes = inLight.remedies.map(\.sentence)
    #expect(darkFixes.contains { $0.hasPrefix(".lineLimit(2)") })
    #expect(!lightFixes.contains { $0.hasPrefix(".lineLimit(2)") })
    let merged = Self.clips(dark: dark, light: light, in: [.dark, .light])
    #expect(merged.count == 1)
    #expect(merged.first?.colorScheme == nil)
    #expect(merged.first?.remedies.map(\.sentence) == darkFixes.filter(lightFixes.contains))
    #expect(merged.first?.remedies.isEmpty == false)
  }

  @Test("Views that only colour otherwise in light are swept once: colours change no size")
  func coloursOnly() throws {
    let dark = try Self.definition(
      lockScreen: #"{ "text": "\#(Self.long)", "lineLimit": 1, "color": "white", "background": "black" }"#)
    let light = try Self.definition(
      lockScreen: #"{ "text": "\#(Self.long)", "lineLimit": 1, "color": "black", "background": "white" }"#)
    #expect(dark.layouts != light.layouts)
    #expect(dark.layouts.colorless == light.layouts.colorless)
    let views = CodeViews(reads: { [.colorScheme] }) { activities, scheme, _ in
      activities.map { _ in scheme == .light ? light : dark }
    }
    func report(_ schemes: [ColorScheme]) -> CheckReport {
      Checker.check(
        dark, file: "appearance.json", devices: [.iPhone15Pro], colorSchemes: schemes, views: views)
    }
    let both = report([.dark, .light])
    #expect(both.frames == report([.dark]).frames)
    let clips = both.findings.filter { $0.code == .clipped }
    #expect(clips.count == 1)
    #expect(clips.first?.colorScheme == nil)
    // Another text in light is laid out otherwise: not colourless-equal.
    let other = try Self.definition(
      lockScreen: #"{ "text": "On its way", "lineLimit": 1, "color": "black" }"#)
    #expect(dark.layouts.colorless != other.layouts.colorless)
  }

  @Test("Views that only colour otherwise at some sizes keep their fixes: one edit holds at every size")
  func coloursBySize() throws {
    let plain = try Self.definition(lockScreen: #"{ "text": "\#(Self.long)", "lineLimit": 1 }"#)
    let tinted = try Self.definition(
      lockScreen: #"{ "text": "\#(Self.long)", "lineLimit": 1, "color": "orange" }"#)
    let views = CodeViews(reads: { [.dynamicTypeSize] }) { activities, _, size in
      activities.map { _ in size.isAccessibilitySize ? tinted : plain }
    }
    let clips = Checker.check(
      plain, file: "appearance.json", devices: [.iPhone15Pro], dynamicTypes: [.large, .accessibility1],
      views: views
    ).findings.filter { $0.code == .clipped }
    let spanning = try #require(
      clips.first { $0.dynamicTypes == [.large, .accessibility1] }, "\(clips.map(\.line))")
    #expect(spanning.remediesWithheld == nil)
    #expect(!spanning.remedies.isEmpty)
  }

  @Test("Findings alike in both appearances merge, keeping only the fixes verified in both")
  func mergedFixes() throws {
    let definition = try Self.definition(lockScreen: #"{ "text": "On its way" }"#)
    func finding(_ fixes: [String]) -> Finding {
      var finding = Finding(
        code: .clipped, file: "appearance.json", device: "iphone-15-pro", presentation: .lockScreen,
        region: "content", text: Self.long, needed: 411.6, available: 371, count: 6)
      finding.remedies = fixes.map { Remedy(kind: .lineLimit, change: $0, cost: "fits", edited: definition) }
      finding.remediesSearched = true
      return finding
    }
    func merged(_ dark: [String], _ light: [String]) -> Finding? {
      Checker.inAppearances([
        (.dark, ([finding(dark)], 10, [])), (.light, ([finding(light)], 10, [])),
      ]).findings.first
    }
    let both = try #require(merged(["a", "b", "c"], ["c", "a"]))
    #expect(both.colorScheme == nil)
    #expect(both.remedies.map(\.change) == ["a", "c"])
    #expect(both.remediesWithheld == nil)
    let none = try #require(merged(["a"], ["b"]))
    #expect(none.remedies.isEmpty)
    #expect(none.remediesWithheld?.contains("light appearance") == true)
    #expect(none.remedyLines.first?.hasPrefix("  no fix offered: the app's code draws this text") == true)
    #expect(Checker.inAppearances([(.dark, ([], 10, [])), (.light, ([], 12, []))]).frames == 22)
  }
}
