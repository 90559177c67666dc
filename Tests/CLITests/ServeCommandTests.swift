import Foundation
import TestSupport
import Testing

/// `la-sim serve` as a backend meets it: a real HTTP/2 client (Debian's curl, built with nghttp2) posts
/// pushes as a provider does, and gets APNs's answers while the phone behind applies them.
@Suite(.temporaryDirectory) struct ServeCommandTests {
  /// What the server said when it started.
  struct Start {
    var port: Int
    var token: String
    var pushToStart: String
    var topic: String
    var providerToken: String

    init?(_ object: [String: Any]?) {
      guard let object, let port = object["port"] as? Int, let apps = object["apps"] as? [[String: Any]],
        let app = apps.first, let topic = app["topic"] as? String,
        let pushToStart = app["pushToStartToken"] as? String,
        let activity = (app["activities"] as? [[String: Any]])?.first,
        let token = activity["token"] as? String,
        let providerToken = object["providerToken"] as? String
      else { return nil }
      self.port = port
      self.token = token
      self.pushToStart = pushToStart
      self.topic = topic
      self.providerToken = providerToken
    }
  }

  /// `curl --http2-prior-knowledge` posting `body` with `headers`; its status and body.
  static func curl(_ url: String, headers: [String], body: String) throws -> (status: Int, body: String) {
    var arguments = [
      "--silent", "--http2-prior-knowledge", "--max-time", "10", "--output", "-",
      "--write-out", "\n%{http_code}",
    ]
    for header in headers { arguments += ["-H", header] }
    arguments += ["--data-binary", body, url]
    let result = try ChildProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"), ["curl"] + arguments, input: Data(),
      environment: ProcessInfo.processInfo.environment,
      directory: URL(fileURLWithPath: NSTemporaryDirectory()))
    let text = String(decoding: result.stdout, as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return (Int(lines.last ?? "") ?? 0, lines.dropLast().joined(separator: "\n"))
  }

  static let update =
    #"{"aps": {"timestamp": 1795946100, "event": "update", "content-state": {"status": "Out for Delivery","#
    + #" "estimatedArrival": 817641000, "driverName": "Buzz Lightyear", "progressFraction": 0.6}}}"#

  @Test(.enabled(if: InstalledProgram.isInstalled("curl"), InstalledProgram.reason("curl")))
  func aPushFromCurlIsAnsweredAsAPNsAndAppliedOnThePhone() throws {
    let server = try ServeProcess(
      ["--clock", "simulated"], directory: try TemporaryDirectory.ofThisTest().url)
    defer { server.stop() }
    let start = try #require(Start(server.nextObject()))
    #expect(start.token.count == 64)
    #expect(start.topic == "com.example.pizzaplanet.push-type.liveactivity")
    let url = "http://127.0.0.1:\(start.port)/3/device/"
    let headers = [
      "apns-push-type: liveactivity", "apns-topic: \(start.topic)", "apns-priority: 10",
      "authorization: bearer \(start.providerToken)",
    ]
    let applied = try Self.curl(url + start.token, headers: headers, body: Self.update)
    #expect(applied.status == 200)
    #expect(applied.body.isEmpty)
    let line = try #require(server.nextObject())
    #expect(line["status"] as? Int == 200)
    let verdict = try #require((line["verdicts"] as? [[String: Any]])?.first)
    #expect(verdict["activity"] as? String == "pizza-planet")
    #expect(verdict["outcome"] as? String == "applied")

    let unknown = try Self.curl(url + String(repeating: "ab", count: 80), headers: headers, body: Self.update)
    #expect(unknown.status == 400)
    #expect(unknown.body == #"{"reason":"BadDeviceToken"}"#)
    #expect(server.nextObject()?["reason"] as? String == "BadDeviceToken")

    let unsigned = try Self.curl(url + start.token, headers: Array(headers.dropLast()), body: Self.update)
    #expect(unsigned.status == 403)
    #expect(unsigned.body == #"{"reason":"MissingProviderToken"}"#)
  }

  @Test(.enabled(if: InstalledProgram.isInstalled("curl"), InstalledProgram.reason("curl")))
  func anEndedActivitysTokenIsUnregisteredWithTheTimeItEnded() throws {
    let server = try ServeProcess(
      ["--clock", "simulated"], directory: try TemporaryDirectory.ofThisTest().url)
    defer { server.stop() }
    let start = try #require(Start(server.nextObject()))
    let url = "http://127.0.0.1:\(start.port)/3/device/\(start.token)"
    let headers = [
      "apns-push-type: liveactivity", "apns-topic: \(start.topic)", "apns-priority: 10",
      "authorization: bearer \(start.providerToken)",
    ]
    let end =
      #"{"aps": {"timestamp": 1795946100, "event": "end", "content-state": {"status": "Delivered","#
      + #" "estimatedArrival": 817641000, "driverName": "Buzz Lightyear", "progressFraction": 1}}}"#
    #expect(try Self.curl(url, headers: headers, body: end).status == 200)
    _ = server.nextObject()
    let late = try Self.curl(url, headers: headers, body: Self.update)
    #expect(late.status == 410)
    let body = try #require(
      try JSONSerialization.jsonObject(with: Data(late.body.utf8)) as? [String: Any])
    #expect(body["reason"] as? String == "Unregistered")
    #expect((body["timestamp"] as? Int).map { $0 > 1_700_000_000_000 } == true)
  }

  /// A backend that speaks HTTP/1.1 (here curl's `--http2` to an `http://` URL, which asks for an upgrade)
  /// gets an empty reply; the server's own output says why and what to send instead, where it used to say
  /// nothing at all.
  @Test(.enabled(if: InstalledProgram.isInstalled("curl"), InstalledProgram.reason("curl")))
  func anHTTP1RequestIsNamedInTheServersOutput() throws {
    let server = try ServeProcess(
      ["--clock", "simulated"], directory: try TemporaryDirectory.ofThisTest().url)
    defer { server.stop() }
    let start = try #require(Start(server.nextObject()))
    let result = try ChildProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "curl", "--silent", "--http2", "--max-time", "10", "--output", "/dev/null", "--write-out",
        "%{http_code}",
        "-H", "apns-topic: \(start.topic)", "--data-binary", Self.update,
        "http://127.0.0.1:\(start.port)/3/device/\(start.token)",
      ], input: Data(), environment: ProcessInfo.processInfo.environment,
      directory: URL(fileURLWithPath: NSTemporaryDirectory()))
    #expect(String(decoding: result.stdout, as: UTF8.self) == "000")
    let line = try #require(server.nextObject())
    #expect(line["fault"] as? String == "connection closed")
    #expect(line["error"] as? String == "PROTOCOL_ERROR")
    let why = try #require(line["why"] as? String)
    #expect(why.hasPrefix("the client spoke HTTP/1.1 (\"POST /3/device/\(start.token) HTTP/1.1\")"))
    #expect(why.contains("curl --http2-prior-knowledge"))
  }

  @Test func badOptionsSayWhatIsExpected() throws {
    let listen = try CLIRunner.run(["serve", "--listen", "127.0.0.1:99999"])
    #expect(listen.status == 64)
    #expect(listen.stderr.contains("--listen \"127.0.0.1:99999\": the port must be a number from 0 to 65535"))
    let host = try CLIRunner.run(["serve", "--listen", "example.com:2197"])
    #expect(host.status == 64)
    #expect(host.stderr.contains("numeric address"))
    let alone = try CLIRunner.run(["serve", "--tls-cert", "cert.pem"])
    #expect(alone.status == 64)
    #expect(alone.stderr.contains("--tls-cert and --tls-key go together"))
    let missing = try CLIRunner.run(["serve", "--auth-key", "AuthKey_ABC123DEFG.p8"])
    #expect(missing.status == 66)
    #expect(missing.stderr.contains("AuthKey_ABC123DEFG.p8"))
    let clock = try CLIRunner.run(["serve", "--clock", "wall"])
    #expect(clock.status == 64)
  }

  @Test func aPortInUseIsSaidAndExits69() throws {
    let first = try ServeProcess([], directory: try TemporaryDirectory.ofThisTest().url)
    defer { first.stop() }
    let port = try #require(first.nextObject()?["port"] as? Int)
    let second = try CLIRunner.run(["serve", "--listen", "127.0.0.1:\(port)"])
    #expect(second.status == 69)
    #expect(second.stderr.contains("cannot listen on 127.0.0.1:\(port)"))
    #expect(second.stderr.split(separator: "\n").count == 1)
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/libssl.so.3"),
      "needs the system's OpenSSL 3 (libssl3)"))
  func makeCertWritesACertificateAndAKeyOnlyItsOwnerReads() throws {
    let directory = try TemporaryDirectory.ofThisTest().url.appendingPathComponent("certs/local").path
    let made = try CLIRunner.run(["serve", "--make-cert", directory])
    #expect(made.status == 0, "\(made.stderr)")
    let certificate = try String(contentsOfFile: directory + "/localhost.pem", encoding: .utf8)
    #expect(certificate.hasPrefix("-----BEGIN CERTIFICATE-----"))
    let key = try FileManager.default.attributesOfItem(atPath: directory + "/localhost-key.pem")
    #expect((key[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(
      made.stdout.contains("--tls-cert \(directory)/localhost.pem --tls-key \(directory)/localhost-key.pem"))
    let refused = try CLIRunner.run(["serve", "--make-cert", "/proc/la-sim"])
    #expect(refused.status == 73)
    #expect(refused.stderr == "la-sim serve: /proc/la-sim: cannot write it: No such file or directory\n")
  }

  /// `la-sim push pizza-planet SAMPLES… --emit curl --host` the server, run as printed with the server's
  /// provider token as `$APNS_JWT`: what push printed, and each request's HTTP status followed by a space.
  static func sendEmitted(_ samples: [String], to start: Start, extra: [String] = []) throws -> (
    emitted: CLIRunner.Result, statuses: String
  ) {
    let emitted = try CLIRunner.run(
      ["push", "pizza-planet"] + samples.map { Repository.path("fixtures/payloads/pizza-planet/\($0)") }
        + ["--emit", "curl", "--host", "http://127.0.0.1:\(start.port)"] + extra)
    let script = emitted.stdout.replacingOccurrences(
      of: "curl --http2", with: "curl -s -o /dev/null -w '%{http_code} ' --http2")
    let ran = try ChildProcess.run(
      URL(fileURLWithPath: "/bin/sh"), ["-c", script], input: Data(),
      environment: ProcessInfo.processInfo.environment.merging(["APNS_JWT": start.providerToken]) { $1 },
      directory: URL(fileURLWithPath: NSTemporaryDirectory()))
    return (emitted, String(decoding: ran.stdout, as: UTF8.self))
  }

  @Test(.enabled(if: InstalledProgram.isInstalled("curl"), InstalledProgram.reason("curl")))
  func thePushCommandsEmittedCurlReachesServeAsIs() throws {
    let server = try ServeProcess(
      ["--clock", "simulated"], directory: try TemporaryDirectory.ofThisTest().url)
    defer { server.stop() }
    let start = try #require(Start(server.nextObject()))
    let (emitted, statuses) = try Self.sendEmitted(
      ["update-out-for-delivery.json"], to: start, extra: ["--token", start.token])
    #expect(emitted.status == 0)
    #expect(statuses == "200 ")
    let line = try #require(server.nextObject())
    #expect((line["verdicts"] as? [[String: Any]])?.first?["outcome"] as? String == "applied")
  }

  @Test(.enabled(if: InstalledProgram.isInstalled("curl"), InstalledProgram.reason("curl")))
  func aBroadcastFromCurlReachesTheActivityThatJoinedTheChannel() throws {
    let server = try ServeProcess(
      ["--clock", "simulated"], directory: try TemporaryDirectory.ofThisTest().url)
    defer { server.stop() }
    let start = try #require(Start(server.nextObject()))
    let (emitted, statuses) = try Self.sendEmitted(
      ["start-with-channel.json", "envelope-broadcast-in-oven.json"], to: start)
    #expect(emitted.status == 0)
    #expect(emitted.stdout.hasSuffix("/4/broadcasts/apps/com.example.pizzaplanet\n"), "\(emitted.stdout)")
    #expect(statuses == "200 200 ")
    let started = try #require(server.nextObject())
    #expect((started["verdicts"] as? [[String: Any]])?.first?["activity"] as? String == "pizza-planet-2")
    let broadcast = try #require(server.nextObject())
    #expect(broadcast["path"] as? String == "/4/broadcasts/apps/com.example.pizzaplanet")
    let verdicts = try #require(broadcast["verdicts"] as? [[String: Any]])
    #expect(
      verdicts.map { $0["activity"] as? String } == ["pizza-planet-2"], "pizza-planet joined no channel")
    #expect(verdicts.first?["outcome"] as? String == "applied")

    let unnamed = try Self.curl(
      "http://127.0.0.1:\(start.port)/4/broadcasts/apps/com.example.pizzaplanet",
      headers: ["apns-push-type: liveactivity", "authorization: bearer \(start.providerToken)"],
      body: Self.update)
    #expect(unnamed.status == 400)
    #expect(unnamed.body == #"{"reason":"MissingChannelId"}"#)
  }

  @Test(.enabled(if: InstalledProgram.isInstalled("curl"), InstalledProgram.reason("curl")))
  func anAppThatStartsOnAChannelTakesBroadcastsFromTheStart() throws {
    let directory = try TemporaryDirectory.ofThisTest().url
    var fixture = try String(
      contentsOfFile: Repository.path("fixtures/activities/pizza-planet.json"), encoding: .utf8)
    let close = try #require(fixture.lastIndex(of: "}"))
    fixture =
      fixture[..<close].trimmingCharacters(in: .whitespacesAndNewlines)
      + ",\n  \"push\": {\"channel\": \"cGl6emEtcGxhbmV0LW9yZGVycw==\"}\n}\n"
    let file = directory.appendingPathComponent("pizza-channel.json")
    try fixture.write(to: file, atomically: true, encoding: .utf8)
    let server = try ServeProcess(["--clock", "simulated", file.path], directory: directory)
    defer { server.stop() }
    let start = try #require(server.nextObject())
    let app = try #require((start["apps"] as? [[String: Any]])?.first)
    #expect(app["broadcastPath"] as? String == "/4/broadcasts/apps/com.example.pizzaplanet")
    let activity = try #require((app["activities"] as? [[String: Any]])?.first)
    #expect(activity["channel"] as? String == "cGl6emEtcGxhbmV0LW9yZGVycw==")
    #expect(activity["token"] is NSNull, "an activity started with pushType .channel gets no update token")
    let port = try #require(start["port"] as? Int)
    let providerToken = try #require(start["providerToken"] as? String)
    let answer = try Self.curl(
      "http://127.0.0.1:\(port)/4/broadcasts/apps/com.example.pizzaplanet",
      headers: [
        "apns-push-type: liveactivity", "apns-channel-id: cGl6emEtcGxhbmV0LW9yZGVycw==", "apns-priority: 10",
        "authorization: bearer \(providerToken)",
      ], body: Self.update)
    #expect(answer.status == 200)
    let line = try #require(server.nextObject())
    let verdicts = try #require(line["verdicts"] as? [[String: Any]])
    #expect(verdicts.map { $0["activity"] as? String } == ["pizza-planet"])
    #expect(verdicts.first?["outcome"] as? String == "applied")
  }

  @Test(
    .enabled(if: InstalledProgram.isInstalled("curl"), InstalledProgram.reason("curl")),
    .enabled(
      if: FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/libssl.so.3"),
      "needs the system's OpenSSL 3 (libssl3)"))
  func oneServerSpeaksTLSAndH2cOnTheSamePort() throws {
    let directory = try TemporaryDirectory.ofThisTest().url
    let certs = directory.appendingPathComponent("certs").path
    #expect(try CLIRunner.run(["serve", "--make-cert", certs]).status == 0)
    let server = try ServeProcess(
      [
        "--clock", "simulated", "--tls-cert", certs + "/localhost.pem", "--tls-key",
        certs + "/localhost-key.pem",
      ],
      directory: directory)
    defer { server.stop() }
    let start = try #require(Start(server.nextObject()))
    let headers = [
      "apns-push-type: liveactivity", "apns-topic: \(start.topic)", "apns-priority: 10",
      "authorization: bearer \(start.providerToken)",
    ]
    let plain = try Self.curl(
      "http://127.0.0.1:\(start.port)/3/device/\(start.token)", headers: headers, body: Self.update)
    #expect(plain.status == 200)
    let tls = try ChildProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      [
        "curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", "--http2", "--cacert",
        certs + "/localhost.pem",
      ]
        + headers.flatMap { ["-H", $0] }
        + ["--data-binary", Self.update, "https://localhost:\(start.port)/3/device/\(start.token)"],
      input: Data(), environment: ProcessInfo.processInfo.environment, directory: directory)
    #expect(String(decoding: tls.stdout, as: UTF8.self) == "200")
  }
}
