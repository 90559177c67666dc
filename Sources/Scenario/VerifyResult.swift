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

  /// A result.
  public init(directory: String, format: SnapshotFormat, checks: [SnapshotCheck], unreferenced: [String]) {
    self.directory = directory
    self.format = format
    self.checks = checks
    self.unreferenced = unreferenced
  }

  /// Whether every snapshot matched its golden.
  public var passed: Bool { checks.allSatisfy { $0.status == .match } }

  /// Most diff lines shown per SVG mismatch: SVG source is long, and the report shows the pictures.
  static let svgDiffLimit = 40

  /// The report `la-sim play --verify` prints: a line per snapshot, a diff per mismatch, the totals and,
  /// on failure, the commands that review or record.
  public func summary(recordCommand: String, color: Bool = false) -> String {
    var lines: [String] = []
    for check in checks {
      switch check.status {
      case .match:
        lines.append("ok        \(check.name)")
      case .mismatch(let diff):
        lines.append(
          "DIFFERS   \(check.name): \(diff.changedLineCount) line(s) changed;"
            + " actual written to \(check.actualPath)")
        var text = diff.text(
          oldLabel: "\(check.goldenPath) (golden)", newLabel: "\(check.actualPath) (actual)", color: color)
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
          "MISSING   \(check.name): no golden at \(check.goldenPath); actual written to \(check.actualPath)")
      }
    }
    for path in unreferenced {
      lines.append("note: \(path) is not produced by this scenario (delete it if it is no longer wanted)")
    }
    let matched = checks.filter { $0.status == .match }.count
    let missing = checks.filter { $0.status == .missing }.count
    let differing = checks.count - matched - missing
    lines.append("")
    lines.append(
      "Verified \(checks.count) snapshot(s) against \(directory): \(matched) match, \(differing) differ,"
        + " \(missing) missing.")
    if !passed {
      lines.append("Review each change:      la-sim review \(directory)")
      lines.append("Record every snapshot:   \(recordCommand)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
