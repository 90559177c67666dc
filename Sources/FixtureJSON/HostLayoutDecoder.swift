import Diagnostics
import Fixture
import JSON
import Views

/// Reads an answer of la-sim's widget host (the app's Swift, compiled and evaluated for one content state):
/// every presentation's layout in the fixture's view vocabulary, with literal texts and instants
/// (`LiteralField`), and the colours the code set with `activityBackgroundTint`,
/// `activitySystemActionForegroundColor` and `keylineTint`.
public enum HostLayoutDecoder {
  /// The answer's keys.
  static let answer = FixtureObject([
    FixtureMember("layouts", .object(FixtureFormat.staleLayouts), required: true),
    FixtureMember("activityBackgroundTint", .reference("styleColor")),
    FixtureMember("activitySystemActionForegroundColor", .reference("styleColor")),
    FixtureMember("keylineTint", .reference("styleColor")),
    FixtureMember("contentMargins", .object(FixtureFormat.contentMargins)),
    FixtureMember("standBy", .reference("view")),
    // The phone's settings the views read (`check` asks again at each value it checks of one read).
    FixtureMember("reads", .array(.choice(EnvironmentSetting.allCases.map(\.rawValue)))),
  ])

  /// The phone's settings the answer `bytes` says its views read (`"reads"`): `colorScheme`,
  /// `dynamicTypeSize`. Empty for an answer that cannot be read.
  public static func reads(_ bytes: [UInt8]) -> Set<EnvironmentSetting> {
    guard let root = try? JSONParser.parse(bytes: bytes), case .array(let names)? = root["reads"] else {
      return []
    }
    return Set(
      names.compactMap { if case .string(let name) = $0 { EnvironmentSetting(rawValue: name) } else { nil } })
  }

  /// `definition` drawn as the answer `bytes` says: its layouts (the same fresh or stale, since the code
  /// read `isStale` itself) and colours are the code's; a colour the code does not set is the system's.
  /// With `localizing`, each localized text is a template of its key and values
  /// (`withLocalizedTexts`), for `--locale` and `--pseudo-locale`.
  public static func apply(
    _ bytes: [UInt8], file: String, to definition: ActivityDefinition, localizing: Bool = false
  )
    throws(FixtureError)
    -> ActivityDefinition
  {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes: bytes)
    } catch {
      throw FixtureError(
        file: file, path: "", position: error.position, message: "invalid JSON: \(error.message)")
    }
    let cursor = JSONCursor(
      value: withoutSites(root), path: "$", position: SourcePosition(line: 1, column: 1), file: file)
    let members = try cursor.members(of: answer)
    var decoder = LayoutDecoder(definition: definition)
    decoder.isLiteral = true
    var drawn = definition
    drawn.layouts.fresh = try decoder.decodeSlots(
      try members.required("layouts"), format: FixtureFormat.staleLayouts)
    drawn.layouts.stale = [:]
    // The Lock Screen view again, drawn with `isActivityFullscreen` set, when the code draws another one.
    drawn.layouts.standBy = try members["standBy"].map(decoder.bounded)
    drawn.layouts.contentMargins =
      try members["contentMargins"].map(decoder.contentMargins) ?? ContentMargins()
    drawn.activityBackgroundTint = try members["activityBackgroundTint"].map(FixtureDecoder.styleColor)
    // The system's buttons and the keyline are drawn in a system colour: the app's own is drawn as the
    // nearest one (they are outside the card, and no check reads them).
    drawn.activitySystemActionForegroundColor = try members["activitySystemActionForegroundColor"].map {
      cursor throws(FixtureError) in try FixtureDecoder.styleColor(cursor).color
    }
    drawn.keylineTint = try members["keylineTint"].map { cursor throws(FixtureError) in
      try FixtureDecoder.styleColor(cursor).color
    }
    return localizing ? withLocalizedTexts(drawn, root: root) : drawn
  }

  /// Where the app's Swift wrote each text of the answer `bytes` (`"site"` beside a view's `"text"`), as
  /// `File.swift:line:column`: by `siteKey(slot, text)` for the text in that slot, and by the text alone for
  /// the first place it is drawn anywhere (the same text written twice in one slot names the first).
  public static func sites(_ bytes: [UInt8]) -> [String: String] {
    guard let root = try? JSONParser.parse(bytes: bytes), case .object(let layouts)? = root["layouts"] else {
      return [:]
    }
    var slots: [(LayoutSlot?, JSONValue)] = []
    for member in layouts {
      if member.key == "expanded", case .object(let regions) = member.value {
        for region in regions {
          let name = "expanded" + region.key.prefix(1).uppercased() + region.key.dropFirst()
          slots.append((LayoutSlot(rawValue: name), region.value))
        }
      } else {
        slots.append((LayoutSlot(rawValue: member.key), member.value))
      }
    }
    // StandBy's own view is the Lock Screen's slot, read after the card's so that a text both draw names
    // the card's line.
    if let standBy = root["standBy"] { slots.append((.lockScreen, standBy)) }
    var sites: [String: String] = [:]
    for (slot, tree) in slots {
      // An explicit stack: the host's answers nest as deep as the app's views.
      var pending: [JSONValue] = [tree]
      while let value = pending.popLast() {
        switch value {
        case .object(let members):
          if case .string(let site)? = value["site"], case .string(let text)? = value["text"] {
            if sites[text] == nil { sites[text] = site }
            if let slot, sites[siteKey(slot, text)] == nil { sites[siteKey(slot, text)] = site }
          }
          // A text of words and dates (`Text("Updated \(date, style: .relative)")`): its words, in order,
          // around whatever each date shows at the frame.
          if case .string(let site)? = value["site"], case .array(let parts)? = value["text"] {
            let key = patternKey(slot, parts)
            if sites[key] == nil { sites[key] = site }
          }
          // A date alone (`Text(date, style: .timer)`): no words to know it by, only its style and slot.
          if case .string(let site)? = value["site"], let slot,
            let style = dateStyles.first(where: { value[$0]?.isInstant == true })
          {
            merge([dateKey(slot, style): site], into: &sites)
          }
          pending += members.reversed().map(\.value)
        case .array(let items): pending += items.reversed()
        default: break
        }
      }
    }
    return sites
  }

  /// `new` added to `sites`: a text keeps the first place it was written, and a date alone that two places
  /// write in the same slot and style is known by neither (`dateSite` answers nil rather than guess).
  public static func merge(_ new: [String: String], into sites: inout [String: String]) {
    for (key, site) in new {
      guard let known = sites[key] else {
        sites[key] = site
        continue
      }
      if key.hasPrefix(datePrefix), known != site { sites[key] = "" }
    }
  }

  /// Where the app's Swift wrote the one date alone drawn in `style` (`timer`, `relative`, …) in `slot`;
  /// nil when none was, or when several places were.
  public static func dateSite(_ style: String, in slot: LayoutSlot, _ sites: [String: String]) -> String? {
    guard let site = sites[dateKey(slot, style)], !site.isEmpty else { return nil }
    return site
  }

  /// The styles of `Text(date, style:)`, as the host writes them.
  static let dateStyles = ["timer", "relative", "time", "offset", "date"]

  /// Keys of dates alone begin so.
  static let datePrefix = "\u{1}\u{2}"

  /// The key of `sites` for a date alone drawn in `style` in `slot`.
  static func dateKey(_ slot: LayoutSlot, _ style: String) -> String {
    datePrefix + slot.rawValue + "\u{0}" + style
  }

  /// The key of `sites` for `text` drawn in `slot`.
  public static func siteKey(_ slot: LayoutSlot, _ text: String) -> String { "\(slot.rawValue)\u{0}\(text)" }

  /// Where the app's Swift wrote `text` drawn in `slot` (when known), else where it first drew that text;
  /// else the text of words and dates in that slot whose words `text` holds in order, where each date
  /// shows any value.
  public static func site(of text: String, in slot: LayoutSlot?, _ sites: [String: String]) -> String? {
    if let site = slot.flatMap({ sites[siteKey($0, text)] }) ?? sites[text] { return site }
    let prefix = patternPrefix + (slot?.rawValue ?? "")
    var found: (key: String, site: String)?
    for (key, site) in sites where key.hasPrefix(prefix) {
      let pieces = key.dropFirst(patternPrefix.count).split(
        separator: "\u{1}", omittingEmptySubsequences: false)
      guard slot == nil || pieces.first == Substring(slot!.rawValue),
        matches(text, pieces.dropFirst().map(String.init))
      else { continue }
      // Several may match: the one of the longest words, then the first by key, so that the answer never depends
      // on the dictionary's order.
      if let known = found, (known.key.count, known.key) >= (key.count, key) { continue }
      found = (key, site)
    }
    return found?.site
  }

  /// Keys of texts of words and dates begin so: no text drawn begins with this control character.
  static let patternPrefix = "\u{1}\u{1}"

  /// The key of a text of words and dates in `slot`: its parts in order, each word as `W…`, each other part
  /// (a date, drawn differently at each frame) as `*`.
  static func patternKey(_ slot: LayoutSlot?, _ parts: [JSONValue]) -> String {
    // An empty word (the host's literal after a trailing date) says nothing.
    let pieces = parts.compactMap { part -> String? in
      if case .string(let words)? = part["text"] { return words.isEmpty ? nil : "W" + words }
      return "*"
    }
    return patternPrefix + ([slot?.rawValue ?? ""] + pieces).joined(separator: "\u{1}")
  }

  /// Whether `text` is the pieces' words in order, each `*` standing for any text between them.
  static func matches(_ text: String, _ pieces: [String]) -> Bool {
    guard pieces.contains(where: { $0.hasPrefix("W") && $0.count > 1 }) else { return false }
    var rest = Substring(text)
    var anything = false
    for piece in pieces {
      guard piece.hasPrefix("W") else {
        anything = true
        continue
      }
      let words = piece.dropFirst()
      if anything {
        guard let range = rest.firstRange(of: words) else { return false }
        rest = rest[range.upperBound...]
      } else {
        guard rest.hasPrefix(words) else { return false }
        rest = rest.dropFirst(words.count)
      }
      anything = false
    }
    return anything || rest.isEmpty
  }

  /// `value` with every view's `"site"`, and a localized text's `"key"` and `"arguments"`, left out: the
  /// layout vocabulary has no such keys.
  public static func withoutSites(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let members):
      return .object(
        members.filter { $0.key != "site" && $0.key != "key" && $0.key != "arguments" }.map {
          JSONMember(key: $0.key, value: withoutSites($0.value), position: $0.position)
        })
    case .array(let items): return .array(items.map(withoutSites))
    default: return value
    }
  }
}

extension JSONValue {
  /// Whether this is an instant as the host writes one (`"@1795944900.0"`).
  fileprivate var isInstant: Bool {
    if case .string(let text) = self { return text.hasPrefix("@") }
    return false
  }
}
