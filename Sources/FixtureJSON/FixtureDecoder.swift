import Diagnostics
import Fixture
import Formatting
import JSON
import Views

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads a fixture file into an `ActivityDefinition`, validating every name and value against the schema.
public enum FixtureDecoder {
  /// The keys a fixture's top level may have (`FixtureFormat.fixture`).
  static let topLevelKeys = FixtureFormat.fixture.keys

  /// Decodes fixture JSON. `file` names the source in errors. A file over `InputLimits.fixtureBytes` is
  /// refused before it is parsed.
  public static func decode(bytes: [UInt8], file: String) throws(FixtureError) -> ActivityDefinition {
    do {
      try InputLimits.check(byteCount: bytes.count, of: .fixture, path: file)
    } catch {
      throw FixtureError(
        file: file, path: "", position: nil,
        message: "\(error.byteCount) bytes, more than the \(error.file.limitText) limit on a fixture file")
    }
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes: bytes)
    } catch {
      throw FixtureError(
        file: file, path: "", position: error.position, message: "invalid JSON: \(error.message)")
    }
    return try decode(
      JSONCursor(value: root, path: "$", position: SourcePosition(line: 1, column: 1), file: file))
  }

  static func decode(_ root: JSONCursor) throws(FixtureError) -> ActivityDefinition {
    let top = try root.members(of: FixtureFormat.fixture)
    let name = try visibleName(top.required("name"))
    let enums = try decodeEnums(top["enums"])
    let attributesSchema = try decodeSchema(try top.required("attributes"), enums: enums)
    let contentCursor = try top.required("contentState")
    let contentSchema = try decodeSchema(contentCursor, enums: enums)
    let attributeNames = Set(attributesSchema.map(\.name))
    for field in contentSchema where attributeNames.contains(field.name) {
      throw contentCursor.error("field \"\(field.name)\" is both an attribute and a content-state field")
    }
    let attributes = try decodeValues(
      try top.required("attributeValues"), schema: attributesSchema, enums: enums)
    let instances = try decodeInstances(top["instances"], schema: attributesSchema, enums: enums)
    let derived = try decodeDerived(top["derived"], contentSchema: contentSchema)
    let defaultStale = try top["staleAfter"].map { cursor throws(FixtureError) in
      try duration(cursor, limit: .activityLifetime)
    }
    let context = ContentContext(schema: contentSchema, enums: enums)
    let pipelineCursor = try top.required("pipeline")
    var pipeline: [PipelineStep] = []
    let steps = try pipelineCursor.elements()
    guard steps.count <= InputLimits.pipelineSteps else {
      throw pipelineCursor.error(
        "\(steps.count) steps, more than the \(InputLimits.pipelineSteps)-step limit on a pipeline")
    }
    for cursor in steps {
      pipeline.append(try decodeStep(cursor, context: context, defaultStale: defaultStale))
    }
    guard !pipeline.isEmpty else { throw pipelineCursor.error("expected at least one step (the start)") }
    var names = Set<String>()
    for (index, step) in pipeline.enumerated() where !names.insert(step.name).inserted {
      throw pipelineCursor.error("step \(index) repeats the name \"\(step.name)\"")
    }
    var definition = ActivityDefinition(
      name: name,
      displayName: try top["displayName"]?.string() ?? name,
      bundleIdentifier: try top["bundleIdentifier"].map { cursor throws(FixtureError) in
        try bundleIdentifier(cursor)
      } ?? defaultBundleIdentifier(for: name),
      attributesType: try top.required("attributesType").string(),
      attributesSchema: attributesSchema,
      attributes: attributes,
      contentSchema: contentSchema,
      enums: enums,
      derived: derived,
      privateFields: [],
      pipeline: pipeline,
      end: try decodeEnd(try top.required("end"), context: context),
      cancel: try top["cancel"].map { cursor throws(FixtureError) in try decodeEnd(cursor, context: context)
      },
      relevanceScore: try top["relevanceScore"]?.number() ?? 0,
      activityBackgroundTint: try top["activityBackgroundTint"].map(styleColor),
      keylineTint: try top["keylineTint"].map(color),
      layouts: Layouts(fresh: [:]),
      activitySystemActionForegroundColor: try top["activitySystemActionForegroundColor"].map(color))
    definition.instances = instances
    if let cursor = top["privateFields"] {
      for element in try cursor.elements() {
        let field = try element.string()
        guard definition.fieldType(of: field) != nil else {
          throw element.error(unknownField(field, in: definition))
        }
        definition.privateFields.insert(field)
      }
    }
    if let cursor = top["strings"] {
      definition.stringsFiles = try cursor.elements().map { element throws(FixtureError) in
        let path = try element.string()
        guard [".xcstrings", ".strings", ".stringsdict"].contains(where: { path.hasSuffix($0) }) else {
          throw element.error("expected a .xcstrings, .strings or .stringsdict file, found \"\(path)\"")
        }
        return path
      }
    }
    definition.push = try decodePushSettings(top["push"])
    let layoutDecoder = LayoutDecoder(definition: definition)
    let layouts = try top.required("layouts").members(of: FixtureFormat.layouts)
    definition.layouts = Layouts(
      fresh: try layoutDecoder.decodeSlots(layouts),
      stale: try top["staleLayouts"].map { cursor throws(FixtureError) in
        try layoutDecoder.decodeSlots(cursor, format: FixtureFormat.staleLayouts)
      } ?? [:])
    if let standBy = layouts["standBy"] { definition.layouts.standBy = try layoutDecoder.bounded(standBy) }
    if let margins = layouts["contentMargins"] {
      definition.layouts.contentMargins = try layoutDecoder.contentMargins(margins)
    }
    return definition
  }

  /// `unknown field "drivrName" (did you mean "driverName"?); expected one of: …`.
  static func unknownField(_ name: String, in definition: ActivityDefinition) -> String {
    let names = definition.readableFieldNames
    let hint = Spelling.nearest(to: name, in: names).map { " (did you mean \"\($0)\"?)" } ?? ""
    return "unknown field \"\(name.abbreviated)\"\(hint); expected one of: \(Spelling.joined(names))"
  }

  static func color(_ cursor: JSONCursor) throws(FixtureError) -> NamedColor {
    try color(cursor, name: try cursor.string())
  }

  /// The named colour `name`, read at `cursor`.
  static func color(_ cursor: JSONCursor, name: String) throws(FixtureError) -> NamedColor {
    guard let color = NamedColor(name: name) else {
      let hint = NamedColor.suggestion(for: name).map { " (did you mean \($0.rawValue)?)" } ?? ""
      throw cursor.error(
        "unknown colour \"\(name.abbreviated)\"\(hint); expected one of: "
          + NamedColor.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return color
  }

  /// A colour with an optional opacity: `"gray"`, `"gray.opacity(0.3)"`, `{"color": "gray", "opacity": 0.3}`,
  /// `"#1c1c1e"` or an asset colour `{"name": "Card", "light": "#f2f2f7", "dark": "#1c1c1e"}`.
  static func styleColor(_ cursor: JSONCursor) throws(FixtureError) -> StyleColor {
    if case .object = cursor.value {
      if let (custom, opacity) = try assetColor(cursor) {
        return StyleColor(custom: custom, opacity: opacity)
      }
      let keys = try cursor.members(of: FixtureFormat.styleColorWithOpacity)
      let opacity = try keys["opacity"].map { cursor throws(FixtureError) in try opacityValue(cursor) } ?? 1
      return StyleColor(try color(try keys.required("color")), opacity: opacity)
    }
    let text = try cursor.string()
    guard let (name, opacity) = FixtureDecoder.splitColor(text) else {
      throw cursor.error(
        "expected a colour such as \"gray\" or \"gray.opacity(0.3)\" (0 to 1), found \"\(text.abbreviated)\"")
    }
    if name.hasPrefix("#") { return StyleColor(custom: try hexColor(cursor, name), opacity: opacity ?? 1) }
    return StyleColor(try color(cursor, name: name), opacity: opacity ?? 1)
  }

  /// `"#e3000f"` or `"#e3000f80"`: the app's own colour by its sRGB components, the same in both
  /// appearances.
  static func hexColor(_ cursor: JSONCursor, _ text: String) throws(FixtureError) -> CustomColor {
    guard let color = CustomColor.hex(text) else {
      throw cursor.error(
        "expected a colour as \"#rrggbb\" or \"#rrggbbaa\" (hexadecimal sRGB), found \"\(text.abbreviated)\"")
    }
    return CustomColor(color)
  }

  /// An asset catalogue's colour, `{"name": "BrandRed", "light": "#e3000f", "dark": "#ff4d5a", "opacity":
  /// 0.5}`, and its opacity; nil for an object with neither `light` nor `dark` (another form of colour).
  static func assetColor(_ cursor: JSONCursor) throws(FixtureError) -> (CustomColor, Double)? {
    guard case .object(let object) = cursor.value,
      object.contains(where: { $0.key == "light" || $0.key == "dark" })
    else {
      return nil
    }
    let keys = try cursor.members(of: FixtureFormat.assetColor)
    let lightCursor = try keys.required("light")
    let light = try hexColor(lightCursor, try lightCursor.string())
    var dark = light
    if let darkCursor = keys["dark"] { dark = try hexColor(darkCursor, try darkCursor.string()) }
    let name = try keys["name"]?.string() ?? light.name
    let opacity = try keys["opacity"].map { cursor throws(FixtureError) in try opacityValue(cursor) } ?? 1
    return (CustomColor(name: name, light: light.light, dark: dark.dark), opacity)
  }

  /// `StyleColor.split(text)`, answered at once for a plain name (no `(`, so no `.opacity(…)`): most colours
  /// of a fixture are plain, and the split looks for its marker at every character.
  static func splitColor(_ text: String) -> (name: String, opacity: Double?)? {
    text.utf8.contains(UInt8(ascii: "(")) ? StyleColor.split(text) : (text, nil)
  }

  /// An opacity from 0 to 1.
  static func opacityValue(_ cursor: JSONCursor) throws(FixtureError) -> Double {
    let value = try cursor.number()
    let range = FixtureFormat.opacityRange
    guard range.contains(value) else {
      throw cursor.outOfRange("expected an opacity from \(range.lowerText) to \(range.upperText)")
    }
    return value
  }

  /// A relative time (`+30m`, `-5m`, `now`) of at most `limit` either way: a `staleAfter` or a dismissal delay
  /// within the 12 hours an activity can live, a date field's offset within a century.
  static func duration(_ cursor: JSONCursor, limit: InputLimits.Duration) throws(FixtureError) -> TimeInterval
  {
    let text = try cursor.string()
    guard let seconds = RelativeTime.parse(text) else {
      throw cursor.error(
        "expected a relative time such as \"+30m\", \"+1h30m\", \"-5m\" or \"now\", found"
          + " \"\(text.abbreviated)\"")
    }
    guard abs(seconds) <= limit.seconds else {
      throw cursor.error("\"\(text.abbreviated)\" is beyond \(limit.text)")
    }
    return seconds
  }

  package static func decodeEnums(_ cursor: JSONCursor?) throws(FixtureError) -> [String: EnumDefinition] {
    guard let cursor else { return [:] }
    var enums: [String: EnumDefinition] = [:]
    let members = try cursor.freeMembers()
    for place in 0..<members.count {
      let (name, casesCursor) = (members.key(at: place), members.cursor(at: place))
      guard !FieldType.builtInNames.contains(name) else {
        throw casesCursor.error("enum name \"\(name.abbreviated)\" is a built-in type name")
      }
      var cases: [EnumCase] = []
      // Sets, not a scan of the cases so far: a hostile enum of 100,000 cases must load in linear time.
      var caseNames = Set<String>()
      var rawValues = Set<String>()
      for caseCursor in try casesCursor.elements() {
        let keys = try caseCursor.members(of: FixtureFormat.enumCase)
        let caseName = try keys.required("case").string()
        let iconCursor = keys["icon"]
        let icon = try iconCursor?.string()
        if let iconCursor, let icon, !SymbolCatalog.lookup(icon).loads {
          throw iconCursor.error(unknownSymbol(icon))
        }
        let enumCase = EnumCase(
          name: caseName, rawValue: try keys["rawValue"]?.string() ?? caseName,
          emoji: try keys["emoji"]?.string(), icon: icon, color: try keys["color"].map(color))
        guard caseNames.insert(enumCase.name).inserted, rawValues.insert(enumCase.rawValue).inserted else {
          throw caseCursor.error("case \"\(caseName)\" repeats a case name or raw value of \(name)")
        }
        cases.append(enumCase)
      }
      guard !cases.isEmpty else { throw casesCursor.error("enum \(name) needs at least one case") }
      enums[name] = EnumDefinition(name: name, cases: cases)
    }
    return enums
  }

  /// Why a symbol name does not load: a near miss with "did you mean", or what a name must look like.
  static func unknownSymbol(_ name: String) -> String {
    guard case .misspelt(let near) = SymbolCatalog.lookup(name) else {
      return
        "unknown SF Symbol \"\(name.abbreviated)\": expected an SF Symbol name, \(SymbolCatalog.nameRule)"
    }
    let quoted = near.map { "\"\($0)\"" }.joined(separator: " or ")
    return "unknown SF Symbol \"\(name.abbreviated)\"; did you mean \(quoted)?"
  }

  package static func decodeSchema(
    _ cursor: JSONCursor, enums: [String: EnumDefinition]
  ) throws(FixtureError) -> [FieldSchema] {
    var fields: [FieldSchema] = []
    let members = try cursor.freeMembers()
    for place in 0..<members.count {
      let (name, typeCursor) = (members.key(at: place), members.cursor(at: place))
      var spelled = try typeCursor.string()
      let isOptional = spelled.hasSuffix("?")
      if isOptional { spelled.removeLast() }
      let type: FieldType
      switch spelled {
      case "String": type = .string
      case "Int": type = .int
      case "Double": type = .double
      case "Bool": type = .bool
      case "Date": type = .date
      default:
        guard enums[spelled] != nil else {
          let known = FieldType.builtInNames + enums.keys.sorted()
          throw typeCursor.error(
            "unknown type \"\(spelled.abbreviated)\"; expected one of: \(Spelling.joined(known))")
        }
        type = .enumeration(spelled)
      }
      fields.append(FieldSchema(name: name, type: type, isOptional: isOptional))
    }
    return fields
  }

  /// A fixture's or a step's name: a string with a visible character (the schema's pattern `\S`), since
  /// it heads every report and `--step`, `--with` and goldens name it; "" drew " · iPhone 15 Pro".
  static func visibleName(_ cursor: JSONCursor) throws(FixtureError) -> String {
    let name = try cursor.string()
    guard name.contains(where: { !$0.isWhitespace }) else {
      throw cursor.error(
        "expected a name with a visible character (it heads reports; --step and --with name it),"
          + " found \"\(name)\"")
    }
    return name
  }

  static func decodeValues(
    _ cursor: JSONCursor, schema: [FieldSchema], enums: [String: EnumDefinition]
  ) throws(FixtureError) -> [String: Value] {
    let members = try cursor.members(
      known: schema.map(\.name), required: schema.filter { !$0.isOptional }.map(\.name))
    var values: [String: Value] = [:]
    values.reserveCapacity(schema.count)
    for field in schema {
      guard let member = members[field.name] else {
        values[field.name] = .null
        continue
      }
      guard
        case .value(let value) = try templateValue(member, field: field, enums: enums, allowRelative: false)
      else { throw member.error("expected a fixed value") }
      values[field.name] = value
    }
    return values
  }

  static func templateValue(
    _ cursor: JSONCursor, field: FieldSchema, enums: [String: EnumDefinition], allowRelative: Bool
  ) throws(FixtureError) -> TemplateValue {
    if case .null = cursor.value {
      guard field.isOptional else {
        throw cursor.error("\(field.name) is not optional; expected \(field.type)")
      }
      return .value(.null)
    }
    switch field.type {
    case .string: return .value(.string(try cursor.string()))
    case .int: return .value(.int(try cursor.int()))
    case .double: return .value(.double(try cursor.number()))
    case .bool: return .value(.bool(try cursor.bool()))
    case .date:
      guard allowRelative else {
        return .value(.date(Date(timeIntervalSinceReferenceDate: try cursor.number())))
      }
      return .relativeDate(try duration(cursor, limit: .relativeDate))
    case .enumeration(let name):
      guard let enumeration = enums[name] else {
        throw cursor.error("unknown type \"\(name.abbreviated)\" of field \(field.name)")
      }
      let raw = try cursor.string()
      guard let index = enumeration.index(ofRawValue: raw) else {
        let rawValues = Spelling.list(enumeration.cases.map(\.rawValue), conjunction: nil)
        let hint = enumeration.cases.first { $0.name == raw }.map {
          "; \"\(raw.abbreviated)\" is the case name, use \"\($0.rawValue.abbreviated)\""
        }
        throw cursor.error(
          "expected a raw value of \(name) (\(rawValues)), found \"\(raw.abbreviated)\"\(hint ?? "")")
      }
      return .value(.enumCase(name, index))
    }
  }

  package static func decodeDerived(_ cursor: JSONCursor?, contentSchema: [FieldSchema]) throws(FixtureError)
    -> [DerivedField]
  {
    guard let cursor else { return [] }
    var fields: [DerivedField] = []
    let members = try cursor.freeMembers()
    for place in 0..<members.count {
      let (name, formulaCursor) = (members.key(at: place), members.cursor(at: place))
      let fraction = try formulaCursor.members(of: FixtureFormat.derivedField).required("fraction")
      let operands = try fraction.elements()
      guard operands.count == 2 else {
        throw fraction.error("expected [numerator, denominator], two field names")
      }
      var names: [String] = []
      for operand in operands {
        let field = try operand.string()
        guard let schema = contentSchema.first(where: { $0.name == field }),
          schema.type == .int || schema.type == .double
        else {
          throw operand.error("expected the name of an Int or Double content-state field, found \"\(field)\"")
        }
        names.append(field)
      }
      fields.append(DerivedField(name: name, formula: .fraction(numerator: names[0], denominator: names[1])))
    }
    return fields
  }

  package struct ContentContext {
    let schema: [FieldSchema]
    let enums: [String: EnumDefinition]
    /// The fields' names, and those of the fields that are not optional: what every step's content may and
    /// must have, listed once rather than at every step.
    let names: [String]
    let requiredNames: [String]

    package init(schema: [FieldSchema], enums: [String: EnumDefinition]) {
      self.schema = schema
      self.enums = enums
      names = schema.map { $0.name }
      requiredNames = schema.filter { !$0.isOptional }.map { $0.name }
    }
  }

  static func decodeContent(_ cursor: JSONCursor, context: ContentContext) throws(FixtureError)
    -> ContentTemplate
  {
    let members = try cursor.members(known: context.names, required: context.requiredNames)
    var fields: [String: TemplateValue] = [:]
    fields.reserveCapacity(context.schema.count)
    for field in context.schema {
      guard let member = members[field.name] else {
        fields[field.name] = .value(.null)
        continue
      }
      fields[field.name] = try templateValue(member, field: field, enums: context.enums, allowRelative: true)
    }
    return ContentTemplate(fields: fields)
  }

  static func decodeStep(
    _ cursor: JSONCursor, context: ContentContext, defaultStale: TimeInterval?
  ) throws(FixtureError) -> PipelineStep {
    let keys = try cursor.members(of: FixtureFormat.step)
    if keys["end"] != nil, let alert = keys["alert"] {
      // `Activity.end(_:dismissalPolicy:)` takes no AlertConfiguration: an ending step cannot alert.
      throw alert.error(
        "a step that ends the activity cannot carry an alert: ActivityKit's end(_:dismissalPolicy:) takes none"
      )
    }
    var staleAfter = defaultStale
    if let stale = keys["staleAfter"] {
      staleAfter = stale.value == .null ? nil : try duration(stale, limit: .activityLifetime)
    }
    var step = PipelineStep(
      name: try visibleName(keys.required("name")),
      content: try decodeContent(try keys.required("contentState"), context: context),
      staleAfter: staleAfter,
      relevanceScore: try keys["relevanceScore"]?.number(),
      alert: try keys["alert"].map { cursor throws(FixtureError) in try decodeAlert(cursor, context: context)
      },
      endsWith: try keys["end"].map { cursor throws(FixtureError) in
        try dismissal(try cursor.members(of: FixtureFormat.stepEnd).required("dismissalPolicy"))
      })
    step.staleAfterIsDefault = keys["staleAfter"] == nil && defaultStale != nil
    return step
  }

  static func decodeAlert(_ cursor: JSONCursor, context: ContentContext) throws(FixtureError) -> AlertContent
  {
    let keys = try cursor.members(of: FixtureFormat.alert)
    let title = try keys.required("title")
    let body = try keys.required("body")
    let alert = AlertContent(
      title: try title.string(), body: try body.string(), sound: try keys["sound"]?.string())
    // Each text in turn, rather than an array of cursor and text pairs (copied through tuple metadata).
    func check(_ text: String, at member: JSONCursor) throws(FixtureError) {
      let template = try TextTemplateParser.parse(text, cursor: member)
      for case .field(let name, _) in template.parts
      where !context.schema.contains(where: { $0.name == name }) {
        throw member.error(
          "unknown content-state field \"\(name.abbreviated)\"; expected one of: \(Spelling.joined(context.names))"
        )
      }
    }
    try check(alert.title, at: title)
    try check(alert.body, at: body)
    return alert
  }

  package static func decodeEnd(_ cursor: JSONCursor, context: ContentContext) throws(FixtureError)
    -> EndTemplate
  {
    let keys = try cursor.members(of: FixtureFormat.end)
    return EndTemplate(
      content: try keys["contentState"].map { cursor throws(FixtureError) in
        try decodeContent(cursor, context: context)
      },
      dismissal: try dismissal(try keys.required("dismissalPolicy")))
  }

  static func dismissal(_ cursor: JSONCursor) throws(FixtureError) -> DismissalTemplate {
    if case .string(let name) = cursor.value {
      switch name {
      case "default": return .default
      case "immediate": return .immediate
      default: break
      }
    } else if case .object = cursor.value {
      let after = try cursor.members(of: FixtureFormat.dismissalAfter).required("after")
      return .afterDelay(try duration(after, limit: .activityLifetime))
    }
    throw cursor.error("expected \"default\", \"immediate\" or {\"after\": \"+5m\"}")
  }
}
