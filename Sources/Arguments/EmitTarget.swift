import Delivery

/// Where `la-sim push --emit curl` sends: `--token HEX` (the device's own token rather than la-sim's
/// simulated one) and `--host HOST[:PORT]` (`http://…` for HTTP/2 without TLS, as `la-sim serve` listens).
package struct EmitTarget {
  /// The token every request goes to, when given.
  package var token: String?
  /// The host and port, without a scheme, when given.
  package var host: String?
  /// Whether the host speaks HTTP/2 without TLS (`http://`).
  package var plain = false

  package init() {}

  /// Reads `--token` and `--host`.
  package static func parse(token: String?, host: String?) throws(CLIError) -> EmitTarget {
    var target = EmitTarget()
    if let token {
      guard PushToken.isWellFormed(token) else {
        throw CLIError.usage(
          "--token \"\(token.terminalSafe)\" is not a push token: an even number of hex digits, as"
            + " pushTokenUpdates gives it")
      }
      target.token = token.lowercased()
    }
    if var host {
      if host.hasPrefix("http://") {
        target.plain = true
        host = String(host.dropFirst("http://".count))
      } else if host.hasPrefix("https://") {
        host = String(host.dropFirst("https://".count))
      }
      while host.hasSuffix("/") { host.removeLast() }
      guard isHostAndPort(host) else {
        throw CLIError.usage("--host \"\(host.terminalSafe)\" is not HOST[:PORT] (e.g. 127.0.0.1:2197)")
      }
      target.host = host
    }
    return target
  }

  /// `HOST`, `HOST:PORT`, `[IPv6]` or `[IPv6]:PORT`: a host that is not empty and a port from 1 to 65535,
  /// so that the URL written is one curl can connect to.
  static func isHostAndPort(_ text: String) -> Bool {
    var name = Substring(text)
    var port: Substring?
    if name.hasPrefix("[") {
      guard let close = name.firstIndex(of: "]") else { return false }
      let address = name[name.index(after: name.startIndex)..<close]
      let rest = name[name.index(after: close)...]
      guard !address.isEmpty, address.allSatisfy({ $0.isHexDigit || ":.".contains($0) }) else { return false }
      guard rest.isEmpty || rest.hasPrefix(":") else { return false }
      name = address
      port = rest.isEmpty ? nil : rest.dropFirst()
    } else {
      let parts = name.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count <= 2 else { return false }
      name = parts[0]
      port = parts.count == 2 ? parts[1] : nil
      guard !name.isEmpty,
        name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".-_".contains($0)) })
      else { return false }
    }
    guard let port else { return true }
    guard !port.isEmpty, port.count <= 5, port.allSatisfy({ $0.isASCII && $0.isNumber }),
      let number = Int(port)
    else { return false }
    return (1...65535).contains(number)
  }
}
