/// SwiftUI's `ColorScheme`: the appearance a surface is drawn in. The Lock Screen follows the phone's
/// setting; the Dynamic Island, the Apple Watch Smart Stack and CarPlay are always dark.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
  /// Light mode: `.primary` is black.
  case light
  /// Dark mode: `.primary` is white (la-sim's default, and every golden's before `--appearance` existed).
  case dark
}
