import Foundation
import Scenarios
import TestSupport
import Testing

/// `expect` lines: each passes when it holds, stops the play with a one-line message when it does not, and
/// bad syntax is a parse error naming the line.
struct ExpectationTests {
  static let payloads = Repository.root.path + "/fixtures/payloads/pizza-planet"

  /// The error playing `text` throws, or nil when it plays through.
  static func failure(_ text: String) throws -> ScenarioError? {
    do {
      _ = try ScenarioTestSupport.play(text, file: "x.scenario")
      return nil
    } catch let error as ScenarioError {
      return error
    }
  }

  /// The error playing `text` against `fixture` throws, or nil.
  static func failureOn(_ fixture: String, _ text: String) throws -> ScenarioError? {
    do {
      _ = try ScenarioTestSupport.play(text, fixture: fixture, file: "x.scenario")
      return nil
    } catch let error as ScenarioError {
      return error
    }
  }

  /// The parse error of `text`.
  static func parseError(_ text: String) -> String? {
    do {
      _ = try Scenario.parse(text, file: "x.scenario")
      return nil
    } catch {
      return error.description
    }
  }

  @Test("expect verdict: applied, ignored and rejected pushes")
  func verdict() throws {
    let pushes = """
      push \(Self.payloads)/broken-case-name-status.json
      expect verdict rejected
      expect verdict refused
      push \(Self.payloads)/update-out-for-delivery.json
      expect verdict applied
      wait 1m
      push \(Self.payloads)/update-older-timestamp.json
      expect verdict ignored
      """
    #expect(try Self.failure(pushes) == nil)
    let wrong = try Self.failure(
      "push \(Self.payloads)/update-out-for-delivery.json\nwait 1m\n"
        + "push \(Self.payloads)/update-older-timestamp.json\nexpect verdict applied\n")
    #expect(wrong?.kind == .expectationFailed)
    #expect(wrong?.description.hasPrefix("x.scenario:4: expected verdict applied, found ignored (") == true)
    #expect(wrong?.description.contains("update-older-timestamp.json") == true)
    #expect(
      try Self.failure("expect verdict applied")?.description
        == "x.scenario:1: expected verdict applied, found no push yet")
  }

  @Test("expect verdict follows press l")
  func verdictOfPressL() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    let payload = try ScenarioTestSupport.read(Self.payloads + "/broken-case-name-status.json")
    try ScenarioTestSupport.write(payload, to: directory + "/a.json")
    #expect(try Self.failure("pushes \(directory)\npress l\nexpect verdict rejected") == nil)
    #expect(
      try Self.failure("pushes \(directory)\npress l\nexpect verdict applied")?.description
        .hasPrefix(
          "x.scenario:3: expected verdict applied, found rejected (\(directory)/a.json: does not decode")
        == true)
  }

  @Test("expect state: active, stale, ended, dismissed")
  func state() throws {
    #expect(
      try Self.failure(
        "expect state active\nwait 1h\nexpect state stale\nend immediate\nexpect state dismissed") == nil)
    #expect(try Self.failure("end default\nexpect state ended") == nil)
    #expect(
      try Self.failure("wait 2m\nexpect state stale")?.description
        == "x.scenario:2: expected state stale, found active, since 10:00:00 (start placed)")
    // It says why: the event that made the state.
    #expect(
      try Self.failure("end immediate\nwait 1m\nexpect state ended")?.description
        == "x.scenario:3: expected state ended, found dismissed, since 10:00:00 (end: .immediate: dismissed at once)"
    )
  }

  @Test("expect clipped: none, or a clip at a place, on the current device and text size")
  func clipped() throws {
    // courier-compact fits everywhere; pizza-planet's Lock Screen title is cut at every step on the 393 class.
    #expect(try Self.failureOn("courier-compact", "expect clipped none") == nil)
    #expect(try Self.failure("press n\nexpect clipped expanded/center") == nil)
    let none = try Self.failure("press n\nexpect clipped none")
    #expect(
      none?.description
        == "x.scenario:2: expected clipped none, found lock-screen/content: \"Pizza Planet Delivery\" needs"
        + " 163.7 pt, has 145.0 pt → \"Pizza Planet Deli…\" and 3 more")
    #expect(
      try Self.failureOn("courier-compact", "expect clipped compact/trailing")?.description
        == "x.scenario:1: expected clipped compact/trailing, found no clip on iphone-15-pro")
    let elsewhere = try Self.failure("press n\nexpect clipped compact/trailing")
    #expect(
      elsewhere?.description.hasPrefix(
        "x.scenario:2: expected clipped compact/trailing, found lock-screen/content:") == true)
    #expect(try Self.failure("dynamic-type AX5\nexpect clipped lock-screen/content") == nil)
  }

  @Test("expect text: a row of the presentation's frame contains the text")
  func text() throws {
    #expect(try Self.failure("expect text lock-screen \"Order Placed\"  # a comment") == nil)
    #expect(try Self.failure("press n n n\nexpect text lock-screen \"Out for Delivery\"") == nil)
    #expect(
      try Self.failure("expect text lock-screen \"Out for Delivery\"")?.description
        == "x.scenario:1: expected text lock-screen \"Out for Delivery\", found no row containing it on"
        + " iphone-15-pro")
    #expect(
      try Self.failure("end immediate\nexpect text compact \"Order\"")?.description
        == "x.scenario:2: expected text compact \"Order\", found nothing shown in compact on iphone-15-pro"
        + " (dismissed: shown nowhere)")
    // A phone's small family of an activity without one is its compact views, as CarPlay draws it.
    #expect(try Self.failureOn("courier", "expect text small \"25m\"") == nil)
    let small = try Self.failureOn("courier", "expect text small \"Order\"")
    #expect(small?.kind == .expectationFailed)
    #expect(
      small?.description
        == "x.scenario:1: expected text small \"Order\", found no row containing it on iphone-15-pro"
        + " (its compact views: no small layout)")
  }

  @Test(
    "expect text matches what the layout drew, never the outline, the camera or the padding",
    arguments: ["─", "│", " ", "╭", "●"])
  func textIsContentOnly(frameText: String) throws {
    for presentation in ["lock-screen", "compact", "minimal", "expanded"] {
      let hidden = try Self.failure("end immediate\nexpect text \(presentation) \"\(frameText)\"")
      #expect(hidden?.kind == .expectationFailed, "\(presentation)")
      #expect(hidden?.message.contains("found nothing shown in \(presentation)") == true, "\(presentation)")
    }
    // Shown, the outline and the padding are still not content; a space between words is.
    if frameText != " " {
      #expect(try Self.failure("expect text lock-screen \"\(frameText)\"")?.kind == .expectationFailed)
    }
    #expect(try Self.failure("expect text lock-screen \"Order Placed\"") == nil)
    #expect(try Self.failure("expect text lock-screen \" \"") == nil)
    #expect(try Self.failure("expect text lock-screen \"  Order\"")?.kind == .expectationFailed)
  }

  @Test("A failed expectation stops the play: later lines are not played")
  func stops() throws {
    // Played on, line 3 would fail with its own error ('press l' needs a 'pushes' line before it).
    #expect(try Self.failure("snapshot a\npress l")?.line == 2)
    let stopped = try Self.failure("snapshot a\nexpect state ended\npress l")
    #expect(stopped?.line == 2)
    #expect(stopped?.kind == .expectationFailed)
  }

  @Test("Bad expectations are parse errors naming the line, with did-you-mean")
  func parseErrors() {
    #expect(
      Self.parseError("wait 1m\nexpect verdict aplied")
        == "x.scenario:2: unknown verdict 'aplied' (did you mean 'applied'?); expected one of: applied, ignored,"
        + " rejected")
    #expect(
      Self.parseError("expect stat ended")
        == "x.scenario:1: unknown expectation 'stat' (did you mean 'state'?); expected one of: verdict, state,"
        + " clipped, text")
    #expect(Self.parseError("expect state gone")?.hasPrefix("x.scenario:1: unknown state 'gone'") == true)
    #expect(
      Self.parseError("expect clipped compact/trailin")?.hasPrefix(
        "x.scenario:1: unknown place 'compact/trailin' (did you mean 'compact/trailing'?)") == true)
    #expect(Self.parseError("expect clipped")?.hasPrefix("x.scenario:1: 'expect clipped' takes") == true)
    #expect(
      Self.parseError("expect text compact \"abc")
        == "x.scenario:1: the text of 'expect text' has no closing double quote, e.g. 'expect text lock-screen"
        + " \"Out for Delivery\"'")
    #expect(
      Self.parseError("expect text compact abc")?.hasPrefix(
        "x.scenario:1: 'expect text compact' needs the text in double quotes") == true)
    #expect(
      Self.parseError("expect text compakt \"a\"")?.hasPrefix(
        "x.scenario:1: unknown presentation 'compakt' (did you mean 'compact'?)") == true)
    #expect(Self.parseError("expect text compact \"a\" b")?.contains("unexpected 'b'") == true)
    #expect(Self.parseError("expect text compact \"\"")?.contains("is empty") == true)
    #expect(Self.parseError("expect")?.hasPrefix("x.scenario:1: 'expect' needs something to check") == true)
  }

  @Test("Escapes control characters from the scenario in messages")
  func escapes() throws {
    let error = try Self.failure("expect text lock-screen \"a\u{1B}]0;x\"")
    #expect(error?.description.contains("\"a\\u{1B}]0;x\"") == true)
  }

  @Test("la-sim play exits 1 on a failed expectation, naming file:line, and 65 on bad syntax")
  func exitStatus() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    let failing = directory + "/fail.scenario"
    try ScenarioTestSupport.write("snapshot a\nexpect state stale\nsnapshot b\n", to: failing)
    let result = try LaSimProcess.run(["play", "pizza-planet", failing])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "la-sim play: \(failing):2: expected state stale, found active, since 10:00:00 (start placed)\n")
    let verify = try LaSimProcess.run(["play", "pizza-planet", failing, "--verify", directory + "/goldens"])
    #expect(verify.status == 1)
    #expect(verify.stderr.contains("\(failing):2: expected state stale, found active"))
    let bad = directory + "/bad.scenario"
    try ScenarioTestSupport.write("expect verdict maybe\n", to: bad)
    let parse = try LaSimProcess.run(["play", "pizza-planet", bad])
    #expect(parse.status == 65)
    #expect(parse.stderr.contains("\(bad):1: unknown verdict 'maybe'"))
    let passing = directory + "/pass.scenario"
    try ScenarioTestSupport.write("expect state active\nsnapshot a lock-screen\n", to: passing)
    #expect(try LaSimProcess.run(["play", "pizza-planet", passing]).status == 0)
  }
}
