import Diagnostics

/// A JSON value with its path and source position, so that every decoding error can say where it is.
package struct JSONCursor {
  package let value: JSONValue
  package let position: SourcePosition?
  /// The object or array holding the value, shared by all its members' cursors: the file, where the holder
  /// is and its members. A cursor then holds two references (its value and this) rather than five strings to
  /// retain and release at every copy, and a path is joined only when it is read (an error, a diagnostic),
  /// since most values are read without one.
  private let parent: Parent
  /// Where the value is in `parent`.
  private let step: Step

  fileprivate enum Step {
    case none
    case member(Int)
    case index(Int)
  }

  /// What the cursors of one object's members or one array's elements share.
  package final class Parent {
    let file: String
    /// The holder of the object or array and its place there; nil above a root value, whose path is
    /// `rootPath`.
    private let above: Parent?
    private let step: Step
    private let rootPath: String
    /// The object's members, as its cursors read them (without `$comment`); empty for an array.
    let members: [JSONMember]

    /// The holder of a root value, at `path`.
    fileprivate init(file: String, path: String) {
      self.file = file
      self.above = nil
      self.step = .none
      self.rootPath = path
      self.members = []
    }

    /// The holder of the members or elements of the value at `step` in `above`.
    fileprivate init(above: Parent, step: Step, members: [JSONMember]) {
      self.file = above.file
      self.above = above
      self.step = step
      self.rootPath = ""
      self.members = members
    }

    /// The path of the object or array.
    var path: String { above?.path(of: step) ?? rootPath }

    /// The path of the value at `step` in the object or array.
    fileprivate func path(of step: Step) -> String {
      switch step {
      case .none: path
      case .member(let place): path + JSONCursor.component(members[place].key)
      case .index(let index): path + "[\(index)]"
      }
    }
  }

  package var file: String { parent.file }

  package var path: String { parent.path(of: step) }

  package init(value: JSONValue, path: String, position: SourcePosition?, file: String) {
    self.init(value: value, position: position, parent: Parent(file: file, path: path), step: .none)
  }

  private init(value: JSONValue, position: SourcePosition?, parent: Parent, step: Step) {
    self.value = value
    self.position = position
    self.parent = parent
    self.step = step
  }

  /// The holder of the value's own members or elements.
  private func holder(of members: [JSONMember]) -> Parent {
    Parent(above: parent, step: step, members: members)
  }

  package func error(_ message: String) -> FixtureError {
    FixtureError(file: file, path: path, position: position, message: message)
  }

  /// The members of an object, refusing keys outside `known` (`required` must all be present); a `$comment`
  /// (a string) is allowed in any of them and left out.
  package func members(known: [String], required: [String] = []) throws(FixtureError) -> Members {
    // A list of a fixture's own names (its 100,000 attributes) is hashed; a few keys are compared.
    if known.count > Members.indexedCount {
      let set = Set(known)
      return try members(isKnown: { set.contains($0) }, listed: known, required: required)
    }
    return try members(isKnown: { known.contains($0) }, listed: known, required: required)
  }

  /// The members of an object whose keys are `known`, looked up in `knownSet` when it is not empty (a view's
  /// fifty keys, read at every view: a long key compared with each of fifty costs more than its hash) and
  /// compared one by one otherwise.
  package func members(known: [String], knownSet: Set<String>, required: [String]) throws(FixtureError)
    -> Members
  {
    guard !knownSet.isEmpty else {
      return try members(isKnown: { known.contains($0) }, listed: known, required: required)
    }
    return try members(isKnown: { knownSet.contains($0) }, listed: known, required: required)
  }

  private func members(isKnown: (String) -> Bool, listed known: [String], required: [String])
    throws(FixtureError) -> Members
  {
    guard case .object(let members) = value else {
      throw error("expected an object, found \(value.typeDescription)")
    }
    var hasComment = false
    for member in members {
      // JSON Schema's own `$comment`: a note for people, in any object la-sim reads by its keys.
      // Its first byte first: comparing two different `String`s costs a call, and few keys start with `$`.
      if member.key.utf8.first == UInt8(ascii: "$"), member.key == "$comment" {
        guard case .string = member.value else {
          throw FixtureError(
            file: file, path: path + Self.component(member.key), position: member.position,
            message: "expected a string for \"$comment\", found \(member.value.typeDescription)")
        }
        hasComment = true
        continue
      }
      guard isKnown(member.key) else {
        // The key meant, which the list may leave out past its twelfth name (a view has 64 keys).
        let hint = Spelling.nearest(to: member.key, in: known).map { " (did you mean \"\($0)\"?)" } ?? ""
        throw FixtureError(
          file: file, path: path + Self.component(member.key), position: member.position,
          message:
            "unknown key \"\(member.key.abbreviated)\"\(hint); expected one of: \(Spelling.joined(known))")
      }
    }
    let read = hasComment ? members.filter { $0.key != "$comment" } : members
    let result = Members(parent: holder(of: read), position: position)
    for key in required where result[key] == nil {
      throw error("missing key \"\(key.abbreviated)\"")
    }
    return result
  }

  /// The members of an object whose keys are free (names of fields, enums, …), in source order.
  package func orderedMembers() throws(FixtureError) -> [(String, JSONCursor)] {
    let members = try freeMembers()
    return (0..<members.count).map { place in (members.key(at: place), members.cursor(at: place)) }
  }

  /// The members of an object whose keys are free, read by their places (`key(at:)`, `cursor(at:)`): no
  /// array of key and cursor pairs, which the runtime copies and destroys through tuple metadata.
  package func freeMembers() throws(FixtureError) -> Members {
    guard case .object(let members) = value else {
      throw error("expected an object, found \(value.typeDescription)")
    }
    return Members(parent: holder(of: members), position: position, indexed: false)
  }

  /// An object's members by key. Most objects have a few members and decoders ask for keys that are mostly
  /// absent, so a small object's key is found by comparing it with each one, with no hashing (the parser
  /// refuses duplicate keys); an object of more than `indexedCount` members (a fixture's 100,000
  /// attributes) is looked up through a hash table, so that decoding it stays linear. A member's cursor is
  /// made when it is asked for.
  package struct Members {
    /// The object's members, its file and its path, which a missing member's error names.
    private let parent: Parent
    /// Where the object is, which a missing member's error names.
    private let position: SourcePosition?
    /// Each key's place, for an object of more than `indexedCount` members; empty for the others. Not an
    /// optional: destroying a `[String: Int]?` fetched its metadata, which the runtime builds by looking up
    /// `String: Hashable` among every conformance in the binary.
    private let index: [String: Int]

    fileprivate init(parent: Parent, position: SourcePosition?, indexed: Bool = true) {
      self.parent = parent
      self.position = position
      guard indexed, parent.members.count > Self.indexedCount else {
        index = [:]
        return
      }
      var index: [String: Int] = [:]
      index.reserveCapacity(parent.members.count)
      for (place, member) in parent.members.enumerated() { index[member.key] = place }
      self.index = index
    }

    /// The most members found by comparing keys one by one.
    package static let indexedCount = 16

    package subscript(key: String) -> JSONCursor? {
      guard let place = place(of: key) else { return nil }
      return cursor(at: place)
    }

    /// The place of the member `key` among the members, or nil.
    private func place(of key: String) -> Int? {
      if !index.isEmpty { return index[key] }
      let members = parent.members
      // Lengths first: a small string's is in its bits, and comparing two different `String`s costs a call.
      let count = key.utf8.count
      for place in members.indices where members[place].key.utf8.count == count && members[place].key == key {
        return place
      }
      return nil
    }

    /// The member `key`, which the object's format requires (`members(of:)` refuses an object without it).
    package func required(_ key: String) throws(FixtureError) -> JSONCursor {
      guard let cursor = self[key] else {
        throw FixtureError(
          file: parent.file, path: parent.path, position: position,
          message: "missing key \"\(key.abbreviated)\"")
      }
      return cursor
    }

    /// The key of the member at `place` (0 to `count - 1`, in the object's order).
    package func key(at place: Int) -> String { parent.members[place].key }

    /// The cursor of the member at `place` (0 to `count - 1`, in the object's order).
    package func cursor(at place: Int) -> JSONCursor {
      let member = parent.members[place]
      return JSONCursor(value: member.value, position: member.position, parent: parent, step: .member(place))
    }

    /// The keys, in the object's order.
    package var keys: [String] { parent.members.map { $0.key } }

    /// How many members.
    package var count: Int { parent.members.count }
  }

  /// The elements of an array, made one at a time as they are read: a cursor (and its path) for every
  /// element at once cost about 180 bytes an element before the first one was even looked at.
  package func elements() throws(FixtureError) -> Elements {
    guard case .array(let values) = value else {
      throw error("expected an array, found \(value.typeDescription)")
    }
    return Elements(values: values, parent: holder(of: []), position: position)
  }

  /// The elements of an array as cursors, each built when it is read.
  package struct Elements: RandomAccessCollection {
    package let values: [JSONValue]
    /// The array's file and path.
    let parent: Parent
    /// Where the array is, which its elements' errors name.
    let position: SourcePosition?

    package var startIndex: Int { values.startIndex }
    package var endIndex: Int { values.endIndex }

    package subscript(index: Int) -> JSONCursor {
      JSONCursor(value: values[index], position: position, parent: parent, step: .index(index))
    }

    /// The elements in order: an iterator of its own, so that a loop in another room calls it directly;
    /// `IndexingIterator` reached the subscript there through `Collection`'s witnesses, at every element.
    package func makeIterator() -> Iterator { Iterator(elements: self, index: values.startIndex) }

    /// The elements' cursors, each built as it is reached.
    package struct Iterator: IteratorProtocol {
      let elements: Elements
      var index: Int

      package mutating func next() -> JSONCursor? {
        guard index < elements.values.endIndex else { return nil }
        defer { index += 1 }
        return elements[index]
      }
    }
  }

  package func string() throws(FixtureError) -> String {
    guard case .string(let text) = value else {
      throw error("expected a string, found \(value.typeDescription)")
    }
    return text
  }

  package func number() throws(FixtureError) -> Double {
    guard let number = value.number else { throw error("expected a number, found \(value.typeDescription)") }
    return number
  }

  /// The value's number as the file wrote it (`1e300`, `2.50`, `9223372036854775808`), for messages that
  /// echo it; nil when the value is not a number.
  package var numberText: String? { value.numberText }

  /// `expected a length in points from 0 to 10000, found 1e300`: a number outside its range, echoed as the
  /// file wrote it.
  package func outOfRange(_ expected: String) -> FixtureError {
    error("\(expected), found \(numberText ?? value.typeDescription)")
  }

  /// The value as an `Int`: an integer, or a whole number written with a point or an exponent (`25.0`,
  /// `1e2`), as JSONDecoder reads one into an `Int` and JSON Schema counts it an integer. Any other number
  /// is named in the error as the file wrote it, with why it is no `Int`.
  package func int() throws(FixtureError) -> Int {
    switch value {
    case .int(let number): return number
    case .double(let number, _) where Self.isExactInt(number): return Int(number)
    case .double(let number, _) where number.isFinite && number != number.rounded(.towardZero):
      throw error("expected an integer, found \(numberText ?? "\(number)"), which has a fraction")
    case .double(let number, _):
      throw error(
        "expected an integer, found \(numberText ?? "\(number)"), outside Int's range (\(Int.min) to \(Int.max))"
      )
    default: throw error("expected an integer, found \(value.typeDescription)")
    }
  }

  /// Whether `number` is whole and within the doubles that hold every integer exactly (±2^53).
  package static func isExactInt(_ number: Double) -> Bool {
    number == number.rounded(.towardZero) && abs(number) <= 9_007_199_254_740_992
  }

  package func bool() throws(FixtureError) -> Bool {
    guard case .bool(let flag) = value else {
      throw error("expected true or false, found \(value.typeDescription)")
    }
    return flag
  }

  package static func component(_ key: String) -> String {
    let isIdentifier =
      !key.isEmpty
      && key.utf8.allSatisfy { byte in
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
          || byte == 0x5F || byte == 0x2D
      }
    // A key is quoted whole up to `String.abbreviated`'s bound: a path quoting a 3.5-MB key would make a
    // one-line error of 3.5 MB.
    return isIdentifier && key.utf8.count <= 40 ? ".\(key)" : "[\"\(key.abbreviated)\"]"
  }
}
