import Foundation
import Testing

@testable import TUI

/// The status bar's countdowns ("stale in …") of any date: `la-sim run` trapped at start on a stale date
/// 9,999,999,999,999,999 days away, converting the seconds to `Int`.
@Suite struct StatusCountdownTests {
  static let now = Date(timeIntervalSince1970: 1_795_946_400)

  static let cases: [(seconds: Double, words: String)] = [
    (1e300, "in 2562047788015215 h 30 min"), (-1e300, "in 0 s"), (.nan, "in 0 s"), (42, "in 42 s"),
    (3_540, "in 59 min"), (11_100, "in 3 h 05 min"),
  ]

  @Test(arguments: cases)
  func aCountdownToAnyDateIsWords(_ countdown: (seconds: Double, words: String)) {
    #expect(
      ScreenLayout.until(Self.now.addingTimeInterval(countdown.seconds), from: Self.now) == countdown.words)
  }
}
