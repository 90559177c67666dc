#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A push token an activity had before, and the instant a newer one replaced it.
package struct RetiredToken: Equatable, Sendable {
  /// The token.
  package var token: String
  /// When it stopped being the current one.
  package var until: Date

  /// `token`, replaced at `until`.
  package init(token: String, until: Date) {
    self.token = token
    self.until = until
  }
}
