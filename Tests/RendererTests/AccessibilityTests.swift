import Fixture
import FixtureJSON
import Layout
import Lifecycle
import Rendering
import TestSupport
import Testing

/// `render --format accessibility`: what VoiceOver reads, in its order, with its labels.
@Suite struct AccessibilityTests {
  /// A one-step activity due 12 min 5 s after its start, whose compact trailing and Lock Screen are the
  /// views given as JSON.
  func activity(compactTrailing: String, lockScreen: String = "{ \"text\": \"{label}\" }") throws
    -> LiveActivity
  {
    let json = """
      {
        "name": "reader", "attributesType": "ReaderAttributes",
        "attributes": {}, "attributeValues": {},
        "contentState": { "label": "String", "due": "Date", "fraction": "Double" },
        "pipeline": [ { "name": "start", "contentState": { "label": "Pickup", "due": "+725s", "fraction": 0.6 } } ],
        "end": { "dismissalPolicy": "default" },
        "layouts": {
          "lockScreen": \(lockScreen),
          "compactLeading": { "icon": "box.truck.fill" },
          "compactTrailing": \(compactTrailing),
          "minimal": { "icon": "box.truck.fill", "accessibilityLabel": "Delivery" },
          "expanded": { "center": { "text": "{label}" } }
        }
      }
      """
    let definition = try FixtureDecoder.decode(bytes: Array(json.utf8), file: "reader.json")
    return LiveActivity(definition: definition, startingAt: LiveActivity.referenceStart)
  }

  func read(_ activity: LiveActivity, _ presentation: Presentation) -> [String] {
    Renderer.accessibility(activity, presentation: presentation, now: activity.now).elements.map {
      "\($0.region) \($0.role.rawValue) \($0.label)"
    }
  }

  @Test(
    "a timer is read as a duration",
    arguments: [
      ("12:05", "12 minutes, 5 seconds"), ("1:02:03", "1 hour, 2 minutes, 3 seconds"), ("1:00", "1 minute"),
      ("10:00:01", "10 hours, 1 second"), ("0:00", "0 seconds"), ("-0:05", "minus 5 seconds"),
      ("soon", "soon"), ("1:2:3:4", "1:2:3:4"),
    ])
  func spokenTimer(_ shown: String, _ spoken: String) {
    #expect(AccessibilityElement.spokenTimer(shown) == spoken)
  }

  @Test("an SF Symbol with no label is read by its name's words")
  func symbolWords() {
    #expect(AccessibilityElement.symbolWords("box.truck.fill") == "box truck fill")
    #expect(AccessibilityElement.symbolWords("timer") == "timer")
  }

  @Test("compact: the leading image by its symbol name, then the trailing timer as a duration")
  func compactOrder() throws {
    let activity = try activity(compactTrailing: "{ \"timer\": \"due\", \"frame\": { \"maxWidth\": 48 } }")
    #expect(
      read(activity, .compact) == ["leading image box truck fill", "trailing timer 12 minutes, 5 seconds"])
    // The fixture's accessibilityLabel replaces the symbol's name.
    let minimal = Renderer.accessibility(activity, presentation: .minimal, now: activity.now).elements
    #expect(minimal.map(\.label) == ["Delivery"])
    #expect(minimal.first?.isLabelled == true && minimal.first?.role == .image)
  }

  @Test(
    "a stack is read leading to trailing and top to bottom; hidden views, shapes and spacers are not read")
  func stackOrder() throws {
    let lockScreen = """
      { "vstack": [
          { "hstack": [ { "icon": "star.fill", "accessibilityHidden": true }, { "text": "Order {label}" },
                        { "spacer": true }, { "percent": "fraction" } ] },
          { "progress": "fraction" },
          { "shape": "capsule" },
          { "label": "Due", "systemImage": "clock" },
          { "hstack": [ { "text": "In " }, { "timer": "due" } ], "accessibilityLabel": "Due in {label}" }
      ] }
      """
    let activity = try activity(compactTrailing: "{ \"text\": \"{label}\" }", lockScreen: lockScreen)
    #expect(
      read(activity, .lockScreen) == [
        "content text Order Pickup", "content text 60%", "content progress 60%", "content text Due",
        "content text Due in Pickup",
      ])
  }

  @Test("pizza-planet's Lock Screen, as VoiceOver walks it")
  func pizzaPlanet() throws {
    let definition = try BuiltinFixture.definition("pizza-planet")
    let activity = LiveActivity.prepared(definition, step: 0, state: nil, elapsed: 0)
    // The truck, the title and order number beside it, the timer and its caption; the step capsules are
    // shapes (not read); the status and driver; the customer's pizza.
    #expect(
      read(activity, .lockScreen).map { $0.split(separator: " ", maxSplits: 2)[1...].joined(separator: " ") }
        == [
          "image box truck fill", "text Pizza Planet Delivery", "text Order #4821", "timer 30 minutes",
          "text remaining", "text 📋 Order Placed", "text Driver: Buzz Lightyear",
          "text Andy's Buzz's Cosmic Supreme",
        ])
  }

  @Test("an ended activity is not read in the Dynamic Island")
  func endedIsland() throws {
    let definition = try BuiltinFixture.definition("courier")
    let activity = LiveActivity.prepared(definition, step: 1, state: .ended, elapsed: 0)
    let reading = Renderer.accessibility(activity, presentation: .compact, now: activity.now)
    #expect(reading.elements.isEmpty)
    #expect(reading.note == "ended: gone from the Dynamic Island")
  }
}
