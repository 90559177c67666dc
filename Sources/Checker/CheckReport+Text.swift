import ActivityState

extension CheckReport {
  /// One line per finding, then the summary line. Each line quotes texts and names from the fixture, so
  /// each is escaped for the terminal (`TerminalSafe`) before the lines are joined.
  public var text: String {
    (findings.map(\.line) + [summary]).map(\.terminalSafe).joined(separator: "\n")
  }
}
