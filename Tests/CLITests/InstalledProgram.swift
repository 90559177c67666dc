import Foundation
import Testing

/// Programs some tests run besides la-sim (a shell the completion script is loaded into). A test that
/// needs one is enabled only when it is on PATH, so `swift test` passes on a machine with only Swift and
/// libncurses-dev, and the skip is reported with the reason; CI installs them, so they run there.
enum InstalledProgram {
  /// Whether an executable file `name` is in one of PATH's directories.
  static func isInstalled(_ name: String) -> Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains { directory in
      FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)")
    }
  }

  /// `needs zsh on PATH (not found; CI installs it)`, the reason a skipped test gives.
  static func reason(_ name: String) -> Comment {
    "needs \(name) on PATH (not found here; CI installs it)"
  }
}
