/// What one call of `HTTP2Connection.receive(_:)` produced.
public struct HTTP2Output: Sendable {
  /// Bytes to write to the transport now, in order.
  public var bytes: [UInt8]
  /// Requests completed by this input (END_STREAM seen), in the order they completed.
  public var requests: [HTTP2Request]
  /// Whether to close the transport once `bytes` are written.
  public var close: Bool
  /// Every stream or connection error this input caused, for log lines; a connection error is last.
  public var errors: [HTTP2Failure]

  /// Nothing to write, no request, no error.
  public init(
    bytes: [UInt8] = [], requests: [HTTP2Request] = [], close: Bool = false, errors: [HTTP2Failure] = []
  ) {
    self.bytes = bytes
    self.requests = requests
    self.close = close
    self.errors = errors
  }

  /// The last error, which is the connection error when there is one.
  public var error: HTTP2Failure? { errors.last }
}
