import Fixture
import Formatting

/// `--pseudo-locale double|accented|bidi`: one of Xcode's pseudolanguages, applied to the fixture once,
/// when it loads (`ActivityDefinition.pseudoLocalized`).
package enum PseudoLocaleOption {
  /// The option as `help` texts list it.
  package static let usage = "--pseudo-locale double|accented|bidi"

  /// The pseudolanguage named, nil when the option is absent.
  package static func parse(_ name: String?) throws(CLIError) -> PseudoLocale? {
    guard let name else { return nil }
    guard let locale = PseudoLocale(rawValue: name) else {
      throw CLIError.invalidValue(name, for: "--pseudo-locale", PseudoLocale.allCases.map(\.rawValue))
    }
    return locale
  }

  /// `definition` in the pseudolanguage `arguments` name, if any.
  package static func apply(_ arguments: ParsedArguments, to definition: ActivityDefinition) throws(CLIError)
    -> ActivityDefinition
  {
    definition.pseudoLocalized(try parse(arguments.value("pseudo-locale")))
  }

  /// What a frame header adds under a pseudolanguage: ` · pseudo-locale double`; nothing without one.
  package static func headerNote(_ locale: PseudoLocale?) -> String {
    locale.map { " · pseudo-locale \($0.rawValue)" } ?? ""
  }
}
