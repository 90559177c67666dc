import Scenarios

/// The one check every command makes before it writes a file it was told to write (`--out`, `--record`,
/// `--report`, `--junit`): none of them may be one of the command's inputs, a golden, or another output.
package enum OutputOption {
  /// Refuses, as a usage error (exit 64) naming both files, the first output that is an input or another
  /// output; nothing has been written when it throws.
  package static func check(_ paths: OutputPaths) throws(CLIError) {
    do {
      try paths.check()
    } catch {
      throw CLIError(error)
    }
  }
}
