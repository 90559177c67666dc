import FixtureJSON
import Testing
import Views

/// Where the app's Swift wrote a date drawn alone (`Text(date, style: .timer)`): no words to know it by, so
/// its slot and style name it, and only while one place in the code draws it there.
struct DateSiteTests {
  /// A host answer whose Lock Screen draws a timer at each of `sites`.
  static func answer(timersAt sites: [String]) -> [UInt8] {
    let timers = sites.map { "{\"timer\": \"@1795944900.0\", \"site\": \"\($0)\"}" }
    let json = "{\"layouts\": {\"lockScreen\": {\"vstack\": [\(timers.joined(separator: ", "))]}}}"
    return Array(json.utf8)
  }

  @Test("A timer drawn alone is found by its slot and style")
  func aTimerAlone() {
    let sites = HostLayoutDecoder.sites(Self.answer(timersAt: ["Pizza.swift:48:11"]))
    #expect(HostLayoutDecoder.dateSite("timer", in: .lockScreen, sites) == "Pizza.swift:48:11")
    #expect(HostLayoutDecoder.dateSite("relative", in: .lockScreen, sites) == nil)
    #expect(HostLayoutDecoder.dateSite("timer", in: .compactTrailing, sites) == nil)
  }

  @Test("Two places drawing a timer in one slot name neither, in one answer or across answers")
  func twoPlacesNameNeither() {
    let both = HostLayoutDecoder.sites(Self.answer(timersAt: ["Pizza.swift:48:11", "Pizza.swift:52:11"]))
    #expect(HostLayoutDecoder.dateSite("timer", in: .lockScreen, both) == nil)
    let first = HostLayoutDecoder.sites(Self.answer(timersAt: ["Pizza.swift:48:11"]))
    var merged = first
    HostLayoutDecoder.merge(first, into: &merged)
    #expect(HostLayoutDecoder.dateSite("timer", in: .lockScreen, merged) == "Pizza.swift:48:11")
    let other = HostLayoutDecoder.sites(Self.answer(timersAt: ["Pizza.swift:60:9"]))
    HostLayoutDecoder.merge(other, into: &merged)
    #expect(HostLayoutDecoder.dateSite("timer", in: .lockScreen, merged) == nil)
  }
}
