import Fixture
import Foundation
import Lifecycle
import Simulator
import TestSupport
import Testing

/// The event log reads in clock order: a clock jump past a dismissal logs the dismissal at its own instant,
/// then the jump at the instant it reached.
@Suite struct ClockOrderTests {
  @Test func aJumpPastADismissalLogsTheDismissalFirst() throws {
    let pizza = try BuiltinFixture.definition("pizza-planet")
    let wall = LiveActivity.referenceStart
    var session = PhoneSession(
      definition: pizza, device: .iPhone15Pro, pushesDirectory: nil, wall: wall, start: wall)
    _ = session.takeInitialEvents()
    _ = session.receive(.key("e a", .end(.fixtureDelay)), at: wall.addingTimeInterval(1))
    let events = session.receive(.key("}", .moveClock(3600)), at: wall.addingTimeInterval(2))
    let lines = events.compactMap(\.logLine)
    #expect(lines.last?.text.hasPrefix("clock +1 h") == true, "\(lines.map(\.text))")
    #expect(lines.contains { $0.text.contains("dismissed") }, "\(lines.map(\.text))")
    #expect(
      zip(lines, lines.dropFirst()).allSatisfy { $0.date <= $1.date }, "\(lines.map { ($0.date, $0.text) })")
  }
}
