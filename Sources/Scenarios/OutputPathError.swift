import Diagnostics

/// An output that would replace an input, a golden or another output of the same command: refused before
/// anything is written (exit 64), naming both.
public struct OutputPathError: Error, Equatable, Sendable, DiagnosticConvertible {
  /// The output refused.
  public var output: OutputPaths.Entry
  /// The input or earlier output it is.
  public var existing: OutputPaths.Entry
  /// Whether `existing` is read by the command (an input or a golden) rather than written.
  public var isInput: Bool

  /// `--report fx.json is the fixture fx.json: an output never replaces …`: a usage error (exit 64).
  public var diagnostic: Diagnostic {
    let what = output.path == existing.path ? "is also" : "is the same file as"
    let rule =
      isInput
      ? "an output never replaces a file the command reads" : "two outputs cannot be one file"
    return Diagnostic(
      file: "",
      message:
        "\(output.role) \(output.path) \(what) \(existing.role) \(existing.path): \(rule); choose another path",
      kind: .usage)
  }
}
