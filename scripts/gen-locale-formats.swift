// Writes the tables of Sources/Formatting that say how each supported language formats values, read from
// Foundation on this toolchain (swift-foundation over its bundled ICU), the authority la-sim matches:
// LocaleFormats+Table.swift (numbers, `.time`, a timer's separator), CurrencyFormats+Table.swift
// (`.currency(code:)`'s pattern and each currency's symbol), LongDateFormats+Table.swift (`.date`),
// DurationFormats+Table.swift (`.relative`'s and `.offset`'s unit words), DateTimePatterns+Table.swift and
// DateSymbols+Table.swift (`.dateTime`'s ICU patterns and the names they write). Each entry is derived from
// what Foundation prints for a few values, not from CLDR's patterns, so the tables say what Foundation shows
// (years and months of a duration, which `Duration.UnitsFormatStyle` has no unit for, come from the ICU
// Foundation bundles, by the same number-formatter path; `.dateTime`'s patterns from the pattern generator
// swift-foundation asks); Tests/RendererTests/LocaleFormatsTests.swift and its neighbours then compare
// la-sim with Foundation on wider value tables.
//
//     swift scripts/gen-locale-formats.swift           # rewrite the Swift files
//     swift scripts/gen-locale-formats.swift --check   # exit 1 if a checked-in file is out of date
import Foundation
import _FoundationICU

/// The languages `--locale` formats in, each used as Foundation's locale identifier as written.
let languages = [
  "en", "de", "fr", "es", "it", "pt-BR", "nl", "sv", "fi", "pl", "ru", "tr", "ja", "zh-Hans", "ko", "ar",
  "he", "hi",
]

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("gen-locale-formats: \(message)\n".utf8))
  exit(2)
}

/// A Swift string literal, every scalar outside printable ASCII written as `\u{…}`.
func literal(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case " "..."~": out.unicodeScalars.append(scalar)
    default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }
  return out + "\""
}

/// `text` split around the one occurrence of `middle`.
func split(_ text: String, around middle: String, _ what: String) -> (String, String) {
  guard let range = text.range(of: middle), text.range(of: middle, range: range.upperBound..<text.endIndex) == nil
  else { fail("\(what): \(literal(text)) does not hold \(middle) once") }
  return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
}

func entry(_ language: String) -> String {
  let locale = Locale(identifier: language)
  let number = { (value: Double) in value.formatted(.number.locale(locale)) }
  let integer = { (value: Int) in value.formatted(.number.locale(locale)) }
  let grouped = integer(1_234_567)
  for scalar in grouped.unicodeScalars where scalar.properties.numericType != nil && !("0"..."9").contains(scalar) {
    fail("\(language): digits other than ASCII in \(literal(grouped))")
  }
  // The separator and the group sizes from 1,234,567 (hi: 12,34,567).
  let runs = grouped.split(whereSeparator: { !$0.isASCII || !$0.isNumber }).map(String.init)
  let separators = grouped.split(whereSeparator: { $0.isASCII && $0.isNumber }).map(String.init)
  guard runs.count >= 3, Set(separators).count == 1, runs.joined() == "1234567" else {
    fail("\(language): 1234567 as \(literal(grouped))")
  }
  let primary = runs[runs.count - 1].count
  let secondary = runs[runs.count - 2].count
  let minimumGrouping = integer(1234) == "1234" ? 2 : 1
  guard integer(12345) != "12345" else { fail("\(language): 12345 ungrouped") }
  let (intPart, fraction) = (number(1.5).prefix(1), number(1.5).suffix(1))
  guard intPart == "1", fraction == "5" else { fail("\(language): 1.5 as \(literal(number(1.5)))") }
  let decimal = String(number(1.5).dropFirst().dropLast())
  let (minus, rest) = split(integer(-5), around: "5", "minus")
  guard rest.isEmpty else { fail("\(language): -5 as \(literal(integer(-5)))") }
  let (percentPrefix, percentSuffix) = split(0.42.formatted(.percent.locale(locale)), around: "42", "percent")
  let (plus, plusRest) = split(5.formatted(.number.sign(strategy: .always()).locale(locale)), around: "5", "plus")
  guard plusRest.isEmpty else { fail("\(language): +5 with a suffix") }
  let nan = Double.nan.formatted(.number.locale(locale))
  // A timer's separator: `Duration.TimeFormatStyle`'s `1:02:03` (fi: `1.02.03`).
  let timer = Duration.seconds(3723).formatted(.time(pattern: .hourMinuteSecond).locale(locale))
  let timerSeparator = String(timer.dropFirst().prefix(while: { !$0.isNumber }))
  guard timer == "1" + timerSeparator + "02" + timerSeparator + "03" else {
    fail("\(language): a timer as \(literal(timer))")
  }
  let infinity = Double.infinity.formatted(.number.locale(locale))

  // `.time`: `date.formatted(date: .omitted, time: .shortened)` in UTC at 01:47, 11:47 and 23:47.
  var style = Date.FormatStyle(date: .omitted, time: .shortened)
  style.locale = locale
  style.timeZone = TimeZone(identifier: "UTC")!
  let time = { (hour: Int) in Date(timeIntervalSince1970: Double(hour * 3600 + 47 * 60)).formatted(style) }
  let evening = time(23)
  let twentyFour = evening.contains("23")
  let (pmBefore, pmAfter) = split(evening, around: twentyFour ? "23" : "11", "time")
  let (pmBetween, pmEnd) = split(pmAfter, around: "47", "time")
  let (amBefore, amAfter) = split(time(11), around: "11", "time")
  let (amBetween, amEnd) = split(amAfter, around: "47", "time")
  let early = time(1)
  let twoDigitHour = early.contains("01")
  guard early == amBefore + (twoDigitHour ? "01" : "1") + amBetween + "47" + amEnd else {
    fail("\(language): 01:47 as \(literal(early))")
  }
  let midnight = time(0)
  let midnightHour = twentyFour ? (twoDigitHour ? "00" : "0") : "12"
  guard midnight == amBefore + midnightHour + amBetween + "47" + amEnd else {
    fail("\(language): 00:47 as \(literal(midnight)), not \(midnightHour)")
  }
  if twentyFour, (amBefore, amBetween, amEnd) != (pmBefore, pmBetween, pmEnd) {
    fail("\(language): a 24-hour time with two patterns")
  }
  let lines = [
    "language: \(literal(language)),",
    "decimalSeparator: \(literal(decimal)), groupingSeparator: \(literal(separators[0])),",
    "groupingSize: \(primary), secondaryGroupingSize: \(secondary), minimumGroupingDigits: \(minimumGrouping),",
    "minusSign: \(literal(minus)), plusSign: \(literal(plus)), percentPrefix: \(literal(percentPrefix)),",
    "percentSuffix: \(literal(percentSuffix)), infinity: \(literal(infinity)),",
    "notANumber: \(literal(nan)),",
    "twentyFourHour: \(twentyFour), twoDigitHour: \(twoDigitHour), timerSeparator: \(literal(timerSeparator)),",
    "timeAM: [\(literal(amBefore)), \(literal(amBetween)), \(literal(amEnd))],",
    "timePM: [\(literal(pmBefore)), \(literal(pmBetween)), \(literal(pmEnd))]),",
  ]
  return "    LocaleFormats(\n" + lines.map { "      " + $0 }.joined(separator: "\n")
}

/// `items` as lines of at most `width` characters, each item followed by a comma, as swift-format lays
/// out a multi-line collection.
func wrapped(_ items: [String], width: Int = 96) -> [String] {
  var lines: [String] = []
  var line = ""
  for item in items {
    if !line.isEmpty, line.count + item.count + 2 > width {
      lines.append(line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + item + ","
  }
  if !line.isEmpty { lines.append(line) }
  return lines
}

// MARK: currency

/// A locale's `.currency(code:)` pattern, read from EUR (whose symbol `€` is a symbol in every language,
/// so ICU's currency spacing adds nothing): the text before and after the number, `¤` where the symbol goes.
func currencyPattern(_ locale: Locale, _ value: Double, _ language: String) -> (String, String) {
  let text = value.formatted(.currency(code: "EUR").locale(locale))
  let number = value.magnitude.formatted(.number.precision(.fractionLength(2)).locale(locale))
  let (before, after) = split(text, around: number, "currency")
  let marked = (before.replacing("\u{20AC}", with: "\u{A4}"), after.replacing("\u{20AC}", with: "\u{A4}"))
  guard (marked.0 + marked.1).filter({ $0 == "\u{A4}" }).count == 1 else {
    fail("\(language): EUR as \(literal(text))")
  }
  return marked
}

/// Whether ICU's currency spacing puts a no-break space between `symbol` and a digit on the side `edge`
/// (its last scalar before the number, its first after): when that scalar is not a symbol or a space.
func spaced(_ edge: Unicode.Scalar?) -> Bool {
  guard let edge else { return false }
  switch edge.properties.generalCategory {
  case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .spaceSeparator: return false
  default: return true
  }
}

/// A pattern's text with `symbol` for `¤` around `number`, as la-sim's `CurrencyFormats` writes it.
func render(_ pattern: (String, String), _ symbol: String, _ number: String) -> String {
  let digitFirst = number.first.map { $0.isASCII && $0.isNumber } ?? false
  let digitLast = number.last.map { $0.isASCII && $0.isNumber } ?? false
  var before = pattern.0
  var after = pattern.1
  if before.hasSuffix("\u{A4}"), digitFirst, spaced(symbol.unicodeScalars.last) { before += "\u{A0}" }
  if after.hasPrefix("\u{A4}"), digitLast, spaced(symbol.unicodeScalars.first) { after = "\u{A0}" + after }
  return before.replacing("\u{A4}", with: symbol) + number + after.replacing("\u{A4}", with: symbol)
}

func currencyEntry(_ language: String) -> String {
  let locale = Locale(identifier: language)
  let positive = currencyPattern(locale, 7, language)
  let negative = currencyPattern(locale, -7, language)
  var symbols: [(String, String)] = []
  for code in Locale.commonISOCurrencyCodes.sorted() {
    let text = 7.0.formatted(.currency(code: code).locale(locale))
    guard let first = text.firstIndex(where: { $0.isASCII && $0.isNumber }),
      let last = text.lastIndex(where: { $0.isASCII && $0.isNumber })
    else { fail("\(language) \(code): \(literal(text))") }
    let number = String(text[first...last])
    let (before, after) = (String(text[..<first]), String(text[text.index(after: last)...]))
    var symbol: String
    if positive.0.contains("\u{A4}") {
      let (left, right) = split(positive.0, around: "\u{A4}", "currency")
      guard before.hasPrefix(left), before.hasSuffix(right), after == positive.1 else {
        fail("\(language) \(code): \(literal(text))")
      }
      symbol = String(before.dropFirst(left.count).dropLast(right.count))
      if right.isEmpty, symbol.hasSuffix("\u{A0}"), spaced(symbol.dropLast().unicodeScalars.last) {
        symbol.removeLast()
      }
    } else {
      let (left, right) = split(positive.1, around: "\u{A4}", "currency")
      guard after.hasPrefix(left), after.hasSuffix(right), before == positive.0 else {
        fail("\(language) \(code): \(literal(text))")
      }
      symbol = String(after.dropFirst(left.count).dropLast(right.count))
      if left.isEmpty, symbol.hasPrefix("\u{A0}"), spaced(symbol.dropFirst().unicodeScalars.first) {
        symbol.removeFirst()
      }
    }
    guard render(positive, symbol, number) == text else {
      fail("\(language) \(code): \(literal(text)) is not \(literal(render(positive, symbol, number)))")
    }
    if symbol != code { symbols.append((code, symbol)) }
  }
  var lines = [
    "language: \(literal(language)),",
    "positive: [\(literal(positive.0)), \(literal(positive.1))],",
    "negative: [\(literal(negative.0)), \(literal(negative.1))],",
  ]
  if symbols.isEmpty {
    lines.append("symbols: [:]),")
  } else {
    lines.append("symbols: [")
    lines += wrapped(symbols.map { "\(literal($0.0)): \(literal($0.1))" }).map { "  " + $0 }
    lines.append("]),")
  }
  return "    CurrencyFormats(\n" + lines.map { "      " + $0 }.joined(separator: "\n")
}

// MARK: .date

let utc = TimeZone(identifier: "UTC")!

func civilDate(_ year: Int, _ month: Int, _ day: Int) -> Date {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = utc
  return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!
}

/// `Text(date, style: .date)`, `date.formatted(date: .long, time: .omitted)`: the text common to all twelve
/// months on the 23rd of 2026 is the pattern, with `{y}` and `{d}` for the year and the day, and what
/// differs is each month's name.
func longDateEntry(_ language: String) -> String {
  var style = Date.FormatStyle(date: .long, time: .omitted)
  style.locale = Locale(identifier: language)
  style.timeZone = utc
  let texts = (1...12).map { civilDate(2026, $0, 23).formatted(style) }
  var prefix = texts[0]
  var suffix = texts[0]
  for text in texts {
    while !text.hasPrefix(prefix) { prefix.removeLast() }
    while !text.hasSuffix(suffix) { suffix.removeFirst() }
  }
  // Not into a word: fi's months all end in `kuuta`, which belongs to each name.
  func inWord(_ text: String, _ index: String.Index) -> Bool {
    index > text.startIndex && index < text.endIndex && text[text.index(before: index)].isLetter
      && text[index].isLetter
  }
  while texts.contains(where: { inWord($0, $0.index($0.endIndex, offsetBy: -suffix.count)) }) {
    suffix.removeFirst()
  }
  while texts.contains(where: { inWord($0, $0.index($0.startIndex, offsetBy: prefix.count)) }) {
    prefix.removeLast()
  }
  let months = texts.map { String($0.dropFirst(prefix.count).dropLast(suffix.count)) }
  let fill = { (text: String) in text.replacing("2026", with: "{y}").replacing("23", with: "{d}") }
  let pattern = fill(prefix) + "{M}" + fill(suffix)
  guard pattern.contains("{y}"), pattern.contains("{d}") else { fail("\(language): .date as \(texts[0])") }
  for (year, month, day) in [(2026, 1, 1), (2, 11, 30), (12345, 7, 9), (1999, 2, 28)] {
    let expected = civilDate(year, month, day).formatted(style)
    let ours = pattern.replacing("{y}", with: String(year)).replacing("{d}", with: String(day))
      .replacing("{M}", with: months[month - 1])
    guard ours == expected else { fail("\(language): .date \(literal(expected)), not \(literal(ours))") }
  }
  let lines =
    ["language: \(literal(language)), pattern: \(literal(pattern)),", "months: ["]
    + wrapped(months.map(literal)).map { "  " + $0 } + ["]),"]
  return "    LongDateFormats(\n" + lines.map { "      " + $0 }.joined(separator: "\n")
}

// MARK: durations

/// A duration of `count` units as ICU's number formatter writes it (`measure-unit/duration-year
/// unit-width-short`): the path `Duration.UnitsFormatStyle` takes, for the year and month it has no unit of.
func icuUnit(_ count: Int, _ unit: String, wide: Bool, _ language: String) -> String {
  var status = U_ZERO_ERROR
  let skeleton = Array("measure-unit/duration-\(unit) unit-width-\(wide ? "full-name" : "short")".utf16)
  let formatter = swift_unumf_openForSkeletonAndLocale(skeleton, Int32(skeleton.count), language, &status)
  let result = swift_unumf_openResult(&status)
  defer {
    swift_unumf_closeResult(result)
    swift_unumf_close(formatter)
  }
  swift_unumf_formatInt(formatter, Int64(count), result, &status)
  var buffer = [UChar](repeating: 0, count: 256)
  let length = swift_unumf_resultToString(result, &buffer, 256, &status)
  guard status.rawValue <= 0 else { fail("\(language): ICU \(unit) \(status)") }
  return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
}

let durationUnits: [(String, Duration.UnitsFormatStyle.Unit?, Int64)] = [
  ("year", nil, 0), ("month", nil, 0), ("week", .weeks, 604_800), ("day", .days, 86400),
  ("hour", .hours, 3600), ("minute", .minutes, 60), ("second", .seconds, 1),
]

/// `count` units, from Foundation's `Duration.UnitsFormatStyle` where it has the unit, else from ICU.
func unitText(_ count: Int, _ unit: (String, Duration.UnitsFormatStyle.Unit?, Int64), wide: Bool, _ language: String)
  -> String
{
  guard let allowed = unit.1 else { return icuUnit(count, unit.0, wide: wide, language) }
  let style = Duration.UnitsFormatStyle(allowedUnits: [allowed], width: wide ? .wide : .abbreviated)
  return Duration.seconds(Int64(count) * unit.2).formatted(style.locale(Locale(identifier: language)))
}

/// The plural category ICU's rules give a whole number in `language`.
func category(_ count: Int, _ language: String) -> String {
  var status = U_ZERO_ERROR
  let rules = swift_uplrules_open(language, &status)
  defer { swift_uplrules_close(rules) }
  var buffer = [UChar](repeating: 0, count: 32)
  let length = swift_uplrules_select(rules, Double(count), &buffer, 32, &status)
  return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
}

/// Each unit's text per plural category, `{0}` for the number (he's and ar's duals have none).
func durationEntry(_ language: String) -> String {
  let locale = Locale(identifier: language)
  var samples: [(String, Int)] = []
  for count in Array(0...1000) + [1_000_000] {
    let found = category(count, language)
    if !samples.contains(where: { $0.0 == found }) { samples.append((found, count)) }
  }
  let order = ["zero", "one", "two", "few", "many", "other"]
  samples.sort { order.firstIndex(of: $0.0) ?? 6 < order.firstIndex(of: $1.0) ?? 6 }
  func forms(_ unit: (String, Duration.UnitsFormatStyle.Unit?, Int64), wide: Bool) -> [String] {
    let items = samples.map { (found, count) in
      let text = unitText(count, unit, wide: wide, language)
      return "\(literal(found)): " + literal(text.replacing(count.formatted(.number.locale(locale)), with: "{0}"))
    }
    let line = "\(literal(unit.0)): [" + items.joined(separator: ", ") + "],"
    if line.count <= 92 { return [line] }
    return ["\(literal(unit.0)): ["] + wrapped(items, width: 92).map { "  " + $0 } + ["],"]
  }
  // What joins two units, from `2 hr, 23 min` and `2 hours, 23 minutes` (`2 Stunden und 23 Minuten` in de).
  func separator(wide: Bool) -> String {
    let both = Duration.seconds(2 * 3600 + 23 * 60).formatted(
      .units(allowed: [.hours, .minutes], width: wide ? .wide : .abbreviated).locale(locale))
    let hours = unitText(2, durationUnits[4], wide: wide, language)
    let minutes = unitText(23, durationUnits[5], wide: wide, language)
    guard both.hasPrefix(hours), both.hasSuffix(minutes), both.count >= hours.count + minutes.count else {
      fail("\(language): 2 h 23 min as \(literal(both))")
    }
    return String(both.dropFirst(hours.count).dropLast(minutes.count))
  }
  var lines = [
    "language: \(literal(language)), separator: \(literal(separator(wide: false))),",
    "wideSeparator: \(literal(separator(wide: true))),", "abbreviated: [",
  ]
  lines += durationUnits.flatMap { forms($0, wide: false) }.map { "  " + $0 }
  lines += ["],", "wide: ["]
  lines += durationUnits.flatMap { forms($0, wide: true) }.map { "  " + $0 }
  lines.append("]),")
  return "    DurationFormats(\n" + lines.map { "      " + $0 }.joined(separator: "\n")
}

// MARK: .dateTime

// `Text(date, format: .dateTime…)`: swift-foundation's `Date.FormatStyle` writes its fields as a skeleton
// (`DateFieldCollection.formatterTemplate`: year, month, day, weekday, hour, minute, second) and asks ICU's
// pattern generator for the locale's pattern (`udatpg_getBestPatternWithOptions`, all field lengths
// matched); the same call here gives the pattern for each skeleton la-sim accepts. Most skeletons differ
// from their canonical one (every field at its default width) only in the widths ICU puts in, so the table
// holds the canonical skeletons and the ones whose pattern is not that (`DateTimePatterns.derived`); a date
// and a time are joined by the locale's date-time format chosen by the month's width, as ICU joins them,
// unless ICU has a pattern of their own (a weekday with an hour and minute: `EEE h:mm a`). The whole set is
// then resolved as la-sim resolves it and compared with ICU's pattern for every skeleton.

/// Each field's spellings as skeleton letters, in swift-foundation's order; "" for a field not asked for.
let skeletonYears = ["", "y", "yy"]
let skeletonMonths = ["", "M", "MM", "MMM", "MMMM", "MMMMM"]
let skeletonDays = ["", "d", "dd"]
let skeletonWeekdays = ["", "EEE", "EEEE", "EEEEE", "EEEEEE"]
/// `j` with AM/PM (abbreviated, wide, narrow; each in default and two digits), `J` without.
let skeletonHours = ["", "j", "jj", "jjj", "jjjj", "jjjjj", "jjjjjj", "J", "JJ"]

/// The date field sets la-sim draws (`DateTimeFormat`'s accepted combinations): year, month, day, weekday.
let drawnDateSets: [[Bool]] = [
  [false, false, false, false], [true, false, false, false], [false, true, false, false],
  [false, false, true, false], [false, false, false, true], [false, false, true, true], [false, true, true, false],
  [false, true, true, true], [true, true, false, false], [true, true, true, false], [true, true, true, true],
]

let dateSkeletons: [String] = {
  var out: [String] = []
  for year in skeletonYears {
    for month in skeletonMonths {
      for day in skeletonDays {
        for weekday in skeletonWeekdays where drawnDateSets.contains([year, month, day, weekday].map { !$0.isEmpty }) {
          out.append(year + month + day + weekday)
        }
      }
    }
  }
  return out
}()

/// Hour, minute, second as la-sim accepts them: seconds only with minutes, minutes and seconds of one width.
let timeSkeletons: [String] = {
  var out: [String] = []
  for hour in skeletonHours {
    for (minute, second) in [("", ""), ("m", ""), ("mm", ""), ("", "s"), ("", "ss"), ("m", "s"), ("mm", "ss")] {
      if !hour.isEmpty, minute.isEmpty, !second.isEmpty { continue }
      out.append(hour + minute + second)
    }
  }
  return out
}()

/// How many times `letter` occurs in `skeleton`.
func width(_ letter: Character, _ skeleton: String) -> Int { skeleton.filter { $0 == letter }.count }

/// The skeleton with each field at its default width (a month's words keep theirs; the hour keeps whether
/// it has AM/PM), as `DateTimeFormat.canonical` writes it.
func canonical(_ skeleton: String) -> String {
  var out = width("y", skeleton) > 0 ? "y" : ""
  let month = width("M", skeleton)
  out += month == 0 ? "" : month <= 2 ? "M" : String(repeating: "M", count: month)
  out += width("d", skeleton) > 0 ? "d" : ""
  out += width("E", skeleton) > 0 ? "EEE" : ""
  out += width("j", skeleton) > 0 ? "j" : width("J", skeleton) > 0 ? "J" : ""
  out += width("m", skeleton) > 0 ? "m" : ""
  return out + (width("s", skeleton) > 0 ? "s" : "")
}

/// A canonical skeleton's pattern with the widths `skeleton` asks for, as `DateTimePatterns.derived` writes it:
/// a two-digit field where two digits are asked, the weekday's and AM/PM's width, every other run as it is.
func derived(_ pattern: String, _ skeleton: String) -> String {
  let twoDigitHour = [2, 4, 6].contains(width("j", skeleton)) || width("J", skeleton) == 2
  var out = ""
  var quoted = false
  var index = pattern.startIndex
  while index < pattern.endIndex {
    let letter = pattern[index]
    if letter == "'" { quoted.toggle() }
    guard !quoted, letter.isASCII, letter.isLetter else {
      out.append(letter)
      index = pattern.index(after: index)
      continue
    }
    let run = pattern[index...].prefix { $0 == letter }.count
    index = pattern.index(index, offsetBy: run)
    var count = run
    switch letter {
    case "y": if width("y", skeleton) == 2 { count = 2 }
    case "M", "L": if run <= 2, width("M", skeleton) == 2 { count = 2 }
    case "d": if width("d", skeleton) == 2 { count = 2 }
    case "E", "c": count = width("E", skeleton)
    case "h", "H", "K", "k": if twoDigitHour { count = 2 }
    case "a": count = [run, run, run, 4, 4, 5, 5][width("j", skeleton)]
    case "m": if width("m", skeleton) == 2 { count = 2 }
    case "s": if width("s", skeleton) == 2 { count = 2 }
    default: break
    }
    out += String(repeating: letter, count: count)
  }
  return out
}

/// ICU's pattern for `skeleton`, as swift-foundation's `ICUPatternGenerator` asks for it.
func icuPattern(_ generator: UnsafeMutablePointer<UDateTimePatternGenerator?>?, _ skeleton: String) -> String {
  var status = U_ZERO_ERROR
  let letters = Array(skeleton.utf16)
  var buffer = [UChar](repeating: 0, count: 512)
  let length = swift_udatpg_getBestPatternWithOptions(
    generator, letters, Int32(letters.count), UDATPG_MATCH_ALL_FIELDS_LENGTH, &buffer, 512, &status)
  guard status.rawValue <= 0 else { fail("pattern of \(skeleton): ICU \(status)") }
  return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
}

/// The date-time formats (`{1}` the date, `{0}` the time) for the full, long, medium and short styles.
func icuDateTimeFormats(_ generator: UnsafeMutablePointer<UDateTimePatternGenerator?>?) -> [String] {
  [UDAT_FULL, UDAT_LONG, UDAT_MEDIUM, UDAT_SHORT].map { style in
    var status = U_ZERO_ERROR
    var length: Int32 = 0
    guard let text = swift_udatpg_getDateTimeFormatForStyle(generator, style, &length, &status), status.rawValue <= 0
    else { fail("date-time format: ICU \(status)") }
    return String(decoding: UnsafeBufferPointer(start: text, count: Int(length)), as: UTF16.self)
  }
}

/// The pattern la-sim resolves for `date + time` from `patterns`, as `DateTimePatterns.pattern(for:)` does.
func resolved(_ date: String, _ time: String, _ patterns: [String: String], _ formats: [String]) -> String? {
  let skeleton = date + time
  if let pattern = patterns[skeleton] { return pattern }
  if let pattern = patterns[canonical(skeleton)] { return derived(pattern, skeleton) }
  guard !date.isEmpty, !time.isEmpty, let datePattern = resolved(date, "", patterns, formats),
    let timePattern = resolved("", time, patterns, formats)
  else { return nil }
  let month = width("M", date)
  let style = month == 4 ? (width("E", date) > 0 ? 0 : 1) : month == 3 ? 2 : 3
  return formats[style].replacing("{1}", with: datePattern).replacing("{0}", with: timePattern)
}

/// Every field letter la-sim's pattern reader knows.
let knownLetters = Set("yMLdEchHKkams")

func dateTimePatternsEntry(_ language: String) -> String {
  var status = U_ZERO_ERROR
  let generator = swift_udatpg_open(language, &status)
  defer { swift_udatpg_close(generator) }
  guard status.rawValue <= 0 else { fail("\(language): udatpg_open \(status)") }
  let formats = icuDateTimeFormats(generator)
  var patterns: [String: String] = [:]
  var order: [String] = []
  func add(_ skeleton: String) {
    let pattern = icuPattern(generator, skeleton)
    // Outside quotes (the even pieces between apostrophes), only letters la-sim's reader knows.
    let unquoted = pattern.split(separator: "'", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 0 }.map(\.element).joined()
    if let letter = unquoted.first(where: { $0.isASCII && $0.isLetter && !knownLetters.contains($0) }) {
      fail("\(language): \(skeleton) is \(literal(pattern)), with \(letter)")
    }
    patterns[skeleton] = pattern
    order.append(skeleton)
  }
  let singles = dateSkeletons.filter { !$0.isEmpty } + timeSkeletons.filter { !$0.isEmpty }
  for skeleton in singles where canonical(skeleton) == skeleton { add(skeleton) }
  for skeleton in singles where resolved(skeleton, "", patterns, formats) != icuPattern(generator, skeleton) {
    add(skeleton)
  }
  let pairs = dateSkeletons.filter { !$0.isEmpty }.flatMap { date in
    timeSkeletons.filter { !$0.isEmpty }.map { (date, $0) }
  }
  // A date with a time: first the canonical pairs ICU has a pattern of its own for, then any other it writes
  // differently from the pattern derived or joined.
  for (date, time) in pairs where canonical(date + time) == date + time {
    if resolved(date, time, patterns, formats) != icuPattern(generator, date + time) { add(date + time) }
  }
  for (date, time) in pairs where resolved(date, time, patterns, formats) != icuPattern(generator, date + time) {
    add(date + time)
  }
  for (date, time) in pairs + singles.map({ ($0, "") }) {
    guard resolved(date, time, patterns, formats) == icuPattern(generator, date + time) else {
      fail("\(language): \(date + time) resolves to \(resolved(date, time, patterns, formats) ?? "nothing")")
    }
  }
  let entries = order.map { "\(literal($0)): \(literal(patterns[$0]!))" }
  let lines =
    ["language: \(literal(language)),"] + listField("dateTimeFormats", formats.map(literal)) + ["patterns: ["]
    + wrapped(entries, width: 92).map { "  " + $0 } + ["]),"]
  return "    DateTimePatterns(\n" + lines.map { "      " + $0 }.joined(separator: "\n")
}

/// What `pattern` writes for `date` in `language`, through Foundation's `DateFormatter`.
func symbol(_ pattern: String, _ date: Date, _ language: String) -> String {
  let formatter = DateFormatter()
  formatter.locale = Locale(identifier: language)
  formatter.timeZone = utc
  formatter.calendar = Calendar(identifier: .gregorian)
  formatter.dateFormat = pattern
  return formatter.string(from: date)
}

/// Month, weekday and AM/PM names in every width a pattern asks for, format (`MMM`, `EEE`) and stand-alone
/// (`LLL`, `ccc`) forms; the stand-alone ones only where they differ.
func dateSymbolsEntry(_ language: String) -> String {
  let months = (1...12).map { civilDate(2026, $0, 15) }
  // 2026-11-29 is a Sunday, the first of ICU's weekday order.
  let weekdays = (0..<7).map { civilDate(2026, 11, 29).addingTimeInterval(Double($0) * 86400) }
  let hours = [1, 13].map { civilDate(2026, 11, 29).addingTimeInterval(Double($0 - 12) * 3600) }
  let digits = symbol("y MM dd HH mm ss", civilDate(2026, 11, 29), language)
  guard digits.unicodeScalars.allSatisfy({ $0.properties.numericType == nil || ("0"..."9").contains($0) }) else {
    fail("\(language): dates with digits other than ASCII: \(literal(digits))")
  }
  func names(_ letter: String, _ widths: [Int], _ dates: [Date]) -> [[String]] {
    widths.map { count in dates.map { symbol(String(repeating: letter, count: count), $0, language) } }
  }
  let formatMonths = names("M", [3, 4, 5], months)
  let standaloneMonths = names("L", [3, 4, 5], months)
  let formatWeekdays = names("E", [3, 4, 5, 6], weekdays)
  let standaloneWeekdays = names("c", [3, 4, 5, 6], weekdays)
  var lines = ["language: \(literal(language)),"]
  lines += arrayField("months", formatMonths)
  if standaloneMonths != formatMonths { lines += arrayField("standaloneMonths", standaloneMonths) }
  lines += arrayField("weekdays", formatWeekdays)
  if standaloneWeekdays != formatWeekdays { lines += arrayField("standaloneWeekdays", standaloneWeekdays) }
  let amPM = [1, 4, 5].map { count in hours.map { symbol(String(repeating: "a", count: count), $0, language) } }
  lines += listField("amPM", amPM.map { "[" + $0.map(literal).joined(separator: ", ") + "]" })
  lines[lines.count - 1] = lines[lines.count - 1].dropLast() + "),"
  return "    DateSymbols(\n" + lines.map { "      " + $0 }.joined(separator: "\n")
}

/// `name: [a, b],` on one line when it fits, else one item or more a line, as swift-format lays it out.
func listField(_ name: String, _ items: [String]) -> [String] {
  let line = name + ": [" + items.joined(separator: ", ") + "],"
  if line.count <= 96 { return [line] }
  return [name + ": ["] + wrapped(items, width: 92).map { "  " + $0 } + ["],"]
}

/// `name: [[…], […]],` as swift-format lays out a nested array literal.
func arrayField(_ name: String, _ value: [[String]]) -> [String] {
  var lines = [name + ": ["]
  for names in value {
    let items = wrapped(names.map(literal), width: 92)
    if items.count == 1 {
      lines.append("  [" + items[0].dropLast() + "],")
    } else {
      lines.append("  [")
      lines += items.map { "    " + $0 }
      lines.append("  ],")
    }
  }
  return lines + ["],"]
}

// MARK: the files

func table(_ type: String, _ what: String, _ entry: (String) -> String) -> String {
  """
  // Generated by scripts/gen-locale-formats.swift from Foundation on this toolchain; do not edit.

  extension \(type) {
    /// Every supported language's \(what), in the order `--locale all` lists them.
    public static let table: [\(type)] = [

  """ + languages.map(entry).joined(separator: "\n") + "\n  ]\n}\n"
}

let files = [
  ("LocaleFormats+Table.swift", table("LocaleFormats", "formats", entry)),
  ("CurrencyFormats+Table.swift", table("CurrencyFormats", "currency patterns and symbols", currencyEntry)),
  ("LongDateFormats+Table.swift", table("LongDateFormats", "long date", longDateEntry)),
  ("DurationFormats+Table.swift", table("DurationFormats", "duration units", durationEntry)),
  ("DateTimePatterns+Table.swift", table("DateTimePatterns", "`.dateTime` patterns", dateTimePatternsEntry)),
  ("DateSymbols+Table.swift", table("DateSymbols", "month, weekday and AM/PM names", dateSymbolsEntry)),
]

// Run from the repository's root, as CI does.
let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Sources/Formatting")
var stale = false
for (name, source) in files {
  for line in source.split(separator: "\n") where line.count > 110 { fail("\(name): line too long: \(line)") }
  let out = folder.appendingPathComponent(name)
  if CommandLine.arguments.contains("--check") {
    let current = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
    if current != source {
      print("Sources/Formatting/\(name) is out of date: run swift scripts/gen-locale-formats.swift")
      stale = true
    } else {
      print("\(name) is up to date (\(languages.count) languages)")
    }
  } else {
    do { try source.write(to: out, atomically: true, encoding: .utf8) } catch { fail("\(out.path): \(error)") }
    print("wrote \(out.path) (\(languages.count) languages)")
  }
}
if stale { exit(1) }
