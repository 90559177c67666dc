/// One frame (RFC 9113 §4.1): a 9-byte header (24-bit length, type, flags, 31-bit stream identifier) and a
/// payload. The payload is a slice of the buffer the frame was read from, so reading copies nothing.
struct HTTP2Frame: Equatable, Sendable {
  /// The frame header's size in bytes.
  static let headerSize = 9

  /// The type code; unknown codes are kept so that they can be ignored.
  var typeCode: UInt8
  /// The flags byte.
  var flags: HTTP2FrameFlags
  /// The stream identifier with the reserved bit cleared.
  var stream: UInt32
  /// The payload.
  var payload: ArraySlice<UInt8>

  init(typeCode: UInt8, flags: HTTP2FrameFlags = [], stream: UInt32 = 0, payload: ArraySlice<UInt8> = []) {
    self.typeCode = typeCode
    self.flags = flags
    self.stream = stream
    self.payload = payload
  }

  init(_ type: HTTP2FrameType, flags: HTTP2FrameFlags = [], stream: UInt32 = 0, payload: [UInt8] = []) {
    self.init(typeCode: type.rawValue, flags: flags, stream: stream, payload: payload[...])
  }

  /// The frame's type, or nil for a type this implementation does not know.
  var type: HTTP2FrameType? { HTTP2FrameType(rawValue: typeCode) }

  /// The type's name for messages: "PING", or "frame type 0x42".
  var typeName: String {
    type?.name ?? "frame type \(typeCode)"
  }

  /// The payload length announced by the frame header starting at `index`; the caller has checked that
  /// `buffer` holds the 9 header bytes.
  static func payloadLength(in buffer: [UInt8], at index: Int) -> Int {
    Int(buffer[index]) << 16 | Int(buffer[index + 1]) << 8 | Int(buffer[index + 2])
  }

  /// The frame starting at `index` of `buffer`, or nil when the buffer does not hold all of it yet.
  static func parse(_ buffer: [UInt8], at index: Int) -> HTTP2Frame? {
    guard index >= 0, buffer.count - index >= headerSize else { return nil }
    let length = payloadLength(in: buffer, at: index)
    let start = index + headerSize
    guard buffer.count - start >= length else { return nil }
    let stream =
      (UInt32(buffer[index + 5]) << 24 | UInt32(buffer[index + 6]) << 16
        | UInt32(buffer[index + 7]) << 8 | UInt32(buffer[index + 8])) & 0x7fff_ffff
    return HTTP2Frame(
      typeCode: buffer[index + 3], flags: HTTP2FrameFlags(rawValue: buffer[index + 4]), stream: stream,
      payload: buffer[start..<(start + length)])
  }

  /// Appends a frame header; the payload of `length` bytes must follow it.
  static func appendHeader(
    length: Int, type: HTTP2FrameType, flags: HTTP2FrameFlags, stream: UInt32, to out: inout [UInt8]
  ) {
    out.append(UInt8(truncatingIfNeeded: length >> 16))
    out.append(UInt8(truncatingIfNeeded: length >> 8))
    out.append(UInt8(truncatingIfNeeded: length))
    out.append(type.rawValue)
    out.append(flags.rawValue)
    appendUInt32(stream & 0x7fff_ffff, to: &out)
  }

  /// Appends `value` in network byte order.
  static func appendUInt32(_ value: UInt32, to out: inout [UInt8]) {
    out.append(UInt8(truncatingIfNeeded: value >> 24))
    out.append(UInt8(truncatingIfNeeded: value >> 16))
    out.append(UInt8(truncatingIfNeeded: value >> 8))
    out.append(UInt8(truncatingIfNeeded: value))
  }

  /// Reads a 32-bit big-endian number at `index` of `bytes`; the caller has checked the length.
  static func readUInt32(_ bytes: ArraySlice<UInt8>, at index: Int) -> UInt32 {
    UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8
      | UInt32(bytes[index + 3])
  }

  /// Appends the whole frame, header and payload.
  func append(to out: inout [UInt8]) {
    out.append(UInt8(truncatingIfNeeded: payload.count >> 16))
    out.append(UInt8(truncatingIfNeeded: payload.count >> 8))
    out.append(UInt8(truncatingIfNeeded: payload.count))
    out.append(typeCode)
    out.append(flags.rawValue)
    HTTP2Frame.appendUInt32(stream & 0x7fff_ffff, to: &out)
    out.append(contentsOf: payload)
  }

  /// The frame's bytes.
  var bytes: [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(HTTP2Frame.headerSize + payload.count)
    append(to: &out)
    return out
  }
}
