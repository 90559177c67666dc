/// An alignment along the horizontal axis, as a `VStack` aligns its children.
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  /// Leading.
  public static let leading = HorizontalAlignment(name: "leading")
  /// Centre.
  public static let center = HorizontalAlignment(name: "center")
  /// Trailing.
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// An alignment along the vertical axis, as an `HStack` aligns its children.
public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  /// Top.
  public static let top = VerticalAlignment(name: "top")
  /// Centre.
  public static let center = VerticalAlignment(name: "center")
  /// Bottom.
  public static let bottom = VerticalAlignment(name: "bottom")
  /// The first line's baseline (la-sim aligns the top).
  public static let firstTextBaseline = VerticalAlignment(name: "top")
  /// The last line's baseline (la-sim aligns the bottom).
  public static let lastTextBaseline = VerticalAlignment(name: "bottom")
}

/// An alignment in both axes, as a frame places its content.
public struct Alignment: Equatable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// An alignment of two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Top.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top leading.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top trailing.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Bottom leading.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom trailing.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// la-sim's name: `center`, `leading`, `topLeading`, ….
  var name: String {
    switch (horizontal.name, vertical.name) {
    case ("center", "center"): return "center"
    case (let h, "center"): return h
    case ("center", let v): return v
    case (let h, let v): return v + h.prefix(1).uppercased() + h.dropFirst()
    }
  }
}
