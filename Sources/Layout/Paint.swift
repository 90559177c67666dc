import ActivityState

/// How a view is coloured and weighted when drawn; layout never reads it.
public struct Paint: Equatable, Sendable {
  /// The foreground colour; nil is the surface's own text colour.
  public var foreground: NamedColor?
  /// Whether the weight is semibold or heavier (a terminal draws it bold).
  public var bold: Bool
  /// A background behind the view's own frame: a capsule's colour, on the capsule and on what it holds.
  public var background: NamedColor?

  /// A paint.
  public init(foreground: NamedColor? = nil, bold: Bool = false, background: NamedColor? = nil) {
    self.foreground = foreground
    self.bold = bold
    self.background = background
  }
}
