#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A text as a dictionary key, by its UTF-8 bytes. `String`'s own hash normalises any text not known to
/// be NFC (an emoji, an accent, an ellipsis) before hashing it, which costs more than the lookups it
/// serves in `check`'s sweep; strings that are canonically equal but spelt differently are different keys
/// here, which only costs a second entry.
public struct ExactText: Hashable, Sendable {
  /// The text.
  public var text: String

  /// `text` as a key.
  public init(_ text: String) { self.text = text }

  /// Equal when the bytes are.
  public static func == (lhs: ExactText, rhs: ExactText) -> Bool {
    // In place where the bytes are at hand (native and small strings), without copying either string.
    let inPlace = lhs.text.utf8.withContiguousStorageIfAvailable { left in
      rhs.text.utf8.withContiguousStorageIfAvailable { right in
        left.count == right.count
          && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
      }
    }
    if let inPlace, let equal = inPlace { return equal }
    var (left, right) = (lhs.text, rhs.text)
    return left.withUTF8 { left in
      right.withUTF8 { right in
        left.count == right.count
          && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
      }
    }
  }

  /// Hashes the bytes.
  public func hash(into hasher: inout Hasher) { Self.hash(text, into: &hasher) }

  /// Feeds `text`'s UTF-8 bytes to `hasher`.
  public static func hash(_ text: String, into hasher: inout Hasher) {
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    hasher.combine(text.utf8.count)
  }
}
