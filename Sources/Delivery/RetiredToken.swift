#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A push token an activity had before, and the instant a newer one replaced it.
public struct RetiredToken: Equatable, Sendable {
  /// The token.
  public var token: String
  /// When it stopped being the current one.
  public var until: Date

  /// `token`, replaced at `until`.
  public init(token: String, until: Date) {
    self.token = token
    self.until = until
  }
}
