/// Why la-sim could not get views from the app's Swift: each reads as one line, and says which exit status
/// it is (sysexits, as every la-sim command uses them).
public struct WidgetHostError: Error, Sendable {
  /// What went wrong, in one sentence (or the compiler's diagnostics, as it printed them).
  public var message: String
  /// The exit status: 69 no toolchain, 65 the code does not compile or evaluate, 70 the host failed.
  public var exitCode: Int32
  /// What to show above the sentence, as it was printed: the compiler's diagnostics.
  public var details: String?

  /// An error.
  public init(_ message: String, exitCode: Int32, details: String? = nil) {
    self.message = message
    self.exitCode = exitCode
    self.details = details
  }

  /// The app's Swift did not compile: the compiler's `diagnostics` as it printed them, a sentence counting
  /// the errors, and for a name la-sim's SwiftUI, WidgetKit or ActivityKit lacks, a sentence saying so.
  static func notCompiled(_ diagnostics: String) -> WidgetHostError {
    let lines = diagnostics.split(separator: "\n")
    let errors = lines.filter { $0.contains(": error: ") }
    var message =
      "the app's Swift did not compile with la-sim's SwiftUI, WidgetKit and ActivityKit: "
      + (errors.count == 1 ? "1 error" : "\(errors.count) errors") + ", as swiftc printed above"
    let missing = errors.compactMap(ShimVocabulary.missingAPI)
    if let first = missing.first {
      message +=
        "; \(first) is Apple API la-sim does not provide yet (its SwiftUI, WidgetKit and ActivityKit cover"
        + " what Live Activities use most; see docs/swift.md)"
      // A framework the app imports for its own code: the widget's files compile without it in la-sim.
      if first.hasPrefix("import ") {
        message += "; put the import and what uses it in #if canImport(\(first.dropFirst(7)))"
      }
    }
    // The source lines and carets the compiler quotes are indented, so that a line of the user's own text
    // never stands at the start of a line as if la-sim had written it.
    let quoted = diagnostics.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      isDiagnostic(line) ? String(line) : "  " + line
    }
    return WidgetHostError(message, exitCode: 65, details: quoted.joined(separator: "\n"))
  }

  /// `FILE:LINE:COL: error: …` (or `warning:`, `note:`, `remark:`) as swiftc begins a diagnostic.
  static func isDiagnostic(_ line: Substring) -> Bool {
    [": error: ", ": warning: ", ": note: ", ": remark: "].contains { line.contains($0) }
      || line.hasPrefix("error: ") || line.hasPrefix("<unknown>:")
  }

  static func noToolchain(_ swiftc: String) -> WidgetHostError {
    WidgetHostError(
      "la-sim compiles the app's Swift with a Swift toolchain and found no '\(swiftc)': install Swift 6"
        + " (swift.org/install) or give its compiler with --swiftc PATH",
      exitCode: 69)
  }
}
