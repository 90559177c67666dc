import Foundation
import TestSupport
import Testing

/// `render --at` stops where an activity's life does: 8 hours active and at most 4 on the Lock Screen.
@Suite(.temporaryDirectory) struct RenderAtBoundTests {
  @Test(arguments: ["1e15", "43200.5", "86400"])
  func renderRefusesAnInstantNoActivityLivesTo(_ at: String) throws {
    let result = try CLIRunner.run(["render", "--at", at])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "la-sim render: --at \(at) is beyond what an activity lives: iOS ends it after 8 hours and removes it"
          + " from the Lock Screen at most 4 hours later; expected 0 to 43200 seconds\n"))
    #expect(result.stdout.isEmpty)
  }

  @Test func renderDrawsTheLastInstantAnActivityLives() throws {
    let result = try CLIRunner.run(["render", "--at", "43200", "--presentation", "lock-screen"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("2026-11-29T22:00:00Z (+12h00m00s)"))
  }
}
