/// How one language writes `Text(date, style: .date)`, `date.formatted(date: .long, time: .omitted)` on
/// this toolchain: a pattern with `{d}`, `{M}` and `{y}` for the day, the month's name and the year
/// (`{d}. {M} {y}` in de, `{y}年{M}月{d}日` in ja) and the twelve names as the long date writes them
/// (ru's and pl's in the genitive). A checked-in table written by `scripts/gen-locale-formats.swift`; en
/// is written by `DateText.date`'s own code and its entry is only compared with it.
public struct LongDateFormats: Equatable, Sendable {
  /// The language code, as `LocaleFormats.language` spells it.
  public let language: String
  /// The long date with `{d}`, `{M}` and `{y}` in it.
  public let pattern: String
  /// January to December.
  public let months: [String]

  /// An entry of the table.
  public init(language: String, pattern: String, months: [String]) {
    self.language = language
    self.pattern = pattern
    self.months = months
  }

  /// The entry of a language as `LocaleFormats.lookup` resolved it; en's for one the table lacks.
  public static func lookup(_ language: String) -> LongDateFormats {
    table.first { $0.language == language } ?? table[0]
  }

  /// The long date of a year (of its era: 1 BC is 1), a month 1…12 and a day.
  public func text(year: Int, month: Int, day: Int) -> String {
    let name = months.indices.contains(month - 1) ? months[month - 1] : String(month)
    return pattern.replacing("{d}", with: String(day)).replacing("{y}", with: String(year))
      .replacing("{M}", with: name)
  }
}
