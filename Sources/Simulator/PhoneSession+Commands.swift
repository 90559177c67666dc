import Rendering

/// What a scenario's own lines do to the phone (`start`, `focus`, `relevance`, `rotate-token`, `end`,
/// `cancel`, `device`, `dynamic-type`): what no key of the simulator does in quite the same way.
extension PhoneSession {
  mutating func apply(_ command: PhoneCommand, key: String) {
    switch command {
    case .start(let definition, let name, let relevance, let step):
      if start(definition, name: name, relevance: relevance, step: step, key: key) {
        focusIndex = phone.entries.count - 1
      }
    case .focus(let name):
      guard let index = phone.entries.firstIndex(where: { $0.name == name }) else {
        append(key, PhoneWording.noActivity(named: name, for: "focus"), .ignored)
        return
      }
      focusIndex = index
      append(
        key,
        Self.wording.focus(focus, position: focusIndex + 1, of: phone.entries.count, state: activity.state),
        .info)
    case .relevance(let name, let score):
      guard let index = phone.entries.firstIndex(where: { $0.name == name }) else {
        append(key, PhoneWording.noActivity(named: name, for: "relevance"), .ignored)
        return
      }
      let focused = focusIndex
      focusIndex = index
      defer { focusIndex = focused }
      let outcome = activity.setRelevanceScore(score, at: now)
      skipActivityLog()
      record(key, PhoneWording.relevance(score), outcome)
    case .rotateToken(let name):
      rotateToken(of: name, key: key)
    case .end(let template):
      end(with: template, policyText: PhoneWording.dismissal(template.dismissal), key: key)
    case .device(let profile):
      device = profile
      append(key, Self.wording.device(device), .info)
    case .dynamicType(let size):
      dynamicType = size
      append(key, Self.wording.dynamicType(dynamicType), .info)
    case .appearance(let scheme):
      colorScheme = scheme
      append(key, Self.wording.appearance(colorScheme), .info)
    }
  }
}
