import Fixture
import JSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One fixture layout from what the app's code drew for each step: the host answers with literal texts,
/// instants (`@…`) and numbers (`#…`), one tree per step, and `la-sim import` needs one tree that names the
/// fields. Where the trees agree they are kept; a text whose steps differ becomes a placeholder text when
/// the fields' values, put in place, give every step's text exactly (`Driver: {driverName}`); an instant
/// names the `Date` field it equals (or is a fixed offset from), a number the field or the clamped fraction
/// of two fields it equals in every step; anything else that differs becomes an `if` on the field whose
/// value tells the steps' trees apart. Nothing is kept that does not reproduce every step.
public struct LayoutMerge {
  /// A field and its value in each step.
  public struct Field: Sendable {
    /// The field's name (its JSON key).
    public var name: String
    /// Its value in each step, in step order.
    public var values: [Value]
    /// A content-state field (rather than an attribute).
    public var isContent: Bool

    /// A field.
    public init(name: String, values: [Value], isContent: Bool) {
      self.name = name
      self.values = values
      self.isContent = isContent
    }
  }

  /// The fields, content state first.
  public var fields: [Field]
  /// The enums the fields use, for their raw values.
  public var enums: [String: EnumDefinition]
  /// The fractions of two fields found for numbers (`ProgressView(value:)` of a computed property), by the
  /// name given them.
  public var derived: [(name: String, numerator: String, denominator: String)] = []
  /// What could not be carried into the fixture: a sentence each.
  public var issues: [String] = []
  /// Whether a difference may become an `if`; when not, `failed` is set instead.
  var branching = true
  var failed = false

  /// A merge over `fields`.
  public init(fields: [Field], enums: [String: EnumDefinition]) {
    self.fields = fields
    self.enums = enums
  }

  /// The one tree for the steps' `trees` (nil where a step drew nothing there), or nil when no step drew
  /// anything.
  public mutating func merge(_ trees: [JSONValue?], at place: String) -> JSONValue? {
    guard trees.contains(where: { $0 != nil }) else { return nil }
    let texts = trees.map { $0.map { $0.serialized(pretty: false) } }
    if let first = trees[0], texts.allSatisfy({ $0 == texts[0] }) {
      return constant(first, at: place)
    }
    if let compatible = members(trees) {
      var merged: [JSONMember] = []
      for (key, values) in compatible {
        guard let value = mergeValue(key: key, values, at: place) else { return branch(trees, at: place) }
        merged.append(JSONMember(key: key, value: value))
      }
      return .object(merged)
    }
    return branch(trees, at: place)
  }

  /// An `if` for `trees`, or nil with `failed` set where no `if` may be written.
  mutating func branch(_ trees: [JSONValue?], at place: String) -> JSONValue? {
    guard branching else {
      failed = true
      return nil
    }
    return branches(trees, at: place)
  }

  /// The trees of `steps` merged with no `if`, or nil when they need one.
  mutating func withoutBranches(_ trees: [JSONValue?], _ steps: [Int], at place: String) -> JSONValue?? {
    let all = fields
    let (wasBranching, hadFailed) = (branching, failed)
    fields = Self.narrowed(all, to: steps)
    branching = false
    failed = false
    let issueCount = issues.count
    let merged = merge(steps.map { trees[$0] }, at: place)
    let ok = !failed
    fields = all
    branching = wasBranching
    failed = hadFailed
    if !ok { issues.removeSubrange(issueCount...) }
    return ok ? .some(merged) : nil
  }

  /// The members of every step's object, key by key, when all are objects with the same keys in the same
  /// order and the same view kind (the first key).
  func members(_ trees: [JSONValue?]) -> [(String, [JSONValue])]? {
    var objects: [[JSONMember]] = []
    for tree in trees {
      guard case .object(let members)? = tree else { return nil }
      objects.append(members)
    }
    let keys = objects[0].map(\.key)
    guard objects.allSatisfy({ $0.map(\.key) == keys }) else { return nil }
    return keys.indices.map { index in (keys[index], objects.map { $0[index].value }) }
  }

  /// One value for a member the steps wrote differently, or nil when only a branch can say it.
  mutating func mergeValue(key: String, _ values: [JSONValue], at place: String) -> JSONValue? {
    let texts = values.map { $0.serialized(pretty: false) }
    if texts.allSatisfy({ $0 == texts[0] }) { return constant(values[0], at: place) }
    switch values[0] {
    case .string:
      var strings: [String] = []
      for value in values {
        guard case .string(let text) = value else { return nil }
        strings.append(text)
      }
      if strings.allSatisfy(Self.isInstantOrNumber) {
        return literal(strings).map(JSONValue.string)
      }
      return key == "text" || key == "label" ? template(strings).map(JSONValue.string) : nil
    case .array(let first):
      var arrays: [[JSONValue]] = []
      for value in values {
        guard case .array(let items) = value, items.count == first.count else { return nil }
        arrays.append(items)
      }
      var merged: [JSONValue] = []
      for index in first.indices {
        guard let item = merge(arrays.map { $0[index] }, at: place) else { return nil }
        merged.append(item)
      }
      return .array(merged)
    case .object:
      guard members(values) != nil else { return nil }
      return merge(values, at: place)
    default:
      return nil
    }
  }

  /// A subtree the same in every step: its texts with the values of the fields they show named
  /// (`Order #{orderNumber}`), its instants and numbers with their fields.
  mutating func constant(_ value: JSONValue, at place: String) -> JSONValue {
    switch value {
    case .string(let text):
      if Self.isInstantOrNumber(text) {
        return literal([String](repeating: text, count: steps)).map(JSONValue.string) ?? value
      }
      return value
    case .array(let items): return .array(items.map { constant($0, at: place) })
    case .object(let members):
      return .object(
        members.map { member in
          if member.key == "text" || member.key == "label", case .string(let text) = member.value {
            guard !text.contains("{"), !text.contains("}") else {
              return JSONMember(key: member.key, value: .string(escapedLiteral(text, at: place)))
            }
            let same = [String](repeating: text, count: steps)
            return JSONMember(key: member.key, value: .string(template(same) ?? text))
          }
          return JSONMember(key: member.key, value: constant(member.value, at: place))
        })
    default: return value
    }
  }

  var steps: Int { fields.first?.values.count ?? 1 }

  /// An instant (`@…`) or a number (`#…`) the host wrote where a fixture names a field.
  static func isInstantOrNumber(_ text: String) -> Bool {
    (text.hasPrefix("@") || text.hasPrefix("#")) && LiteralField.value(text) != nil
  }

  /// A text with no field in it, as a fixture must write it: braces cannot be written in a fixture's text.
  mutating func escapedLiteral(_ text: String, at place: String) -> String {
    guard text.contains("{") || text.contains("}") else { return text }
    issues.append(
      "\(place): the text \"\(text)\" holds a brace, which a fixture's text cannot show; left out")
    return text.filter { $0 != "{" && $0 != "}" }
  }

  /// How a placeholder shows a field's value, or nil when no placeholder shows it as the code did.
  func shown(_ value: Value) -> String? {
    switch value {
    case .string(let text): return text
    case .int(let number): return String(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .enumCase(let name, let index):
      guard let cases = enums[name]?.cases, index < cases.count else { return nil }
      return cases[index].rawValue
    case .double, .date, .null: return nil
    }
  }

  /// The placeholders that show `field`, with what each shows at every step: the value, and the
  /// transformations la-sim's placeholders know where they show something else (`{phase.capitalized}`,
  /// `{Int(fraction * 100)}`); none for a field nil at some step.
  func spellings(_ field: Field) -> [(String, [String])] {
    var result: [(String, [String])] = []
    func add(_ name: String, _ shown: [String]) {
      guard !result.contains(where: { $0.1 == shown }) else { return }
      result.append((name, shown))
    }
    let plain = field.values.compactMap(self.shown)
    if plain.count == field.values.count {
      add(field.name, plain)
      if case .enumCase(let name, _) = field.values[0], let cases = enums[name]?.cases {
        add(
          "\(field.name).case",
          field.values.map { value in
            guard case .enumCase(_, let index) = value, index < cases.count else { return "" }
            return cases[index].name
          })
      }
      switch field.values[0] {
      case .string, .enumCase:
        add("\(field.name).capitalized", plain.map(\.capitalized))
        add("\(field.name).uppercased()", plain.map { $0.uppercased() })
        add("\(field.name).lowercased()", plain.map { $0.lowercased() })
      default: break
      }
    }
    let numbers = field.values.compactMap { value -> Double? in
      if case .double(let number) = value { return number }
      return nil
    }
    if numbers.count == field.values.count {
      // Swift's `Int(_:)` cuts toward zero; values beyond Int's range give no placeholder.
      func integer(_ value: Double) -> String? {
        value.isFinite && abs(value) < 1e15 ? String(Int(value)) : nil
      }
      let cut = numbers.compactMap { integer($0 * 100) }
      let rounded = numbers.compactMap { integer(($0 * 100).rounded()) }
      if cut.count == numbers.count { add("Int(\(field.name) * 100)", cut) }
      if rounded.count == numbers.count { add("Int((\(field.name) * 100).rounded())", rounded) }
    }
    return result
  }

  /// A text that shows, in every step, that step's `texts`: field values put in place of their
  /// placeholders; nil when none does. The values that differ between steps are put in first, longest
  /// first, then the attributes and fixed values (only values of three characters or more, or the whole
  /// text: a digit or a short word is too often there by chance); a choice is kept only if every step then
  /// reads exactly as the code drew it.
  func template(_ texts: [String]) -> String? {
    guard !texts[0].contains("{"), !texts[0].contains("}") else { return nil }
    let candidates = fields.flatMap(spellings).compactMap {
      (name: String, shown: [String]) -> (name: String, shown: [String], varies: Bool)? in
      guard !shown[0].isEmpty else { return nil }
      let varies = Set(shown).count > 1
      guard varies || shown[0].count >= 3 || shown[0] == texts[0] else { return nil }
      return (name, shown, varies)
    }
    .sorted { ($0.varies ? 1 : 0, $0.shown[0].count) > ($1.varies ? 1 : 0, $1.shown[0].count) }
    let varying = candidates.filter(\.varies)
    let fixed = candidates.filter { !$0.varies }
    for set in [varying + fixed, varying, fixed] where !set.isEmpty {
      if let text = Self.template(texts, set) { return text }
    }
    return texts.allSatisfy({ $0 == texts[0] }) ? texts[0] : nil
  }

  /// The first step's text with each of `candidates`' values replaced by its placeholder, if every step
  /// then reads as it was drawn.
  static func template(_ texts: [String], _ candidates: [(name: String, shown: [String], varies: Bool)])
    -> String?
  {
    enum Part {
      case literal(String)
      case field(Int)
    }
    var parts: [Part] = [.literal(texts[0])]
    for (number, candidate) in candidates.enumerated() {
      let value = candidate.shown[0]
      var next: [Part] = []
      for part in parts {
        guard case .literal(let text) = part, text.contains(value) else {
          next.append(part)
          continue
        }
        for (index, piece) in text.split(separator: value, omittingEmptySubsequences: false).enumerated() {
          if index > 0 { next.append(.field(number)) }
          if !piece.isEmpty { next.append(.literal(String(piece))) }
        }
      }
      parts = next
    }
    let reproduces = texts.indices.allSatisfy { step in
      parts.map { part in
        switch part {
        case .literal(let literal): literal
        case .field(let index): candidates[index].shown[step]
        }
      }.joined() == texts[step]
    }
    guard reproduces, parts.contains(where: { if case .field = $0 { true } else { false } }) else {
      return nil
    }
    return parts.map { part in
      switch part {
      case .literal(let literal): literal
      case .field(let index): "{\(candidates[index].name)}"
      }
    }.joined()
  }

  /// The field an instant or number names in every step: `estimatedArrival`, `pickupAt-600s`, a field whose
  /// number it is, or a clamped fraction of two (added to `derived`).
  mutating func literal(_ values: [String]) -> String? {
    let literals = values.compactMap(LiteralField.value)
    guard literals.count == values.count else { return nil }
    if case .date = literals[0] {
      let instants = literals.compactMap(\.date)
      guard instants.count == literals.count else { return nil }
      var best: (name: String, offset: Double)?
      for field in fields {
        let dates = field.values.compactMap(\.date)
        guard dates.count == instants.count else { continue }
        let offsets = zip(instants, dates).map {
          ($0.timeIntervalSince1970 - $1.timeIntervalSince1970).rounded()
        }
        guard offsets.allSatisfy({ $0 == offsets[0] }),
          zip(instants, dates).allSatisfy({
            abs($0.timeIntervalSince1970 - $1.timeIntervalSince1970 - offsets[0]) < 0.001
          })
        else { continue }
        if best == nil || abs(offsets[0]) < abs(best!.offset) { best = (field.name, offsets[0]) }
      }
      // An absurd instant (the app's own arithmetic) is no offset a fixture can write, and must not trap.
      guard let best, best.offset.isFinite, abs(best.offset) <= 1e15 else { return nil }
      let seconds = Int(best.offset)
      return seconds == 0 ? best.name : best.name + (seconds > 0 ? "+\(seconds)s" : "\(seconds)s")
    }
    let numbers = literals.compactMap(\.number)
    guard numbers.count == literals.count else { return nil }
    func matches(_ candidate: [Double]) -> Bool {
      zip(candidate, numbers).allSatisfy { abs($0 - $1) < 1e-9 }
    }
    for field in fields where field.isContent {
      let values = field.values.compactMap(\.number)
      if values.count == numbers.count, matches(values) { return field.name }
    }
    for (name, numerator, denominator) in derived {
      if let values = fraction(numerator, denominator), matches(values) { return name }
    }
    for numerator in fields where numerator.isContent {
      for denominator in fields where denominator.isContent && denominator.name != numerator.name {
        guard let values = fraction(numerator.name, denominator.name), matches(values) else { continue }
        // Named as la-sim's fixtures name such a field; a second one gets a number.
        let name = derived.isEmpty ? "fractionComplete" : "fractionComplete\(derived.count + 1)"
        derived.append((name, numerator.name, denominator.name))
        return name
      }
    }
    return nil
  }

  /// The fractions found so far as fields of their own, so that texts can name them
  /// (`{Int(fractionComplete * 100)}%`): a first merge finds them, a second uses them.
  public mutating func addDerivedFields() {
    for item in derived where !fields.contains(where: { $0.name == item.name }) {
      guard let values = fraction(item.numerator, item.denominator) else { continue }
      fields.append(Field(name: item.name, values: values.map(Value.double), isContent: true))
    }
  }

  /// `numerator / denominator` clamped to 0…1 (0 when the denominator is 0) in each step, as a fixture's
  /// derived fraction is.
  func fraction(_ numerator: String, _ denominator: String) -> [Double]? {
    guard let top = fields.first(where: { $0.name == numerator }),
      let bottom = fields.first(where: { $0.name == denominator })
    else { return nil }
    let tops = top.values.compactMap(\.number)
    let bottoms = bottom.values.compactMap(\.number)
    guard tops.count == steps, bottoms.count == steps else { return nil }
    // The value ActivityKit's app computes, as a fixture's derived field does.
    let derived = DerivedField(name: "", formula: .fraction(numerator: numerator, denominator: denominator))
    return zip(tops, bottoms).map { top, bottom in
      var values: [String: Value] = [:]
      values[numerator] = .double(top)
      values[denominator] = .double(bottom)
      return derived.evaluate(values).number ?? 0
    }
  }

  /// The steps' trees as an `if` on the field whose value tells them apart (a `Bool`, an enum, a string or
  /// an integer; whether an optional is nil), each tree merged over the steps that drew it; the first
  /// step's tree, with an issue, when no field tells them apart.
  mutating func branches(_ trees: [JSONValue?], at place: String) -> JSONValue? {
    let texts = trees.map { $0?.serialized(pretty: false) ?? "" }
    var best: (field: Field, nilOnly: Bool)?
    for field in fields where field.isContent {
      if case .date = field.values[0] { continue }
      if case .double = field.values[0] { continue }
      // The value (or whether it is nil) decides the tree: equal values, equal trees.
      for nilOnly in [true, false] {
        var seen: [String: String] = [:]
        let decides = field.values.indices.allSatisfy { step in
          let key = nilOnly ? String(field.values[step] == .null) : "\(field.values[step])"
          if let tree = seen[key] { return tree == texts[step] }
          seen[key] = texts[step]
          return true
        }
        if decides, best == nil || nilOnly { best = (field, nilOnly) }
        if decides { break }
      }
    }
    guard let (field, nilOnly) = best else {
      issues.append(
        "\(place): the steps draw different views, and no content-state field's value tells them apart;"
          + " the first step's view is kept")
      return trees.first(where: { $0 != nil }).flatMap { $0.map { constant($0, at: place) } }
    }
    // One value drawn its own way and the other steps merged as one tree (`phase == .ready ? "Ready" :
    // "\(percent)%"`): an `if` on that value alone.
    if !nilOnly {
      var values: [Value] = []
      for value in field.values where !values.contains(value) { values.append(value) }
      for value in values where values.count > 2 {
        let own = trees.indices.filter { field.values[$0] == value }
        let rest = trees.indices.filter { field.values[$0] != value }
        guard let merged = withoutBranches(trees, rest, at: place),
          let mine = withoutBranches(trees, own, at: place)
        else { continue }
        let empty = JSONValue.object([JSONMember(key: "vstack", value: .array([]))])
        return .object([
          JSONMember(
            key: "if",
            value: .object([
              JSONMember(key: "field", value: .string(field.name)),
              JSONMember(key: "equals", value: equatable(value)),
            ])),
          JSONMember(key: "then", value: mine ?? empty), JSONMember(key: "else", value: merged ?? empty),
        ])
      }
    }
    // The distinct trees, in the order the steps first draw them, each with the steps and values that
    // draw it; the tree most values draw is the `else`, every other value an `if … equals`.
    var groups: [(tree: String, steps: [Int], values: [Value])] = []
    for step in trees.indices {
      let value = nilOnly ? (field.values[step] == .null ? Value.null : Value.bool(true)) : field.values[step]
      if let index = groups.firstIndex(where: { $0.tree == texts[step] }) {
        groups[index].steps.append(step)
        if !groups[index].values.contains(value) { groups[index].values.append(value) }
      } else {
        groups.append((texts[step], [step], [value]))
      }
    }
    let last = groups.indices.max { groups[$0].values.count < groups[$1].values.count } ?? 0
    let empty = JSONValue.object([JSONMember(key: "vstack", value: .array([]))])
    var result =
      trees[groups[last].steps[0]].map { constantInSteps($0, groups[last].steps, at: place) } ?? empty
    for (position, group) in groups.enumerated().reversed() where position != last {
      let tree = trees[group.steps[0]].map { constantInSteps($0, group.steps, at: place) } ?? empty
      for value in group.values.reversed() {
        let condition: JSONValue =
          nilOnly
          ? .object([
            JSONMember(key: "field", value: .string(field.name)),
            JSONMember(key: "isNil", value: .bool(value == .null)),
          ])
          : .object([
            JSONMember(key: "field", value: .string(field.name)),
            JSONMember(key: "equals", value: equatable(value)),
          ])
        result = .object([
          JSONMember(key: "if", value: condition), JSONMember(key: "then", value: tree),
          JSONMember(key: "else", value: result),
        ])
      }
    }
    return result
  }

  /// A branch's tree: its texts and literals named by the fields over the steps that drew it.
  mutating func constantInSteps(_ tree: JSONValue, _ steps: [Int], at place: String) -> JSONValue {
    let all = fields
    fields = Self.narrowed(all, to: steps)
    defer { fields = all }
    return constant(tree, at: place)
  }

  /// `fields` with only the values of `steps`, in that order: a branch is merged over its own steps.
  static func narrowed(_ fields: [Field], to steps: [Int]) -> [Field] {
    fields.map { field in
      var only = field
      only.values = steps.map { field.values[$0] }
      return only
    }
  }

  /// A value as an `if`'s `equals` writes it: an enum's raw value, a string, an integer, a boolean.
  func equatable(_ value: Value) -> JSONValue {
    switch value {
    case .string(let text): .string(text)
    case .int(let number): .int(number)
    case .bool(let flag): .bool(flag)
    case .enumCase: .string(shown(value) ?? "")
    case .double(let number): .double(number)
    case .date, .null: .null
    }
  }
}
