import Foundation
import TestSupport
import Testing

/// `--dynamic-type` on `render`, `run` (piped) and the other commands' usage errors.
@Suite(.temporaryDirectory) struct DynamicTypeCommandTests {
  /// The Lock Screen frame of `render pizza-planet --presentation lock-screen --format json` at `size`: its
  /// height in points and the rows the card's outline takes.
  func lockScreen(_ size: String) throws -> (points: Double, rows: Int) {
    let result = try CLIRunner.run([
      "render", "pizza-planet", "--presentation", "lock-screen", "--dynamic-type", size, "--format", "json",
    ])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["dynamicType"] as? String == size)
    let frame = try #require((object["frames"] as? [[String: Any]])?.first)
    let points = try #require((frame["points"] as? [String: Any])?["height"] as? Double)
    let rows = try #require(frame["rows"] as? [String])
    // The card's outline, from its top corner to its bottom one; the box below it is blank.
    let outline = rows.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count
    return (points, outline)
  }

  @Test("render --dynamic-type xSmall draws pizza-planet's Lock Screen card shorter than AX5 does")
  func smallerTextMakesAShorterCard() throws {
    let small = try lockScreen("xSmall")
    let large = try lockScreen("large")
    let huge = try lockScreen("AX5")
    #expect(small.points < large.points)
    #expect(large.points < huge.points)
    #expect(small.rows < huge.rows)
  }

  @Test("The header names the size unless it is large, and the default output is unchanged")
  func headerNamesTheSize() throws {
    let plain = try CLIRunner.run(["render", "--presentation", "compact"])
    let large = try CLIRunner.run(["render", "--presentation", "compact", "--dynamic-type", "large"])
    #expect(large.stdout == plain.stdout)
    #expect(!plain.stdout.contains("Dynamic Type"))
    let ax3 = try CLIRunner.run(["render", "--presentation", "compact", "--dynamic-type", "AX3"])
    #expect(ax3.status == 0)
    let header = try #require(ax3.stdout.split(separator: "\n").first)
    #expect(header.hasPrefix("pizza-planet · iPhone 15 Pro (393 pt) · step 0 placed · active"))
    #expect(header.hasSuffix(" · Dynamic Type AX3"))
    let all = try CLIRunner.run(["render", "--device", "all", "--dynamic-type", "xxLarge"])
    #expect(all.stdout.components(separatedBy: " · Dynamic Type xxLarge\n").count == 16, "15 profiles")
  }

  @Test("A text that fits at large clips at AX3")
  func clipsAtAX3() throws {
    let arguments = ["render", "courier-compact", "--step", "stopsLeft", "--presentation", "lock-screen"]
    let large = try CLIRunner.run(arguments)
    #expect(large.stdout.contains("No truncations."))
    let ax3 = try CLIRunner.run(arguments + ["--dynamic-type", "AX3"])
    #expect(ax3.status == 0)
    #expect(ax3.stdout.contains("lock-screen/content: \"Out for delivery, 2 stops left\" needs "))
  }

  @Test("Piped, run draws the frames at --dynamic-type and names it")
  func runPiped() throws {
    let result = try CLIRunner.run(["run", "courier", "--dynamic-type", "AX1"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("courier · iPhone 15 Pro (393 pt) · step 0 preparing · active"))
    #expect(result.stdout.split(separator: "\n").first?.hasSuffix(" · Dynamic Type AX1") == true)
  }

  struct Failure: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let sizes = "xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5"

  static let failures: [Failure] = [
    Failure(
      arguments: ["render", "--dynamic-type", "xlarge"],
      message: "la-sim render: invalid value 'xlarge' for --dynamic-type (did you mean xLarge?); expected one"
        + " of: \(sizes)"),
    Failure(
      arguments: ["render", "--dynamic-type", "accessibility3"],
      message: "la-sim render: invalid value 'accessibility3' for --dynamic-type (did you mean AX3?);"
        + " expected one of: \(sizes)"),
    Failure(
      arguments: ["render", "--dynamic-type", "huge"],
      message: "la-sim render: invalid value 'huge' for --dynamic-type; expected one of: \(sizes)"),
    Failure(
      arguments: ["render", "--dynamic-type", "all"],
      message: "la-sim render: invalid value 'all' for --dynamic-type; expected one of: \(sizes) ('all' is"
        + " for 'la-sim check')"),
    Failure(
      arguments: ["run", "--dynamic-type", "XXLarge"],
      message: "la-sim run: invalid value 'XXLarge' for --dynamic-type (did you mean xxLarge?); expected one"
        + " of: \(sizes)"),
    Failure(
      arguments: ["play", "pizza-planet", "x.scenario", "--dynamic-type", "ax2"],
      message: "la-sim play: invalid value 'ax2' for --dynamic-type (did you mean AX2?); expected one of:"
        + " \(sizes)"),
    Failure(
      arguments: ["check", "courier", "--dynamic-type", "al"],
      message: "la-sim check: invalid value 'al' for --dynamic-type (did you mean all?); expected one of:"
        + " \(sizes), all"),
  ]

  @Test("A bad size is a usage error that lists the sizes, with a guess for near misses", arguments: failures)
  func badValues(_ failure: Failure) throws {
    let result = try CLIRunner.run(failure.arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.first == failure.message)
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("Try 'la-sim ") })
  }
}
