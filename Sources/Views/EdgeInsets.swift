/// SwiftUI's `EdgeInsets`, in points: what `.padding(...)` adds around a view.
package struct EdgeInsets: Equatable, Sendable {
  /// Above.
  package var top: Double
  /// Before (left).
  package var leading: Double
  /// Below.
  package var bottom: Double
  /// After (right).
  package var trailing: Double

  /// Insets.
  package init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  package init(all length: Double) {
    self.init(top: length, leading: length, bottom: length, trailing: length)
  }

  /// `.padding()`'s default: 16 pt on every edge (the system's standard padding on iOS).
  package static let systemPadding = EdgeInsets(all: 16)

  /// Leading plus trailing.
  package var horizontal: Double { leading + trailing }
  /// Top plus bottom.
  package var vertical: Double { top + bottom }
}
