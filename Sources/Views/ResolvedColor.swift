/// A colour as iOS draws it: 8-bit sRGB channels and an alpha of its own (`.secondary` is a translucent
/// grey, so what it lies on shows through).
public struct ResolvedColor: Hashable, Sendable {
  /// Red, 0…255.
  public var red: UInt8
  /// Green, 0…255.
  public var green: UInt8
  /// Blue, 0…255.
  public var blue: UInt8
  /// The colour's own opacity, 0…1 (before any `.opacity(x)` a view adds).
  public var alpha: Double

  /// A colour.
  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = min(1, max(0, alpha.isFinite ? alpha : 1))
  }

  /// This colour at `opacity` (0…1) laid over `below` (opaque): SwiftUI's source-over compositing.
  public func over(_ below: ResolvedColor, opacity: Double = 1) -> ResolvedColor {
    let fraction = alpha * min(1, max(0, opacity.isFinite ? opacity : 1))
    func channel(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      UInt8((Double(top) * fraction + Double(bottom) * (1 - fraction)).rounded())
    }
    return ResolvedColor(channel(red, below.red), channel(green, below.green), channel(blue, below.blue))
  }

  /// `#rrggbb` (alpha is not written: a picture draws colours already composited).
  public var hex: String {
    let digits = Array("0123456789abcdef")
    return "#"
      + [red, green, blue].map { value in String([digits[Int(value) / 16], digits[Int(value) % 16]]) }.joined()
  }
}
