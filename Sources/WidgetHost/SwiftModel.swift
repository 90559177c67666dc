import Diagnostics
import JSON

/// What a Live Activity's Swift declares about the data ActivityKit encodes, as the app's own `Decodable`
/// types ask for it in the widget host: the attributes, the `ContentState`, and the `String`-backed enums they
/// use. Places are where the files declare each (found by name; nil when the declaration was not found).
public struct SwiftModel: Equatable, Sendable {
  /// The `ActivityAttributes` struct's name.
  public var attributesType: String
  /// Where it is declared.
  public var place: SwiftPlace?
  /// Its stored properties, in the order its `init(from:)` decodes them (declaration order).
  public var attributes: [SwiftField]
  /// The `ContentState`'s stored properties, in that order.
  public var contentState: [SwiftField]
  /// The enums the fields use, in the order they are first used.
  public var enums: [SwiftEnum]
}

/// One stored property.
public struct SwiftField: Equatable, Sendable {
  /// The Swift property name.
  public var name: String
  /// The JSON key: the `CodingKeys` raw value, or the name.
  public var key: String
  /// The type's fixture spelling: `String`, `Int`, `Double`, `Bool`, `Date` or an enum name.
  public var type: String
  /// Declared `T?` (decoded with `decodeIfPresent`).
  public var isOptional: Bool
  /// Where the property is declared.
  public var place: SwiftPlace?
  /// Where its `CodingKeys` case is, when it is renamed there.
  public var keyPlace: SwiftPlace?
}

/// A `String`-backed `CaseIterable` enum.
public struct SwiftEnum: Equatable, Sendable {
  /// The enum's name (unqualified, as the fixture names it).
  public var name: String
  /// Its cases in `allCases` order.
  public var cases: [SwiftEnumCase]
  /// Where it is declared.
  public var place: SwiftPlace?
}

/// One case of an enum.
public struct SwiftEnumCase: Equatable, Sendable {
  /// The Swift case name.
  public var name: String
  /// The raw value.
  public var rawValue: String
  /// Where the case is declared.
  public var place: SwiftPlace?
}

/// A place in one of the Swift files.
public struct SwiftPlace: Equatable, Sendable, CustomStringConvertible {
  /// The file as named on the command line (or found in the folder named).
  public var file: String
  /// The line and column.
  public var position: SourcePosition

  /// A place.
  public init(file: String, position: SourcePosition) {
    self.file = file
    self.position = position
  }

  /// `file:line:col`.
  public var description: String { "\(file):\(position)" }
}

extension SwiftModel {
  /// The models of the host's `{"models": […]}` answer, one per `ActivityConfiguration`, with their places
  /// in `sources`; a type the host could not read (an enum that is not `CaseIterable`, an `init(from:)`
  /// that refuses plausible values) is an error naming it.
  static func models(_ answer: [JSONValue], sources: WidgetSources) throws(WidgetHostError) -> [SwiftModel] {
    let index = DeclarationIndex(sources)
    var models: [SwiftModel] = []
    for entry in answer {
      guard case .string(let type)? = entry["attributesType"] else { continue }
      var sections: [[SwiftField]] = []
      var enums: [SwiftEnum] = []
      for (part, container) in [("attributes", type), ("contentState", "ContentState")] {
        guard let section = entry[part] else { continue }
        if case .string(var message)? = section["error"] {
          // An enum that is not `CaseIterable` is named with the place that declares it, where the fix goes.
          if case .string(let name)? = section["enum"], let place = index.type(name) {
            message = message.replacing(
              "\(name) is an enum", with: "\(name) (\(place)) is an enum", maxReplacements: 1)
          }
          throw WidgetHostError(
            "la-sim cannot read the data \(type)\(part == "attributes" ? "" : ".ContentState") encodes: \(message)",
            exitCode: 65)
        }
        let scope = index.type(container, after: part == "attributes" ? nil : index.type(type))
        var fields: [SwiftField] = []
        if case .array(let items)? = section["fields"] {
          for item in items {
            guard case .string(let key)? = item["key"], case .string(let fieldType)? = item["type"] else {
              continue
            }
            var name = key
            if case .string(let given)? = item["name"] { name = given }
            fields.append(
              SwiftField(
                name: name, key: key, type: fieldType, isOptional: item["optional"] == .bool(true),
                place: index.property(name, after: scope),
                keyPlace: key == name ? nil : index.codingKey(name, after: scope)))
          }
        }
        sections.append(fields)
        if case .object(let members)? = section["enums"] {
          for member in members where !enums.contains(where: { $0.name == member.key }) {
            let declaration = index.type(member.key)
            var cases: [SwiftEnumCase] = []
            if case .array(let items) = member.value {
              for item in items {
                guard case .string(let name)? = item["case"], case .string(let raw)? = item["rawValue"] else {
                  continue
                }
                cases.append(
                  SwiftEnumCase(name: name, rawValue: raw, place: index.enumCase(name, after: declaration)))
              }
            }
            enums.append(SwiftEnum(name: member.key, cases: cases, place: declaration))
          }
        }
      }
      models.append(
        SwiftModel(
          attributesType: type, place: index.type(type), attributes: sections.first ?? [],
          contentState: sections.count > 1 ? sections[1] : [], enums: enums))
    }
    return models
  }
}
