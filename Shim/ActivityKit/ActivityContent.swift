import Foundation

/// A content state with its stale date and relevance.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable, Hashable {
  /// The state.
  public var state: State
  /// When the content becomes out of date.
  public var staleDate: Date?
  /// How relevant the activity is among the app's others.
  public var relevanceScore: Double

  /// Content.
  public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
    self.state = state
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
  }
}
