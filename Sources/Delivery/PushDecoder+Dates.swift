import Fixture
import Formatting
import JSON

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Dates in a push: the APNs members count seconds from 1970, a content-state `Date` (default
/// `JSONDecoder`, `.deferredToDate`) counts seconds from 2001. Mixing the two up is the usual bug.
extension PushDecoder {
  /// A number of seconds at or above this is taken for milliseconds (1e11 s is the year 5138); such a
  /// `timestamp` is warned about by the decoder (LP010), so the phone does not warn about it again.
  public static let millisecondThreshold: Double = 1e11
  /// Below this (2001-09-09 as Unix time) an APNs date is suspiciously early (a `timestamp` below it is
  /// warned about by the decoder, so the phone does not warn about it again).
  public static let plausibleUnixFloor: Double = 1e9
  /// How near the push an APNs date read as seconds since 2001 must be for la-sim to suggest that reading: a
  /// day, the bound the phone's timestamp warnings use (LP031, LP048).
  static let nearPush: TimeInterval = 86400
  /// The simulator's range of dates, ±1e13 s (about ±317,000 years), so that every instant can be printed.
  static let representableSeconds: Double = 1e13

  /// The number of seconds since 1970 an APNs date member holds, or an error saying what to send instead.
  mutating func unixSeconds(_ cursor: JSONCursor, key: String) -> Double? {
    switch cursor.value {
    case .int, .double:
      // Both cases are numbers: the `else` is never taken.
      guard let seconds = cursor.value.number else { return nil }
      guard abs(seconds) <= Self.representableSeconds else {
        error(
          Self.dateTrap(key), cursor,
          "\(key) \(written(cursor, seconds)) is out of range (la-sim handles ±1e13 seconds)")
        return nil
      }
      return seconds
    case .string(let text):
      if let date = Self.parseISO8601(text) {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        error(
          Self.dateTrap(key),
          cursor,
          "\(key) \"\(text.abbreviated)\" is an ISO-8601 string; APNs dates are numbers of seconds since 1970: send"
            + " \(formatNumber(seconds))")
      } else if let number = unquoted(text) {
        error(
          Self.dateTrap(key),
          cursor,
          "expected a number of seconds since 1970, found a string: send \(number) without quotes")
      } else {
        error(
          Self.dateTrap(key), cursor,
          "expected a number of seconds since 1970, found the string \"\(text.abbreviated)\"")
      }
      return nil
    default:
      error(
        Self.dateTrap(key), cursor,
        "expected a number of seconds since 1970, found \(cursor.value.typeDescription)")
      return nil
    }
  }

  /// `stale-date` or `dismissal-date`: seconds since 1970, with warnings for milliseconds and 2001-based values.
  mutating func decodeUnixDate(_ cursor: JSONCursor, key: String) -> Date? {
    guard let seconds = unixSeconds(cursor, key: key) else { return nil }
    let date = Date(timeIntervalSince1970: seconds)
    if seconds >= Self.millisecondThreshold {
      let corrected = (seconds / 1000).rounded(.down)
      warning(
        .apnsDate,
        cursor,
        "\(key) \(written(cursor, seconds)) looks like milliseconds: read as seconds it is \(yearDescription(date))"
          + "\(key == "stale-date" ? ", so the activity never goes stale" : ""): send \(formatNumber(corrected))"
          + " (\(ClockText.iso(Date(timeIntervalSince1970: corrected))))")
    } else if seconds < Self.plausibleUnixFloor, let reference {
      let shifted = Date(timeIntervalSince1970: seconds + Self.referenceDateOffset)
      // Read from 2001, the date must be one a server would send: within a day of the push and, for a stale
      // date, after it. Else the fix would be another date far off (stale-date 0 from 2001 is 2001-01-01;
      // 978307200 from 2001 is 2032); a stale date before the push is warned about where it is decoded, and
      // a dismissal date in the past is how a server dismisses at once.
      let offset = shifted.timeIntervalSince(reference)
      if abs(offset) <= Self.nearPush, key != "stale-date" || offset > 0 {
        warning(
          .apnsDate,
          cursor,
          "\(key) \(written(cursor, seconds)) is \(ClockText.iso(date)) as seconds since 1970; it looks like seconds"
            + " since 2001 (\(ClockText.iso(shifted))): APNs dates count from 1970, send"
            + " \(formatNumber(seconds + Self.referenceDateOffset))")
      }
    }
    return date
  }

  /// A content-state or attributes `Date`: a number of seconds since 2001-01-01, exactly as a default
  /// `JSONDecoder` reads it, with a warning when the number looks like Unix time (it lands ~31 years late).
  mutating func decodeReferenceDate(_ cursor: JSONCursor, name: String) -> Value? {
    switch cursor.value {
    case .int, .double:
      // Both cases are numbers: the `else` is never taken.
      guard let seconds = cursor.value.number else { return nil }
      guard abs(seconds) <= Self.representableSeconds else {
        error(
          .wrongType, cursor,
          "\(name) \(written(cursor, seconds)) is out of range (la-sim handles ±1e13 seconds)")
        return nil
      }
      let date = Date(timeIntervalSinceReferenceDate: seconds)
      if seconds >= Self.millisecondThreshold {
        let unix = Date(timeIntervalSince1970: (seconds / 1000).rounded(.down))
        warning(
          .unixEpochDate,
          cursor,
          "\(name) \(written(cursor, seconds)) is read as seconds since 2001-01-01, \(yearDescription(date)); it"
            + " looks like Unix milliseconds (\(ClockText.iso(unix))): send"
            + " \(formatNumber(unix.timeIntervalSinceReferenceDate))")
      } else if seconds >= Self.plausibleUnixFloor {
        let unix = Date(timeIntervalSince1970: seconds)
        let closer =
          reference.map { abs(unix.timeIntervalSince($0)) < abs(date.timeIntervalSince($0)) } ?? true
        if closer {
          let years = Int(saturating: (date.timeIntervalSince(unix) / (365.25 * 86400)).rounded())
          warning(
            .unixEpochDate,
            cursor,
            "\(name) \(written(cursor, seconds)) is read as seconds since 2001-01-01 (a default JSONDecoder), i.e."
              + " \(ClockText.iso(date)), \(years) years late; it looks like Unix time (\(ClockText.iso(unix))):"
              + " send \(formatNumber(seconds - Self.referenceDateOffset))")
        }
      }
      return .date(date)
    case .string(let text):
      let expected =
        "a Date decodes only from a number of seconds since 2001-01-01 (default dateDecodingStrategy)"
      if let date = Self.parseISO8601(text) {
        error(
          .isoDate,
          cursor,
          "\(name) \"\(text.abbreviated)\" is an ISO-8601 string; \(expected), so the device drops the push: send"
            + " \(formatNumber(date.timeIntervalSinceReferenceDate))")
      } else if let number = unquoted(text) {
        error(.wrongType, cursor, "\(name) is a string; \(expected): send \(number) without quotes")
      } else {
        error(.wrongType, cursor, "\(name) \"\(text.abbreviated)\" is a string; \(expected)")
      }
      return nil
    default:
      error(
        .wrongType,
        cursor,
        "expected a number of seconds since 2001-01-01 for \(name), found \(cursor.value.typeDescription)")
      return nil
    }
  }

  /// An ISO-8601 date or date-time, as people write them in payloads (a missing zone is taken as UTC).
  static func parseISO8601(_ text: String) -> Date? {
    var normalized = text.trimmingSpaces
    guard normalized.count >= 10, normalized.first?.isNumber == true else { return nil }
    if normalized.count == 10 { normalized += "T00:00:00Z" }
    if let space = normalized.firstIndex(of: " ") { normalized.replaceSubrange(space...space, with: "T") }
    if let time = normalized.firstIndex(of: "T") {
      let clock = normalized[time...]
      if !clock.contains("Z"), !clock.contains("+"), !clock.contains("-") { normalized += "Z" }
    }
    return try? Date.ISO8601FormatStyle(includingFractionalSeconds: normalized.contains("."))
      .parse(normalized)
  }

  /// `817641000` or `0.6`: whole numbers without a fraction; for a number la-sim works out (a corrected
  /// date). A number the payload holds is echoed as written, with `written(_:_:)`.
  func formatNumber(_ number: Double) -> String {
    JSONValue.text(of: number)
  }

  /// The number at `cursor` as the payload wrote it (`1e300`, not `1e+300`), else `number` formatted.
  func written(_ cursor: JSONCursor, _ number: Double) -> String {
    cursor.numberText ?? formatNumber(number)
  }

  /// The number a quoted string holds, as the payload should send it without quotes: as written when it is
  /// a JSON number (`"1e300"` → `1e300`), else formatted (`" +5 "` → `5`); nil when the string holds no
  /// finite decimal number. `inf`, `nan` and `0x10` are no JSON numbers, so no fix sends them.
  func unquoted(_ text: String) -> String? {
    let trimmed = text.trimmingSpaces
    guard let number = Double(decimal: trimmed), number.isFinite else { return nil }
    return JSONValue.numberLiteral(in: trimmed) ?? formatNumber(number)
  }

  /// `the year 58882` for dates after 2100, an ISO instant otherwise.
  func yearDescription(_ date: Date) -> String {
    let days = Int(saturating: (ClockText.clamp(date.timeIntervalSince1970) / 86400).rounded(.down))
    let (year, _, _) = ClockText.civil(fromDays: days)
    return year > 2100 ? "the year \(year)" : ClockText.iso(date)
  }
}
