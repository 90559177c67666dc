/// An object of the fixture format read by its keys: its members in order and the rules between them. Every
/// such object may also hold a `$comment` string (a note for people, JSON Schema's own keyword).
public struct FixtureObject: Sendable {
  /// The members, in the order the schema lists them and error messages name them.
  public let members: [FixtureMember]
  /// What must hold between members beyond each one's type.
  public let rules: [FixtureRule]
  /// The keys as a set, for objects with many (a view's fifty).
  let keySet: Set<String>

  /// An object of `members`, with `rules`.
  public init(_ members: [FixtureMember], rules: [FixtureRule] = []) {
    self.members = members
    self.rules = rules
    self.keySet = Set(members.map(\.name))
  }

  /// Every key the object may have, in order (without `$comment`).
  public var keys: [String] { members.map(\.name) }

  /// The keys the object must have.
  public var requiredKeys: [String] { members.filter(\.isRequired).map(\.name) }

  /// The member named `key`, when the object has one.
  public func member(_ key: String) -> FixtureMember? { members.first { $0.name == key } }

  /// The keys of which exactly one must be present (a view's kinds), when the object has that rule.
  public var exclusiveKeys: [String] {
    for case .exactlyOne(let keys) in rules { return keys }
    return []
  }
}
