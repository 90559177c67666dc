/// `.fixedSize(horizontal:vertical:)`: the axes on which a view takes its ideal size whatever it is offered.
public struct FixedSize: Equatable, Sendable {
  /// The view is as wide as it wants.
  public var horizontal: Bool
  /// The view is as tall as it wants.
  public var vertical: Bool

  /// Fixed on the axes given; neither by default, as SwiftUI's views are.
  public init(horizontal: Bool = false, vertical: Bool = false) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}
