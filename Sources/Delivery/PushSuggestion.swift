import JSON

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
  /// (one for short names) of the folded forms. `written` is folded once, and a long one (past
  /// `Spelling.maximumWrittenLength`) is only compared for equality: the cost stays linear in the candidates.
  static func nearest(_ written: String, in candidates: [String]) -> String? {
    let target = folded(written)
    if let variant = candidates.first(where: { $0 != written && folded($0) == target }) { return variant }
    let others = candidates.lazy.filter { $0 != written }
    let near = Spelling.suggestions(for: target, in: others.map(folded), excluding: false)
    guard let meant = near.first else { return nil }
    return others.first { folded($0) == meant }
  }

  /// `"a", "b" or "c"`.
  static func list(_ names: [String]) -> String { Spelling.list(names) }
}
