import FrameFormats
import Views

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `--appearance light|dark`: the phone's appearance, which the Lock Screen follows (the Dynamic Island is
/// always dark). Dark when absent, as every golden recorded before the option existed.
package enum AppearanceOption {
  /// The option as `help` texts list it.
  package static let usage = "--appearance light|dark"

  /// The appearance named; dark when the option is absent.
  package static func parse(_ name: String?) throws(CLIError) -> ColorScheme {
    guard let name else { return .dark }
    guard let scheme = ColorScheme(rawValue: name) else {
      throw CLIError.invalidValue(name, for: "--appearance", ["light", "dark"])
    }
    return scheme
  }

  /// `--appearance light|dark|all` for `check`: both appearances, light first, for `all`.
  package static func schemes(_ name: String?) throws(CLIError) -> [ColorScheme] {
    guard let name else { return [.dark] }
    if name == "all" { return [.light, .dark] }
    guard let scheme = ColorScheme(rawValue: name) else {
      throw CLIError.invalidValue(name, for: "--appearance", ["light", "dark", "all"])
    }
    return [scheme]
  }

  /// What a frame header adds in light appearance: ` · light appearance`; nothing in dark, the default.
  package static func headerNote(_ scheme: ColorScheme) -> String {
    scheme == .light ? " · light appearance" : ""
  }

  /// The colours ANSI output may use: 24-bit where the terminal says it has them (`COLORTERM` is
  /// `truecolor` or `24bit`, the convention terminals set), the 256-colour palette otherwise.
  package static var ansiColors: ANSIText.Colors {
    let value = ProcessInfo.processInfo.environment["COLORTERM"] ?? ""
    return value == "truecolor" || value == "24bit" ? .trueColor : .palette256
  }
}
