import Formatting
import Foundation
import JSON
import Layout
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

  /// WidgetKit's abbreviated units ("Displaying dynamic dates in widgets": `11 min, 14 sec`, with CLDR 42's
  /// plural `secs` on iOS 17 and later).
  @Test(
    arguments: [
      (8580.0, "2 hrs, 23 min"), (1800, "30 min"), (60, "1 min"), (0, "0 secs"), (674, "11 min, 14 secs"),
      (61, "1 min, 1 sec"), (3600, "1 hr"), (90_000, "1 day, 1 hr"), (-300, "5 min"),
      (86_400 * 15, "2 wks, 1 day"),
      (86_400 * 45, "1 mth, 2 wks"), (86_400 * 400, "1 yr, 1 mth"),
    ] as [(Double, String)])
  func relative(offset: Double, expected: String) {
    #expect(DateText.relative(to: Self.date.addingTimeInterval(offset), now: Self.date) == expected)
  }

  /// VoiceOver hears the units written out: `15 min` is read `15 minutes`.
  @Test(
    arguments: [
      (900.0, "15 minutes"), (8580, "2 hours, 23 minutes"), (61, "1 minute, 1 second"), (0, "0 seconds"),
    ]
      as [(Double, String)])
  func relativeSpoken(offset: Double, expected: String) {
    #expect(DateText.relativeSpoken(to: Self.date.addingTimeInterval(offset), now: Self.date) == expected)
  }

  /// Foundation's own abbreviated units on this toolchain (`Duration.UnitsFormatStyle`, CLDR's English short
  /// units) agree wherever its units and la-sim's two adjacent ones coincide.
  @Test(
    arguments: [
      674.0, 8580, 1800, 60, 1, 2, 61, 3600, 7320, 90_000, 86_400 * 3, 86_400 * 15, 86_400 * 7,
    ] as [Double])
  func relativeMatchesFoundationsAbbreviatedUnits(seconds: Double) {
    let foundation = Duration.seconds(Int(seconds)).formatted(
      .units(allowed: [.weeks, .days, .hours, .minutes, .seconds], width: .abbreviated, maximumUnitCount: 2))
    #expect(DateText.relative(to: Self.date.addingTimeInterval(seconds), now: Self.date) == foundation)
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
