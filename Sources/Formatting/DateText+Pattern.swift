#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension DateText {
  /// `Text(date, format: .dateTime…)` in a language other than en, in UTC: the pattern Foundation's
  /// `Date.FormatStyle` picks for the fields in that language (`DateTimePatterns`), filled in with its names
  /// (`DateSymbols`): `1. Dez.` in de for `.month().day()`, `22:30` for `.hour().minute()`, `12月1日` in ja.
  static func localizedFormatted(_ date: Date, _ format: DateTimeFormat, language: String) -> String {
    let pattern = DateTimePatterns.lookup(language).pattern(for: format)
    return written(CivilTime(seconds: wholeSeconds(date)), pattern: pattern, symbols: .lookup(language))
  }

  /// An ICU date pattern filled in: each run of a field letter outside quotes replaced by the field in the
  /// run's width (`d`, `dd`, `MMM`, `LLLL`, `EEEE`, `ccc`, `h`, `HH`, `a`, `mm`, `ss`, `y`, `yy`), text in
  /// quotes as it is (`''` is an apostrophe), everything else as it is. The year is the year of its era,
  /// as ICU's `y` writes it; a letter la-sim does not know is written as it stands (the generator admits no
  /// pattern with one).
  static func written(_ civil: CivilTime, pattern: String, symbols: DateSymbols) -> String {
    let scalars = Array(pattern.unicodeScalars)
    var out = String.UnicodeScalarView()
    var quoted = false
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "'" {
        if index + 1 < scalars.count, scalars[index + 1] == "'" {
          out.append("'")
          index += 2
        } else {
          quoted.toggle()
          index += 1
        }
        continue
      }
      guard !quoted, DateText.isPatternLetter(scalar) else {
        out.append(scalar)
        index += 1
        continue
      }
      var run = 1
      while index + run < scalars.count, scalars[index + run] == scalar { run += 1 }
      index += run
      out.append(contentsOf: field(Character(scalar), run, civil, symbols).unicodeScalars)
    }
    return String(out)
  }

  /// Whether `scalar` names a field where it stands outside quotes: an ASCII letter, as ICU reads a pattern.
  static func isPatternLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  /// One field of the pattern: `letter` repeated `run` times.
  private static func field(_ letter: Character, _ run: Int, _ civil: CivilTime, _ symbols: DateSymbols)
    -> String
  {
    func padded(_ value: Int) -> String {
      let digits = String(value)
      return digits.count >= run ? digits : String(repeating: "0", count: run - digits.count) + digits
    }
    func name(_ names: [[String]], _ width: Int, _ index: Int) -> String {
      guard names.indices.contains(width), names[width].indices.contains(index) else { return String(index) }
      return names[width][index]
    }
    switch letter {
    case "y": return run == 2 ? twoDigits(eraYear(civil.year) % 100) : padded(eraYear(civil.year))
    case "M", "L":
      guard run >= 3 else { return padded(civil.month) }
      let names = letter == "M" ? symbols.months : symbols.standaloneMonths
      return name(names, min(run, 5) - 3, civil.month - 1)
    case "d": return padded(civil.day)
    case "E", "c":
      let names = letter == "E" ? symbols.weekdays : symbols.standaloneWeekdays
      return name(names, max(min(run, 6), 3) - 3, civil.weekday)
    case "h": return padded(twelveHour(civil.hour))
    case "H": return padded(civil.hour)
    case "K": return padded(civil.hour % 12)
    case "k": return padded(civil.hour == 0 ? 24 : civil.hour)
    case "a": return name(symbols.amPM, run >= 5 ? 2 : run == 4 ? 1 : 0, civil.hour < 12 ? 0 : 1)
    case "m": return padded(civil.minute)
    case "s": return padded(civil.second)
    default: return String(repeating: letter, count: run)
    }
  }
}
