import Delivery
import Diagnostics
import Foundation
import JSON
import Testing

/// Where a payload file names its address, so that a push routed to nothing is reported at that member; and
/// what is wrong with a token's form, in words that say it.
struct PushAddressPlaceTests {
  static func address(_ text: String) throws -> PushAddress {
    PushAddress.of(try JSONParser.parse(bytes: Array(text.utf8)))
  }

  @Test("The member that routes the push: channel, then token, then activity (not for a start), then topic")
  func routingPlaceFollowsTheRoutingOrder() throws {
    let all = try Self.address(
      """
      {"activity": "a",
       "token": "ab",
       "headers": {"apns-topic": "t", "apns-channel-id": "c"},
       "body": {"aps": {"event": "update"}}}
      """)
    #expect(
      all.routingPlace == .init(path: "$.headers.apns-channel-id", position: .init(line: 3, column: 33)))
    var withoutChannel = all
    withoutChannel.channel = nil
    #expect(withoutChannel.routingPlace == .init(path: "$.token", position: .init(line: 2, column: 2)))
    withoutChannel.token = nil
    #expect(withoutChannel.routingPlace == .init(path: "$.activity", position: .init(line: 1, column: 2)))
    withoutChannel.event = .start
    #expect(
      withoutChannel.routingPlace == .init(path: "$.headers.apns-topic", position: .init(line: 3, column: 14))
    )
    // A bare body names no address.
    #expect(try Self.address(#"{"aps": {"event": "update"}}"#).routingPlace == nil)
  }

  @Test(arguments: [
    ("8818d9cd-ae08-a8fa", "is not hex: '-' is not a hex digit (0-9, a-f)"),
    ("8818 d9", "is not hex: U+0020 is not a hex digit (0-9, a-f)"),
    ("abc", "has an odd number of hex digits (3), so it is not whole bytes"),
    ("", "is empty"),
  ])
  func aMalformedTokenSaysWhatIsWrong(_ token: String, _ problem: String) {
    #expect(PushToken.formProblem(token) == problem)
  }

  @Test func aWellFormedTokenHasNoProblem() {
    #expect(PushToken.formProblem("8818D9cdae08a8fa") == nil)
  }

  @Test("The decoder names a token that is not hex as such, whole")
  func decoderSaysNotHex() throws {
    let text = #"{"token": "8818d9cd-ae08-a8fa", "body": {"aps": {}}}"#
    let decoding = try PushDecoder.decode(
      bytes: Array(text.utf8), definition: PushDecoderTests.definition("pizza-planet"))
    let token = try #require(decoding.diagnostics.first { $0.path == "$.token" })
    #expect(token.trap == .badDeviceToken)
    #expect(token.message.hasPrefix(#"token "8818d9cd-ae08-a8fa" is not hex: '-' is not a hex digit"#))
    #expect(decoding.address.tokenPlace?.position == SourcePosition(line: 1, column: 2))
  }
}
