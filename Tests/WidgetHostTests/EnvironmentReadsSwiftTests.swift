import Foundation
import TestSupport
import Testing

/// `check` on the app's Swift asks views that read `@Environment(\.dynamicTypeSize)` or
/// `@Environment(\.colorScheme)` again at each size and in each appearance it checks, since they may draw
/// something else there: a clip or a contrast la-sim reports is one the phone shows.
@Suite(.serialized)
struct EnvironmentReadsSwiftTests {
  /// A widget whose compact trailing view is `trailing` and whose Lock Screen view is `card`.
  static func widget(trailing: String, card: String = "Text(\"Order on its way\")") -> String {
    WidgetHostFailureTests.attributes + """
      struct Trailing: View {
        @Environment(\\.dynamicTypeSize) var size
        var body: some View { \(trailing) }
      }

      struct Card: View {
        @Environment(\\.colorScheme) var scheme
        var body: some View { \(card) }
      }

      struct ReadingWidget: Widget {
        var body: some WidgetConfiguration {
          ActivityConfiguration(for: LoopAttributes.self) { context in
            Card()
          } dynamicIsland: { context in
            DynamicIsland {
              DynamicIslandExpandedRegion(.center) { Text("c") }
            } compactLeading: { Image(systemName: "box.truck.fill") } compactTrailing: {
              Trailing()
            } minimal: { Text("m") }
          }
        }
      }
      """
  }

  /// A widget drawing `lockScreen` on the Lock Screen and `trailing` in the compact island, after the
  /// views `declarations` declare.
  static func plainWidget(declarations: String, lockScreen: String, trailing: String) -> String {
    WidgetHostFailureTests.attributes + declarations + """

      struct PlainWidget: Widget {
        var body: some WidgetConfiguration {
          ActivityConfiguration(for: LoopAttributes.self) { context in
            \(lockScreen)
          } dynamicIsland: { context in
            DynamicIsland {
              DynamicIslandExpandedRegion(.center) { Text("c") }
            } compactLeading: { Text("a") } compactTrailing: { \(trailing) } minimal: { Text("m") }
          }
        }
      }
      """
  }

  /// The report of `check` on `source` with the pizza-planet pipeline on the 15 Pro, and its lines.
  static func check(_ source: String, _ arguments: [String], device: String = "iphone-15-pro") throws
    -> [String]
  {
    let directory = try TemporaryDirectory.ofThisTest()
    let file = try directory.write(source, to: "Widget.swift")
    let result = try LaSimProcess.run(
      ["check", file, "--pipeline", "fixtures/activities/pizza-planet.json", "--device", device]
        + arguments,
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func aViewThatReadsTheTextSizeIsCheckedAsItDrawsAtEachSize() throws {
    let lines = try Self.check(
      Self.widget(trailing: #"Text(size.isAccessibilitySize ? "9m" : "9 min left").font(.headline)"#),
      ["--dynamic-type", "all"])
    let long = lines.filter { $0.contains("\"9 min left\"") && $0.contains("[LA001]") }
    // The long text is drawn only below the accessibility sizes, where it clips at every size.
    #expect(long.count == 1, "\(lines)")
    #expect(long.allSatisfy { $0.contains("Dynamic Type xSmall–xxxLarge:") }, "\(long)")
    // The short one only at the accessibility sizes: it clips from AX2, fits at AX1 within the metrics' error.
    let short = lines.filter { $0.contains("\"9m\"") }
    #expect(short.contains { $0.contains("Dynamic Type AX2–AX5:") && $0.contains("[LA001]") }, "\(lines)")
    #expect(!short.contains { $0.contains("xxxLarge") }, "\(short)")
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func aRemedyIsNotOfferedAcrossSizesTheCodeDrawsOtherwise() throws {
    // The same text, alone below AX1 and above another text from AX1: one finding, two sets of views.
    let trailing = #"""
      Group {
          if size.isAccessibilitySize {
            VStack { Text("9 min left").font(.headline); Text("x") }
          } else {
            Text("9 min left").font(.headline)
          }
        }
      """#
    let lines = try Self.check(Self.widget(trailing: trailing), ["--dynamic-type", "all"])
    guard let finding = lines.firstIndex(where: { $0.contains("\"9 min left\"") && $0.contains("AX5") })
    else {
      Issue.record("no finding of the text at AX5: \(lines)")
      return
    }
    #expect(lines[finding].contains("xSmall–AX5"), "\(lines[finding])")
    // No edit of one of the two views can be verified at every size: none is printed, and the line under
    // the finding says why.
    #expect(!(lines.dropFirst(finding + 1).first ?? "").hasPrefix("  fix:"), "\(lines)")
    #expect(
      (lines.dropFirst(finding + 1).first ?? "").hasPrefix(
        "  no fix offered: the app's code draws this text in other views at some of these sizes"), "\(lines)")
    // At the sizes where one view draws it, a fix is found and verified as before.
    let below = try Self.check(Self.widget(trailing: trailing), ["--dynamic-type", "large"])
    #expect(below.contains { $0.hasPrefix("  fix:") }, "\(below)")
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func aViewInsideADynamicTypeRangeReadsTheClampedSize() throws {
    // SwiftUI gives the views inside `.dynamicTypeSize(...large)` the reader's size clamped to the range.
    let source = Self.widget(
      trailing: #"Text(size.isAccessibilitySize ? "AX" : "9 min left").font(.headline)"#
    ).replacingOccurrences(
      of: "Trailing()\n", with: "Trailing().dynamicTypeSize(...DynamicTypeSize.large)\n")
    #expect(source.contains("Trailing().dynamicTypeSize("))
    let file = try TemporaryDirectory.ofThisTest().write(source, to: "Widget.swift")
    let rendered = try LaSimProcess.run(
      [
        "render", file, "--pipeline", "fixtures/activities/pizza-planet.json", "--dynamic-type", "AX3",
        "--presentation", "compact",
      ], environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(rendered.stdout.contains("compact/trailing (Widget.swift:11:25): \"9 min left\""), "\(rendered)")
    #expect(!rendered.stdout.contains("AX\""), "\(rendered.stdout)")
    let lines = try Self.check(source, ["--dynamic-type", "all"])
    #expect(lines.contains { $0.contains("\"9 min left\"") && $0.contains("xSmall–AX5") }, "\(lines)")
    #expect(!lines.contains { $0.contains("\"AX\"") }, "\(lines)")
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func aViewThatReadsTheAppearanceIsCheckedInEach() throws {
    let card = #"Text("Order on its way").foregroundStyle(scheme == .dark ? Color.white : Color.black)"#
    let lines = try Self.check(
      Self.widget(trailing: #"Text("9m")"#, card: card), ["--appearance", "all"])
    #expect(!lines.contains { $0.contains("[LA013]") }, "\(lines)")
    // White in both appearances is white on the light card: the check still sees it.
    let white = try Self.check(
      Self.widget(trailing: #"Text("9m")"#, card: #"Text("Order on its way").foregroundStyle(.white)"#),
      ["--appearance", "all"])
    #expect(white.contains { $0.contains("[LA013]") && $0.contains("light appearance") }, "\(white)")
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func aTextOnlyOneAppearanceDrawsIsCheckedThere() throws {
    let long = "Order on its way, and a long line that clips somewhere"
    let card = #"Text(scheme == .light ? "\#(long)" : "On its way").lineLimit(1)"#
    let source = Self.widget(trailing: #"Text("9m")"#, card: card)
    func clips(_ lines: [String]) -> [String] {
      lines.filter { $0.contains("\"\(long)\"") && $0.contains("[LA001]") }
    }
    // Dark draws the short text: nothing clips.
    #expect(clips(try Self.check(source, ["--appearance", "dark"])).isEmpty)
    // Light draws the long one, which clips on the Lock Screen.
    let light = clips(try Self.check(source, ["--appearance", "light"]))
    #expect(light.count == 1, "\(light)")
    #expect(light.allSatisfy { !$0.contains("appearance") }, "\(light)")
    // Both: the clip names the one appearance that gives it.
    let both = clips(try Self.check(source, ["--appearance", "all"]))
    #expect(both.count == 1, "\(both)")
    #expect(both.allSatisfy { $0.contains("(active, stale, ended) light appearance: ") }, "\(both)")
    // Each appearance's views are swept: the frames of both.
    #expect(try Self.check(source, ["--appearance", "all"]).last?.hasSuffix(" in 740 frames") == true)
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func aClipBothAppearancesGiveIsOneFindingWithItsFixes() throws {
    // Only the colour follows the appearance: the text clips alike in both.
    let card = #"""
      Text("Order on its way, and a long line that clips somewhere").lineLimit(1)
            .foregroundStyle(scheme == .dark ? Color.white : Color.black)
      """#
    let lines = try Self.check(Self.widget(trailing: #"Text("9m")"#, card: card), ["--appearance", "all"])
    let clips = lines.indices.filter { lines[$0].contains("[LA001]") }
    #expect(clips.count == 1, "\(lines)")
    guard let clip = clips.first else { return }
    #expect(!lines[clip].contains("appearance"), "\(lines[clip])")
    // Views that only colour otherwise are laid out alike: one sweep, the frames of one appearance.
    #expect(lines.last?.hasSuffix(" in 370 frames") == true, "\(lines)")
    #expect((lines.dropFirst(clip + 1).first ?? "").hasPrefix("  fix: .lineLimit(2)"), "\(lines)")
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func theIslandsViewsReadDarkInEitherAppearance() throws {
    let trailing = """
      struct Trailing: View {
        @Environment(\\.colorScheme) var scheme
        var body: some View {
          Text(scheme == .dark ? "D" : "L").foregroundStyle(scheme == .dark ? Color.white : Color.black)
        }
      }
      """
    let source = Self.plainWidget(
      declarations: trailing, lockScreen: #"Text("Order on its way")"#, trailing: "Trailing()")
    let file = try TemporaryDirectory.ofThisTest().write(source, to: "Widget.swift")
    let rendered = try LaSimProcess.run(
      [
        "render", file, "--pipeline", "fixtures/activities/pizza-planet.json", "--appearance", "light",
        "--presentation", "compact",
      ], environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(rendered.status == 0, "\(rendered.stderr)")
    // The compact island's row: the leading text, the camera, and the trailing view as drawn in dark.
    #expect(rendered.stdout.contains("│    a           ●          D    │"), "\(rendered.stdout)")
    // Black on the island's black in light appearance would be a contrast the phone never shows.
    let lines = try Self.check(source, ["--appearance", "all"])
    #expect(!lines.contains { $0.contains("[LA013]") }, "\(lines)")
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func theStandByViewIsReadAtEachSize() throws {
    let long = "A very long StandBy text that clips at accessibility sizes"
    let card = #"""
      Group {
            if fullscreen {
              Text(size.isAccessibilitySize ? "\#(long)" : "Short").lineLimit(1)
            } else {
              Text("Card")
            }
          }
      """#
    let declarations = """
      struct Card: View {
        @Environment(\\.isActivityFullscreen) var fullscreen
        @Environment(\\.dynamicTypeSize) var size
        var body: some View {
          \(card)
        }
      }
      """
    let lines = try Self.check(
      Self.plainWidget(declarations: declarations, lockScreen: "Card()", trailing: #"Text("b")"#),
      ["--dynamic-type", "all"], device: "standby")
    // StandBy's own view at the accessibility sizes, where the code draws the long text there.
    let clips = lines.filter { $0.contains("\"\(long)\"") }
    #expect(clips.count == 1, "\(lines)")
    #expect(
      clips.allSatisfy { $0.contains("standby lock-screen/content") && $0.contains("Dynamic Type AX1–AX5:") })
  }
}
