import Diagnostics
import JSON
import Layout
import Views

/// `la-sim check --format sarif`: SARIF 2.1.0, the format code-review tools read to annotate files, with each
/// finding placed at the fixture JSON it comes from (the layout region, or the pipeline step).
public enum CheckSARIF {
  /// Where a fixture's JSON lives, for the report's `uri`, and its text to find lines and columns in.
  public struct Source: Sendable {
    /// The path code-review tools know the file by (relative to the repository when given so); the report
    /// writes it as a URI reference (`uriReference(_:)`).
    public var uri: String
    /// The file's bytes; nil when there is no file to place findings in (then they have no region).
    public var bytes: [UInt8]?
    /// The app's Swift files the views came from, when they did: a finding with a `site` is placed at the
    /// line and column of the file it names.
    public var swiftFiles: [String] = []

    /// A source.
    public init(uri: String, bytes: [UInt8]?, swiftFiles: [String] = []) {
      self.uri = uri
      self.bytes = bytes
      self.swiftFiles = swiftFiles
    }
  }

  /// The Swift file, line and column a finding's `site` (`File.swift:12:5`) names, among `files`.
  static func swiftLocation(_ site: String?, in files: [String]) -> (uri: String, line: Int, column: Int)? {
    guard let site else { return nil }
    let parts = site.split(separator: ":")
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1])
    else { return nil }
    let name = parts.dropLast(2).joined(separator: ":")
    let base = name.split(separator: "/").last.map(String.init) ?? name
    guard let file = files.first(where: { $0 == name || $0.hasSuffix("/" + base) || $0 == base }) else {
      return nil
    }
    return (file, line, column)
  }

  /// The SARIF log for `reports`, each with its source (same order); with `grouping`, each result's
  /// `properties.groups` names the groups its finding is listed under (`check --group-by`). Fixtures that
  /// could not be checked (`failures`) make the run's invocation unsuccessful, each an error notification
  /// at its file and place (SARIF 2.1.0 §3.20.21): without them, a log of a broken fixture read as one with
  /// nothing to report, and code scanning closed its alerts.
  public static func log(
    _ reports: [CheckReport], sources: [Source], grouping: FindingGrouping? = nil,
    failures: [CheckFailure] = []
  ) -> JSONValue {
    var results: [JSONValue] = []
    for (report, source) in zip(reports, sources) {
      let root = source.bytes.flatMap { try? JSONParser.parse(bytes: $0) }
      for finding in report.findings {
        if let swift = swiftLocation(finding.site, in: source.swiftFiles) {
          results.append(
            result(
              finding, uri: swift.uri, root: nil, groups: grouping?.keys(of: finding),
              position: SourcePosition(line: swift.line, column: swift.column)))
        } else {
          results.append(result(finding, uri: source.uri, root: root, groups: grouping?.keys(of: finding)))
        }
      }
    }
    let rules = FindingCode.allCases.map { code in
      JSONValue.object([
        JSONMember(key: "id", value: .string(code.rawValue)),
        JSONMember(key: "name", value: .string(code.noun)),
        JSONMember(
          key: "shortDescription", value: .object([JSONMember(key: "text", value: .string(code.noun))])),
        JSONMember(
          key: "defaultConfiguration",
          value: .object([JSONMember(key: "level", value: .string(code.isError ? "error" : "warning"))])),
      ])
    }
    let driver = JSONValue.object([
      JSONMember(key: "name", value: .string("la-sim")),
      JSONMember(key: "rules", value: .array(rules)),
    ])
    return .object([
      JSONMember(key: "$schema", value: .string("https://json.schemastore.org/sarif-2.1.0.json")),
      JSONMember(key: "version", value: .string("2.1.0")),
      JSONMember(
        key: "runs",
        value: .array([
          .object(
            [
              JSONMember(key: "tool", value: .object([JSONMember(key: "driver", value: driver)])),
              JSONMember(key: "results", value: .array(results)),
            ] + invocations(failures))
        ])),
    ])
  }

  /// `invocations`, with one unsuccessful invocation and a notification per failure; none without
  /// failures.
  static func invocations(_ failures: [CheckFailure]) -> [JSONMember] {
    guard !failures.isEmpty else { return [] }
    let notifications = failures.map { failure in
      let location = physicalLocation(
        uri: uriReference(failure.errorFile ?? failure.file), position: failure.position)
      return JSONValue.object([
        JSONMember(key: "level", value: .string("error")),
        JSONMember(
          key: "message", value: .object([JSONMember(key: "text", value: .string(failure.message))])),
        JSONMember(
          key: "locations",
          value: .array([.object([JSONMember(key: "physicalLocation", value: .object(location))])])),
      ])
    }
    return [
      JSONMember(
        key: "invocations",
        value: .array([
          .object([
            JSONMember(key: "executionSuccessful", value: .bool(false)),
            JSONMember(key: "toolExecutionNotifications", value: .array(notifications)),
          ])
        ]))
    ]
  }

  /// A `physicalLocation`'s members: the artifact at `uri` and, when known, the region starting at
  /// `position`.
  static func physicalLocation(uri: String, position: SourcePosition?) -> [JSONMember] {
    var location = [
      JSONMember(key: "artifactLocation", value: .object([JSONMember(key: "uri", value: .string(uri))]))
    ]
    if let position {
      location.append(
        JSONMember(
          key: "region",
          value: .object([
            JSONMember(key: "startLine", value: .int(position.line)),
            JSONMember(key: "startColumn", value: .int(position.column)),
          ])))
    }
    return location
  }

  static func result(
    _ finding: Finding, uri: String, root: JSONValue?, groups: [String]? = nil,
    position given: SourcePosition? = nil
  ) -> JSONValue {
    let location = physicalLocation(
      uri: uriReference(uri), position: given ?? root.flatMap({ position(of: path(of: finding), in: $0) }))
    return .object(
      [
        JSONMember(key: "ruleId", value: .string(finding.code.rawValue)),
        JSONMember(key: "level", value: .string(finding.code.isError ? "error" : "warning")),
        JSONMember(
          key: "message",
          value: .object([
            JSONMember(
              key: "text", value: .string(([finding.line] + finding.remedyLines).joined(separator: "\n")))
          ])),
        JSONMember(
          key: "locations",
          value: .array([.object([JSONMember(key: "physicalLocation", value: .object(location))])])),
      ]
        + properties(finding, groups: groups))
  }

  /// A result's `properties`: the groups its finding is listed under (`--group-by`) and the fixture's
  /// `instances` that give it; none when it has neither.
  static func properties(_ finding: Finding, groups: [String]?) -> [JSONMember] {
    var members: [JSONMember] = []
    if let groups { members.append(JSONMember(key: "groups", value: .array(groups.map(JSONValue.string)))) }
    if !finding.instances.isEmpty {
      members.append(JSONMember(key: "instances", value: .array(finding.instances.map(JSONValue.int))))
    }
    return members.isEmpty ? [] : [JSONMember(key: "properties", value: .object(members))]
  }

  /// `path` as the URI reference SARIF's `artifactLocation.uri` must hold (SARIF 2.1.0 §3.4.3, RFC 3986):
  /// every byte of its UTF-8 but the unreserved characters and `/` percent-encoded, so `a b#c%20?.json` is
  /// `a%20b%23c%2520%3F.json` (a raw `#` or `?` would start a fragment or a query, a `%` an escape, a `:`
  /// in the first segment a scheme); repeated slashes are one, as the file system reads them, so that
  /// `//tmp/x.json` is not read as the host `tmp`.
  public static func uriReference(_ path: String) -> String {
    var out = ""
    var previousSlash = false
    for byte in path.utf8 {
      if byte == UInt8(ascii: "/") {
        if !previousSlash { out.append("/") }
        previousSlash = true
        continue
      }
      previousSlash = false
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }

  /// One step of a path into the fixture JSON.
  typealias Step = JSONPathStep

  /// The JSON a finding comes from: its `place` (`layouts.lockScreen`, `pipeline[2].staleAfter`, the top-level
  /// `staleAfter` every step without its own takes), or else the
  /// layout of its presentation and region, or the pipeline step it names.
  static func path(of finding: Finding) -> [Step] {
    // A language missing as a whole: the fixture's `strings`, the catalogs it names (none when they came
    // from --strings alone, and then the result has no region).
    if finding.missingLanguage != nil { return [.key("strings")] }
    if let place = finding.place,
      place.hasPrefix("layouts") || place.hasPrefix("staleLayouts")
        || place.hasPrefix("pipeline") || place.hasPrefix("attributes") || place.hasPrefix("contentState")
        || place.hasPrefix("enums") || place == "staleAfter"
    {
      return parse(place)
    }
    if let presentation = finding.presentation, let region = finding.region,
      let slot = LayoutSlot.allCases.first(where: { $0.placement == (presentation, region) })
    {
      switch slot {
      case .expandedLeading: return [.key("layouts"), .key("expanded"), .key("leading")]
      case .expandedTrailing: return [.key("layouts"), .key("expanded"), .key("trailing")]
      case .expandedCenter: return [.key("layouts"), .key("expanded"), .key("center")]
      case .expandedBottom: return [.key("layouts"), .key("expanded"), .key("bottom")]
      default: return [.key("layouts"), .key(slot.rawValue)]
      }
    }
    if case .step(let index, _)? = finding.sources.first { return [.key("pipeline"), .index(index)] }
    return []
  }

  /// `pipeline[2].staleAfter` → pipeline, 2, staleAfter.
  static func parse(_ place: String) -> [Step] {
    var steps: [Step] = []
    for part in place.split(separator: ".") {
      var name = Substring(part)
      var indices: [Int] = []
      while name.hasSuffix("]"), let open = name.lastIndex(of: "[") {
        if let index = Int(name[name.index(after: open)..<name.index(before: name.endIndex)]) {
          indices.insert(index, at: 0)
        }
        name = name[..<open]
      }
      if !name.isEmpty { steps.append(.key(String(name))) }
      steps += indices.map(Step.index)
    }
    return steps
  }

  /// The line and column of the key (or element) the path ends at; the deepest found when the rest is absent.
  static func position(of path: [Step], in root: JSONValue) -> SourcePosition? { root.position(at: path) }
}
