import Diagnostics

/// One step of a path into parsed JSON: a member's key or an element's index.
public enum JSONPathStep: Equatable, Sendable {
  case key(String)
  case index(Int)
}

extension JSONValue {
  /// The line and column the member at `path` starts at (its key's; for an array element, its first
  /// member's), or the deepest one found when the rest of the path is absent: how findings are placed in the
  /// fixture a person edits.
  public func position(at path: [JSONPathStep]) -> SourcePosition? {
    var value = self
    var found: SourcePosition?
    for step in path {
      switch (step, value) {
      case (.key(let key), .object(let members)):
        guard let member = members.first(where: { $0.key == key }) else { return found }
        found = member.position
        value = member.value
      case (.index(let index), .array(let elements)):
        guard elements.indices.contains(index) else { return found }
        value = elements[index]
        if case .object(let members) = value, let first = members.first { found = first.position }
      default:
        return found
      }
    }
    return found
  }
}
