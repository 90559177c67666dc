/// A colour: one of the system's, with an opacity.
public struct Color: View, ShapeStyle, Hashable, Sendable {
  let name: String
  let alpha: Double

  init(spelling name: String, opacity: Double = 1) {
    self.name = name
    alpha = opacity
  }

  /// la-sim's spelling: `green`, `gray.opacity(0.3)`.
  public var _spelling: String { alpha == 1 ? name : "\(name).opacity(\(alpha))" }

  /// The colour at `opacity` of its own.
  public func opacity(_ opacity: Double) -> Color { Color(spelling: name, opacity: alpha * opacity) }

  /// Primitive.
  public var body: Never { fatalError("Color is a primitive view") }
  /// A colour as a view fills the space it is offered.
  public func _node() -> _ViewNode {
    _ViewNode(.view([("shape", .string("rectangle")), ("fill", .string(_spelling))]))
  }

  /// Black.
  public static let black = Color(spelling: "black")
  /// Blue.
  public static let blue = Color(spelling: "blue")
  /// Brown.
  public static let brown = Color(spelling: "brown")
  /// Clear.
  public static let clear = Color(spelling: "black", opacity: 0)
  /// Cyan.
  public static let cyan = Color(spelling: "cyan")
  /// Gray.
  public static let gray = Color(spelling: "gray")
  /// Green.
  public static let green = Color(spelling: "green")
  /// Indigo.
  public static let indigo = Color(spelling: "indigo")
  /// Mint.
  public static let mint = Color(spelling: "mint")
  /// Orange.
  public static let orange = Color(spelling: "orange")
  /// Pink.
  public static let pink = Color(spelling: "pink")
  /// Purple.
  public static let purple = Color(spelling: "purple")
  /// Red.
  public static let red = Color(spelling: "red")
  /// Teal.
  public static let teal = Color(spelling: "teal")
  /// White.
  public static let white = Color(spelling: "white")
  /// Yellow.
  public static let yellow = Color(spelling: "yellow")
  /// The primary foreground.
  public static let primary = Color(spelling: "primary")
  /// The secondary foreground.
  public static let secondary = Color(spelling: "secondary")
}

extension ShapeStyle where Self == Color {
  /// Black.
  public static var black: Color { Color.black }
  /// Blue.
  public static var blue: Color { Color.blue }
  /// Brown.
  public static var brown: Color { Color.brown }
  /// Clear.
  public static var clear: Color { Color.clear }
  /// Cyan.
  public static var cyan: Color { Color.cyan }
  /// Gray.
  public static var gray: Color { Color.gray }
  /// Green.
  public static var green: Color { Color.green }
  /// Indigo.
  public static var indigo: Color { Color.indigo }
  /// Mint.
  public static var mint: Color { Color.mint }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Pink.
  public static var pink: Color { Color.pink }
  /// Purple.
  public static var purple: Color { Color.purple }
  /// Red.
  public static var red: Color { Color.red }
  /// Teal.
  public static var teal: Color { Color.teal }
  /// White.
  public static var white: Color { Color.white }
  /// Yellow.
  public static var yellow: Color { Color.yellow }
}
