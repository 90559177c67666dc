/// One request as it reached the endpoint, after HTTP/2 framing: what APNs reads of it.
public struct APNsRequest: Equatable, Sendable {
  /// `:method`, e.g. `POST`.
  public var method: String
  /// `:path`, e.g. `/3/device/9f3c…`.
  public var path: String
  /// The regular headers in the order they came, names lowercase (HTTP/2 sends them so).
  public var headers: [(name: String, value: String)]
  /// The body, or its first bytes when it was too large to keep.
  public var body: [UInt8]
  /// How many bytes of body came, kept or not.
  public var bodyByteCount: Int

  /// A request.
  public init(
    method: String, path: String, headers: [(name: String, value: String)], body: [UInt8],
    bodyByteCount: Int? = nil
  ) {
    self.method = method
    self.path = path
    self.headers = headers
    self.body = body
    self.bodyByteCount = bodyByteCount ?? body.count
  }

  /// The values of every header called `name`, in order.
  public func values(_ name: String) -> [String] {
    headers.filter { $0.name == name }.map(\.value)
  }

  /// The value of the header called `name`, when it came once or more (the first).
  public func value(_ name: String) -> String? {
    headers.first { $0.name == name }?.value
  }

  /// Requests are equal when everything APNs reads of them is.
  public static func == (lhs: APNsRequest, rhs: APNsRequest) -> Bool {
    lhs.method == rhs.method && lhs.path == rhs.path && lhs.body == rhs.body
      && lhs.bodyByteCount == rhs.bodyByteCount
      && lhs.headers.map(\.name) == rhs.headers.map(\.name)
      && lhs.headers.map(\.value) == rhs.headers.map(\.value)
  }
}
