import Testing

@testable import HTTP2

/// Hostile input costs bounded memory and time: bombs and floods end in a refusal, never in growth.
@Suite struct AbuseTests {
  /// One block that indexes a 4 KB field, then refers to it 1,000 times: 4 MB decoded from 5 KB.
  @Test func hpackBombIsAnswered431AndTheTableStaysInStep() throws {
    var peer = TestPeer()
    peer.handshake()
    let value = [UInt8](repeating: 0x61, count: 4_000)
    // Literal with incremental indexing, new name "x-big" (§6.2.1); the value's length 4,000 is
    // 127 + 3,873 in a 7-bit prefix: 33 + 128 × 30.
    var block = peer.block(Array(TestPeer.request()))
    block += [0x40, 0x05] + Array("x-big".utf8) + [0x7f, 0xa1, 0x1e] + value
    block += [UInt8](repeating: 0xbe, count: 1_000)
    let output = peer.send(TestPeer.frame(.headers, flags: [.endHeaders, .endStream], stream: 1, block))
    #expect(output.requests.isEmpty)
    let failure = try #require(output.error)
    #expect(failure.code == .enhanceYourCalm)
    #expect(failure.stream == 1)
    #expect(
      try peer.responseHeaders(on: 1, in: TestPeer.frames(output.bytes)) == [
        HTTP2Header(name: ":status", value: "431")
      ])
    #expect(!output.close)
    // The next block refers to the entry the bomb added: the decoder kept it.
    let next = peer.send(
      TestPeer.frame(
        .headers, flags: [.endHeaders, .endStream], stream: 3, peer.block(TestPeer.request()) + [0xbe]))
    let request = try #require(next.requests.first)
    #expect(request.header("x-big")?.utf8.count == 4_000)
  }

  @Test func tableSizeUpdateAboveTheSettingIsACompressionError() {
    var peer = TestPeer()
    peer.handshake()
    let block: [UInt8] = [0x3f, 0xe2, 0x1f] + peer.block(TestPeer.request())
    let output = peer.send(TestPeer.frame(.headers, flags: [.endHeaders, .endStream], stream: 1, block))
    #expect(TestPeer.goAway(in: output.bytes)?.code == .compressionError)
    #expect(output.close)
  }

  @Test func endlessContinuationIsRefused() {
    var peer = TestPeer()
    peer.handshake()
    var output = peer.send(TestPeer.frame(.headers, stream: 1, peer.block(TestPeer.request())))
    var frames = 0
    let filler = [UInt8](repeating: 0x82, count: 16_384)
    while !output.close, frames < 100 {
      output = peer.send(TestPeer.frame(.continuation, stream: 1, filler))
      frames += 1
      #expect(peer.connection.bufferedByteCount <= 2 * 16_384 + 16_384 + 9)
    }
    #expect(TestPeer.goAway(in: output.bytes)?.code == .enhanceYourCalm)
    #expect(frames <= 3)
    #expect(peer.connection.bufferedByteCount == 0)
  }

  @Test func endlessEmptyContinuationIsRefused() {
    var peer = TestPeer()
    peer.handshake()
    var input = TestPeer.frame(.headers, stream: 1, peer.block(TestPeer.request()))
    for _ in 0..<10_000 {
      input += TestPeer.frame(.continuation, stream: 1, [])
    }
    let output = peer.send(input)
    #expect(TestPeer.goAway(in: output.bytes)?.code == .enhanceYourCalm)
  }

  @Test func streamsBeyondTheLimitAreRefused() {
    var peer = TestPeer(settings: HTTP2ServerSettings(maxConcurrentStreams: 2))
    peer.handshake()
    let fields = TestPeer.request()
    let output = peer.send(
      peer.headers(1, fields, endStream: true) + peer.headers(3, fields, endStream: true)
        + peer.headers(5, fields, endStream: true))
    #expect(output.requests.map(\.stream) == [1, 3])
    #expect(TestPeer.reset(on: 5, in: output.bytes) == .refusedStream)
    // Answering one frees a slot.
    _ = peer.connection.respond(HTTP2Response(status: 200), on: 1)
    #expect(peer.send(peer.headers(7, fields, endStream: true)).requests.map(\.stream) == [7])
  }

  /// CVE-2023-44487: open a stream, reset it, again and again.
  @Test func rapidResetEndsTheConnection() {
    var peer = TestPeer()
    peer.handshake()
    let block = peer.block(TestPeer.request())
    var input: [UInt8] = []
    for index in 0..<1_001 {
      let stream = UInt32(2 * index + 1)
      input += TestPeer.frame(.headers, flags: .endHeaders, stream: stream, block)
      input += TestPeer.frame(.rstStream, stream: stream, TestPeer.be32(8))
    }
    let output = peer.send(input)
    #expect(TestPeer.goAway(in: output.bytes)?.code == .enhanceYourCalm)
    #expect(output.error?.message.contains("CVE-2023-44487") == true)
    #expect(peer.connection.openStreamCount == 0)
  }

  @Test func pingFloodEndsTheConnection() {
    var peer = TestPeer()
    peer.handshake()
    var input: [UInt8] = []
    for _ in 0..<10_000 {
      input += TestPeer.frame(.ping, [0, 0, 0, 0, 0, 0, 0, 0])
    }
    let output = peer.send(input)
    #expect(TestPeer.goAway(in: output.bytes)?.code == .enhanceYourCalm)
    #expect(output.bytes.count < 100 * 17 + 400)
  }

  @Test func settingsFloodEndsTheConnection() {
    var peer = TestPeer()
    peer.handshake()
    var input: [UInt8] = []
    for _ in 0..<1_000 {
      input += TestPeer.settings([(0x4, 100)])
    }
    let output = peer.send(input)
    #expect(TestPeer.goAway(in: output.bytes)?.code == .enhanceYourCalm)
  }

  @Test func aHugeAnnouncedFrameIsRefusedBeforeItsPayload() {
    var peer = TestPeer()
    peer.handshake()
    let output = peer.send([0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01])
    #expect(TestPeer.goAway(in: output.bytes)?.code == .frameSizeError)
    #expect(peer.connection.bufferedByteCount == 0)
  }

  @Test func partialFramesBufferAtMostOneFrame() {
    var peer = TestPeer()
    peer.handshake()
    // A whole 16,384-byte DATA frame but its last byte, fed in one go, then a byte at a time.
    let frame = peer.headers(1, TestPeer.request()) + TestPeer.data(1, [UInt8](repeating: 1, count: 16_384))
    _ = peer.send(Array(frame.dropLast()))
    #expect(peer.connection.bufferedByteCount == 16_384 + 9 - 1)
    _ = peer.send([1])
    #expect(peer.connection.bufferedByteCount == 0)
  }

  /// Random frames never trap, and each call's output stays proportional to its input.
  @Test func randomFramesNeverTrap() {
    var generator = SplitMix64(seed: 0x5eed)
    for _ in 0..<300 {
      var peer = TestPeer()
      peer.handshake()
      _ = peer.send(peer.headers(1, TestPeer.request()))
      for _ in 0..<20 {
        let length = Int(generator.next() % 40)
        let payload = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let type = UInt8(generator.next() % 11)
        let flags = UInt8(truncatingIfNeeded: generator.next())
        let stream = UInt32(generator.next() % 8)
        let input = TestPeer.frame(typeCode: type, flags: flags, stream: stream, payload)
        let output = peer.send(input)
        #expect(output.bytes.count <= 64 + 2 * input.count + 300)
        if output.close {
          break
        }
      }
    }
  }
}
