import Diagnostics
import Fixture
import FixtureJSON
import JSON

extension LayoutImporter {
  /// The smallest fixture that holds the model and `node` as its Lock Screen.
  func probe(_ node: Node) -> [UInt8] {
    let placeholders = model.contentState.map {
      JSONMember(key: $0.key, value: PreviewReader.placeholder($0, model: model))
    }
    let empty = JSONValue.object([JSONMember(key: "text", value: .string(""))])
    let fixture = JSONValue.object(
      [JSONMember(key: "name", value: .string("probe"))] + FixtureWriter.modelMembers(model) + [
        JSONMember(
          key: "pipeline",
          value: .array([
            .object([
              JSONMember(key: "name", value: .string("probe")),
              JSONMember(key: "contentState", value: .object(placeholders)),
            ])
          ])),
        JSONMember(
          key: "end", value: .object([JSONMember(key: "dismissalPolicy", value: .string("default"))])),
        JSONMember(
          key: "layouts",
          value: .object([
            JSONMember(key: "lockScreen", value: .object(node)),
            JSONMember(key: "compactLeading", value: empty),
            JSONMember(key: "compactTrailing", value: empty), JSONMember(key: "minimal", value: empty),
            JSONMember(key: "expanded", value: .object([])),
          ])),
      ])
    return Array(fixture.serialized().utf8)
  }

  /// `node` when la-sim's fixture decoder reads it (a format, a placeholder, a date field); else nil,
  /// reported in the decoder's words at the Swift that made it.
  mutating func validated(_ node: Node?, _ scope: LayoutScope, at position: SourcePosition) -> Node? {
    guard let node else { return nil }
    // A literal text with known modifiers always loads: only placeholders and formats are checked.
    guard Self.needsCheck(.object(node)) else { return node }
    let key = JSONValue.object(node).serialized()
    let refusal: String?
    if let known = checked[key] {
      refusal = known
    } else {
      do {
        _ = try FixtureDecoder.decode(bytes: probe(node), file: "probe")
        refusal = nil
      } catch {
        refusal = error.message
      }
      checked[key] = refusal
    }
    guard let refusal else { return node }
    unsupported(scope.file, position, "la-sim's fixture format does not read it (\(refusal)); left out")
    return nil
  }

  /// Whether a string holds a placeholder or a member is a format.
  static func needsCheck(_ value: JSONValue, depth: Int = 0) -> Bool {
    guard depth < 64 else { return true }
    switch value {
    case .string(let text): return text.contains("{")
    case .array(let elements): return elements.contains { needsCheck($0, depth: depth + 1) }
    case .object(let members):
      return members.contains { $0.key == "format" || needsCheck($0.value, depth: depth + 1) }
    default: return false
    }
  }
}
