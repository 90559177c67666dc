import APNs
import Arguments
import BuiltinFixtures
import Delivery
import Escaping
import Fixture
import JSON
import Lifecycle
import Serve
import Simulator

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `la-sim serve`: an APNs endpoint on this machine, with the simulated phone behind it.
enum ServeCommand: Command {
  static let name = "serve"
  static let abstract = "Answer a backend's real pushes as APNs does (HTTP/2), with the phone behind it"
  static let spec = ArgumentSpec(
    options: [
      "listen", "tls-cert", "tls-key", "auth-key", "team-id", "format", "clock", "device", "make-cert",
    ],
    positional: 0...Int.max)
  static let help = """
    Usage: la-sim serve [FIXTURE…] [--listen HOST:PORT] [--tls-cert FILE --tls-key FILE]
                        [--auth-key AuthKey_KEYID.p8 --team-id TEAM] [--format text|json]
                        [--clock real|simulated] [--device NAME]
           la-sim serve --make-cert DIR     write a self-signed certificate for localhost

    Listens where a backend can send its pushes as it sends them to APNs: HTTP/2, POST
    /3/device/{token}, with the headers APNs reads (authorization, apns-push-type, apns-topic,
    apns-priority, apns-expiration, apns-collapse-id, apns-id), and broadcasts (iOS 18) to POST
    /4/broadcasts/apps/{bundle id} with apns-channel-id, for every activity that joined the channel
    (a start push's input-push-channel). Each request is answered as APNs answers it: 200 with an
    apns-id header, or the status and {"reason": …} APNs gives (400 BadDeviceToken, MissingTopic,
    MissingChannelId, BadPriority, …, 403 ExpiredProviderToken, 410 Unregistered for an ended
    activity's or a rotated token, 413 PayloadTooLarge, 429 TooManyProviderTokenUpdates).
    A push APNs accepts goes on to the simulated phone, which decodes it against its activity's
    fixture and applies it as 'la-sim push' does; the ways a device drops a push after APNs said
    200 (decoding, order, budget) are printed under the request's line.

    FIXTUREs (default pizza-planet) start on the phone when it starts. la-sim prints where it
    listens, each activity's update token, each app's push-to-start token and topic, and a
    provider token to try it with.

    Options:
      --listen HOST:PORT   where to listen (default 127.0.0.1:2197, APNs's other port); a numeric
                           address or localhost; port 0 lets the system choose
      --tls-cert FILE, --tls-key FILE
                           speak TLS with ALPN h2 (as APNs does), with this PEM certificate and key;
                           needs the system's OpenSSL 3 (libssl3). Without them: h2c, HTTP/2 with
                           prior knowledge (curl --http2-prior-knowledge)
      --make-cert DIR      write DIR/localhost.pem and DIR/localhost-key.pem (self-signed for
                           localhost, 127.0.0.1 and ::1) and say how to trust them
      --auth-key FILE      the team's AuthKey_KEYID.p8: provider tokens must name KEYID and verify
                           with it (ES256). Without it the JWT's alg, kid, iss and iat are checked and
                           each line says the signature was not
      --team-id TEAM       the team a provider token's iss must name
      --format text|json   one line per request (default), or one JSON object per line
      --clock real|simulated
                           the phone's clock: real time (default; pushes carry the current Unix
                           time), or la-sim's simulated clock starting 2026-11-29T10:00:00Z, where the
                           shipped sample payloads are stamped
      --device NAME        the device the phone is (default iphone-15-pro)

    Exit status: 64 usage error, 65 bad fixture, 66 unreadable file, 69 cannot listen or TLS
    unavailable; it serves until interrupted (130 Ctrl-C, 143 SIGTERM).
    """

  static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
    if let directory = arguments.value("make-cert") { return try makeCertificate(in: directory) }
    let json = try arguments.choice("format", ["text", "json"], default: "text") == "json"
    let simulated = try arguments.choice("clock", ["real", "simulated"], default: "real") == "simulated"
    let address: ListenAddress
    switch ListenAddress.parse(arguments.value("listen") ?? ListenAddress.loopback.description) {
    case .success(let parsed): address = parsed
    case .failure(let error): throw CLIError.usage(error.description)
    }
    let definitions = try fixtures(arguments)
    let device = try DeviceOption.parse(arguments.value("device"))
    let credentials = try ServeCredentials.read(arguments)
    let tls = try ServeCredentials.tls(arguments)
    let wall = Date()
    let session = PhoneSession(
      definition: definitions[0], others: Array(definitions.dropFirst()), device: device,
      pushesDirectory: nil, wall: wall, start: simulated ? LiveActivity.referenceStart : wall)
    let apps = PhoneSession.distinctApps(definitions)
    let phone = ServedPhone(
      session: session, gate: APNsGate(credentials: credentials.gate), apps: apps, json: json)
    let server: APNsServer
    do {
      server = try APNsServer(listen: address, tls: tls, faults: { phone.fault($0) }) { phone.answer($0) }
    } catch {
      throw CLIError(message: error.description, code: ExitCode.unavailable)
    }
    let start = ServeStart(
      address: server.address, tls: tls != nil, phone: phone.phone, apps: apps, clock: session.now,
      simulated: simulated, providerToken: credentials.sampleToken(at: wall))
    Output.out(json ? TerminalText.json(start.json(), pretty: false) : start.lines().joined(separator: "\n"))
    unblockTerminatingSignals()
    server.start()
    while true { pause() }
  }

  /// Lets Ctrl-C and SIGTERM end the process (with 128 + the signal) while the server's threads serve. A
  /// parent may have started la-sim with them blocked (a test runner's thread does); then nothing could
  /// stop it.
  static func unblockTerminatingSignals() {
    var terminating = sigset_t()
    sigemptyset(&terminating)
    for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
      sigaddset(&terminating, number)
      signal(number, SIG_DFL)
    }
    pthread_sigmask(SIG_UNBLOCK, &terminating, nil)
  }

  /// The fixtures given, or the built-in default.
  static func fixtures(_ arguments: ParsedArguments) throws(CLIError) -> [ActivityDefinition] {
    var definitions: [ActivityDefinition] = []
    for reference in arguments.positional.isEmpty ? [BuiltinFixtures.defaultName] : arguments.positional {
      definitions.append(try FixtureLoader.load(reference))
    }
    return definitions
  }

  /// `--make-cert DIR`.
  static func makeCertificate(in directory: String) throws(CLIError) -> Int32 {
    let certificate: String
    let key: String
    do {
      (certificate, key) = try LocalhostCertificate.write(in: directory)
    } catch {
      let code = if case .cannotWrite = error { ExitCode.cannotCreate } else { ExitCode.unavailable }
      throw CLIError(message: error.description, code: code)
    }
    Output.out(
      TerminalSafe.escapeKeepingLines(
        """
        wrote \(certificate) (self-signed for localhost, 127.0.0.1 and ::1) and \(key)
        serve with:  la-sim serve --tls-cert \(certificate) --tls-key \(key)
        trust it:
          curl     curl --http2 --cacert \(certificate) https://localhost:2197/…
          Python   ssl.create_default_context(cafile="\(certificate)")
          Node     NODE_EXTRA_CA_CERTS=\(certificate) node backend.js
          Debian   cp \(certificate) /usr/local/share/ca-certificates/la-sim-localhost.crt && update-ca-certificates
        """))
    return ExitCode.ok
  }
}
