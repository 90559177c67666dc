import Testing

@testable import HTTP2

/// Whole exchanges: handshake, requests in, responses out.
@Suite struct ExchangeTests {
  @Test func serverSendsItsSettingsFirstAndAcknowledgesTheClients() {
    var peer = TestPeer()
    let output = peer.send(TestPeer.preface + TestPeer.settings([(0x4, 1_000)]))
    let frames = TestPeer.frames(output.bytes)
    #expect(frames.map(\.type) == [.settings, .settings])
    #expect(!frames[0].flags.contains(.ack))
    #expect(frames[0].payload.count % 6 == 0)
    #expect(frames[1].flags.contains(.ack))
    #expect(frames[1].payload.isEmpty)
    // Our settings: MAX_CONCURRENT_STREAMS 128, INITIAL_WINDOW_SIZE 65535, MAX_HEADER_LIST_SIZE 16384.
    #expect(
      Array(frames[0].payload)
        == [0, 3] + TestPeer.be32(128) + [0, 4] + TestPeer.be32(65_535) + [0, 6] + TestPeer.be32(16_384))
    #expect(output.errors.isEmpty)
    #expect(!output.close)
  }

  /// The exchange of the brief: HEADERS split into HEADERS and CONTINUATION, a body in three DATA frames,
  /// and a response that parses back.
  @Test func fullExchange() throws {
    var peer = TestPeer()
    peer.handshake()
    let fields = TestPeer.request(
      [("authorization", "bearer " + String(repeating: "x", count: 200)), ("apns-topic", "com.example.app")])
    let block = peer.block(fields)
    let half = block.count / 2
    var input = TestPeer.frame(.headers, stream: 1, Array(block[..<half]))
    input += TestPeer.frame(.continuation, flags: .endHeaders, stream: 1, Array(block[half...]))
    input += TestPeer.data(1, Array("{\"aps\":".utf8))
    input += TestPeer.data(1, Array("{\"alert\":".utf8))
    input += TestPeer.data(1, Array("\"hi\"}}".utf8), endStream: true)
    let output = peer.send(input)
    #expect(output.errors.isEmpty)
    let request = try #require(output.requests.first)
    #expect(output.requests.count == 1)
    #expect(request.stream == 1)
    #expect(request.method == "POST")
    #expect(request.path == "/3/device/abc")
    #expect(request.scheme == "https")
    #expect(request.authority == "localhost")
    #expect(request.headers == Array(fields[4...]))
    #expect(request.header("apns-topic") == "com.example.app")
    #expect(String(decoding: request.body, as: UTF8.self) == "{\"aps\":{\"alert\":\"hi\"}}")
    #expect(request.bodyByteCount == 22)
    #expect(!request.isBodyTruncated)

    let id = "8E7A4C2B-1D3F-4A5B-9C6D-7E8F9A0B1C2D"
    let bytes = peer.connection.respond(
      HTTP2Response(status: 200, headers: [HTTP2Header(name: "apns-id", value: id)]), on: 1)
    let frames = TestPeer.frames(bytes)
    #expect(frames.count == 1)
    #expect(frames[0].type == .headers)
    #expect(frames[0].flags.contains(.endStream))
    #expect(frames[0].flags.contains(.endHeaders))
    #expect(
      try peer.responseHeaders(on: 1, in: frames)
        == [HTTP2Header(name: ":status", value: "200"), HTTP2Header(name: "apns-id", value: id)])
    #expect(peer.connection.openStreamCount == 0)
    // A stream is answered once.
    #expect(peer.connection.respond(HTTP2Response(status: 200), on: 1).isEmpty)
  }

  @Test func responseWithABodyEndsWithData() throws {
    var peer = TestPeer()
    peer.handshake()
    let output = peer.send(peer.headers(1, TestPeer.request(), endStream: true))
    #expect(output.requests.count == 1)
    let body = Array("{\"reason\":\"BadDeviceToken\"}".utf8)
    let bytes = peer.connection.respond(
      HTTP2Response(
        status: 400, headers: [HTTP2Header(name: "Content-Type", value: "application/json")], body: body),
      on: 1)
    let frames = TestPeer.frames(bytes)
    #expect(frames.map(\.type) == [.headers, .data])
    #expect(!frames[0].flags.contains(.endStream))
    #expect(frames[1].flags.contains(.endStream))
    #expect(Array(frames[1].payload) == body)
    #expect(
      try peer.responseHeaders(on: 1, in: frames)
        == [
          HTTP2Header(name: ":status", value: "400"),
          HTTP2Header(name: "content-type", value: "application/json"),
        ])
  }

  @Test func largeResponseHeadersUseContinuation() throws {
    var peer = TestPeer()
    peer.handshake()
    _ = peer.send(peer.headers(1, TestPeer.request(), endStream: true))
    let big = (0..<40).map { HTTP2Header(name: "x-filler-\($0)", value: String(repeating: "v", count: 600)) }
    let frames = TestPeer.frames(peer.connection.respond(HTTP2Response(status: 200, headers: big), on: 1))
    #expect(frames.map(\.type) == [.headers, .continuation])
    #expect(frames.allSatisfy { $0.payload.count <= 16_384 })
    #expect(frames[0].flags.contains(.endStream))
    #expect(!frames[0].flags.contains(.endHeaders))
    #expect(frames[1].flags.contains(.endHeaders))
    #expect(try peer.responseHeaders(on: 1, in: frames).count == 41)
  }

  /// Feeding one byte at a time gives the same bytes and requests as feeding everything at once.
  @Test func byteAtATimeMatchesAllAtOnce() {
    var whole = TestPeer()
    let fields = TestPeer.request([("authorization", "bearer abc.def.ghi")])
    var input =
      TestPeer.preface + TestPeer.settings([(0x4, 100_000)]) + TestPeer.frame(.settings, flags: .ack)
    for stream in stride(from: UInt32(1), through: 9, by: 2) {
      input += whole.headers(stream, fields)
      input += TestPeer.frame(.ping, Array(repeating: UInt8(stream), count: 8))
      input += TestPeer.dataFrames(stream, Array(repeating: 0x41, count: 40_000))
    }
    let all = whole.send(input)
    var split = TestPeer()
    var bytes: [UInt8] = []
    var requests: [HTTP2Request] = []
    for byte in input {
      let output = split.send([byte])
      bytes += output.bytes
      requests += output.requests
      #expect(split.connection.bufferedByteCount <= 16_384 + 9)
    }
    #expect(all.errors.isEmpty)
    #expect(bytes == all.bytes)
    #expect(requests.map(\.stream) == [1, 3, 5, 7, 9])
    #expect(requests.map(\.stream) == all.requests.map(\.stream))
    #expect(requests.map(\.body) == all.requests.map(\.body))
    #expect(requests.allSatisfy { $0.bodyByteCount == 40_000 })
  }

  @Test func trailersAreKeptApart() throws {
    var peer = TestPeer()
    peer.handshake()
    var input = peer.headers(1, TestPeer.request([("te", "trailers")]))
    input += TestPeer.data(1, [1, 2, 3])
    input += peer.headers(1, [HTTP2Header(name: "x-checksum", value: "abc")], endStream: true)
    let output = peer.send(input)
    let request = try #require(output.requests.first)
    #expect(request.trailers == [HTTP2Header(name: "x-checksum", value: "abc")])
    #expect(request.body == [1, 2, 3])
  }

  @Test func paddedAndPrioritizedFramesAreUnwrapped() throws {
    var peer = TestPeer()
    peer.handshake()
    let block = peer.block(TestPeer.request())
    // PADDED | PRIORITY | END_HEADERS: pad length 3, then 5 priority bytes (depends on stream 0).
    let headers = TestPeer.frame(
      .headers, flags: [.padded, .priority, .endHeaders], stream: 1,
      [3] + [0, 0, 0, 0, 16] + block + [0, 0, 0])
    let data = TestPeer.frame(.data, flags: [.padded, .endStream], stream: 1, [2, 7, 8, 9, 0, 0])
    let output = peer.send(headers + data)
    #expect(output.errors.isEmpty)
    #expect(try #require(output.requests.first).body == [7, 8, 9])
  }

  @Test func manyBodiesOnOneConnectionKeepTheWindowsOpen() {
    var peer = TestPeer()
    peer.handshake()
    let body = [UInt8](repeating: 0x42, count: 500)
    var windowUpdates = 0
    var stream: UInt32 = 1
    for _ in 0..<1_000 {
      let output = peer.send(
        peer.headers(stream, TestPeer.request()) + TestPeer.data(stream, body, endStream: true))
      #expect(output.requests.count == 1)
      windowUpdates += TestPeer.frames(output.bytes).filter { $0.type == .windowUpdate }.count
      _ = peer.connection.respond(HTTP2Response(status: 200), on: stream)
      stream += 2
    }
    // 500 KB went through a 64 KB connection window.
    #expect(windowUpdates >= 7)
    #expect(peer.connection.openStreamCount == 0)
  }

  @Test func gracefulGoAwayLetsOpenStreamsFinish() throws {
    var peer = TestPeer()
    peer.handshake()
    _ = peer.send(peer.headers(1, TestPeer.request(), endStream: true))
    let goAway = peer.connection.goAway()
    #expect(TestPeer.goAway(in: goAway)?.lastStream == 1)
    #expect(TestPeer.goAway(in: goAway)?.code == HTTP2ErrorCode.noError)
    #expect(!peer.connection.isClosed)
    // A stream opened after the GOAWAY is ignored.
    let late = peer.send(peer.headers(3, TestPeer.request(), endStream: true))
    #expect(late.requests.isEmpty)
    #expect(late.bytes.isEmpty)
    _ = peer.connection.respond(HTTP2Response(status: 200), on: 1)
    #expect(peer.connection.isClosed)
  }

  @Test func clientGoAwayClosesOnceStreamsFinish() {
    var peer = TestPeer()
    peer.handshake()
    _ = peer.send(peer.headers(1, TestPeer.request(), endStream: true))
    let output = peer.send(TestPeer.frame(.goAway, TestPeer.be32(1) + TestPeer.be32(0)))
    #expect(!output.close)
    _ = peer.connection.respond(HTTP2Response(status: 200), on: 1)
    #expect(peer.connection.isClosed)
    var idle = TestPeer()
    idle.handshake()
    #expect(idle.send(TestPeer.frame(.goAway, TestPeer.be32(0) + TestPeer.be32(0))).close)
  }

  @Test func unknownFramesAndSettingsAreIgnored() {
    var peer = TestPeer()
    peer.handshake()
    var input = TestPeer.frame(typeCode: 0x42, flags: 0xff, stream: 5, [1, 2, 3])
    input += TestPeer.settings([(0x99, 7), (0x8, 1)])
    let output = peer.send(input)
    #expect(output.errors.isEmpty)
    #expect(TestPeer.frames(output.bytes).map(\.type) == [.settings])
  }
}
