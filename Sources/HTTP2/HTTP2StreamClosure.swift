/// How a stream was closed, which decides what a late frame on it means (RFC 9113 §5.1, "closed").
enum HTTP2StreamClosure: Equatable, Sendable {
  /// Both sides sent END_STREAM.
  case finished
  /// The client sent RST_STREAM.
  case resetByPeer
  /// The server sent RST_STREAM (or ignored the stream after its GOAWAY): frames already in flight are
  /// ignored.
  case resetBySelf
  /// Closed too long ago to be remembered, or skipped over by a higher identifier (§5.1.1).
  case forgotten
}
