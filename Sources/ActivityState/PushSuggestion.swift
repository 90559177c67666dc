/// Near-miss spellings: the keys and values people write when they meant another one.
enum PushSuggestion {
  /// The name folded so that `estimated_arrival`, `estimatedArrival`, `Estimated-Arrival` and `estimatedarrival`
  /// compare equal.
  static func folded(_ name: String) -> String {
    String(name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " })
  }

  /// Whether `written` differs from `name` only in case, `_`, `-` or spaces.
  static func isSpellingVariant(_ written: String, of name: String) -> Bool {
    written != name && folded(written) == folded(name)
  }

  /// The candidate `written` most likely stands for: a spelling variant, or a typo of at most two edits
  /// (one for short names) of the folded forms.
  static func nearest(_ written: String, in candidates: [String]) -> String? {
    if let variant = candidates.first(where: { isSpellingVariant(written, of: $0) }) { return variant }
    let target = folded(written)
    var best: (String, Int)?
    for candidate in candidates where candidate != written {
      let folded = folded(candidate)
      let limit = min(target.count, folded.count) <= 4 ? 1 : 2
      let distance = Spelling.editDistance(target, folded)
      if distance <= limit, best.map({ distance < $0.1 }) ?? true { best = (candidate, distance) }
    }
    return best?.0
  }

  /// `"a", "b" or "c"`.
  static func list(_ names: [String]) -> String {
    let quoted = names.map { "\"\($0)\"" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
  }
}
