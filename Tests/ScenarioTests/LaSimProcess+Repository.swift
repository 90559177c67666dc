import Foundation
import TestSupport

extension LaSimProcess {
  /// Runs `la-sim` in the repository root, as the README's commands are run.
  static func run(_ arguments: [String], input: String = "") throws -> Result {
    try run(arguments, input: input, directory: URL(fileURLWithPath: Repository.root.path))
  }
}
