/// A row of the key table: the keys, what help says about them, and the action they dispatch.
public struct KeyBinding: Equatable, Sendable {
  /// Every key that triggers the action.
  public var keys: [KeyPress]
  /// A short name for the key bar, e.g. `next`.
  public var short: String
  /// The sentence help shows.
  public var summary: String
  /// What the keys do.
  public var action: SimulatorAction
  /// Whether the key bar at the bottom of the screen lists it.
  public var inKeyBar: Bool

  /// A binding.
  public init(
    _ keys: [KeyPress], short: String, summary: String, action: SimulatorAction, inKeyBar: Bool = true
  ) {
    self.keys = keys
    self.short = short
    self.summary = summary
    self.action = action
    self.inKeyBar = inKeyBar
  }

  /// The keys as help lists them, e.g. `n → space`.
  public func keyLabel(ascii: Bool) -> String {
    keys.map { ascii ? $0.asciiLabel : $0.label }.joined(separator: " ")
  }
}
