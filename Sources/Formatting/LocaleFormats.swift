/// How one language writes numbers and times, as Foundation on this toolchain formats them for that
/// language's locale (`Locale(identifier: "de")`): separators, group sizes, the minus sign, percent's
/// pattern, `.time`'s and a timer's separator. Currencies, the long date and durations have tables of
/// their own (`CurrencyFormats`, `LongDateFormats`, `DurationFormats`), read only for a language other
/// than en, whose texts la-sim writes as it always has. The entries are checked-in tables written by
/// `scripts/gen-locale-formats.swift` at development time; nothing reads ICU when la-sim runs.
public struct LocaleFormats: Equatable, Sendable {
  /// The language code `--locale` names (`de`, `pt-BR`, `zh-Hans`), which is also the Foundation locale
  /// identifier the entry was read from.
  public let language: String
  /// `.` in en, `,` in de.
  public let decimalSeparator: String
  /// `,` in en, `.` in de, U+202F in fr, U+00A0 in ru, fi, sv and pl.
  public let groupingSeparator: String
  /// Digits in the group nearest the point (3).
  public let groupingSize: Int
  /// Digits in each group further left (2 in hi: `12,34,567`; else 3).
  public let secondaryGroupingSize: Int
  /// The fewest integer digits before the first group a separator is written for (2 in es, it and pl:
  /// `1234` but `12.345`).
  public let minimumGroupingDigits: Int
  /// `-`; U+2212 in fi and sv; LEFT-TO-RIGHT MARK and `-` in ar and he.
  public let minusSign: String
  /// `+`, as `.sign(strategy: .always())` writes it (LEFT-TO-RIGHT MARK and `+` in ar and he).
  public let plusSign: String
  /// What stands before a percent's number (`%` in tr).
  public let percentPrefix: String
  /// What follows it: `%`, NO-BREAK SPACE and `%` in de and fr.
  public let percentSuffix: String
  /// `∞`.
  public let infinity: String
  /// `NaN`; fi, ru and ar write it in words.
  public let notANumber: String
  /// Whether `.time` shows the hour 0…23 (else 1…12 with the day period).
  public let twentyFourHour: Bool
  /// Whether `.time`'s hour has two digits (`09:05`).
  public let twoDigitHour: Bool
  /// What separates a timer's hours, minutes and seconds, as `Duration.TimeFormatStyle` writes `1:02:03`
  /// (`.` in fi).
  public let timerSeparator: String
  /// `.time` before noon: the text before the hour, between hour and minute, after the minute.
  public let timeAM: [String]
  /// The same from noon (equal to `timeAM` in a 24-hour language).
  public let timePM: [String]

  /// An entry of the table.
  public init(
    language: String, decimalSeparator: String, groupingSeparator: String, groupingSize: Int,
    secondaryGroupingSize: Int, minimumGroupingDigits: Int, minusSign: String, plusSign: String,
    percentPrefix: String, percentSuffix: String, infinity: String, notANumber: String, twentyFourHour: Bool,
    twoDigitHour: Bool, timerSeparator: String, timeAM: [String], timePM: [String]
  ) {
    self.language = language
    self.decimalSeparator = decimalSeparator
    self.groupingSeparator = groupingSeparator
    self.groupingSize = groupingSize
    self.secondaryGroupingSize = secondaryGroupingSize
    self.minimumGroupingDigits = minimumGroupingDigits
    self.minusSign = minusSign
    self.plusSign = plusSign
    self.percentPrefix = percentPrefix
    self.percentSuffix = percentSuffix
    self.infinity = infinity
    self.notANumber = notANumber
    self.twentyFourHour = twentyFourHour
    self.twoDigitHour = twoDigitHour
    self.timerSeparator = timerSeparator
    self.timeAM = timeAM
    self.timePM = timePM
  }

  /// en_US, what every frame shows without `--locale`.
  public static let english = table[0]

  /// The languages formatted, as `--locale` names them.
  public static var languages: [String] { table.map(\.language) }

  /// The entry for a language code: the code itself (`pt-BR`, case and `_` aside), then its language
  /// alone (`de-AT` → `de`, `pt` → `pt-BR`, `zh` → `zh-Hans`), then en.
  public static func lookup(_ code: String) -> LocaleFormats {
    if let exact = table.first(where: { $0.language == code }) { return exact }
    let normalized = code.replacing("_", with: "-").lowercased()
    if let found = table.first(where: { $0.language.lowercased() == normalized }) { return found }
    let base = normalized.split(separator: "-").first.map(String.init) ?? normalized
    let found = table.first {
      $0.language.lowercased() == base || $0.language.lowercased().hasPrefix(base + "-")
    }
    return found ?? english
  }

  /// `.time` of an hour 0…23 and a minute: `2:05 PM` in en, `14:05` in de, `오후 2:05` in ko.
  public func time(hour: Int, minute: Int) -> String {
    let parts = hour < 12 ? timeAM : timePM
    let shown = twentyFourHour ? hour : (hour % 12 == 0 ? 12 : hour % 12)
    let hourText = twoDigitHour && shown < 10 ? "0\(shown)" : String(shown)
    let minuteText = minute < 10 ? "0\(minute)" : String(minute)
    guard parts.count == 3 else { return hourText + ":" + minuteText }
    return parts[0] + hourText + parts[1] + minuteText + parts[2]
  }
}
