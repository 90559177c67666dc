/// SwiftUI's `EdgeInsets`, in points: what `.padding(...)` adds around a view.
public struct EdgeInsets: Equatable, Hashable, Sendable {
  /// Above.
  public var top: Double
  /// Before (left).
  public var leading: Double
  /// Below.
  public var bottom: Double
  /// After (right).
  public var trailing: Double

  /// Insets.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(all length: Double) {
    self.init(top: length, leading: length, bottom: length, trailing: length)
  }

  /// `.padding()`'s default: 16 pt on every edge (the system's standard padding on iOS).
  public static let systemPadding = EdgeInsets(all: 16)

  /// Leading plus trailing.
  public var horizontal: Double { leading + trailing }
  /// Top plus bottom.
  public var vertical: Double { top + bottom }
}
