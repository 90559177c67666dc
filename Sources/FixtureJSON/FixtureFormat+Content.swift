import Fixture

/// The fixture's content: enums, fields, the pipeline's steps, the end and push settings.
extension FixtureFormat {
  static let enumCase = FixtureObject(
    [
      FixtureMember("case", .string(), required: true, "The Swift case name (`case inOven`)."),
      FixtureMember(
        "rawValue", .string(),
        "The raw value (`case inOven = \"In the Oven\"`): what JSON carries and what {field} shows. Default: the case name."
      ),
      FixtureMember("emoji", .string(), "What {field.emoji} shows for this case."),
      FixtureMember(
        "icon", .reference("symbolName"), "The SF Symbol {\"icon\": \"{field.icon}\"} shows for this case."),
      FixtureMember("color", .reference("colorName"), "The colour \"{field.color}\" gives for this case."),
    ])

  static let derivedField = FixtureObject(
    [
      FixtureMember(
        "fraction", .array(.string(), minimum: 2, maximum: 2), required: true,
        "[numerator, denominator]: two Int or Double content-state fields; completed/total clamped to 0…1, and 0 when total is 0."
      )
    ])

  static let step = FixtureObject(
    [
      FixtureMember(
        "name", .string(pattern: "\\S"), required: true,
        "The step's name (`--step`, reports); unique in the pipeline; at least one visible character."),
      FixtureMember("contentState", .reference("contentState"), required: true),
      FixtureMember(
        "staleAfter", .anyOf([.reference("relativeTime"), .null]),
        "This step's `staleDate`, relative to when it is applied; null for none (default: the top-level `staleAfter`)."
      ),
      FixtureMember(
        "relevanceScore", .number(), "This update's `relevanceScore` (default: the top-level one)."),
      FixtureMember(
        "alert", .object(alert),
        "`AlertConfiguration`: the update lights the screen and, on a phone without a Dynamic Island, shows a banner."
      ),
      FixtureMember(
        "end", .object(stepEnd), "This step ends the activity: `activity.end(content, dismissalPolicy:)`."),
    ])

  static let alert = FixtureObject(
    [
      FixtureMember(
        "title", .reference("template"), required: true,
        "`AlertConfiguration(title:)`; placeholders name content-state fields."),
      FixtureMember(
        "body", .reference("template"), required: true,
        "`AlertConfiguration(body:)`; placeholders name content-state fields."),
      FixtureMember("sound", .string(), "`AlertConfiguration(sound:)`: \"default\" or a sound file name."),
    ])

  static let stepEnd = FixtureObject(
    [
      FixtureMember("dismissalPolicy", .reference("dismissalPolicy"), required: true)
    ])

  static let end = FixtureObject(
    [
      FixtureMember(
        "contentState", .reference("contentState"),
        "The final content (`activity.end(ActivityContent(...))`); without it the current content stays (`end(nil)`)."
      ),
      FixtureMember("dismissalPolicy", .reference("dismissalPolicy"), required: true),
    ])

  static let dismissalAfter = FixtureObject(
    [
      FixtureMember("after", .reference("relativeTime"), required: true)
    ])

  static let push = FixtureObject(
    [
      FixtureMember(
        "NSSupportsLiveActivitiesFrequentUpdates", .boolean,
        "The Info.plist key: a larger hourly budget of priority-10 updates (la-sim: 180 instead of 15)."),
      FixtureMember(
        "tokenRotation", .reference("relativeTime"),
        "The system issues the activity a new push token this often (\"+30m\"); the old one stops working."),
      FixtureMember(
        "aps-environment", .choice(PushSettings.environments),
        "The app's aps-environment entitlement: which APNs server its tokens belong to."),
      FixtureMember(
        "channel",
        .string(
          pattern: "^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{4}|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2}==)$",
          examples: ["dHpDHrp7EfCS8Q=="]),
        "The broadcast channel the app starts its activities on (`Activity.request(…, pushType: .channel(id))`, iOS 18), a channel id in base64: they join it, take broadcasts to it, and get no update token. Without it, `pushType: .token`."
      ),
    ])
}
