import APNs
import Fixture
import Foundation
import Layout
import Phone
import Simulator
import TestSupport

/// A phone with pizza-planet started at `wall`, APNs in front of it, and requests made as a backend makes
/// them, for the tests.
struct APNsPhone {
  static let wall = Date(timeIntervalSince1970: 1_795_946_000)
  static let topic = "com.example.pizzaplanet.push-type.liveactivity"

  var session: PhoneSession
  var gate: APNsGate
  var apps: [ActivityDefinition]
  var count = 0

  init(credentials: APNsGate.Credentials = APNsGate.Credentials()) throws {
    let pizza = try BuiltinFixture.definition("pizza-planet")
    session = PhoneSession(
      definition: pizza, device: .iPhone15Pro, pushesDirectory: nil, wall: Self.wall, start: Self.wall)
    gate = APNsGate(credentials: credentials)
    apps = [pizza]
  }

  /// pizza-planet's current update token.
  var token: String { session.phone.entries[0].tokens.current ?? "" }

  /// Sends `request` through APNs and the phone, `seconds` after the start.
  mutating func send(_ request: APNsRequest, after seconds: Double = 1) -> APNsExchange {
    count += 1
    let wall = Self.wall.addingTimeInterval(seconds)
    var exchange = gate.admit(
      request, label: "request \(count)", generatedID: "00000000-0000-0000-0000-00000000000\(count % 10)",
      wall: wall, phone: session.phone, apps: apps, definition: session.definition)
    if let delivery = exchange.delivery {
      let events = session.receive(.served(delivery), at: wall)
      APNsGate.finish(&exchange, events: events, phone: session.phone)
    }
    return exchange
  }

  /// A provider token signed (or not) for `iat`, as a backend's JWT library writes one.
  static func jwt(
    kid: String = "ABC123DEFG", iss: String = "TEAM123456", iat: Double? = nil, alg: String = "ES256"
  )
    -> String
  {
    let issued = iat ?? wall.timeIntervalSince1970
    return base64URL(#"{"alg":"\#(alg)","kid":"\#(kid)"}"#) + "."
      + base64URL(#"{"iss":"\#(iss)","iat":\#(Int(issued))}"#) + "."
      + Data(repeating: 7, count: 64).base64EncodedString().replacingOccurrences(of: "=", with: "")
      .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
  }

  static func base64URL(_ text: String) -> String {
    Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
  }

  /// A request for an update of pizza-planet, with the headers a backend sends; `change` edits it.
  func update(
    status: String = "Out for Delivery", timestamp: Int = 1_795_946_100,
    _ change: (inout APNsRequest) -> Void = { _ in }
  ) -> APNsRequest {
    let body =
      #"{"aps": {"timestamp": \#(timestamp), "event": "update", "content-state": {"status": "\#(status)","#
      + #" "estimatedArrival": 817641000, "driverName": "Buzz Lightyear", "progressFraction": 0.6}}}"#
    var request = APNsRequest(
      method: "POST", path: "/3/device/\(token)",
      headers: [
        (name: "authorization", value: "bearer \(Self.jwt())"),
        (name: "apns-push-type", value: "liveactivity"),
        (name: "apns-topic", value: Self.topic),
        (name: "apns-priority", value: "10"),
      ], body: Array(body.utf8))
    change(&request)
    return request
  }
}

extension APNsRequest {
  /// Replaces (or with nil removes) the header `name`.
  mutating func set(_ name: String, _ value: String?) {
    headers.removeAll { $0.name == name }
    if let value { headers.append((name: name, value: value)) }
  }
}
