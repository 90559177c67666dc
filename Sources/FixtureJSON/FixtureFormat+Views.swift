import Fixture
import Views

/// The layouts and their views.
extension FixtureFormat {
  static let layouts = FixtureObject(
    [
      FixtureMember(
        "lockScreen", .reference("view"), required: true,
        "The Lock Screen (and banner, StandBy) presentation: `ActivityConfiguration(for:) { context in … }`."),
      FixtureMember(
        "compactLeading", .reference("view"), required: true,
        "`DynamicIsland { … } compactLeading: { … }`: left of the camera when the activity is alone."),
      FixtureMember(
        "compactTrailing", .reference("view"), required: true,
        "`compactTrailing: { … }`: right of the camera."),
      FixtureMember(
        "minimal", .reference("view"), required: true,
        "`minimal: { … }`: the small circle when two activities share the island."),
      FixtureMember("expanded", .reference("expanded"), required: true),
      FixtureMember(
        "small", .reference("view"),
        "`.supplementalActivityFamilies([.small])`: the Apple Watch Smart Stack and CarPlay presentation."),
      FixtureMember(
        "standBy", .reference("view"),
        "The Lock Screen view as StandBy draws it, for an app whose code reads `isActivityFullscreen` (true in StandBy only); without it StandBy draws `lockScreen`."
      ),
      FixtureMember("contentMargins", .object(contentMargins)),
    ])

  /// `DynamicIsland.contentMargins(_:_:for:)`, by mode.
  static let contentMargins = FixtureObject(
    ContentMargins.Mode.allCases.map { mode in
      FixtureMember(
        mode.rawValue, .anyOf([.reference("points"), .object(paddingEdges)]),
        "`.contentMargins(.horizontal, 8, for: .\(mode.rawValue))`: points on every edge, or per edge as `padding` writes them ({\"horizontal\": 8}); an edge left out keeps the system's margin."
      )
    })

  static let staleLayouts = FixtureObject(
    [
      FixtureMember(
        "lockScreen", .reference("view"),
        "The Lock Screen (and banner, StandBy) presentation: `ActivityConfiguration(for:) { context in … }`."),
      FixtureMember(
        "compactLeading", .reference("view"),
        "`DynamicIsland { … } compactLeading: { … }`: left of the camera when the activity is alone."),
      FixtureMember("compactTrailing", .reference("view"), "`compactTrailing: { … }`: right of the camera."),
      FixtureMember(
        "minimal", .reference("view"),
        "`minimal: { … }`: the small circle when two activities share the island."),
      FixtureMember("expanded", .reference("expanded")),
      FixtureMember(
        "small", .reference("view"),
        "`.supplementalActivityFamilies([.small])`: the Apple Watch Smart Stack and CarPlay presentation."),
    ])

  static let expanded = FixtureObject(
    [
      FixtureMember("leading", .reference("view"), "`DynamicIslandExpandedRegion(.leading)`."),
      FixtureMember("trailing", .reference("view"), "`DynamicIslandExpandedRegion(.trailing)`."),
      FixtureMember("center", .reference("view"), "`DynamicIslandExpandedRegion(.center)`."),
      FixtureMember("bottom", .reference("view"), "`DynamicIslandExpandedRegion(.bottom)`."),
      FixtureMember(
        "priority", .object(regionPriorities),
        "`DynamicIslandExpandedRegion(.trailing, priority: 1)` as {\"trailing\": 1}: of two regions that go below the camera (`verticalPlacement`), the one of higher priority is offered the width it needs first (0 each)."
      ),
    ])

  static let regionPriorities = FixtureObject(
    ["leading", "trailing", "center", "bottom"].map { region in
      FixtureMember(region, .number(layoutPriorityRange), "The \(region) region's priority (0).")
    })

  /// A view's kinds, of which it has exactly one: the rule of `view`, named on its own so that the decoder
  /// reads them without building the view's other rules (their closed sets come from `allCases`).
  static let viewKinds = [
    "text", "icon", "timer", "relative", "time", "offset", "date", "value", "percent", "progress", "steps",
    "hstack", "vstack", "spacer", "if", "shape", "forEach", "label", "timerInterval", "viewThatFits",
    "zstack", "divider", "image",
  ]

  static let view = FixtureObject(
    [
      FixtureMember(
        "text", .anyOf([.reference("template"), .array(.reference("textPart"), minimum: 1)]),
        "`Text(\"Order #\\(orderNumber)\")`: a template (\"Order #{orderNumber}\"), or an array of text-like views (text, timer, relative, time, percent, timerInterval) joined as `Text + Text`, each part in its own font and colour; the outer modifiers reach every part that has none. Wraps by words (no line limit)."
      ),
      FixtureMember(
        "icon", .reference("icon"),
        "`Image(systemName: \"box.truck.fill\")`, or an enum field's current case's icon (\"{status.icon}\"); sized by `font` (`body`)."
      ),
      FixtureMember(
        "timer", .reference("fieldName"),
        "`Text(date, style: .timer)` of a Date field: counts down as m:ss below an hour and h:mm:ss from an hour, counting up past the date; takes all the width offered."
      ),
      FixtureMember(
        "relative", .reference("fieldName"),
        "`Text(date, style: .relative)` of a Date field: \"2 hours, 23 minutes\"."),
      FixtureMember(
        "time", .reference("fieldName"), "`Text(date, style: .time)` of a Date field: \"10:30 AM\"."),
      FixtureMember("offset", .reference("offsetText")),
      FixtureMember("date", .reference("dateText")),
      FixtureMember("value", .reference("valueText")),
      FixtureMember(
        "percent", .reference("fieldName"),
        "`Text(value, format: .percent.precision(.fractionLength(0)))` of a Double field, a whole percentage"
          + " rounded half to even: 0.6 shows \"60%\", 0.125 \"12%\" (`.percent` itself shows \"12.5%\":"
          + " write it as a `value` view's `format`)."),
      FixtureMember(
        "progress", .anyOf([.reference("fieldName"), .object(progressTimerInterval)]),
        "`ProgressView(value: fraction)` of a Double field (0…1), or `ProgressView(timerInterval: start...end, countsDown: true)` as {\"timerInterval\": {\"start\", \"end\"}} (a bar that empties as time passes; `countsDown` false fills it). 4 pt tall, as wide as offered; coloured by `tint`."
      ),
      FixtureMember(
        "steps", .reference("fieldName"),
        "A step tracker of an enum field: one segment (or dot, see `style`) per case, filled up to the current case."
      ),
      FixtureMember(
        "hstack", .array(.reference("view")),
        "`HStack(alignment: .center, spacing: nil) { … }`: children side by side; see `alignment`, `spacing`."
      ),
      FixtureMember(
        "vstack", .array(.reference("view")),
        "`VStack(alignment: .center, spacing: nil) { … }`: children one above the other; see `alignment`, `spacing`."
      ),
      FixtureMember(
        "spacer", .anyOf([.constant(.bool(true)), .object(spacerMinLength)]),
        "`Spacer()` as true, or `Spacer(minLength: 0)` as {\"minLength\": 0} (the system's 8 pt by default)."),
      FixtureMember("if", .reference("condition")),
      FixtureMember(
        "shape", .reference("shape"),
        "A shape view: \"circle\" (`Circle()`), \"ellipse\", \"capsule\", \"rectangle\", or {\"roundedRectangle\": {\"cornerRadius\": 8}}; filled with `fill` (or `color`); as large as offered unless framed."
      ),
      FixtureMember(
        "forEach", .string(),
        "`ForEach(EnumName.allCases, id: \\.self) { … }`: the name of an enum in `enums`; `content` is drawn once per case, and inside it an \"if\" may test {\"index\": …}. In a stack the views are the stack's own children."
      ),
      FixtureMember(
        "label", .anyOf([.reference("template"), .object(labelViews)]),
        "`Label { title } icon: { icon }` as {\"title\": VIEW, \"icon\": VIEW}, or `Label(\"Title\", systemImage: \"name\")` as a template with `systemImage`. The icon comes first, 6 pt before the title; the label's modifiers reach both."
      ),
      FixtureMember(
        "timerInterval", .reference("timerInterval"),
        "`Text(timerInterval: start...end, countsDown: true, showsHours: true)`: a bounded timer between two Date fields, each with an optional offset ({\"start\": \"pickupAt-10m\", \"end\": \"pickupAt\"}); it stops at 0:00 and is as wide as its widest value. See `countsDown`, `showsHours`."
      ),
      FixtureMember(
        "viewThatFits", .array(.reference("view"), minimum: 1),
        "`ViewThatFits(in: [.horizontal, .vertical]) { … }`: the first child whose ideal size fits the room offered along the axes of `in`, else the last child; only the child shown is drawn and checked."
      ),
      FixtureMember(
        "zstack", .array(.reference("view")),
        "`ZStack(alignment: .center) { … }`: children one on top of another, back to front, each offered the whole room and placed by `alignment` (any of `frame.alignment`'s names); as large as its largest child. A filled shape under other children is drawn as their background."
      ),
      FixtureMember(
        "divider", .constant(.bool(true)),
        "`Divider()` as true: a one-pixel line across the room offered, down in an `hstack`; in the system's separator colour unless `color` gives one."
      ),
      FixtureMember(
        "image", .object(imageAsset),
        "`Image(\"logo\")` of the app's asset catalogue as {\"name\": \"logo\", \"width\": 40, \"height\": 20}, its size in points: drawn as a placeholder of that size (la-sim reads no pictures); see `resizable`, `contentMode`."
      ),
      FixtureMember(
        "resizable", .boolean,
        "Beside `image`: `.resizable()`, it takes the size offered rather than its own (false)."),
      FixtureMember(
        "contentMode", .choice(ImageAsset.ContentMode.allCases.map(\.rawValue)),
        "Beside a resizable `image`: `.aspectRatio(contentMode: .fit)` (`.scaledToFit()`) keeps its proportions inside the offer, `fill` covers it (none: it takes the offer as it is)."
      ),
      FixtureMember(
        "in", .choice(["horizontal", "vertical"]),
        "Beside `viewThatFits`: the one axis it fits along, `ViewThatFits(in: .horizontal)` (both axes when left out)."
      ),
      FixtureMember(
        "font", .anyOf([.choice(Font.allCases.map(\.rawValue)), .object(fontSize)]),
        "`.font(.caption)`: a text style (`body`), whose size follows Dynamic Type; or a font by its size, {\"size\": 15} for `.system(size: 15)` (the same at every Dynamic Type size) and {\"size\": 15, \"relativeTo\": \"headline\"} for `.custom(name, size: 15, relativeTo: .headline)` (scaled as the style is). Every font is measured as SF Pro."
      ),
      FixtureMember(
        "fontWeight", .choice(FontWeight.allCases.map(\.rawValue)),
        "`.fontWeight(.medium)` (the style's own: `headline` is `semibold`, the rest `regular`); semibold and heavier draw bold in a terminal."
      ),
      FixtureMember("bold", .boolean, "`.bold()` (false)."),
      FixtureMember("italic", .boolean, "`.italic()` (false)."),
      FixtureMember("monospacedDigit", .boolean, "`.monospacedDigit()`: tabular digits (false)."),
      FixtureMember(
        "color", .reference("color"),
        "`.foregroundStyle(.green)`: the text, icon, shape or bar colour (`primary`)."),
      FixtureMember("fill", .reference("color"), "`.fill(.orange)` on a shape: the same as `color`."),
      FixtureMember("tint", .reference("color"), "`.tint(.orange)` on a ProgressView: the same as `color`."),
      FixtureMember(
        "lineLimit", .integer(lineLimitRange),
        "`.lineLimit(2)`: 1 to 1000 (none: the text wraps by words onto as many lines as the height holds)."),
      FixtureMember(
        "truncationMode", .choice(TruncationMode.allCases.map(\.rawValue)),
        "`.truncationMode(.middle)`: where the ellipsis goes (`tail`)."),
      FixtureMember(
        "textCase", .choice(TextCase.allCases.map(\.rawValue)),
        "`.textCase(.uppercase)`: the text's letters in capitals (or `lowercase`), measured so; reaches the texts of a label, a `Text + Text` or a `viewThatFits`."
      ),
      FixtureMember(
        "tracking", .number(trackingRange),
        "`.tracking(1.5)`: points added after every character, on top of SF Pro's own tracking (−50 to 50; none). Reaches the texts inside."
      ),
      FixtureMember(
        "kerning", .number(trackingRange),
        "`.kerning(1.5)`: measured as `tracking` is (a view with both takes `tracking`'s)."),
      FixtureMember(
        "allowsTightening", .boolean,
        "`.allowsTightening(true)`: a line up to 5 % wider than its room is squeezed into it rather than cut (TextKit's tightening factor; false)."
      ),
      FixtureMember(
        "minimumScaleFactor", .number(scaleFactorRange),
        "`.minimumScaleFactor(0.6)`: above 0, at most 1 (1): shrinks the text before it is cut."),
      FixtureMember(
        "dynamicTypeSize", .anyOf([.choice(ViewStyle.dynamicTypeSizeNames), .object(dynamicTypeSizeBounds)]),
        "`.dynamicTypeSize(...DynamicTypeSize.accessibility2)` as {\"max\": \"accessibility2\"}, `.dynamicTypeSize(.large ... .xxLarge)` as {\"min\": \"large\", \"max\": \"xxLarge\"}, `.dynamicTypeSize(.large)` as \"large\": the texts and symbols inside are drawn at the reader's size kept within the range (none: the reader's size). Reaches the views inside; an inner range limits what the outer one leaves."
      ),
      FixtureMember(
        "multilineTextAlignment", .choice(Alignment.allCases.map(\.rawValue)),
        "`.multilineTextAlignment(.center)` (`leading`)."),
      FixtureMember("frame", .reference("frame")),
      FixtureMember("padding", .reference("padding")),
      FixtureMember(
        "fixedSize", .anyOf([.boolean, .object(fixedSizeAxes)]),
        "`.fixedSize()` as true, or `.fixedSize(horizontal: true, vertical: false)` as an object (false)."),
      FixtureMember(
        "layoutPriority", .number(layoutPriorityRange),
        "`.layoutPriority(1)`: −1000 to 1000 (0); higher-priority children are offered space first."),
      FixtureMember(
        "alignment", .choice(stackAlignments),
        "Stacks only: `VStack(alignment:)` `leading`, `center`, `trailing`; `HStack(alignment:)` `top`, `center`, `bottom`; `ZStack(alignment:)` any of `frame.alignment`'s (`center`). For other views use `frame.alignment` or `multilineTextAlignment`."
      ),
      FixtureMember(
        "overlay", .object(layer),
        "`.overlay(alignment: .topTrailing) { … }` as {\"content\": VIEW, \"alignment\": \"topTrailing\"}: a view drawn over this one, offered exactly its size and placed by `alignment` (`center`); it takes no room of its own. Applied after the view's other modifiers; the view's text modifiers reach it."
      ),
      FixtureMember(
        "verticalPlacement", .choice(["default", "belowIfTooWide"]),
        "`.dynamicIsland(verticalPlacement: .belowIfTooWide)` on an expanded leading or trailing region's view: when its ideal width is more than the room beside the camera, it goes below the camera, where it may reach past it (`default`: beside the camera, cut to its room)."
      ),
      FixtureMember(
        "capsule", .reference("color"),
        "The status-capsule idiom: `.background(colour).clipShape(Capsule())` in one key, e.g. \"{status.color}.opacity(0.2)\"."
      ),
      FixtureMember(
        "background", .anyOf([.reference("color"), .object(layer)]),
        "`.background(.orange.opacity(0.2))`: a colour behind the view, shaped by `clipShape` (a rectangle by default); or `.background(alignment:) { … }` as {\"content\": VIEW, \"alignment\": …}: a view behind this one, as `overlay` places it."
      ),
      FixtureMember(
        "clipShape", .reference("shape"), "`.clipShape(Capsule())`: the shape of the `background`."),
      FixtureMember(
        "spacing", .reference("points"),
        "`VStack(spacing: 12)`, `HStack(spacing: 0)`: points between children (the system's 8)."),
      FixtureMember(
        "style", .choice(LayoutNode.StepsStyle.allCases.map(\.rawValue)),
        "A `steps` tracker's look: \"segments\" (one bar segment per case, the default) or \"dots\" (dots joined by lines)."
      ),
      FixtureMember("then", .reference("view"), "The view an \"if\" draws when its condition holds."),
      FixtureMember("else", .reference("view"), "The view an \"if\" draws otherwise (none by default)."),
      FixtureMember(
        "content", .anyOf([.reference("view"), .array(.reference("view"))]),
        "A `forEach`'s view, or views, drawn for each case."),
      FixtureMember(
        "countsDown", .boolean,
        "`Text(timerInterval:countsDown:)`, `ProgressView(timerInterval:countsDown:)`: count down (true) or up."
      ),
      FixtureMember(
        "showsHours", .boolean,
        "`Text(timerInterval:showsHours:)`: h:mm:ss from an hour (true), or minutes past 59 (false: 90:00)."),
      FixtureMember(
        "systemImage", .reference("icon"),
        "`Label(\"Title\", systemImage: \"clock\")`: the icon of a label whose title is a template."),
      FixtureMember("format", .reference("format")),
      FixtureMember(
        "accessibilityLabel", .string(),
        "`.accessibilityLabel(\"Arrives in\")`: what VoiceOver reads instead of the view's content; `{field}` placeholders as in `text`."
      ),
      FixtureMember(
        "accessibilityHidden", .boolean,
        "`.accessibilityHidden(true)`: VoiceOver skips the view and everything in it."),
    ],
    rules: [
      .exactlyOne(viewKinds),
      .needs("if", ["then"]),
      .needs("forEach", ["content"]),
      .onlyBeside("alignment", ["vstack", "hstack", "zstack"]),
      .onlyBeside("in", ["viewThatFits"]),
      .onlyBeside("resizable", ["image"]),
      .onlyBeside("contentMode", ["image"]),
      .narrows("alignment", when: "vstack", to: Alignment.allCases.map(\.rawValue)),
      .narrows("alignment", when: "hstack", to: VerticalAlignment.allCases.map(\.rawValue)),
      .narrows("alignment", when: "zstack", to: frameAlignments.map(\.name)),
      .needsWhenString("label", ["systemImage"]),
    ])

  /// `Image("name")`: the image set's name and its size in points.
  static let imageAsset = FixtureObject([
    FixtureMember("name", .string(), required: true, "The image set's name (`Logo` for `Logo.imageset`)."),
    FixtureMember("width", .reference("points"), required: true, "Its width in points."),
    FixtureMember("height", .reference("points"), required: true, "Its height in points."),
  ])

  /// `.overlay(alignment:) { … }` and `.background(alignment:) { … }`.
  static let layer = FixtureObject([
    FixtureMember("content", .reference("view"), required: true, "The view drawn over (or behind) this one."),
    FixtureMember(
      "alignment", .choice(frameAlignments.map(\.name)),
      "Where it sits on the view, as `frame.alignment` names it (`center`)."),
  ])

  static let condition = FixtureObject(
    [
      FixtureMember("field", .reference("fieldName"), "The field tested."),
      FixtureMember(
        "index", .object(indexCondition),
        "Inside a forEach: the case's index compared with an integer, \"last\", or an enum field of the same enum: {\"index\": {\"lessThanOrEqual\": \"status\"}}. Stands alone."
      ),
      FixtureMember(
        "equals", .kinds(["string", "integer", "boolean"]),
        "`field == value`: a string (an enum's raw value), an integer or a boolean."),
      FixtureMember(
        "notEquals", .kinds(["string", "integer", "boolean"]),
        "`field != value`: a string (an enum's raw value), an integer or a boolean."),
      FixtureMember(
        "isNil", .boolean, "`field == nil` (true) or `field != nil` (false); the field must be optional."),
      FixtureMember("lessThan", .number(), "`field < n` on an Int or Double field."),
      FixtureMember("lessThanOrEqual", .number(), "`field <= n` on an Int or Double field."),
      FixtureMember("greaterThanOrEqual", .number(), "`field >= n` on an Int or Double field."),
      FixtureMember("greaterThan", .number(), "`field > n` on an Int or Double field."),
    ],
    rules: [
      .aloneOrSubject(
        alone: "index", subject: "field", tests: ["isNil"] + Condition.Comparison.allCases.map(\.rawValue))
    ])

  static let indexCondition = FixtureObject(
    Condition.Comparison.allCases.map { comparison in
      FixtureMember(
        comparison.rawValue, .kinds(["integer", "string"]),
        "The case index \(comparison.rawValue) the operand: an integer, \"last\" (the last index), or an enum field of the forEach's enum (its current case's index)."
      )
    },
    rules: [
      .memberCount(minimum: 1, maximum: 1)
    ])

  static let timerInterval = FixtureObject(
    [
      FixtureMember("start", .reference("dateReference"), required: true),
      FixtureMember("end", .reference("dateReference"), required: true),
    ])

  static let progressTimerInterval = FixtureObject(
    [
      FixtureMember("timerInterval", .reference("timerInterval"), required: true)
    ])

  static let spacerMinLength = FixtureObject(
    [
      FixtureMember("minLength", .reference("points"))
    ])

  static let labelViews = FixtureObject(
    [
      FixtureMember("title", .reference("view"), required: true),
      FixtureMember("icon", .reference("view"), required: true),
    ])
}
