import BuiltinFixtures
import JSON
import Testing

@testable import Fixture
@testable import FixtureJSON

/// What `FixtureEncoder` writes reads back as the model it was written from: the keys it spells come from
/// `FixtureFormat`, so a misspelt or missing key would lose a value here.
@Suite struct FixtureEncoderTests {
  static func cursor(_ value: JSONValue) -> JSONCursor {
    JSONCursor(value: value, path: "$", position: nil, file: "encoded")
  }

  static func definition(_ name: String) throws -> ActivityDefinition {
    try FixtureDecoder.decode(bytes: try #require(BuiltinFixtures.bytes(named: name)), file: name)
  }

  @Test(arguments: BuiltinFixtures.names)
  func enumsFieldsAndDerivedValuesReadBack(_ name: String) throws {
    let definition = try Self.definition(name)
    let enums = definition.enums.keys.sorted().compactMap { definition.enums[$0] }
    let decodedEnums = try FixtureDecoder.decodeEnums(Self.cursor(FixtureEncoder.enums(enums)))
    #expect(decodedEnums == definition.enums)
    let attributes = try FixtureDecoder.decodeSchema(
      Self.cursor(FixtureEncoder.fieldTypes(definition.attributesSchema)), enums: decodedEnums)
    #expect(attributes == definition.attributesSchema)
    let content = try FixtureDecoder.decodeSchema(
      Self.cursor(FixtureEncoder.fieldTypes(definition.contentSchema)), enums: decodedEnums)
    #expect(content == definition.contentSchema)
    let derived = try FixtureDecoder.decodeDerived(
      Self.cursor(FixtureEncoder.derived(definition.derived)), contentSchema: definition.contentSchema)
    #expect(derived == definition.derived)
  }

  @Test(arguments: [DismissalTemplate.default, .immediate, .afterDelay(300), .afterDelay(5400)])
  func anEndingReadsBack(_ policy: DismissalTemplate) throws {
    let encoded = FixtureEncoder.end(dismissal: policy)
    let context = FixtureDecoder.ContentContext(schema: [], enums: [:])
    let end = try FixtureDecoder.decodeEnd(Self.cursor(encoded), context: context)
    #expect(end == EndTemplate(content: nil, dismissal: policy))
  }

  @Test func aRawValueThatIsTheCaseNameIsLeftOut() {
    let enumeration = EnumDefinition(
      name: "Status",
      cases: [
        EnumCase(name: "placed", rawValue: "placed", icon: "bag.fill"),
        EnumCase(name: "onTheWay", rawValue: "On the Way", emoji: "🚚", color: .blue),
      ])
    #expect(
      FixtureEncoder.enumCases(enumeration).serialized()
        == #"[{"case":"placed","icon":"bag.fill"},{"case":"onTheWay","rawValue":"On the Way","emoji":"🚚","color":"blue"}]"#
    )
  }
}
