/// One header field of a request or response; HTTP/2 requires lowercase names (RFC 9113 §8.2.1).
public struct HTTP2Header: Equatable, Sendable {
  /// The field name, lowercase.
  public var name: String
  /// The field value.
  public var value: String

  /// A field named `name` with `value`.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
