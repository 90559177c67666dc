import Diagnostics

/// A JSON value with its path and source position, so that every decoding error can say where it is.
package struct JSONCursor {
  package let value: JSONValue
  package let position: SourcePosition?
  package let file: String
  /// The path of the object or array holding the value, and the value's key or index in it: joined only
  /// when `path` is read (an error, a diagnostic), since most values are read without one.
  private let parentPath: String
  private let step: Step

  private enum Step {
    case none
    case key(String)
    case index(Int)
  }

  package var path: String {
    switch step {
    case .none: parentPath
    case .key(let key): parentPath + Self.component(key)
    case .index(let index): parentPath + "[\(index)]"
    }
  }

  package init(value: JSONValue, path: String, position: SourcePosition?, file: String) {
    self.init(value: value, parentPath: path, step: .none, position: position, file: file)
  }

  private init(value: JSONValue, parentPath: String, step: Step, position: SourcePosition?, file: String) {
    self.value = value
    self.parentPath = parentPath
    self.step = step
    self.position = position
    self.file = file
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
    let path = path
    var result = Members(path: path, position: position, file: file)
    result.entries.reserveCapacity(members.count)
    for member in members {
      let child = JSONCursor(
        value: member.value, parentPath: path, step: .key(member.key), position: member.position, file: file)
      // JSON Schema's own `$comment`: a note for people, in any object la-sim reads by its keys.
      if member.key == "$comment" {
        guard case .string = member.value else {
          throw child.error("expected a string for \"$comment\", found \(member.value.typeDescription)")
        }
        continue
      }
      guard isKnown(member.key) else {
        throw child.error(
          "unknown key \"\(member.key.abbreviated)\"; expected one of: \(Spelling.joined(known))")
      }
      result.entries.append((member.key, child))
    }
    result.indexIfLarge()
    for key in required where result[key] == nil {
      throw error("missing key \"\(key.abbreviated)\"")
    }
    return result
  }

  /// An object's members by key. Most objects have a few members and decoders ask for keys that are mostly
  /// absent, so a small object's key is found by comparing it with each one, with no hashing (the parser
  /// refuses duplicate keys); an object of more than `indexedCount` members (a fixture's 100,000
  /// attributes) is looked up through a hash table, so that decoding it stays linear.
  package struct Members {
    /// Where the object the members belong to is, which a missing member's error names: its path, already
    /// joined for the members' own, rather than a copy of its cursor (five references to retain and release
    /// at every object read).
    private let path: String
    private let position: SourcePosition?
    private let file: String
    fileprivate var entries: [(key: String, cursor: JSONCursor)] = []
    private var index: [String: Int]?

    fileprivate init(path: String, position: SourcePosition?, file: String) {
      self.path = path
      self.position = position
      self.file = file
    }

    /// The most members found by comparing keys one by one.
    package static let indexedCount = 16

    fileprivate mutating func indexIfLarge() {
      guard entries.count > Self.indexedCount else { return }
      var index: [String: Int] = [:]
      index.reserveCapacity(entries.count)
      for (position, entry) in entries.enumerated() { index[entry.key] = position }
      self.index = index
    }

    package subscript(key: String) -> JSONCursor? {
      if let index { return index[key].map { entries[$0].cursor } }
      for entry in entries where entry.key == key { return entry.cursor }
      return nil
    }

    /// The member `key`, which the object's format requires (`members(of:)` refuses an object without it).
    package func required(_ key: String) throws(FixtureError) -> JSONCursor {
      guard let cursor = self[key] else {
        throw FixtureError(
          file: file, path: path, position: position, message: "missing key \"\(key.abbreviated)\"")
      }
      return cursor
    }

    /// The members, in the object's order.
    package var all: [(key: String, cursor: JSONCursor)] { entries }

    /// The keys, in the object's order.
    package var keys: [String] { entries.map(\.key) }

    /// How many members.
    package var count: Int { entries.count }
  }

  /// The members of an object whose keys are free (names of fields, enums, …), in source order.
  package func orderedMembers() throws(FixtureError) -> [(String, JSONCursor)] {
    guard case .object(let members) = value else {
      throw error("expected an object, found \(value.typeDescription)")
    }
    let path = path
    return members.map { member in
      (
        member.key,
        JSONCursor(
          value: member.value, parentPath: path, step: .key(member.key), position: member.position, file: file
        )
      )
    }
  }

  /// The elements of an array, made one at a time as they are read: a cursor (and its path) for every
  /// element at once cost about 180 bytes an element before the first one was even looked at.
  package func elements() throws(FixtureError) -> Elements {
    guard case .array(let values) = value else {
      throw error("expected an array, found \(value.typeDescription)")
    }
    return Elements(values: values, parent: self, parentPath: path)
  }

  /// The elements of an array as cursors, each built when it is read.
  package struct Elements: RandomAccessCollection {
    package let values: [JSONValue]
    package let parent: JSONCursor
    package let parentPath: String

    package var startIndex: Int { values.startIndex }
    package var endIndex: Int { values.endIndex }

    package subscript(index: Int) -> JSONCursor {
      JSONCursor(
        value: values[index], parentPath: parentPath, step: .index(index), position: parent.position,
        file: parent.file)
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

  package func int() throws(FixtureError) -> Int {
    guard case .int(let number) = value else {
      throw error("expected an integer, found \(value.typeDescription)")
    }
    return number
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
