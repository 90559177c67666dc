import Foundation

/// The Dynamic Type sizes, smallest first, as `@Environment(\.dynamicTypeSize)` gives them.
public enum DynamicTypeSize: String, Hashable, Comparable, CaseIterable, Sendable {
  /// Extra small.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the default.
  case large
  /// Extra large.
  case xLarge
  /// Extra extra large.
  case xxLarge
  /// Extra extra extra large.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth accessibility size.
  case accessibility5

  /// Whether it is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// Smaller first.
  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

struct LocaleKey: EnvironmentKey {
  static let defaultValue = Locale(identifier: "en_US")
}

struct LuminanceReducedKey: EnvironmentKey {
  static let defaultValue = false
}

struct ActivityFullscreenKey: EnvironmentKey {
  static let defaultValue = false
}

/// Whether the views evaluated since it was last cleared read `isActivityFullscreen`: only then can StandBy's
/// view differ from the Lock Screen's, and the host evaluates it.
public enum _LaSimFullscreenRead {
  /// Set by every read of `isActivityFullscreen`; the host clears it before evaluating a view.
  nonisolated(unsafe) public static var happened = false
}

/// Which of the phone's settings the views evaluated since it was last cleared read: a view that reads one can
/// draw something else for another value, so `la-sim check` asks it again at each value it checks.
public enum _LaSimEnvironmentRead {
  /// Set by every read of `colorScheme`.
  nonisolated(unsafe) public static var colorScheme = false
  /// Set by every read of `dynamicTypeSize`.
  nonisolated(unsafe) public static var dynamicTypeSize = false
}

extension EnvironmentValues {
  /// The Dynamic Type size la-sim draws at (`--dynamic-type`).
  public var dynamicTypeSize: DynamicTypeSize {
    get {
      _LaSimEnvironmentRead.dynamicTypeSize = true
      return self[DynamicTypeSizeKey.self]
    }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// The language la-sim draws in (`--locale`; `en_US` without).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// Whether the screen is dimmed (the Always-On display): la-sim draws the screen lit, so false.
  public var isLuminanceReduced: Bool {
    get { self[LuminanceReducedKey.self] }
    set { self[LuminanceReducedKey.self] = newValue }
  }

  /// Whether the Live Activity fills the screen: true while la-sim asks for the Lock Screen view StandBy
  /// draws, false for the Lock Screen card, the banner and every other presentation.
  public var isActivityFullscreen: Bool {
    get {
      _LaSimFullscreenRead.happened = true
      return self[ActivityFullscreenKey.self]
    }
    set { self[ActivityFullscreenKey.self] = newValue }
  }
}
