import Diagnostics
import Fixture
import Formatting
import JSON
import StringCatalogs

/// A localized `Text` of the app's Swift (a `LocalizedStringKey`, the default for a string literal) comes
/// from the host with the key Xcode extracts for it (`Order #%@`) and its interpolated values, beside the
/// text as drawn. la-sim reads it as a template whose placeholders hold those values (`LiteralField`), so that
/// `--locale` looks it up by its key and places the values where the translation puts them, and
/// `--pseudo-locale` changes the words but not the values.
extension HostLayoutDecoder {
  /// `definition` with each literal text the answer `root` marks as localized replaced by its template (when
  /// the template draws exactly that text; otherwise the text stays as drawn).
  static func withLocalizedTexts(_ definition: ActivityDefinition, root: JSONValue) -> ActivityDefinition {
    var templates: [String: TextTemplate] = [:]
    // A `Text(verbatim:)` or a `Text(someString)` is never looked up: its words are a value.
    var verbatim = Set<String>()
    var pending: [JSONValue] = [root["layouts"] ?? .null]
    while let value = pending.popLast() {
      switch value {
      case .object(let members):
        if case .string(let text)? = value["text"], value["site"] != nil, value["key"] == nil {
          verbatim.insert(text)
        }
        if case .string(let text)? = value["text"], case .string(let key)? = value["key"],
          case .array(let arguments)? = value["arguments"], templates[text] == nil,
          let template = template(key: key, arguments: arguments),
          TemplateText.resolve(template, values: [:], definition: definition) == text
        {
          templates[text] = template
        }
        pending += members.map(\.value)
      case .array(let items): pending += items
      default: break
      }
    }
    guard !templates.isEmpty || !verbatim.isEmpty else { return definition }
    var result = definition
    func localized(_ template: TextTemplate) -> TextTemplate {
      guard template.segments.count == 1, case .literal(let text) = template.segments[0] else {
        return template
      }
      if let keyed = templates[text] { return keyed }
      guard verbatim.contains(text) else { return template }
      let name = LiteralField.string(text)
      return TextTemplate(
        segments: [
          .placeholder(TextTemplate.Placeholder(source: name, value: .field(name, []), style: .plain))
        ])
    }
    for (slot, node) in definition.layouts.fresh { result.layouts.fresh[slot] = node.mapTemplates(localized) }
    for (slot, node) in definition.layouts.stale { result.layouts.stale[slot] = node.mapTemplates(localized) }
    result.layouts.standBy = definition.layouts.standBy?.mapTemplates(localized)
    return result
  }

  /// The template of `key` (`Order #%@`, `%lld min`, `%.1f km`) with each argument a literal value, or nil when
  /// the key's specifiers and the arguments do not pair up one to one, in order. The key is read as a
  /// translation is (`CatalogPiece`), so that both agree on what a specifier is.
  static func template(key: String, arguments: [JSONValue]) -> TextTemplate? {
    var segments: [TextTemplate.Segment] = []
    var next = 0
    for piece in CatalogPiece.parse(key) {
      switch piece {
      case .literal(let text): segments.append(.literal(text))
      case .argument(let index, _):
        guard index == next, next < arguments.count, let placeholder = placeholder(arguments[next]) else {
          return nil
        }
        segments.append(.placeholder(placeholder))
        next += 1
      case .plural: return nil
      }
    }
    guard next == arguments.count else { return nil }
    return TextTemplate(segments: segments)
  }

  /// A placeholder reading the argument's value: `{"string": "Ana"}`, `{"int": 12}`, `{"double": 2.5}`, with
  /// its `"specifier"` when the code wrote one.
  static func placeholder(_ argument: JSONValue) -> TextTemplate.Placeholder? {
    let name: String
    switch (argument["string"], argument["int"], argument["double"]) {
    case (.string(let text)?, _, _): name = LiteralField.string(text)
    case (_, .int(let number)?, _): name = LiteralField.integer(number)
    case (_, _, .double(let number, _)?): name = LiteralField.number(number)
    case (_, _, .int(let number)?): name = LiteralField.number(Double(number))
    default: return nil
    }
    var style = TextTemplate.Placeholder.Style.plain
    if case .string(let text)? = argument["specifier"] {
      let cursor = JSONCursor(
        value: .string(text), path: "$", position: SourcePosition(line: 1, column: 1), file: "")
      guard let specifier = try? FormatSpecifier(text: text, cursor: cursor) else { return nil }
      style = .specifier(specifier)
    }
    return TextTemplate.Placeholder(source: name, value: .field(name, []), style: style)
  }
}
