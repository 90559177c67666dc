import Foundation
import TestSupport
import Testing
import Views

@testable import Fixture
@testable import FixtureJSON
@testable import JSON

/// fixtures/la-sim.schema.json is what editors complete and check fixtures with: it must name exactly the
/// keys and closed sets the decoder reads, or an editor offers keys la-sim refuses and flags ones it reads.
@Suite struct SchemaTests {
  static let schemaFile = Repository.root.appendingPathComponent("fixtures/la-sim.schema.json")

  static func schema() throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: schemaFile))
    return try #require(object as? [String: Any])
  }

  /// The schema at `path` below the root, following object keys.
  static func member(_ path: [String]) throws -> [String: Any] {
    var node = try schema()
    for key in path { node = try #require(node[key] as? [String: Any], "no \(path.joined(separator: "/"))") }
    return node
  }

  /// The keys of the `properties` of the schema at `path`.
  /// `$comment`, JSON Schema's note for people, is allowed in each of them and is no key la-sim reads.
  static func propertyNames(_ path: [String]) throws -> Set<String> {
    Set(try member(path + ["properties"]).keys).subtracting(["$comment"])
  }

  /// The `enum` of the schema at `path`.
  static func enumeration(_ path: [String]) throws -> [String] {
    try #require(try member(path)["enum"] as? [String], "no enum at \(path.joined(separator: "/"))")
  }

  /// What one set has that the other lacks, for a failure message.
  static func difference(schema: Set<String>, decoder: [String]) -> String {
    let missing = Set(decoder).subtracting(schema).sorted()
    let extra = schema.subtracting(decoder).sorted()
    return "schema lacks \(missing), has \(extra) the decoder does not read"
  }

  @Test("A view's properties in the schema are the decoder's view kinds and modifiers")
  func viewKeys() throws {
    let decoder = LayoutDecoder.kindKeys + LayoutDecoder.modifierKeys
    #expect(Set(decoder).count == decoder.count, "a key is both a view kind and a modifier")
    let schema = try Self.propertyNames(["$defs", "view"])
    #expect(schema == Set(decoder), "\(Self.difference(schema: schema, decoder: decoder))")
  }

  @Test("The schema's exactly-one-kind rule names every view kind and nothing else")
  func viewKinds() throws {
    let alternatives = try #require(try Self.member(["$defs", "view"])["oneOf"] as? [[String: Any]])
    let kinds = alternatives.compactMap { $0["required"] as? [String] }
    #expect(kinds.allSatisfy { $0.count == 1 })
    let schema = Set(kinds.joined())
    #expect(
      schema == Set(LayoutDecoder.kindKeys),
      "\(Self.difference(schema: schema, decoder: LayoutDecoder.kindKeys))")
  }

  @Test("The schema's top-level properties are the keys a fixture may have")
  func topLevelKeys() throws {
    let schema = try Self.propertyNames([])
    #expect(
      schema == Set(FixtureDecoder.topLevelKeys),
      "\(Self.difference(schema: schema, decoder: FixtureDecoder.topLevelKeys))")
  }

  @Test("The schema's closed sets are the names the decoder accepts")
  func closedSets() throws {
    let modifiers = ["$defs", "view", "properties"]
    // A text style's name, or a font by its size ({"size": 15, "relativeTo": "headline"}).
    let fonts = try #require(try Self.member(modifiers + ["font"])["anyOf"] as? [[String: Any]])
    #expect(fonts.first?["enum"] as? [String] == Font.allCases.map(\.rawValue))
    let sized = try #require(fonts.last?["properties"] as? [String: Any])
    #expect(Set(sized.keys) == ["$comment", "size", "relativeTo"])
    let relativeTo = try #require(sized["relativeTo"] as? [String: Any])
    #expect(relativeTo["enum"] as? [String] == Font.allCases.map(\.rawValue))
    #expect(try Self.enumeration(modifiers + ["fontWeight"]) == FontWeight.allCases.map(\.rawValue))
    #expect(try Self.enumeration(modifiers + ["truncationMode"]) == TruncationMode.allCases.map(\.rawValue))
    #expect(
      try Self.enumeration(modifiers + ["multilineTextAlignment"]) == Alignment.allCases.map(\.rawValue))
    #expect(try Self.enumeration(modifiers + ["style"]) == LayoutNode.StepsStyle.allCases.map(\.rawValue))
    #expect(try Self.enumeration(["$defs", "colorName"]) == NamedColor.allCases.map(\.rawValue))
    let comparisons = try Self.propertyNames(["$defs", "condition", "properties", "index"])
    #expect(comparisons == Set(Condition.Comparison.allCases.map(\.rawValue)))
  }

  @Test("The checked-in schema is the one the fixture format's table generates")
  func checkedInSchemaIsCurrent() throws {
    let checkedIn = try String(contentsOf: Self.schemaFile, encoding: .utf8)
    #expect(
      checkedIn == FixtureFormat.schemaText,
      "fixtures/la-sim.schema.json is not what FixtureFormat describes: regenerate it with `swift run la-sim-schema > fixtures/la-sim.schema.json`"
    )
  }

  @Test("Every definition a member of the format refers to is defined, once")
  func referencesResolve() {
    #expect(FixtureFormat.undefinedReferences.isEmpty, "undefined: \(FixtureFormat.undefinedReferences)")
    let names = FixtureFormat.definitions.map(\.name)
    #expect(Set(names).count == names.count, "a definition name repeats")
  }

  @Test("The schema bounds a pipeline's steps as the decoder does (InputLimits.pipelineSteps)")
  func pipelineBound() throws {
    let pipeline = try Self.member(["properties", "pipeline"])
    #expect(pipeline["maxItems"] as? Int == InputLimits.pipelineSteps)
  }
}
