import Foundation
import TestSupport
import Testing

@testable import Scenarios

/// Scenarios with several activities: `start`, `focus` and `relevance`, and the island as arbitrated.
@Suite struct SharedPhoneScenarioTests {
  static func play(_ text: String) throws -> [Snapshot] {
    let scenario = try Scenario.parse(text, file: "shared.scenario")
    return try ScenarioPlayer(definition: BuiltinFixture.definition("pizza-planet")).play(scenario)
  }

  @Test(
    "A second app makes both minimal; ending it gives the compact pair back at once, and the events say so")
  func secondAppComesAndGoes() throws {
    let snapshots = try Self.play(
      """
      start courier
      snapshot both
      end immediate
      snapshot alone
      """)
    let both = snapshots[0].text(ansi: false)
    #expect(both.contains("Dynamic Island: minimal: pizza-planet attached, courier detached (other app)"))
    #expect(both.contains("island now minimal: pizza-planet attached, courier detached (other app)"))
    let alone = snapshots[1].text(ansi: false)
    #expect(alone.contains("end immediate: courier end, applied"))
    #expect(alone.contains("island now compact: pizza-planet (only activity)"))
    #expect(alone.contains("Dynamic Island · compact  34×5  (pizza-planet: only activity)"))
  }

  @Test("Two activities of one app: relevance decides, a tie goes to the first started")
  func oneAppRelevance() throws {
    let snapshots = try Self.play(
      """
      start pizza-planet as second
      snapshot tie compact
      relevance second 5
      snapshot raised compact
      """)
    #expect(snapshots[0].text(ansi: false).contains("compact: pizza-planet (started first)"))
    #expect(snapshots[1].text(ansi: false).contains("compact: second (higher relevance)"))
  }

  @Test("Bad start, focus and relevance lines stop with the line and what was expected")
  func errors() throws {
    #expect(throws: ScenarioError.self) { try Self.play("focus nobody") }
    do {
      _ = try Self.play("wait 1s\nfocus nobody")
    } catch {
      #expect("\(error)".contains("shared.scenario:2"))
      #expect("\(error)".contains("no activity named 'nobody' (the phone has: pizza-planet)"))
    }
    do {
      _ = try Self.play("relevance pizza-planet lots")
    } catch {
      #expect(
        "\(error)".contains(
          "expected a relevance score (a decimal number from -1000000000 to 1000000000), found 'lots'"))
    }
    do {
      _ = try Self.play("start nothing-here.json")
    } catch {
      #expect("\(error)".contains("'start nothing-here.json': no built-in fixture of that name"))
    }
  }

  /// A misspelt built-in fixture is guessed, as `la-sim render couier` guesses it; one three edits away is not.
  @Test(arguments: [
    ("start couier", "'start couier': no built-in fixture of that name (did you mean 'courier'?), and"),
    ("start expotr", "'start expotr': no built-in fixture of that name (did you mean 'export'?), and"),
    ("start cxuxixr", "'start cxuxixr': no built-in fixture of that name, and"),
  ])
  func aMisspeltBuiltInFixtureIsGuessed(_ line: String, _ message: String) {
    #expect {
      _ = try Self.play(line)
    } throws: { error in
      "\(error)".contains(message)
    }
  }
}
