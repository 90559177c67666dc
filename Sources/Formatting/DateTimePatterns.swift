/// How one language writes `Text(date, format: .dateTime…)`: the ICU pattern Foundation's `Date.FormatStyle`
/// picks for each set of fields (`d. MMM` in de for `.month().day()`, `M月d日` in ja), which
/// `DateText.written(_:pattern:symbols:)` then fills in. A checked-in table written by
/// `scripts/gen-locale-formats.swift`, which asks ICU's pattern generator what swift-foundation asks it.
///
/// A pattern is found by the format's skeleton (`DateTimeFormat.skeleton`: `yMMMdEEE`, `jm`): the table holds
/// the skeletons with every field at its default width (`DateTimeFormat.canonical`) and those whose pattern
/// is not the canonical one with the asked widths put in (`derived(_:for:)`; ICU's width matching has
/// quirks, such as de's `.hour(.twoDigits(amPM: .abbreviated)).minute()` as `HH:m`). A date with a time that
/// the table does not hold is the date's pattern and the time's joined by `dateTimeFormats`, as ICU joins
/// them. en is written by `DateText`'s own code and its entry is only compared with it.
public struct DateTimePatterns: Equatable, Sendable {
  /// The language code, as `LocaleFormats.language` spells it.
  public let language: String
  /// How a date and a time are joined, `{1}` the date and `{0}` the time, for a date with a wide month and
  /// a weekday, a wide month, an abbreviated month, and any other (ICU's full, long, medium, short).
  public let dateTimeFormats: [String]
  /// Skeleton → ICU pattern.
  public let patterns: [String: String]

  /// An entry of the table.
  public init(language: String, dateTimeFormats: [String], patterns: [String: String]) {
    self.language = language
    self.dateTimeFormats = dateTimeFormats
    self.patterns = patterns
  }

  /// The entry of a language as `LocaleFormats.lookup` resolved it; en's for one the table lacks.
  public static func lookup(_ language: String) -> DateTimePatterns {
    table.first { $0.language == language } ?? table[0]
  }

  /// The pattern Foundation writes `format`'s fields with (`format` not empty).
  public func pattern(for format: DateTimeFormat) -> String {
    if let pattern = patterns[format.skeleton] { return pattern }
    if let pattern = patterns[format.canonical.skeleton] { return Self.derived(pattern, for: format) }
    let date = format.dateFields
    let time = format.timeFields
    guard !date.isEmpty, !time.isEmpty else { return format.skeleton }
    let style: Int
    switch format.month {
    case .wide: style = format.weekday == nil ? 1 : 0
    case .abbreviated: style = 2
    default: style = 3
    }
    let joiner = dateTimeFormats.indices.contains(style) ? dateTimeFormats[style] : "{1} {0}"
    return joiner.replacing("{1}", with: pattern(for: date)).replacing("{0}", with: pattern(for: time))
  }

  /// A canonical skeleton's pattern with `format`'s widths: two digits where two are asked for, the
  /// weekday's width and AM/PM's; every other run as ICU wrote it (en's `hh` for an hour without AM/PM).
  static func derived(_ pattern: String, for format: DateTimeFormat) -> String {
    let scalars = Array(pattern.unicodeScalars)
    var out = String.UnicodeScalarView()
    var quoted = false
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "'" { quoted.toggle() }
      guard !quoted, DateText.isPatternLetter(scalar) else {
        out.append(scalar)
        index += 1
        continue
      }
      var run = 1
      while index + run < scalars.count, scalars[index + run] == scalar { run += 1 }
      index += run
      let width = derivedWidth(Character(scalar), run, format)
      out.append(contentsOf: repeatElement(scalar, count: width))
    }
    return String(out)
  }

  private static func derivedWidth(_ letter: Character, _ run: Int, _ format: DateTimeFormat) -> Int {
    switch letter {
    case "y": return format.year == .twoDigits ? 2 : run
    case "M", "L": return run <= 2 && format.month == .twoDigits ? 2 : run
    case "d": return format.day == .twoDigits ? 2 : run
    case "E", "c":
      switch format.weekday {
      case .abbreviated: return 3
      case .wide: return 4
      case .narrow: return 5
      case .short: return 6
      case nil: return run
      }
    case "h", "H", "K", "k": return format.hour?.digits == .twoDigits ? 2 : run
    case "a":
      switch format.hour?.amPM {
      case .wide: return 4
      case .narrow: return 5
      default: return run
      }
    case "m": return format.minute == .twoDigits ? 2 : run
    case "s": return format.second == .twoDigits ? 2 : run
    default: return run
    }
  }
}
