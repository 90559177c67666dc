import JSON
import Testing

/// `String.counted`: a count with its noun, singular only for one, so that no message says `snapshot(s)`.
@Suite struct StringCountedTests {
  @Test(
    arguments: [
      (0, "snapshot", nil, "0 snapshots"), (1, "snapshot", nil, "1 snapshot"),
      (3, "snapshot", nil, "3 snapshots"),
      (1, "pending snapshot", nil, "1 pending snapshot"), (2, "argument", nil, "2 arguments"),
      (1, "activity", "activities", "1 activity"), (2, "activity", "activities", "2 activities"),
      (-1, "line", nil, "-1 lines"),
    ] as [(Int, String, String?, String)])
  func counted(_ count: Int, _ noun: String, _ plural: String?, _ expected: String) {
    #expect(String.counted(count, noun, plural: plural) == expected)
  }
}
