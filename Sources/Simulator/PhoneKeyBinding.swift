/// What a key for a phone with several activities asks the simulator to do. Apart from `SimulatorAction`,
/// whose keys scenarios also press: scenarios start and focus activities with their own commands.
public enum PhoneAction: Equatable, Sendable {
  /// Start another activity of the focused activity's fixture (a second order of the same app).
  case startAnother
  /// Move the focus (what the step, stale, end and relevance keys act on) to the next activity.
  case nextFocus
  /// Change the focused activity's relevance score by this much (an update with the same content).
  case changeRelevance(Double)
  /// The system issues the focused activity a new push token (`pushTokenUpdates`); the old one is dead.
  case rotateToken
}

/// A row of the phone's key table: the keys, what help says about them, and the action they dispatch.
public struct PhoneKeyBinding: Equatable, Sendable {
  /// Every key that triggers the action.
  public var keys: [KeyPress]
  /// The sentence help shows.
  public var summary: String
  /// What the keys do.
  public var action: PhoneAction

  /// A binding.
  public init(_ keys: [KeyPress], summary: String, action: PhoneAction) {
    self.keys = keys
    self.summary = summary
    self.action = action
  }

  /// The keys as help lists them.
  public func keyLabel(ascii: Bool) -> String {
    keys.map { ascii ? $0.asciiLabel : $0.label }.joined(separator: " ")
  }
}

extension KeyTable {
  /// Keys on the main screen for a phone with several activities (`la-sim run A B …`); help lists them
  /// after `main`, and the key bar leaves them out.
  public static let phone: [PhoneKeyBinding] = [
    PhoneKeyBinding(
      [.character("a")], summary: "start another activity of the focused one's app (up to its limit)",
      action: .startAnother),
    PhoneKeyBinding(
      [.character("f")], summary: "focus the next activity: the keys above act on it", action: .nextFocus),
    PhoneKeyBinding(
      [.character("v")], summary: "raise the focused activity's relevance score by 10",
      action: .changeRelevance(10)),
    PhoneKeyBinding(
      [.character("V")], summary: "lower the focused activity's relevance score by 10",
      action: .changeRelevance(-10)),
    PhoneKeyBinding(
      [.character("k")], summary: "rotate the focused activity's push token; a push to the old one is lost",
      action: .rotateToken),
  ]
}
