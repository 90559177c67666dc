import ActivityState
import Foundation
import Renderer
import Testing

/// SwiftUI's date styles, exactly: timers, relative dates, times of day, percentages.
@Suite struct DateTextTests {
  static let date = Date(timeIntervalSince1970: 1_795_948_200)  // 2026-11-29 10:30:00 UTC

  @Test(arguments: [
    (1800.0, "30:00"), (1799, "29:59"), (30, "0:30"), (0, "0:00"), (3600, "1:00:00"), (3599, "59:59"),
    (3723, "1:02:03"), (133_141, "36:59:01"), (-5, "0:05"), (-3723, "1:02:03"), (0.4, "0:01"),
  ])
  func timer(remaining: Double, expected: String) {
    #expect(DateText.timer(until: Self.date, now: Self.date.addingTimeInterval(-remaining)) == expected)
  }

  @Test(arguments: [
    (8580.0, "2 hours, 23 minutes"), (1800, "30 minutes"), (60, "1 minute"), (0, "0 seconds"),
    (61, "1 minute, 1 second"), (3600, "1 hour"), (90_000, "1 day, 1 hour"), (-300, "5 minutes"),
  ])
  func relative(offset: Double, expected: String) {
    #expect(DateText.relative(to: Self.date.addingTimeInterval(offset), now: Self.date) == expected)
  }

  @Test(arguments: [
    (0.0, "10:30\u{202F}AM"), (-37_800, "12:00\u{202F}AM"), (45_780, "11:13\u{202F}PM"),
    (5400, "12:00\u{202F}PM"),
  ])
  func timeOfDay(offset: Double, expected: String) {
    #expect(DateText.time(Self.date.addingTimeInterval(offset)) == expected)
  }

  /// The `percent` view is `.percent.precision(.fractionLength(0))`: half to even, as Foundation rounds.
  @Test(arguments: [
    (0.6, "60%"), (0.0, "0%"), (1.0, "100%"), (0.125, "12%"), (0.135, "14%"), (Double.nan, "NaN%"),
  ])
  func percent(fraction: Double, expected: String) {
    #expect(NumberFormat(style: .percent, fractionLength: 0...0).format(fraction) == expected)
  }
}
