import Testing

@testable import HTTP2

/// Bytes another HTTP/2 client implementation wrote for two APNs-style requests: its own SETTINGS, and
/// header blocks that index fields in the dynamic table and refer back to them in the second request.
@Suite struct ClientBytesTests {
  static let twoRequests = hex(
    [
      "505249202a20485454502f322e300d0a0d0a534d0d0a0d0a00002a040000000000000100001000000200000001000400",
      "00ffff0005000040000008000000000003000000640006000100000000430104000000018387448a6196242f7310ac0e",
      "32034186a0e41d139d091f08958ca3b0b6285f59678f110da8d970f0f7903a4d95ff40871d7521649eb3138b21e95cbe",
      "474d741571d75f00000a0001000000017b22617073223a7b7d7d0000280104000000038387448a6196242f7310ac0e32",
      "07c01f08958ca3b0b6285f59678f110da8d970f0f7903a4d95ffbf00000a0001000000037b22617073223a7b7d7d",
    ].joined())

  @Test func bothRequestsDecode() {
    var connection = HTTP2Connection()
    let output = connection.receive(Self.twoRequests)
    #expect(output.errors.isEmpty)
    #expect(output.requests.map(\.path) == ["/3/device/abc0", "/3/device/abc1"])
    for request in output.requests {
      #expect(request.method == "POST")
      #expect(request.authority == "localhost")
      #expect(
        request.headers == [
          HTTP2Header(name: "authorization", value: "bearer eyJhbGciOiJFUzI1NiJ9"),
          HTTP2Header(name: "apns-topic", value: "com.example.app"),
        ])
      #expect(String(decoding: request.body, as: UTF8.self) == "{\"aps\":{}}")
    }
  }

  @Test func bothRequestsDecodeOneByteAtATime() {
    var connection = HTTP2Connection()
    var requests: [HTTP2Request] = []
    for byte in Self.twoRequests {
      let output = connection.receive([byte])
      #expect(output.errors.isEmpty)
      requests += output.requests
    }
    #expect(requests.map(\.stream) == [1, 3])
  }
}
