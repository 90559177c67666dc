import Foundation

/// Children side by side.
public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  let site: SourceSite

  /// A row.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
    site = SourceSite(file, line, column)
  }

  /// Primitive.
  public var body: Never { fatalError("HStack is a primitive view") }
  /// An `hstack`.
  public func _node() -> _ViewNode {
    StackNode.node("hstack", content._node(), alignment.name, spacing, site)
  }
}

/// Children one above another.
public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  let site: SourceSite

  /// A column.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
    site = SourceSite(file, line, column)
  }

  /// Primitive.
  public var body: Never { fatalError("VStack is a primitive view") }
  /// A `vstack`.
  public func _node() -> _ViewNode {
    StackNode.node("vstack", content._node(), alignment.name, spacing, site)
  }
}

/// Children on top of one another.
public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content
  let site: SourceSite

  /// A pile.
  public init(
    alignment: Alignment = .center, @ViewBuilder content: () -> Content, file: StaticString = #fileID,
    line: UInt = #line, column: UInt = #column
  ) {
    self.alignment = alignment
    self.content = content()
    site = SourceSite(file, line, column)
  }

  /// Primitive.
  public var body: Never { fatalError("ZStack is a primitive view") }
  /// A `zstack`.
  public func _node() -> _ViewNode {
    StackNode.node("zstack", content._node(), alignment.name, nil, site)
  }
}

enum StackNode {
  static func node(
    _ kind: String, _ content: _ViewNode, _ alignment: String, _ spacing: CGFloat?, _ site: SourceSite
  ) -> _ViewNode {
    var children: [NodeValue] = []
    for child in content.flattened {
      do {
        children.append(try child.single())
      } catch {
        return _ViewNode(.unsupported(error.what), site: error.site)
      }
    }
    var members: [(String, NodeValue)] = [(kind, .array(children))]
    if alignment != "center" { members.append(("alignment", .string(alignment))) }
    if let spacing { members.append(("spacing", .number(Double(spacing)))) }
    return _ViewNode(.view(members), site: site)
  }
}

/// Space that grows along the enclosing stack's axis.
public struct Spacer: View {
  let minLength: CGFloat?
  let site: SourceSite

  /// A spacer; `minLength` nil is the system's.
  public init(
    minLength: CGFloat? = nil, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.minLength = minLength
    site = SourceSite(file, line, column)
  }

  /// Primitive.
  public var body: Never { fatalError("Spacer is a primitive view") }
  /// A `spacer`.
  public func _node() -> _ViewNode {
    guard let minLength else { return .view("spacer", .bool(true), site: site) }
    return .view("spacer", .object([("minLength", .number(Double(minLength)))]), site: site)
  }
}

/// Views grouped without a layout of their own: they join the enclosing stack.
public struct Group<Content: View>: View {
  let content: Content

  /// A group.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// Primitive.
  public var body: Never { fatalError("Group is a primitive view") }
  /// The content's views.
  public func _node() -> _ViewNode { content._node() }
}

/// A view per element of a collection; the views join the enclosing stack.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The elements.
  public var data: Data
  /// Makes an element's view.
  public var content: (Data.Element) -> Content

  /// Views identified by a key path of the element.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }

  /// Primitive.
  public var body: Never { fatalError("ForEach is a primitive view") }
  /// Each element's view.
  public func _node() -> _ViewNode { _ViewNode(.group(data.map { content($0)._node() })) }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A view per integer of a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Views of identifiable elements.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}
