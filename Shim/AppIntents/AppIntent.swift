/// Something the app does when asked (a button in a Live Activity).
public protocol AppIntent {
  /// The intent's title.
  static var title: LocalizedStringResource { get }
  /// What it gives back.
  associatedtype PerformResult: IntentResult
  /// Does it.
  func perform() async throws -> PerformResult
  /// An intent.
  init()
}

/// An intent a Live Activity's button runs in the app's process.
public protocol LiveActivityIntent: AppIntent {}

/// What an intent gives back.
public protocol IntentResult {}

/// The empty result.
public struct _EmptyIntentResult: IntentResult {}

extension IntentResult where Self == _EmptyIntentResult {
  /// Nothing.
  public static func result() -> _EmptyIntentResult { _EmptyIntentResult() }
}

/// A title written as a string literal.
public struct LocalizedStringResource: ExpressibleByStringLiteral, Sendable {
  let key: String
  /// A title.
  public init(stringLiteral value: String) { key = value }
}
