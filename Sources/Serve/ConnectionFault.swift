import Escaping
import HTTP2

/// A protocol fault that ended a client's connection or one of its streams. The client sees only a frame
/// (GOAWAY, RST_STREAM), or, when it did not speak HTTP/2 at all, an empty reply; `la-sim serve` prints
/// the fault so that the person at the backend can see why.
public struct ConnectionFault: Equatable, Sendable {
  /// The stream the fault ended, or 0 when it ended the connection.
  public var stream: UInt32
  /// The name of RFC 9113's error code, such as `PROTOCOL_ERROR`.
  public var code: String
  /// The rule the client broke, in a sentence (it may quote what the client sent).
  public var message: String

  init(_ failure: HTTP2Failure) {
    stream = failure.stream
    code = failure.code.name
    message = failure.message
  }

  /// `connection closed` or `stream 3 reset`: what the fault ended.
  public var ended: String { stream == 0 ? "connection closed" : "stream \(stream) reset" }

  /// `10:00:06  connection closed  PROTOCOL_ERROR: …`, escaped for a terminal.
  public func line(time: String) -> String {
    "\(time)  \(ended)  \(code): \(message)".terminalSafe
  }
}
