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
      guard !host.isEmpty, host.allSatisfy({ $0.isLetter || $0.isNumber || ".-:[]_".contains($0) }) else {
        throw CLIError.usage("--host \"\(host.terminalSafe)\" is not HOST[:PORT] (e.g. 127.0.0.1:2197)")
      }
      target.host = host
    }
    return target
  }
}
