import Testing

@testable import HTTP2

/// Frames on streams that are over.
@Suite struct ClosedStreamTests {
  @Test func headersOnAnAnsweredStreamIsStreamClosed() {
    var peer = TestPeer()
    peer.handshake()
    _ = peer.send(StreamErrorTests.headers(1))
    _ = peer.connection.respond(HTTP2Response(status: 200), on: 1)
    let output = peer.send(StreamErrorTests.headers(1))
    #expect(TestPeer.goAway(in: output.bytes)?.code == .streamClosed)
  }

  @Test func refusedStreamsAreClosedAndLaterOnesOpen() {
    var peer = TestPeer(settings: HTTP2ServerSettings(maxConcurrentStreams: 1))
    peer.handshake()
    let output = peer.send(
      StreamErrorTests.headers(1, flags: .endHeaders) + StreamErrorTests.headers(3, flags: .endHeaders))
    #expect(TestPeer.reset(on: 3, in: output.bytes) == .refusedStream)
    // DATA already in flight on the refused stream is ignored, and stream 1 goes on.
    let more = peer.send(TestPeer.data(3, [1]) + TestPeer.data(1, [2], endStream: true))
    #expect(more.errors.isEmpty)
    #expect(more.requests.map(\.body) == [[2]])
  }
}
