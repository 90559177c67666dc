/// One language's month, weekday and AM/PM names in each width an ICU pattern asks for, as `DateFormatter`
/// on this toolchain writes them (its `shortMonthSymbols`, `monthSymbols`, `veryShortMonthSymbols` and
/// their stand-alone and weekday kin): the format forms a date's pattern uses (`MMMM`: ru's `декабря`) and
/// the stand-alone ones a month or weekday alone uses (`LLLL`: `декабрь`). A checked-in table written by
/// `scripts/gen-locale-formats.swift`.
public struct DateSymbols: Equatable, Sendable {
  /// The language code, as `LocaleFormats.language` spells it.
  public let language: String
  /// January to December: abbreviated (`MMM`), wide (`MMMM`), narrow (`MMMMM`).
  public let months: [[String]]
  /// The same in stand-alone form (`LLL`, `LLLL`, `LLLLL`).
  public let standaloneMonths: [[String]]
  /// Sunday to Saturday: abbreviated (`EEE`), wide (`EEEE`), narrow (`EEEEE`), short (`EEEEEE`).
  public let weekdays: [[String]]
  /// The same in stand-alone form (`ccc` … `cccccc`).
  public let standaloneWeekdays: [[String]]
  /// Before and after noon: abbreviated (`a`), wide (`aaaa`), narrow (`aaaaa`).
  public let amPM: [[String]]

  /// An entry of the table; stand-alone names not given are the format ones.
  public init(
    language: String, months: [[String]], standaloneMonths: [[String]]? = nil, weekdays: [[String]],
    standaloneWeekdays: [[String]]? = nil, amPM: [[String]]
  ) {
    self.language = language
    self.months = months
    self.standaloneMonths = standaloneMonths ?? months
    self.weekdays = weekdays
    self.standaloneWeekdays = standaloneWeekdays ?? weekdays
    self.amPM = amPM
  }

  /// The entry of a language as `LocaleFormats.lookup` resolved it; en's for one the table lacks.
  public static func lookup(_ language: String) -> DateSymbols {
    table.first { $0.language == language } ?? table[0]
  }
}
