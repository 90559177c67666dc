import Testing

@testable import HTTP2

/// The header section rules of RFC 9113 §8.1 to §8.3: a malformed request is a stream error of type
/// PROTOCOL_ERROR (§8.1.1), answered with RST_STREAM, and never reaches the caller.
@Suite struct HeaderValidationTests {
  static func fields(_ pairs: [(String, String)]) -> [HTTP2Header] {
    pairs.map { HTTP2Header(name: $0.0, value: $0.1) }
  }

  static let get = [(":method", "GET"), (":scheme", "https"), (":path", "/")]

  static let malformed: [(String, [HTTP2Header])] = [
    ("no :method", fields([(":scheme", "https"), (":path", "/")])),
    ("no :scheme", fields([(":method", "GET"), (":path", "/")])),
    ("no :path", fields([(":method", "GET"), (":scheme", "https")])),
    ("empty :path", fields([(":method", "GET"), (":scheme", "https"), (":path", "")])),
    ("unknown pseudo-header", fields(get + [(":protocol", "websocket")])),
    ("response pseudo-header", fields(get + [(":status", "200")])),
    ("duplicate :path", fields(get + [(":path", "/other")])),
    (
      "pseudo after regular",
      fields([(":method", "GET"), (":scheme", "https"), ("accept", "*/*"), (":path", "/")])
    ),
    ("uppercase name", fields(get + [("Apns-Topic", "x")])),
    ("space in name", fields(get + [("apns topic", "x")])),
    ("colon in a regular name", fields(get + [("x:y", "1")])),
    ("connection", fields(get + [("connection", "keep-alive")])),
    ("keep-alive", fields(get + [("keep-alive", "timeout=5")])),
    ("proxy-connection", fields(get + [("proxy-connection", "close")])),
    ("transfer-encoding", fields(get + [("transfer-encoding", "chunked")])),
    ("upgrade", fields(get + [("upgrade", "h2c")])),
    ("te other than trailers", fields(get + [("te", "gzip")])),
    ("CR in a value", fields(get + [("x-a", "a\r\nx-b: b")])),
    ("leading space in a value", fields(get + [("x-a", " a")])),
    ("non-numeric content-length", fields(get + [("content-length", "12a")])),
    ("disagreeing content-lengths", fields(get + [("content-length", "1"), ("content-length", "2")])),
    ("CONNECT with :path", fields([(":method", "CONNECT"), (":authority", "a:443"), (":path", "/")])),
  ]

  @Test(arguments: malformed)
  func malformedRequestsAreReset(_ name: String, _ fields: [HTTP2Header]) throws {
    var peer = TestPeer()
    peer.handshake()
    let output = peer.send(peer.headers(1, fields, endStream: true))
    #expect(output.requests.isEmpty)
    #expect(TestPeer.reset(on: 1, in: output.bytes) == .protocolError)
    let failure = try #require(output.error)
    #expect(failure.stream == 1)
    #expect(failure.message.contains("RFC 9110") || failure.message.contains("RFC 9113 §8"))
    #expect(!output.close)
  }

  @Test func teTrailersAndConnectAreAccepted() {
    var peer = TestPeer()
    peer.handshake()
    let output = peer.send(
      peer.headers(1, Self.fields(Self.get + [("te", "trailers")]), endStream: true)
        + peer.headers(3, Self.fields([(":method", "CONNECT"), (":authority", "a:443")]), endStream: true))
    #expect(output.errors.isEmpty)
    #expect(output.requests.map(\.method) == ["GET", "CONNECT"])
    #expect(output.requests.last?.authority == "a:443")
  }

  @Test func shortBodyAgainstContentLengthIsReset() {
    var peer = TestPeer()
    peer.handshake()
    let output = peer.send(
      peer.headers(1, TestPeer.request([("content-length", "10")]))
        + TestPeer.data(1, [1, 2, 3], endStream: true))
    #expect(output.requests.isEmpty)
    #expect(TestPeer.reset(on: 1, in: output.bytes) == .protocolError)
  }

  @Test func longBodyAgainstContentLengthIsResetAtOnce() {
    var peer = TestPeer()
    peer.handshake()
    let output = peer.send(
      peer.headers(1, TestPeer.request([("content-length", "2")])) + TestPeer.data(1, [1, 2, 3]))
    #expect(TestPeer.reset(on: 1, in: output.bytes) == .protocolError)
  }

  @Test func matchingContentLengthIsAccepted() {
    var peer = TestPeer()
    peer.handshake()
    let output = peer.send(
      peer.headers(1, TestPeer.request([("content-length", "3")]))
        + TestPeer.data(1, [1, 2, 3], endStream: true))
    #expect(output.requests.first?.body == [1, 2, 3])
  }

  @Test func trailersMayNotHoldPseudoHeaders() {
    var peer = TestPeer()
    peer.handshake()
    let trailers = Self.fields([(":path", "/again")])
    let output = peer.send(peer.headers(1, TestPeer.request()) + peer.headers(1, trailers, endStream: true))
    #expect(output.requests.isEmpty)
    #expect(TestPeer.reset(on: 1, in: output.bytes) == .protocolError)
  }
}
