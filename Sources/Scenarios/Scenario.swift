import Formatting

/// A story to play against an activity: a list of commands read from a line-based file.
///
/// ```
/// # pizza-planet: from order to dismissal
/// snapshot placed
/// wait 5m
/// press n                       # next pipeline step
/// snapshot preparing lock-screen compact on iphone-15-pro iphone-15-pro-max
/// end after 5m
/// wait 5m
/// snapshot dismissed
/// ```
package struct Scenario: Equatable, Sendable {
  /// The file it was read from, as named (used in error messages).
  package var file: String
  /// The commands, in order.
  package var steps: [ScenarioStep]
  /// The golden format its `format` line chose (`format ansi` keeps colours in the goldens), if any.
  package var format: SnapshotFormat?
  /// The pseudolanguage its `pseudo-locale` line chose, if any: the whole scenario is played in it.
  package var pseudoLocale: PseudoLocale?

  /// A scenario of `steps`.
  package init(
    file: String, steps: [ScenarioStep], format: SnapshotFormat? = nil, pseudoLocale: PseudoLocale? = nil
  ) {
    self.file = file
    self.steps = steps
    self.format = format
    self.pseudoLocale = pseudoLocale
  }

  /// Reads the text of a scenario file; the first line that is not understood is an error naming it.
  package static func parse(_ text: String, file: String) throws(ScenarioError) -> Scenario {
    try ScenarioParser(file: file).parse(text)
  }

  /// The names every `snapshot` line takes, in order.
  package var snapshotNames: [String] {
    steps.compactMap { step in
      if case .snapshot(let request) = step.command { return request.name }
      return nil
    }
  }
}
