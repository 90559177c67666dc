import Fixture
import FixtureJSON
import Foundation
import FrameFormats
import JSON
import Layout
import Lifecycle
import Rendering
import TestSupport
import Testing
import Views

/// The SwiftUI views and modifiers the tutorials use, as a fixture writes them, drawn as a phone would.
@Suite struct VocabularyTests {
  /// A fixture with a `Step` enum of four cases, an optional driver and a pickup window, whose Lock Screen
  /// is `lockScreen` (JSON).
  static func activity(
    lockScreen: String, compactTrailing: String = "{ \"text\": \"x\" }", step: String = "b"
  )
    throws -> LiveActivity
  {
    let json = """
      {
        "name": "vocabulary", "attributesType": "VocabularyAttributes",
        "enums": { "Step": [ { "case": "a" }, { "case": "b" }, { "case": "c" }, { "case": "d" } ] },
        "attributes": {}, "attributeValues": {},
        "contentState": { "step": "Step", "driver": "String?", "eta": "Int", "pickupAt": "Date", "done": "Double" },
        "pipeline": [ { "name": "start", "contentState": { "step": "\(step)", "eta": 4, "pickupAt": "+10m", "done": 0.5 } } ],
        "end": { "dismissalPolicy": "default" },
        "activityBackgroundTint": "black.opacity(0.8)",
        "activitySystemActionForegroundColor": "white",
        "layouts": {
          "lockScreen": \(lockScreen),
          "compactLeading": { "icon": "shippingbox.fill" },
          "compactTrailing": \(compactTrailing),
          "minimal": { "icon": "shippingbox.fill" },
          "expanded": {}
        }
      }
      """
    let definition = try FixtureDecoder.decode(bytes: Array(json.utf8), file: "vocabulary.json")
    return LiveActivity(definition: definition, startingAt: LiveActivity.referenceStart)
  }

  static func frame(
    _ activity: LiveActivity, _ presentation: Presentation = .lockScreen, at seconds: Double = 0
  )
    -> RenderedFrame
  {
    Renderer.renderAll(
      activity, device: .iPhone15Pro, now: LiveActivity.referenceStart.addingTimeInterval(seconds)
    ).first { $0.presentation == presentation }!
  }

  static func loadError(lockScreen: String) -> String {
    do {
      _ = try activity(lockScreen: lockScreen)
      return ""
    } catch {
      return "\(error)"
    }
  }

  @Test("A ForEach over an enum draws one dot per case, filled up to the current case, joined by bars")
  func forEachTracker() throws {
    let tracker = """
      { "hstack": [ { "forEach": "Step", "content": [
          { "if": { "index": { "lessThanOrEqual": "step" } },
            "then": { "shape": "circle", "color": "orange", "frame": { "width": 8, "height": 8 } },
            "else": { "shape": "circle", "color": "gray.opacity(0.3)", "frame": { "width": 8, "height": 8 } } },
          { "if": { "index": { "lessThan": "last" } },
            "then": { "shape": "rectangle", "color": "orange", "frame": { "height": 2 } } } ] } ] }
      """
    let rendered = Self.frame(try Self.activity(lockScreen: tracker))
    Picture.expect(
      rendered.frame.rows,
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │                                                   │
      │● ━━━━━━━━━━━━━━ ● ━━━━━━━━━━━━━ ○  ━━━━━━━━━━━━━ ○│
      │                                                   │
      │                                                   │
      ╰───────────────────────────────────────────────────╯






      """)
    // Cases a and b are done (orange, opaque, filled); c and d are grey at 30 %, drawn hollow.
    var dots: [CellStyle] = []
    for x in 0..<rendered.frame.width {
      for y in 0..<rendered.frame.height where ["●", "○"].contains(rendered.frame[x, y].text) {
        dots.append(rendered.frame[x, y].style)
      }
    }
    #expect(dots.map(\.foreground) == [.orange, .orange, .gray, .gray])
    #expect(dots.map(\.foregroundOpacity) == [100, 100, 30, 30])
  }

  @Test("Text + Text keeps each part's weight in the cells and measures as one line")
  func concatenation() throws {
    let joined = """
      { "text": [ { "text": "{eta} min", "bold": true }, { "text": " remaining" } ], "font": "caption2" }
      """
    let rendered = Self.frame(try Self.activity(lockScreen: joined))
    Picture.expect(
      rendered.frame.rows,
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │                                                   │
      │                  4 min remaining                  │
      │                                                   │
      │                                                   │
      ╰───────────────────────────────────────────────────╯






      """)
    let y = try #require(rendered.frame.rows.firstIndex { $0.contains("4 min remaining") })
    let x = try #require(Array(rendered.frame.rows[y]).firstIndex(of: "4"))
    #expect(rendered.frame[x, y].style.bold)
    #expect(!rendered.frame[x + 6, y].style.bold)  // the "r" of "remaining"
  }

  @Test("Text(timerInterval:) counts down, stops at 0:00, and is as wide as its widest value")
  func timerInterval() throws {
    let trailing = """
      { "timerInterval": { "start": "pickupAt-10m", "end": "pickupAt" }, "font": "caption", "monospacedDigit": true }
      """
    let activity = try Self.activity(lockScreen: "{ \"text\": \"x\" }", compactTrailing: trailing)
    let start = Self.frame(activity, .compact)
    Picture.expect(
      start.frame.rows,
      """
      ╭────────────────────────────────╮
      │                                │
      │   📦           ●        10:00  │
      │                                │
      ╰────────────────────────────────╯
      """)
    Picture.expect(
      Self.frame(activity, .compact, at: 150).frame.rows,
      """
      ╭────────────────────────────────╮
      │                                │
      │   📦           ●        7:30   │
      │                                │
      ╰────────────────────────────────╯
      """)
    Picture.expect(
      Self.frame(activity, .compact, at: 3600).frame.rows,
      """
      ╭────────────────────────────────╮
      │                                │
      │   📦           ●        0:00   │
      │                                │
      ╰────────────────────────────────╯
      """)
    // Unlike `.timer`, a bounded timer does not take the whole width: nothing is reported.
    #expect(start.truncations.isEmpty)
  }

  @Test("A condition on nil, on a number and on a value picks the branch a phone would")
  func conditions() throws {
    let layout = """
      { "vstack": [
        { "if": { "field": "driver", "isNil": true }, "then": { "text": "Finding a driver" }, "else": { "text": "Driver found" } },
        { "if": { "field": "eta", "lessThan": 5 }, "then": { "text": "Almost there" } },
        { "if": { "field": "eta", "greaterThan": 5 }, "then": { "text": "On the way" } } ] }
      """
    Picture.expect(
      Self.frame(try Self.activity(lockScreen: layout)).frame.rows,
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │                  Finding a driver                 │
      │                                                   │
      │                    Almost there                   │
      │                                                   │
      ╰───────────────────────────────────────────────────╯






      """)
  }

  @Test("A status capsule draws its colour on a 20 % tint of it, blended in ANSI")
  func capsuleTint() throws {
    let capsule = """
      { "text": "Ready", "font": "caption", "color": "orange", "background": "orange.opacity(0.2)",
        "clipShape": "capsule", "padding": { "horizontal": 8, "vertical": 4 } }
      """
    let rendered = Self.frame(try Self.activity(lockScreen: capsule))
    let y = try #require(rendered.frame.rows.firstIndex { $0.contains("Ready") })
    let x = try #require(Array(rendered.frame.rows[y]).firstIndex(of: "R"))
    let style = rendered.frame[x, y].style
    #expect(style.foreground == .orange && style.foregroundOpacity == 100)
    #expect(style.background == .orange && style.backgroundOpacity == 20)
    // 20 % orange over black is a dark brown, not orange nor black, exact in 24-bit colour.
    let orange = ANSIText.paletteIndex(.orange)
    let sgr = ANSIText.sgr(style)
    #expect(sgr.contains("38;5;\(orange)"))
    #expect(sgr.contains("48;2;51;32;2"), "the 20 % tint, exact: the palette would make it grey")
    #expect(ANSIText.sgr(style, colors: .trueColor).contains("38;2;255;159;10;48;2;51;32;2"))
  }

  @Test("Label puts its icon before its title, and its modifiers reach both")
  func label() throws {
    let label = """
      { "label": { "title": { "text": "Pizza Planet", "font": "caption", "bold": true }, "icon": { "icon": "shippingbox.fill" } },
        "color": "green" }
      """
    let rendered = Self.frame(try Self.activity(lockScreen: label))
    Picture.expect(
      rendered.frame.rows,
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │                                                   │
      │                   📦 Pizza Planet                 │
      │                                                   │
      │                                                   │
      ╰───────────────────────────────────────────────────╯






      """)
    let row = try #require(rendered.frame.rows.first { $0.contains("Pizza Planet") })
    let icon = try #require(row.firstIndex(of: "📦"))
    let title = try #require(row.range(of: "Pizza Planet"))
    #expect(icon < title.lowerBound)
  }

  @Test("The card's tint may carry an opacity; bad colours and misplaced conditions are one-line errors")
  func errors() throws {
    let activity = try Self.activity(lockScreen: "{ \"text\": \"x\" }")
    #expect(activity.definition.activityBackgroundTint == StyleColor(.black, opacity: 0.8))
    #expect(activity.definition.activitySystemActionForegroundColor == .white)
    #expect(
      Self.loadError(lockScreen: "{ \"text\": \"x\", \"color\": \"gray.opacity(3)\" }").contains(
        "gray.opacity(3)"))
    #expect(
      Self.loadError(
        lockScreen: "{ \"if\": { \"index\": { \"equals\": 1 } }, \"then\": { \"text\": \"x\" } }"
      )
      .contains("inside a \"forEach\""))
    #expect(
      Self.loadError(
        lockScreen: "{ \"if\": { \"field\": \"eta\", \"isNil\": true }, \"then\": { \"text\": \"x\" } }"
      )
      .contains("not optional"))
    #expect(Self.loadError(lockScreen: "{ \"shape\": \"star\" }").contains("unknown shape \"star\""))
    #expect(
      Self.loadError(lockScreen: "{ \"forEach\": \"Nope\", \"content\": { \"text\": \"x\" } }").contains(
        "unknown enum"))
  }

  @Test("A forEach repeats at most 64 times, so a hostile enum of 10,000 cases is refused at load, not drawn")
  func forEachIsBounded() {
    let cases = (0..<10_000).map { "{ \"case\": \"c\($0)\" }" }.joined(separator: ", ")
    let json = """
      { "name": "many", "attributesType": "ManyAttributes", "enums": { "Many": [ \(cases) ] },
        "attributes": {}, "attributeValues": {}, "contentState": { "value": "Many" },
        "pipeline": [ { "name": "start", "contentState": { "value": "c0" } } ],
        "end": { "dismissalPolicy": "default" },
        "layouts": {
          "lockScreen": { "hstack": [ { "forEach": "Many", "content": { "shape": "circle" } } ] },
          "compactLeading": { "text": "x" }, "compactTrailing": { "text": "x" }, "minimal": { "text": "x" },
          "expanded": {} } }
      """
    #expect(throws: FixtureError.self) {
      try FixtureDecoder.decode(bytes: Array(json.utf8), file: "many.json")
    }
    do {
      _ = try FixtureDecoder.decode(bytes: Array(json.utf8), file: "many.json")
    } catch {
      #expect("\(error)".contains("forEach over 10000 cases of Many; la-sim draws at most 64"))
    }
  }
}
