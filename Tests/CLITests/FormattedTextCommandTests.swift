import Foundation
import TestSupport
import Testing

/// What the phone shows of numbers and optionals, seen from the command line as a user would.
@Suite(.temporaryDirectory) struct FormattedTextCommandTests {
  static func payload(_ fixture: String, _ name: String) -> String {
    Repository.root.appendingPathComponent("fixtures/payloads/\(fixture)/\(name)").path
  }

  /// The compact frame's rows, printed under its title.
  static func compactFrame(_ output: String) -> [String] {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("Dynamic Island · compact") }),
      lines.count > start + 5
    else { return [] }
    return Array(lines[(start + 1)...(start + 5)])
  }

  @Test("export at 2 of 3 units shows 66%: Int() truncates, it does not round")
  func exportTruncates() throws {
    let result = try CLIRunner.run([
      "push", "export", Self.payload("export", "update-two-thirds.json"), "--render",
    ])
    #expect(result.status == 0)
    Picture.expect(
      Self.compactFrame(result.stdout),
      """
      ╭────────────────────────────────╮
      │                                │
      │   📤           ●         66%   │
      │                                │
      ╰────────────────────────────────╯
      """)
  }

  @Test("food-runner at 0.125 shows 12%: .percent rounds half to even")
  func foodRunnerRoundsHalfToEven() throws {
    let result = try CLIRunner.run([
      "push", "food-runner", Self.payload("food-runner", "update-one-eighth.json"), "--render",
    ])
    #expect(result.status == 0)
    Picture.expect(
      Self.compactFrame(result.stdout),
      """
      ╭────────────────────────────────╮
      │                                │
      │   🍴           ●         12%   │
      │                                │
      ╰────────────────────────────────╯
      """)
  }

  @Test("A Double interpolated as it is shows %lf's six decimals, and check warns with the fix")
  func doubleInterpolation() throws {
    let fixture = """
      { "name": "fare", "attributesType": "FareAttributes", "attributes": {}, "attributeValues": {},
        "contentState": { "fare": "Double", "driverName": "String?" },
        "pipeline": [ { "name": "start", "contentState": { "fare": 18.5 } } ],
        "end": { "dismissalPolicy": "default" },
        "layouts": {
          "lockScreen": { "vstack": [ { "text": "Fare ${fare}" }, { "text": "Driver {driverName}" },
                                      { "text": "{fare, format: .currency(code: \\"USD\\")}" } ] },
          "compactLeading": { "icon": "car.fill" }, "compactTrailing": { "text": "${fare}" },
          "minimal": { "icon": "car.fill" }, "expanded": {} } }
      """
    let path = try CLIRunner.temporaryFile(fixture)
    let render = try CLIRunner.run(["render", path, "--presentation", "lock-screen"])
    #expect(render.stdout.contains("Fare $18.500000"))
    #expect(render.stdout.contains("Driver nil"))
    #expect(render.stdout.contains("$18.50"))
    let check = try CLIRunner.run(["check", path])
    #expect(check.stdout.contains("18.500000"))
    #expect(check.stdout.contains("format:"))
    #expect(check.stdout.contains("[LA008]"))
    #expect(check.stdout.contains("Optional") || check.stdout.contains("nil"))
  }

  @Test(
    "The ride-hailing fixture a new user writes, optional driver, currency fare, bounded timer, checks clean")
  func rideHailingChecksClean() throws {
    let path = Repository.root.appendingPathComponent("fixtures/examples/ride-hailing.json").path
    let check = try CLIRunner.run(["check", path])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(check.stdout.contains("clean"))
    let render = try CLIRunner.run(["render", path, "--step", "driverAssigned"])
    #expect(render.stdout.contains("Maria · 7XYZ123"))
    #expect(render.stdout.contains("$18.50"))
    Picture.expect(
      Self.compactFrame(render.stdout),
      """
      ╭────────────────────────────────╮
      │                                │
      │   🚗           ●        6:00   │
      │                                │
      ╰────────────────────────────────╯
      """)
    let searching = try CLIRunner.run(["render", path, "--presentation", "lock-screen"])
    #expect(searching.stdout.contains("Pickup at 1 Infinite Loop"))
  }
}
