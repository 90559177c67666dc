import Fixture
import JSON

/// The fixture format, described once: every object a fixture holds, its members, their types, which are
/// required, their allowed values and limits. The decoder reads its keys and rules from here
/// (`JSONCursor.members(of:)`), `la-sim-schema` prints the JSON Schema from it
/// (`fixtures/la-sim.schema.json`), and the fixture writer spells its keys from it.
public enum FixtureFormat {
  /// The schema's title.
  static let title = "la-sim fixture"
  /// What a fixture is, the schema's description.
  static let summary =
    "A Live Activity for la-sim: its ActivityAttributes and ContentState, the updates the app sends, and its SwiftUI views as data. Names are the Swift ones."
  /// What a `$comment` is, in every object.
  static let commentDescription = "A note for people (JSON Schema's comment keyword); la-sim ignores it."

  /// The fixture's top level. `$schema` names the JSON Schema editors check the file against; la-sim itself
  /// ignores it.
  public static let fixture = FixtureObject(
    [
      FixtureMember(
        "name", .string(pattern: "\\S"), required: true,
        "The fixture's name: `la-sim render <name>`, `--with`, reports; at least one visible character."),
      FixtureMember("displayName", .string(), "The app's name as the system shows it (default: `name`)."),
      FixtureMember(
        "bundleIdentifier", .string(pattern: "^[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+$"),
        "The app's bundle identifier; push topics are `<bundleIdentifier>.push-type.liveactivity` (default: `com.example.` and the letters of `name`). As Apple requires of CFBundleIdentifier: letters, digits, hyphens and periods, in reverse-DNS form."
      ),
      FixtureMember(
        "attributesType", .string(), required: true,
        "The Swift type of the attributes (`struct DeliveryAttributes: ActivityAttributes`): push-to-start's `attributes-type`."
      ),
      FixtureMember(
        "enums", .dictionary(.array(.reference("enumCase"), minimum: 1), excluding: FieldType.builtInNames),
        "String-backed enums (`enum DeliveryStatus: String, Codable`) by type name, each the list of its cases; a field of the type carries a raw value. The names String, Int, Double, Bool and Date are taken."
      ),
      FixtureMember(
        "attributes", .reference("fieldTypes"), required: true,
        "The ActivityAttributes' properties, fixed for the activity's life: name → type (`String`, `Int`, `Double`, `Bool`, `Date`, an enum name; `T?` optional)."
      ),
      FixtureMember(
        "attributeValues", .dictionary(.reference("value")), required: true,
        "The attributes' values by name; every non-optional attribute is required. A Date is seconds since 2001-01-01, as a default `JSONEncoder` writes it; an enum a raw value."
      ),
      FixtureMember(
        "instances", .array(.dictionary(.reference("value")), minimum: 0),
        "Other attribute values the app starts activities with, each an object of the attributes it changes (the rest are attributeValues'): `a` in the simulator starts the next, as an app starts a second order, and `check` checks each."
      ),
      FixtureMember(
        "contentState", .reference("fieldTypes"), required: true,
        "The ContentState's properties: name → type (`String`, `Int`, `Double`, `Bool`, `Date`, an enum name; `T?` optional). A push's `content-state` decodes against them as `JSONDecoder` would."
      ),
      FixtureMember(
        "derived", .dictionary(.reference("derivedField")),
        "Computed properties, never sent: {\"fractionComplete\": {\"fraction\": [\"completedUnits\", \"totalUnits\"]}}."
      ),
      FixtureMember(
        "privateFields", .array(.string()),
        "Fields that must not appear on the Lock Screen (visible without unlocking)."),
      FixtureMember(
        "staleAfter", .reference("relativeTime"),
        "The default `staleDate`, relative to the moment a step is applied (\"+60m\"); omit for none."),
      FixtureMember("relevanceScore", .number(), "The default `relevanceScore` (0)."),
      FixtureMember(
        "pipeline", .array(.reference("step"), minimum: 1, maximum: InputLimits.pipelineSteps),
        required: true,
        "The content states the app sends, in order; step 0 is the start (`Activity.request(attributes:content:)`)."
      ),
      FixtureMember(
        "end", .reference("end"), required: true,
        "How the app ends the activity: `activity.end(content, dismissalPolicy:)`; without `contentState` the current content stays."
      ),
      FixtureMember("cancel", .reference("end"), "How the app cancels the activity (as `end`)."),
      FixtureMember(
        "activityBackgroundTint", .reference("styleColor"),
        "`.activityBackgroundTint(.black.opacity(0.8))`: the Lock Screen card's tint (the system's background: dark or light with the appearance): \"black\", \"black.opacity(0.8)\" or {\"color\": \"black\", \"opacity\": 0.8}."
      ),
      FixtureMember(
        "activitySystemActionForegroundColor", .reference("colorName"),
        "`.activitySystemActionForegroundColor(.white)`: the colour of the system's own controls on the Lock Screen card (la-sim draws none)."
      ),
      FixtureMember(
        "keylineTint", .reference("colorName"),
        "`.keylineTint(.orange)`: the Dynamic Island's keyline colour (none)."),
      FixtureMember(
        "layouts", .reference("layouts"), required: true,
        "Each presentation's views: `lockScreen`, `compactLeading`, `compactTrailing`, `minimal`, `expanded` (required) and `small` (optional)."
      ),
      FixtureMember(
        "staleLayouts", .reference("staleLayouts"),
        "The regions that change when the content is stale (`context.isStale`), same keys; other regions keep their usual views (iOS dims nothing by itself)."
      ),
      FixtureMember(
        "strings", .array(.string(), maximum: 16),
        "The app's String Catalogs (`.xcstrings`) or `LANG.lproj/*.strings` and `*.stringsdict` files, relative to this file: `--locale LANG` looks the layouts' texts up in them (after any `--strings`)."
      ),
      FixtureMember(
        "$schema", .string(),
        "The JSON Schema editors check this file against (\"../la-sim.schema.json\" in the shipped fixtures); la-sim ignores it."
      ),
      FixtureMember(
        "push", .object(push),
        "How the app receives Live Activity pushes (la-sim push, scenarios, the simulator)."),
    ])
}
