import Testing

@testable import HTTP2

/// The client's SETTINGS are applied (RFC 9113 §6.5.2) and ours are advertised.
@Suite struct SettingsTests {
  @Test func customSettingsAreAdvertised() {
    var peer = TestPeer(
      settings: HTTP2ServerSettings(
        maxConcurrentStreams: 10, initialWindowSize: 1_000_000, maxFrameSize: 32_768, headerTableSize: 8_192))
    let frames = TestPeer.frames(peer.send(TestPeer.preface).bytes)
    #expect(frames.map(\.type) == [.settings, .windowUpdate])
    var values: [UInt16: UInt32] = [:]
    var index = frames[0].payload.startIndex
    while index < frames[0].payload.endIndex {
      let identifier = UInt16(frames[0].payload[index]) << 8 | UInt16(frames[0].payload[index + 1])
      values[identifier] = HTTP2Frame.readUInt32(frames[0].payload, at: index + 2)
      index += 6
    }
    #expect(values == [0x1: 8_192, 0x3: 10, 0x4: 1_000_000, 0x5: 32_768, 0x6: 16_384])
    // The connection window is raised to match the stream window.
    #expect(Array(frames[1].payload) == TestPeer.be32(1_000_000 - 65_535))
  }

  @Test func clientMaxFrameSizeSplitsResponseData() throws {
    var peer = TestPeer()
    peer.handshake([(0x5, 20_000), (0x4, 1_000_000)])
    _ = peer.send(TestPeer.windowUpdate(0, 1_000_000))
    _ = peer.send(peer.headers(1, TestPeer.request(), endStream: true))
    let frames = TestPeer.frames(
      peer.connection.respond(HTTP2Response(status: 200, body: [UInt8](repeating: 1, count: 50_000)), on: 1))
    #expect(frames.filter { $0.type == .data }.map(\.payload.count) == [20_000, 20_000, 10_000])
  }

  @Test func initialWindowSizeChangesAdjustOpenStreams() {
    var peer = TestPeer()
    peer.handshake([(0x4, 10)])
    _ = peer.send(peer.headers(1, TestPeer.request(), endStream: true))
    let first = TestPeer.frames(
      peer.connection.respond(HTTP2Response(status: 200, body: [UInt8](repeating: 1, count: 100)), on: 1))
    #expect(first.filter { $0.type == .data }.map(\.payload.count) == [10])
    // Raising the initial window by 50 lets 50 more bytes go on the open stream (§6.9.2).
    let raised = TestPeer.frames(peer.send(TestPeer.settings([(0x4, 60)])).bytes)
    #expect(raised.filter { $0.type == .data }.map(\.payload.count) == [50])
    // Lowering it to 0 makes the window 0 - 60 = -60: a WINDOW_UPDATE of 30 leaves it negative, and one of
    // 50 more brings it to 20.
    _ = peer.send(TestPeer.settings([(0x4, 0)]))
    #expect(TestPeer.frames(peer.send(TestPeer.windowUpdate(1, 30)).bytes).isEmpty)
    let updated = TestPeer.frames(peer.send(TestPeer.windowUpdate(1, 50)).bytes)
    #expect(updated.filter { $0.type == .data }.map(\.payload.count) == [20])
  }

  @Test func initialWindowSizeOverflowingAStreamIsAFlowControlError() {
    var peer = TestPeer()
    peer.handshake()
    _ = peer.send(peer.headers(1, TestPeer.request(), endStream: true))
    _ = peer.send(TestPeer.windowUpdate(1, 0x7fff_ffff - 65_535))
    let output = peer.send(TestPeer.settings([(0x4, 65_536)]))
    #expect(TestPeer.goAway(in: output.bytes)?.code == .flowControlError)
  }

  @Test func aSmallerWindowOfOursAppliesOnceAcknowledged() {
    var peer = TestPeer(settings: HTTP2ServerSettings(initialWindowSize: 100))
    _ = peer.send(TestPeer.preface + TestPeer.settings([]))
    // Before the acknowledgement the client may still use the default 65,535.
    let early = peer.send(
      peer.headers(1, TestPeer.request()) + TestPeer.data(1, [UInt8](repeating: 0, count: 1_000)))
    #expect(early.errors.isEmpty)
    _ = peer.send(TestPeer.frame(.settings, flags: .ack))
    let late = peer.send(
      peer.headers(3, TestPeer.request()) + TestPeer.data(3, [UInt8](repeating: 0, count: 101)))
    #expect(TestPeer.reset(on: 3, in: late.bytes) == .flowControlError)
  }

  @Test func outOfRangeSettingsAreClamped() {
    let settings = HTTP2ServerSettings(initialWindowSize: -5, maxFrameSize: 1 << 30, maxBodyBytes: -1).clamped
    #expect(settings.initialWindowSize == 1)
    #expect(settings.maxFrameSize == 16_777_215)
    #expect(settings.maxBodyBytes == 0)
  }
}
