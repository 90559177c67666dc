import Fixture
import Views

/// The bounds and closed sets of the format's values, which the decoder checks and the schema states.
extension FixtureFormat {
  /// A length in points: a screen is at most a few hundred points.
  public static let pointsRange = FixtureRange(minimum: 0, maximum: 10_000)
  /// `.lineLimit(n)`.
  public static let lineLimitRange = FixtureRange(minimum: 1, maximum: 1000)
  /// `.layoutPriority(p)`.
  public static let layoutPriorityRange = FixtureRange(minimum: -1000, maximum: 1000)
  /// `.tracking(_:)` and `.kerning(_:)`, in points.
  public static let trackingRange = FixtureRange(minimum: -50, maximum: 50)
  /// `.minimumScaleFactor(f)`: above 0, at most 1.
  public static let scaleFactorRange = FixtureRange(maximum: 1, exclusiveMinimum: 0)
  /// `.opacity(x)`.
  public static let opacityRange = FixtureRange(minimum: 0, maximum: 1)

  /// A stack's `alignment`: a VStack's horizontal ones, then an HStack's vertical ones not among them.
  static let stackAlignments =
    Alignment.allCases.map(\.rawValue)
    + VerticalAlignment.allCases.map(\.rawValue).filter { Alignment(rawValue: $0) == nil }
    + ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]

  /// `.frame(alignment:)`'s names, each a horizontal and a vertical alignment.
  public static let frameAlignments: [(name: String, horizontal: Alignment, vertical: VerticalAlignment)] = [
    ("center", .center, .center), ("leading", .leading, .center), ("trailing", .trailing, .center),
    ("top", .center, .top), ("bottom", .center, .bottom), ("topLeading", .leading, .top),
    ("topTrailing", .trailing, .top), ("bottomLeading", .leading, .bottom),
    ("bottomTrailing", .trailing, .bottom),
  ]

  /// The shapes named by a string (`RoundedRectangle` is an object).
  public static let shapes: [(name: String, shape: ShapeKind)] = [
    ("circle", .circle), ("ellipse", .ellipse), ("capsule", .capsule), ("rectangle", .rectangle),
  ]
  static let shapeNames = shapes.map(\.name)

  /// The dismissal policies named by a string (`.after` is an object).
  static let dismissalNames = ["default", "immediate"]

  /// `.opacity(x)`'s argument as `StyleColor.split` reads it: a number Swift's `Double(_:)` parses that is
  /// from 0 to 1 (or one with an exponent or in hexadecimal, which the decoder checks), with spaces around.
  static let opacityArgumentPattern =
    " *(\\+?(0+(\\.[0-9]*)?|0*1(\\.0*)?|\\.[0-9]+)|-(0+(\\.0*)?|\\.0+)|[+-]?[0-9.]+[eE][+-]?[0-9]+"
    + "|[+-]?0[xX][0-9a-fA-F.]+([pP][+-]?[0-9]+)?) *"
  /// A named colour with an opacity: `"gray.opacity(0.3)"`.
  static let namedOpacityPattern =
    "^(\(NamedColor.allCases.map(\.rawValue).joined(separator: "|")))\\.opacity\\(\(opacityArgumentPattern)\\)$"
  /// A colour by its sRGB components, with an optional opacity: `"#e3000f"`, `"#e3000f80.opacity(0.5)"`.
  static let hexColorPattern =
    "^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})(\\.opacity\\(\(opacityArgumentPattern)\\))?$"
  /// An enum field's colour, with an optional opacity: `"{status.color}.opacity(0.2)"`.
  static let enumColorPattern = "^\\{.*\\.color\\}(\\.opacity\\(\(opacityArgumentPattern)\\))?$"
}
