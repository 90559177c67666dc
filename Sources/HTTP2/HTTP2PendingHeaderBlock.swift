/// A field block split over HEADERS and CONTINUATION frames, gathered until END_HEADERS (RFC 9113 §4.3).
struct HTTP2PendingHeaderBlock: Sendable {
  /// The stream of the HEADERS frame; every CONTINUATION must name it (§6.10).
  var stream: UInt32
  /// Whether the HEADERS frame carried END_STREAM.
  var endStream: Bool
  /// Whether the HEADERS frame's priority made the stream depend on itself (§5.3.1).
  var dependsOnItself: Bool
  /// The fragments so far.
  var bytes: [UInt8]
  /// The frames so far, HEADERS included.
  var frameCount: Int
}
