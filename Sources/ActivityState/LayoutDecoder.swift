/// Reads the `layouts` section: each slot's view tree, checked against the definition's fields.
struct LayoutDecoder {
  let definition: ActivityDefinition

  static let kindKeys = [
    "text", "icon", "timer", "relative", "time", "percent", "progress", "steps", "hstack",
    "vstack", "spacer", "if",
  ]
  static let modifierKeys = [
    "font", "fontWeight", "bold", "italic", "monospacedDigit", "color", "lineLimit", "truncationMode",
    "minimumScaleFactor", "multilineTextAlignment", "frame", "padding", "fixedSize", "layoutPriority",
    "alignment", "capsule", "spacing", "style", "then", "else",
  ]

  /// Every key a view may have.
  static let allKeys = kindKeys + modifierKeys

  /// The largest length in points a fixture may give (a screen is at most a few hundred points).
  static let maximumPoints = 10_000.0

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
    let members = try cursor.members(known: Self.allKeys)
    let kinds = members.keys.filter { Self.kindKeys.contains($0) }
    guard kinds.count == 1, let kind = kinds.first, let body = members[kind] else {
      let found = kinds.isEmpty ? "none" : kinds.joined(separator: " and ")
      throw cursor.error(
        "expected exactly one view kind (\(Self.kindKeys.joined(separator: ", "))), found \(found)")
    }
    let style = try viewStyle(members, kind: kind)
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
      let spacing = try members["spacing"].map { cursor throws(FixtureError) in try points(cursor) }
      return .stack(kind == "hstack" ? .horizontal : .vertical, children, spacing: spacing, style)
    case "spacer":
      if case .bool(true) = body.value { return .spacer(minLength: nil) }
      let keys = try body.members(known: ["minLength"])
      return .spacer(
        minLength: try keys["minLength"].map { cursor throws(FixtureError) in try points(cursor) })
    default:
      return try conditional(body, members: members)
    }
  }

  private func conditional(_ body: JSONCursor, members: JSONCursor.Members) throws(FixtureError)
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
    guard SymbolCatalog.lookup(name).loads else { throw cursor.error(FixtureDecoder.unknownSymbol(name)) }
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

  private func viewStyle(_ members: JSONCursor.Members, kind: String) throws(FixtureError) -> ViewStyle {
    var style = ViewStyle()
    // Most views carry their kind and a modifier or two: look up only what is there.
    guard members.count > 1 else { return style }
    if let cursor = members["font"] { style.font = try choice(cursor, "font", Font.self) }
    if let cursor = members["fontWeight"] { style.fontWeight = try choice(cursor, "weight", FontWeight.self) }
    style.bold = try members["bold"]?.bool() ?? false
    style.italic = try members["italic"]?.bool() ?? false
    style.monospacedDigit = try members["monospacedDigit"]?.bool() ?? false
    style.color = try members["color"].map(colorSource)
    style.capsule = try members["capsule"].map(colorSource)
    if let cursor = members["lineLimit"] {
      let limit = try cursor.int()
      guard (1...1000).contains(limit) else { throw cursor.error("expected a line limit from 1 to 1000") }
      style.lineLimit = limit
    }
    if let cursor = members["truncationMode"] {
      style.truncationMode = try choice(cursor, "truncation mode", TruncationMode.self)
    }
    if let cursor = members["minimumScaleFactor"] {
      let factor = try cursor.number()
      guard factor > 0, factor <= 1 else {
        throw cursor.error("expected a scale factor above 0 and at most 1")
      }
      style.minimumScaleFactor = factor
    }
    if let cursor = members["multilineTextAlignment"] {
      style.multilineTextAlignment = try choice(cursor, "alignment", Alignment.self)
    }
    if let cursor = members["frame"] { style.frame = try frame(cursor) }
    if let cursor = members["padding"] { style.padding = try padding(cursor) }
    if let cursor = members["fixedSize"] {
      if case .bool(let both) = cursor.value {
        style.fixedSize = (both, both)
      } else {
        let axes = try cursor.members(known: ["horizontal", "vertical"])
        style.fixedSize = (try axes["horizontal"]?.bool() ?? false, try axes["vertical"]?.bool() ?? false)
      }
    }
    if let cursor = members["layoutPriority"] {
      let priority = try cursor.number()
      guard abs(priority) <= 1000 else { throw cursor.error("expected a layout priority from -1000 to 1000") }
      style.layoutPriority = priority
    }
    if let cursor = members["alignment"] {
      switch kind {
      case "vstack": style.alignment = try choice(cursor, "alignment", Alignment.self)
      case "hstack": style.verticalAlignment = try choice(cursor, "alignment", VerticalAlignment.self)
      default:
        throw cursor.error(
          "\"alignment\" is a stack's (VStack(alignment:), HStack(alignment:)); for other views use "
            + "\"frame\": {\"alignment\": …} or \"multilineTextAlignment\"")
      }
    }
    return style
  }

  /// A name from a closed set, with the set listed when it is not one of them.
  private func choice<T: RawRepresentable & CaseIterable>(_ cursor: JSONCursor, _ what: String, _: T.Type)
    throws(FixtureError) -> T where T.RawValue == String
  {
    let name = try cursor.string()
    guard let value = T(rawValue: name) else {
      let known = T.allCases.map(\.rawValue)
      guard name.utf8.count <= 64 else {
        // No name is that long: no suggestion, and the message quotes only its start.
        throw cursor.error(
          "unknown \(what) \"\(name.prefix(24))…\" (\(name.utf8.count) bytes); expected one of: "
            + known.joined(separator: ", "))
      }
      let near = known.min { Spelling.editDistance($0, name) < Spelling.editDistance($1, name) }
      let hint =
        near.flatMap { Spelling.editDistance($0, name) <= 2 ? " (did you mean \"\($0)\"?)" : nil } ?? ""
      throw cursor.error(
        "unknown \(what) \"\(name)\"\(hint); expected one of: \(known.joined(separator: ", "))")
    }
    return value
  }

  /// A length in points: a finite number from 0 to `maximumPoints`.
  private func points(_ cursor: JSONCursor) throws(FixtureError) -> Double {
    let value = try cursor.number()
    guard value.isFinite, value >= 0, value <= Self.maximumPoints else {
      throw cursor.error("expected a length in points from 0 to \(Int(Self.maximumPoints))")
    }
    return value
  }

  /// `.frame(...)`: `"infinity"` stands for `.infinity` in the max bounds.
  private func frame(_ cursor: JSONCursor) throws(FixtureError) -> FrameModifier {
    let keys = try cursor.members(known: [
      "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "alignment",
    ])
    func bound(_ name: String) throws(FixtureError) -> Double? {
      guard let value = keys[name] else { return nil }
      if name.hasPrefix("max"), case .string("infinity") = value.value { return .infinity }
      return try points(value)
    }
    var frame = FrameModifier(
      width: try bound("width"), height: try bound("height"), minWidth: try bound("minWidth"),
      maxWidth: try bound("maxWidth"), minHeight: try bound("minHeight"), maxHeight: try bound("maxHeight"))
    if let alignment = keys["alignment"] {
      let name = try alignment.string()
      let parts: [String: (Alignment, VerticalAlignment)] = [
        "center": (.center, .center), "leading": (.leading, .center), "trailing": (.trailing, .center),
        "top": (.center, .top), "bottom": (.center, .bottom), "topLeading": (.leading, .top),
        "topTrailing": (.trailing, .top), "bottomLeading": (.leading, .bottom),
        "bottomTrailing": (.trailing, .bottom),
      ]
      guard let (horizontal, vertical) = parts[name] else {
        throw alignment.error(
          "unknown frame alignment \"\(name)\"; expected one of: \(parts.keys.sorted().joined(separator: ", "))"
        )
      }
      frame.alignment = horizontal
      frame.verticalAlignment = vertical
    }
    if let minimum = frame.minWidth, let maximum = frame.maxWidth, minimum > maximum {
      throw cursor.error("minWidth \(minimum) is above maxWidth \(maximum)")
    }
    if let minimum = frame.minHeight, let maximum = frame.maxHeight, minimum > maximum {
      throw cursor.error("minHeight \(minimum) is above maxHeight \(maximum)")
    }
    return frame
  }

  /// `.padding()` (`true`: 16 pt), `.padding(8)`, or `.padding(.horizontal, 8)` as
  /// `{"horizontal": 8, "vertical": 4}` or per edge `{"top", "leading", "bottom", "trailing"}`.
  private func padding(_ cursor: JSONCursor) throws(FixtureError) -> EdgeInsets {
    switch cursor.value {
    case .bool(true): return .systemPadding
    case .int, .double: return EdgeInsets(all: try points(cursor))
    default:
      let keys = try cursor.members(known: ["horizontal", "vertical", "top", "leading", "bottom", "trailing"])
      var insets = EdgeInsets()
      if let value = keys["horizontal"] {
        insets.leading = try points(value); insets.trailing = insets.leading
      }
      if let value = keys["vertical"] { insets.top = try points(value); insets.bottom = insets.top }
      if let value = keys["top"] { insets.top = try points(value) }
      if let value = keys["leading"] { insets.leading = try points(value) }
      if let value = keys["bottom"] { insets.bottom = try points(value) }
      if let value = keys["trailing"] { insets.trailing = try points(value) }
      return insets
    }
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
