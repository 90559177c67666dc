import Foundation
import PackagePlugin

/// `swift package la-sim check|verify …` in an app's package that depends on la-sim: runs the la-sim this
/// package builds, from the app package's directory, and only reads it (no permission to ask for).
///
///     swift package la-sim check Sources/MyWidget           a fixture imported from the widget's Swift, checked
///     swift package la-sim check my-order.json --device all  any of check's arguments, as given
///     swift package la-sim verify FIXTURE SCENARIO GOLDEN   play FIXTURE SCENARIO --verify GOLDEN
///     swift package la-sim render my-order.json             any other la-sim command, as given
///
/// `record` writes goldens, so it is the other plugin's verb (`la-sim-record`), the one that asks to write.
@main
struct LaSimPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let laSim = try context.tool(named: "la-sim").url
    let directory = context.package.directoryURL
    guard let command = arguments.first else {
      throw PluginFailure(
        "name a command: check FIXTURE|DIRECTORY..., verify FIXTURE SCENARIO GOLDEN_DIR, or any la-sim command"
      )
    }
    var rest = Array(arguments.dropFirst())
    switch command {
    case "check":
      var checked: [String] = []
      for argument in rest {
        var isDirectory: ObjCBool = false
        let path = argument.hasPrefix("/") ? argument : directory.appending(path: argument).path
        if !argument.hasPrefix("-"), FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
          isDirectory.boolValue
        {
          checked.append(try imported(argument, laSim: laSim, context: context))
        } else {
          checked.append(argument)
        }
      }
      try run(laSim, ["check"] + checked, in: directory)
    case "verify":
      guard rest.count >= 3 else {
        throw PluginFailure("verify takes FIXTURE SCENARIO GOLDEN_DIR, then any of play's options")
      }
      let golden = rest.remove(at: 2)
      try run(laSim, ["play"] + rest.prefix(2) + ["--verify", golden] + rest.dropFirst(2), in: directory)
    case "record":
      throw PluginFailure(
        "record writes goldens into the package, so it is its own verb, which asks for that permission:"
          + " swift package --allow-writing-to-package-directory la-sim-record FIXTURE SCENARIO GOLDEN_DIR")
    default:
      try run(laSim, arguments, in: directory)
    }
  }

  /// The fixture `la-sim import` writes from the Swift files under `relative` (a widget's sources), in the
  /// plugin's own work directory; its path, for check.
  func imported(_ relative: String, laSim: URL, context: PluginContext) throws -> String {
    let root =
      relative.hasPrefix("/")
      ? URL(fileURLWithPath: relative) : context.package.directoryURL.appending(path: relative)
    let files = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted().map { root.appending(path: $0).path }
    guard !files.isEmpty else { throw PluginFailure("\(relative) holds no .swift file to import") }
    let name = root.lastPathComponent.isEmpty ? "widget" : root.lastPathComponent
    let fixture = context.pluginWorkDirectoryURL.appending(path: "\(name).json").path
    try? FileManager.default.removeItem(atPath: fixture)
    print("la-sim import \(relative) → \(fixture)")
    try run(laSim, ["import"] + files + ["--out", fixture], in: context.package.directoryURL)
    return fixture
  }

  /// Runs la-sim with `arguments` from `directory`, its output the terminal's; a non-zero exit fails the
  /// plugin with la-sim's status named.
  func run(_ laSim: URL, _ arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = laSim
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw PluginFailure("la-sim \(arguments.first ?? "") exited \(process.terminationStatus)")
    }
  }
}

/// The one line `swift package` prints when the plugin fails.
struct PluginFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
