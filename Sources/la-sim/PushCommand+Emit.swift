import Arguments
import Delivery
import JSON
import PushReplay
import Simulator

extension PayloadReplay {
  /// `--emit apns|curl`: every payload la-sim applied, ready to send as checked. `apns` writes the JSON
  /// `xcrun simctl push` reads (the body plus its `Simulator Target Bundle`); `curl` writes a
  /// `curl --http2` request to APNs with the envelope's headers, the JWT left as `$APNS_JWT` and the host
  /// as `$APNS_HOST` (default the development server, where tokens from a debug build are valid): to
  /// `/3/device/{token}`, or for a broadcast (`apns-channel-id`) to `/4/broadcasts/apps/{bundle id}`.
  ///
  /// What is printed is meant to be pasted and saved, so every word that came from a file is quoted by
  /// `ShellQuote` (a `$(…)` in a header runs nothing, a newline cannot end the comment), and the body is
  /// serialized with `TerminalSafe.json`: the same JSON once APNs decodes it, with no raw C1 control,
  /// bidirectional override or line separator reaching the terminal.
  func emitted(_ format: String, to target: EmitTarget = EmitTarget()) -> String {
    guard !applied.isEmpty else { return PhoneWording.nothingToEmit }
    return applied.map { item in
      let envelope = item.root["body"] != nil && item.root["aps"] == nil
      let body = envelope ? item.root["body"] ?? item.root : item.root
      let bundle = item.definition.bundleIdentifier
      if format == "apns" {
        var members: [JSONMember] = [JSONMember(key: "Simulator Target Bundle", value: .string(bundle))]
        if case .object(let bodyMembers) = body { members += bodyMembers }
        return "# \(item.file.terminalSafe): save as a .apns file, then: xcrun simctl push booted"
          + " \(bundle.shellQuoted) FILE.apns\n" + TerminalText.json(.object(members))
      }
      var headers: [(String, String)] = [
        ("apns-push-type", "liveactivity"), ("apns-topic", PushHeaders.liveActivityTopic(for: bundle)),
        ("apns-priority", "10"),
      ]
      if envelope, case .object(let written)? = item.root["headers"] {
        for header in written {
          let name = header.key.lowercased()
          guard name != "authorization" else { continue }
          let value = header.value.string ?? header.value.serialized()
          if let index = headers.firstIndex(where: { $0.0 == name }) {
            headers[index].1 = value
          } else {
            headers.append((name, value))
          }
        }
      }
      let broadcast = envelope && PushAddress.of(item.root).channel != nil
      if broadcast { headers.removeAll { $0.0 == "apns-topic" } }
      var lines = [
        "# \(item.file.terminalSafe)", "curl \(target.plain ? "--http2-prior-knowledge" : "--http2") \\",
        "  --header \"authorization: bearer $APNS_JWT\" \\",
      ]
      lines += headers.map { "  --header \("\($0.0): \($0.1)".shellQuoted) \\" }
      lines.append("  --data \(TerminalText.json(body, pretty: false).shellQuoted) \\")
      // A broadcast goes to the app's broadcast path, which names the app (so no apns-topic); any
      // other push to its token.
      let path =
        broadcast
        ? PushHeaders.broadcastPath + bundle
        : PushHeaders.devicePath + (target.token ?? item.token ?? "$DEVICE_TOKEN")
      if let host = target.host {
        lines.append("  " + "\(target.plain ? "http" : "https")://\(host)\(path)".shellQuoted)
      } else {
        lines.append("  \"https://${APNS_HOST:-\(item.definition.push.host)}\(path)\"")
      }
      return lines.joined(separator: "\n")
    }.joined(separator: "\n\n")
  }
}
