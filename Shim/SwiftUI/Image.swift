import Foundation

/// An image: an SF Symbol by name, or a picture of the app's asset catalogue (drawn as a placeholder of its
/// size).
public struct Image: View, Equatable {
  let name: String
  let isSymbol: Bool
  let site: SourceSite
  /// An asset image's size in points.
  var size: [Double] = []
  var isResizable = false
  var isDecorative = false

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

  /// The image set `name` of the app's asset catalogue. A name that no `*.imageset` under the folders given
  /// holds stops the evaluation with its place, rather than drawing nothing as SwiftUI does.
  public init(
    _ name: String, bundle: Bundle? = nil, file: StaticString = #fileID, line: UInt = #line,
    column: UInt = #column
  ) {
    self.name = name
    isSymbol = false
    site = SourceSite(file, line, column)
    if let size = _LaSimAssets.images[name] {
      self.size = size
    } else {
      _LaSimAssets.missing.append(
        "Image(\"\(name)\") (\(site.short(callee: "Image"))) names no image set: la-sim reads the asset"
          + " catalogues' Name.imageset/Contents.json in the folders given, and found none by that name")
    }
  }

  /// An image that is only decoration (VoiceOver skips it).
  public init(
    decorative name: String, bundle: Bundle? = nil, file: StaticString = #fileID, line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(name, bundle: bundle, file: file, line: line, column: column)
    isDecorative = true
  }

  /// Primitive.
  public var body: Never { fatalError("Image is a primitive view") }
  /// An `icon`, or an `image` with its size.
  public func _node() -> _ViewNode {
    guard !isSymbol else { return .view("icon", .string(name), site: site) }
    guard size.count == 2 else { return .empty }
    var members: [(String, NodeValue)] = [
      (
        "image",
        .object([("name", .string(name)), ("width", .number(size[0])), ("height", .number(size[1]))])
      )
    ]
    if isResizable { members.append(("resizable", .bool(true))) }
    if isDecorative { members.append(("accessibilityHidden", .bool(true))) }
    return _ViewNode(.view(members), site: site)
  }

  /// The image resized to the space offered (a symbol keeps the size of its font).
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image
  {
    var image = self
    image.isResizable = !isSymbol
    return image
  }

  /// How the image is drawn (la-sim draws a placeholder either way).
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

  /// How a resizable image fills its space.
  public enum ResizingMode: Sendable {
    /// Tiled.
    case tile
    /// Stretched.
    case stretch
  }

  /// How an image is coloured.
  public enum TemplateRenderingMode: Sendable {
    /// In its own colours.
    case original
    /// In the foreground style.
    case template
  }
}

/// How a view keeps its proportions when resized.
public enum ContentMode: Hashable, Sendable {
  /// Inside the space offered.
  case fit
  /// Covering it.
  case fill
}

extension View {
  /// The view resized keeping its proportions (an asset image; other views as they are).
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    _ContentModeModifier(content: self, mode: contentMode)
  }
  /// The view scaled to fit the space offered, keeping its proportions.
  public func scaledToFit() -> some View { _ContentModeModifier(content: self, mode: .fit) }
  /// The view scaled to cover the space offered, keeping its proportions.
  public func scaledToFill() -> some View { _ContentModeModifier(content: self, mode: .fill) }
}

/// `contentMode` on an asset image's node; on any other view, nothing.
struct _ContentModeModifier<Content: View>: View {
  let content: Content
  let mode: ContentMode

  var body: Never { fatalError("primitive") }
  func _node() -> _ViewNode {
    let node = content._node()
    guard case .view(let members) = node.kind, members.first?.0 == "image" else { return node }
    return node.modified("contentMode", .string(mode == .fit ? "fit" : "fill"), .inherited)
  }
}
