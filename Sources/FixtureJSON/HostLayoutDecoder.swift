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
  ])

  /// `definition` drawn as the answer `bytes` says: its layouts (the same fresh or stale, since the code
  /// read `isStale` itself) and colours are the code's; a colour the code does not set is the system's.
  public static func apply(_ bytes: [UInt8], file: String, to definition: ActivityDefinition)
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
    return drawn
  }

  /// Where the app's Swift wrote each text of the answer `bytes` (`"site"` beside a view's `"text"`): the text
  /// as drawn, and `File.swift:line:column`; the first site of a text wins.
  public static func sites(_ bytes: [UInt8]) -> [String: String] {
    guard let root = try? JSONParser.parse(bytes: bytes) else { return [:] }
    var sites: [String: String] = [:]
    var pending: [JSONValue] = [root]
    // An explicit stack: the host's answers nest as deep as the app's views.
    while let value = pending.popLast() {
      switch value {
      case .object(let members):
        if case .string(let site)? = value["site"], case .string(let text)? = value["text"],
          sites[text] == nil
        {
          sites[text] = site
        }
        pending += members.reversed().map(\.value)
      case .array(let items): pending += items.reversed()
      default: break
      }
    }
    return sites
  }

  /// `value` with every view's `"site"` left out: the layout vocabulary has no such key.
  static func withoutSites(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let members):
      return .object(
        members.filter { $0.key != "site" }.map {
          JSONMember(key: $0.key, value: withoutSites($0.value), position: $0.position)
        })
    case .array(let items): return .array(items.map(withoutSites))
    default: return value
    }
  }
}
