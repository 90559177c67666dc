/// Edit distance and "did you mean" hints, for payloads, scenarios and fixtures.
///
/// A hint costs at most the candidates of about the written length times a band of the edit-distance table,
/// never length × length × every candidate: an enum of 40,000 raw values and a 3-KB wrong value answer at
/// once with no suggestion (DECISIONS.md, "Did you mean is bounded").
public enum Spelling {
  /// The most suggestions one hint gives.
  public static let maximumSuggestions = 3
  /// The longest written word (in Unicode scalars) that gets a suggestion: no name la-sim or a fixture
  /// knows is near a longer one in a way a person would mistype.
  public static let maximumWrittenLength = 64

  /// Levenshtein distance between two strings, by characters.
  public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The Levenshtein distance between `a` and `b` (by Unicode scalars) when it is at most `limit`, else nil;
  /// only the band of `limit` either side of the diagonal is computed, so the cost is length × limit.
  public static func distance(_ a: String, _ b: String, limit: Int) -> Int? {
    distance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
  }

  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
    guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    let far = limit + 1
    var previous = [Int](repeating: far, count: b.count + 1)
    var current = previous
    for j in 0...min(b.count, limit) { previous[j] = j }
    for i in 1...a.count {
      let from = max(1, i - limit)
      let to = min(b.count, i + limit)
      current[from - 1] = from == 1 ? min(i, far) : far
      var best = current[from - 1]
      if from <= to {
        for j in from...to {
          let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
          let value = min(min(previous[j], current[j - 1]) + 1, substitution, far)
          current[j] = value
          best = min(best, value)
        }
      }
      if to < b.count { current[to + 1] = far }
      guard best <= limit else { return nil }
      swap(&previous, &current)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }

  /// The candidates within `limit` edits of `written` (by default two, one when either is four scalars or
  /// shorter), nearest first and then in the candidates' order, at most `maximumSuggestions`; none for a
  /// `written` longer than `maximumWrittenLength`. Candidates whose length differs by more than the limit
  /// are skipped before any distance is computed.
  public static func suggestions(
    for written: String, in candidates: some Sequence<String>, limit: Int? = nil, excluding: Bool = true
  ) -> [String] {
    let typed = Array(written.unicodeScalars.prefix(maximumWrittenLength + 1))
    guard !typed.isEmpty, typed.count <= maximumWrittenLength else { return [] }
    var near: [(distance: Int, order: Int, name: String)] = []
    for (order, candidate) in candidates.enumerated() where !excluding || candidate != written {
      let length = candidate.unicodeScalars.count
      let allowed = limit ?? (min(typed.count, length) <= 4 ? 1 : 2)
      guard abs(length - typed.count) <= allowed,
        let distance = distance(typed, Array(candidate.unicodeScalars), limit: allowed)
      else { continue }
      near.append((distance, order, candidate))
      // Keep only the best few, so a long list of near candidates costs no more memory than three.
      if near.count > 4 * maximumSuggestions {
        near.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
        near.removeLast(near.count - maximumSuggestions)
      }
    }
    near.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
    return near.prefix(maximumSuggestions).map(\.name)
  }

  /// The nearest candidate within `limit` edits, as `suggestions(for:in:limit:)` orders them.
  public static func nearest(to written: String, in candidates: some Sequence<String>, limit: Int? = nil)
    -> String?
  {
    suggestions(for: written, in: candidates, limit: limit).first
  }

  /// The most names a message lists; the rest are counted.
  public static let maximumListed = 12

  /// `"a", "b" or "c"`; beyond `maximumListed` names, the first of them and `… (40000 in all)`, so that a
  /// fixture's 40,000-case enum gives a one-line message of bounded length. Each name is abbreviated.
  /// With `conjunction` nil, every name is joined by a comma: `"a", "b", "c"`.
  public static func list(_ names: [String], conjunction: String? = "or") -> String {
    let quoted = names.prefix(maximumListed).map { "\"\($0.abbreviated)\"" }
    if names.count > maximumListed {
      return quoted.joined(separator: ", ") + ", … (\(names.count) in all)"
    }
    guard quoted.count > 1, let conjunction else { return quoted.joined(separator: ", ") }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted.last!
  }

  /// `a, b, c`: names joined with commas, unquoted, bounded as `list` bounds them.
  public static func joined(_ names: [String]) -> String {
    let shown = names.prefix(maximumListed).map(\.abbreviated).joined(separator: ", ")
    return names.count > maximumListed ? shown + ", … (\(names.count) in all)" : shown
  }
}
