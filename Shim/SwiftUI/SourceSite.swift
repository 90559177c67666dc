/// Where in the app's Swift a view was written: `#fileID`, `#line` and `#column` of its initializer or
/// modifier, so that la-sim's findings can name the line.
package struct SourceSite: Sendable, CustomStringConvertible {
  package var file: String
  package var line: Int
  package var column: Int

  package init(_ file: StaticString, _ line: UInt, _ column: UInt) {
    self.file = "\(file)"
    self.line = Int(line)
    self.column = Int(column)
  }

  package var description: String { "\(file):\(line):\(column)" }
}
