import Diagnostics

/// Values reached by a path of object keys, as the phone's pushes nest them (`["body", "aps",
/// "content-state"]`), and values put back in place.
extension JSONValue {
  /// The value at `path` (object keys), or nil.
  package subscript(path: [String]) -> JSONValue? {
    var value: JSONValue? = self
    for key in path { value = value?[key] }
    return value
  }

  /// This value with the one at `path` replaced by `new`; unchanged when there is no value there.
  package func replacing(_ path: [String], with new: JSONValue) -> JSONValue {
    guard let key = path.first else { return new }
    guard case .object(var members) = self, let index = members.lastIndex(where: { $0.key == key }) else {
      return self
    }
    members[index].value = members[index].value.replacing(Array(path.dropFirst()), with: new)
    return .object(members)
  }

  /// This value with the member order and key positions of `original` wherever it has the same keys;
  /// members `original` lacks come last, with no position.
  package func placed(like original: JSONValue) -> JSONValue {
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
