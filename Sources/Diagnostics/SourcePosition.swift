/// A place in a source text (a fixture, a payload, a scenario, a Swift file): 1-based line and column, the
/// column counted in Unicode scalars; column 0 when only the line is known (a scenario's line).
public struct SourcePosition: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// 1-based line.
  public var line: Int
  /// 1-based column, counted in Unicode scalars; 0 for the line as a whole.
  public var column: Int

  /// A position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// A whole line, for texts read line by line.
  public static func line(_ line: Int) -> SourcePosition { SourcePosition(line: line, column: 0) }

  /// `line:column`, or `line` for a whole line.
  public var description: String { column > 0 ? "\(line):\(column)" : "\(line)" }
}
