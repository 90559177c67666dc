import Diagnostics
import FixtureJSON
import JSON
import SwiftParsing

/// One Swift file to import: its name (for messages) and its text.
public struct SwiftSource: Sendable {
  /// The file as named on the command line.
  public var file: String
  /// Its text.
  public var text: String

  /// A source.
  public init(file: String, text: String) {
    self.file = file
    self.text = text
  }
}

/// What `la-sim import` makes of Swift files: the fixture, the model it holds, and what was left out.
public struct ImportResult: Sendable {
  /// The fixture JSON, which `FixtureDecoder` loads.
  public var fixture: JSONValue
  /// The model read from the files.
  public var model: SwiftModel
  /// Everything outside the subset, in file order.
  public var issues: [ImportIssue]
}

/// Reads a Live Activity's own Swift (its `ActivityAttributes`, widget and previews) without a compiler.
public enum SwiftImporter {
  /// Parses `sources`: the declarations of each, or the first file's syntax error.
  static func parse(_ sources: [SwiftSource]) throws(SwiftSyntaxError) -> SwiftTypeTable {
    var files: [(file: String, declarations: [SwiftDeclaration])] = []
    for source in sources {
      files.append((source.file, try SwiftParser.parse(source: source.text, file: source.file)))
    }
    return SwiftTypeTable(files: files)
  }

  /// The model alone (for `check --swift` and `push --swift`), and what of it was left out.
  public static func readModel(_ sources: [SwiftSource]) throws(SwiftSyntaxError) -> (
    SwiftModel, [ImportIssue]
  ) {
    let table = try parse(sources)
    var reader = ModelReader(table: table)
    guard let model = reader.read() else { throw noModel(sources) }
    return (model, sorted(reader.issues + strategyIssues(sources)))
  }

  /// The whole fixture: model, layouts and, where previews give them, attribute values and pipeline.
  public static func importFixture(_ sources: [SwiftSource]) throws(SwiftSyntaxError) -> ImportResult {
    let table = try parse(sources)
    var reader = ModelReader(table: table)
    guard let model = reader.read() else { throw noModel(sources) }
    var writer = FixtureWriter(model: model, table: table)
    let fixture = writer.fixture()
    return ImportResult(
      fixture: fixture, model: model, issues: sorted(reader.issues + writer.issues + strategyIssues(sources)))
  }

  static func noModel(_ sources: [SwiftSource]) -> SwiftSyntaxError {
    SwiftSyntaxError(
      file: sources.first?.file ?? "-", position: SourcePosition(line: 1, column: 1),
      message: "no struct conforming to ActivityAttributes in \(sources.map(\.file).joined(separator: ", "))")
  }

  /// A decoder's date or key strategy: ActivityKit decodes with the defaults, so such code is not the
  /// device's behaviour.
  static func strategyIssues(_ sources: [SwiftSource]) -> [ImportIssue] {
    var issues: [ImportIssue] = []
    for source in sources {
      for (number, line) in source.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      {
        for word in [
          "dateDecodingStrategy", "keyDecodingStrategy", "dateEncodingStrategy", "keyEncodingStrategy",
        ] {
          guard let range = line.firstRange(of: word), !line.trimmingPrefixSpaces.hasPrefix("//") else {
            continue
          }
          let column = line[..<range.lowerBound].unicodeScalars.count + 1
          issues.append(
            ImportIssue(
              file: source.file, position: SourcePosition(line: number + 1, column: column),
              message:
                "\(word): ActivityKit decodes pushes with the default strategies (Date as seconds since 2001, keys as written), whatever the app's own coders use"
            ))
        }
      }
    }
    return issues
  }

  /// Issues in file order, then by place.
  static func sorted(_ issues: [ImportIssue]) -> [ImportIssue] {
    var files: [String] = []
    for issue in issues where !files.contains(issue.file) { files.append(issue.file) }
    return issues.enumerated().sorted { left, right in
      let (a, b) = (left.element, right.element)
      if a.file != b.file { return files.firstIndex(of: a.file) ?? 0 < files.firstIndex(of: b.file) ?? 0 }
      if a.position.line != b.position.line { return a.position.line < b.position.line }
      if a.position.column != b.position.column { return a.position.column < b.position.column }
      return left.offset < right.offset
    }.map(\.element)
  }
}

extension Substring {
  var trimmingPrefixSpaces: Substring { drop { $0 == " " || $0 == "\t" } }
}
