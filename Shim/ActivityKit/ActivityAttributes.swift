import Foundation

/// The data a Live Activity shows: fixed attributes, and a content state that changes with each update.
public protocol ActivityAttributes: Decodable, Encodable {
  /// The data that changes.
  associatedtype ContentState: Decodable, Encodable, Hashable
}
