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

  /// `File.swift:12:9`: the file's name without `#fileID`'s module. A default `#column` is that of the call's
  /// opening parenthesis; `callee` (`Text`) moves it back to the start of the call.
  package func short(callee: String = "") -> String {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return "\(name):\(line):\(column > callee.count ? column - callee.count : column)"
  }
}
