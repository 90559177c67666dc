import Delivery
import Formatting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SimulatedPhone {
  /// Where a push addressed by token goes.
  public enum TokenRoute: Equatable, Sendable {
    /// The current update token of the activity called `name`.
    case activity(String)
    /// An app's push-to-start token.
    case pushToStart(app: String)
    /// A token the activity `name` had before it rotated at `until`; `current` is its token now.
    case rotated(name: String, until: Date, current: String?)
    /// The token of an activity that has ended: it died with the activity.
    case ended(name: String)
    /// No token of the phone.
    case unknown
  }

  /// The push-to-start token of `app` (`Activity<Attributes>.pushToStartTokenUpdates`, iOS 17.2): the same
  /// for every run, until la-sim models its rotation.
  public func pushToStartToken(for app: String) -> String {
    PushToken.make("push-to-start \(app)")
  }

  /// What a push sent to `token` reaches.
  public func route(token: String) -> TokenRoute {
    let token = token.lowercased()
    if let entry = entries.first(where: { $0.tokens.current == token }) {
      return entry.activity.state.acceptsUpdates ? .activity(entry.name) : .ended(name: entry.name)
    }
    for entry in entries {
      if let old = entry.tokens.retired.first(where: { $0.token == token }) {
        return .rotated(name: entry.name, until: old.until, current: entry.tokens.current)
      }
    }
    if let app = Set(entries.map(\.app)).sorted().first(where: { pushToStartToken(for: $0) == token }) {
      return .pushToStart(app: app)
    }
    return .unknown
  }

  /// Issues a new update token to the activity called `name` at `date` (the old one stops working at once),
  /// and logs it as `pushTokenUpdates` emits it; nil when there is no such activity or it has ended.
  @discardableResult
  public mutating func rotateToken(of name: String, at date: Date, reason: String = "rotated") -> String? {
    guard let index = entries.firstIndex(where: { $0.name == name }),
      entries[index].activity.state.acceptsUpdates
    else { return nil }
    return issueToken(to: name, at: date, reason: reason)
  }

  /// Gives the activity called `name` its next token.
  @discardableResult
  mutating func issueToken(to name: String, at date: Date, reason: String) -> String? {
    guard let index = entries.firstIndex(where: { $0.name == name }) else { return nil }
    var tokens = entries[index].tokens
    if let old = tokens.current { tokens.retired.append(RetiredToken(token: old, until: date)) }
    let token = PushToken.make("\(name) #\(entries[index].order) token \(tokens.generation)")
    tokens.current = token
    tokens.issued = date
    tokens.generation += 1
    entries[index].tokens = tokens
    let app = entries[index].app
    if !tokenUpdates.contains(where: { $0.activity == nil && $0.app == app }) {
      tokenUpdates.append(
        TokenUpdate(date: date, activity: nil, app: app, token: pushToStartToken(for: app), reason: "issued"))
    }
    tokenUpdates.append(TokenUpdate(date: date, activity: name, app: app, token: token, reason: reason))
    return token
  }

  /// Rotates, up to `date`, the tokens of activities whose fixture says how often they rotate.
  mutating func rotateDueTokens(until date: Date) {
    for entry in entries {
      guard let interval = entry.activity.definition.push.tokenRotation, interval >= 1 else { continue }
      // Bounded: a scenario's clock runs a week at most, so at most 604,800 rotations of 1 s.
      for _ in 0..<100_000 {
        guard let current = self.entry(named: entry.name), current.activity.state.acceptsUpdates,
          let issued = current.tokens.issued
        else { break }
        let due = issued.addingTimeInterval(interval)
        guard due <= date else { break }
        // An activity that ended before the rotation was due gets none.
        var probe = current.activity
        probe.apply(.tick, at: due)
        guard probe.state.acceptsUpdates else { break }
        issueToken(
          to: entry.name, at: due,
          reason: "rotated, every \(Self.duration(interval)) (the fixture's tokenRotation)")
      }
    }
  }

  /// `30m00s`: a duration as logs write offsets, without the sign.
  static func duration(_ seconds: TimeInterval) -> String {
    String(
      ClockText.offset(Date(timeIntervalSince1970: seconds), from: Date(timeIntervalSince1970: 0)).dropFirst()
    )
  }
}
