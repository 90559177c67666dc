import Foundation
import Rendering
import Testing

@testable import Fixture
@testable import FixtureJSON
@testable import Formatting
@testable import JSON
@testable import Lifecycle

/// The placeholder grammar of a fixture's texts, each form against what Swift itself computes for the same
/// expression: `Text("\(fare)")`, `Text("\(driverName ?? "—")")`, `Text("\(Int(progress * 100))")`, ….
@Suite struct TemplateGrammarTests {
  /// The Swift enum the fixture's `DeliveryStatus` stands for.
  enum DeliveryStatus: String {
    case outForDelivery = "Out for Delivery"
    case pickedUp = "picked-up by o'neil"
  }

  static let enUS = Locale(identifier: "en_US")

  /// An activity whose Lock Screen shows `text`, with the content state `content` (JSON members).
  static func activity(_ text: String, _ content: String = "") throws -> LiveActivity {
    let defaults: [String: String] = [
      "fare": "18.5", "eta": "12", "progress": "0.29", "status": "\"Out for Delivery\"",
      "label": "\"iPhone\"",
      "vip": "true", "driverName": "null", "tip": "null", "stops": "null", "next": "null",
    ]
    var values = defaults
    for member in content.split(separator: ";") {
      let pair = member.split(separator: "=", maxSplits: 1).map(String.init)
      values[pair[0]] = pair[1]
    }
    let state = values.keys.sorted().map { "\"\($0)\": \(values[$0]!)" }.joined(separator: ", ")
    let json = """
      {
        "name": "grammar", "attributesType": "GrammarAttributes",
        "enums": { "DeliveryStatus": [
          { "case": "outForDelivery", "rawValue": "Out for Delivery", "emoji": "🛵" },
          { "case": "pickedUp", "rawValue": "picked-up by o'neil", "emoji": "📦" } ] },
        "attributes": {}, "attributeValues": {},
        "contentState": {
          "fare": "Double", "eta": "Int", "progress": "Double", "status": "DeliveryStatus", "label": "String",
          "vip": "Bool", "driverName": "String?", "tip": "Double?", "stops": "Int?", "next": "DeliveryStatus?"
        },
        "pipeline": [ { "name": "start", "contentState": { \(state) } } ],
        "end": { "dismissalPolicy": "default" },
        "layouts": {
          "lockScreen": { "text": \(JSONValue.quote(text)) },
          "compactLeading": { "text": "a" }, "compactTrailing": { "text": "b" }, "minimal": { "text": "c" },
          "expanded": {}
        }
      }
      """
    let definition = try FixtureDecoder.decode(bytes: Array(json.utf8), file: "grammar.json")
    return LiveActivity(definition: definition, startingAt: LiveActivity.referenceStart)
  }

  /// What the Lock Screen text reads for `content`.
  static func shown(_ text: String, _ content: String = "") throws -> String {
    let activity = try activity(text, content)
    guard case .text(let template, _)? = activity.definition.layouts.fresh[.lockScreen] else {
      Issue.record("no text on the Lock Screen")
      return ""
    }
    return TemplateText.resolve(template, values: activity.readableValues, definition: activity.definition)
  }

  @Test(
    "A plain Double shows through %lf, an Int through %lld, a Bool as true or false, an enum by its raw value"
  )
  func plain() throws {
    for fare in [18.5, 0.1 + 0.2, 1e20, -0.0, 3] {
      #expect(try Self.shown("{fare}", "fare=\(fare)") == String(format: "%lf", fare))
    }
    #expect(try Self.shown("{eta} min", "eta=-7") == "\(-7) min")
    #expect(try Self.shown("{vip}") == "\(true)")
    #expect(try Self.shown("{status}") == DeliveryStatus.outForDelivery.rawValue)
    #expect(try Self.shown("#{label}!") == "#iPhone!")
  }

  @Test("An optional shows as String(describing:) writes it, and nil when it is null")
  func optionals() throws {
    #expect(
      try Self.shown("{driverName}", "driverName=\"Andy \\\"A\\\"\"")
        == String(describing: Optional("Andy \"A\"")))
    #expect(try Self.shown("{driverName}") == String(describing: String?.none))
    #expect(try Self.shown("{tip}", "tip=2.5") == String(describing: Optional(2.5)))
    #expect(try Self.shown("{tip}", "tip=1e20") == String(describing: Optional(1e20)))
    #expect(try Self.shown("{stops}", "stops=3") == String(describing: Optional(3)))
    // Swift writes the module's name too (`Optional(RendererTests.…)`); a fixture has none.
    let swift = String(describing: Optional(DeliveryStatus.pickedUp))
      .replacingOccurrences(of: "RendererTests.TemplateGrammarTests.", with: "")
    #expect(try Self.shown("{next}", "next=\"picked-up by o'neil\"") == swift)
  }

  @Test("?? shows the literal for nil and the value otherwise; braces inside the literal are text")
  func fallback() throws {
    #expect(try Self.shown("Driver: {driverName ?? \"—\"}") == "Driver: —")
    #expect(try Self.shown("{driverName ?? \"—\"}", "driverName=\"Andy\"") == "Andy")
    #expect(try Self.shown("{driverName ?? \"{none}\"}") == "{none}")
    #expect(try Self.shown("{driverName ?? \"\\u{2014}\"}") == "\u{2014}")
  }

  @Test("Accessors chain left to right, with Foundation's capitalized and Swift's case mappings")
  func accessors() throws {
    let raw = DeliveryStatus.pickedUp.rawValue
    let picked = "status=\"\(raw)\""
    #expect(try Self.shown("{status.capitalized}", picked) == raw.capitalized)
    #expect(try Self.shown("{status.rawValue.capitalized}", picked) == raw.capitalized)
    #expect(try Self.shown("{status.rawValue.uppercased()}", picked) == raw.uppercased())
    #expect(try Self.shown("{status.case}", picked) == "\(DeliveryStatus.pickedUp)")
    #expect(try Self.shown("{status.emoji} {status}") == "🛵 Out for Delivery")
    #expect(try Self.shown("{status.capitalized}") == "Out For Delivery")
    for label in ["iPhone", "o'neil", "picked-up", "3rd place", "ÉCOLE élan", "straße", "ǆemal"] {
      let content = "label=\(JSONValue.quote(label))"
      #expect(try Self.shown("{label.capitalized}", content) == label.capitalized)
      #expect(try Self.shown("{label.uppercased()}", content) == label.uppercased())
      #expect(try Self.shown("{label.lowercased()}", content) == label.lowercased())
    }
  }

  @Test("Int(…) cuts toward zero after Swift's own Double arithmetic; .rounded() rounds halves away")
  func integer() throws {
    for progress in [0.29, 2.0 / 3, 0.999, 0.125, -0.57, 0.005] {
      let content = "progress=\(progress)"
      #expect(try Self.shown("{Int(progress * 100)}%", content) == "\(Int(progress * 100))%")
      #expect(
        try Self.shown("{Int((progress * 100).rounded())}", content) == "\(Int((progress * 100).rounded()))")
      #expect(try Self.shown("{Int(progress * 2.5)}", content) == "\(Int(progress * 2.5))")
      #expect(try Self.shown("{Int(progress.rounded())}", content) == "\(Int(progress.rounded()))")
    }
    #expect(try Self.shown("{Int(fare)}") == "\(Int(18.5))")
    #expect(try Self.shown("{Int(eta * 60)} s") == "\(12 * 60) s")
    #expect(try Self.shown("{Int(progress * 100), format: .percent}", "progress=0.5") == "50%")
  }

  @Test("Where Swift's Int(…) traps, la-sim shows the value clamped and says so")
  func traps() throws {
    let activity = try Self.activity("x")
    let conversion = TextTemplate.Placeholder(
      source: "Int(progress * 100)",
      value: .integer(TextTemplate.IntegerConversion(field: "progress", factor: "100")), style: .plain)
    func interpolate(_ value: Value, _ placeholder: TextTemplate.Placeholder = conversion)
      -> TemplateText.Interpolation
    {
      TemplateText.interpolate(
        placeholder, values: ["progress": value, "eta": value], definition: activity.definition)
    }
    #expect(interpolate(.double(.nan)) == TemplateText.Interpolation(text: "0", trap: "Int(nan) traps"))
    #expect(interpolate(.double(1e300)).text == String(Int.max))
    #expect(interpolate(.double(-.infinity)).text == String(Int.min))
    #expect(interpolate(.double(1e300)).trap != nil)
    #expect(interpolate(.double(0.5)) == TemplateText.Interpolation(text: "50", trap: nil))
    let times = TextTemplate.Placeholder(
      source: "Int(eta * 100)", value: .integer(TextTemplate.IntegerConversion(field: "eta", factor: "100")),
      style: .plain)
    #expect(interpolate(.int(.max / 10), times).trap == "\(Int.max / 10) * 100 overflows Int")
    #expect(interpolate(.int(.max / 1000), times).trap == nil)
  }

  @Test("format: and specifier: format the value as Foundation and String(format:) do")
  func styles() throws {
    #expect(
      try Self.shown("{fare, format: .currency(code: \"USD\")}")
        == 18.5.formatted(.currency(code: "USD").locale(Self.enUS)))
    #expect(try Self.shown("{fare, format: .number.precision(.fractionLength(2))}") == "18.50")
    #expect(try Self.shown("{progress, format: .percent}", "progress=0.125") == "12.5%")
    #expect(
      try Self.shown("{progress, format: .percent.precision(.fractionLength(0))}", "progress=0.125")
        == 0.125.formatted(.percent.precision(.fractionLength(0)).locale(Self.enUS)))
    #expect(
      try Self.shown("{eta, format: .number}", "eta=12345") == 12345.formatted(.number.locale(Self.enUS)))
    #expect(try Self.shown("{fare, specifier: \"%.1f\"} km") == String(format: "%.1f km", 18.5))
    #expect(try Self.shown("{eta, specifier: \"%02d min\"}", "eta=7") == String(format: "%02d min", 7))
    #expect(try Self.shown("{label, specifier: \"%@!\"}") == String(format: "%@!", "iPhone"))
    #expect(
      try Self.shown("{progress, specifier: \"%.0f%%\"}", "progress=2.5") == String(format: "%.0f%%", 2.5))
  }

  @Test("The frame shows the formatted text, as the phone draws it")
  func rendered() throws {
    let activity = try Self.activity("Fare {fare, format: .currency(code: \"EUR\")}")
    let lock = Renderer.render(activity, presentation: .lockScreen, device: .iPhone15Pro, now: activity.now)
    #expect(lock.frame.rows.contains { $0.contains("Fare €18.50") })
  }

  @Test("Each placeholder still reads as the field it uses; the one-accessor forms keep their accessor")
  func parts() throws {
    let cursor = JSONCursor(value: .string(""), path: "$", position: nil, file: "t")
    let text =
      "{status.emoji} {fare, format: .number} {driverName ?? \"—\"} {Int(progress * 100)} {label.uppercased()}"
    let template = try TextTemplateParser.parse(text, cursor: cursor)
    #expect(
      template.parts == [
        .field("status", .emoji), .literal(" "), .field("fare", .value), .literal(" "),
        .field("driverName", .value), .literal(" "), .field("progress", .value), .literal(" "),
        .field("label", .value),
      ])
    #expect(template.fixtureText == text)
    #expect(TextTemplate(parts: template.parts).parts == template.parts)
  }

  @Test(
    "A placeholder Swift would not compile is refused at load, saying why",
    arguments: [
      ("{label, format: .number}", "format: takes an Int or a Double, and this is String"),
      ("{driverName, format: .number}", "format: takes an Int or a Double, and this is String?"),
      ("{tip, format: .number}", "and this is Double?"),
      ("{fare ?? \"—\"}", "fare is not optional, so ?? is never used"),
      ("{tip ?? \"—\"}", "?? with a string literal needs a String?, and tip is Double?"),
      ("{eta.uppercased()}", "Int has no member .uppercased()"),
      ("{label.rawValue}", ".rawValue reads an enum case, and this is a String"),
      ("{driverName.uppercased()}", "driverName is String?, which Swift needs unwrapped"),
      ("{Int(label)}", "Int(…) takes an Int or a Double, and label is String"),
      ("{Int(tip)}", "and tip is Double?"),
      ("{Int((eta * 100).rounded())}", "eta is an Int, which has no rounded()"),
      ("{Int(eta * 2.5)}", "Swift does not multiply an Int by 2.5"),
      ("{fare, specifier: \"%d\"}", "the specifier's conversion takes an Int, and this is Double"),
      ("{eta, specifier: \"%.1f\"}", "takes a Double, and this is Int"),
      ("{nope}", "unknown field \"nope\""),
    ])
  func refused(_ text: String, message: String) throws {
    let activity = try Self.activity("x")
    let cursor = JSONCursor(
      value: .string(text), path: "$.layouts.lockScreen.text", position: nil, file: "g.json")
    let template = try TextTemplateParser.parse(text, cursor: cursor)
    #expect {
      try template.validate(definition: activity.definition, cursor: cursor)
    } throws: { error in
      "\(error)".contains(message) && "\(error)".contains("$.layouts.lockScreen.text")
    }
  }

  @Test("Every form the grammar accepts passes validation against the fields it reads")
  func accepted() throws {
    let activity = try Self.activity("x")
    let cursor = JSONCursor(value: .string(""), path: "$", position: nil, file: "g.json")
    for text in [
      "{fare}", "{driverName}", "{next}", "{status.rawValue.capitalized}", "{status.capitalized}",
      "{status.emoji}",
      "{label.uppercased()}", "{driverName ?? \"—\"}", "{Int(fare)}", "{Int(eta * 60)}",
      "{Int((progress * 100).rounded())}", "{fare, format: .currency(code: \"JPY\")}",
      "{eta, format: .percent}",
      "{Int(progress * 100), format: .number}", "{fare, specifier: \"%.2f\"}", "{eta, specifier: \"%lld\"}",
      "{label, specifier: \"%@\"}", "{status.case, specifier: \"%@\"}",
    ] {
      let template = try TextTemplateParser.parse(text, cursor: cursor)
      #expect(throws: Never.self, "\(text)") {
        try template.validate(definition: activity.definition, cursor: cursor)
      }
    }
  }

  @Test(
    "A malformed placeholder fails the fixture's load, naming the place and what is accepted",
    arguments: [
      ("{fare, format: .numbr}", "unknown format \".numbr\"; expected .number, .percent"),
      ("{fare, specifier: \"%x\"}", "unsupported conversion in specifier \"%x\"; expected %d, %i, %ld"),
      ("{fare, specifier: \"%d %d\"}", "more than one conversion"),
      ("{fare, style: .number}", "expected \"format:\" or \"specifier:\" after the comma"),
      ("{status.shout}", "unknown accessor \".shout\""),
      ("{driverName ?? “—”}", "straight quotes"),
      ("{driverName ?? \"—}", "unclosed string literal"),
      ("{Int(progress * x)}", "expected a number literal after \"*\""),
      ("{Int(progress * 100.rounded())}", "expected {field}, {field.accessor…}"),
      ("{fare + 1}", "expected {field}, {field.accessor…}"),
    ])
  func malformed(_ text: String, message: String) {
    #expect {
      _ = try Self.activity(text)
    } throws: { error in
      "\(error)".contains(message) && "\(error)".contains("$.layouts.lockScreen.text")
    }
  }
}
