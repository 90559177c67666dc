import JSON

/// A colour as a view draws it: a named colour and its opacity (`Color.gray.opacity(0.3)`).
public struct StyleColor: Hashable, Sendable {
  /// The colour.
  public var color: NamedColor
  /// From 0 (transparent) to 1 (opaque).
  public var opacity: Double
  /// The app's own colour, when it is not a system one; `color` is then the system colour nearest to it,
  /// which a terminal draws.
  public var custom: CustomColor?

  /// A colour, opaque unless `opacity` says otherwise.
  public init(_ color: NamedColor, opacity: Double = 1) {
    self.color = color
    self.opacity = min(1, max(0, opacity.isFinite ? opacity : 1))
  }

  /// The app's own colour, opaque unless `opacity` says otherwise.
  public init(custom: CustomColor, opacity: Double = 1) {
    self.init(custom.nearest, opacity: opacity)
    self.custom = custom
  }

  /// The colour iOS draws in `scheme`, before `opacity`: the app's own where it gave one.
  public func resolved(in scheme: ColorScheme) -> ResolvedColor {
    custom?.resolved(in: scheme) ?? color.resolved(in: scheme)
  }

  /// How the app names it: `orange`, `#e3000f`, `BrandRed`.
  public var name: String { custom?.name ?? color.rawValue }

  /// Reads `"gray"`, `"black.opacity(0.8)"`: a name and, optionally, SwiftUI's `.opacity(x)`. Returns the
  /// name and the opacity, or nil for the name when the text is not of that shape.
  public static func split(_ text: String) -> (name: String, opacity: Double?)? {
    let marker = ".opacity("
    guard let start = text.indices.first(where: { text[$0...].hasPrefix(marker) }) else { return (text, nil) }
    guard text.hasSuffix(")") else { return nil }
    let numberStart = text.index(start, offsetBy: marker.count)
    guard numberStart < text.endIndex else { return nil }
    let number = text[numberStart..<text.index(before: text.endIndex)]
    guard let value = Double(number.trimmingSpaces), value.isFinite, (0...1).contains(value) else {
      return nil
    }
    return (String(text[..<start]), value)
  }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return text
  }
}
