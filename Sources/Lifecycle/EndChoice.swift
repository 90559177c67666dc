import Fixture

/// The dismissal picked after `e` in the simulator and in scenarios (`e d`, `e i`, `e a`).
public enum EndChoice: String, CaseIterable, Equatable, Sendable {
  /// `d`: `.default`, up to four hours on the Lock Screen.
  case `default` = "d"
  /// `i`: `.immediate`, gone at once.
  case immediate = "i"
  /// `a`: the fixture's own end, with its dismissal policy (its `.after` delay when it names one).
  case fixtureDelay = "a"
}

extension ActivityDefinition {
  /// What ending with `choice` sends: the fixture's final content, with the chosen dismissal policy.
  public func endTemplate(_ choice: EndChoice) -> EndTemplate {
    switch choice {
    case .default: EndTemplate(content: end.content, dismissal: .default)
    case .immediate: EndTemplate(content: end.content, dismissal: .immediate)
    case .fixtureDelay: end
    }
  }
}
