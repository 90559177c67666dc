/// One page of the trap catalogue.
public struct PushTrapExplanation: Equatable, Sendable {
  /// The trap.
  public var trap: PushTrap
  /// One line: what goes wrong.
  public var title: String
  /// What the person (or the server) sees.
  public var symptom: String
  /// Why.
  public var cause: String
  /// How la-sim reports it.
  public var report: String
  /// What to change.
  public var fix: String
  /// Where the rule comes from.
  public var source: String

  /// The entry for a terminal.
  public var text: String {
    """
    \(trap.code): \(title)
      Symptom: \(symptom)
      Cause:   \(cause)
      la-sim:  \(report)
      Fix:     \(fix)
      Source:  \(source)
    """
  }

  /// The entry as a docs/traps.md section.
  public var markdown: String {
    """
    ## \(trap.code): \(title)

    - **Symptom:** \(symptom)
    - **Cause:** \(cause)
    - **How la-sim reports it:** \(report)
    - **Fix:** \(fix)
    - **Source:** \(source)

    """
  }
}
