/// One page of the trap catalogue.
package struct PushTrapExplanation: Equatable, Sendable {
  /// The trap.
  package var trap: PushTrap
  /// One line: what goes wrong.
  package var title: String
  /// What the person (or the server) sees.
  package var symptom: String
  /// Why.
  package var cause: String
  /// How la-sim reports it.
  package var report: String
  /// What to change.
  package var fix: String
  /// Where the rule comes from.
  package var source: String

  /// The entry for a terminal.
  package var text: String {
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
  package var markdown: String {
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
