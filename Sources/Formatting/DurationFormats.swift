/// How one language writes a number of calendar units, as `Duration.UnitsFormatStyle` does on this
/// toolchain in its `.abbreviated` and `.wide` widths (`2 Std.` and `2 Stunden` in de), for SwiftUI's
/// `.relative` and `.offset` texts: each unit's text per CLDR plural category, `{0}` standing for the
/// number, and what joins two units in each width (`, ` and ` und ` in de, a space and ` ja ` in fi, `و`
/// in he). Years and months, which `Duration.UnitsFormatStyle` has no unit for, are ICU's `duration-year`
/// and `duration-month` from the ICU Foundation bundles. A checked-in table written by `scripts/gen-locale-formats.swift`; en is written by
/// `DateText`'s own code (WidgetKit's `2 hrs, 23 min`), and its entry is not used.
public struct DurationFormats: Equatable, Sendable {
  /// A unit's width.
  public enum UnitWidth: Equatable, Sendable {
    /// `2 Std.`: what `.relative` shows in a widget.
    case abbreviated
    /// `2 Stunden`: what `.offset` shows.
    case wide
  }

  /// The language code, as `LocaleFormats.language` spells it.
  public let language: String
  /// What stands between two abbreviated units (`2 Std., 23 Min.`).
  public let separator: String
  /// What stands between two units written out (`2 Stunden und 23 Minuten`).
  public let wideSeparator: String
  /// Unit (`year`, `month`, `week`, `day`, `hour`, `minute`, `second`) → plural category → text.
  public let abbreviated: [String: [String: String]]
  /// The same, written out.
  public let wide: [String: [String: String]]

  /// An entry of the table.
  public init(
    language: String, separator: String, wideSeparator: String, abbreviated: [String: [String: String]],
    wide: [String: [String: String]]
  ) {
    self.language = language
    self.separator = separator
    self.wideSeparator = wideSeparator
    self.abbreviated = abbreviated
    self.wide = wide
  }

  /// The entry of a language as `LocaleFormats.lookup` resolved it; en's for one the table lacks.
  public static func lookup(_ language: String) -> DurationFormats {
    table.first { $0.language == language } ?? table[0]
  }

  /// `count` of `unit` with `number` (the count as the language writes it, a sign included) in its place:
  /// the form of the count's plural category, else `other`'s.
  public func text(_ count: Int, _ unit: String, width: UnitWidth, number: String) -> String {
    let forms = (width == .abbreviated ? abbreviated : wide)[unit] ?? [:]
    let category = PluralCategory.of(count, in: language).rawValue
    let form = forms[category] ?? forms["other"] ?? forms.values.first ?? "{0}"
    return form.replacing("{0}", with: number)
  }
}
