import Foundation

/// Modifiers that cannot change a widget's layout: they compile and are kept out of the view tree.
extension View {
  /// A transition between contents (not drawn).
  public func contentTransition(_ transition: ContentTransition) -> some View { self }
  /// An animation (not drawn).
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
  /// A transition (not drawn).
  public func transition(_ transition: AnyTransition) -> some View { self }
  /// Hidden when the phone is locked with sensitive content redacted (la-sim draws it).
  public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
  /// Content that is out of date while an interaction is pending (la-sim draws it).
  public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
  /// Accented in a tinted widget (la-sim draws it as it is).
  public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
  /// An identity (not drawn).
  public func id<ID: Hashable>(_ id: ID) -> some View { self }
}

/// How a view's content changes (not drawn).
public struct ContentTransition: Sendable {
  /// Numbers rolling.
  public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
  /// Identity.
  public static let identity = ContentTransition()
  /// Opacity.
  public static let opacity = ContentTransition()
}

/// An animation (not drawn).
public struct Animation: Equatable, Sendable {
  /// The default.
  public static let `default` = Animation()
  /// Ease in and out.
  public static let easeInOut = Animation()
  /// A spring.
  public static let spring = Animation()
}

/// A transition (not drawn).
public struct AnyTransition: Sendable {
  /// Opacity.
  public static let opacity = AnyTransition()
  /// Scale.
  public static let scale = AnyTransition()
}
