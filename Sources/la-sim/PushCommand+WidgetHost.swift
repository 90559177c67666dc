import Arguments
import BuiltinFixtures
import Delivery
import Diagnostics
import Fixture
import JSON
import PushReplay
import WidgetHost

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `la-sim push SWIFT-FILES-or-FOLDER --pipeline FIXTURE PAYLOAD…`: each payload's content state (and a start
/// push's attributes) is decoded by the app's own `Codable` types, compiled in the widget host with a default
/// `JSONDecoder` as ActivityKit decodes it: a custom `init(from:)`, `CodingKeys` and defaults are the app's.
/// What they refuse, the device drops; what they accept is applied as they encode it again.
extension PushCommand {
  /// With `--pipeline`: the fixture, the app's Swift and the payload files; nil without it.
  /// Without `--pipeline`, the app's Swift given first (a `.swift` file or a folder that is no built-in
  /// fixture's name) means the activity comes from its `#Preview`s.
  static func appSwift(_ arguments: ParsedArguments) throws(CLIError) -> (
    pipeline: String?, files: [String], payloads: [String]
  )? {
    let pipeline = arguments.value("pipeline")
    if pipeline == nil {
      guard let first = arguments.positional.first, BuiltinFixtures.bytes(named: first) == nil,
        !swiftInputs([first]).swift.isEmpty, arguments.options["swift"] == nil
      else { return nil }
    }
    for option in ["with", "swift"] where arguments.options[option] != nil {
      throw CLIError.usage("--\(option) does not take the app's compiled Swift yet; leave it out")
    }
    // The phone after each push would be drawn from a fixture's layouts, not the app's views.
    if arguments.flags.contains("render") {
      throw CLIError.usage(
        "--render does not draw the app's Swift yet: leave it out, and draw a state with 'la-sim render'")
    }
    let (files, payloads) = swiftInputs(arguments.positional)
    guard !files.isEmpty else {
      throw CLIError.usage("--pipeline decodes with the app's Swift: give its .swift files or their folder")
    }
    guard !payloads.isEmpty else { throw CLIError.usage("expected at least one PAYLOAD file") }
    return (pipeline, files, payloads)
  }

  /// The positional arguments that are the app's Swift (`.swift` files and folders), and the others.
  static func swiftInputs(_ positional: [String]) -> (swift: [String], others: [String]) {
    var swift: [String] = []
    var others: [String] = []
    for path in positional {
      let folder = (try? FileManager.default.contentsOfDirectory(atPath: path)) != nil
      if path.hasSuffix(".swift") || folder { swift.append(path) } else { others.append(path) }
    }
    return (swift, others)
  }

  /// `loaded` with every value the app's types decode replaced by what they encode, and every value they
  /// refuse marked so.
  /// The definition comes back with every enum raw value the app's types accepted added as a case: an
  /// enum that is not `CaseIterable` shows the previews only the cases they use.
  static func decodedByApp(
    _ loaded: [PayloadFile], definition: inout ActivityDefinition, files: [String], swiftc: String?
  ) throws(CLIError) -> [PayloadFile] {
    var requests: [WidgetHost.Decoding] = []
    var places: [(file: Int, path: [String], label: String)] = []
    for (index, file) in loaded.enumerated() {
      guard let root = file.root else { continue }
      let body: [String] = root["body"] != nil && root["aps"] == nil ? ["body"] : []
      for (key, part) in [("content-state", "contentState"), ("attributes", "attributes")] {
        guard let value = root[body + ["aps", key]] else { continue }
        requests.append(
          WidgetHost.Decoding(attributesType: definition.attributesType, part: part, value: value))
        places.append((index, body + ["aps", key], "$." + (body + ["aps", key]).joined(separator: ".")))
      }
    }
    guard !requests.isEmpty else { return loaded }
    let answers: [Result<JSONValue, WidgetHost.DecodingRefusal>]
    do {
      let sources = try WidgetSources.read(files)
      let build = WidgetHostBuild(swiftc: swiftc, environment: ProcessInfo.processInfo.environment)
      answers = try WidgetHost(executable: try build.build(sources).executable).decoded(requests)
    } catch let error as WidgetHostError {
      throw CLIError(message: error.message, code: error.exitCode, details: error.details)
    } catch {
      throw CLIError(message: "\(error)", code: ExitCode.software)
    }
    var result = loaded
    for (place, answer) in zip(places, answers) {
      switch answer {
      case .success(let value):
        guard let root = result[place.file].root, let old = root[place.path] else { continue }
        // What the app encodes, with the payload's own key order and positions, so diagnostics still
        // point at the file's lines.
        result[place.file].root = root.replacing(place.path, with: value.placed(like: old))
        let schema = place.path.last == "attributes" ? definition.attributesSchema : definition.contentSchema
        learnCases(from: value, schema: schema, into: &definition)
      case .failure(let refusal):
        let type = definition.attributesType + (place.path.last == "attributes" ? "" : ".ContentState")
        result[place.file].appRefusal = (
          "the app's \(type) does not decode it (its own Codable, as ActivityKit decodes): \(refusal.message)",
          place.label
        )
      }
    }
    for index in result.indices {
      guard let root = result[index].root else { continue }
      result[index].decoding = PushDecoder.decode(root, definition: definition)
    }
    return result
  }
}

extension PushCommand {
  /// Adds to `definition`'s enums each raw value of `value`'s enum fields it lacks (the app accepted it).
  static func learnCases(
    from value: JSONValue, schema: [FieldSchema], into definition: inout ActivityDefinition
  ) {
    for field in schema {
      guard case .enumeration(let name) = field.type, case .string(let raw)? = value[field.name],
        var enumeration = definition.enums[name], enumeration.index(ofRawValue: raw) == nil
      else { continue }
      enumeration.cases.append(EnumCase(name: raw, rawValue: raw))
      definition.enums[name] = enumeration
    }
  }
}

extension JSONValue {
  /// The value at `path` (object keys), or nil.
  subscript(_ path: [String]) -> JSONValue? {
    var value: JSONValue? = self
    for key in path { value = value?[key] }
    return value
  }

  /// This value with the one at `path` replaced by `new`; unchanged when there is no value there.
  func replacing(_ path: [String], with new: JSONValue) -> JSONValue {
    guard let key = path.first else { return new }
    guard case .object(var members) = self, let index = members.lastIndex(where: { $0.key == key }) else {
      return self
    }
    members[index].value = members[index].value.replacing(Array(path.dropFirst()), with: new)
    return .object(members)
  }

  /// This value with the member order and key positions of `original` wherever it has the same keys; members
  /// `original` lacks (a default the app's decoder filled in) come last, with no position.
  func placed(like original: JSONValue) -> JSONValue {
    switch (self, original) {
    case (.object(let members), .object(let old)):
      let placed = members.map { member -> (Int, JSONMember) in
        var member = member
        guard let index = old.lastIndex(where: { $0.key == member.key }) else {
          member.position = SourcePosition(line: 0, column: 0)
          return (old.count, member)
        }
        member.position = old[index].position
        member.value = member.value.placed(like: old[index].value)
        return (index, member)
      }
      return .object(placed.sorted { $0.0 < $1.0 }.map(\.1))
    case (.array(let items), .array(let old)):
      return .array(
        items.enumerated().map {
          $0.offset < old.count ? $0.element.placed(like: old[$0.offset]) : $0.element
        })
    default:
      return self
    }
  }
}
