extension CheckReport {
  /// One line per finding, then the summary line.
  public var text: String {
    (findings.map(\.line) + [summary]).joined(separator: "\n")
  }
}
