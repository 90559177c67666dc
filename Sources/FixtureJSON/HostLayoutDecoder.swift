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
    FixtureMember("activityBackgroundTint", .string()),
    FixtureMember("activitySystemActionForegroundColor", .string()),
    FixtureMember("keylineTint", .string()),
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
    let cursor = JSONCursor(value: root, path: "$", position: SourcePosition(line: 1, column: 1), file: file)
    let members = try cursor.members(of: answer)
    var decoder = LayoutDecoder(definition: definition)
    decoder.isLiteral = true
    var drawn = definition
    drawn.layouts.fresh = try decoder.decodeSlots(
      try members.required("layouts"), format: FixtureFormat.staleLayouts)
    drawn.layouts.stale = [:]
    drawn.activityBackgroundTint = try members["activityBackgroundTint"].map(FixtureDecoder.styleColor)
    drawn.activitySystemActionForegroundColor = try members["activitySystemActionForegroundColor"].map(
      FixtureDecoder.color)
    drawn.keylineTint = try members["keylineTint"].map(FixtureDecoder.color)
    return drawn
  }
}
