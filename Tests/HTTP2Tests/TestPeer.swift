import Testing

@testable import HTTP2

/// A client for tests: builds frames, feeds them to a server connection and reads its frames back.
struct TestPeer {
  static let preface: [UInt8] = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)

  var connection: HTTP2Connection
  /// Decodes the server's header blocks, as a client's decoder would.
  var decoder = HPACKDecoder()
  let encoder = HPACKEncoder()

  init(settings: HTTP2ServerSettings = HTTP2ServerSettings()) {
    connection = HTTP2Connection(settings: settings)
  }

  /// Feeds bytes to the connection.
  mutating func send(_ bytes: [UInt8]) -> HTTP2Output {
    connection.receive(bytes)
  }

  /// Preface, SETTINGS with `settings`, and an acknowledgement of the server's SETTINGS; returns the
  /// server's frames.
  @discardableResult
  mutating func handshake(_ settings: [(UInt16, UInt32)] = []) -> [HTTP2Frame] {
    let output = send(Self.preface + Self.settings(settings) + Self.frame(.settings, flags: .ack))
    #expect(output.errors.isEmpty)
    return Self.frames(output.bytes)
  }

  /// A frame with any type code and flags.
  static func frame(typeCode: UInt8, flags: UInt8, stream: UInt32, _ payload: [UInt8]) -> [UInt8] {
    HTTP2Frame(
      typeCode: typeCode, flags: HTTP2FrameFlags(rawValue: flags), stream: stream, payload: payload[...]
    ).bytes
  }

  /// A frame of a known type.
  static func frame(
    _ type: HTTP2FrameType, flags: HTTP2FrameFlags = [], stream: UInt32 = 0, _ payload: [UInt8] = []
  ) -> [UInt8] {
    HTTP2Frame(type, flags: flags, stream: stream, payload: payload).bytes
  }

  /// A SETTINGS frame.
  static func settings(_ pairs: [(UInt16, UInt32)]) -> [UInt8] {
    var payload: [UInt8] = []
    for (identifier, value) in pairs {
      payload += [UInt8(identifier >> 8), UInt8(identifier & 0xff)] + be32(value)
    }
    return frame(.settings, payload)
  }

  /// A WINDOW_UPDATE frame.
  static func windowUpdate(_ stream: UInt32, _ increment: UInt32) -> [UInt8] {
    frame(.windowUpdate, stream: stream, be32(increment))
  }

  /// A DATA frame.
  static func data(_ stream: UInt32, _ bytes: [UInt8], endStream: Bool = false) -> [UInt8] {
    frame(.data, flags: endStream ? .endStream : [], stream: stream, bytes)
  }

  /// DATA frames of at most `frameSize` bytes carrying `body`, the last with END_STREAM.
  static func dataFrames(_ stream: UInt32, _ body: [UInt8], frameSize: Int = 16_384) -> [UInt8] {
    var out: [UInt8] = []
    var start = 0
    repeat {
      let end = min(body.count, start + frameSize)
      out += data(stream, Array(body[start..<end]), endStream: end == body.count)
      start = end
    } while start < body.count
    return out
  }

  /// A 32-bit big-endian number.
  static func be32(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)]
  }

  /// The fields of a POST to `path`, with `extra` regular fields after the pseudo-header fields.
  static func request(path: String = "/3/device/abc", _ extra: [(String, String)] = []) -> [HTTP2Header] {
    ([(":method", "POST"), (":scheme", "https"), (":path", path), (":authority", "localhost")] + extra)
      .map { HTTP2Header(name: $0.0, value: $0.1) }
  }

  /// The HPACK block of `fields`, literals without indexing.
  func block(_ fields: [HTTP2Header]) -> [UInt8] {
    var out: [UInt8] = []
    encoder.encode(fields, into: &out)
    return out
  }

  /// One HEADERS frame holding `fields`.
  func headers(
    _ stream: UInt32, _ fields: [HTTP2Header], endStream: Bool = false, endHeaders: Bool = true
  ) -> [UInt8] {
    var flags: HTTP2FrameFlags = endHeaders ? .endHeaders : []
    if endStream {
      flags.insert(.endStream)
    }
    return Self.frame(.headers, flags: flags, stream: stream, block(fields))
  }

  /// Every frame in `bytes`, which must hold whole frames only.
  static func frames(_ bytes: [UInt8]) -> [HTTP2Frame] {
    var frames: [HTTP2Frame] = []
    var index = 0
    while let frame = HTTP2Frame.parse(bytes, at: index) {
      frames.append(frame)
      index += HTTP2Frame.headerSize + frame.payload.count
    }
    #expect(index == bytes.count, "output ends inside a frame")
    return frames
  }

  /// The GOAWAY in `bytes`: last stream identifier and error code.
  static func goAway(in bytes: [UInt8]) -> (lastStream: UInt32, code: HTTP2ErrorCode?)? {
    guard let frame = frames(bytes).first(where: { $0.type == .goAway }), frame.payload.count >= 8 else {
      return nil
    }
    let start = frame.payload.startIndex
    return (
      HTTP2Frame.readUInt32(frame.payload, at: start),
      HTTP2ErrorCode(rawValue: HTTP2Frame.readUInt32(frame.payload, at: start + 4))
    )
  }

  /// The error code of the RST_STREAM on `stream` in `bytes`.
  static func reset(on stream: UInt32, in bytes: [UInt8]) -> HTTP2ErrorCode? {
    guard let frame = frames(bytes).first(where: { $0.type == .rstStream && $0.stream == stream }),
      frame.payload.count == 4
    else { return nil }
    return HTTP2ErrorCode(rawValue: HTTP2Frame.readUInt32(frame.payload, at: frame.payload.startIndex))
  }

  /// Decodes the header blocks of the HEADERS frame and its CONTINUATION frames on `stream`.
  mutating func responseHeaders(on stream: UInt32, in frames: [HTTP2Frame]) throws -> [HTTP2Header] {
    var block: [UInt8] = []
    var collecting = false
    for frame in frames where frame.stream == stream {
      if frame.type == .headers {
        collecting = true
      }
      guard collecting, frame.type == .headers || frame.type == .continuation else { continue }
      block += frame.payload
      if frame.flags.contains(.endHeaders) {
        break
      }
    }
    return try decoder.decode(block[...]).fields
  }
}
