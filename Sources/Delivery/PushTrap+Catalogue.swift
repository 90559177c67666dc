/// The catalogue entry of every trap: docs/traps.md and `la-sim push --explain` print these.
extension PushTrap {
  /// What the trap looks like, why it happens, how la-sim reports it, the fix and the source.
  public var explanation: PushTrapExplanation {
    switch self {
    case .notAPush:
      PushTrapExplanation(
        trap: self, title: "The file is not a Live Activity push",
        symptom: "Nothing changes; APNs may answer 400 BadPayload or deliver a push the device cannot read.",
        cause:
          "The file is not JSON, its top level is not an object, or it has no \"aps\" object (its keys sit beside it).",
        report: "rejected (not JSON: exit 65), with the line and column.",
        fix:
          "Send {\"aps\": {\"timestamp\": …, \"event\": …, \"content-state\": {…}}}, or an envelope {\"headers\": {…}, \"body\": {\"aps\": …}}.",
        source: "APNs \"Generating a remote notification\"; PUSH")
    case .pushType:
      PushTrapExplanation(
        trap: self, title: "apns-push-type is missing or not liveactivity",
        symptom: "Nothing changes, or an ordinary notification banner appears instead.",
        cause:
          "Without \"apns-push-type: liveactivity\" APNs does not deliver the request as a Live Activity push; values are case-sensitive.",
        report: "rejected, at $.headers.",
        fix:
          "Send the header \"apns-push-type\": \"liveactivity\". (About 15 % of lost pushes in one production breakdown.)",
        source: "PUSH")
    case .topic:
      PushTrapExplanation(
        trap: self, title: "apns-topic is missing or lacks .push-type.liveactivity",
        symptom: "Nothing changes; APNs answers 400 MissingTopic or TopicDisallowed.",
        cause:
          "Token authentication needs a topic, and a liveactivity push needs <bundle id>.push-type.liveactivity.",
        report: "rejected, at $.headers.apns-topic, naming the topic to use.",
        fix: "Send \"apns-topic\": \"<bundle id>.push-type.liveactivity\".",
        source: "PUSH; APNs \"Sending notification requests to APNs\"")
    case .topicOfAnotherApp:
      PushTrapExplanation(
        trap: self, title: "The topic names another app",
        symptom: "APNs answers 400 DeviceTokenNotForTopic; nothing changes.",
        cause:
          "The token belongs to one app and the topic names another (often a copied header, or the widget extension's bundle id).",
        report:
          "warning with one app; with --with, the push goes to the app the topic names, and a topic of no app on the phone is rejected (LP027).",
        fix: "Use the topic of the app that requested the activity.",
        source: "APNs error reasons table")
    case .priorityValue:
      PushTrapExplanation(
        trap: self, title: "apns-priority is neither 5 nor 10",
        symptom: "APNs answers 400 BadPriority.",
        cause: "A Live Activity push accepts only 5 and 10 (1 is for background pushes).",
        report: "rejected, at $.headers.apns-priority.",
        fix: "Send \"10\" for an update that must show now, \"5\" for the rest.",
        source: "APNs \"Sending notification requests to APNs\"; PUSH")
    case .missingPriority:
      PushTrapExplanation(
        trap: self, title: "apns-priority is missing: APNs assumes 10",
        symptom: "Updates work at first, then stop once the hourly budget is spent (LP028).",
        cause:
          "APNs uses priority 10 when the header is absent, and every priority-10 update spends from the app's budget. (About 40 % of lost pushes in one production breakdown.)",
        report: "warning at $.headers; the push counts against the budget.",
        fix:
          "Send apns-priority explicitly: \"5\" for routine updates, \"10\" for the few that must show at once.",
        source: "APNs \"Sending notification requests to APNs\" (default 10)")
    case .payloadTooLarge:
      PushTrapExplanation(
        trap: self, title: "The payload is too large",
        symptom: "APNs answers 413 PayloadTooLarge; nothing is delivered.",
        cause:
          "A Live Activity body is limited to 4096 bytes (5120 for a broadcast push with apns-channel-id), counted as sent.",
        report: "rejected, with the size of the body as compact JSON.",
        fix: "Shorten the content state or the alert; send identifiers, not texts the app can look up.",
        source: "PUSH; APNs")
    case .event:
      PushTrapExplanation(
        trap: self, title: "event is missing or unknown",
        symptom: "Nothing changes.",
        cause: "The device knows only \"start\", \"update\" and \"end\", written in lowercase.",
        report: "rejected at $.aps.event, suggesting the event meant.",
        fix: "Send \"event\": \"update\" (or \"start\", \"end\").",
        source: "PUSH")
    case .timestamp:
      PushTrapExplanation(
        trap: self, title: "timestamp is missing or not a number",
        symptom: "Nothing changes.",
        cause:
          "The device orders updates by \"timestamp\", seconds since 1970, and drops a push without one.",
        report: "rejected at $.aps.timestamp; an ISO string or a quoted number is shown converted.",
        fix: "Send \"timestamp\": <Unix seconds when the server sent it>.",
        source: "PUSH")
    case .timestampMilliseconds:
      PushTrapExplanation(
        trap: self, title: "timestamp in milliseconds",
        symptom: "The first push applies; every later one in seconds is ignored as older.",
        cause:
          "A timestamp in milliseconds reads as a date thousands of years ahead, so every later push counts as older.",
        report: "warning, with the value to send; la-sim applies the push at the corrected instant.",
        fix: "Divide by 1000: Unix seconds.",
        source: "PUSH")
    case .olderTimestamp:
      PushTrapExplanation(
        trap: self, title: "A timestamp not newer than the last one",
        symptom: "Nothing changes: the device keeps the most recent update.",
        cause:
          "The push's timestamp is older than (or equal to) that of the last applied push: sent out of order, or retried with an old timestamp.",
        report: "ignored, naming both timestamps.",
        fix: "Stamp each push when it is sent; never reuse a timestamp.",
        source: "PUSH (\"the system shows the most recent update\") (la-sim's rule)")
    case .keySpelling:
      PushTrapExplanation(
        trap: self, title: "A key spelt unlike the Swift property",
        symptom: "Nothing changes (a required key is then missing), or an optional property is nil.",
        cause:
          "The content state is decoded by a JSONDecoder with default strategies: keys must equal the property names exactly; no snake_case conversion.",
        report: "rejected (or a warning for an optional property), naming the property meant.",
        fix: "Rename the key to the Swift property name (or its CodingKey).",
        source: "PUSH (\"custom strategies make updates fail\")")
    case .missingProperty:
      PushTrapExplanation(
        trap: self, title: "A non-optional property is missing",
        symptom: "Nothing changes: the whole decode fails.",
        cause: "A property that is not Optional must be present.",
        report: "rejected at the content state, with an example value.",
        fix: "Send every non-optional property, or make it Optional in Swift.",
        source: "Swift Codable; PUSH")
    case .enumRawValue:
      PushTrapExplanation(
        trap: self, title: "An enum sent by case name, or not a raw value",
        symptom: "Nothing changes.",
        cause:
          "A String-backed enum decodes from its raw value, exactly (case-sensitive), not from its case name.",
        report: "rejected, suggesting the raw value meant.",
        fix: "Send the raw value (\"Out for Delivery\"), not the case name (outForDelivery).",
        source: "Swift Codable")
    case .isoDate:
      PushTrapExplanation(
        trap: self, title: "A Date sent as an ISO-8601 string",
        symptom: "Nothing changes.",
        cause:
          "A default JSONDecoder reads a Date as a number of seconds since 2001-01-01 (deferredToDate); a string fails.",
        report: "rejected, with the number to send.",
        fix:
          "Send seconds since 2001 (Unix seconds minus 978307200), or decode dates with a strategy in the app and keep the server in step.",
        source: "PUSH")
    case .unixEpochDate:
      PushTrapExplanation(
        trap: self, title: "A Date sent as Unix time",
        symptom: "The push applies, but a countdown shows about 31 years too long.",
        cause:
          "A default JSONDecoder adds the number to 2001-01-01, so Unix seconds land 31 years late (milliseconds far later).",
        report: "warning, with the corrected value.",
        fix: "Subtract 978307200 (Unix seconds to seconds since 2001).",
        source: "Home Assistant iOS PR 4677")
    case .fractionForInt:
      PushTrapExplanation(
        trap: self, title: "A fraction (or a huge number) for an Int",
        symptom: "Nothing changes: the whole decode fails.",
        cause: "JSONDecoder refuses 2.5 for an Int, and a number outside Int's range.",
        report: "rejected, with a whole number to send.",
        fix: "Round on the server, or make the property a Double.",
        source: "home-assistant/iOS issue 4948")
    case .wrongType:
      PushTrapExplanation(
        trap: self, title: "A value of the wrong JSON type",
        symptom: "Nothing changes.",
        cause:
          "A quoted number for a Double, 0 or 1 for a Bool, a number for a String: JSONDecoder does not convert.",
        report: "rejected, with the value to send.",
        fix: "Send the JSON type the Swift property has.",
        source: "Swift Codable")
    case .nullForNonOptional:
      PushTrapExplanation(
        trap: self, title: "null for a non-optional property",
        symptom: "Nothing changes.",
        cause: "null decodes only into an Optional.",
        report: "rejected, with an example value.",
        fix: "Send a value, or make the property Optional.",
        source: "Swift Codable")
    case .startWithoutAlert:
      PushTrapExplanation(
        trap: self, title: "A start push without a usable alert",
        symptom: "No activity starts, silently.",
        cause: "A push-to-start needs an \"alert\" with a title and body.",
        report: "rejected at $.aps.",
        fix: "Add \"alert\": {\"title\": …, \"body\": …}.",
        source: "PUSH")
    case .attributesType:
      PushTrapExplanation(
        trap: self, title: "attributes-type is missing or not the app's type",
        symptom: "No activity starts.",
        cause:
          "\"attributes-type\" must equal the Swift name of the ActivityAttributes type the app registered.",
        report: "rejected, naming the fixture's type.",
        fix: "Send the exact Swift type name (\"DeliveryAttributes\").",
        source: "PUSH")
    case .startAttributes:
      PushTrapExplanation(
        trap: self, title: "A start push without attributes",
        symptom: "No activity starts.",
        cause: "A push-to-start carries the static attributes as well as the content state.",
        report: "rejected at $.aps, listing the attributes.",
        fix: "Add \"attributes\": {…} with every non-optional attribute.",
        source: "PUSH")
    default: laterExplanation
    }
  }
}
