import JSON

/// `Text(date, format: .dateTime…)`: which fields a `Date.FormatStyle` shows and how wide, read from the
/// Swift a developer writes (`.dateTime.hour().minute()`, `.dateTime.month(.wide).day().year()`). The order
/// of the calls does not matter, as in Foundation: the locale (en_US, or the language `--locale` names)
/// decides the order of the output, its words and its clock.
///
/// Only combinations whose output la-sim reproduces exactly are accepted (checked against Foundation's
/// `Date.FormatStyle` for every one of them in every supported language); the others are rejected with a
/// message, because ICU renders them in ways no one writes on purpose, e.g. `.dateTime.year().day()` as
/// `2026 (day: 5)`.
public struct DateTimeFormat: Equatable, Sendable {
  /// A numeric field's width: `.defaultDigits` (`5`) or `.twoDigits` (`05`).
  public enum Digits: Equatable, Sendable {
    /// As few digits as the value needs.
    case defaultDigits
    /// Two digits, zero-padded (a year's last two).
    case twoDigits
  }

  /// `Date.FormatStyle.Symbol.Month`.
  public enum Month: Equatable, Sendable {
    /// `3`.
    case defaultDigits
    /// `03`.
    case twoDigits
    /// `Mar` (the default of `.month()`).
    case abbreviated
    /// `March`.
    case wide
    /// `M`.
    case narrow

    /// Whether the month is written as a number.
    public var isNumeric: Bool { self == .defaultDigits || self == .twoDigits }
  }

  /// `Date.FormatStyle.Symbol.Weekday`.
  public enum Weekday: Equatable, Sendable {
    /// `Tue` (the default of `.weekday()`).
    case abbreviated
    /// `Tuesday`.
    case wide
    /// `T`.
    case narrow
    /// `Tu`.
    case short
  }

  /// `Date.FormatStyle.Symbol.Hour.AMPMStyle`.
  public enum AMPM: Equatable, Sendable {
    /// No AM/PM; the hour is then two digits (`09`), as ICU's `J` gives it in en_US.
    case omitted
    /// `a` / `p`.
    case narrow
    /// `AM` / `PM` (the default of `.hour()`).
    case abbreviated
    /// `AM` / `PM` in en_US as well.
    case wide
  }

  /// `.hour(.defaultDigits(amPM:))` or `.hour(.twoDigits(amPM:))`.
  public struct Hour: Equatable, Sendable {
    /// The hour's width.
    public let digits: Digits
    /// How AM/PM is shown.
    public let amPM: AMPM

    /// An hour of this width and AM/PM style.
    public init(digits: Digits, amPM: AMPM) {
      self.digits = digits
      self.amPM = amPM
    }
  }

  /// `.year()`: `2026` or `26`.
  public internal(set) var year: Digits?
  /// `.month()`.
  public internal(set) var month: Month?
  /// `.day()`: the day of the month.
  public internal(set) var day: Digits?
  /// `.weekday()`.
  public internal(set) var weekday: Weekday?
  /// `.hour()`: in the 12-hour clock en_US uses, or the clock of the language.
  public internal(set) var hour: Hour?
  /// `.minute()`.
  public internal(set) var minute: Digits?
  /// `.second()`.
  public internal(set) var second: Digits?

  /// The language the fields are written in (`Date.FormatStyle.locale`), as `--locale` names it; nil for
  /// en_US, which every frame uses without `--locale`.
  public internal(set) var locale: String?

  /// `.dateTime` alone, which Foundation shows as numeric date and short time: `12/1/2026, 10:30 PM`.
  public static let dateTime = DateTimeFormat()

  /// Whether no field was asked for (`.dateTime` alone), in any language.
  public var isEmpty: Bool {
    year == nil && month == nil && day == nil && weekday == nil && hour == nil && minute == nil
      && second == nil
  }

  /// The fields `.dateTime` alone stands for, `Date.FormatStyle(date: .numeric, time: .shortened)`: the
  /// skeleton `yMdjmm` (swift-foundation's `collection(date: .numeric)` and `collection(time: .shortened)`).
  public static let numericDateShortTime = DateTimeFormat(
    year: .defaultDigits, month: .defaultDigits, day: .defaultDigits,
    hour: Hour(digits: .defaultDigits, amPM: .abbreviated), minute: .twoDigits)

  /// The same fields written in `language` (`Date.FormatStyle.locale(_:)`); nil for en_US.
  public func locale(_ language: String?) -> DateTimeFormat {
    var format = self
    format.locale = language
    return format
  }

  /// Why a spelling was not accepted: one line, with the accepted forms.
  public struct SpellingError: Error, Equatable, Sendable {
    /// The message, safe to print (text from the fixture is escaped).
    public let message: String
  }

  /// The format a Swift spelling stands for: `.dateTime` (or `dateTime`, `Date.FormatStyle.dateTime`)
  /// followed by field calls, spaces anywhere. A field called twice keeps its last width, as in Foundation.
  public static func parse(_ spelling: String) -> Result<DateTimeFormat, SpellingError> {
    let shown = "\"\(spelling.terminalSafe)\""
    var rest = Substring(spelling.filter { !$0.isWhitespace })
    for prefix in ["Date.FormatStyle.", "."] where rest.hasPrefix(prefix) {
      rest = rest.dropFirst(prefix.count)
    }
    guard rest.hasPrefix("dateTime") else {
      return .failure(
        SpellingError(message: "\(shown) is not a .dateTime format; write it as in Swift, e.g. \(example)"))
    }
    rest = rest.dropFirst("dateTime".count)
    var format = DateTimeFormat()
    while !rest.isEmpty {
      guard rest.first == "." else {
        return .failure(SpellingError(message: "\(shown): expected \".\" before \"\(rest.terminalSafe)\""))
      }
      let name = String(rest.dropFirst().prefix(while: { $0.isLetter }))
      rest = rest.dropFirst(1 + name.count)
      guard rest.first == "(", let close = closingParenthesis(in: rest) else {
        return .failure(
          SpellingError(message: "\(shown): expected \"(...)\" after \".\(name.terminalSafe)\""))
      }
      let argument = String(rest[rest.index(after: rest.startIndex)..<close])
      rest = rest[rest.index(after: close)...]
      if let problem = format.set(name, argument) {
        return .failure(SpellingError(message: "\(shown): \(problem)"))
      }
    }
    if let problem = format.unmodeledCombination {
      return .failure(SpellingError(message: "\(shown): \(problem)"))
    }
    return .success(format)
  }

  private static let example = "\".dateTime.hour().minute()\""

  private static let fields = ["year", "month", "day", "weekday", "hour", "minute", "second"]

  /// Fields of `Date.FormatStyle` that la-sim does not draw.
  private static let unmodeled = [
    "era", "quarter", "week", "dayOfYear", "timeZone", "secondFraction", "dayPeriod", "yearForWeekOfYear",
  ]

  private static let digits: [String: Digits] = [
    "": .defaultDigits, ".defaultDigits": .defaultDigits, ".twoDigits": .twoDigits,
  ]

  private static let months: [String: Month] = [
    "": .abbreviated, ".defaultDigits": .defaultDigits, ".twoDigits": .twoDigits,
    ".abbreviated": .abbreviated,
    ".wide": .wide, ".narrow": .narrow,
  ]

  private static let weekdays: [String: Weekday] = [
    "": .abbreviated, ".abbreviated": .abbreviated, ".wide": .wide, ".narrow": .narrow, ".short": .short,
  ]

  private static let amPMs: [String: AMPM] = [
    ".omitted": .omitted, ".narrow": .narrow, ".abbreviated": .abbreviated, ".wide": .wide,
  ]

  /// The index of the `)` that closes the `(` `text` starts with.
  private static func closingParenthesis(in text: Substring) -> Substring.Index? {
    var depth = 0
    for index in text.indices {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// Applies `.name(argument)`, or says why it cannot.
  private mutating func set(_ name: String, _ argument: String) -> String? {
    let call = ".\(name)(\(argument))".terminalSafe
    func options(_ keys: some Sequence<String>) -> String {
      "\(call) is not modeled; \(name) takes " + keys.sorted().map { "(\($0))" }.joined(separator: ", ")
    }
    switch name {
    case "year", "day", "minute", "second":
      guard let width = Self.digits[argument] else { return options(Self.digits.keys) }
      switch name {
      case "year": year = width
      case "day": day = width
      case "minute": minute = width
      default: second = width
      }
    case "month":
      guard let width = Self.months[argument] else { return options(Self.months.keys) }
      month = width
    case "weekday":
      guard let width = Self.weekdays[argument] else { return options(Self.weekdays.keys) }
      weekday = width
    case "hour":
      if argument.isEmpty {
        hour = Hour(digits: .defaultDigits, amPM: .abbreviated)
        return nil
      }
      for (spelled, width) in [
        (".defaultDigits(amPM:", Digits.defaultDigits), (".twoDigits(amPM:", .twoDigits),
      ]
      where argument.hasPrefix(spelled) && argument.hasSuffix(")") {
        if let amPM = Self.amPMs[String(argument.dropFirst(spelled.count).dropLast())] {
          hour = Hour(digits: width, amPM: amPM)
          return nil
        }
      }
      let styles = Self.amPMs.keys.sorted().joined(separator: " ")
      return
        "\(call) is not modeled; hour takes (), (.defaultDigits(amPM: X)), (.twoDigits(amPM: X)) with X one of "
        + styles
    default:
      if Self.unmodeled.contains(name) {
        return ".\(name.terminalSafe)() is a Date.FormatStyle field la-sim does not draw; it draws "
          + Self.fields.joined(separator: ", ")
      }
      let hint =
        Spelling.nearest(to: name, in: Self.fields, limit: 2).map { " (did you mean \"\($0)\"?)" } ?? ""
      return "unknown field \".\(name.terminalSafe)\"\(hint); the fields are "
        + Self.fields.joined(separator: ", ")
    }
    return nil
  }

  /// Why la-sim does not draw these fields together, or nil when it does.
  private var unmodeledCombination: String? {
    let dateFields = [year != nil, month != nil, day != nil, weekday != nil]
    // Year, month, day, weekday: the sets en_US has a pattern of its own for (CLDR availableFormats).
    let drawn: [[Bool]] = [
      [true, false, false, false], [false, true, false, false], [false, false, true, false],
      [false, false, false, true], [false, false, true, true], [false, true, true, false],
      [false, true, true, true], [true, true, false, false], [true, true, true, false],
      [true, true, true, true],
    ]
    if dateFields != [false, false, false, false], !drawn.contains(dateFields) {
      return "la-sim draws these date fields together: year; month; day; weekday; day, weekday; month, day;"
        + " month, day, weekday; year, month; year, month, day; year, month, day, weekday"
    }
    if hour != nil, minute == nil, second != nil {
      return "la-sim draws .second() with an hour only together with .minute()"
    }
    if let minute, let second, minute != second {
      return "la-sim draws .minute() and .second() together only with the same width"
    }
    return nil
  }
}
