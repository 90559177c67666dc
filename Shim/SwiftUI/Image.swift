/// An image: an SF Symbol by name.
public struct Image: View, Equatable {
  let name: String
  let isSymbol: Bool
  let site: SourceSite

  /// Two images are equal when they name the same picture.
  public static func == (lhs: Image, rhs: Image) -> Bool {
    lhs.name == rhs.name && lhs.isSymbol == rhs.isSymbol
  }

  /// An SF Symbol.
  public init(systemName: String, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
    name = systemName
    isSymbol = true
    site = SourceSite(file, line, column)
  }

  /// An image from the asset catalogue.
  public init(_ name: String, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
    self.name = name
    isSymbol = false
    site = SourceSite(file, line, column)
  }

  /// Primitive.
  public var body: Never { fatalError("Image is a primitive view") }
  /// An `icon`; an asset image is not drawn yet.
  public func _node() -> _ViewNode {
    guard isSymbol else { return _ViewNode(.unsupported("Image(\"\(name)\") (an asset)"), site: site) }
    return .view("icon", .string(name), site: site)
  }

  /// Resizable (la-sim sizes symbols by font).
  public func resizable() -> Image { self }
}
