import Testing

@testable import HTTP2

/// Flow control both ways (RFC 9113 §5.2, §6.9).
@Suite struct FlowControlTests {
  /// A 100 KB body to a client whose windows are 1,000 bytes comes out only as WINDOW_UPDATEs arrive, in
  /// frames no larger than the client's SETTINGS_MAX_FRAME_SIZE.
  @Test func aLargeBodyWaitsForWindowUpdates() throws {
    var peer = TestPeer()
    peer.handshake([(0x4, 1_000)])
    _ = peer.send(peer.headers(1, TestPeer.request(), endStream: true))
    let body = (0..<100_000).map { UInt8(truncatingIfNeeded: $0) }
    var received: [UInt8] = []
    var sawEnd = false
    func take(_ bytes: [UInt8]) {
      for frame in TestPeer.frames(bytes) where frame.type == .data {
        #expect(frame.payload.count <= 16_384)
        #expect(!sawEnd)
        received += frame.payload
        sawEnd = frame.flags.contains(.endStream)
      }
    }
    take(peer.connection.respond(HTTP2Response(status: 200, body: body), on: 1))
    #expect(received.count == 1_000)
    var rounds = 0
    while !sawEnd, rounds < 1_000 {
      rounds += 1
      // Stream credit alone is not enough once the connection's 65,535 bytes are spent, and vice versa.
      let before = received.count
      take(peer.send(TestPeer.windowUpdate(1, 20_000)).bytes)
      if received.count - before < 20_000 && !sawEnd {
        take(peer.send(TestPeer.windowUpdate(0, 40_000)).bytes)
      }
    }
    #expect(sawEnd)
    #expect(received == body)
    #expect(peer.connection.openStreamCount == 0)
  }

  @Test func theConnectionWindowIsSharedAcrossStreams() {
    var peer = TestPeer()
    peer.handshake()
    let body = [UInt8](repeating: 7, count: 40_000)
    _ = peer.send(
      peer.headers(1, TestPeer.request(), endStream: true)
        + peer.headers(3, TestPeer.request(), endStream: true))
    let first = TestPeer.frames(peer.connection.respond(HTTP2Response(status: 200, body: body), on: 1))
    let second = TestPeer.frames(peer.connection.respond(HTTP2Response(status: 200, body: body), on: 3))
    let sent = (first + second).filter { $0.type == .data }.reduce(0) { $0 + $1.payload.count }
    #expect(sent == 65_535)
    let rest = TestPeer.frames(peer.send(TestPeer.windowUpdate(0, 100_000)).bytes)
    #expect(rest.filter { $0.type == .data }.reduce(0) { $0 + $1.payload.count } == 80_000 - 65_535)
    #expect(rest.filter { $0.flags.contains(.endStream) }.map(\.stream) == [3])
  }

  @Test func dataBeyondTheStreamWindowIsAStreamError() {
    var peer = TestPeer(settings: HTTP2ServerSettings(initialWindowSize: 1_000))
    peer.handshake()
    let output = peer.send(
      peer.headers(1, TestPeer.request()) + TestPeer.data(1, [UInt8](repeating: 0, count: 1_001)))
    #expect(TestPeer.reset(on: 1, in: output.bytes) == .flowControlError)
    #expect(!output.close)
  }

  @Test func dataBeyondTheConnectionWindowIsAConnectionError() {
    var peer = TestPeer(settings: HTTP2ServerSettings(maxFrameSize: 100_000))
    peer.handshake()
    let output = peer.send(
      peer.headers(1, TestPeer.request()) + TestPeer.data(1, [UInt8](repeating: 0, count: 65_536)))
    #expect(TestPeer.goAway(in: output.bytes)?.code == .flowControlError)
  }

  @Test func consumedDataIsCreditedBack() {
    var peer = TestPeer()
    peer.handshake()
    let chunk = [UInt8](repeating: 0, count: 16_384)
    // Two full frames use half of both 65,535-byte windows, so both are topped up.
    let open = peer.send(
      peer.headers(1, TestPeer.request()) + TestPeer.data(1, chunk) + TestPeer.data(1, chunk))
    let updates = TestPeer.frames(open.bytes).filter { $0.type == .windowUpdate }
    #expect(updates.map(\.stream) == [1, 0])
    #expect(updates.map { Array($0.payload) } == [TestPeer.be32(32_768), TestPeer.be32(32_768)])
    // A stream that has ended needs no credit; the connection still does.
    let last = peer.send(TestPeer.data(1, chunk) + TestPeer.data(1, chunk, endStream: true))
    #expect(TestPeer.frames(last.bytes).filter { $0.type == .windowUpdate }.map(\.stream) == [0])
    #expect(last.requests.first?.bodyByteCount == 65_536)
  }

  @Test func paddingCountsAgainstTheWindow() {
    var peer = TestPeer(settings: HTTP2ServerSettings(initialWindowSize: 100))
    peer.handshake()
    // 1 pad-length byte + 10 data bytes + 90 padding bytes = 101 > 100.
    let frame = TestPeer.frame(
      .data, flags: .padded, stream: 1,
      [90] + [UInt8](repeating: 1, count: 10) + [UInt8](repeating: 0, count: 90))
    let output = peer.send(peer.headers(1, TestPeer.request()) + frame)
    #expect(TestPeer.reset(on: 1, in: output.bytes) == .flowControlError)
  }

  @Test func bodiesPastTheLimitAreCountedNotKept() throws {
    var peer = TestPeer(settings: HTTP2ServerSettings(maxBodyBytes: 1_000))
    peer.handshake()
    let output = peer.send(
      peer.headers(1, TestPeer.request()) + TestPeer.dataFrames(1, [UInt8](repeating: 9, count: 50_000)))
    let request = try #require(output.requests.first)
    #expect(request.body.count == 1_000)
    #expect(request.bodyByteCount == 50_000)
    #expect(request.isBodyTruncated)
  }
}
