/// The frame types of RFC 9113 §6; other type codes are ignored (§5.5).
enum HTTP2FrameType: UInt8, Sendable {
  case data = 0x0
  case headers = 0x1
  case priority = 0x2
  case rstStream = 0x3
  case settings = 0x4
  case pushPromise = 0x5
  case ping = 0x6
  case goAway = 0x7
  case windowUpdate = 0x8
  case continuation = 0x9

  /// The name the RFC gives the type, for error messages.
  var name: String {
    switch self {
    case .data: "DATA"
    case .headers: "HEADERS"
    case .priority: "PRIORITY"
    case .rstStream: "RST_STREAM"
    case .settings: "SETTINGS"
    case .pushPromise: "PUSH_PROMISE"
    case .ping: "PING"
    case .goAway: "GOAWAY"
    case .windowUpdate: "WINDOW_UPDATE"
    case .continuation: "CONTINUATION"
    }
  }
}
