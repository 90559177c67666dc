import Fixture

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An alert an update carried (`AlertConfiguration`), with the instant it arrived.
public struct DeliveredAlert: Equatable, Sendable {
  /// The alert's title, body and sound.
  public var alert: AlertContent
  /// When the update that carried it was applied.
  public var date: Date

  /// `alert`, arrived at `date`.
  public init(alert: AlertContent, date: Date) {
    self.alert = alert
    self.date = date
  }
}
