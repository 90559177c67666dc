import Fixture
import JSON

/// An object of the fixture format read by its keys: its members in order and the rules between them. Every
/// such object may also hold a `$comment` string (a note for people, JSON Schema's own keyword).
public struct FixtureObject: Sendable {
  /// The members, in the order the schema lists them and error messages name them.
  public let members: [FixtureMember]
  /// Builds `rules` when they are asked for (the schema, a view's kinds), not when the decoder first reads
  /// the object's keys.
  private let makeRules: @Sendable () -> [FixtureRule]
  /// Every key the object may have, in order (without `$comment`): kept, since the decoder asks for them
  /// at every view it reads.
  public let keys: [String]
  /// The keys the object must have.
  public let requiredKeys: [String]
  /// The keys as a set, for objects with more than `hashedKeyCount` (a view's fifty, read at every view);
  /// empty for the others, whose keys are compared one by one: hashing the top level's twenty-two, read once
  /// a fixture, cost more than comparing them.
  let keySet: Set<String>

  /// The most keys an object's keys are compared with one by one.
  static let hashedKeyCount = 32

  /// An object of `members`, with `rules`.
  public init(
    _ members: [FixtureMember], rules: @autoclosure @escaping @Sendable () -> [FixtureRule] = []
  ) {
    self.members = members
    self.makeRules = rules
    self.keys = members.map { $0.name }
    self.requiredKeys = members.compactMap { $0.isRequired ? $0.name : nil }
    self.keySet = keys.count > Self.hashedKeyCount ? Set(keys) : []
  }

  /// What must hold between members beyond each one's type.
  public var rules: [FixtureRule] { makeRules() }

  /// The member named `key`, when the object has one.
  public func member(_ key: String) -> FixtureMember? { members.first { $0.name == key } }

  /// The keys of which exactly one must be present (a view's kinds), when the object has that rule.
  public var exclusiveKeys: [String] {
    for case .exactlyOne(let keys) in rules { return keys }
    return []
  }
}
