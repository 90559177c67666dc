/// A title beside an icon.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  let site: SourceSite

  /// A label of views.
  public init(
    @ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon, file: StaticString = #fileID,
    line: UInt = #line, column: UInt = #column
  ) {
    self.title = title()
    self.icon = icon()
    site = SourceSite(file, line, column)
  }

  /// Primitive.
  public var body: Never { fatalError("Label is a primitive view") }
  /// A `label`.
  public func _node() -> _ViewNode {
    do {
      guard let title = try title._node().value(), let icon = try icon._node().value() else { return .empty }
      return .view("label", .object([("title", title), ("icon", icon)]), site: site)
    } catch {
      return _ViewNode(.unsupported(error.what), site: error.site)
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// `Label("Pickup", systemImage: "clock")`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage name: String, file: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) {
    title = Text(titleKey, file: file, line: line, column: column)
    icon = Image(systemName: name, file: file, line: line, column: column)
    site = SourceSite(file, line, column)
  }
}
