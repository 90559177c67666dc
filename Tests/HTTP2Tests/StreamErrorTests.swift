import Testing

@testable import HTTP2

/// Frames that break a rule of one stream: RST_STREAM with the code the RFC names; the connection lives on.
@Suite struct StreamErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var input: [UInt8]
    var stream: UInt32
    var code: HTTP2ErrorCode
    var testDescription: String { name }
  }

  static let block = TestPeer().block(TestPeer.request())
  static func headers(_ stream: UInt32, flags: HTTP2FrameFlags = [.endHeaders, .endStream]) -> [UInt8] {
    TestPeer.frame(.headers, flags: flags, stream: stream, block)
  }
  static let open = headers(1, flags: .endHeaders)
  static let reset = TestPeer.frame(.rstStream, stream: 1, TestPeer.be32(8))

  static let cases: [Case] = [
    Case(
      name: "PRIORITY of 4 bytes", input: TestPeer.frame(.priority, stream: 1, [0, 0, 0, 3]), stream: 1,
      code: .frameSizeError),
    Case(
      name: "PRIORITY on itself", input: open + TestPeer.frame(.priority, stream: 1, [0, 0, 0, 1, 16]),
      stream: 1, code: .protocolError),
    Case(
      name: "HEADERS depending on itself",
      input: TestPeer.frame(.headers, flags: [.endHeaders, .priority], stream: 1, [0, 0, 0, 1, 16] + block),
      stream: 1,
      code: .protocolError),
    Case(
      name: "WINDOW_UPDATE of 0 on a stream", input: open + TestPeer.windowUpdate(1, 0), stream: 1,
      code: .protocolError),
    Case(
      name: "WINDOW_UPDATE past 2^31-1 on a stream", input: open + TestPeer.windowUpdate(1, 0x7fff_ffff),
      stream: 1,
      code: .flowControlError),
    Case(
      name: "DATA after END_STREAM", input: headers(1) + TestPeer.data(1, [1]), stream: 1, code: .streamClosed
    ),
    Case(name: "HEADERS after END_STREAM", input: headers(1) + headers(1), stream: 1, code: .streamClosed),
    Case(
      name: "DATA after the client's RST_STREAM", input: open + reset + TestPeer.data(1, [1]), stream: 1,
      code: .streamClosed),
    Case(
      name: "trailers without END_STREAM", input: open + headers(1, flags: .endHeaders), stream: 1,
      code: .protocolError),
  ]

  @Test(arguments: cases)
  func breakingAStreamRuleResetsTheStream(_ test: Case) throws {
    var peer = TestPeer()
    peer.handshake()
    let output = peer.send(test.input)
    #expect(TestPeer.reset(on: test.stream, in: output.bytes) == test.code)
    #expect(TestPeer.goAway(in: output.bytes) == nil)
    #expect(!output.close)
    let failure = try #require(output.error)
    #expect(failure.stream == test.stream)
    #expect(failure.code == test.code)
    #expect(failure.message.contains("RFC 9113"))
    // The connection still serves requests.
    let next = peer.send(Self.headers(21))
    #expect(next.requests.map(\.stream) == [21])
  }

  @Test func framesAfterOurResetAreIgnored() {
    var peer = TestPeer()
    peer.handshake()
    let reset = peer.send(Self.open + TestPeer.windowUpdate(1, 0))
    #expect(TestPeer.reset(on: 1, in: reset.bytes) == .protocolError)
    let late = peer.send(TestPeer.data(1, [1, 2, 3]) + Self.headers(1) + TestPeer.windowUpdate(1, 5))
    #expect(late.errors.isEmpty)
    #expect(late.bytes.isEmpty)
  }

  @Test func windowUpdateAndResetAfterTheResponseAreIgnored() {
    var peer = TestPeer()
    peer.handshake()
    _ = peer.send(Self.headers(1))
    _ = peer.connection.respond(HTTP2Response(status: 200), on: 1)
    let late = peer.send(
      TestPeer.windowUpdate(1, 100) + Self.reset + TestPeer.frame(.priority, stream: 1, [0, 0, 0, 0, 16]))
    #expect(late.errors.isEmpty)
    #expect(late.bytes.isEmpty)
  }

  @Test func dataOnAFinishedStreamIsStreamClosed() {
    var peer = TestPeer()
    peer.handshake()
    _ = peer.send(Self.headers(1))
    _ = peer.connection.respond(HTTP2Response(status: 200), on: 1)
    let late = peer.send(TestPeer.data(1, [1]))
    #expect(TestPeer.reset(on: 1, in: late.bytes) == .streamClosed)
  }

  @Test func aResetStreamIsNotAnswered() {
    var peer = TestPeer()
    peer.handshake()
    #expect(peer.send(Self.headers(1)).requests.count == 1)
    _ = peer.send(Self.reset)
    #expect(peer.connection.respond(HTTP2Response(status: 200), on: 1).isEmpty)
    #expect(peer.connection.openStreamCount == 0)
  }

  @Test func priorityOnAnIdleStreamIsAllowed() {
    var peer = TestPeer()
    peer.handshake()
    let output = peer.send(TestPeer.frame(.priority, stream: 9, [0, 0, 0, 0, 16]) + Self.headers(1))
    #expect(output.errors.isEmpty)
    #expect(output.requests.count == 1)
  }
}
