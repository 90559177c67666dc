/// A response to send on a stream: status, regular header fields and body.
public struct HTTP2Response: Sendable {
  /// The status code, sent as the `:status` pseudo-header field.
  public var status: Int
  /// Regular header fields; names are sent lowercase, and connection-specific fields must not be given
  /// (RFC 9113 §8.2.2).
  public var headers: [HTTP2Header]
  /// The body, sent in DATA frames as the client's flow-control windows allow.
  public var body: [UInt8]

  /// A response with `status`, `headers` and `body`.
  public init(status: Int, headers: [HTTP2Header] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }
}
