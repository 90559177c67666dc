#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The app's Swift files as la-sim compiles them: each file's text with `@main` blanked out (the host has its
/// own entry point; columns and lines stay where they were), and the widgets the host serves, found by a
/// linear scan of the declarations (`struct Name: Widget`, `struct Name: WidgetBundle`).
public struct WidgetSources: Sendable {
  /// A file: where it was read and its text as compiled.
  public struct File: Sendable {
    /// The path given (or found in the folder given).
    public var path: String
    /// The text, `@main` blanked.
    public var text: String
    /// The text as the user wrote it (the same lines as `text`): what a diagnostic quotes when the compiler
    /// quotes a line `text` blanked.
    public var written: String?
    /// Where `text` differs in length from the user's line: each Live Activity `#Preview` rewritten into
    /// la-sim's call, so that a diagnostic there is placed and quoted as the user wrote it.
    var rewrites: [Rewrite] = []
  }

  /// `#Preview` (8 bytes) at `line`, `column` (in bytes) of the user's text, compiled as `length` bytes.
  struct Rewrite: Sendable, Equatable {
    var line: Int
    var column: Int
    var length: Int
  }

  /// The files, in the order given (a folder's sorted by name).
  public var files: [File]
  /// The types that conform to `Widget`.
  public var widgets: [String]
  /// The types that conform to `ActivityAttributes` (not `private`): their models are served even when no
  /// `ActivityConfiguration` uses them.
  public var attributes: [String] = []
  /// The `@main` type, when it is a `WidgetBundle`.
  public var bundle: String?
  /// How many `#Preview` blocks were found (la-sim has no `#Preview` macro to compile: a Live Activity's is
  /// rewritten into a call la-sim's WidgetKit declares, any other blanked).
  public var previews = 0
  /// The Live Activity previews, in the order the host lists them: each one's content-state names, as its
  /// `contentStates:` lines write them (nil where a line ends in no name).
  public var activityPreviews: [[String?]] = []

  /// The colours of the asset catalogues in the folders given, by colour set.
  public var assetColors: [AssetColor] = []
  /// The images of the asset catalogues in the folders given, by image set, with their sizes.
  public var assetImages: [AssetImage] = []

  /// The largest file read (the tutorials' are a few KB).
  static let maximumFileBytes = 4_000_000

  /// Reads `paths`: Swift files, or folders whose `.swift` files (at any depth, hidden folders and `.build`
  /// left out) are read.
  public static func read(_ paths: [String]) throws(WidgetHostError) -> WidgetSources {
    var names: [String] = []
    var colorSets: [String] = []
    var imageSets: [String] = []
    for path in paths {
      guard FileManager.default.fileExists(atPath: path) else {
        throw WidgetHostError("\(path): no such file or directory", exitCode: 66)
      }
      if !path.hasSuffix(".swift"), let entries = try? FileManager.default.subpathsOfDirectory(atPath: path) {
        names += swiftFiles(entries, in: path)
        colorSets += assetFiles(entries, in: path, set: ".colorset")
        imageSets += assetFiles(entries, in: path, set: ".imageset")
      } else {
        names.append(path)
      }
    }
    guard !names.isEmpty else {
      throw WidgetHostError(
        "\(paths.joined(separator: ", ")): no .swift files (la-sim reads the app's .swift files, or folders of"
          + " them)", exitCode: 66)
    }
    var files: [File] = []
    for name in names {
      guard let data = FileManager.default.contents(atPath: name) else {
        throw WidgetHostError("\(name): cannot be read", exitCode: 66)
      }
      guard data.count <= maximumFileBytes else {
        throw WidgetHostError(
          "\(name): \(data.count) bytes, more than la-sim compiles (4 MB)", exitCode: 65)
      }
      // Swift source is UTF-8, as swiftc reads it: a file saved in another encoding (Latin-1's `é`) is
      // refused at its first bad byte, as the compiler refuses it, not drawn with U+FFFD in its place.
      let bytes = [UInt8](data)
      if let (line, column) = invalidUTF8(bytes) {
        throw WidgetHostError(
          "\(name):\(line):\(column): invalid UTF-8 found in source file (Swift reads its files as UTF-8: save"
            + " it as UTF-8)", exitCode: 65)
      }
      files.append(File(path: name, text: String(decoding: bytes, as: UTF8.self)))
    }
    var sources = scanned(files)
    for (file, name, data) in try setContents(colorSets, suffix: ".colorset", what: "a colour set's")
    where !sources.assetColors.contains(where: { $0.name == name }) {
      sources.assetColors.append(try AssetColors.color(named: name, bytes: data, file: file))
    }
    for (file, name, data) in try setContents(imageSets, suffix: ".imageset", what: "an image set's")
    where !sources.assetImages.contains(where: { $0.name == name }) {
      sources.assetImages.append(
        try AssetImages.image(named: name, bytes: data, file: file) { path in ImageHeader.prefix(ofFile: path)
        })
    }
    return sources
  }

  /// The largest asset set's Contents.json read (Xcode's are a few hundred bytes).
  static let maximumSetBytes = 64_000

  /// Each set's `Contents.json` (the paths `files`, of sets named `Name` + `suffix`): its path, the set's name
  /// and its bytes, refused when unreadable or larger than Xcode writes one (64 KB).
  static func setContents(_ files: [String], suffix: String, what: String) throws(WidgetHostError)
    -> [(file: String, name: String, bytes: [UInt8])]
  {
    var contents: [(file: String, name: String, bytes: [UInt8])] = []
    for file in files {
      let name = String(file.split(separator: "/").dropLast().last?.dropLast(suffix.count) ?? "")
      guard let data = FileManager.default.contents(atPath: file) else {
        throw WidgetHostError("\(file): cannot be read", exitCode: 66)
      }
      guard data.count <= Self.maximumSetBytes else {
        throw WidgetHostError(
          "\(file): \(data.count) bytes, more than \(what) Contents.json holds (64 KB)", exitCode: 65)
      }
      contents.append((file, name, Array(data)))
    }
    return contents
  }

  /// The sets of one kind (`.imageset`) among a folder's `entries`: each set's `Contents.json`, none inside a
  /// hidden folder.
  static func assetFiles(_ entries: [String], in directory: String, set: String) -> [String] {
    entries.filter { entry in
      entry.hasSuffix("\(set)/Contents.json") && !entry.split(separator: "/").contains { $0.hasPrefix(".") }
    }.sorted().map { (directory.hasSuffix("/") ? directory : directory + "/") + $0 }
  }

  /// The arguments that are the app's Swift (`.swift` files and folders), and the others (fixtures, payloads).
  public static func split(_ arguments: [String]) -> (swift: [String], others: [String]) {
    var swift: [String] = []
    var others: [String] = []
    for path in arguments {
      if path.hasSuffix(".swift") || isFolder(path) { swift.append(path) } else { others.append(path) }
    }
    return (swift, others)
  }

  /// Whether `path` names a folder (or a link to one). Asked of the system with one `stat`: the first use of
  /// `FileManager` costs a twelfth of `check`'s start-up, and every command asks this of its arguments.
  static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// The line and column (in bytes, as swiftc counts them) of the first byte of `bytes` that is not UTF-8;
  /// nil when all of it is.
  static func invalidUTF8(_ bytes: [UInt8]) -> (line: Int, column: Int)? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var line = 1
    var column = 1
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += UTF8.width(scalar)
        }
      case .emptyInput: return nil
      case .error: return (line, column)
      }
    }
  }

  /// The `.swift` files among a folder's `entries`, none inside a hidden folder (`.build`, `.git`).
  static func swiftFiles(_ entries: [String], in directory: String) -> [String] {
    entries.filter { entry in
      entry.hasSuffix(".swift") && !entry.split(separator: "/").contains { $0.hasPrefix(".") }
    }.sorted().map { (directory.hasSuffix("/") ? directory : directory + "/") + $0 }
  }

  /// The files with `@main` and every `#Preview` block blanked, and the widgets and bundle they declare.
  static func scanned(_ files: [File]) -> WidgetSources {
    var sources = WidgetSources(files: [], widgets: [], bundle: nil)
    for file in files {
      let bytes = Array(file.text.utf8)
      let previews = PreviewScanner.blocks(bytes)
      sources.previews += previews.count
      // A Live Activity's preview becomes a global the host lists (`#Preview` → `let _laSimPreviewN =
      // _LaSimPreview`, its closures as written, so the compiler checks them); any other is blanked, and so
      // is one inside brackets left open, where a declaration of la-sim's would only add errors.
      let activity = previews.filter { $0.depth == 0 && PreviewScanner.isLiveActivity(bytes, $0) }
      var rewritten = PreviewScanner.blanked(bytes, previews.filter { !activity.contains($0) })
      var rewrites: [Rewrite] = []
      for (index, block) in activity.enumerated().reversed() {
        let name = "_laSimPreview\(sources.activityPreviews.count + index + 1)"
        let replacement = Array("let \(name) = _LaSimPreview".utf8)
        rewritten.replaceSubrange(block.range.lowerBound..<(block.range.lowerBound + 8), with: replacement)
        rewrites.append(Rewrite(line: block.line, column: block.column, length: replacement.count))
      }
      for block in activity { sources.activityPreviews.append(PreviewScanner.stateNames(bytes, block)) }
      let text = previews.isEmpty ? file.text : String(decoding: rewritten, as: UTF8.self)
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      var mainPending = false
      for index in lines.indices {
        let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("@main")
          && (trimmed.count == 5 || trimmed.dropFirst(5).first?.isWhitespace == true)
        {
          let indent = lines[index].count - trimmed.count
          lines[index] = String(lines[index].prefix(indent)) + "     " + trimmed.dropFirst(5)
          mainPending = true
        }
        guard let (name, conformances) = declaration(lines[index]) else { continue }
        if conformances.contains("ActivityAttributes"), !lines[index].contains("private ") {
          sources.attributes.append(name)
        }
        if conformances.contains("WidgetBundle") {
          if mainPending { sources.bundle = name }
        } else if conformances.contains("Widget") {
          sources.widgets.append(name)
        }
        mainPending = false
      }
      sources.files.append(
        File(path: file.path, text: lines.joined(separator: "\n"), written: file.text, rewrites: rewrites))
    }
    return sources
  }

  /// `struct Name: A, B {` → ("Name", ["A", "B"]); a line that declares no type → nil.
  static func declaration(_ line: String) -> (String, [String])? {
    // Most lines declare nothing: only a line with a colon is split into words.
    guard line.utf8.contains(UInt8(ascii: ":")) else { return nil }
    var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    while let first = words.first,
      ["public", "internal", "fileprivate", "private", "final", "@MainActor"].contains(first)
    {
      words.removeFirst()
    }
    guard words.count >= 2, words[0] == "struct" || words[0] == "class" || words[0] == "enum" else {
      return nil
    }
    let rest = words.dropFirst().joined(separator: " ")
    guard let colon = rest.firstIndex(of: ":") else { return nil }
    let name = trimmed(rest[..<colon])
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    let list = rest[rest.index(after: colon)...].prefix { $0 != "{" && $0 != "<" }
    let conformances = list.split(separator: ",").map { trimmed($0) }
    return (name, conformances)
  }

  static func trimmed(_ text: Substring) -> String {
    String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }

  /// The host's entry point: serve the `@main` bundle's widgets, or every widget found.
  var mainSource: String {
    let previews = activityPreviews.indices.map { "_laSimPreview\($0 + 1)" }.joined(separator: ", ")
    let models = attributes.map { "_LaSimModel(\($0).self)" }.joined(separator: ", ")
    let call =
      bundle.map { "_WidgetHost.main(bundle: \($0)(), previews: [\(previews)], models: [\(models)])" }
      ?? "_WidgetHost.main(widgets: [\(widgets.map { "\($0)()" }.joined(separator: ", "))], previews: [\(previews)], models: [\(models)])"
    var assets = ""
    for color in assetColors {
      assets += "_LaSimAssets.colors[\(color.name.swiftQuoted)] = \(color.json.swiftQuoted)\n"
    }
    for image in assetImages {
      assets += "_LaSimAssets.images[\(image.name.swiftQuoted)] = [\(image.width), \(image.height)]\n"
    }
    return "// Written by la-sim: the widget host's entry point.\nimport SwiftUI\nimport WidgetKit\n\n"
      + assets + "\(call)\n"
  }
}

extension String {
  /// The text as a Swift string literal: quotes and backslashes escaped, control characters as `\u{…}`.
  var swiftQuoted: String {
    var out = "\""
    for scalar in unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\u{0}"..."\u{1F}", "\u{7F}": out += "\\u{\(String(scalar.value, radix: 16))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
