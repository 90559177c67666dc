/// A setting of the phone that a view can read with `@Environment`, and may draw otherwise at another value
/// of: named as SwiftUI's key path names it (`\.colorScheme`), which is how la-sim's widget host lists the
/// settings its views read (`"reads"` in its answer).
public enum EnvironmentSetting: String, CaseIterable, Hashable, Sendable {
  /// `colorScheme`: light or dark.
  case colorScheme
  /// `dynamicTypeSize`: the text size.
  case dynamicTypeSize
}
