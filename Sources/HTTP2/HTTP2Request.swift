/// A complete request: its header section, its body (up to `HTTP2ServerSettings.maxBodyBytes`) and trailers.
public struct HTTP2Request: Sendable {
  /// The stream the request came on; answer it with `HTTP2Connection.respond(_:on:)`.
  public var stream: UInt32
  /// The `:method` pseudo-header field, such as `POST`.
  public var method: String
  /// The `:path` pseudo-header field, such as `/3/device/<token>`; empty for CONNECT.
  public var path: String
  /// The `:scheme` pseudo-header field; absent only for CONNECT.
  public var scheme: String?
  /// The `:authority` pseudo-header field.
  public var authority: String?
  /// The regular header fields in the order they came, names lowercase.
  public var headers: [HTTP2Header]
  /// Header fields of a trailer section, if the client sent one (RFC 9113 §8.1).
  public var trailers: [HTTP2Header]
  /// The body bytes kept: all of them, or the first `maxBodyBytes` when `isBodyTruncated`.
  public var body: [UInt8]
  /// How many body bytes the client sent, kept or not.
  public var bodyByteCount: Int
  /// Whether the body was longer than `maxBodyBytes`, so `body` holds only its beginning.
  public var isBodyTruncated: Bool

  /// A request on `stream`, with an empty body until DATA frames fill it.
  public init(
    stream: UInt32, method: String, path: String, scheme: String? = nil, authority: String? = nil,
    headers: [HTTP2Header] = [], trailers: [HTTP2Header] = [], body: [UInt8] = []
  ) {
    self.stream = stream
    self.method = method
    self.path = path
    self.scheme = scheme
    self.authority = authority
    self.headers = headers
    self.trailers = trailers
    self.body = body
    self.bodyByteCount = body.count
    self.isBodyTruncated = false
  }

  /// The value of the first regular header field named `name` (give it lowercase), or nil.
  public func header(_ name: String) -> String? {
    headers.first { $0.name == name }?.value
  }
}
