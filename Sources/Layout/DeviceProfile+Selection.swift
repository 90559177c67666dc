import JSON

/// `--device NAME|GROUP|all`: the words that name profiles, and a suggestion for a word that names none.
extension DeviceProfile {
  /// The profiles `word` names: one profile by name, a group (`phones`, `standby`, `ipad`, `watch`, `carplay`),
  /// or `all`; nil for any other word.
  public static func select(_ word: String) -> [DeviceProfile]? {
    if word == "all" { return all }
    if let group = DeviceGroup(rawValue: word) { return all.filter { $0.group == group } }
    return named(word).map { [$0] }
  }

  /// Every word `select` accepts: the profiles' names, then the groups and `all`.
  public static var selectionWords: [String] {
    all.map(\.name) + DeviceGroup.allCases.map(\.rawValue) + ["all"]
  }

  /// `unknown device 'watch-45' (did you mean 'watch-45mm'?); expected a device from 'la-sim devices', a group
  /// (phones, standby, ipad, watch, carplay) or all`.
  public static func unknownMessage(_ word: String, allowingGroups: Bool = true) -> String {
    let candidates = allowingGroups ? selectionWords : all.map(\.name)
    var message = "unknown device '\(word)'"
    // Within two edits (one for a name of four letters or fewer), as every did-you-mean of la-sim.
    if let best = Spelling.nearest(to: word, in: candidates) {
      message += " (did you mean '\(best)'?)"
    } else if let prefixed = candidates.first(where: { $0.hasPrefix(word) && !word.isEmpty }) {
      message += " (did you mean '\(prefixed)'?)"
    }
    message += "; expected one of: \(all.map(\.name).joined(separator: ", "))"
    guard allowingGroups else { return message }
    return message + ", a group (" + DeviceGroup.allCases.map(\.rawValue).joined(separator: ", ") + ") or all"
  }
}
