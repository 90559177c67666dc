import Fixture
import JSON

/// The `alert` of a Live Activity push: `title`, `body` (plain or localized) and `sound`.
extension PushDecoder {
  /// The alert, or nil when it is missing pieces. `required` (a start push) turns a malformed alert into an
  /// error, because the device drops a start push without a usable alert.
  mutating func decodeAlert(_ cursor: JSONCursor, required: Bool) -> AlertContent? {
    guard case .object = cursor.value else {
      let message =
        "expected an object {\"title\": …, \"body\": …, \"sound\": …}, found \(cursor.value.typeDescription)"
      if required {
        error(.startWithoutAlert, cursor, message + "; the device drops a start push without a usable alert")
      } else {
        warning(.alert, cursor, message + "; the device shows no alert")
      }
      return nil
    }
    var title: String?
    var body: String?
    var sound: String?
    for (key, member) in Self.members(of: cursor) {
      switch key {
      case "title": title = alertText(member)
      case "body": body = alertText(member)
      case "sound":
        switch member.value {
        case .string(let name): sound = name
        case .object:
          // A critical alert's sound: {"critical": 1, "name": "…", "volume": 1.0}.
          sound = member.value["name"]?.string ?? "default"
        default:
          warning(
            .alert, member, "expected a sound name such as \"default\", found \(member.value.typeDescription)"
          )
        }
      default:
        let hint = PushSuggestion.nearest(key, in: ["title", "body", "sound"]).map {
          ": did you mean \"\($0)\"?"
        }
        warning(.ignoredKey, member, "unknown alert key \"\(key.abbreviated)\" is ignored\(hint ?? "")")
      }
    }
    for (name, text) in [("title", title), ("body", body)] where text == nil && cursor.value[name] == nil {
      warning(.alert, cursor, "the alert has no \"\(name)\"; the person sees an alert without one")
    }
    guard title != nil || body != nil else { return nil }
    return AlertContent(title: title ?? "", body: body ?? "", sound: sound)
  }

  /// A title or body: a string, or a localized `{"loc-key": …, "loc-args": […]}` shown as the app's
  /// translation of the key in the phone's language (`--strings`, `--locale`) with the arguments filled in,
  /// or, as a device does when its strings have none, as the key itself.
  private mutating func alertText(_ member: JSONCursor) -> String? {
    switch member.value {
    case .string(let text):
      return text
    case .object:
      guard let key = member.value["loc-key"]?.string else {
        warning(
          .alert,
          member, "a localized text needs \"loc-key\" (a string) and may have \"loc-args\"; it is not shown")
        return nil
      }
      var arguments: [String] = []
      if let args = member.value["loc-args"] {
        guard case .array(let elements) = args else {
          warning(.alert, member, "\"loc-args\" must be an array of strings; the text is shown without them")
          return definition.alertFormats[key] ?? key
        }
        arguments = elements.map { $0.string ?? $0.serialized() }
      }
      return Self.format(definition.alertFormats[key] ?? key, arguments)
    default:
      warning(
        .alert,
        member,
        "expected a string or {\"loc-key\": …, \"loc-args\": […]}, found \(member.value.typeDescription)")
      return nil
    }
  }

  /// Fills `%@` (in order) and `%1$@` (by position) with `arguments`, as `String(format:)` does for objects.
  static func format(_ format: String, _ arguments: [String]) -> String {
    var result = ""
    var next = 0
    var characters = format[...]
    while let percent = characters.firstIndex(of: "%") {
      result += characters[..<percent]
      let rest = characters[characters.index(after: percent)...]
      if rest.hasPrefix("@") {
        result += next < arguments.count ? arguments[next] : ""
        next += 1
        characters = rest.dropFirst()
      } else if rest.hasPrefix("%") {
        result += "%"
        characters = rest.dropFirst()
      } else if let dollar = rest.firstIndex(of: "$"), let position = Int(rest[..<dollar]), position >= 1,
        rest[rest.index(after: dollar)...].hasPrefix("@")
      {
        result += position <= arguments.count ? arguments[position - 1] : ""
        characters = rest[rest.index(dollar, offsetBy: 2)...]
      } else {
        result += "%"
        characters = rest
      }
    }
    return result + characters
  }
}
