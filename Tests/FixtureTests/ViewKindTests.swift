import Testing

@testable import FixtureJSON

/// `LayoutDecoder.isKind` tells a view's kind by comparing a key with the kinds of its length: it must agree
/// with the format's list of kinds for every key a view may have, and for near misses.
@Suite struct ViewKindTests {
  @Test func isKindAgreesWithTheFormatsKinds() {
    let nearMisses = [
      "", "i", "iff", "Text", "texts", "stack", "timers", "viewThatFit", "timerIntervals", "$comment",
    ]
    for key in FixtureFormat.view.keys + nearMisses {
      #expect(LayoutDecoder.isKind(key) == LayoutDecoder.kindKeySet.contains(key), "\(key)")
    }
    #expect(FixtureFormat.viewKinds.allSatisfy(LayoutDecoder.isKind))
  }
}
