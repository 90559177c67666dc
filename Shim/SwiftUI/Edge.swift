import Foundation

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Sendable {
  /// Top.
  case top
  /// Leading.
  case leading
  /// Bottom.
  case bottom
  /// Trailing.
  case trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int8
    /// A set of bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Top.
    public static let top = Set(rawValue: 1)
    /// Leading.
    public static let leading = Set(rawValue: 2)
    /// Bottom.
    public static let bottom = Set(rawValue: 4)
    /// Trailing.
    public static let trailing = Set(rawValue: 8)
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.horizontal, .vertical]

    package static let names: [(Set, String)] = [
      (.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing"),
    ]
  }
}

/// Insets on each edge.
public struct EdgeInsets: Equatable, Sendable {
  /// Top.
  public var top: CGFloat
  /// Leading.
  public var leading: CGFloat
  /// Bottom.
  public var bottom: CGFloat
  /// Trailing.
  public var trailing: CGFloat

  /// Insets.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// How the lines of a text align.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Leading.
  case leading
  /// Centre.
  case center
  /// Trailing.
  case trailing

  var name: String {
    switch self {
    case .leading: "leading"
    case .center: "center"
    case .trailing: "trailing"
    }
  }
}

extension Text {
  /// Where a text that does not fit is cut.
  public enum TruncationMode: Sendable {
    /// At the start.
    case head
    /// In the middle.
    case middle
    /// At the end.
    case tail

    var name: String {
      switch self {
      case .head: "head"
      case .middle: "middle"
      case .tail: "tail"
      }
    }
  }
}

extension Text {
  /// The case `textCase(_:)` draws letters in.
  public enum Case: Sendable {
    /// Capitals.
    case uppercase
    /// Small letters.
    case lowercase

    var name: String { self == .uppercase ? "uppercase" : "lowercase" }
  }
}
