import Testing

@testable import HTTP2

/// The load `la-sim serve` is built for: thousands of small APNs pushes on one connection.
@Suite struct ThroughputTests {
  @Test func fiveThousandPushesOnOneConnection() throws {
    var peer = TestPeer()
    peer.handshake()
    let token = String(repeating: "ab", count: 32)
    let jwt = "bearer " + String(repeating: "eyJhbGciOiJFUzI1NiJ9", count: 10)
    let fields = TestPeer.request(
      path: "/3/device/" + token,
      [
        ("authorization", jwt), ("apns-push-type", "liveactivity"),
        ("apns-topic", "com.example.app.push-type.liveactivity"), ("apns-priority", "10"),
        ("content-type", "application/json"),
      ])
    let block = peer.block(fields)
    #expect(block.count > 250)
    let body = [UInt8](repeating: 0x7b, count: 500)
    let apnsID = [HTTP2Header(name: "apns-id", value: "8E7A4C2B-1D3F-4A5B-9C6D-7E8F9A0B1C2D")]
    let count = 5_000
    var input: [UInt8] = []
    for index in 0..<count {
      let stream = UInt32(2 * index + 1)
      input += TestPeer.frame(.headers, flags: .endHeaders, stream: stream, block)
      input += TestPeer.data(stream, body, endStream: true)
    }
    var served = 0
    var written = 0
    // Fed in 16 KB reads, as a socket would deliver them. How fast is the benchmark's to say
    // (scripts/bench-serve.py), not a test's.
    var start = 0
    while start < input.count {
      let end = min(input.count, start + 16_384)
      let output = peer.connection.receive(input[start..<end])
      for request in output.requests {
        written +=
          peer.connection.respond(HTTP2Response(status: 200, headers: apnsID), on: request.stream).count
        served += 1
      }
      start = end
    }
    #expect(served == count)
    #expect(written > 0)
    #expect(peer.connection.openStreamCount == 0)
    #expect(peer.connection.bufferedByteCount == 0)
  }
}
