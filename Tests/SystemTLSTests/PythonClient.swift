import Foundation

/// Python's `ssl` module as the TLS client: `ssl.create_default_context(cafile=…)` with strict X.509
/// checks (Python 3.13's default), ALPN, and a hostname to verify, connecting `count` times and sending
/// `message` each time.
enum PythonClient {
  /// One connection's outcome, as the client saw it.
  struct Outcome: Decodable, Sendable {
    var alpn: String?
    var version: String?
    var received: String?
    var error: String?
  }

  static let script = """
    import json, socket, ssl, sys
    port, cafile, alpn, hostname, message, count, mode = sys.argv[1:8]
    context = ssl.create_default_context(cafile=None if cafile == "-" else cafile)
    if hasattr(ssl, "VERIFY_X509_STRICT"):
        context.verify_flags |= ssl.VERIFY_X509_STRICT
    if alpn != "-":
        context.set_alpn_protocols(alpn.split(","))
    outcomes = []
    for _ in range(int(count)):
        try:
            with socket.create_connection(("127.0.0.1", int(port)), timeout=10) as raw:
                with context.wrap_socket(raw, server_hostname=hostname) as tls:
                    outcome = {"alpn": tls.selected_alpn_protocol(), "version": tls.version()}
                    if mode == "hangup":
                        # Take the session tickets TLS 1.3 sends after the handshake, so that closing
                        # sends a plain FIN rather than a reset for unread data.
                        tls.settimeout(0.3)
                        try:
                            tls.recv(1)
                        except (socket.timeout, ssl.SSLError):
                            pass
                        outcomes.append(outcome)
                        continue
                    tls.sendall(message.encode())
                    received = b""
                    while True:
                        chunk = tls.recv(65536)
                        if not chunk:
                            break
                        received += chunk
                    outcome["received"] = received.decode()
                    outcomes.append(outcome)
        except Exception as error:
            outcomes.append({"error": type(error).__name__ + ": " + str(error)})
    print(json.dumps(outcomes))
    """

  /// Runs the client; `cafile` nil uses the system's trust store, `alpn` nil offers no ALPN, `hangup`
  /// closes right after the handshake.
  static func run(
    port: UInt16, cafile: String?, alpn: [String]? = ["h2", "http/1.1"], hostname: String = "localhost",
    message: String = "hello", count: Int = 1, hangup: Bool = false
  ) throws -> [Outcome] {
    let output = try Tool.run(
      "python3",
      [
        "-c", script, "\(port)", cafile ?? "-", alpn?.joined(separator: ",") ?? "-", hostname, message,
        "\(count)", hangup ? "hangup" : "echo",
      ])
    guard output.status == 0 else { throw Failed(output: output) }
    return try JSONDecoder().decode([Outcome].self, from: Data(output.stdout.utf8))
  }

  /// The client itself failed.
  struct Failed: Error, CustomStringConvertible {
    var output: Tool.Output
    var description: String { "python3 exited \(output.status): \(output.stderr)" }
  }
}
