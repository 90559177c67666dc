import APNs
import Arguments
import Fixture
import Formatting
import JSON
import Phone
import Serve
import Simulator

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `la-sim serve`'s face without a terminal: the one phone (`PhoneSession`), APNs's checks in front of it,
/// and one line (or JSON object) printed per request. Connections run on threads of their own; the mutex
/// keeps one request at a time on the phone, in the order they reach it.
final class ServedPhone: Sendable {
  private struct State {
    var session: PhoneSession
    var gate: APNsGate
    var count = 0
  }

  private let state: Locked<State>
  private let apps: [ActivityDefinition]
  private let json: Bool

  init(session: PhoneSession, gate: APNsGate, apps: [ActivityDefinition], json: Bool) {
    state = Locked(State(session: session, gate: gate))
    self.apps = apps
    self.json = json
  }

  /// Answers one request, and prints what it did.
  func answer(_ request: APNsRequest) -> APNsAnswer {
    state.withLock { state in
      state.count += 1
      let wall = Date()
      var exchange = state.gate.admit(
        request, label: "request \(state.count)", generatedID: UUID().uuidString.lowercased(), wall: wall,
        phone: state.session.phone, apps: apps, definition: state.session.definition)
      if let delivery = exchange.delivery {
        let events = state.session.receive(.served(delivery), at: wall)
        APNsGate.finish(&exchange, events: events, phone: state.session.phone)
      }
      if json {
        Output.out(TerminalText.json(APNsWording.json(exchange, wall: wall), pretty: false))
      } else {
        Output.out(
          APNsWording.lines(exchange, time: PhoneSession.time(state.session.now)).joined(separator: "\n"))
      }
      return exchange.answer
    }
  }

  /// Prints a protocol fault a client made: it got no APNs answer (an HTTP/1.1 client, an empty reply), so
  /// the line is all the person at the backend has.
  func fault(_ fault: ConnectionFault) {
    state.withLock { state in
      let wall = Date()
      if json {
        let members = [
          JSONMember(key: "time", value: .string(ClockText.iso(wall))),
          JSONMember(key: "fault", value: .string(fault.ended)),
          JSONMember(key: "stream", value: .int(Int(fault.stream))),
          JSONMember(key: "error", value: .string(fault.code)),
          JSONMember(key: "why", value: .string(fault.message)),
        ]
        Output.out(TerminalText.json(.object(members), pretty: false))
      } else {
        Output.out(fault.line(time: PhoneSession.time(state.session.now)))
      }
    }
  }

  /// The phone as it is now (for the start-up lines).
  var phone: SimulatedPhone { state.withLock { $0.session.phone } }
}
