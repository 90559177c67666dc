import Foundation
import Lifecycle
import Simulator
import Testing

struct SimulatorClockTests {
  let start = LiveActivity.referenceStart

  @Test("The simulated clock's whole seconds fall on the wall clock's whole seconds")
  func alignedToWholeSeconds() {
    let wall = Date(timeIntervalSince1970: 1_800_000_000.37)
    let clock = SimulatorClock(start: start, wall: wall)
    #expect(clock.now(at: wall) == start)
    #expect(clock.now(at: Date(timeIntervalSince1970: 1_800_000_000.99)) == start)
    #expect(clock.now(at: Date(timeIntervalSince1970: 1_800_000_001.0)) == start.addingTimeInterval(1))
    // A timer that fires a few milliseconds early still counts as the second it was scheduled for.
    #expect(clock.now(at: Date(timeIntervalSince1970: 1_800_000_001.997)) == start.addingTimeInterval(2))
    #expect(SimulatorClock.nextWholeSecond(after: wall) == Date(timeIntervalSince1970: 1_800_000_001))
  }

  @Test("Pausing stops the clock; resuming keeps the second shown and realigns to the wall clock")
  func pauseAndResume() {
    let wall = Date(timeIntervalSince1970: 1_800_000_000)
    var clock = SimulatorClock(start: start, wall: wall)
    clock.pause(at: wall.addingTimeInterval(5.6))
    #expect(clock.isPaused)
    #expect(clock.now(at: wall.addingTimeInterval(100)) == start.addingTimeInterval(5))
    clock.resume(at: wall.addingTimeInterval(100.25))
    #expect(clock.now(at: wall.addingTimeInterval(100.9)) == start.addingTimeInterval(5))
    #expect(clock.now(at: wall.addingTimeInterval(101)) == start.addingTimeInterval(6))
  }

  @Test("Jumps move simulated time forward only, paused or not")
  func jumps() {
    let wall = Date(timeIntervalSince1970: 1_800_000_000)
    var clock = SimulatorClock(start: start, wall: wall)
    clock.jump(by: 600)
    #expect(clock.now(at: wall) == start.addingTimeInterval(600))
    clock.jump(by: -50)
    #expect(clock.now(at: wall) == start.addingTimeInterval(600))
    clock.pause(at: wall)
    clock.jump(by: 3600)
    #expect(clock.now(at: wall.addingTimeInterval(9)) == start.addingTimeInterval(4200))
  }
}
