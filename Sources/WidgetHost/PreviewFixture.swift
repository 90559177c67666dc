import JSON

/// A fixture made of the app's Live Activity `#Preview`s, when no fixture is given: the attribute values of
/// the first preview's `using:`, and a step for each distinct content state of its `contentStates:` (in the
/// order the previews give them, named as their lines name them), dates relative to the moment the host
/// evaluated them (`Date().addingTimeInterval(1800)` is `+1800s`). The views come from the code anyway.
public enum PreviewFixture {
  /// The fixture's JSON, or nil when the code has no Live Activity preview. `widget` names the fixture;
  /// `names` are the static names of each preview's states (`WidgetSources.activityPreviews`).
  public static func json(previews: [JSONValue], names: [[String?]], widget: String) -> JSONValue? {
    guard let first = previews.first, case .string(let attributesType)? = first["attributesType"] else {
      return nil
    }
    var steps: [(name: String, value: JSONValue)] = []
    for (index, preview) in previews.enumerated() where preview["attributesType"] == first["attributesType"] {
      guard case .array(let states)? = preview["states"] else { continue }
      let schema = preview["contentStateSchema"]
      let now = preview["now"]?.number ?? 0
      for (position, state) in states.enumerated() {
        let value = relative(state, schema: schema, now: now)
        // Compared as written: parsed members also carry where they stood in the host's answer.
        let text = value.serialized(pretty: false)
        guard !steps.contains(where: { $0.value.serialized(pretty: false) == text }) else { continue }
        let lineNames = index < names.count ? names[index] : []
        var name = (position < lineNames.count ? lineNames[position] : nil) ?? "state\(steps.count + 1)"
        if steps.contains(where: { $0.name == name }) { name += "\(steps.count + 1)" }
        steps.append((name, value))
      }
    }
    guard !steps.isEmpty else { return nil }
    // `DeliveryLiveActivity` is named `delivery-live-activity`, as fixtures are.
    var slug = ""
    for character in widget where character.isLetter || character.isNumber {
      if character.isUppercase, !slug.isEmpty, slug.last != "-" { slug += "-" }
      slug += character.lowercased()
    }
    if slug.isEmpty { slug = "widget" }
    let empty = JSONValue.object([JSONMember(key: "text", value: .string(""))])
    return .object([
      JSONMember(key: "name", value: .string(slug)),
      JSONMember(key: "displayName", value: .string(widget)),
      JSONMember(key: "bundleIdentifier", value: .string("com.example.\(slug)")),
      JSONMember(key: "attributesType", value: .string(attributesType)),
      JSONMember(key: "enums", value: first["enums"] ?? .object([])),
      JSONMember(key: "attributes", value: first["attributesSchema"] ?? .object([])),
      JSONMember(
        key: "attributeValues",
        value: relative(
          first["attributes"] ?? .object([]), schema: first["attributesSchema"],
          now: first["now"]?.number ?? 0)),
      JSONMember(key: "contentState", value: first["contentStateSchema"] ?? .object([])),
      JSONMember(
        key: "pipeline",
        value: .array(
          steps.map {
            .object([
              JSONMember(key: "name", value: .string($0.name)),
              JSONMember(key: "contentState", value: $0.value),
            ])
          })),
      // `Activity.end(nil, dismissalPolicy: .default)`: the content stays, the system's dismissal.
      JSONMember(
        key: "end", value: .object([JSONMember(key: "dismissalPolicy", value: .string("default"))])),
      // Placeholders: the host draws every presentation from the app's views.
      JSONMember(
        key: "layouts",
        value: .object(
          ["lockScreen", "compactLeading", "compactTrailing", "minimal"].map {
            JSONMember(key: $0, value: empty)
          }
            + [JSONMember(key: "expanded", value: .object([JSONMember(key: "center", value: empty)]))])),
    ])
  }

  /// `values` with each `Date` field (seconds since 2001, as `JSONEncoder` writes it) as a time relative to
  /// `now`, the fixture's way: `+1800s`.
  /// The members come in the schema's order (the properties' declaration order): `JSONEncoder` on Linux
  /// writes keys in no fixed order, and equal states must compare equal.
  static func relative(_ values: JSONValue, schema: JSONValue?, now: Double) -> JSONValue {
    guard case .object(var members) = values else { return values }
    if case .object(let fields)? = schema {
      let order = fields.map(\.key)
      members.sort {
        (order.firstIndex(of: $0.key) ?? order.count) < (order.firstIndex(of: $1.key) ?? order.count)
      }
    }
    return .object(
      members.map { member in
        guard case .string(let type)? = schema?[member.key], type == "Date" || type == "Date?",
          let seconds = member.value.number
        else { return member }
        // Whole seconds, bounded: a date the app computed far out (`.distantFuture` is 6.3e10 s away; an
        // absurd one can be 1e300) must not trap the conversion; the fixture's decoder names the limit.
        let offset = Int(max(-1e15, min(1e15, (seconds - now).rounded())))
        return JSONMember(key: member.key, value: .string(offset < 0 ? "\(offset)s" : "+\(offset)s"))
      })
  }
}

extension JSONValue {
  /// The value as a number (an integer or a double), or nil.
  var number: Double? {
    switch self {
    case .int(let value): Double(value)
    case .double(let value, _): value
    default: nil
    }
  }
}
