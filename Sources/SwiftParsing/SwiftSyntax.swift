import Diagnostics

/// An expression of the Swift subset, with where it starts.
package struct SwiftExpr: Sendable {
  package indirect enum Kind: Sendable {
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

  package var kind: Kind
  package var position: SourcePosition
  /// The source text, as the tokens spell it, for messages and for formats copied as Swift writes them.
  package var source: String

  /// An expression of `kind` at `position`, written `source`.
  package init(kind: Kind, position: SourcePosition, source: String) {
    self.kind = kind
    self.position = position
    self.source = source
  }
}

/// `label: value`, or a value alone.
package struct SwiftArgument: Sendable {
  package var label: String?
  package var value: SwiftExpr

  /// `label: value`, or `value` when `label` is nil.
  package init(label: String?, value: SwiftExpr) {
    self.label = label
    self.value = value
  }
}

/// A trailing closure; the first has no label.
package struct SwiftTrailingClosure: Sendable {
  package var label: String?
  package var closure: SwiftClosure
  package var position: SourcePosition
}

/// `{ a, b in statements }`.
package struct SwiftClosure: Sendable {
  package var parameters: [String]
  package var statements: [SwiftStatement]
  package var position: SourcePosition
}

/// A part of a string literal.
package enum SwiftStringSegment: Sendable {
  case text(String)
  case interpolation([SwiftArgument], SourcePosition)
}

/// A statement in a closure, a computed property or a view body.
package struct SwiftStatement: Sendable {
  package indirect enum Kind: Sendable {
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

  package var kind: Kind
  package var position: SourcePosition
}

/// A condition of `if` or `guard`.
package enum SwiftCondition: Sendable {
  case expression(SwiftExpr)
  /// `let name = value`, or `let name` alone (Swift 5.7's shorthand) with `value` nil.
  case optionalBinding(String, SwiftExpr?, SourcePosition)
}

/// `case .a, .b: statements` or `default: statements`.
package struct SwiftSwitchCase: Sendable {
  /// The patterns; empty for `default`.
  package var patterns: [SwiftExpr]
  package var statements: [SwiftStatement]
  package var position: SourcePosition
}

/// A written type: `String`, `Date?`, `DeliveryAttributes.ContentState`, `[String]`.
package struct SwiftTypeName: Sendable, Equatable {
  /// The type without its optional mark, as spelt (`Optional<T>` is written as `T`).
  package var name: String
  package var isOptional: Bool
  package var position: SourcePosition
}

/// A declaration of the subset.
package struct SwiftDeclaration: Sendable {
  package indirect enum Kind: Sendable {
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

  package var kind: Kind
  package var position: SourcePosition
  /// Attributes before it: `@main`, `@Environment(\.activityFamily)` (as written).
  package var attributes: [String] = []
  /// Modifiers before it: `static`, `private`, `fileprivate`, …
  package var modifiers: [String] = []
}

/// A type declaration and its members.
package struct SwiftTypeDeclaration: Sendable {
  /// `struct`, `enum`, `class`, `actor`, `protocol`, `extension`.
  package var keyword: String
  /// The type's name (for an extension, the extended type as written).
  package var name: String
  /// The inheritance clause: `String`, `Codable`, `ActivityAttributes`, `View`.
  package var inherits: [String]
  package var members: [SwiftDeclaration]
}

/// A `let` or `var`.
package struct SwiftProperty: Sendable {
  package var isLet: Bool
  package var name: String
  package var type: SwiftTypeName?
  package var initializer: SwiftExpr?
  /// The getter of a computed property, or the statements of `var body: some View { … }`.
  package var getter: [SwiftStatement]?
}

/// One enum case.
package struct SwiftEnumCase: Sendable {
  package var name: String
  /// `= "raw"` as written: a string or number expression.
  package var rawValue: SwiftExpr?
  /// The case carries associated values.
  package var hasAssociatedValues: Bool
  package var position: SourcePosition
}
