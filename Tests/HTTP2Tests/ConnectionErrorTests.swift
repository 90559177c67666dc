import Testing

@testable import HTTP2

/// Frames that break a connection-wide rule: GOAWAY with the code the RFC names, then close, then silence.
@Suite struct ConnectionErrorTests {
  /// A case: what the client sends after the handshake, and the code the GOAWAY must carry.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var input: [UInt8]
    var code: HTTP2ErrorCode
    var testDescription: String { name }
  }

  static let block = TestPeer().block(TestPeer.request())
  static func headers(_ stream: UInt32, flags: HTTP2FrameFlags = [.endHeaders, .endStream]) -> [UInt8] {
    TestPeer.frame(.headers, flags: flags, stream: stream, block)
  }

  static let cases: [Case] = [
    Case(
      name: "PING of 7 bytes", input: TestPeer.frame(.ping, [1, 2, 3, 4, 5, 6, 7]), code: .frameSizeError),
    Case(
      name: "PING on a stream", input: TestPeer.frame(.ping, stream: 1, [0, 0, 0, 0, 0, 0, 0, 0]),
      code: .protocolError),
    Case(
      name: "SETTINGS ACK with payload", input: TestPeer.frame(.settings, flags: .ack, [0, 0, 0, 0, 0, 0]),
      code: .frameSizeError),
    Case(
      name: "SETTINGS of 5 bytes", input: TestPeer.frame(.settings, [0, 4, 0, 0, 1]), code: .frameSizeError),
    Case(name: "SETTINGS on a stream", input: TestPeer.frame(.settings, stream: 1), code: .protocolError),
    Case(name: "ENABLE_PUSH of 2", input: TestPeer.settings([(0x2, 2)]), code: .protocolError),
    Case(
      name: "INITIAL_WINDOW_SIZE of 2^31", input: TestPeer.settings([(0x4, 1 << 31)]), code: .flowControlError
    ),
    Case(name: "MAX_FRAME_SIZE of 16383", input: TestPeer.settings([(0x5, 16_383)]), code: .protocolError),
    Case(name: "MAX_FRAME_SIZE of 2^24", input: TestPeer.settings([(0x5, 1 << 24)]), code: .protocolError),
    Case(
      name: "WINDOW_UPDATE of 0 on the connection", input: TestPeer.windowUpdate(0, 0), code: .protocolError),
    Case(
      name: "WINDOW_UPDATE past 2^31-1 on the connection", input: TestPeer.windowUpdate(0, 0x7fff_ffff),
      code: .flowControlError),
    Case(
      name: "WINDOW_UPDATE of 3 bytes", input: TestPeer.frame(.windowUpdate, [0, 0, 1]), code: .frameSizeError
    ),
    Case(name: "WINDOW_UPDATE on an idle stream", input: TestPeer.windowUpdate(3, 1), code: .protocolError),
    Case(
      name: "RST_STREAM on an idle stream", input: TestPeer.frame(.rstStream, stream: 1, TestPeer.be32(8)),
      code: .protocolError),
    Case(
      name: "RST_STREAM on stream 0", input: TestPeer.frame(.rstStream, TestPeer.be32(8)),
      code: .protocolError),
    Case(
      name: "RST_STREAM of 3 bytes",
      input: headers(1, flags: .endHeaders) + TestPeer.frame(.rstStream, stream: 1, [0, 0, 8]),
      code: .frameSizeError),
    Case(
      name: "PUSH_PROMISE from a client",
      input: TestPeer.frame(.pushPromise, stream: 1, TestPeer.be32(2) + block), code: .protocolError),
    Case(name: "HEADERS on an even stream", input: headers(2), code: .protocolError),
    Case(name: "HEADERS on a lower stream", input: headers(5) + headers(3), code: .protocolError),
    Case(name: "HEADERS on stream 0", input: headers(0), code: .protocolError),
    Case(
      name: "HEADERS on a finished stream",
      input: headers(1) + TestPeer.frame(.rstStream, stream: 1, TestPeer.be32(8)) + headers(1),
      code: .streamClosed),
    Case(name: "DATA on stream 0", input: TestPeer.data(0, [1]), code: .protocolError),
    Case(name: "DATA on an idle stream", input: TestPeer.data(1, [1]), code: .protocolError),
    Case(
      name: "DATA padding as long as the payload",
      input: headers(1, flags: .endHeaders) + TestPeer.frame(.data, flags: .padded, stream: 1, [3, 0, 0]),
      code: .protocolError),
    Case(
      name: "HEADERS padding longer than the block",
      input: TestPeer.frame(.headers, flags: [.endHeaders, .padded], stream: 1, [200] + block),
      code: .protocolError),
    Case(
      name: "CONTINUATION without HEADERS",
      input: TestPeer.frame(.continuation, flags: .endHeaders, stream: 1, block), code: .protocolError),
    Case(
      name: "HEADERS interrupted by PING",
      input: headers(1, flags: []) + TestPeer.frame(.ping, [0, 0, 0, 0, 0, 0, 0, 0]), code: .protocolError),
    Case(
      name: "CONTINUATION on another stream",
      input: headers(1, flags: []) + TestPeer.frame(.continuation, flags: .endHeaders, stream: 3, []),
      code: .protocolError),
    Case(
      name: "frame above SETTINGS_MAX_FRAME_SIZE",
      input: TestPeer.frame(.ping, [UInt8](repeating: 0, count: 16_385)), code: .frameSizeError),
    Case(
      name: "GOAWAY on a stream", input: TestPeer.frame(.goAway, stream: 1, [UInt8](repeating: 0, count: 8)),
      code: .protocolError),
    Case(name: "GOAWAY of 4 bytes", input: TestPeer.frame(.goAway, [0, 0, 0, 0]), code: .frameSizeError),
    Case(
      name: "PRIORITY on stream 0", input: TestPeer.frame(.priority, [0, 0, 0, 1, 16]), code: .protocolError),
    Case(
      name: "undecodable HPACK", input: TestPeer.frame(.headers, flags: .endHeaders, stream: 1, [0x80]),
      code: .compressionError),
  ]

  @Test(arguments: cases)
  func breakingARuleEndsTheConnection(_ test: Case) throws {
    var peer = TestPeer()
    peer.handshake()
    let output = peer.send(test.input)
    let goAway = try #require(TestPeer.goAway(in: output.bytes))
    #expect(goAway.code == test.code)
    #expect(output.close)
    #expect(peer.connection.isClosed)
    let failure = try #require(output.error)
    #expect(failure.isConnectionError)
    #expect(failure.code == test.code)
    #expect(failure.message.contains("RFC") || failure.message.contains("CVE"))
    #expect(failure.message.count < 300)
    // Nothing more comes out, whatever comes in.
    let after = peer.send(TestPeer.frame(.ping, [0, 0, 0, 0, 0, 0, 0, 0]))
    #expect(after.bytes.isEmpty)
    #expect(after.close)
  }

  @Test func pingOfSevenBytesSaysSo() {
    var peer = TestPeer()
    peer.handshake()
    let output = peer.send(TestPeer.frame(.ping, [1, 2, 3, 4, 5, 6, 7]))
    #expect(output.error?.message == "PING frame of 7 bytes; RFC 9113 §6.7 requires 8")
    #expect(
      output.error?.description
        == "connection error FRAME_SIZE_ERROR: PING frame of 7 bytes; RFC 9113 §6.7 requires 8")
  }

  @Test func goAwayNamesTheLastStreamProcessed() {
    var peer = TestPeer()
    peer.handshake()
    _ = peer.send(Self.headers(1) + Self.headers(3))
    let output = peer.send(TestPeer.frame(.ping, [0]))
    #expect(TestPeer.goAway(in: output.bytes)?.lastStream == 3)
  }

  @Test func pingIsAnsweredWithTheSameBytes() {
    var peer = TestPeer()
    peer.handshake()
    let frames = TestPeer.frames(peer.send(TestPeer.frame(.ping, [1, 2, 3, 4, 5, 6, 7, 8])).bytes)
    #expect(frames.count == 1)
    #expect(frames[0].type == .ping)
    #expect(frames[0].flags == .ack)
    #expect(Array(frames[0].payload) == [1, 2, 3, 4, 5, 6, 7, 8])
    // An acknowledgement is not answered.
    #expect(peer.send(TestPeer.frame(.ping, flags: .ack, [1, 2, 3, 4, 5, 6, 7, 8])).bytes.isEmpty)
  }

  @Test func aBadPrefaceThatLooksLikeHTTP2GetsGoAway() {
    var peer = TestPeer()
    let output = peer.send(Array("PRI * HTTP/2.1\r\n\r\nSM\r\n\r\n".utf8))
    #expect(output.close)
    #expect(TestPeer.goAway(in: output.bytes)?.code == HTTP2ErrorCode.protocolError)
  }

  @Test func http1IsClosedWithoutAFrame() {
    var peer = TestPeer()
    let output = peer.send(Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
    #expect(output.close)
    #expect(output.bytes.isEmpty)
    #expect(output.error?.code == .protocolError)
  }

  /// An HTTP/1.1 request (curl without `--http2-prior-knowledge`) is named as one, with what to send
  /// instead, so that the server's line can say why the client got an empty reply.
  @Test func http1IsNamedWithItsRequestLineAndTheFix() {
    var peer = TestPeer()
    let output = peer.send(Array("POST /3/device/8818d9 HTTP/1.1\r\nHost: x\r\nUpgrade: h2c\r\n\r\n".utf8))
    #expect(output.close)
    #expect(
      output.error?.message
        == "the client spoke HTTP/1.1 (\"POST /3/device/8818d9 HTTP/1.1\"), not HTTP/2 with prior knowledge;"
        + " APNs takes only HTTP/2: send with curl --http2-prior-knowledge to an http:// URL (curl --http2"
        + " asks an http:// URL for an HTTP/1.1 upgrade, which is not made), or over TLS with ALPN h2")
    // Bytes that are no request at all keep the RFC's words.
    var other = TestPeer()
    #expect(
      other.send(Array("\u{0}\u{1}junk".utf8)).error?.message
        == "the connection does not start with the HTTP/2 client preface (RFC 9113 §3.4); byte 0 differs")
  }

  @Test func theFirstFrameMustBeSettings() {
    var peer = TestPeer()
    let output = peer.send(TestPeer.preface + TestPeer.frame(.ping, [0, 0, 0, 0, 0, 0, 0, 0]))
    #expect(TestPeer.frames(output.bytes).first?.type == .settings)
    #expect(TestPeer.goAway(in: output.bytes)?.code == HTTP2ErrorCode.protocolError)
  }
}
