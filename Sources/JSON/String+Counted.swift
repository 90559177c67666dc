extension String {
  /// `1 snapshot`, `3 snapshots`, `0 snapshots`: a count and its noun, singular only for exactly one, so that
  /// no message says `snapshot(s)`. `plural` is for nouns that do not take an `s` (`1 activity`, `2
  /// activities`).
  public static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
  }
}
