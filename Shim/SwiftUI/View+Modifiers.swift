import Foundation

extension View {
  func modifier(_ key: String, _ value: NodeValue, _ combination: _ViewNode.Combination) -> some View {
    _NodeModifier(content: self, key: key, value: value, combination)
  }

  /// The font of the texts in this view.
  public func font(_ font: Font?) -> some View {
    var view: any View = self
    if let font {
      if let weight = font.weight { view = view.modifier("fontWeight", .string(weight), .inherited) }
      if font.isMonospacedDigit { view = view.modifier("monospacedDigit", .bool(true), .inherited) }
      if font.isItalic { view = view.modifier("italic", .bool(true), .inherited) }
      view = font._value.map { view.modifier("font", $0, .inherited) } ?? view
    }
    return AnyView(view)
  }

  /// The weight of the texts in this view.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    _NodeModifier(content: self, key: "fontWeight", value: .string(weight?.name ?? "regular"), .inherited)
  }

  /// The texts in this view in bold.
  public func bold(_ isActive: Bool = true) -> some View { modifier("bold", .bool(isActive), .inherited) }
  /// The texts in this view in italics.
  public func italic(_ isActive: Bool = true) -> some View { modifier("italic", .bool(isActive), .inherited) }
  /// Tabular digits.
  public func monospacedDigit() -> some View { modifier("monospacedDigit", .bool(true), .inherited) }

  /// The foreground colour or style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier("color", .color(style._spelling), .inherited)
  }
  /// The foreground colour.
  public func foregroundColor(_ color: Color?) -> some View {
    modifier("color", .color(color?._spelling ?? "primary"), .inherited)
  }
  /// The tint of controls (a progress bar).
  public func tint(_ tint: Color?) -> some View {
    modifier("tint", .color(tint?._spelling ?? "blue"), .inherited)
  }

  /// The most lines a text takes.
  public func lineLimit(_ number: Int?) -> some View {
    guard let number else { return AnyView(self) }
    return AnyView(modifier("lineLimit", .number(Double(number)), .inherited))
  }
  /// How much a text may shrink before it is cut.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    modifier("minimumScaleFactor", .number(Double(factor)), .inherited)
  }
  /// The texts and symbols in this view at Dynamic Type size `size`, whatever the reader's; the views in it
  /// read `size` with `@Environment(\.dynamicTypeSize)`.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    _EnvironmentWriter(content: modifier("dynamicTypeSize", .string(size.rawValue), .inherited)) {
      $0[DynamicTypeSizeKey.self] = size
    }
  }
  /// The texts and symbols in this view at the reader's Dynamic Type size kept within `range`
  /// (`...DynamicTypeSize.accessibility2`); a range that holds no size leaves the view as it is. The views in
  /// it read the clamped size with `@Environment(\.dynamicTypeSize)`, as SwiftUI's environment gives it (an
  /// inner range clamps what an outer one left).
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
    guard let smallest = sizes.first, let largest = sizes.last else { return AnyView(self) }
    let bounds: [(String, NodeValue)] = [
      ("min", .string(smallest.rawValue)), ("max", .string(largest.rawValue)),
    ]
    // The reader's size is read from the storage, not `dynamicTypeSize`: clamping is not the code reading it.
    return AnyView(
      _EnvironmentWriter(content: modifier("dynamicTypeSize", .object(bounds), .inherited)) {
        $0[DynamicTypeSizeKey.self] = min(max($0[DynamicTypeSizeKey.self], smallest), largest)
      })
  }
  /// How lines of a text align.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modifier("multilineTextAlignment", .string(alignment.name), .inherited)
  }
  /// The case the texts in this view draw their letters in; nil leaves them as written.
  public func textCase(_ textCase: Text.Case?) -> some View {
    guard let textCase else { return AnyView(self) }
    return AnyView(modifier("textCase", .string(textCase.name), .inherited))
  }
  /// The texts in this view with `tracking` points added after every character.
  public func tracking(_ tracking: CGFloat) -> some View {
    modifier("tracking", .number(Double(tracking)), .inherited)
  }
  /// The texts in this view with their characters `kerning` points further apart.
  public func kerning(_ kerning: CGFloat) -> some View {
    modifier("kerning", .number(Double(kerning)), .inherited)
  }
  /// Whether the texts in this view may squeeze their letters together before they are cut.
  public func allowsTightening(_ flag: Bool) -> some View {
    modifier("allowsTightening", .bool(flag), .inherited)
  }
  /// Where a text that does not fit is cut.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    modifier("truncationMode", .string(mode.name), .inherited)
  }

  /// Space around the view on every edge.
  public func padding(_ length: CGFloat) -> some View {
    modifier("padding", .number(Double(length)), .layout(rank: 1))
  }
  /// Space around the view on `edges` (the system's 16 pt when `length` is nil).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let points: NodeValue = .number(Double(length ?? 16))
    guard edges != .all else { return modifier("padding", points, .layout(rank: 1)) }
    var members: [(String, NodeValue)] = []
    for (edge, name) in Edge.Set.names where edges.contains(edge) { members.append((name, points)) }
    return modifier("padding", .object(members), .layout(rank: 1))
  }
  /// Space around the view, edge by edge.
  public func padding(_ insets: EdgeInsets) -> some View {
    let members: [(String, NodeValue)] = [
      ("top", .number(Double(insets.top))), ("leading", .number(Double(insets.leading))),
      ("bottom", .number(Double(insets.bottom))), ("trailing", .number(Double(insets.trailing))),
    ]
    return modifier("padding", .object(members), .layout(rank: 1))
  }

  /// A frame of a fixed size.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    frame(members: [("width", width), ("height", height)], alignment: alignment)
  }
  /// A flexible frame.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    frame(
      members: [
        ("minWidth", minWidth), ("maxWidth", maxWidth), ("minHeight", minHeight), ("maxHeight", maxHeight),
      ],
      alignment: alignment)
  }

  func frame(members: [(String, CGFloat?)], alignment: Alignment) -> some View {
    var object: [(String, NodeValue)] = members.compactMap { name, value in
      value.map { (name, .number(Double($0))) }
    }
    if alignment != .center { object.append(("alignment", .string(alignment.name))) }
    return modifier("frame", .object(object), .layout(rank: 3))
  }

  /// The view at its ideal size.
  public func fixedSize() -> some View { modifier("fixedSize", .bool(true), .layout(rank: 0)) }
  /// The view at its ideal size on the axes given.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(
      "fixedSize", .object([("horizontal", .bool(horizontal)), ("vertical", .bool(vertical))]),
      .layout(rank: 0))
  }
  /// The view's priority for space in its stack.
  public func layoutPriority(_ value: Double) -> some View {
    modifier("layoutPriority", .number(value), .inherited)
  }
  /// A colour behind the view.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
  {
    modifier("background", .color(style._spelling), .layout(rank: 2))
  }

  /// What VoiceOver reads instead of the view.
  public func accessibilityLabel(_ label: Text) -> some View {
    let words = label.segments.map { if case .literal(let text) = $0 { text } else { "" } }.joined()
    return modifier("accessibilityLabel", .string(words), .inherited)
  }
  /// Hides the view from VoiceOver.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    modifier("accessibilityHidden", .bool(hidden), .inherited)
  }
}

/// A modifier la-sim's layout has no counterpart for yet.
struct _UnsupportedModifier: View {
  let content: any View
  let what: String
  var body: Never { fatalError("primitive") }
  func _node() -> _ViewNode { _ViewNode(.unsupported(what)) }
}
