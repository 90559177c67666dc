import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory la-sim-record FIXTURE SCENARIO GOLDEN_DIR [options]`:
/// `la-sim play FIXTURE SCENARIO --record GOLDEN_DIR`, which writes (or replaces) the goldens in the app's
/// package, so this plugin, unlike `la-sim`'s, declares that it writes to the package directory.
@main
struct LaSimRecordPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    guard arguments.count >= 3 else {
      throw RecordFailure("la-sim-record takes FIXTURE SCENARIO GOLDEN_DIR, then any of play's options")
    }
    let process = Process()
    process.executableURL = try context.tool(named: "la-sim").url
    process.arguments = ["play"] + arguments.prefix(2) + ["--record", arguments[2]] + arguments.dropFirst(3)
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw RecordFailure("la-sim play --record exited \(process.terminationStatus)")
    }
  }
}

/// The one line `swift package` prints when recording fails.
struct RecordFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
