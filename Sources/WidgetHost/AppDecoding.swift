import Fixture
import JSON

/// Pushes as the app's own `Codable` types decode them in the widget host (a default `JSONDecoder`, as
/// ActivityKit decodes): each payload's `content-state`, and a start's `attributes`.
public enum AppDecoding {
  /// What became of one payload: its parsed file with each value the app accepted replaced by what it
  /// encodes (in the payload's key order, at its positions), or why the app refused a value, and where.
  public struct Outcome: Sendable {
    /// The payload (nil when it is not JSON).
    public var root: JSONValue?
    /// The app's `DecodingError`, worded, and the JSON path of the value it refused.
    public var refusal: (message: String, path: String)?
  }

  /// Each of `roots` (nil: not JSON) decoded by `host`; `definition`'s enums learn the raw values the
  /// app accepted (`learnCases`).
  public static func apply(
    _ roots: [JSONValue?], definition: inout ActivityDefinition, host: WidgetHost
  ) throws(WidgetHostError) -> [Outcome] {
    var outcomes = roots.map { Outcome(root: $0) }
    var requests: [WidgetHost.Decoding] = []
    var places: [(index: Int, path: [String])] = []
    for (index, root) in roots.enumerated() {
      guard let root else { continue }
      let body: [String] = root["body"] != nil && root["aps"] == nil ? ["body"] : []
      for (key, part) in [("content-state", "contentState"), ("attributes", "attributes")] {
        guard let value = root[body + ["aps", key]] else { continue }
        requests.append(
          WidgetHost.Decoding(attributesType: definition.attributesType, part: part, value: value))
        places.append((index, body + ["aps", key]))
      }
    }
    for (place, answer) in zip(places, try host.decoded(requests)) {
      let isAttributes = place.path.last == "attributes"
      switch answer {
      case .success(let value):
        guard let root = outcomes[place.index].root, let old = root[place.path] else { continue }
        outcomes[place.index].root = root.replacing(place.path, with: value.placed(like: old))
        definition.learnCases(from: value, attributes: isAttributes)
      case .failure(let refusal):
        let type = definition.attributesType + (isAttributes ? "" : ".ContentState")
        outcomes[place.index].refusal = (
          "the app's \(type) does not decode it (its own Codable, as ActivityKit decodes): \(refusal.message)",
          "$." + place.path.joined(separator: ".")
        )
      }
    }
    return outcomes
  }
}
