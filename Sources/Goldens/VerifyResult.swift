import JSON
import Scenarios

/// Every snapshot of a scenario compared with the goldens of one directory.
public struct VerifyResult: Equatable, Sendable {
  /// The golden directory.
  public var directory: String
  /// The golden format.
  public var format: SnapshotFormat
  /// One check per snapshot, in scenario order.
  public var checks: [SnapshotCheck]
  /// Goldens in the directory that no snapshot produced.
  public var unreferenced: [String]
  /// Why the scenario stopped before its end (`s.scenario:13: expected state ended, found active`), when it
  /// did: the snapshots it took until then are still compared, and the run fails.
  public var stopped: String?
  /// Whether la-sim's log section was compared (`--verify-log`); otherwise the report shows it as not
  /// compared.
  public var comparesLog = false

  /// A result.
  public init(directory: String, format: SnapshotFormat, checks: [SnapshotCheck], unreferenced: [String]) {
    self.directory = directory
    self.format = format
    self.checks = checks
    self.unreferenced = unreferenced
  }

  /// Whether every snapshot matched its golden. Verifying nothing is a failure, never a vacuous pass: a
  /// scenario without snapshots (or one whose snapshot lines were lost, as a CRLF file's once were) must
  /// not let CI go green.
  public var passed: Bool {
    stopped == nil && !checks.isEmpty && checks.allSatisfy { $0.status == .match }
  }

  /// Most diff lines shown per SVG mismatch: SVG source is long, and the report shows the pictures.
  static let svgDiffLimit = 40

  /// The report `la-sim play --verify` prints: a line per snapshot, a diff per mismatch, the totals and,
  /// on failure, the commands that review or record.
  public func summary(recordCommand: String, color: Bool = false) -> String {
    var lines: [String] = []
    if let stopped { lines.append("STOPPED   \(stopped.terminalSafe)") }
    if checks.isEmpty, stopped == nil {
      lines.append("NOTHING   the scenario takes no snapshots, so nothing was verified")
    }
    for raw in checks {
      let check = raw.readable
      switch check.status {
      case .match:
        lines.append("ok        \(check.name)")
      case .mismatch(let diff):
        lines.append(
          "DIFFERS   \(check.name): \(diff.lineChanges.summary);"
            + " actual written to \(check.actualPath.terminalSafe)")
        // Where, in the golden file as an editor counts: found in the texts compared, not their escaped form.
        if case .mismatch(let compared) = raw.status, let first = compared.firstChange {
          lines.append(
            "          first change: \(check.goldenPath.terminalSafe):\(first.line):\(first.column):"
              + " \(first.described(old: "the golden", new: "the actual"))")
        }
        var text = diff.text(
          oldLabel: "\(check.goldenPath.terminalSafe) (golden)",
          newLabel: "\(check.actualPath.terminalSafe) (actual)", color: color)
        if format == .svg {
          let all = text.split(separator: "\n", omittingEmptySubsequences: false)
          if all.count > Self.svgDiffLimit + 1 {
            text =
              all.prefix(Self.svgDiffLimit).joined(separator: "\n")
              + "\n… \(all.count - 1 - Self.svgDiffLimit) more diff lines"
              + " (--report FILE.html shows the pictures)\n"
          }
        }
        lines.append(String(text.dropLast()))
      case .missing:
        lines.append(
          "MISSING   \(check.name): no golden at \(check.goldenPath.terminalSafe); actual written to \(check.actualPath.terminalSafe)"
        )
      case .otherFormat(let path, let other):
        lines.append(
          "MISSING   \(check.name): golden is \(other.rawValue) (\(path.terminalSafe)), this run asked for"
            + " \(format.rawValue); verify with --format \(other.rawValue), or record \(format.rawValue) goldens"
        )
      }
    }
    // A scenario that stopped early never reached its later snapshots: their goldens are not stale.
    for path in unreferenced where stopped == nil {
      lines.append(
        "note: \(path.terminalSafe) is not produced by this scenario (delete it if it is no longer wanted)")
    }
    let matched = checks.filter { $0.status == .match }.count
    let missing = checks.filter { $0.status == .missing || $0.isOtherFormat }.count
    let differing = checks.count - matched - missing
    lines.append("")
    lines.append(
      "Verified \(String.counted(checks.count, "snapshot")) against \(directory.terminalSafe): \(matched) match, \(differing) differ,"
        + " \(missing) missing.")
    if let stopped {
      lines.append(
        "The scenario stopped before its end (\(stopped.terminalSafe)): fix that line or what it checks.")
    }
    if checks.contains(where: { $0.status != .match }) || (checks.isEmpty && stopped == nil) {
      // Commands to paste: each word from the user quoted by the one shell rule (`ShellQuote`).
      lines.append("Review each change:      la-sim review \(directory.shellQuoted)")
      // A stopped scenario stops a recording at the same line: the command is for once that line holds.
      let when = stopped == nil ? "" : "once it runs to its end, "
      lines.append("Record every snapshot:   \(when)\(recordCommand.terminalSafe)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
