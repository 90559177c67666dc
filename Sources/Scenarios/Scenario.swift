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
public struct Scenario: Equatable, Sendable {
  /// The file it was read from, as named (used in error messages).
  public var file: String
  /// The commands, in order.
  public var steps: [ScenarioStep]
  /// The golden format its `format` line chose (`format ansi` keeps colours in the goldens), if any.
  public var format: SnapshotFormat?
  /// The pseudolanguage its `pseudo-locale` line chose, if any: the whole scenario is played in it.
  public var pseudoLocale: PseudoLocale?
  /// The language its `locale` line chose (`de`, `pt-BR`), if any: the whole scenario is played in the
  /// app's strings for it.
  public var locale: String?
  /// The line of its `locale` line, which an error about that language names as any line's error does.
  public var localeLine: Int?

  /// A scenario of `steps`.
  public init(
    file: String, steps: [ScenarioStep], format: SnapshotFormat? = nil, pseudoLocale: PseudoLocale? = nil,
    locale: String? = nil, localeLine: Int? = nil
  ) {
    self.file = file
    self.steps = steps
    self.format = format
    self.pseudoLocale = pseudoLocale
    self.locale = locale
    self.localeLine = localeLine
  }

  /// Reads the text of a scenario file; the first line that is not understood is an error naming it.
  public static func parse(_ text: String, file: String) throws(ScenarioError) -> Scenario {
    try ScenarioParser(file: file).parse(text)
  }

  /// The names every `snapshot` line takes, in order.
  public var snapshotNames: [String] {
    steps.compactMap { step in
      if case .snapshot(let request) = step.command { return request.name }
      return nil
    }
  }
}
