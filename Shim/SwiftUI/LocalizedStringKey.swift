import Foundation

/// A text written as a string literal, possibly with interpolations: `"Order #\(number)"`.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  /// A literal piece, or a date drawn in a style (which changes as time passes).
  enum Segment: Equatable {
    case literal(String)
    case date(Date, Text.DateStyle)
  }

  /// One interpolated value, as a localized text's argument: its kind (`string`, `int`, `double`), the
  /// value as text, and the `specifier:` it was written with.
  struct Argument: Equatable {
    var kind: String
    var value: String
    var specifier: String?

    /// `{"int": 12}`, `{"string": "Ana"}`, with `"specifier"` when one was written.
    var node: NodeValue {
      var members: [(String, NodeValue)] =
        switch kind {
        case "int", "double": [(kind, .raw(value))]
        default: [("string", .string(value))]
        }
      if let specifier { members.append(("specifier", .string(specifier))) }
      return .object(members)
    }
  }

  var segments: [Segment]
  /// The key Xcode extracts for it (`Order #%@`, `%lld min away`): the literal with `%` doubled and each
  /// interpolation as its format specifier.
  var key: String
  /// The interpolated values, in order.
  var arguments: [Argument] = []
  /// Whether a date is drawn in a style inside it (then la-sim does not look it up: see docs/swift.md).
  var hasDateStyle = false

  /// A key of `value`.
  public init(_ value: String) {
    segments = [.literal(value)]
    key = value
  }
  /// A literal.
  public init(stringLiteral value: String) {
    segments = [.literal(value)]
    key = value.replacingOccurrences(of: "%", with: "%%")
  }
  /// An interpolated literal.
  public init(stringInterpolation: StringInterpolation) {
    segments = stringInterpolation.segments
    key = stringInterpolation.key
    arguments = stringInterpolation.arguments
    hasDateStyle = stringInterpolation.hasDateStyle
  }

  /// The pieces of an interpolated literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    var segments: [Segment] = []
    var key = ""
    var arguments: [Argument] = []
    var hasDateStyle = false

    mutating func argument(_ specifier: String, _ kind: String, _ value: String, written: String? = nil) {
      key += specifier
      arguments.append(Argument(kind: kind, value: value, specifier: written))
    }

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
    public mutating func appendLiteral(_ literal: String) {
      append(literal)
      key += literal.replacingOccurrences(of: "%", with: "%%")
    }
    /// A string, as it is.
    public mutating func appendInterpolation(_ string: String) {
      append(string)
      argument("%@", "string", string)
    }
    /// An integer, as `%lld` writes it.
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
      append("\(value)")
      argument("%lld", "int", "\(value)")
    }
    /// A floating-point number, as `%lf` writes it (six decimals).
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
      append(String(format: "%lf", Double(value)))
      argument("%lf", "double", Double(value).isFinite ? "\(Double(value))" : "0")
    }
    /// A number with a `printf` specifier: `"\(fare, specifier: "%.2f")"`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      append(String(format: specifier, value))
      switch value {
      case let integer as any BinaryInteger: argument(specifier, "int", "\(integer)", written: specifier)
      case let number as any BinaryFloatingPoint:
        let double = Double(number)
        argument(specifier, "double", double.isFinite ? "\(double)" : "0", written: specifier)
      default: argument("%@", "string", String(format: specifier, value))
      }
    }
    /// A value formatted by a format style: `"\(fraction, format: .percent)"`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      append(format.format(input))
      argument("%@", "string", format.format(input))
    }
    /// A date in a style that changes with time: `"Arrives \(date, style: .relative)"`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      segments.append(.date(date, style))
      key += "%@"
      hasDateStyle = true
    }
    /// A text's words.
    public mutating func appendInterpolation(_ text: Text) {
      for segment in text.segments { segments.append(segment) }
      var plain = ""
      for segment in text.segments {
        if case .literal(let literal) = segment { plain += literal } else { hasDateStyle = true }
      }
      argument("%@", "string", plain)
    }
    /// Any other value, as `String(describing:)` writes it.
    public mutating func appendInterpolation<T>(_ value: T) {
      append(String(describing: value))
      argument("%@", "string", String(describing: value))
    }
  }
}
