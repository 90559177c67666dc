import JSON
import Scenarios

/// Reads an input file for a command: a regular file of at most its kind's `InputLimits` size, read
/// through `FileAccess`, so that a missing file, a directory or a file too large is one line naming the
/// file and what went wrong. Over the limit exits 65 (bad data); unreadable exits 66.
package enum InputFile {
  /// The bytes of `path`, a file of `kind`.
  package static func read(_ path: String, limit kind: InputLimits.File) throws(CLIError) -> [UInt8] {
    do {
      return try FileAccess.read(path, limit: kind)
    } catch {
      throw CLIError(error)
    }
  }
}
