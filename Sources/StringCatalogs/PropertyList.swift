import Diagnostics

/// A property list as Foundation reads one (`PropertyListSerialization`: XML, or the old-style text a
/// `.strings` file is written in), each value with the place in its file where it starts, so that an error
/// about a `.strings` or `.stringsdict` file names the element at fault.
struct PropertyList: Equatable, Sendable {
  /// What a value holds. Numbers and dates are checked as Foundation checks them and not kept: no file
  /// la-sim reads uses them.
  enum Value: Equatable, Sendable {
    case string(String)
    case dictionary([Member])
    case array([PropertyList])
    case data([UInt8])
    case boolean(Bool)
    case integer
    case real
    case date
  }

  /// One key of a dictionary and its value.
  struct Member: Equatable, Sendable {
    var key: String
    /// Where the key is written: its `<key>` element, or its first character in old-style text.
    var keyPosition: SourcePosition
    var value: PropertyList
  }

  var value: Value
  var position: SourcePosition

  /// The members of a dictionary; nil for any other value.
  var members: [Member]? {
    if case .dictionary(let members) = value { members } else { nil }
  }

  /// The text of a string; nil for any other value.
  var string: String? {
    if case .string(let text) = value { text } else { nil }
  }

  /// The value's kind, as a message says it: "a dictionary".
  var kind: String {
    switch value {
    case .string: "a string"
    case .dictionary: "a dictionary"
    case .array: "an array"
    case .data: "data"
    case .boolean: "a boolean"
    case .integer: "an integer"
    case .real: "a real number"
    case .date: "a date"
    }
  }

  /// The value's kind without its article, for "the property list's dictionary".
  var noun: String {
    let kind = self.kind
    for article in ["a ", "an "] where kind.hasPrefix(article) {
      return String(kind.dropFirst(article.count))
    }
    return kind
  }
}

extension [PropertyList.Member] {
  /// `member` added, or put in place of the member of its key: a key written twice keeps its last value,
  /// as a Foundation dictionary does, and is found where it was first written.
  mutating func set(_ member: PropertyList.Member, index: inout [String: Int]) {
    if let place = index[member.key] {
      self[place] = member
    } else {
      index[member.key] = count
      append(member)
    }
  }

  /// The member of `key`, if any.
  func member(_ key: String) -> PropertyList.Member? { first { $0.key == key } }
}
