import FrameFormats
import JSON
import Rendering

extension CheckReport {
  /// The report as a JSON object: the fixture, the frame count, the counts by code, the summary line and
  /// every finding as an object.
  public var json: JSONValue { json(groupedBy: nil) }

  /// The same, with `groupBy` and `groups` (each group's key and its findings' places in `findings`) when
  /// grouped (`check --group-by`).
  public func json(groupedBy grouping: FindingGrouping?) -> JSONValue {
    var members = [
      JSONMember(key: "file", value: .string(file)),
      JSONMember(key: "devices", value: .array(devices.map(JSONValue.string))),
      JSONMember(key: "dynamicTypes", value: .array(dynamicTypes.map { .string($0.rawValue) })),
      JSONMember(key: "frames", value: .int(frames)),
      JSONMember(key: "clean", value: .bool(isClean)),
      JSONMember(
        key: "counts",
        value: .object(counts.map { JSONMember(key: $0.code.rawValue, value: .int($0.count)) })),
      JSONMember(key: "summary", value: .string(summary)),
      JSONMember(key: "findings", value: .array(findings.map(\.json))),
      JSONMember(
        key: "surfaces",
        value: .array(
          surfaces.map {
            .object([
              JSONMember(key: "device", value: .string($0.device)),
              JSONMember(key: "presentation", value: .string($0.presentation.rawValue)),
              JSONMember(key: "surface", value: .string($0.name)),
              JSONMember(key: "frames", value: .int($0.frames)),
              JSONMember(key: "findings", value: .int($0.findings)),
            ])
          })),
    ]
    if let grouping {
      members.append(JSONMember(key: "groupBy", value: .string(grouping.rawValue)))
      members.append(
        JSONMember(
          key: "groups",
          value: .array(
            groups(by: grouping).map { group in
              .object([
                JSONMember(key: "key", value: .string(group.key)),
                JSONMember(key: "findings", value: .array(group.findings.map(JSONValue.int))),
              ])
            })))
    }
    return .object(members)
  }
}

extension Finding {
  /// The finding as a JSON object with the keys `code`, `file`, `device`, `presentation`, `region`, `step`,
  /// `state`, `text`, `needed`, `available`, `shown` and `count` (null where they do not apply), then
  /// `unit`, `availableMax`, `view`, `widestText`, `widestNeeded`, `steps`, `states`, `dynamicTypes`,
  /// `place`, `field`, `detail`, `message`, `devices` (the device and every one folded into it, where the
  /// activity lays out identically), `instances` (the indices of the fixture's `instances` whose attribute
  /// values give the finding when its own `attributeValues` do not; empty for those of its own values) and
  /// `remedies` (each verified fix, with its `kind`, `change`, `cost` and `dynamicTypeLimit`, the largest
  /// Dynamic Type size the fix keeps the text at, as `--dynamic-type` names it, or null; an empty list when
  /// none worked, null where none is tried). `step` and `state` are the first of `steps` and `states`, which list every one
  /// the finding occurred with.
  public var json: JSONValue {
    func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    func optional(_ number: Int?) -> JSONValue { number.map(JSONValue.int) ?? .null }
    func optional(_ number: Double?) -> JSONValue {
      guard let number, number.isFinite else { return .null }
      // A contrast ratio (LA013) as the message writes it, rounded down to hundredths: 4.49, never 4.5.
      if code == .lowContrast { return .double((min(max(number, 0), 1e6) * 100).rounded(.down) / 100) }
      // Bytes are whole, like cells; points go to one decimal, as `render --format json` gives them.
      return FrameText.number(number, unit == "bytes" ? .cells : .points)
    }
    return .object([
      JSONMember(key: "code", value: .string(code.rawValue)),
      JSONMember(key: "file", value: .string(file)),
      JSONMember(key: "device", value: optional(device)),
      JSONMember(key: "presentation", value: optional(presentation?.rawValue)),
      JSONMember(key: "region", value: optional(region)),
      JSONMember(key: "step", value: optional(sources.first?.name)),
      JSONMember(key: "state", value: optional(states.first?.rawValue)),
      JSONMember(key: "text", value: .string(text)),
      JSONMember(key: "needed", value: optional(needed)),
      JSONMember(key: "available", value: optional(available)),
      JSONMember(key: "shown", value: optional(shown)),
      JSONMember(key: "count", value: .int(count)),
      JSONMember(key: "unit", value: optional(unit)),
      JSONMember(key: "availableMax", value: optional(availableMax)),
      JSONMember(key: "view", value: optional(view)),
      JSONMember(key: "widestText", value: optional(widestText)),
      JSONMember(key: "widestNeeded", value: optional(widestNeeded)),
      JSONMember(key: "axis", value: unit == "pt" ? .string(isVertical ? "height" : "width") : .null),
      JSONMember(key: "warning", value: .bool(!code.isError)),
      JSONMember(key: "steps", value: .array(sources.map { .string($0.name) })),
      JSONMember(key: "states", value: .array(states.map { .string($0.rawValue) })),
      JSONMember(key: "dynamicTypes", value: .array(dynamicTypes.map { .string($0.rawValue) })),
      JSONMember(key: "place", value: optional(place)),
      JSONMember(key: "field", value: optional(field)),
      JSONMember(key: "detail", value: optional(detail)),
      JSONMember(key: "appearance", value: optional(colorScheme?.rawValue)),
      JSONMember(key: "locale", value: optional(language)),
      JSONMember(key: "site", value: optional(site)),
      JSONMember(key: "message", value: .string(message)),
      JSONMember(key: "devices", value: .array(devices.map(JSONValue.string))),
      JSONMember(key: "instances", value: .array(instances.map(JSONValue.int))),
      JSONMember(
        key: "remedies",
        value: remediesSearched
          ? .array(
            remedies.map { remedy in
              .object([
                JSONMember(key: "kind", value: .string(remedy.kind.rawValue)),
                JSONMember(key: "change", value: .string(remedy.change)),
                JSONMember(key: "cost", value: .string(remedy.cost)),
                JSONMember(key: "dynamicTypeLimit", value: optional(remedy.dynamicTypeLimit?.rawValue)),
              ])
            }) : .null),
      JSONMember(key: "remediesWithheld", value: optional(remediesWithheld)),
    ])
  }
}
