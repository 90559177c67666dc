import Escaping

#if canImport(Glibc)
  import Glibc
#endif

/// Where `la-sim serve` listens: `127.0.0.1:2197`, `[::1]:2197`, `localhost:2197` or `:2197` (loopback).
/// 2197 is the port APNs offers besides 443 for providers that cannot open 443.
public struct ListenAddress: Equatable, Sendable, CustomStringConvertible {
  /// The numeric host: an IPv4 or IPv6 address.
  public var host: String
  /// The TCP port; 0 lets the system choose one (tests).
  public var port: Int

  /// The port APNs listens on besides 443.
  public static let defaultPort = 2197
  /// `127.0.0.1:2197`.
  public static let loopback = ListenAddress(host: "127.0.0.1", port: defaultPort)

  /// An address.
  public init(host: String, port: Int) {
    self.host = host
    self.port = port
  }

  /// Whether the host is an IPv6 address.
  public var isIPv6: Bool { host.contains(":") }

  /// `127.0.0.1:2197` or `[::1]:2197`.
  public var description: String { isIPv6 ? "[\(host)]:\(port)" : "\(host):\(port)" }

  /// Reads `--listen`'s value; nil with the reason when it is not `HOST:PORT`.
  public static func parse(_ text: String) -> Result<ListenAddress, ListenAddressError> {
    var host: Substring
    var portText: Substring
    if text.hasPrefix("[") {
      guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else {
        return .failure(ListenAddressError(text: text, why: "an IPv6 address is written [ADDRESS]:PORT"))
      }
      host = text[text.index(after: text.startIndex)..<close]
      portText = text[text.index(close, offsetBy: 2)...]
    } else if let colon = text.lastIndex(of: ":") {
      host = text[..<colon]
      portText = text[text.index(after: colon)...]
    } else {
      host = ""
      portText = text[...]
    }
    guard let port = Int(portText), (0...65535).contains(port) else {
      return .failure(ListenAddressError(text: text, why: "the port must be a number from 0 to 65535"))
    }
    if host.isEmpty || host == "localhost" { host = "127.0.0.1" }
    let address = ListenAddress(host: String(host), port: port)
    guard address.isNumeric else {
      return .failure(
        ListenAddressError(
          text: text, why: "the host must be a numeric address (127.0.0.1, ::1) or localhost"))
    }
    return .success(address)
  }

  /// Whether `host` is a numeric IPv4 or IPv6 address.
  var isNumeric: Bool {
    if isIPv6 {
      var address = in6_addr()
      return inet_pton(AF_INET6, host, &address) == 1
    }
    var address = in_addr()
    return inet_pton(AF_INET, host, &address) == 1
  }
}

/// A `--listen` value that is not `HOST:PORT`.
public struct ListenAddressError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The value given.
  public var text: String
  /// What is wrong with it.
  public var why: String

  /// `--listen "x": the port must be …`.
  public var description: String { "--listen \"\(text.terminalSafe)\": \(why)" }
}
