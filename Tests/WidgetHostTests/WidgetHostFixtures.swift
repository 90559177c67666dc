import Foundation
import TestSupport

/// Where the widget host's tests find a compiler, the tutorials' Swift and a cache of their own.
enum WidgetHostFixtures {
  /// The tutorials' Swift, as published, beside the checkout (`../shared/tutorial-swift/`): never copied in.
  static let tutorials = Repository.root.deletingLastPathComponent().appendingPathComponent(
    "shared/tutorial-swift")
  static let pizza = tutorials.appendingPathComponent("pizza").path

  static var hasPizza: Bool { FileManager.default.fileExists(atPath: pizza + "/LockScreenView.swift") }
  static let pizzaAbsent = "the tutorials' Swift is not beside the checkout (../shared/tutorial-swift/pizza)"

  static var hasCompiler: Bool {
    (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
    }
  }
  static let compilerAbsent = "no Swift compiler (swiftc) on PATH to build the widget host with"

  /// One cache for the whole run: the shim modules are compiled once (the suites are serialized).
  static let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
    "la-sim-widget-host-tests-\(getuid())"
  ).path

  static var environment: [String: String] { ["XDG_CACHE_HOME": cache] }

  /// `text` without the Swift call sites findings name (` (LockScreenView.swift:58:17)`), to compare a render
  /// of the app's code with one of a fixture.
  static func withoutSites(_ text: String) -> String {
    text.replacing(/\ \([A-Za-z0-9_+-]+\.swift:[0-9]+:[0-9]+\)/, with: "")
  }
}
