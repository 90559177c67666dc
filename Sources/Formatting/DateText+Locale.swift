#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension DateText {
  /// `.relative` in a language other than en: the same one or two units as en's, each as Foundation's
  /// `Duration.UnitsFormatStyle` writes it in `width` (`2 Std., 23 Min.` in de, `2時間 23分` in ja), joined
  /// as it joins two units in that width (`2 Stunden und 23 Minuten`). Years and months take ICU's
  /// `duration-year` and `duration-month` forms.
  static func localizedRelative(
    to date: Date, now: Date, _ formats: LocaleFormats, width: DurationFormats.UnitWidth
  ) -> String {
    let durations = DurationFormats.lookup(formats.language)
    let write = { (unit: CalendarUnit, count: Int) in
      durations.text(count, unit.name, width: width, number: formats.grouped(String(count)))
    }
    let units = relativeUnits(to: date, now: now).units
    guard let first = units.firstIndex(where: { $0.1 > 0 }) else { return write(.second, 0) }
    var text = write(units[first].0, units[first].1)
    if first + 1 < units.count, units[first + 1].1 > 0 {
      let separator = width == .abbreviated ? durations.separator : durations.wideSeparator
      text += separator + write(units[first + 1].0, units[first + 1].1)
    }
    return text
  }

  /// `.offset` in a language other than en: the largest unit, written out as `Duration.UnitsFormatStyle`
  /// writes it with `.wide` (`11 Minuten`), its number signed with the language's minus before the date
  /// and plus sign after it (`-11 Minuten`, `+5 Minuten`; `−11 minuuttia` in fi), as Foundation signs a
  /// negative duration; at zero, `0` unsigned.
  static func localizedOffset(to date: Date, now: Date, _ formats: LocaleFormats) -> String {
    let durations = DurationFormats.lookup(formats.language)
    let (units, future) = relativeUnits(to: date, now: now)
    guard let first = units.first(where: { $0.1 > 0 }) else {
      return durations.text(0, CalendarUnit.second.name, width: .wide, number: "0")
    }
    let sign = future ? formats.minusSign : formats.plusSign
    return durations.text(
      first.1, first.0.name, width: .wide, number: sign + formats.grouped(String(first.1)))
  }
}
