/// An expression of the Swift subset, with where it starts.
struct SwiftExpr: Sendable {
  indirect enum Kind: Sendable {
    /// `context`, `Text`, `self`.
    case identifier(String)
    /// `.caption`: a member of the type the context implies.
    case implicitMember(String)
    /// `base.name`.
    case member(SwiftExpr, String)
    /// `callee(arguments) { trailing } label: { … }`.
    case call(SwiftExpr, [SwiftArgument], [SwiftTrailingClosure])
    /// `{ params in statements }`.
    case closure(SwiftClosure)
    /// A string literal: text and interpolations (each an argument list, as `\(x, format: .percent)`).
    case string([SwiftStringSegment])
    /// A number literal as written.
    case number(String)
    /// `true`, `false`.
    case bool(Bool)
    /// `nil`.
    case nilLiteral
    /// `lhs op rhs`.
    case binary(String, SwiftExpr, SwiftExpr)
    /// `-x`, `!x`.
    case prefix(String, SwiftExpr)
    /// `x!`, `x?`.
    case postfix(String, SwiftExpr)
    /// `condition ? a : b`.
    case ternary(SwiftExpr, SwiftExpr, SwiftExpr)
    /// `\.self`, `\.id`.
    case keyPath(String)
    /// `[a, b]`.
    case array([SwiftExpr])
    /// `(a)` or `(a, b)`.
    case tuple([SwiftArgument])
    /// `base[index]`.
    case subscripted(SwiftExpr, [SwiftArgument])
    /// `x as T`, `x is T`.
    case cast(SwiftExpr, String)
  }

  var kind: Kind
  var position: SwiftPosition
  /// The source text, as the tokens spell it, for messages and for formats copied as Swift writes them.
  var source: String
}

/// `label: value`, or a value alone.
struct SwiftArgument: Sendable {
  var label: String?
  var value: SwiftExpr
}

/// A trailing closure; the first has no label.
struct SwiftTrailingClosure: Sendable {
  var label: String?
  var closure: SwiftClosure
  var position: SwiftPosition
}

/// `{ a, b in statements }`.
struct SwiftClosure: Sendable {
  var parameters: [String]
  var statements: [SwiftStatement]
  var position: SwiftPosition
}

/// A part of a string literal.
enum SwiftStringSegment: Sendable {
  case text(String)
  case interpolation([SwiftArgument], SwiftPosition)
}

/// A statement in a closure, a computed property or a view body.
struct SwiftStatement: Sendable {
  indirect enum Kind: Sendable {
    case expression(SwiftExpr)
    /// `if conditions { } else { }`; an `else if` is an `else` holding one `if`.
    case ifStatement([SwiftCondition], [SwiftStatement], [SwiftStatement]?)
    /// `guard conditions else { }`.
    case guardStatement([SwiftCondition], [SwiftStatement])
    /// `switch subject { case …: … default: … }`.
    case switchStatement(SwiftExpr, [SwiftSwitchCase])
    /// `return value`.
    case returnStatement(SwiftExpr?)
    /// A local `let` or `var`.
    case declaration(SwiftDeclaration)
    /// A statement outside the subset (`for`, `while`, `do`, …), skipped; its keyword.
    case unsupported(String)
  }

  var kind: Kind
  var position: SwiftPosition
}

/// A condition of `if` or `guard`.
enum SwiftCondition: Sendable {
  case expression(SwiftExpr)
  /// `let name = value`, or `let name` alone (Swift 5.7's shorthand) with `value` nil.
  case optionalBinding(String, SwiftExpr?, SwiftPosition)
}

/// `case .a, .b: statements` or `default: statements`.
struct SwiftSwitchCase: Sendable {
  /// The patterns; empty for `default`.
  var patterns: [SwiftExpr]
  var statements: [SwiftStatement]
  var position: SwiftPosition
}

/// A written type: `String`, `Date?`, `DeliveryAttributes.ContentState`, `[String]`.
struct SwiftTypeName: Sendable, Equatable {
  /// The type without its optional mark, as spelt (`Optional<T>` is written as `T`).
  var name: String
  var isOptional: Bool
  var position: SwiftPosition
}

/// A declaration of the subset.
struct SwiftDeclaration: Sendable {
  indirect enum Kind: Sendable {
    /// `struct`, `enum`, `class`, `actor`, `protocol` or `extension`.
    case type(SwiftTypeDeclaration)
    /// `let` or `var`, stored or computed.
    case property(SwiftProperty)
    /// `case a = "A", b`.
    case enumCases([SwiftEnumCase])
    /// `func name`; its body is not read.
    case function(String)
    /// `init(labels…)`; its body is not read.
    case initializer([String])
    /// `#Preview(…) { … } contentStates: { … }`, as a call.
    case preview(SwiftExpr)
    /// Anything else (`import`, `typealias`, …): its first word.
    case other(String)
  }

  var kind: Kind
  var position: SwiftPosition
  /// Attributes before it: `@main`, `@Environment(\.activityFamily)` (as written).
  var attributes: [String] = []
  /// Modifiers before it: `static`, `private`, `fileprivate`, …
  var modifiers: [String] = []
}

/// A type declaration and its members.
struct SwiftTypeDeclaration: Sendable {
  /// `struct`, `enum`, `class`, `actor`, `protocol`, `extension`.
  var keyword: String
  /// The type's name (for an extension, the extended type as written).
  var name: String
  /// The inheritance clause: `String`, `Codable`, `ActivityAttributes`, `View`.
  var inherits: [String]
  var members: [SwiftDeclaration]
}

/// A `let` or `var`.
struct SwiftProperty: Sendable {
  var isLet: Bool
  var name: String
  var type: SwiftTypeName?
  var initializer: SwiftExpr?
  /// The getter of a computed property, or the statements of `var body: some View { … }`.
  var getter: [SwiftStatement]?
}

/// One enum case.
struct SwiftEnumCase: Sendable {
  var name: String
  /// `= "raw"` as written: a string or number expression.
  var rawValue: SwiftExpr?
  /// The case carries associated values.
  var hasAssociatedValues: Bool
  var position: SwiftPosition
}
