import BuiltinFixtures
import Delivery
import Diagnostics
import Fixture
import Foundation
import JSON
import TestSupport
import Testing

/// Every diagnostic of the push decoder: severity, JSON path, and the fix the message gives.
@Suite struct PushDecoderTests {
  static func definition(_ name: String) -> ActivityDefinition {
    try! BuiltinFixture.definition(name)
  }

  /// The ACTIVITYKIT.md §5 example, as ordered members of `aps` and of `content-state`.
  static let apsMembers: [(String, String)] = [
    ("timestamp", "1795946400"), ("event", "\"update\""),
    ("content-state", ""),
    ("stale-date", "1795950000"), ("relevance-score", "50"),
    ("alert", #"{"title": "Pizza Planet Update", "body": "On its way", "sound": "default"}"#),
  ]
  static let contentMembers: [(String, String)] = [
    ("status", "\"Out for Delivery\""), ("estimatedArrival", "817641000"),
    ("driverName", "\"Buzz Lightyear\""),
    ("progressFraction", "0.6"),
  ]

  /// A change to the example: replace or add (`value`) or remove (nil) a member of `aps` or `content-state`.
  struct Edit: Sendable {
    var key: String
    var value: String?
    var inContent = false
  }

  static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
  }

  static func apply(_ edits: [Edit], to members: [(String, String)], content: Bool) -> [(String, String)] {
    var result = members
    for edit in edits where edit.inContent == content {
      if let index = result.firstIndex(where: { $0.0 == edit.key }) {
        if let value = edit.value { result[index].1 = value } else { result.remove(at: index) }
      } else if let value = edit.value {
        result.append((edit.key, value))
      }
    }
    return result
  }

  /// The example body with `edits` applied.
  static func body(_ edits: [Edit] = []) -> String {
    let content = object(apply(edits, to: contentMembers, content: true))
    let aps = apply(edits, to: apsMembers, content: false).map {
      $0.0 == "content-state" && $0.1.isEmpty ? ($0.0, content) : $0
    }
    return "{\"aps\": \(object(aps))}"
  }

  static let goodHeaders =
    #"{"apns-push-type": "liveactivity", "apns-topic": "com.example.pizzaplanet.push-type.liveactivity", "apns-priority": "10"}"#

  static func envelope(headers: String, body: String = body()) -> String {
    "{\"headers\": \(headers), \"body\": \(body)}"
  }

  static let startEdits: [Edit] = [
    Edit(key: "event", value: "\"start\""), Edit(key: "attributes-type", value: "\"DeliveryAttributes\""),
    Edit(
      key: "attributes",
      value: #"{"orderNumber": "4821", "pizzaName": "Buzz's Cosmic Supreme", "customerName": "Andy"}"#),
  ]

  static func decode(_ text: String, _ fixture: String = "pizza-planet") throws -> PushDecoding {
    try PushDecoder.decode(bytes: Array(text.utf8), definition: definition(fixture))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var payload: String
    var fixture = "pizza-planet"
    var severity: PushDiagnostic.Severity
    var path: String
    var says: [String]
    var testDescription: String { name }
  }

  static func c(
    _ name: String, _ payload: String, _ severity: PushDiagnostic.Severity, _ path: String, _ says: String...,
    fixture: String = "pizza-planet"
  ) -> Case {
    Case(name: name, payload: payload, fixture: fixture, severity: severity, path: path, says: says)
  }

  static func content(_ key: String, _ value: String?) -> String {
    body([Edit(key: key, value: value, inContent: true)])
  }
  static func aps(_ key: String, _ value: String?) -> String { body([Edit(key: key, value: value)]) }

  static let cases: [Case] = [
    // content-state: enums
    c(
      "case name instead of raw value", content("status", "\"outForDelivery\""), .error,
      "$.aps.content-state.status",
      "\"outForDelivery\" is the case name", "raw values", "did you mean \"Out for Delivery\"?"),
    c(
      "raw value in the wrong case", content("status", "\"out for delivery\""), .error,
      "$.aps.content-state.status",
      "did you mean \"Out for Delivery\"?"),
    c(
      "raw value with a typo", content("status", "\"Out for Delivry\""), .error, "$.aps.content-state.status",
      "did you mean \"Out for Delivery\"?"),
    c(
      "enum given a number", content("status", "3"), .error, "$.aps.content-state.status", "found an integer"),
    c(
      "capitalised raw value of an enum whose raw values are case names",
      body([Edit(key: "phase", value: "\"Uploading\"", inContent: true)]).replacingOccurrences(
        of:
          #""status": "Out for Delivery", "estimatedArrival": 817641000, "driverName": "Buzz Lightyear", "progressFraction": 0.6, "#,
        with: #""completedUnits": 40, "totalUnits": 100, "updatedAt": 817639320, "#), .error,
      "$.aps.content-state.phase", "did you mean \"uploading\"?", fixture: "export"),
    // content-state: keys
    c(
      "snake_case key",
      content("estimatedArrival", nil).replacingOccurrences(
        of: "\"driverName\"", with: "\"estimated_arrival\": 817641000, \"driverName\""), .error,
      "$.aps.content-state.estimated_arrival", "no snake_case", "rename it to \"estimatedArrival\""),
    c(
      "typo in a key",
      content("driverName", nil).replacingOccurrences(
        of: "\"progressFraction\"", with: "\"drivrName\": \"Buzz\", \"progressFraction\""), .error,
      "$.aps.content-state.drivrName", "rename it to \"driverName\""),
    c(
      "missing key", content("driverName", nil), .error, "$.aps.content-state",
      "missing key \"driverName\" (String, not optional)"),
    c(
      "null for a non-optional", content("driverName", "null"), .error, "$.aps.content-state.driverName",
      "not optional"),
    c(
      "extra key", content("etaText", "\"5 min\""), .warning, "$.aps.content-state.etaText",
      "has no property \"etaText\"", "ignores it"),
    // content-state: dates
    c(
      "ISO-8601 date", content("estimatedArrival", "\"2026-11-29T10:30:00Z\""), .error,
      "$.aps.content-state.estimatedArrival", "ISO-8601 string", "seconds since 2001-01-01", "send 817641000"),
    c(
      "ISO-8601 date with fraction and offset",
      content("estimatedArrival", "\"2026-11-29T11:30:00.000+01:00\""),
      .error, "$.aps.content-state.estimatedArrival", "send 817641000"),
    c(
      "quoted number date", content("estimatedArrival", "\"817641000\""), .error,
      "$.aps.content-state.estimatedArrival", "send 817641000 without quotes"),
    c(
      "Unix-epoch date lands 31 years out", content("estimatedArrival", "1795948200"), .warning,
      "$.aps.content-state.estimatedArrival", "2057-11-29T10:30:00Z", "31 years late", "send 817641000"),
    c(
      "Unix-millisecond date", content("estimatedArrival", "1795948200000"), .warning,
      "$.aps.content-state.estimatedArrival", "Unix milliseconds", "send 817641000"),
    // content-state: numbers and strings
    c(
      "quoted Double", content("progressFraction", "\"0.6\""), .error, "$.aps.content-state.progressFraction",
      "send 0.6 without quotes"),
    c(
      "Bool for a Double", content("progressFraction", "true"), .error,
      "$.aps.content-state.progressFraction",
      "expected a Double"),
    c(
      "number for a String", content("driverName", "42"), .error, "$.aps.content-state.driverName",
      "expected a String", "send \"42\" in quotes"),
    c(
      "fractional Int",
      #"{"aps": {"timestamp": 1795946400, "event": "update", "content-state": {"status": "On the Way", "etaMinutes": 17.5}}}"#,
      .error, "$.aps.content-state.etaMinutes", "has a fraction", "send a whole number such as 18",
      fixture: "courier"),
    c(
      "content-state not an object", aps("content-state", "\"Out for Delivery\""), .error,
      "$.aps.content-state",
      "expected an object with the properties of DeliveryAttributes.ContentState"),
    // aps members
    c("missing content-state", aps("content-state", nil), .error, "$.aps", "missing key \"content-state\""),
    c(
      "content-state in camelCase",
      aps("content-state", nil).replacingOccurrences(
        of: "\"stale-date\"", with: "\"contentState\": {}, \"stale-date\""), .error, "$.aps.contentState",
      "rename it to \"content-state\""),
    c(
      "stale_date in snake_case",
      aps("stale-date", nil).replacingOccurrences(
        of: "\"relevance-score\"", with: "\"stale_date\": 1795950000, \"relevance-score\""), .warning,
      "$.aps.stale_date", "rename it to \"stale-date\"", "never goes stale"),
    c("unknown aps key", aps("mutable-content", "1"), .warning, "$.aps.mutable-content", "unknown aps key"),
    c(
      "missing timestamp", aps("timestamp", nil), .error, "$.aps", "missing key \"timestamp\"",
      "seconds since 1970"),
    c(
      "timestamp in milliseconds", aps("timestamp", "1795946400000"), .warning, "$.aps.timestamp",
      "looks like milliseconds", "send 1795946400"),
    c(
      "timestamp as ISO string", aps("timestamp", "\"2026-11-29T10:00:00Z\""), .error, "$.aps.timestamp",
      "ISO-8601 string", "send 1795946400"),
    c(
      "timestamp counted from 2001", aps("timestamp", "817639200"), .warning, "$.aps.timestamp",
      "if it counts from 2001 send 1795946400", "ignored as older once the activity has had a push"),
    c(
      "timestamp 0", aps("timestamp", "0"), .warning, "$.aps.timestamp",
      "timestamp 0 is 1970-01-01T00:00:00Z, at or before 1970",
      "ignored as older once the activity has had a push"),
    c(
      "timestamp -1", aps("timestamp", "-1"), .warning, "$.aps.timestamp",
      "timestamp -1 is 1969-12-31T23:59:59Z, at or before 1970", "stamp pushes with the current Unix time"),
    c("missing event", aps("event", nil), .error, "$.aps", "missing key \"event\""),
    c(
      "unknown event", aps("event", "\"stop\""), .error, "$.aps.event", "unknown event \"stop\"",
      "did you mean \"end\"?"),
    c("capitalised event", aps("event", "\"Update\""), .error, "$.aps.event", "did you mean \"update\"?"),
    c(
      "stale-date as ISO string", aps("stale-date", "\"2026-11-29T11:00:00Z\""), .error, "$.aps.stale-date",
      "send 1795950000"),
    c(
      "stale-date before the timestamp", aps("stale-date", "1795946000"), .warning, "$.aps.stale-date",
      "stale as soon as the push arrives"),
    c(
      "stale-date counted from 2001", aps("stale-date", "817642800"), .warning, "$.aps.stale-date",
      "seconds since 2001", "send 1795950000"),
    c(
      "stale-date 0", aps("stale-date", "0"), .warning, "$.aps.stale-date",
      "stale-date 0 (1970-01-01T00:00:00Z) is not after the timestamp (2026-11-29T10:00:00Z)",
      "a stale date must lie after the push: for an hour after it, send 1795950000 (2026-11-29T11:00:00Z)"),
    c(
      "stale-date in milliseconds", aps("stale-date", "1795950000000"), .warning, "$.aps.stale-date",
      "milliseconds", "never goes stale", "send 1795950000"),
    c(
      "relevance-score as a string", aps("relevance-score", "\"50\""), .error, "$.aps.relevance-score",
      "send 50 without quotes"),
    c(
      "dismissal-date on an update", aps("dismissal-date", "1795950000"), .warning, "$.aps.dismissal-date",
      "ignored on an \"update\" event", "\"event\": \"end\""),
    c(
      "dismissal-date beyond 4 hours",
      body([Edit(key: "event", value: "\"end\""), Edit(key: "dismissal-date", value: "1795982400")]),
      .warning, "$.aps.dismissal-date", "more than 4 hours after the end", "2026-11-29T14:00:00Z instead"),
    c(
      "attributes on an update", aps("attributes-type", "\"DeliveryAttributes\""), .warning,
      "$.aps.attributes-type", "only \"start\" uses it"),
    c("alert as a string", aps("alert", "\"On its way\""), .warning, "$.aps.alert", "shows no alert"),
    c(
      "unknown alert key", aps("alert", #"{"title": "A", "body": "B", "subtitle": "C"}"#), .warning,
      "$.aps.alert.subtitle", "unknown alert key"),
    // start
    c(
      "start without alert", body(startEdits + [Edit(key: "alert", value: nil)]), .error, "$.aps",
      "drops a start push without an alert"),
    c(
      "start without attributes-type", body(startEdits + [Edit(key: "attributes-type", value: nil)]), .error,
      "$.aps", "missing key \"attributes-type\"", "\"DeliveryAttributes\""),
    c(
      "start without attributes", body(startEdits + [Edit(key: "attributes", value: nil)]), .error, "$.aps",
      "missing key \"attributes\""),
    c(
      "attributes-type of another type",
      body(startEdits + [Edit(key: "attributes-type", value: "\"PizzaAttributes\"")]),
      .error, "$.aps.attributes-type", "use \"DeliveryAttributes\""),
    c(
      "start attributes missing a key",
      body(startEdits + [Edit(key: "attributes", value: #"{"orderNumber": "4821", "pizzaName": "P"}"#)]),
      .error, "$.aps.attributes", "missing key \"customerName\""),
    c(
      "start alert as a string", body(startEdits + [Edit(key: "alert", value: "\"Hi\"")]), .error,
      "$.aps.alert",
      "drops a start push without a usable alert"),
    // size and shape
    c(
      "aps missing, keys at the top", #"{"timestamp": 1795946400, "event": "update", "content-state": {}}"#,
      .error,
      "$", "missing key \"aps\"", "must be inside it"),
    c("not an object", "[1, 2]", .error, "$", "expected an object"),
    // headers
    c(
      "push type alert",
      envelope(headers: goodHeaders.replacingOccurrences(of: "\"liveactivity\"", with: "\"alert\"")),
      .error, "$.headers.apns-push-type", "ordinary notification", "needs \"liveactivity\""),
    c(
      "push type missing",
      envelope(
        headers: #"{"apns-topic": "com.example.pizzaplanet.push-type.liveactivity", "apns-priority": "5"}"#),
      .error, "$.headers", "missing header \"apns-push-type\""),
    c(
      "topic without suffix",
      envelope(headers: goodHeaders.replacingOccurrences(of: ".push-type.liveactivity", with: "")),
      .error, "$.headers.apns-topic", "lacks the \".push-type.liveactivity\" suffix",
      "use \"com.example.pizzaplanet.push-type.liveactivity\""),
    c(
      "topic missing", envelope(headers: #"{"apns-push-type": "liveactivity", "apns-priority": "10"}"#),
      .error,
      "$.headers",
      "missing header \"apns-topic\"", "com.example.pizzaplanet.push-type.liveactivity"),
    c(
      "topic of another app",
      envelope(headers: goodHeaders.replacingOccurrences(of: "pizzaplanet", with: "courier")),
      .warning, "$.headers.apns-topic", "expected \"com.example.pizzaplanet.push-type.liveactivity\""),
    c(
      "priority 1", envelope(headers: goodHeaders.replacingOccurrences(of: "\"10\"", with: "\"1\"")), .error,
      "$.headers.apns-priority", "only 5", "or 10"),
    c(
      "unknown header",
      envelope(headers: goodHeaders.replacingOccurrences(of: "}", with: #", "apns-colapse-id": "a"}"#)),
      .warning, "$.headers.apns-colapse-id", "did you mean \"apns-collapse-id\"?"),
    c(
      "priority missing",
      envelope(headers: goodHeaders.replacingOccurrences(of: #", "apns-priority": "10""#, with: "")),
      .warning, "$.headers", "missing header \"apns-priority\"; APNs assumes 10", "hourly priority-10 budget"),
    c("envelope without headers", #"{"body": "# + body() + "}", .warning, "$", "has no \"headers\""),
    // Headers of the wrong type are one error, not also "the envelope has no headers".
    c(
      "headers not an object", envelope(headers: "[]"), .error, "$.headers",
      "expected an object of request headers, found an array"),
    c(
      "headers next to aps", body().replacingOccurrences(of: "{\"aps\"", with: "{\"headers\": {}, \"aps\""),
      .warning,
      "$.headers", "sent as custom data"),
  ]

  @Test(arguments: cases)
  func diagnosticNamesThePathAndTheFix(_ testCase: Case) throws {
    let decoding = try Self.decode(testCase.payload, testCase.fixture)
    let lines = decoding.diagnostics.map(\.description).joined(separator: "\n")
    // One problem, one line: nothing else is reported for a payload with one thing wrong.
    #expect(decoding.diagnostics.count == 1, "\(lines)")
    let diagnostic = try #require(decoding.diagnostics.first)
    #expect(diagnostic.severity == testCase.severity, "\(lines)")
    #expect(diagnostic.path == testCase.path, "\(lines)")
    for fragment in testCase.says {
      #expect(diagnostic.message.contains(fragment), "\(lines)")
    }
    #expect(!diagnostic.description.contains("\n"))
    #expect(decoding.isRejected == (testCase.severity == .error))
    #expect((decoding.payload == nil) == decoding.isRejected)
  }

  @Test(
    "A date before 2001-09-09 is taken for seconds since 2001 only when that reading is a date a server would send",
    arguments: ["0", "1", "-5", "86400", "978307200"])
  func anEarlyStaleDateIsNotToldToSendAnotherPastDate(_ seconds: String) throws {
    let decoding = try Self.decode(Self.aps("stale-date", seconds))
    let lines = decoding.diagnostics.map(\.description).joined(separator: "\n")
    #expect(decoding.diagnostics.count == 1, "\(lines)")
    #expect(!lines.contains("since 2001"), "\(lines)")
    // The value to send is a stale date the phone takes for the future: an hour after the push.
    #expect(lines.contains("send 1795950000 (2026-11-29T11:00:00Z)"), "\(lines)")
    // An end's dismissal date in the past dismisses at once, as documented: no reading from 2001 either.
    let end = try Self.decode(
      Self.body([Edit(key: "event", value: "\"end\""), Edit(key: "dismissal-date", value: seconds)]))
    #expect(!end.diagnostics.map(\.message).joined().contains("since 2001"), "\(end.diagnostics)")
  }

  @Test func aPayloadOver4096BytesIsRejectedWithItsSize() throws {
    let text = Self.body().replacingOccurrences(
      of: "{\"aps\"", with: "{\"trace\": \"" + String(repeating: "x", count: 4000) + "\", \"aps\"")
    let decoding = try Self.decode(text)
    let compact = try JSONParser.parse(text).serialized().utf8.count
    #expect(compact > 4096)
    #expect(decoding.size == compact)
    #expect(
      decoding.errors.map(\.message) == [
        "the payload is \(compact) bytes as compact JSON; APNs refuses a Live Activity payload over 4096 bytes"
          + " (413 PayloadTooLarge): shorten the content state or the alert"
      ])
  }

  @Test func theExampleOfSection5DecodesExactly() throws {
    let decoding = try Self.decode(Self.body())
    #expect(decoding.diagnostics.isEmpty)
    let payload = try #require(decoding.payload)
    #expect(payload.event == .update)
    #expect(payload.timestamp == Date(timeIntervalSince1970: 1_795_946_400))
    #expect(payload.arrival == payload.timestamp)
    #expect(payload.contentState["status"] == .enumCase("DeliveryStatus", 3))
    #expect(payload.contentState["estimatedArrival"] == .date(Date(timeIntervalSince1970: 1_795_948_200)))
    #expect(payload.contentState["driverName"] == .string("Buzz Lightyear"))
    #expect(payload.contentState["progressFraction"] == .double(0.6))
    #expect(payload.staleDate == Date(timeIntervalSince1970: 1_795_950_000))
    #expect(payload.relevanceScore == 50)
    #expect(payload.alert == AlertContent(title: "Pizza Planet Update", body: "On its way", sound: "default"))
    #expect(payload.dismissalPolicy == .default)
  }

  @Test(arguments: ["5", "10", "\"5\"", "\"10\""])
  func prioritiesFiveAndTenAreAccepted(_ priority: String) throws {
    let headers = Self.goodHeaders.replacingOccurrences(of: "\"10\"", with: priority)
    let decoding = try Self.decode(Self.envelope(headers: headers))
    #expect(decoding.diagnostics.isEmpty)
    #expect(decoding.payload?.headers?.priority == Int(priority.filter(\.isNumber)))
  }

  @Test func severalProblemsGiveOneLineEachInFileOrder() throws {
    let text = Self.body([
      Edit(key: "status", value: "\"outForDelivery\"", inContent: true),
      Edit(key: "estimatedArrival", value: "\"2026-11-29T10:30:00Z\"", inContent: true),
      Edit(key: "driverName", value: nil, inContent: true), Edit(key: "event", value: "\"Update\""),
    ])
    let decoding = try Self.decode(text)
    #expect(
      decoding.diagnostics.map(\.path) == [
        "$.aps.event", "$.aps.content-state", "$.aps.content-state.status",
        "$.aps.content-state.estimatedArrival",
      ])
    #expect(decoding.errors.count == 4)
  }

  @Test func positionsPointAtTheKeyInTheFile() throws {
    let text = """
      {"aps": {
        "timestamp": 1795946400,
        "event": "update",
        "content-state": {
          "status": "outForDelivery",
          "estimatedArrival": 817641000, "driverName": "Buzz Lightyear", "progressFraction": 0.6
        }
      }}
      """
    let diagnostic = try #require(try Self.decode(text).diagnostics.first)
    // The literal's indentation is stripped: "status" starts line 5 at column 5.
    #expect(diagnostic.position == SourcePosition(line: 5, column: 5))
    #expect(diagnostic.description.hasPrefix("error: 5:5: $.aps.content-state.status: "))
  }

  @Test func aLocalizedAlertIsAcceptedAndFilledIn() throws {
    let alert =
      #"{"title": {"loc-key": "Order %@"}, "body": {"loc-key": "%2$@ from %1$@ (100%%)", "loc-args": ["Pizza Planet", "Cosmic"]}}"#
    let decoding = try Self.decode(Self.aps("alert", alert))
    #expect(decoding.diagnostics.isEmpty)
    #expect(decoding.payload?.alert == AlertContent(title: "Order ", body: "Cosmic from Pizza Planet (100%)"))
  }

  @Test func aValidStartDecodesItsAttributes() throws {
    let decoding = try Self.decode(Self.body(Self.startEdits))
    #expect(decoding.diagnostics.isEmpty)
    let payload = try #require(decoding.payload)
    #expect(payload.event == .start)
    #expect(payload.attributesType == "DeliveryAttributes")
    #expect(payload.attributes?["customerName"] == .string("Andy"))
  }

  @Test func anOptionalKeyMayBeMissingButANearMissOfItIsFlagged() throws {
    var definition = Self.definition("courier")
    definition.contentSchema.append(FieldSchema(name: "note", type: .string, isOptional: true))
    let base =
      #"{"aps": {"timestamp": 1795946400, "event": "update", "content-state": {"status": "A", "etaMinutes": 3"#
    let plain = try PushDecoder.decode(bytes: Array((base + "}}}").utf8), definition: definition)
    #expect(plain.diagnostics.isEmpty)
    #expect(plain.payload?.contentState["note"] == .null)
    let near = try PushDecoder.decode(
      bytes: Array((base + #", "Note": "x"}}}"#).utf8), definition: definition)
    #expect(near.diagnostics.map(\.severity) == [.warning])
    #expect(near.diagnostics.first?.message.contains("so note decodes as nil") == true)
  }

  // MARK: - The sample payload files

  static var sampleFiles: [String] {
    let root = Repository.root.appendingPathComponent("fixtures/payloads")
    let activities = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return activities.sorted().flatMap { activity in
      ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(activity).path))
        ?? [])
        .filter { $0.hasSuffix(".json") }.sorted().map { "\(activity)/\($0)" }
    }
  }

  @Test func everyShippedActivityHasSamplePayloads() throws {
    // A layout variant (courier-compact) is the same app and schema: it uses its base activity's payloads.
    let variants = ["courier-compact": "courier"]
    for name in BuiltinFixtures.names {
      let base = variants[name] ?? name
      if base != name {
        let variant = try BuiltinFixture.definition(name)
        let original = try BuiltinFixture.definition(base)
        #expect(
          variant.contentSchema == original.contentSchema && variant.attributesType == original.attributesType
        )
        #expect(variant.bundleIdentifier == original.bundleIdentifier)
      }
      let files = Self.sampleFiles.filter { $0.hasPrefix("\(base)/") }
      #expect(files.contains { $0.contains("/start") }, "\(name) has no start payload")
      #expect(
        files.contains { $0.contains("/update") || $0.contains("/envelope-update") }, "\(name): no update")
      #expect(files.contains { $0.contains("/end") }, "\(name) has no end payload")
      #expect(files.contains { $0.contains("/broken-") }, "\(name) has no broken payload")
    }
  }

  /// The code each sample named after one trap must show.
  static let sampleTraps: [String: PushTrap] = [
    "pizza-planet/broken-case-name-status.json": .enumRawValue,
    "pizza-planet/broken-headers-priority-1.json": .priorityValue,
    "pizza-planet/broken-headers-push-type-alert.json": .pushType,
    "pizza-planet/broken-headers-topic-without-suffix.json": .topic,
    "pizza-planet/broken-iso-date-estimated-arrival.json": .isoDate,
    "pizza-planet/broken-missing-driver-name.json": .missingProperty,
    "pizza-planet/broken-missing-timestamp.json": .timestamp,
    "pizza-planet/broken-payload-too-large.json": .payloadTooLarge,
    "pizza-planet/broken-snake-case-estimated-arrival.json": .keySpelling,
    "pizza-planet/broken-start-without-alert.json": .startWithoutAlert,
    "pizza-planet/broken-start-without-attributes.json": .startAttributes,
    "pizza-planet/broken-attributes-type-mismatch.json": .attributesType,
    "pizza-planet/broken-unknown-event.json": .event,
    "pizza-planet/broken-null-driver-name.json": .nullForNonOptional,
    "pizza-planet/broken-token-not-hex.json": .badDeviceToken,
    "pizza-planet/broken-headers-collapse-id-too-long.json": .collapseID,
    "pizza-planet/broken-headers-apns-id-not-uuid.json": .messageID,
    "pizza-planet/warn-headers-missing-priority.json": .missingPriority,
    "pizza-planet/broken-headers-expired-provider-token.json": .providerToken,
    "pizza-planet/warn-headers-expiration-zero.json": .expiration,
    "pizza-planet/warn-timestamp-milliseconds.json": .timestampMilliseconds,
    "pizza-planet/warn-unix-epoch-estimated-arrival.json": .unixEpochDate,
    "pizza-planet/warn-dismissal-date-on-update.json": .dismissalDate,
    "courier/broken-fractional-eta-minutes.json": .fractionForInt,
    "courier/warn-topic-of-another-app.json": .topicOfAnotherApp,
    "export/broken-quoted-completed-units.json": .wrongType,
    "export/warn-stale-date-milliseconds.json": .apnsDate,
  ]

  @Test(arguments: sampleFiles)
  func samplePayloadsShowWhatTheirNameSays(_ file: String) throws {
    let activity = String(file.prefix { $0 != "/" })
    let name = String(file.drop { $0 != "/" }.dropFirst())
    let url = Repository.root.appendingPathComponent("fixtures/payloads/\(file)")
    let bytes = [UInt8](try Data(contentsOf: url))
    if name == "broken-not-json.json" {
      #expect(throws: JSONSyntaxError.self) {
        try PushDecoder.decode(bytes: bytes, definition: Self.definition(activity))
      }
      return
    }
    let decoding = try PushDecoder.decode(bytes: bytes, definition: Self.definition(activity))
    let lines = decoding.diagnostics.map(\.description).joined(separator: "\n")
    // Every diagnostic carries its catalogue code; the files named after one trap show that trap's code.
    #expect(decoding.diagnostics.allSatisfy { $0.trap != nil }, "\(lines)")
    if let trap = Self.sampleTraps[file] {
      #expect(decoding.diagnostics.contains { $0.trap == trap }, "\(file) shows \(trap.code): \(lines)")
    }
    if name.hasPrefix("broken-") {
      #expect(decoding.isRejected, "\(lines)")
    } else if name.hasPrefix("warn-") {
      #expect(!decoding.isRejected, "\(lines)")
      #expect(!decoding.warnings.isEmpty)
    } else {
      #expect(decoding.diagnostics.isEmpty, "\(lines)")
    }
  }

  @Test func controlCharactersInKeysAndValuesStayOnOneLine() throws {
    let text = Self.content("status", #""Out\nfor\tDelivery""#).replacingOccurrences(
      of: "\"driverName\"", with: "\"bad\\nkey\": 1, \"driverName\"")
    let decoding = try Self.decode(text)
    #expect(decoding.diagnostics.count == 2)
    for diagnostic in decoding.diagnostics {
      #expect(!diagnostic.description.contains("\n"))
      #expect(!diagnostic.description.contains("\t"))
    }
    #expect(decoding.diagnostics.contains { $0.description.contains(#"Out\u000Afor\u0009Delivery"#) })
  }

  // MARK: - Never a crash

  @Test(arguments: [
    "{}", "null", "\"aps\"", #"{"aps": null}"#, #"{"aps": []}"#, #"{"body": 3}"#,
    #"{"headers": 1, "body": {}}"#,
    #"{"aps": {"timestamp": 1e308, "event": "update", "content-state": {}}}"#,
    #"{"aps": {"timestamp": -1e308, "event": "end", "content-state": {"estimatedArrival": 1e300}}}"#,
    #"{"aps": {"timestamp": 99999999999999999999, "event": "start", "attributes": [], "alert": {"title": {}}}}"#,
    #"{"aps": {"event": 1, "timestamp": "x", "content-state": {"status": {}, "estimatedArrival": [], "": ""}}}"#,
    #"{"aps": {"alert": {"title": {"loc-key": 1, "loc-args": 2}, "body": {"loc-key": "%5$@ %@ %"}}}}"#,
    #"{"aps": {"timestamp": 1795946400, "event": "end", "dismissal-date": 1e13, "stale-date": -5}}"#,
    String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
  ])
  func malformedPayloadsNeverCrash(_ text: String) {
    let decoding = try? Self.decode(text)
    if let decoding {
      #expect(decoding.isRejected)
      #expect(decoding.errors.allSatisfy { !$0.message.isEmpty && !$0.path.isEmpty })
    }
  }
}
