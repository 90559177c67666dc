import Fixture
import Views

/// The named parts of the format, which members share (a JSON Schema's `$defs`).
extension FixtureFormat {
  /// The definition called `name`, when there is one.
  static func definition(named name: String) -> FixtureDefinition? {
    definitions.first { $0.name == name }
  }

  /// Every definition, each named once; the schema lists them sorted by name.
  public static let definitions: [FixtureDefinition] = [
    FixtureDefinition(
      "color",
      "A colour: a SwiftUI name (\"orange\"), with an opacity (\"gray.opacity(0.3)\" = `Color.gray.opacity(0.3)`), the current case's colour of an enum field (\"{status.color}\", every case needs a `color`), that with an opacity (\"{status.color}.opacity(0.2)\"), {\"color\": COLOUR, \"opacity\": 0.3}, the app's own colour by its sRGB components (\"#e3000f\" = `Color(red: 0.89, green: 0, blue: 0.06)`, \"#e3000f80\" with an alpha), or an asset catalogue's colour with its variants ({\"name\": \"BrandRed\", \"light\": \"#e3000f\", \"dark\": \"#ff4d5a\"}). A terminal draws the app's own colours as the nearest system colour; pictures and the contrast check use them exactly.",
      .anyOf([
        .reference("colorName"), .string(pattern: namedOpacityPattern, examples: ["gray.opacity(0.3)"]),
        .string(pattern: enumColorPattern, examples: ["{status.color}", "{status.color}.opacity(0.2)"]),
        .string(pattern: hexColorPattern, examples: ["#e3000f", "#e3000f.opacity(0.5)"]),
        .object(colorWithOpacity), .object(assetColor),
      ])),
    FixtureDefinition(
      "colorName",
      "A SwiftUI colour as `Color` spells it: `.primary` (the surface's text colour), `.secondary`, `.tertiary`, or a system colour (`.orange`). `grey` does not exist in SwiftUI, nor here.",
      .choice(NamedColor.allCases.map(\.rawValue))),
    FixtureDefinition(
      "condition",
      "`if … { then } else { else }`: {\"field\": \"phase\", \"equals\": \"ready\"}, notEquals, {\"isNil\": true} on an optional, lessThan, lessThanOrEqual, greaterThanOrEqual, greaterThan on a number, or inside a forEach {\"index\": {\"lessThan\": \"last\"}}. The view needs `then`; `else` is optional.",
      .object(condition)),
    FixtureDefinition(
      "contentState",
      "A ContentState: every non-optional content-state field by name, with its value. A Date is relative to when the step is applied (\"+30m\", \"now\").",
      .dictionary(.reference("value"))),
    FixtureDefinition(
      "dateReference",
      "A Date field with an optional offset: \"pickupAt\", \"pickupAt-10m\", \"deadline+1h\".",
      .string(
        pattern: "^[^+-]+([+-](?=[0-9])([0-9]+d)?([0-9]+h)?([0-9]+m)?([0-9]+s)?)?$",
        examples: ["pickupAt-10m", "pickupAt"])),
    FixtureDefinition(
      "dateText", "`Text(date, style: .date)` of a Date field: \"December 1, 2026\".", .reference("fieldName")
    ),
    FixtureDefinition("derivedField", nil, .object(derivedField)),
    FixtureDefinition(
      "dismissalPolicy",
      "`ActivityUIDismissalPolicy`: \"default\" (`.default`: up to four hours on the Lock Screen), \"immediate\" (`.immediate`), or {\"after\": \"+5m\"} (`.after(date)`, relative to the end).",
      .anyOf([.choice(dismissalNames), .object(dismissalAfter)])),
    FixtureDefinition("end", nil, .object(end)),
    FixtureDefinition(
      "enumCase", "One case, in declaration order; names and raw values are unique within the enum.",
      .object(enumCase)),
    FixtureDefinition(
      "expanded",
      "`DynamicIsland { DynamicIslandExpandedRegion(.leading) { … } … }`: the expanded island's regions, each optional.",
      .object(expanded)),
    FixtureDefinition("fieldName", "The name of an attribute, content-state or derived field.", .string()),
    FixtureDefinition(
      "fieldType",
      "A property's Swift type: `String`, `Int`, `Double`, `Bool`, `Date`, or the name of an enum in `enums`; `T?` makes it optional (it may be null or absent).",
      .anyOf([
        .choice(FieldType.builtInNames + FieldType.builtInNames.map { $0 + "?" }),
        .described("The name of an enum in `enums`, optionally followed by `?`.", .string()),
      ])),
    FixtureDefinition("fieldTypes", nil, .dictionary(.reference("fieldType"))),
    FixtureDefinition(
      "format",
      "`Text(value, format: …)`'s format as Swift spells it. Numbers: .number, .number.precision(.fractionLength(2)), .number.precision(.fractionLength(0...2)), .number.grouping(.never), .percent, .percent.precision(.fractionLength(0)), .currency(code: \"USD\"), .currency(code: \"EUR\").precision(.fractionLength(0)). Dates: .dateTime (12/1/2026, 10:30 PM), .dateTime.hour().minute() (10:30 PM), .dateTime.hour(), .dateTime.weekday() (Tue), .dateTime.weekday(.wide) (Tuesday), .dateTime.month().day() (Dec 1), .dateTime.month(.wide).day().year(), .dateTime.hour(.twoDigits(amPM: .omitted)).minute(); fields appear in en_US order whatever the call order.",
      .string(examples: [".number", ".percent", ".currency(code: \"USD\")", ".dateTime.hour().minute()"])),
    FixtureDefinition(
      "frame",
      "`.frame(width:height:alignment:)` or `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`; a minimum may not exceed its maximum.",
      .object(frame)),
    FixtureDefinition(
      "icon",
      "An SF Symbol name (\"box.truck.fill\") or the current case's icon of an enum field (\"{status.icon}\"; every case needs an `icon`).",
      .anyOf([.reference("symbolName"), .string(pattern: "^\\{.*\\.icon\\}$", examples: ["{status.icon}"])])),
    FixtureDefinition("layouts", nil, .object(layouts)),
    FixtureDefinition(
      "maxPoints", "A length in points (0 to 10,000), or \"infinity\" for `.infinity`.",
      .anyOf([.reference("points"), .constant(.string("infinity"))])),
    FixtureDefinition(
      "offsetText",
      "`Text(date, style: .offset)` of a Date field: the signed time to it, \"+2 hours\", \"-5 minutes\".",
      .reference("fieldName")),
    FixtureDefinition("opacity", "`.opacity(x)`: from 0 (transparent) to 1 (opaque).", .number(opacityRange)),
    FixtureDefinition(
      "padding",
      "`.padding()` as true (16 pt), `.padding(8)` as 8, `.padding(.horizontal, 8)` as {\"horizontal\": 8}, or per edge {\"top\", \"leading\", \"bottom\", \"trailing\"} (none by default).",
      .anyOf([.constant(.bool(true)), .reference("points"), .object(paddingEdges)])),
    FixtureDefinition("points", "A length in points, from 0 to 10,000.", .number(pointsRange)),
    FixtureDefinition(
      "relativeTime",
      "A time relative to the moment a step is applied: \"now\", \"+30m\", \"+1h30m\", \"-5m\", \"90s\", \"+2d\" (units d, h, m, s, largest first).",
      .string(
        pattern: "^(now|[+-]?(?=[0-9])([0-9]+d)?([0-9]+h)?([0-9]+m)?([0-9]+s)?)$",
        examples: ["now", "+5m", "+30m", "+1h30m", "-5m"])),
    FixtureDefinition(
      "shape",
      "A SwiftUI shape: `Circle()`, `Ellipse()`, `Capsule()`, `Rectangle()`, or `RoundedRectangle(cornerRadius: 8)` as {\"roundedRectangle\": {\"cornerRadius\": 8}}.",
      .anyOf([.choice(shapeNames), .object(shapeRounded)])),
    FixtureDefinition("staleLayouts", nil, .object(staleLayouts)),
    FixtureDefinition(
      "step",
      "One update: `activity.update(ActivityContent(state:staleDate:relevanceScore:), alertConfiguration:)`.",
      .object(step)),
    FixtureDefinition(
      "styleColor",
      "A colour, optionally with an opacity: \"black\", \"black.opacity(0.8)\" (`Color.black.opacity(0.8)`), {\"color\": \"black\", \"opacity\": 0.8}, the app's own by its sRGB components (\"#1c1c1e\", \"#1c1c1e.opacity(0.8)\") or an asset catalogue's colour with its variants ({\"name\": \"Card\", \"light\": \"#f2f2f7\", \"dark\": \"#1c1c1e\"}).",
      .anyOf([
        .reference("colorName"), .string(pattern: namedOpacityPattern, examples: ["black.opacity(0.8)"]),
        .string(pattern: hexColorPattern, examples: ["#1c1c1e", "#1c1c1e.opacity(0.8)"]),
        .object(styleColorWithOpacity), .object(assetColor),
      ])),
    FixtureDefinition(
      "symbolName",
      "An SF Symbol name, as `Image(systemName:)` takes it: lower-case words of letters and digits joined by dots (\"box.truck.fill\"). A name la-sim knows is drawn with its terminal glyph; a near-miss of a known name is an error with \"did you mean\".",
      .string(
        pattern: "^[a-z0-9]+(\\.[a-z0-9]+){0,7}$", maxLength: SymbolCatalog.maximumNameBytes,
        examples: ["box.truck.fill", "shippingbox.fill", "checkmark.circle.fill", "clock", "bicycle"])),
    FixtureDefinition(
      "template",
      "A text with placeholders in braces, as Swift interpolates into `Text(\"…\")`: \"Order #{orderNumber}\". {field} shows what the phone shows: a String as it is, an Int through %lld, a Double through %lf (18.5 shows \"18.500000\"), an enum its raw value, an optional Optional(…) or nil. Accessors, left to right: .rawValue, .emoji, .case, .capitalized, .uppercased(), .lowercased() ({status.capitalized}); {driverName ?? \"—\"} on an optional; Int(x), Int(x * 100); {fare, format: .currency(code: \"USD\")}, {share, format: .percent}, {km, format: .number.precision(.fractionLength(1))}; {km, specifier: \"%.1f\"}. Every field must exist; a Date is shown with a date view instead.",
      .string(examples: [
        "{status}", "Order #{orderNumber}", "{status.emoji} {status.capitalized}", "{driverName ?? \"—\"}",
      ])),
    FixtureDefinition(
      "textPart",
      "A part of `Text + Text`: a text, timer, relative, time, offset, date, value, percent or timerInterval view.",
      .restricted(
        .reference("view"),
        requiringAnyOf: [
          "text", "timer", "relative", "time", "percent", "timerInterval", "offset", "date", "value",
        ])),
    FixtureDefinition(
      "timerInterval",
      "`start...end`: a range between two Date fields, each with an optional offset: {\"start\": \"pickupAt-10m\", \"end\": \"pickupAt\"}.",
      .object(timerInterval)),
    FixtureDefinition(
      "value",
      "A field's value: a string, an enum's raw value, a number, true/false, or null for an optional. In a step a Date is a relative time (\"+30m\").",
      .kinds(["string", "number", "boolean", "null"])),
    FixtureDefinition(
      "valueText", "`Text(fare, format: .currency(code: \"USD\"))`: a field shown through `format`.",
      .reference("fieldName")),
    FixtureDefinition(
      "view",
      "A SwiftUI view: exactly one kind key (text, icon, timer, relative, time, percent, progress, steps, hstack, vstack, spacer, if, shape, forEach, label, timerInterval) and any modifiers.",
      .object(view)),
  ]
}
