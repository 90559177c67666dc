import Fixture
import Formatting
import JSON
import Views

/// Reads the `layouts` section: each slot's view tree, checked against the definition's fields.
struct LayoutDecoder {
  let definition: ActivityDefinition
  /// The enum a `forEach` being read iterates over: `index` conditions are only meaningful inside one.
  var forEachEnum: String?
  /// Optional fields bound by an enclosing `if let` (`isNil: false`): texts inside read them unwrapped.
  var unwrapped: Set<String> = []
  /// The layouts of la-sim's widget host, which evaluated the app's Swift: texts are literal (no `{…}`
  /// placeholders), and a date or number view may read a `LiteralField` instead of a field.
  var isLiteral = false

  /// A view's kinds, of which it has exactly one (`FixtureFormat.view`).
  static let kindKeys = FixtureFormat.viewKinds
  /// A view's other keys: its modifiers and the parts of its kind (`then`, `content`, `format`, …).
  static let modifierKeys = FixtureFormat.view.keys.filter { !kindKeySet.contains($0) }
  static let kindKeySet = Set(kindKeys)

  /// The most cases a `forEach` repeats its content for.
  static let maximumForEachCases = 64

  /// The slots of `layouts` or `staleLayouts`: `format` says which the object must have.
  func decodeSlots(_ cursor: JSONCursor, format: FixtureObject) throws(FixtureError) -> [LayoutSlot:
    LayoutNode]
  {
    try decodeSlots(try cursor.members(of: format))
  }

  /// The slots of a `layouts` object whose members were read already.
  func decodeSlots(_ members: JSONCursor.Members) throws(FixtureError) -> [LayoutSlot: LayoutNode] {
    var slots: [LayoutSlot: LayoutNode] = [:]
    for slot in [LayoutSlot.lockScreen, .compactLeading, .compactTrailing, .minimal, .small] {
      if let member = members[slot.rawValue] { slots[slot] = try bounded(member) }
    }
    if let expanded = members["expanded"] {
      // Like DynamicIslandExpandedRegion, every region is optional; an absent one stays empty.
      let regions = try expanded.members(of: FixtureFormat.expanded)
      let pairs: [(String, LayoutSlot)] = [
        ("leading", .expandedLeading), ("trailing", .expandedTrailing), ("center", .expandedCenter),
        ("bottom", .expandedBottom),
      ]
      let priorities = try regions["priority"]?.members(of: FixtureFormat.regionPriorities)
      for (key, slot) in pairs {
        guard let region = regions[key] else { continue }
        var node = try bounded(region)
        if let priority = try priorities?[key]?.number() {
          // A root with no modifiers of its own (an `if`) is held in a stack of one, which lays out as it does.
          if node.viewStyle == nil { node = .stack(.vertical, [node], spacing: nil, ViewStyle()) }
          node.viewStyle?.regionPriority = priority
        }
        slots[slot] = node
      }
    }
    return slots
  }

  /// `DynamicIsland.contentMargins(_:_:for:)`: per mode, a length for every edge or the edges given.
  func contentMargins(_ cursor: JSONCursor) throws(FixtureError) -> ContentMargins {
    let keys = try cursor.members(of: FixtureFormat.contentMargins)
    var margins = ContentMargins()
    for mode in ContentMargins.Mode.allCases {
      guard let value = keys[mode.rawValue] else { continue }
      if case .object = value.value {
        margins.modes[mode] = try edges(value)
      } else {
        let length = try points(value)
        margins.modes[mode] = ContentMargins.Edges(
          top: length, leading: length, bottom: length, trailing: length)
      }
    }
    return margins
  }

  /// A region's view tree, refused when it draws more than `InputLimits.layoutViews` views.
  func bounded(_ cursor: JSONCursor) throws(FixtureError) -> LayoutNode {
    let tree = try node(cursor)
    let count = tree.viewCount(enums: definition.enums)
    guard count <= InputLimits.layoutViews else {
      throw cursor.error(
        "\(count == Int.max ? "too many" : String(count)) views, more than the \(InputLimits.layoutViews)-view "
          + "limit on one region's layout")
    }
    return tree
  }

  func node(_ cursor: JSONCursor) throws(FixtureError) -> LayoutNode {
    let members = try cursor.members(of: FixtureFormat.view)
    var node = try node(cursor, members: members)
    // A view of one member has only its kind: no layer to look for.
    guard members.count > 1 else { return node }
    try checkUnread(members)
    if let background = members["background"], background.value.isLayer {
      node = try layered(node, background, members: members, behind: true)
    }
    if let overlay = members["overlay"] { node = try layered(node, overlay, members: members, behind: false) }
    return node
  }

  /// A view with `.overlay { … }` or `.background { … }` (`cursor`): the two in a `zStack` the view sizes. The
  /// view's text modifiers reach the layer, as a `.font` written after the overlay does in SwiftUI.
  private func layered(_ base: LayoutNode, _ cursor: JSONCursor, members: JSONCursor.Members, behind: Bool)
    throws(FixtureError) -> LayoutNode
  {
    let keys = try cursor.members(of: FixtureFormat.layer)
    let kind = members.keys.first { Self.kindKeySet.contains($0) } ?? ""
    let content = try node(try keys.required("content")).inheriting(try viewStyle(members, kind: kind))
    var style = ViewStyle()
    if let alignment = keys["alignment"] {
      let found = try frameAlignment(alignment)
      style.alignment = found.horizontal
      style.verticalAlignment = found.vertical
    }
    return .zStack(behind ? [content, base] : [base, content], sizedBy: behind ? 1 : 0, style)
  }

  /// One of `.frame(alignment:)`'s names.
  private func frameAlignment(_ cursor: JSONCursor, what: String = "alignment") throws(FixtureError) -> (
    horizontal: Alignment, vertical: VerticalAlignment
  ) {
    let name = try cursor.string()
    guard let found = FixtureFormat.frameAlignments.first(where: { $0.name == name }) else {
      let names = FixtureFormat.frameAlignments.map(\.name).sorted().joined(separator: ", ")
      throw cursor.error("unknown \(what) \"\(name.abbreviated)\"; expected one of: \(names)")
    }
    return (found.horizontal, found.vertical)
  }

  /// Whether `key` is a view's kind (one of `kindKeys`): asked of every key of every view, so the key is
  /// compared with the kinds of its length only (`kindsByLength`), rather than hashed.
  static func isKind(_ key: String) -> Bool {
    let length = key.utf8.count
    return length < kindsByLength.count && kindsByLength[length].contains(key)
  }

  /// `kindKeys` by their length in UTF-8 bytes.
  static let kindsByLength: [[String]] = {
    var byLength = Array(repeating: [String](), count: (kindKeys.map { $0.utf8.count }.max() ?? 0) + 1)
    for kind in kindKeys { byLength[kind.utf8.count].append(kind) }
    return byLength
  }()

  /// The kinds that read `key` when it is a part of some kinds only (`then` of an `if`); nil for a kind
  /// or a modifier, which every view reads.
  static func kinds(reading key: String) -> [String]? {
    // Every key of every view is asked about, mostly modifiers: by length first, a key is compared with the
    // one or two parts of its length rather than with all nine.
    switch key.utf8.count {
    case 2: key == "in" ? ["viewThatFits"] : nil
    case 4: key == "then" || key == "else" ? ["if"] : nil
    case 5: key == "style" ? ["steps"] : nil
    case 6: key == "format" ? ["value"] : nil
    case 7: key == "content" ? ["forEach"] : key == "spacing" ? ["hstack", "vstack"] : nil
    case 9: key == "resizable" ? ["image"] : nil
    case 10: key == "countsDown" || key == "showsHours" ? ["timerInterval", "progress"] : nil
    case 11: key == "systemImage" ? ["label"] : key == "contentMode" ? ["image"] : nil
    default: nil
    }
  }

  /// A part the view's kind does not read (`then` beside a `text`, `format` beside an `icon`) must still be
  /// of a JSON type the format gives it, as the schema requires; what the kind reads was checked as it was
  /// read, with its own message. The keys are looked at first and a member's cursor only for a part no kind
  /// reads: copying every member's cursor cost more than the check.
  private func checkUnread(_ members: JSONCursor.Members) throws(FixtureError) {
    for place in 0..<members.count {
      let key = members.key(at: place)
      guard let readers = Self.kinds(reading: key), !readers.contains(where: { members[$0] != nil }),
        case let cursor = members.cursor(at: place), let member = FixtureFormat.view.member(key),
        !member.type.admitsKind(of: cursor.value)
      else { continue }
      throw cursor.error("expected \(member.type.expectedKinds), found \(cursor.value.typeDescription)")
    }
  }

  private func node(_ cursor: JSONCursor, members: JSONCursor.Members) throws(FixtureError) -> LayoutNode {
    // The kind's place, found by each key's length first (`isKind`); the kinds are listed only for an error.
    var kindPlace: Int?
    var kindCount = 0
    for place in 0..<members.count where Self.isKind(members.key(at: place)) {
      if kindPlace == nil { kindPlace = place }
      kindCount += 1
    }
    guard kindCount == 1, let kindPlace else {
      let kinds = members.keys.filter { Self.kindKeySet.contains($0) }
      let found = kinds.isEmpty ? "none" : kinds.joined(separator: " and ")
      throw cursor.error(
        "expected exactly one view kind (\(Self.kindKeys.joined(separator: ", "))), found \(found)")
    }
    let kind = members.key(at: kindPlace)
    let body = members.cursor(at: kindPlace)
    let style = try viewStyle(members, kind: kind)
    if members.count > 1, kind != "image", let misplaced = members["resizable"] ?? members["contentMode"] {
      throw misplaced.error(
        "\"resizable\" and \"contentMode\" are an image's (Image(\"name\").resizable()); a \(kind) has neither"
      )
    }
    switch kind {
    case "text":
      if case .array = body.value { return try concatenation(body, style: style) }
      if isLiteral { return .text(LiteralField.text(try body.string()), style) }
      let template = try checked(try TextTemplateParser.parse(try body.string(), cursor: body), cursor: body)
      return .text(template, style)
    case "shape":
      return .shape(try shape(body), style)
    case "forEach":
      let name = try body.string()
      // Each case repeats the content: bounded, so a hostile fixture cannot multiply views without end.
      if let enumeration = definition.enums[name], enumeration.cases.count > Self.maximumForEachCases {
        throw body.error(
          "forEach over \(enumeration.cases.count) cases of \(name); la-sim draws at most "
            + "\(Self.maximumForEachCases) (a tracker has a few)")
      }
      if forEachEnum != nil {
        throw body.error("a forEach inside a forEach is not supported; write the inner views out")
      }
      guard definition.enums[name] != nil else {
        let known = definition.enums.keys.sorted().joined(separator: ", ")
        throw body.error(
          "unknown enum \"\(name.prefix(40))\"; expected one of: \(known.isEmpty ? "(none)" : known)")
      }
      guard let content = members["content"] else {
        throw cursor.error("a \"forEach\" view needs \"content\", the view drawn for each case")
      }
      var inner = self
      inner.forEachEnum = name
      guard case .array = content.value else { return .forEach(enumName: name, [try inner.node(content)]) }
      var views: [LayoutNode] = []
      for element in try content.elements() { views.append(try inner.node(element)) }
      return .forEach(enumName: name, views)
    case "label":
      return try label(body, members: members, style: style)
    case "timerInterval":
      return .timerInterval(try timerInterval(body, members: members), style)
    case "icon":
      return .icon(try icon(body), style)
    case "value":
      return try value(body, members: members, style: style)
    case "timer", "relative", "time", "offset", "date":
      let field = try fieldName(body, types: "a Date") { $0 == .date }
      guard let dateStyle = DateTextStyle(rawValue: kind) else {
        throw body.error("unknown date style \(kind)")
      }
      return .date(dateStyle, field: field, style)
    case "progress" where body.value.isObject:
      let interval = try body.members(of: FixtureFormat.progressTimerInterval).required("timerInterval")
      return .progressInterval(try timerInterval(interval, members: members), style)
    case "percent", "progress":
      let field = try fieldName(body, types: "a Double") { $0 == .double }
      return kind == "percent" ? .percent(field: field, style) : .progress(field: field, style)
    case "steps":
      let field = try fieldName(body, types: "an enum") { if case .enumeration = $0 { true } else { false } }
      var stepsStyle = LayoutNode.StepsStyle.segments
      if let styleCursor = members["style"] {
        let name = try styleCursor.string()
        guard let parsed = LayoutNode.StepsStyle(rawValue: name) else {
          throw styleCursor.error("expected \"segments\" or \"dots\", found \"\(name.abbreviated)\"")
        }
        stepsStyle = parsed
      }
      return .steps(field: field, stepsStyle, style)
    case "viewThatFits":
      var children: [LayoutNode] = []
      for child in try body.elements() { children.append(try node(child)) }
      if children.isEmpty { throw body.error("expected at least one view to choose from, found none") }
      let axis = try members["in"].map { cursor throws(FixtureError) in try cursor.string() }
      if let axis, axis != "horizontal", axis != "vertical", let cursor = members["in"] {
        throw cursor.error("expected \"horizontal\" or \"vertical\", found \"\(axis.abbreviated)\"")
      }
      return .viewThatFits(children, horizontal: axis != "vertical", vertical: axis != "horizontal", style)
    case "zstack":
      var children: [LayoutNode] = []
      for child in try body.elements() { children.append(try node(child)) }
      return .zStack(children, sizedBy: nil, style)
    case "image":
      let keys = try body.members(of: FixtureFormat.imageAsset)
      var asset = ImageAsset(
        name: try keys.required("name").string(), width: try points(try keys.required("width")),
        height: try points(try keys.required("height")))
      asset.resizable = try members["resizable"]?.bool() ?? false
      if let mode = members["contentMode"] {
        asset.contentMode = try choice(mode, "content mode", ImageAsset.ContentMode.self)
      }
      return .image(asset, style)
    case "divider":
      guard case .bool(true) = body.value else {
        throw body.error("expected true (Divider()), found \(body.value.typeDescription)")
      }
      return .divider(style)
    case "hstack", "vstack":
      var children: [LayoutNode] = []
      for child in try body.elements() { children.append(try node(child)) }
      let spacing = try members["spacing"].map { cursor throws(FixtureError) in try points(cursor) }
      return .stack(kind == "hstack" ? .horizontal : .vertical, children, spacing: spacing, style)
    case "spacer":
      if case .bool(true) = body.value { return .spacer(minLength: nil) }
      let keys = try body.members(of: FixtureFormat.spacerMinLength)
      return .spacer(
        minLength: try keys["minLength"].map { cursor throws(FixtureError) in try points(cursor) })
    default:
      return try conditional(body, members: members)
    }
  }

  private func conditional(_ body: JSONCursor, members: JSONCursor.Members) throws(FixtureError)
    -> LayoutNode
  {
    let keys = try body.members(of: FixtureFormat.condition)
    let condition: Condition
    if let index = keys["index"] {
      condition = try indexCondition(index, keys: keys)
    } else {
      guard let fieldCursor = keys["field"] else {
        throw body.error("expected \"field\" (or \"index\" inside a forEach)")
      }
      let field = try fieldCursor.string()
      guard let type = definition.fieldType(of: field) else {
        throw fieldCursor.error(FixtureDecoder.unknownField(field, in: definition))
      }
      if let isNil = keys["isNil"] {
        guard definition.isOptional(field) else {
          throw isNil.error("field \"\(field)\" is not optional (\(type)); it is never nil")
        }
        condition = .isNil(field: field, try isNil.bool())
      } else if let equals = keys["equals"] {
        condition = .equals(field: field, value: try comparable(equals, type: type))
      } else if let notEquals = keys["notEquals"] {
        condition = .notEquals(field: field, value: try comparable(notEquals, type: type))
      } else if let (comparison, operand) = Condition.Comparison.allCases.lazy.compactMap({ test in
        keys[test.rawValue].map { (test, $0) }
      }).first {
        guard type == .int || type == .double else {
          throw operand.error("field \"\(field)\" is \(type); \"\(comparison.rawValue)\" compares numbers")
        }
        condition = .compare(field: field, comparison, try operand.number())
      } else {
        let tests = FixtureFormat.condition.keys.filter { $0 != "field" && $0 != "index" }
        throw body.error("expected one of: \(tests.joined(separator: ", "))")
      }
    }
    guard let then = members["then"] else { throw body.error("an \"if\" view needs \"then\"") }
    // `if let name` binds the field in the branch where it is not nil.
    var thenDecoder = self
    var elseDecoder = self
    if case .isNil(let field, let isNil) = condition {
      if isNil { elseDecoder.unwrapped.insert(field) } else { thenDecoder.unwrapped.insert(field) }
    }
    return .conditional(
      condition, then: try thenDecoder.node(then), otherwise: try members["else"].map(elseDecoder.node))
  }

  /// `{"index": {"lessThanOrEqual": "status"}}`: the forEach case index compared with a number, an enum
  /// field's current case index, or `"last"`.
  private func indexCondition(_ cursor: JSONCursor, keys: JSONCursor.Members) throws(FixtureError)
    -> Condition
  {
    guard let enumName = forEachEnum else {
      throw cursor.error("\"index\" is the case index inside a \"forEach\"; there is none here")
    }
    guard keys.count == 1 else { throw cursor.error("an \"index\" condition stands alone") }
    let tests = try cursor.members(of: FixtureFormat.indexCondition)
    guard tests.count == 1, let name = tests.keys.first, let operandCursor = tests[name],
      let comparison = Condition.Comparison(rawValue: name)
    else {
      throw cursor.error(
        "expected one comparison: \(Condition.Comparison.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    let operand: Condition.IndexOperand
    switch operandCursor.value {
    case .int(let number): operand = .number(number)
    case .string("last"): operand = .last
    case .string(let field):
      let enumeration = try enumDefinition(of: field, cursor: operandCursor)
      guard enumeration.name == enumName else {
        throw operandCursor.error(
          "field \"\(field)\" is \(enumeration.name); this forEach is over \(enumName)")
      }
      operand = .caseIndex(field: field)
    default:
      throw operandCursor.error("expected an index, \"last\", or an enum field of \(enumName)")
    }
    return .index(comparison, operand)
  }

  /// `{"value": "fare", "format": ".currency(code: \"USD\")"}`: `Text(value, format:)`; a Date field takes a
  /// `.dateTime…` format.
  private func value(_ body: JSONCursor, members: JSONCursor.Members, style: ViewStyle) throws(FixtureError)
    -> LayoutNode
  {
    let field = try body.string()
    guard let type = definition.fieldType(of: field) else {
      throw body.error(FixtureDecoder.unknownField(field, in: definition))
    }
    guard let formatCursor = members["format"] else {
      throw body.error("a \"value\" view needs \"format\", as Text(value, format:) does")
    }
    let spelling = try formatCursor.string()
    if type == .date {
      switch DateTimeFormat.parse(spelling) {
      case .success(let format): return .dateFormat(format, field: field, style)
      case .failure(let error): throw formatCursor.error(error.message)
      }
    }
    guard !spelling.contains("{"), !spelling.contains("}") else {
      throw formatCursor.error("expected a format such as \".number\" or \".percent\", found braces")
    }
    let template = try checked(
      try TextTemplateParser.parse("{\(field), format: \(spelling)}", cursor: formatCursor),
      cursor: formatCursor)
    return .text(template, style)
  }

  /// `Text + Text`: every part is a text-like view (text, a date style, a timer interval).
  private func concatenation(_ body: JSONCursor, style: ViewStyle) throws(FixtureError) -> LayoutNode {
    var parts: [LayoutNode] = []
    for element in try body.elements() {
      let part = try node(element)
      switch part {
      case .text, .date, .dateFormat, .percent, .timerInterval, .concatenation: parts.append(part)
      default:
        throw element.error("a part of Text + Text must be a text, timer, relative, time or percent view")
      }
    }
    guard !parts.isEmpty else { throw body.error("expected at least one text to join") }
    return .concatenation(parts, style)
  }

  private func shape(_ cursor: JSONCursor) throws(FixtureError) -> ShapeKind {
    if case .object = cursor.value {
      let rounded = try cursor.members(of: FixtureFormat.shapeRounded).required("roundedRectangle")
      let radius = try rounded.members(of: FixtureFormat.roundedRectangle).required("cornerRadius")
      return .roundedRectangle(cornerRadius: try points(radius))
    }
    let name = try cursor.string()
    guard let shape = FixtureFormat.shapes.first(where: { $0.name == name })?.shape else {
      throw cursor.error(
        "unknown shape \"\(name.prefix(40))\"; expected one of: "
          + "\(FixtureFormat.shapeNames.sorted().joined(separator: ", ")), "
          + "{\"roundedRectangle\": {\"cornerRadius\": N}}")
    }
    return shape
  }

  /// `{"label": {"title": VIEW, "icon": VIEW}}`, or `{"label": "Title", "systemImage": "name"}`.
  private func label(_ body: JSONCursor, members: JSONCursor.Members, style: ViewStyle) throws(FixtureError)
    -> LayoutNode
  {
    if case .string(let title) = body.value {
      guard let image = members["systemImage"] else {
        throw body.error("Label(\"…\", systemImage:) needs \"systemImage\"")
      }
      let template = try checked(try TextTemplateParser.parse(title, cursor: body), cursor: body)
      return .label(title: .text(template, ViewStyle()), icon: .icon(try icon(image), ViewStyle()), style)
    }
    let keys = try body.members(of: FixtureFormat.labelViews)
    return .label(
      title: try node(try keys.required("title")), icon: try node(try keys.required("icon")), style)
  }

  /// `{"start": "pickupAt-10m", "end": "pickupAt"}` with the view's `countsDown` and `showsHours`.
  private func timerInterval(_ cursor: JSONCursor, members: JSONCursor.Members) throws(FixtureError)
    -> TimerInterval
  {
    let keys = try cursor.members(of: FixtureFormat.timerInterval)
    var interval = TimerInterval(
      start: try dateReference(try keys.required("start")), end: try dateReference(try keys.required("end")))
    interval.countsDown = try members["countsDown"]?.bool() ?? true
    interval.showsHours = try members["showsHours"]?.bool() ?? true
    return interval
  }

  private func dateReference(_ cursor: JSONCursor) throws(FixtureError) -> DateReference {
    let text = try cursor.string()
    // The host's instant (`"@1795944900.0"`), read in place of a field (`LiteralField`).
    if isLiteral, let literal = LiteralField.value(text) {
      guard LiteralField.type(of: literal) == .date else {
        throw cursor.error("\"\(text.abbreviated)\" is not a date")
      }
      return DateReference(field: text, offset: 0)
    }
    let split = text.firstIndex { $0 == "+" || $0 == "-" }
    let field = String(split.map { text[..<$0] } ?? Substring(text))
    var offset = 0.0
    if let split {
      guard let seconds = RelativeTime.parse(String(text[split...])) else {
        throw cursor.error(
          "expected a Date field and an optional offset (\"pickupAt-10m\"), found \"\(text.abbreviated)\"")
      }
      guard abs(seconds) <= InputLimits.Duration.relativeDate.seconds else {
        throw cursor.error(
          "the offset in \"\(text.abbreviated)\" is beyond \(InputLimits.Duration.relativeDate.text)")
      }
      offset = seconds
    }
    guard let type = definition.fieldType(of: field) else {
      throw cursor.error(FixtureDecoder.unknownField(field, in: definition))
    }
    guard type == .date else { throw cursor.error("field \"\(field)\" is \(type); expected a Date field") }
    return DateReference(field: field, offset: offset)
  }

  private func comparable(_ cursor: JSONCursor, type: FieldType) throws(FixtureError) -> String {
    switch cursor.value {
    case .string(let text):
      if case .enumeration(let name) = type, let enumeration = definition.enums[name],
        enumeration.index(ofRawValue: text) == nil
      {
        let raw = Spelling.list(enumeration.cases.map(\.rawValue), conjunction: nil)
        throw cursor.error("expected a raw value of \(name) (\(raw)), found \"\(text.abbreviated)\"")
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
    if isLiteral, let literal = LiteralField.value(name) {
      guard let type = LiteralField.type(of: literal), accepts(type) else {
        throw cursor.error("\"\(name.abbreviated)\" is not \(types) value")
      }
      return name
    }
    guard let type = definition.fieldType(of: name) else {
      throw cursor.error(FixtureDecoder.unknownField(name, in: definition))
    }
    guard accepts(type) else {
      throw cursor.error("field \"\(name.abbreviated)\" is \(type); expected \(types) field")
    }
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

  /// The template with the placeholders of `if let`-bound fields unwrapped, checked as Swift would.
  private func checked(_ template: TextTemplate, cursor: JSONCursor) throws(FixtureError) -> TextTemplate {
    var template = template
    if !unwrapped.isEmpty {
      for index in template.segments.indices {
        guard case .placeholder(var placeholder) = template.segments[index],
          unwrapped.contains(placeholder.field)
        else { continue }
        placeholder.isUnwrapped = true
        template.segments[index] = .placeholder(placeholder)
      }
    }
    try template.validate(definition: definition, cursor: cursor)
    try check(template, cursor: cursor)
    return template
  }

  private func check(_ template: TextTemplate, cursor: JSONCursor) throws(FixtureError) {
    for case .field(let name, let accessor) in template.parts {
      guard let type = definition.fieldType(of: name) else {
        throw cursor.error(FixtureDecoder.unknownField(name, in: definition))
      }
      if type == .date {
        throw cursor.error(
          "field \"\(name.abbreviated)\" is a Date; show it with a timer, relative or time view")
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
    let modifiers = ViewStyleMembers(members)
    if let cursor = modifiers[.font] { try font(cursor, into: &style) }
    if let cursor = modifiers[.fontWeight] {
      style.fontWeight = try choice(cursor, "weight", FontWeight.self)
    }
    style.bold = try modifiers[.bold]?.bool() ?? false
    style.italic = try modifiers[.italic]?.bool() ?? false
    style.monospacedDigit = try modifiers[.monospacedDigit]?.bool() ?? false
    // `.foregroundStyle`, a shape's `.fill` and a bar's `.tint` all colour the view.
    style.color = try (modifiers[.color] ?? modifiers[.fill] ?? modifiers[.tint]).map(colorSource)
    if let capsule = modifiers[.capsule] {
      // The status-capsule idiom in one key: `.background(color).clipShape(Capsule())`.
      style.background = try colorSource(capsule)
      style.clipShape = .capsule
    }
    if let background = modifiers[.background], !background.value.isLayer {
      style.background = try colorSource(background)
    }
    if let clip = modifiers[.clipShape] { style.clipShape = try shape(clip) }
    if let cursor = modifiers[.lineLimit] {
      let limit = try cursor.int()
      let range = FixtureFormat.lineLimitRange
      guard range.contains(Double(limit)) else {
        throw cursor.outOfRange("expected a line limit from \(range.lowerText) to \(range.upperText)")
      }
      style.lineLimit = limit
    }
    // `.tracking` wins over `.kerning` when a view has both, as SwiftUI applies them.
    if let cursor = modifiers[.tracking] ?? modifiers[.kerning] {
      let points = try cursor.number()
      let range = FixtureFormat.trackingRange
      guard range.contains(points) else {
        throw cursor.outOfRange("expected points from \(range.lowerText) to \(range.upperText)")
      }
      style.tracking = points
    }
    style.allowsTightening = try modifiers[.allowsTightening]?.bool() ?? false
    if let cursor = modifiers[.textCase] { style.textCase = try choice(cursor, "text case", TextCase.self) }
    if let cursor = modifiers[.truncationMode] {
      style.truncationMode = try choice(cursor, "truncation mode", TruncationMode.self)
    }
    if let cursor = modifiers[.minimumScaleFactor] {
      let factor = try cursor.number()
      let range = FixtureFormat.scaleFactorRange
      guard range.contains(factor) else {
        throw cursor.outOfRange(
          "expected a scale factor above \(range.lowerText) and at most \(range.upperText)")
      }
      style.minimumScaleFactor = factor
    }
    if let cursor = modifiers[.dynamicTypeSize] { style.dynamicTypeSizes = try dynamicTypeSizes(cursor) }
    if let cursor = modifiers[.multilineTextAlignment] {
      style.multilineTextAlignment = try choice(cursor, "alignment", Alignment.self)
    }
    if let cursor = modifiers[.frame] { style.frame = try frame(cursor) }
    if let cursor = modifiers[.padding] { style.padding = try padding(cursor) }
    if let cursor = modifiers[.fixedSize] {
      if case .bool(let both) = cursor.value {
        style.fixedSize = FixedSize(horizontal: both, vertical: both)
      } else {
        let axes = try cursor.members(of: FixtureFormat.fixedSizeAxes)
        style.fixedSize = FixedSize(
          horizontal: try axes["horizontal"]?.bool() ?? false, vertical: try axes["vertical"]?.bool() ?? false
        )
      }
    }
    if let cursor = modifiers[.layoutPriority] {
      let priority = try cursor.number()
      let range = FixtureFormat.layoutPriorityRange
      guard range.contains(priority) else {
        throw cursor.outOfRange("expected a layout priority from \(range.lowerText) to \(range.upperText)")
      }
      style.layoutPriority = priority
    }
    if let cursor = modifiers[.alignment] {
      switch kind {
      case "vstack": style.alignment = try choice(cursor, "alignment", Alignment.self)
      case "hstack": style.verticalAlignment = try choice(cursor, "alignment", VerticalAlignment.self)
      case "zstack":
        let found = try frameAlignment(cursor)
        style.alignment = found.horizontal
        style.verticalAlignment = found.vertical
      default:
        throw cursor.error(
          "\"alignment\" is a stack's (VStack(alignment:), HStack(alignment:)); for other views use "
            + "\"frame\": {\"alignment\": …} or \"multilineTextAlignment\"")
      }
    }
    if let cursor = modifiers[.accessibilityLabel] {
      style.accessibilityLabel = try checked(
        try TextTemplateParser.parse(try cursor.string(), cursor: cursor), cursor: cursor)
    }
    style.accessibilityHidden = try modifiers[.accessibilityHidden]?.bool() ?? false
    if let cursor = members["verticalPlacement"] {
      let placement = try cursor.string()
      guard placement == "default" || placement == "belowIfTooWide" else {
        throw cursor.error(
          "expected \"default\" or \"belowIfTooWide\", found \"\(placement.abbreviated)\"")
      }
      style.belowIfTooWide = placement == "belowIfTooWide"
    }
    return style
  }

  /// `.dynamicTypeSize(.large)` as `"large"`, `.dynamicTypeSize(...DynamicTypeSize.accessibility2)` as
  /// `{"max": "accessibility2"}`, `.dynamicTypeSize(.large ... .xxLarge)` as `{"min": …, "max": …}`.
  private func dynamicTypeSizes(_ cursor: JSONCursor) throws(FixtureError) -> ClosedRange<Int> {
    let names = ViewStyle.dynamicTypeSizeNames
    func place(_ cursor: JSONCursor) throws(FixtureError) -> Int {
      let name = try cursor.string()
      guard let place = names.firstIndex(of: name) else {
        let shown = name.utf8.count <= 64 ? "\"\(name)\"" : "\"\(name.prefix(24))…\""
        let hint = Spelling.nearest(to: name, in: names, limit: 2).map { " (did you mean \"\($0)\"?)" } ?? ""
        throw cursor.error(
          "unknown Dynamic Type size \(shown)\(hint); expected one of: \(names.joined(separator: ", "))")
      }
      return place
    }
    if case .string = cursor.value {
      let size = try place(cursor)
      return size...size
    }
    guard case .object = cursor.value else {
      throw cursor.error(
        "expected a Dynamic Type size's name or an object with \"min\" and \"max\", found "
          + cursor.value.typeDescription)
    }
    let bounds = try cursor.members(of: FixtureFormat.dynamicTypeSizeBounds)
    guard bounds["min"] != nil || bounds["max"] != nil else {
      throw cursor.error("expected \"min\", \"max\" or both (SwiftUI's range of Dynamic Type sizes)")
    }
    let lower = try bounds["min"].map(place) ?? 0
    let upper = try bounds["max"].map(place) ?? names.count - 1
    guard lower <= upper else {
      throw cursor.error(
        "\"min\" \(names[lower]) is larger than \"max\" \(names[upper]): the range holds no size")
    }
    return lower...upper
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
      let hint = Spelling.nearest(to: name, in: known, limit: 2).map { " (did you mean \"\($0)\"?)" } ?? ""
      throw cursor.error(
        "unknown \(what) \"\(name)\"\(hint); expected one of: \(known.joined(separator: ", "))")
    }
    return value
  }

  /// A length in points: a finite number in `FixtureFormat.pointsRange`.
  private func points(_ cursor: JSONCursor) throws(FixtureError) -> Double {
    let value = try cursor.number()
    let range = FixtureFormat.pointsRange
    guard range.contains(value) else {
      throw cursor.outOfRange("expected a length in points from \(range.lowerText) to \(range.upperText)")
    }
    return value
  }

  /// `.frame(...)`: `"infinity"` stands for `.infinity` in the max bounds.
  private func frame(_ cursor: JSONCursor) throws(FixtureError) -> FrameModifier {
    let keys = try cursor.members(of: FixtureFormat.frame)
    func bound(_ name: String) throws(FixtureError) -> Double? {
      guard let value = keys[name] else { return nil }
      if name.hasPrefix("max"), case .string("infinity") = value.value { return .infinity }
      return try points(value)
    }
    var frame = FrameModifier(
      width: try bound("width"), height: try bound("height"), minWidth: try bound("minWidth"),
      maxWidth: try bound("maxWidth"), minHeight: try bound("minHeight"), maxHeight: try bound("maxHeight"))
    if let alignment = keys["alignment"] {
      let found = try frameAlignment(alignment, what: "frame alignment")
      frame.alignment = found.horizontal
      frame.verticalAlignment = found.vertical
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
      let given = try edges(cursor)
      return EdgeInsets(
        top: given.top ?? 0, leading: given.leading ?? 0, bottom: given.bottom ?? 0,
        trailing: given.trailing ?? 0)
    }
  }

  /// `{"horizontal": 8, "vertical": 4}` or per edge `{"top", "leading", "bottom", "trailing"}` (an edge named
  /// after its axis wins): the edges given, in points.
  private func edges(_ cursor: JSONCursor) throws(FixtureError) -> ContentMargins.Edges {
    let keys = try cursor.members(of: FixtureFormat.paddingEdges)
    var given = ContentMargins.Edges()
    if let value = keys["horizontal"] { given.leading = try points(value); given.trailing = given.leading }
    if let value = keys["vertical"] { given.top = try points(value); given.bottom = given.top }
    if let value = keys["top"] { given.top = try points(value) }
    if let value = keys["leading"] { given.leading = try points(value) }
    if let value = keys["bottom"] { given.bottom = try points(value) }
    if let value = keys["trailing"] { given.trailing = try points(value) }
    return given
  }

  /// `"orange"`, `"gray.opacity(0.3)"`, `"{status.color}"`, `"{status.color}.opacity(0.2)"`, or
  /// `{"color": …, "opacity": 0.3}`.
  /// `"caption"`, or a font by its size: `{"size": 15}` (`.system(size: 15)`), `{"size": 15, "relativeTo":
  /// "headline"}` (`.custom(name, size: 15, relativeTo: .headline)`).
  private func font(_ cursor: JSONCursor, into style: inout ViewStyle) throws(FixtureError) {
    guard case .object = cursor.value else {
      style.font = try choice(cursor, "font", Font.self)
      return
    }
    let keys = try cursor.members(of: FixtureFormat.fontSize)
    let size = try keys.required("size")
    let points = try size.number()
    guard FontSize.range.contains(points) else {
      throw size.outOfRange("expected a font size from 1 to 200 points")
    }
    var relative: Font?
    if let cursor = keys["relativeTo"] { relative = try choice(cursor, "text style", Font.self) }
    style.font = relative ?? .body
    style.fontSize = FontSize(points: points, relativeTo: relative)
  }

  private func colorSource(_ cursor: JSONCursor) throws(FixtureError) -> ColorSource {
    if case .object = cursor.value {
      if let (custom, opacity) = try FixtureDecoder.assetColor(cursor) {
        return opacity < 1 ? .opacity(.custom(custom), opacity) : .custom(custom)
      }
      let keys = try cursor.members(of: FixtureFormat.colorWithOpacity)
      let base = try colorSource(try keys.required("color"))
      guard let opacity = keys["opacity"] else { return base }
      return .opacity(base, try FixtureDecoder.opacityValue(opacity))
    }
    let text = try cursor.string()
    guard let (name, opacity) = FixtureDecoder.splitColor(text) else {
      throw cursor.error(
        "expected a colour such as \"gray\", \"gray.opacity(0.3)\" or \"{field.color}\", found \"\(text.prefix(40))\""
      )
    }
    let base: ColorSource
    if name.hasPrefix("{"), name.hasSuffix("}") {
      let inner = name.dropFirst().dropLast()
      guard inner.hasSuffix(".color") else { throw cursor.error("expected {field.color}, found \(name)") }
      let field = String(inner.dropLast(6))
      let enumeration = try enumDefinition(of: field, cursor: cursor)
      if let bare = enumeration.cases.first(where: { $0.color == nil }) {
        throw cursor.error("case \"\(bare.name)\" of \(enumeration.name) has no color")
      }
      base = .enumField(field)
    } else if name.hasPrefix("#") {
      base = .custom(try FixtureDecoder.hexColor(cursor, name))
    } else {
      base = .named(try FixtureDecoder.color(cursor, name: name))
    }
    return opacity.map { .opacity(base, $0) } ?? base
  }

}

extension JSONValue {
  fileprivate var isObject: Bool {
    if case .object = self { return true }
    return false
  }

  /// Whether a `background` is a view behind (`{"content": …}`) rather than a colour, which may be an object
  /// too (`{"color": "orange", "opacity": 0.2}`, an asset colour).
  fileprivate var isLayer: Bool {
    if case .object(let members) = self { return members.contains { $0.key == "content" } }
    return false
  }
}
