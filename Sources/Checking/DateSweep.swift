#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The moments at which `la-sim check` shows each date a layout reads, as offsets of the date from "now".
///
/// Every date text depends only on that offset (`.timer`, `.relative`) or on the date itself (`.time`), and a
/// `Date` field can hold any date a push sends, so rather than wait for the pipeline's own dates to drift, the
/// check sets each date field to "now + offset" for every offset below. One offset per text form, at the
/// widest value of the form an activity can show:
///
/// | offset     | `.timer`   | `.relative`              | why                                            |
/// |------------|------------|--------------------------|------------------------------------------------|
/// | 0          | `0:00`     | `0 seconds`              | the date itself                                |
/// | +9:59      | `9:59`     | `9 minutes, 59 seconds`  | widest `m:ss`                                  |
/// | +59:59     | `59:59`    | `59 minutes, 59 seconds` | widest `mm:ss`; the longest relative text      |
/// | +1:02:03   | `1:02:03`  | `1 hour, 2 minutes`      | `h:mm:ss`, the countdown real apps saw clip    |
/// | −1:02:03   | `1:02:03`  | `1 hour, 2 minutes`      | counting up past the date                      |
/// | −11:59:59  | `11:59:59` | `11 hours, 59 minutes`   | widest count-up: a date reached at the start, |
/// |            |            |                          | seen 8 h active + 4 h ended on the Lock Screen |
///
/// Countdowns stop at `h:mm:ss`: a date more than 8 hours out is never reached while the activity is active,
/// and every `h:mm:ss` below 10 hours (`1:02:03` … `7:59:59`) is 7 cells, so one example stands for all.
/// `.time` texts move with the offset too (10:00 AM start: `10:09 AM`, `10:59 AM`, `11:02 AM`, `8:57 AM`,
/// `10:00 PM`), which reaches the 8-cell `hh:mm AM` form.
public enum DateSweep {
  /// Offsets of the date from now, in seconds.
  public static let offsets: [TimeInterval] = [0, 599, 3599, 3723, -3723, -43199]
}
