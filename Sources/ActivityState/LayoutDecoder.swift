/// Reads the `layouts` section: each slot's view tree, checked against the definition's fields.
struct LayoutDecoder {
  let definition: ActivityDefinition

  static let kindKeys = [
    "text", "icon", "timer", "relative", "time", "percent", "progress", "steps", "hstack",
    "vstack", "spacer", "if",
  ]
  static let modifierKeys = [
    "font", "bold", "color", "lineLimit", "maxWidth", "alignment", "priority", "capsule",
    "spacing", "style", "then", "else",
  ]

  func decodeSlots(_ cursor: JSONCursor, requireAll: Bool) throws(FixtureError) -> [LayoutSlot: LayoutNode] {
    let keys = ["lockScreen", "compactLeading", "compactTrailing", "minimal", "expanded", "small"]
    let members = try cursor.members(
      known: keys, required: requireAll ? keys.filter { $0 != "small" } : [])
    var slots: [LayoutSlot: LayoutNode] = [:]
    for slot in [LayoutSlot.lockScreen, .compactLeading, .compactTrailing, .minimal, .small] {
      if let member = members[slot.rawValue] { slots[slot] = try node(member) }
    }
    if let expanded = members["expanded"] {
      // Like DynamicIslandExpandedRegion, every region is optional; an absent one stays empty.
      let regions = try expanded.members(known: ["leading", "trailing", "center", "bottom"])
      let pairs: [(String, LayoutSlot)] = [
        ("leading", .expandedLeading), ("trailing", .expandedTrailing), ("center", .expandedCenter),
        ("bottom", .expandedBottom),
      ]
      for (key, slot) in pairs {
        if let region = regions[key] { slots[slot] = try node(region) }
      }
    }
    return slots
  }

  func node(_ cursor: JSONCursor) throws(FixtureError) -> LayoutNode {
    let members = try cursor.members(known: Self.kindKeys + Self.modifierKeys)
    let kinds = Self.kindKeys.filter { members[$0] != nil }
    guard kinds.count == 1, let kind = kinds.first, let body = members[kind] else {
      let found = kinds.isEmpty ? "none" : kinds.joined(separator: " and ")
      throw cursor.error(
        "expected exactly one view kind (\(Self.kindKeys.joined(separator: ", "))), found \(found)")
    }
    let style = try viewStyle(members)
    switch kind {
    case "text":
      let template = try TextTemplateParser.parse(try body.string(), cursor: body)
      try check(template, cursor: body)
      return .text(template, style)
    case "icon":
      return .icon(try icon(body), style)
    case "timer", "relative", "time":
      let field = try fieldName(body, types: "a Date") { $0 == .date }
      return .date(DateTextStyle(rawValue: kind)!, field: field, style)
    case "percent", "progress":
      let field = try fieldName(body, types: "a Double") { $0 == .double }
      return kind == "percent" ? .percent(field: field, style) : .progress(field: field, style)
    case "steps":
      let field = try fieldName(body, types: "an enum") { if case .enumeration = $0 { true } else { false } }
      var stepsStyle = LayoutNode.StepsStyle.segments
      if let styleCursor = members["style"] {
        let name = try styleCursor.string()
        guard let parsed = LayoutNode.StepsStyle(rawValue: name) else {
          throw styleCursor.error("expected \"segments\" or \"dots\", found \"\(name)\"")
        }
        stepsStyle = parsed
      }
      return .steps(field: field, stepsStyle, style)
    case "hstack", "vstack":
      var children: [LayoutNode] = []
      for child in try body.elements() { children.append(try node(child)) }
      let spacing = try members["spacing"]?.int() ?? (kind == "hstack" ? 1 : 0)
      guard spacing >= 0 else { throw members["spacing"]!.error("expected a spacing of 0 or more cells") }
      return .stack(kind == "hstack" ? .horizontal : .vertical, children, spacing: spacing, style)
    case "spacer":
      return .spacer
    default:
      return try conditional(body, members: members)
    }
  }

  private func conditional(_ body: JSONCursor, members: [String: JSONCursor]) throws(FixtureError)
    -> LayoutNode
  {
    let keys = try body.members(known: ["field", "equals", "notEquals"], required: ["field"])
    let field = try keys["field"]!.string()
    guard let type = definition.fieldType(of: field) else {
      throw keys["field"]!.error(FixtureDecoder.unknownField(field, in: definition))
    }
    let condition: Condition
    if let equals = keys["equals"] {
      condition = .equals(field: field, value: try comparable(equals, type: type))
    } else if let notEquals = keys["notEquals"] {
      condition = .notEquals(field: field, value: try comparable(notEquals, type: type))
    } else {
      throw body.error("expected \"equals\" or \"notEquals\"")
    }
    guard let then = members["then"] else { throw body.error("an \"if\" view needs \"then\"") }
    return .conditional(condition, then: try node(then), otherwise: try members["else"].map(node))
  }

  private func comparable(_ cursor: JSONCursor, type: FieldType) throws(FixtureError) -> String {
    switch cursor.value {
    case .string(let text):
      if case .enumeration(let name) = type, definition.enums[name]?.index(ofRawValue: text) == nil {
        let raw = definition.enums[name]!.cases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        throw cursor.error("expected a raw value of \(name) (\(raw)), found \"\(text)\"")
      }
      return text
    case .int(let number): return String(number)
    case .bool(let flag): return String(flag)
    default: throw cursor.error("expected a string, integer or boolean to compare with")
    }
  }

  private func fieldName(
    _ cursor: JSONCursor, types: String, accepts: (FieldType) -> Bool
  ) throws(FixtureError) -> String {
    let name = try cursor.string()
    guard let type = definition.fieldType(of: name) else {
      throw cursor.error(FixtureDecoder.unknownField(name, in: definition))
    }
    guard accepts(type) else { throw cursor.error("field \"\(name)\" is \(type); expected \(types) field") }
    return name
  }

  private func enumDefinition(of field: String, cursor: JSONCursor) throws(FixtureError) -> EnumDefinition {
    guard let type = definition.fieldType(of: field) else {
      throw cursor.error(FixtureDecoder.unknownField(field, in: definition))
    }
    guard case .enumeration(let name) = type, let enumeration = definition.enums[name] else {
      throw cursor.error("field \"\(field)\" is \(type); expected an enum field")
    }
    return enumeration
  }

  private func icon(_ cursor: JSONCursor) throws(FixtureError) -> IconSource {
    let name = try cursor.string()
    if name.hasPrefix("{"), name.hasSuffix("}") {
      let inner = name.dropFirst().dropLast()
      guard inner.hasSuffix(".icon") else { throw cursor.error("expected {field.icon}, found \(name)") }
      let field = String(inner.dropLast(5))
      let enumeration = try enumDefinition(of: field, cursor: cursor)
      if let bare = enumeration.cases.first(where: { $0.icon == nil }) {
        throw cursor.error("case \"\(bare.name)\" of \(enumeration.name) has no icon")
      }
      return .enumField(field)
    }
    guard SymbolCatalog.symbols[name] != nil else { throw cursor.error(FixtureDecoder.unknownSymbol(name)) }
    return .symbol(name)
  }

  private func check(_ template: TextTemplate, cursor: JSONCursor) throws(FixtureError) {
    for case .field(let name, let accessor) in template.parts {
      guard let type = definition.fieldType(of: name) else {
        throw cursor.error(FixtureDecoder.unknownField(name, in: definition))
      }
      if type == .date {
        throw cursor.error("field \"\(name)\" is a Date; show it with a timer, relative or time view")
      }
      switch accessor {
      case .emoji, .case:
        let enumeration = try enumDefinition(of: name, cursor: cursor)
        if accessor == .emoji, let bare = enumeration.cases.first(where: { $0.emoji == nil }) {
          throw cursor.error("case \"\(bare.name)\" of \(enumeration.name) has no emoji")
        }
      case .value, .capitalized:
        break
      }
    }
  }

  private func viewStyle(_ members: [String: JSONCursor]) throws(FixtureError) -> ViewStyle {
    var style = ViewStyle()
    if let cursor = members["font"] {
      let name = try cursor.string()
      guard let font = Font(rawValue: name) else {
        throw cursor.error(
          "unknown font \"\(name)\"; expected one of: \(Font.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      style.font = font
    }
    style.bold = try members["bold"]?.bool() ?? false
    style.color = try members["color"].map(colorSource)
    style.capsule = try members["capsule"].map(colorSource)
    if let cursor = members["lineLimit"] {
      style.lineLimit = try cursor.int()
      guard style.lineLimit >= 1 else { throw cursor.error("expected a line limit of 1 or more") }
    }
    if let cursor = members["maxWidth"] {
      let points = try cursor.number()
      guard points > 0 else { throw cursor.error("expected a width in points above 0") }
      style.maxWidthPoints = points
    }
    if let cursor = members["alignment"] {
      let name = try cursor.string()
      guard let alignment = Alignment(rawValue: name) else {
        throw cursor.error("expected \"leading\", \"center\" or \"trailing\", found \"\(name)\"")
      }
      style.alignment = alignment
    }
    style.priority = try members["priority"]?.int() ?? 0
    return style
  }

  private func colorSource(_ cursor: JSONCursor) throws(FixtureError) -> ColorSource {
    let name = try cursor.string()
    if name.hasPrefix("{"), name.hasSuffix("}") {
      let inner = name.dropFirst().dropLast()
      guard inner.hasSuffix(".color") else { throw cursor.error("expected {field.color}, found \(name)") }
      let field = String(inner.dropLast(6))
      let enumeration = try enumDefinition(of: field, cursor: cursor)
      if let bare = enumeration.cases.first(where: { $0.color == nil }) {
        throw cursor.error("case \"\(bare.name)\" of \(enumeration.name) has no color")
      }
      return .enumField(field)
    }
    return .named(try FixtureDecoder.color(cursor))
  }
}
