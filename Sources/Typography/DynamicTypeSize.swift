/// SwiftUI's `DynamicTypeSize`: the reader's text size setting. `.large` is the default.
public enum DynamicTypeSize: String, CaseIterable, Equatable, Hashable, Sendable {
  /// `.xSmall`.
  case xSmall
  /// `.small`.
  case small
  /// `.medium`.
  case medium
  /// `.large`, the default.
  case large
  /// `.xLarge`.
  case xLarge
  /// `.xxLarge`.
  case xxLarge
  /// `.xxxLarge`.
  case xxxLarge
  /// `.accessibility1`.
  case accessibility1 = "AX1"
  /// `.accessibility2`.
  case accessibility2 = "AX2"
  /// `.accessibility3`.
  case accessibility3 = "AX3"
  /// `.accessibility4`.
  case accessibility4 = "AX4"
  /// `.accessibility5`.
  case accessibility5 = "AX5"

  /// Whether it is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { rawValue.hasPrefix("AX") }
}
