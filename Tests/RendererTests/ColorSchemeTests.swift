import Layout
import Lifecycle
import TestSupport
import Testing
import Views

@testable import FrameFormats
@testable import Rendering

/// Colours as iOS draws them, in light and dark appearance: the HIG's label and system colours, the Lock
/// Screen following the phone, the island always dark.
struct ColorSchemeTests {
  /// Every colour a fixture may name, in light and dark, as `#rrggbb` and the colour's own alpha (the HIG's
  /// colour tables, iOS, default contrast).
  static let table: [(NamedColor, light: String, dark: String, alpha: Double)] = [
    (.primary, "#000000", "#ffffff", 1), (.secondary, "#3c3c43", "#ebebf5", 0.6),
    (.tertiary, "#3c3c43", "#ebebf5", 0.3), (.white, "#ffffff", "#ffffff", 1),
    (.black, "#000000", "#000000", 1),
    (.gray, "#8e8e93", "#8e8e93", 1), (.red, "#ff3b30", "#ff453a", 1), (.orange, "#ff9500", "#ff9f0a", 1),
    (.yellow, "#ffcc00", "#ffd60a", 1), (.green, "#34c759", "#30d158", 1), (.mint, "#00c7be", "#66d4cf", 1),
    (.teal, "#30b0c7", "#40c8e0", 1), (.cyan, "#32ade6", "#64d2ff", 1), (.blue, "#007aff", "#0a84ff", 1),
    (.indigo, "#5856d6", "#5e5ce6", 1), (.purple, "#af52de", "#bf5af2", 1), (.pink, "#ff2d55", "#ff375f", 1),
    (.brown, "#a2845e", "#ac8e68", 1),
  ]

  @Test("Every system colour la-sim knows has iOS's light and dark value")
  func everyColorPinned() {
    #expect(Set(Self.table.map(\.0)) == Set(NamedColor.allCases), "the table covers every colour")
    for (color, light, dark, alpha) in Self.table {
      #expect(color.resolved(in: .light).hex == light, "\(color) in light")
      #expect(color.resolved(in: .dark).hex == dark, "\(color) in dark")
      #expect(
        color.resolved(in: .light).alpha == alpha && color.resolved(in: .dark).alpha == alpha, "\(color)")
    }
  }

  @Test("The secondary label is the primary's grey at 60 %: darker than gray on a dark surface")
  func secondaryIsTranslucent() {
    let onBlack = NamedColor.secondary.resolved(in: .dark).over(ResolvedColor(0, 0, 0))
    #expect(onBlack.hex == "#8d8d93")
    #expect(Int(onBlack.red) < Int(NamedColor.gray.resolved(in: .dark).red) + 1)
  }

  @Test("courier in light appearance: black text on its black card; the island stays white on black")
  func courierLight() throws {
    let activity = LiveActivity(
      definition: try BuiltinFixture.definition("courier"), startingAt: LiveActivity.referenceStart)
    let frames = Renderer.renderAll(activity, device: .iPhone15Pro, now: activity.now, colorScheme: .light)
    let card = try #require(frames.first { $0.presentation == .lockScreen })
    #expect(card.frame.colorScheme == .light)
    let letter = try #require(card.frame.cells.first { $0.text == "P" })
    #expect(ColorBlend.foreground(letter.style, in: .light).hex == "#000000")
    #expect(ColorBlend.background(letter.style, in: .light)?.hex == "#000000")
    let sgr = ANSIText.sgr(letter.style, in: .light, colors: .trueColor)
    #expect(sgr.contains("38;2;0;0;0") && sgr.contains("48;2;0;0;0"), "\(sgr)")
    let compact = try #require(frames.first { $0.presentation == .compact })
    #expect(compact.frame.colorScheme == .dark)
  }

  @Test("A card without a tint takes the system's background: black in dark, white in light")
  func defaultCard() throws {
    var definition = try BuiltinFixture.definition("courier")
    definition.activityBackgroundTint = nil
    #expect(Renderer.cardColor(definition, in: .dark) == .black)
    #expect(Renderer.cardColor(definition, in: .light) == .white)
    let activity = LiveActivity(definition: definition, startingAt: LiveActivity.referenceStart)
    let card = Renderer.render(
      activity, presentation: .lockScreen, device: .iPhone15Pro, now: activity.now, colorScheme: .light)
    let letter = try #require(card.frame.cells.first { $0.text == "P" })
    #expect(ColorBlend.foreground(letter.style, in: .light).hex == "#000000")
    #expect(ColorBlend.background(letter.style, in: .light)?.hex == "#ffffff")
  }

  @Test("ANSI: 24-bit colour is exact; the 256-colour form takes the nearest palette colour")
  func ansiDepth() {
    let style = CellStyle(foreground: .indigo, background: .black)
    #expect(ANSIText.sgr(style, in: .dark, colors: .trueColor).contains("38;2;94;92;230"))
    #expect(ANSIText.sgr(style, in: .light, colors: .trueColor).contains("38;2;88;86;214"))
    let index = ANSIText.paletteIndex(.indigo, in: .dark)
    #expect(ANSIText.sgr(style, in: .dark).contains("38;5;\(index)"))
    #expect(FrameSVG.hex(paletteIndex: index) == "#5f5fd7")
  }

  @Test("An untinted ProgressView fills with the accent colour, blue; a tinted one with its tint")
  func accentProgress() throws {
    for (tint, expected) in [("", NamedColor.blue), (", \"tint\": \"orange\"", .orange)] {
      let activity = try VocabularyTests.activity(lockScreen: "{ \"progress\": \"done\"\(tint) }")
      let frame = VocabularyTests.frame(activity).frame
      let filled = frame.cells.filter { $0.text == "█" }
      #expect(!filled.isEmpty)
      #expect(filled.allSatisfy { $0.style.foreground == expected }, "\(tint)")
    }
  }
}
