import Diagnostics

/// One token of Swift source.
package struct SwiftToken: Equatable, Sendable {
  package enum Kind: Equatable, Sendable {
    /// An identifier or keyword (`struct`, `context`, `` `default` `` without its backticks).
    case identifier
    /// A number literal, as written.
    case number
    /// A string literal (single- or multi-line), its parts in order.
    case string([StringPart])
    /// An operator or punctuation: `(`, `.`, `->`, `??`, `...`.
    case punctuation
    /// `@name`: an attribute or property wrapper.
    case attribute
    /// `#name`: `#Preview`, `#if`, `#selector`.
    case pound
    /// The end of the file.
    case end
  }

  /// A piece of a string literal: text, or an interpolation `\( … )` as the tokens inside it.
  package enum StringPart: Equatable, Sendable {
    case text(String)
    case interpolation([SwiftToken])
  }

  package var kind: Kind
  /// The token's text (for a string, its source text).
  package var text: String
  package var position: SourcePosition
  /// Whether a line break separates it from the token before.
  package var newlineBefore = false
  /// Whether white space (or a comment) separates it from the token before.
  package var spaceBefore = false

  package func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }
  package func isIdentifier(_ text: String) -> Bool { kind == .identifier && self.text == text }
}
