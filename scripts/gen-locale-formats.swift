// Writes Sources/Formatting/LocaleFormats+Table.swift: each supported language's number and time formats,
// read from Foundation on this toolchain (swift-foundation over its bundled ICU), the authority la-sim
// matches. Each entry is derived from what Foundation prints for a few values, not from CLDR's patterns,
// so the table says what Foundation shows; Tests/RendererTests/LocaleFormatsTests.swift then compares
// la-sim with Foundation on a wider value table.
//
//     swift scripts/gen-locale-formats.swift           # rewrite the Swift file
//     swift scripts/gen-locale-formats.swift --check   # exit 1 if the checked-in file is out of date
import Foundation

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
  let nan = Double.nan.formatted(.number.locale(locale))
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
    "minusSign: \(literal(minus)), percentPrefix: \(literal(percentPrefix)),",
    "percentSuffix: \(literal(percentSuffix)), infinity: \(literal(infinity)),",
    "notANumber: \(literal(nan)),",
    "twentyFourHour: \(twentyFour), twoDigitHour: \(twoDigitHour),",
    "timeAM: [\(literal(amBefore)), \(literal(amBetween)), \(literal(amEnd))],",
    "timePM: [\(literal(pmBefore)), \(literal(pmBetween)), \(literal(pmEnd))]),",
  ]
  return "    LocaleFormats(\n" + lines.map { "      " + $0 }.joined(separator: "\n")
}

var source = """
  // Generated by scripts/gen-locale-formats.swift from Foundation on this toolchain; do not edit.

  extension LocaleFormats {
    /// Every supported language's formats, in the order `--locale all` lists them.
    public static let table: [LocaleFormats] = [

  """
source += languages.map(entry).joined(separator: "\n") + "\n  ]\n}\n"
for line in source.split(separator: "\n") where line.count > 110 { fail("line too long: \(line)") }

// Run from the repository's root, as CI does.
let out = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  .appendingPathComponent("Sources/Formatting/LocaleFormats+Table.swift")
if CommandLine.arguments.contains("--check") {
  let current = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
  guard current == source else {
    print("Sources/Formatting/LocaleFormats+Table.swift is out of date: run swift scripts/gen-locale-formats.swift")
    exit(1)
  }
  print("LocaleFormats+Table.swift is up to date (\(languages.count) languages)")
} else {
  do { try source.write(to: out, atomically: true, encoding: .utf8) } catch { fail("\(out.path): \(error)") }
  print("wrote \(out.path) (\(languages.count) languages)")
}
