/// The flags byte of a frame header; which bits mean what depends on the frame type (RFC 9113 §6).
struct HTTP2FrameFlags: OptionSet, Sendable, Hashable {
  var rawValue: UInt8

  /// DATA, HEADERS: the last frame the sender sends on the stream.
  static let endStream = HTTP2FrameFlags(rawValue: 0x1)
  /// SETTINGS, PING: an acknowledgement (the same bit as END_STREAM).
  static let ack = HTTP2FrameFlags(rawValue: 0x1)
  /// HEADERS, CONTINUATION: the field block is complete.
  static let endHeaders = HTTP2FrameFlags(rawValue: 0x4)
  /// DATA, HEADERS: a pad length byte leads the payload and padding ends it.
  static let padded = HTTP2FrameFlags(rawValue: 0x8)
  /// HEADERS: five bytes of (deprecated) priority information follow the pad length.
  static let priority = HTTP2FrameFlags(rawValue: 0x20)
}
