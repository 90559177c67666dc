import Diagnostics
import Fixture
import Formatting
import JSON

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decodes a Live Activity push the way the device does (ACTIVITYKIT.md §5), and says why the device would
/// drop it (an error) or apply something other than what was meant (a warning).
///
/// A file is either the bare body (`{"aps": {…}}`) or an envelope that also carries the request headers:
/// `{"headers": {"apns-push-type": "liveactivity", "apns-topic": "…", "apns-priority": "10"}, "body": {"aps": …}}`.
/// An envelope may also name the activity on the phone the push is for, `"activity": "pizza-planet-2"`: APNs
/// routes a push by its device token, which a file cannot carry, so la-sim routes by that name instead.
public struct PushDecoder {
  /// APNs refuses a Live Activity payload over this many bytes.
  public static let maximumPayloadSize = 4096
  /// APNs refuses a broadcast (channel) payload over this many bytes.
  public static let maximumBroadcastPayloadSize = 5120
  /// Seconds from 1970-01-01 to 2001-01-01: the gap between APNs dates and `Date`'s default encoding.
  public static let referenceDateOffset: TimeInterval = 978_307_200

  /// The `aps` members the device reads.
  static let apsKeys = [
    "timestamp", "event", "content-state", "stale-date", "dismissal-date", "relevance-score", "alert",
    "attributes-type", "attributes", "input-push-token", "input-push-channel",
  ]
  /// The request headers APNs knows.
  static let headerNames = [
    "apns-push-type", "apns-topic", "apns-priority", "apns-expiration", "apns-id", "apns-collapse-id",
    "apns-channel-id", "authorization",
  ]

  let definition: ActivityDefinition
  var diagnostics: [PushDiagnostic] = []
  /// The push's timestamp, once read: the instant other dates are compared with.
  var reference: Date?
  /// The envelope's `"activity"`: the name of the activity the push is for.
  var activity: String?
  /// The envelope's `"token"`: the push token it was sent to.
  var token: String?
  /// The `iat` of the `authorization` header's JWT, and where the header is.
  var providerTokenIssued: (seconds: Double, cursor: JSONCursor)?
  /// Where the members the phone's notes are about are written (`PushDecoding.notePlace(_:)`).
  var timestampPlace, priorityPlace, contentStatePlace: PushAddress.Place?

  /// Decodes the bytes of a payload file; throws only when the file is not JSON at all.
  public static func decode(
    bytes: [UInt8], definition: ActivityDefinition
  ) throws(JSONSyntaxError) -> PushDecoding {
    decode(try JSONParser.parse(bytes: bytes), definition: definition)
  }

  /// Decodes a parsed payload file against `definition`'s schemas.
  public static func decode(_ root: JSONValue, definition: ActivityDefinition) -> PushDecoding {
    var decoder = PushDecoder(definition: definition)
    let (payload, event, arrival, size) = decoder.decodeFile(
      JSONCursor(value: root, path: "$", position: SourcePosition(line: 1, column: 1), file: ""))
    decoder.checkProviderToken(at: arrival)
    let ordered = decoder.diagnostics.enumerated().sorted { lhs, rhs in
      let left = lhs.element.position.map { ($0.line, $0.column) } ?? (Int.max, Int.max)
      let right = rhs.element.position.map { ($0.line, $0.column) } ?? (Int.max, Int.max)
      return left != right ? left < right : lhs.offset < rhs.offset
    }.map(\.element)
    let rejected = ordered.contains { $0.severity == .error }
    var accepted = rejected ? nil : payload
    accepted?.activity = decoder.activity
    accepted?.token = decoder.token
    var decoding = PushDecoding(
      payload: accepted, event: event, arrival: arrival, size: size, diagnostics: ordered,
      activity: decoder.activity, token: decoder.token)
    decoding.address = PushAddress.of(root)
    decoding.timestampPlace = decoder.timestampPlace
    decoding.priorityPlace = decoder.priorityPlace
    decoding.contentStatePlace = decoder.contentStatePlace
    return decoding
  }

  // MARK: - Reporting

  mutating func error(_ trap: PushTrap, _ cursor: JSONCursor, _ message: String) {
    diagnostics.append(
      PushDiagnostic(
        severity: .error, path: cursor.path, position: cursor.position, message: message, trap: trap))
  }

  mutating func warning(_ trap: PushTrap, _ cursor: JSONCursor, _ message: String) {
    diagnostics.append(
      PushDiagnostic(
        severity: .warning, path: cursor.path, position: cursor.position, message: message, trap: trap))
  }

  /// Where `cursor`'s member is written: its path and the line and column of its key, as a diagnostic gives.
  static func place(_ cursor: JSONCursor) -> PushAddress.Place {
    PushAddress.Place(path: cursor.path, position: cursor.position)
  }

  /// The trap of a malformed APNs date member: `timestamp`'s own, or that of the other dates.
  static func dateTrap(_ key: String) -> PushTrap { key == "timestamp" ? .timestamp : .apnsDate }

  /// The members of an object as cursors, in source order.
  static func members(of cursor: JSONCursor) -> [(key: String, cursor: JSONCursor)] {
    guard case .object(let members) = cursor.value else { return [] }
    return members.map { member in
      (
        member.key,
        JSONCursor(
          value: member.value, path: cursor.path + JSONCursor.component(member.key),
          position: member.position,
          file: "")
      )
    }
  }

  // MARK: - File, envelope and headers

  private mutating func decodeFile(
    _ root: JSONCursor
  ) -> (PushPayload?, PushEvent?, Date?, Int) {
    guard case .object = root.value else {
      error(
        .notAPush,
        root,
        "expected an object: the body {\"aps\": {…}} or an envelope {\"headers\": {…}, \"body\": {\"aps\": {…}}},"
          + " found \(root.value.typeDescription)")
      return (nil, nil, nil, root.value.serializedByteCount)
    }
    var body = root
    var headers: PushHeaders?
    if root.value["body"] != nil, root.value["aps"] == nil {
      for (key, member) in Self.members(of: root) {
        switch key {
        case "body": body = member
        case "headers": headers = decodeHeaders(member)
        case "activity": activity = decodeActivityName(member)
        case "token": token = decodeToken(member)
        case "environment": decodeEnvironment(member)
        default:
          let keys = ["headers", "body", "activity", "token", "environment"]
          let hint = PushSuggestion.nearest(key, in: keys).map { "; did you mean \"\($0)\"?" } ?? ""
          warning(
            .ignoredKey,
            member,
            "unknown envelope key \"\(key.abbreviated)\" is ignored (an envelope has \"headers\", \"body\","
              + " \"activity\", \"token\" and \"environment\")\(hint)")
        }
      }
      // Headers that are there but not an object have their own error already.
      if root.value["headers"] == nil {
        warning(
          .pushType, root,
          "the envelope has no \"headers\"; the push type, topic and priority are not checked")
      }
    } else if let member = Self.members(of: root).first(where: { $0.key == "headers" }) {
      warning(
        .ignoredKey,
        member.cursor,
        "\"headers\" next to \"aps\" is sent as custom data, not as request headers; an envelope puts the"
          + " payload under \"body\": {\"headers\": {…}, \"body\": {\"aps\": {…}}}")
    }
    if root.value["aps"] != nil, let member = Self.members(of: root).first(where: { $0.key == "activity" }) {
      warning(
        .ignoredKey,
        member.cursor,
        "\"activity\" next to \"aps\" is sent as custom data and does not route the push; an envelope names the"
          + " activity beside the payload: {\"activity\": …, \"headers\": {…}, \"body\": {\"aps\": {…}}}")
    }
    let size = body.value.serializedByteCount
    guard case .object = body.value else {
      error(
        .notAPush, body, "expected the payload object {\"aps\": {…}}, found \(body.value.typeDescription)")
      return (nil, nil, nil, size)
    }
    let broadcast = headers?.channelID != nil
    let limit = broadcast ? Self.maximumBroadcastPayloadSize : Self.maximumPayloadSize
    if size > limit {
      error(
        .payloadTooLarge,
        body,
        "the payload is \(size) bytes as compact JSON; APNs refuses a Live Activity \(broadcast ? "broadcast " : "")"
          + "payload over \(limit) bytes (413 PayloadTooLarge): shorten the content state or the alert")
    }
    guard let aps = Self.members(of: body).first(where: { $0.key == "aps" })?.cursor else {
      let stray = Self.members(of: body).filter { Self.apsKeys.contains($0.key) }.map(\.key)
      let hint =
        stray.isEmpty
        ? ""
        : "; \(PushSuggestion.list(stray)) must be inside it: {\"aps\": {\"timestamp\": …, \"event\": …}}"
      error(
        .notAPush, body, "missing key \"aps\"; the device reads a Live Activity push only from \"aps\"\(hint)"
      )
      return (nil, nil, nil, size)
    }
    guard case .object = aps.value else {
      error(.notAPush, aps, "expected an object, found \(aps.value.typeDescription)")
      return (nil, nil, nil, size)
    }
    let (payload, event, arrival) = decodeAps(aps, headers: headers)
    return (payload, event, arrival, size)
  }

  /// The envelope's `"activity"`: a non-empty string naming an activity on the phone.
  private mutating func decodeActivityName(_ member: JSONCursor) -> String? {
    guard case .string(let name) = member.value else {
      error(
        .noSuchActivity,
        member,
        "expected the name of an activity on the phone as a string (e.g. \"\(definition.name)\"), found"
          + " \(member.value.typeDescription)")
      return nil
    }
    guard !name.isEmpty else {
      error(
        .noSuchActivity, member,
        "an empty activity name; name an activity on the phone, e.g. \"\(definition.name)\"")
      return nil
    }
    return name
  }

  private mutating func decodeHeaders(_ cursor: JSONCursor) -> PushHeaders? {
    guard case .object = cursor.value else {
      error(.pushType, cursor, "expected an object of request headers, found \(cursor.value.typeDescription)")
      return nil
    }
    var headers = PushHeaders()
    var seen: [String: JSONCursor] = [:]
    for (key, member) in Self.members(of: cursor) {
      let name = key.lowercased()
      guard Self.headerNames.contains(name) else {
        let hint =
          PushSuggestion.nearest(name, in: Self.headerNames).map { "; did you mean \"\($0)\"?" } ?? ""
        warning(.ignoredKey, member, "unknown header \"\(key.abbreviated)\" is ignored by APNs\(hint)")
        continue
      }
      seen[name] = member
      guard let text = headerText(member) else { continue }
      switch name {
      case "apns-push-type":
        headers.pushType = text
        if text != "liveactivity" {
          let consequence =
            text.lowercased() == "liveactivity"
            ? "header values are case-sensitive"
            : "APNs delivers it as \(text == "alert" ? "an ordinary notification" : "a \"\(text)\" push")"
              + " and the activity does not change"
          error(
            .pushType, member,
            "\"\(text.abbreviated)\": \(consequence); a Live Activity push needs \"liveactivity\"")
        }
      case "apns-topic":
        headers.topic = text
        checkTopic(text, member)
      case "apns-expiration", "apns-collapse-id", "apns-channel-id", "apns-id", "authorization":
        decodeTransportHeader(name, text, member, into: &headers)
      case "apns-priority":
        priorityPlace = Self.place(member)
        let priority = Int(text)
        headers.priority = priority
        if priority != 5, priority != 10 {
          error(
            .priorityValue,
            member,
            "priority \(text.abbreviated): APNs accepts only 5 (no budget cost) or 10 (immediate, counts against the hourly"
              + " budget) for a Live Activity push (400 BadPriority)")
        }
      default:
        break
      }
    }
    let expectedTopic = PushHeaders.liveActivityTopic(for: definition.bundleIdentifier)
    if seen["apns-push-type"] == nil {
      error(
        .pushType,
        cursor,
        "missing header \"apns-push-type\"; without \"liveactivity\" APNs does not deliver it as a Live Activity"
          + " push: add \"apns-push-type\": \"liveactivity\"")
    }
    checkTransport(seen, cursor)
    // A broadcast goes to /4/broadcasts/apps/<bundle id>: the path names the app, the channel the activities.
    if seen["apns-topic"] == nil, seen["apns-channel-id"] == nil {
      error(
        .topic,
        cursor,
        "missing header \"apns-topic\"; token authentication needs it: add \"apns-topic\": \"\(expectedTopic)\""
      )
    }
    return headers
  }

  /// A header value as text; numbers are accepted for numeric headers, since HTTP sends them as text anyway.
  private mutating func headerText(_ member: JSONCursor) -> String? {
    switch member.value {
    case .string(let text): return text
    case .int(let number): return String(number)
    default:
      error(.wrongType, member, "expected a header value as a string, found \(member.value.typeDescription)")
      return nil
    }
  }

  private mutating func checkTopic(_ topic: String, _ member: JSONCursor) {
    let expected = PushHeaders.liveActivityTopic(for: definition.bundleIdentifier)
    guard topic.hasSuffix(PushHeaders.topicSuffix) else {
      error(
        .topic,
        member,
        "topic \"\(topic)\" lacks the \"\(PushHeaders.topicSuffix)\" suffix; APNs refuses a liveactivity push"
          + " to any other topic: use \"\(expected)\"")
      return
    }
    if topic != expected {
      warning(
        .topicOfAnotherApp,
        member,
        "topic \"\(topic)\" is not \(definition.name)'s (\(definition.bundleIdentifier)); when the device token"
          + " belongs to \(definition.bundleIdentifier), APNs refuses the push (400 DeviceTokenNotForTopic):"
          + " expected \"\(expected)\"")
    }
  }

  // MARK: - aps

  private mutating func decodeAps(
    _ aps: JSONCursor, headers: PushHeaders?
  ) -> (PushPayload?, PushEvent?, Date?) {
    var found: [String: JSONCursor] = [:]
    var unknown: [(key: String, cursor: JSONCursor)] = []
    for (key, member) in Self.members(of: aps) {
      if Self.apsKeys.contains(key) { found[key] = member } else { unknown.append((key, member)) }
    }
    // A misspelt key stands in for the one it resembles, so that "missing" names what was written instead.
    var misspelt: [String: JSONCursor] = [:]
    for (key, member) in unknown {
      if let meant = PushSuggestion.nearest(key, in: Self.apsKeys), found[meant] == nil,
        misspelt[meant] == nil
      {
        misspelt[meant] = member
      } else {
        warning(.ignoredKey, member, "unknown aps key \"\(key.abbreviated)\" is ignored by the device")
      }
    }
    let event = decodeEvent(found["event"], aps: aps, misspelt: misspelt["event"])
    let kind = event ?? .update
    let (timestamp, arrival) = decodeTimestamp(found["timestamp"], aps: aps, misspelt: misspelt["timestamp"])
    timestampPlace = found["timestamp"].map(Self.place)
    contentStatePlace = found["content-state"].map(Self.place)
    // Other dates are compared with the instant the push stands for, not a timestamp written in milliseconds.
    reference = arrival

    var required: Set<String> = ["content-state"]
    if kind == .start { required.formUnion(["attributes-type", "attributes", "alert"]) }
    for (meant, member) in misspelt where meant != "event" && meant != "timestamp" {
      if required.contains(meant) {
        error(
          .keySpelling,
          member,
          "\(quotedKey(member)) is not an aps key, so \"\(meant)\" is missing and the device drops the push:"
            + " rename it to \"\(meant)\"")
      } else {
        warning(
          .ignoredKey,
          member,
          "\(quotedKey(member)) is not an aps key and is ignored: rename it to \"\(meant)\"\(consequenceOfIgnoring(meant))"
        )
      }
    }

    var content: ContentState?
    if let cursor = found["content-state"] {
      let schemaName = "\(definition.attributesType).ContentState"
      content = decodeFields(cursor, schema: definition.contentSchema, typeName: schemaName).map(
        ContentState.init)
    } else if misspelt["content-state"] == nil {
      error(
        .missingProperty,
        aps,
        "missing key \"content-state\"; the device needs the \(kind.rawValue == "end" ? "final " : "")content state"
          + " (\(definition.contentSchema.map(\.name).joined(separator: ", "))) and drops the push without it"
      )
    }

    let staleDate = found["stale-date"].flatMap { decodeUnixDate($0, key: "stale-date") }
    if let staleDate, let arrival, staleDate <= arrival, let cursor = found["stale-date"],
      !diagnostics.contains(where: { $0.path == cursor.path })
    {
      // What to send instead: a stale date the phone takes for the future, an hour after the push, as the
      // sample payloads set it.
      let suggested = arrival.addingTimeInterval(3600)
      warning(
        .apnsDate,
        cursor,
        "stale-date \(formatNumber(staleDate.timeIntervalSince1970)) (\(ClockText.iso(staleDate))) is not after"
          + " the timestamp (\(ClockText.iso(arrival))): the activity is stale as soon as the push arrives;"
          + " a stale date must lie after the push: for an hour after it, send"
          + " \(formatNumber(suggested.timeIntervalSince1970.rounded(.down))) (\(ClockText.iso(suggested)))")
    }
    var dismissalDate: Date?
    if let cursor = found["dismissal-date"] {
      if kind == .end {
        dismissalDate = decodeUnixDate(cursor, key: "dismissal-date")
        if let dismissalDate, let arrival,
          dismissalDate > arrival.addingTimeInterval(DismissalPolicy.maximumLinger)
        {
          let clamped = arrival.addingTimeInterval(DismissalPolicy.maximumLinger)
          warning(
            .dismissalDate,
            cursor,
            "dismissal-date \(ClockText.iso(dismissalDate)) is more than 4 hours after the end: the system removes"
              + " the activity at \(ClockText.iso(clamped)) instead")
        }
      } else if event != nil {
        warning(
          .dismissalDate,
          cursor,
          "dismissal-date is ignored on an \"\(kind.rawValue)\" event; only \"end\" uses it: send it with"
            + " \"event\": \"end\"")
      }
    }
    var relevanceScore: Double?
    if let cursor = found["relevance-score"] {
      if let number = cursor.value.number {
        relevanceScore = number
      } else {
        let fix =
          cursor.value.string.flatMap(unquoted).map { ": send \($0) without quotes" } ?? ""
        error(.relevanceScore, cursor, "expected a number, found \(cursor.value.typeDescription)\(fix)")
      }
    }
    var alert: AlertContent?
    if let cursor = found["alert"] {
      alert = decodeAlert(cursor, required: kind == .start)
    } else if kind == .start, misspelt["alert"] == nil {
      error(
        .startWithoutAlert,
        aps,
        "missing key \"alert\"; the device drops a start push without an alert, silently: add"
          + " \"alert\": {\"title\": …, \"body\": …}")
    }

    var attributesType: String?
    var attributes: [String: Value]?
    if kind == .start {
      attributesType = decodeAttributesType(
        found["attributes-type"], aps: aps, misspelt: misspelt["attributes-type"])
      if let cursor = found["attributes"] {
        attributes = decodeFields(
          cursor, schema: definition.attributesSchema, typeName: definition.attributesType)
      } else if misspelt["attributes"] == nil {
        error(
          .startAttributes,
          aps,
          "missing key \"attributes\"; a start push needs the \(definition.attributesType) values"
            + " (\(definition.attributesSchema.map(\.name).joined(separator: ", ")))")
      }
    } else if event != nil {
      for key in ["attributes-type", "attributes", "input-push-token", "input-push-channel"] {
        guard let cursor = found[key] else { continue }
        warning(
          .ignoredKey, cursor,
          "\"\(key)\" is ignored on an \"\(kind.rawValue)\" event; only \"start\" uses it")
      }
    }

    guard let event, let timestamp, let arrival, let content else { return (nil, event, arrival) }
    let payload = PushPayload(
      event: event, timestamp: timestamp, arrival: arrival, contentState: content, staleDate: staleDate,
      dismissalDate: dismissalDate, relevanceScore: relevanceScore, alert: alert,
      attributesType: attributesType,
      attributes: attributes, headers: headers)
    var started = payload
    if kind == .start, let member = found["input-push-token"] {
      started.inputPushToken = decodeInputPushToken(member)
    }
    if kind == .start, let member = found["input-push-channel"] {
      started.inputPushChannel = decodeChannel(member)
    }
    return (started, event, arrival)
  }

  private func quotedKey(_ member: JSONCursor) -> String {
    var path = member.path
    if path.hasSuffix("\"]"), let open = path.ranges(of: "[\"").last {
      return "\"" + path[open.upperBound..<path.index(path.endIndex, offsetBy: -2)] + "\""
    }
    if let dot = path.lastIndex(of: ".") { path = String(path[path.index(after: dot)...]) }
    return "\"\(path)\""
  }

  private func consequenceOfIgnoring(_ key: String) -> String {
    switch key {
    case "stale-date": " (without it the activity never goes stale)"
    case "dismissal-date": " (without it the ended activity stays up to 4 hours)"
    case "relevance-score": " (without it the score stays as it was)"
    default: ""
    }
  }

  private mutating func decodeEvent(
    _ cursor: JSONCursor?, aps: JSONCursor, misspelt: JSONCursor?
  ) -> PushEvent? {
    let names = PushEvent.allCases.map(\.rawValue)
    guard let cursor else {
      if let misspelt {
        error(
          .event,
          misspelt,
          "\(quotedKey(misspelt)) is not an aps key, so \"event\" is missing: rename it to \"event\"")
      } else {
        error(
          .event, aps,
          "missing key \"event\"; the device needs \(PushSuggestion.list(names)) and drops the push")
      }
      return nil
    }
    guard case .string(let text) = cursor.value else {
      error(.event, cursor, "expected \(PushSuggestion.list(names)), found \(cursor.value.typeDescription)")
      return nil
    }
    if let event = PushEvent(rawValue: text) { return event }
    let meant =
      names.first { $0 == text.lowercased() }
      ?? PushSuggestion.nearest(text, in: names)
      ?? ["stop": "end", "finish": "end", "ended": "end", "begin": "start", "started": "start"][
        text.lowercased()]
    let hint = meant.map { ": did you mean \"\($0)\"?" } ?? ""
    error(
      .event, cursor,
      "unknown event \"\(text.abbreviated)\"; the device knows only \(PushSuggestion.list(names))\(hint)")
    return nil
  }

  private mutating func decodeTimestamp(
    _ cursor: JSONCursor?, aps: JSONCursor, misspelt: JSONCursor?
  ) -> (Date?, Date?) {
    guard let cursor else {
      if let misspelt {
        error(
          .timestamp,
          misspelt,
          "\(quotedKey(misspelt)) is not an aps key, so \"timestamp\" is missing: rename it to \"timestamp\"")
      } else {
        error(
          .timestamp,
          aps,
          "missing key \"timestamp\" (seconds since 1970); the device orders updates by it and drops a push"
            + " without one: add \"timestamp\": <Unix seconds when the server sent it>")
      }
      return (nil, nil)
    }
    guard let seconds = unixSeconds(cursor, key: "timestamp") else { return (nil, nil) }
    if seconds >= Self.millisecondThreshold {
      let corrected = (seconds / 1000).rounded(.down)
      warning(
        .timestampMilliseconds,
        cursor,
        "timestamp \(written(cursor, seconds)) looks like milliseconds: read as seconds it is"
          + " \(yearDescription(Date(timeIntervalSince1970: seconds))), so every later push in seconds counts as"
          + " older and is ignored: send \(formatNumber(corrected)) (\(ClockText.iso(Date(timeIntervalSince1970: corrected))))"
      )
      return (Date(timeIntervalSince1970: seconds), Date(timeIntervalSince1970: seconds / 1000))
    }
    if seconds < Self.plausibleUnixFloor {
      // No server sends a time before 2001-09-09: the push is older than anything stamped with the real time.
      let date = ClockText.iso(Date(timeIntervalSince1970: seconds))
      let consequence =
        "the device shows the most recent push by timestamp, so this one is ignored as older once the"
        + " activity has had a push stamped with the real time (its start push, an update)"
      let corrected = seconds + Self.referenceDateOffset
      warning(
        .pastTimestamp,
        cursor,
        seconds <= 0
          ? "timestamp \(written(cursor, seconds)) is \(date), at or before 1970: \(consequence): stamp pushes with"
            + " the current Unix time in seconds"
          : "timestamp \(written(cursor, seconds)) is \(date) read as seconds since 1970: \(consequence); if it"
            + " counts from 2001 send \(formatNumber(corrected))"
            + " (\(ClockText.iso(Date(timeIntervalSince1970: corrected))))")
    }
    let date = Date(timeIntervalSince1970: seconds)
    return (date, date)
  }

  private mutating func decodeAttributesType(
    _ cursor: JSONCursor?, aps: JSONCursor, misspelt: JSONCursor?
  ) -> String? {
    guard let cursor else {
      if misspelt == nil {
        error(
          .attributesType,
          aps,
          "missing key \"attributes-type\"; a start push names its ActivityAttributes type: add"
            + " \"attributes-type\": \"\(definition.attributesType)\"")
      }
      return nil
    }
    guard case .string(let name) = cursor.value else {
      error(
        .attributesType,
        cursor,
        "expected the type name \"\(definition.attributesType)\", found \(cursor.value.typeDescription)")
      return nil
    }
    if name != definition.attributesType {
      error(
        .attributesType,
        cursor,
        "attributes-type \"\(name.abbreviated)\" is not \(definition.name)'s ActivityAttributes type; the device finds no such"
          + " type and drops the push: use \"\(definition.attributesType)\"")
    }
    return name
  }
}
