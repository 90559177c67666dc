/// A stream or connection error: the code sent in RST_STREAM or GOAWAY and a sentence naming the frame and
/// the rule it broke, for a log line.
public struct HTTP2Failure: Error, Equatable, Sendable, CustomStringConvertible {
  /// The error code sent to the client.
  public var code: HTTP2ErrorCode
  /// The stream the error concerns, or 0 for a connection error.
  public var stream: UInt32
  /// A short English sentence such as "PING frame of 7 bytes; RFC 9113 §6.7 requires 8".
  public var message: String

  /// A failure with `code` on `stream` (0 for the connection) described by `message`.
  public init(code: HTTP2ErrorCode, stream: UInt32, message: String) {
    self.code = code
    self.stream = stream
    self.message = message
  }

  /// Whether this ended the connection (GOAWAY) rather than one stream (RST_STREAM).
  public var isConnectionError: Bool { stream == 0 }

  /// "connection error PROTOCOL_ERROR: …" or "stream 3 error STREAM_CLOSED: …".
  public var description: String {
    let scope = stream == 0 ? "connection" : "stream \(stream)"
    return "\(scope) error \(code.name): \(message)"
  }
}
