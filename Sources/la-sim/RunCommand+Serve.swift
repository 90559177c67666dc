import APNs
import Arguments
import Fixture
import Phone
import Serve
import Simulator
import TUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `la-sim run --serve[=HOST:PORT]`: the simulator with an APNs endpoint in front of its phone, so that a
/// backend's pushes show on the screen the moment they arrive.
extension RunCommand {
  /// Runs the simulator on the terminal, with an APNs endpoint in front of its phone under `--serve`, and the
  /// language the app lacks as the first of the screen's notes. It returns only when the terminal cannot run
  /// it, having said so on standard error; the caller then prints the frames.
  static func runOnTerminal(
    _ arguments: ParsedArguments, apps: [ActivityDefinition], missingLanguage: MissingLanguage?,
    options: sending TerminalSimulator.Options
  ) throws(CLIError) {
    var options = options
    let server = try serve(arguments, apps: apps, options: &options)
    if let missingLanguage {
      let served = options.notes
      options.notes = { phone in [missingLanguage.sentence] + (served?(phone) ?? []) }
    }
    server?.start()
    // main.swift runs on the main thread, where the simulator's Dispatch sources run too.
    let failure: TerminalError? = MainActor.assumeIsolated {
      do throws(TerminalError) {
        try TerminalSimulator.run(options)
      } catch {
        return error
      }
    }
    Output.err(
      "la-sim: cannot run the simulator (\(failure?.message ?? "no terminal")); printing the frames instead")
  }

  /// Listens where `--serve` says and hands each request to the running simulator; nil without `--serve`.
  static func serve(
    _ arguments: ParsedArguments, apps: [ActivityDefinition], options: inout TerminalSimulator.Options
  ) throws(CLIError) -> APNsServer? {
    guard arguments.flags.contains("serve") else {
      for option in ["tls-cert", "tls-key", "auth-key", "team-id"] where arguments.value(option) != nil {
        throw CLIError.usage("--\(option) is for --serve")
      }
      return nil
    }
    let address: ListenAddress
    switch ListenAddress.parse(arguments.value("serve") ?? ListenAddress.loopback.description) {
    case .success(let parsed): address = parsed
    case .failure(let error): throw CLIError.usage("--serve=\"\(error.text)\": \(error.why)")
    }
    let credentials = try ServeCredentials.read(arguments)
    let tls = try ServeCredentials.tls(arguments)
    let endpoint = TerminalEndpoint(gate: APNsGate(credentials: credentials.gate), apps: apps)
    let server: APNsServer
    do {
      server = try APNsServer(
        listen: address, tls: tls,
        faults: { fault in
          _ = TerminalSimulator.withModel { model in
            model.note("\(fault.ended)  \(fault.code): \(fault.message)".terminalSafe, kind: .refused)
          }
        }
      ) { request in
        TerminalSimulator.withModel { model in endpoint.answer(request, on: &model) }
          ?? .refused(.shutdown, apnsID: UUID().uuidString.lowercased())
      }
    } catch {
      throw CLIError(message: error.description, code: ExitCode.unavailable)
    }
    let scheme =
      tls == nil
      ? "http://\(server.address) (h2c)" : "https://localhost:\(server.address.port) (TLS, h2; h2c too)"
    options.notes = { phone in
      ["serving APNs on \(scheme): POST /3/device/{token}, POST /4/broadcasts/apps/{bundle id}"]
        + phone.entries.map { entry in
          "\(entry.name) update token \(entry.tokens.current ?? "none")"
            + (entry.channel.map { ", broadcast channel \($0)" } ?? "")
        }
        + Set(phone.entries.map(\.app)).sorted().map { app in
          "\(app) push-to-start token \(phone.pushToStartToken(for: app))"
        }
    }
    if arguments.value("clock") != "simulated" { options.start = Date() }
    return server
  }
}

/// The endpoint's state in the simulator: APNs's checks, used only on the main thread (inside
/// `TerminalSimulator.withModel`).
final class TerminalEndpoint: @unchecked Sendable {
  private var gate: APNsGate
  private let apps: [ActivityDefinition]
  private var count = 0

  init(gate: APNsGate, apps: [ActivityDefinition]) {
    self.gate = gate
    self.apps = apps
  }

  /// Takes one request to the simulator's phone, and logs what APNs answered when the phone never saw it.
  func answer(_ request: APNsRequest, on model: inout SimulatorModel) -> APNsAnswer {
    count += 1
    let wall = Date()
    let label = "request \(count)"
    var exchange = gate.admit(
      request, label: label, generatedID: UUID().uuidString.lowercased(), wall: wall, phone: model.phone,
      apps: apps, definition: model.definition)
    if let delivery = exchange.delivery {
      let events = model.answer(.served(delivery, now: wall)).events
      APNsGate.finish(&exchange, events: events, phone: model.phone)
    }
    for note in exchange.accepted?.notes ?? [] {
      model.note("\(label): \(note)".terminalSafe, kind: .warning)
    }
    if let line = APNsWording.refusedLogLine(exchange) { model.note(line, kind: .refused) }
    return exchange.answer
  }
}
