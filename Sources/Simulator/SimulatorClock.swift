#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The simulated clock: it runs with the wall clock, can be paused, and can jump forward.
///
/// It keeps the wall clock's fraction of a second, so its whole seconds fall on the wall clock's whole
/// seconds and a timer that fires on whole wall seconds sees every countdown change exactly then.
public struct SimulatorClock: Equatable, Sendable {
  /// How early a reading may be and still count as the next whole second (a timer scheduled on the second
  /// may read the wall clock a hair before it).
  static let tolerance: TimeInterval = 0.005

  /// Whether the clock is stopped.
  public private(set) var isPaused = false
  /// The simulated instant at `anchor`.
  private var simulatedAtAnchor: Date
  /// A wall-clock instant.
  private var anchor: Date

  /// A clock that reads `start` now (at `wall`) and runs from there.
  public init(start: Date, wall: Date) {
    simulatedAtAnchor = start.addingTimeInterval(Self.fraction(of: wall))
    anchor = wall
  }

  /// The simulated instant at `wall`, to the fraction of a second.
  public func reading(at wall: Date) -> Date {
    isPaused
      ? simulatedAtAnchor : simulatedAtAnchor.addingTimeInterval(max(0, wall.timeIntervalSince(anchor)))
  }

  /// The simulated instant at `wall`, in whole seconds: what every frame and the status line show.
  public func now(at wall: Date) -> Date {
    Self.wholeSecond(reading(at: wall).addingTimeInterval(Self.tolerance))
  }

  /// Stops the clock at its reading at `wall`.
  public mutating func pause(at wall: Date) {
    guard !isPaused else { return }
    simulatedAtAnchor = reading(at: wall)
    anchor = wall
    isPaused = true
  }

  /// Runs the clock again from `wall`; the second shown stays, and whole seconds line up with the wall's again.
  public mutating func resume(at wall: Date) {
    guard isPaused else { return }
    simulatedAtAnchor = Self.wholeSecond(simulatedAtAnchor).addingTimeInterval(Self.fraction(of: wall))
    anchor = wall
    isPaused = false
  }

  /// Moves the simulated time forward by `seconds`.
  public mutating func jump(by seconds: TimeInterval) {
    simulatedAtAnchor = simulatedAtAnchor.addingTimeInterval(max(0, seconds))
  }

  /// The next whole wall-clock second after `wall`: when the next tick is due.
  public static func nextWholeSecond(after wall: Date) -> Date {
    wholeSecond(wall).addingTimeInterval(1)
  }

  static func wholeSecond(_ date: Date) -> Date {
    Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
  }

  static func fraction(of date: Date) -> TimeInterval {
    let seconds = date.timeIntervalSince1970
    return seconds - seconds.rounded(.down)
  }
}
