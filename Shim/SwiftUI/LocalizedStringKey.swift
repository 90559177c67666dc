import Foundation

/// A text written as a string literal, possibly with interpolations: `"Order #\(number)"`.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  /// A literal piece, or a date drawn in a style (which changes as time passes).
  enum Segment: Equatable {
    case literal(String)
    case date(Date, Text.DateStyle)
  }

  var segments: [Segment]

  /// A key of `value`.
  public init(_ value: String) { segments = [.literal(value)] }
  /// A literal.
  public init(stringLiteral value: String) { segments = [.literal(value)] }
  /// An interpolated literal.
  public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

  /// The pieces of an interpolated literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    var segments: [Segment] = []

    /// Room for the pieces.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    mutating func append(_ text: String) {
      if case .literal(let last)? = segments.last {
        segments[segments.count - 1] = .literal(last + text)
      } else {
        segments.append(.literal(text))
      }
    }

    /// A literal piece.
    public mutating func appendLiteral(_ literal: String) { append(literal) }
    /// A string, as it is.
    public mutating func appendInterpolation(_ string: String) { append(string) }
    /// An integer, as `%lld` writes it.
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { append("\(value)") }
    /// A floating-point number, as `%lf` writes it (six decimals).
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
      append(String(format: "%lf", Double(value)))
    }
    /// A number with a `printf` specifier: `"\(fare, specifier: "%.2f")"`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      append(String(format: specifier, value))
    }
    /// A value formatted by a format style: `"\(fraction, format: .percent)"`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      append(format.format(input))
    }
    /// A date in a style that changes with time: `"Arrives \(date, style: .relative)"`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      segments.append(.date(date, style))
    }
    /// A text's words.
    public mutating func appendInterpolation(_ text: Text) {
      for segment in text.segments { segments.append(segment) }
    }
    /// Any other value, as `String(describing:)` writes it.
    public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }
  }
}
