import Foundation
import TestSupport
import Testing

/// `la-sim render`, `la-sim devices` and the non-interactive `la-sim`, run as a user runs them.
@Suite(.temporaryDirectory) struct RenderCommandTests {
  @Test func renderPrintsEveryPresentationOfPizzaPlanet() throws {
    let result = try CLIRunner.run(["render"])
    #expect(result.status == 0)
    for title in [
      "Lock Screen", "Dynamic Island · compact", "Dynamic Island · minimal", "Dynamic Island · expanded",
    ] {
      #expect(result.stdout.contains(title), "missing \(title)")
    }
    #expect(result.stdout.hasPrefix("pizza-planet · iPhone 15 Pro (393 pt) · step 0 placed · active"))
  }

  @Test func compactAtOneSecondShowsTheCountdown() throws {
    let result = try CLIRunner.run(["render", "pizza-planet", "--presentation", "compact", "--at", "1"])
    #expect(result.status == 0)
    Picture.expect(
      result.stdout,
      """
      pizza-planet · iPhone 15 Pro (393 pt) · step 0 placed · active · 2026-11-29T10:00:01Z (+1s)

      Dynamic Island · compact  34×5
      ╭────────────────────────────────╮
      │                                │
      │   ⛟            ●       29:59   │
      │                                │
      ╰────────────────────────────────╯

      No truncations.

      """)
  }

  @Test(arguments: ["courier", "export", "food-runner", "pizza-planet"])
  func everyShippedFixtureRendersByName(_ name: String) throws {
    let result = try CLIRunner.run(["render", name, "--presentation", "compact"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("\(name) · "))
  }

  /// A phone clip is listed under `Truncations`, a text within the metrics' error under `Tight`; JSON carries
  /// both, in points, with their kind and axis. The Lock Screen title (163.7 pt; 165.5 in SF Pro) is cut in
  /// the 393 class's 145 pt and within the band of the 430 class's 163.5 pt.
  @Test func aClippedTextIsReportedInTextAndJSONInPoints() throws {
    let narrow = try CLIRunner.run(["render", "--step", "preparing"])
    #expect(
      narrow.stdout.contains(
        "Truncations (4):\n  lock-screen/content: \"Pizza Planet Delivery\" needs 163.7 pt, has 145.0 pt"
          + " → \"Pizza Planet Deli…\"\n"))
    #expect(!narrow.stdout.contains("Tight ("))
    let arguments = ["render", "--step", "preparing", "--device", "iphone-15-pro-max"]
    let text = try CLIRunner.run(arguments)
    #expect(
      text.stdout.contains(
        "Truncations (3):\n  expanded/center: \"👨🍳 Preparing Your Pizza\" needs 188.6 pt, has 125.3 pt"
          + " → \"👨🍳 Preparing…\"\n"))
    #expect(
      text.stdout.contains(
        "Tight (1):\n  lock-screen/content: \"Pizza Planet Delivery\" needs 163.7 pt, has 163.5 pt: within the"
          + " metrics' ±3 %"))
    let json = try CLIRunner.run(arguments + ["--format", "json"])
    #expect(json.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let truncations = try #require(object["truncations"] as? [[String: Any]])
    #expect(truncations.map { $0["kind"] as? String } == ["tight", "clipped", "clipped", "clipped"])
    let center = try #require(truncations.first { $0["region"] as? String == "center" })
    #expect(center["presentation"] as? String == "expanded")
    #expect(center["text"] as? String == "👨🍳 Preparing Your Pizza")
    #expect(center["needed"] as? Double == 188.6)
    #expect(center["available"] as? Double == 125.3)
    #expect(center["unit"] as? String == "pt")
    #expect(center["axis"] as? String == "width")
    #expect(center["shown"] as? String == "👨🍳 Preparing…")
  }

  @Test func outputIsByteForByteReproducible() throws {
    let first = try CLIRunner.run(["render", "food-runner", "--step", "2", "--at", "77", "--format", "json"])
    let second = try CLIRunner.run([
      "render", "food-runner", "--step", "nearBy", "--at", "77", "--format", "json",
    ])
    #expect(first.stdout == second.stdout)
    #expect(first.stdout.contains("\"time\": \"2026-11-29T10:01:17Z\""))
  }

  @Test func ansiHonoursNoColor() throws {
    let coloured = try CLIRunner.run(["render", "--format", "ansi", "--presentation", "minimal"])
    #expect(coloured.stdout.contains("\u{1B}["))
    let plain = try CLIRunner.run(
      ["render", "--format", "ansi", "--presentation", "minimal"], environment: ["NO_COLOR": "1"])
    #expect(!plain.stdout.contains("\u{1B}["))
  }

  @Test func withoutATerminalLaSimPrintsTheDefaultFramesAndExitsZero() throws {
    let result = try CLIRunner.run([])
    #expect(result.status == 0)
    #expect(result.stdout.contains("pizza-planet · iPhone 15 Pro"))
    #expect(result.stdout.contains("Dynamic Island · expanded"))
  }

  @Test func devicesListsBothSizeClasses() throws {
    let result = try CLIRunner.run(["devices"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("iphone-15-pro  iPhone 15 Pro, 393-pt class"))
    #expect(result.stdout.contains("iphone-15-pro-max  iPhone 15 Pro Max, 430-pt class"))
    #expect(result.stdout.contains("  lock-screen 371 × 84–160 pt → frame 53×14 cells\n"))
    #expect(result.stdout.contains("  lock-screen 408 × 84–160 pt → frame 58×14 cells\n"))
    #expect(
      result.stdout.contains(
        "  compact     230 × 36.67 pt (leading, trailing 52.33 pt each; camera 125.34 pt) → frame 34×5 cells")
    )
    #expect(
      result.stdout.contains(
        "  compact     250 × 36.67 pt (leading, trailing 62.33 pt each; camera 125.34 pt) → frame 36×5 cells")
    )
  }

  /// The nearest command within two edits: `pus` is `push`, one edit, and was once `run`, two edits but
  /// first in the table.
  @Test(arguments: [
    ("rendr", "render"), ("chekc", "check"), ("devics", "devices"), ("pus", "push"), ("reveiw", "review"),
    ("plya", "play"),
  ])
  func aMisspeltCommandIsNamedWithItsFix(_ typed: String, _ meant: String) throws {
    let result = try CLIRunner.run([typed])
    #expect(result.status == 64)
    #expect(result.stderr.contains("unknown command '\(typed)'; did you mean '\(meant)'?"))
    let help = try CLIRunner.run(["help", typed])
    #expect(help.status == 64)
    #expect(help.stderr.contains("no command '\(typed)'; did you mean '\(meant)'?"))
  }

  /// Every option that takes one of a few words suggests the nearest, as `--device` and `--dynamic-type` do:
  /// within two edits (one for a word of four letters or fewer), none three edits away.
  @Test(arguments: [
    (
      ["render", "courier", "--format", "jsn"],
      "invalid value 'jsn' for --format (did you mean json?); expected"
    ),
    (
      ["render", "courier", "--presentation", "cmopact"],
      "'cmopact' for --presentation (did you mean compact?);"
    ),
    (
      ["render", "courier", "--state", "sale"],
      "invalid value 'sale' for --state (did you mean stale?); expected"
    ),
    (
      ["render", "courier", "--appearance", "lihgt"],
      "'lihgt' for --appearance (did you mean light?); expected"
    ),
    (
      ["render", "courier", "--appearance", "lxgxx"], "'lxgxx' for --appearance; expected one of: light, dark"
    ),
    (
      ["render", "courier", "--appearance", "Light"],
      "'Light' for --appearance (did you mean light?); expected"
    ),
    (
      ["check", "courier", "--appearance", "al"], "'al' for --appearance (did you mean all?); expected one of"
    ),
    (
      ["check", "courier", "--group-by", "regoin"], "'regoin' for --group-by (did you mean region?); expected"
    ),
    (
      ["check", "courier", "--group-by", "rxgxox"], "'rxgxox' for --group-by; expected one of: text, region,"
    ),
    (
      ["render", "courier", "--pseudo-locale", "acented"],
      "'acented' for --pseudo-locale (did you mean accented?)"
    ),
    (
      ["render", "courier", "--pseudo-locale", "axcxnxed"], "'axcxnxed' for --pseudo-locale; expected one of:"
    ),
    (
      ["init", "x", "--template", "sprots"],
      "'sprots' for --template (did you mean sports?); expected one of:"
    ),
    (["init", "x", "--template", "sxoxxs"], "'sxoxxs' for --template; expected one of: delivery, sports,"),
  ])
  func anOptionsValueIsGuessedWithinTwoEdits(_ arguments: [String], _ message: String) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test(arguments: ["rxvxxw", "ixpxrx"])
  func aCommandThreeEditsAwayIsNotGuessed(_ typed: String) throws {
    let result = try CLIRunner.run(["help", typed])
    #expect(result.status == 64)
    #expect(result.stderr.contains("no command '\(typed)'; the commands are run, render,"))
    #expect(!(try CLIRunner.run([typed])).stderr.contains("did you mean"))
  }

  @Test func twoFixturesAreOneTooManyAndWithIsNamed() throws {
    let result = try CLIRunner.run(["render", "courier", "export"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "la-sim render: render draws one fixture, found 2 (courier, export): give another activity on the"
          + " same phone as --with FIXTURE[@STEP]\n"), "\(result.stderr)")
    #expect(!result.stderr.contains("Swift"))
  }

  @Test(arguments: ["render", "devices", "run"])
  func everyCommandHasHelp(_ command: String) throws {
    let result = try CLIRunner.run([command, "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("Usage: la-sim"))
  }

  struct Failure: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageFailures: [Failure] = [
    Failure(arguments: ["render", "--frobnicate"], status: 64, message: "unknown option '--frobnicate'"),
    Failure(
      arguments: ["render", "--step", "baked"], status: 64,
      message: "no step 'baked' in pizza-planet (steps: 0"),
    Failure(
      arguments: ["render", "courier", "--step", "dleivered"], status: 64,
      message:
        "no step 'dleivered' in courier; did you mean 'delivered'? (steps: 0 preparing, 1 onTheWay, 2 stopsLeft,"
    ),
    Failure(
      arguments: ["render", "courier", "--step", "dxlxvxred"], status: 64,
      message: "no step 'dxlxvxred' in courier (steps: 0 preparing, 1 onTheWay, 2 stopsLeft, 3 arriving,"),
    Failure(
      arguments: ["render", "--device", "iphone-3g"], status: 64, message: "unknown device 'iphone-3g'"),
    Failure(arguments: ["render", "--at", "-5"], status: 64, message: "--at expects seconds"),
    // Swift's Double(String) reads these as 16, 8, infinity and 0.5; no one means them as seconds.
    Failure(
      arguments: ["render", "--at", "0x10"], status: 64,
      message: "--at expects seconds since the start (0 or more), found '0x10'"),
    Failure(arguments: ["render", "--at", "0x1p3"], status: 64, message: "found '0x1p3'"),
    Failure(arguments: ["render", "--at", "infinity"], status: 64, message: "found 'infinity'"),
    Failure(
      arguments: ["render", "--state", "asleep"], status: 64, message: "invalid value 'asleep' for --state"),
    Failure(
      arguments: ["render", "--step", "5", "--state", "active"], status: 64,
      message: "--state active is not reached there: step 5 delivered ends the activity; expected ended"),
    Failure(
      arguments: ["render", "--at", "40000", "--state", "ended"], status: 64,
      message:
        "--state ended is not reached there: the lifecycle has the activity dismissed at step 0, 40000 s"),
    Failure(
      arguments: ["render", "courier", "--device", "iphone-no-island", "--presentation", "small"], status: 64,
      message: "iphone-no-island (iPhone 14) has no small presentation; it shows lock-screen"),
    Failure(
      arguments: ["render", "no-such-activity"], status: 66,
      message: "no built-in fixture named 'no-such-activity' and no such file (built in: pizza-planet,"),
    Failure(
      arguments: ["render", "couier"], status: 66,
      message: "no built-in fixture named 'couier' (did you mean 'courier'?) and no such file (built in:"),
    Failure(
      arguments: ["check", "cxuxixr"], status: 66,
      message: "no built-in fixture named 'cxuxixr' and no such file (built in: pizza-planet,"),
    Failure(
      arguments: ["render", "/nonexistent/x.json"], status: 66, message: "/nonexistent/x.json: no such file"),
  ]

  @Test(arguments: usageFailures)
  func badArgumentsExitWithOneLine(_ failure: Failure) throws {
    let result = try CLIRunner.run(failure.arguments)
    #expect(result.status == failure.status)
    #expect(result.stderr.contains(failure.message), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test(arguments: [
    ("{\"name\": \"x\",", ":1:14: invalid JSON: expected a member name in quotes, found end of file"),
    ("{\"name\": 5}", ":1:1: $: missing key \"attributesType\""),
    ("[]", ":1:1: $: expected an object, found an array"),
  ])
  func brokenFixtureFilesExit65NamingFileAndPlace(_ text: String, _ message: String) throws {
    let path = try CLIRunner.temporaryFile(text)
    let result = try CLIRunner.run(["render", path])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("la-sim render: \(path)\(message)"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  /// `check` takes `--device all`, and so does `render`: each device's frames under its own header; with
  /// `--presentation compact`, only the devices that have a compact presentation.
  @Test func pngNeedsAnOutputFileAndABrowser() throws {
    let noOut = try CLIRunner.run(["render", "courier", "--format", "png"])
    #expect(noOut.status == 64)
    #expect(noOut.stderr.contains("--format png writes a file: give it --out FILE.png"))
    let textOut = try CLIRunner.run(["render", "courier", "--out", "x.png"])
    #expect(textOut.status == 64)
    // No browser on PATH and none named: one line, exit 69, no file.
    let none = try CLIRunner.run(
      ["render", "courier", "--format", "png", "--out", "courier.png"],
      environment: ["PATH": "/nonexistent", "CHROMIUM": ""])
    #expect(none.status == 69)
    #expect(none.stderr.contains("needs a headless Chromium: none found"))
    #expect(none.stderr.split(separator: "\n").count == 1)
  }

  @Test func renderDrawsEveryDeviceWithAll() throws {
    let result = try CLIRunner.run(["render", "--device", "all", "--presentation", "compact"])
    #expect(result.status == 0)
    let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("pizza-planet · ") }
    #expect(headers.count == 3)
    #expect(headers.first?.hasPrefix("pizza-planet · iPhone 15 Pro (393 pt) · ") == true)
    #expect(headers.dropFirst().first?.hasPrefix("pizza-planet · iPhone 15 Pro Max (430 pt) · ") == true)
    #expect(headers.last?.hasPrefix("pizza-planet · iPhone 15 Pro, landscape (852 pt) · ") == true)
    #expect(result.stdout.components(separatedBy: "Dynamic Island · compact").count == 4)
    let single = try CLIRunner.run([
      "render", "--device", "iphone-15-pro-landscape", "--presentation", "compact",
    ])
    #expect(result.stdout.hasSuffix(single.stdout))
    let json = try CLIRunner.run(["render", "--device", "all", "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let devices = try #require(object["devices"] as? [[String: Any]])
    #expect(devices.count == 15, "every profile")
    #expect(devices.prefix(2).map { $0["device"] as? String } == ["iphone-15-pro", "iphone-15-pro-max"])
    let svg = try CLIRunner.run(["render", "--device", "all", "--format", "svg-cells"])
    #expect(svg.stdout.components(separatedBy: "<svg").count == 2)
    #expect(svg.stdout.components(separatedBy: ">Max</text>").count == 2)
    // The picture in points: one document, each device under its own header line.
    let points = try CLIRunner.run(["render", "--device", "all", "--format", "svg"])
    #expect(points.stdout.components(separatedBy: "<svg").count == 2)
    #expect(points.stdout.components(separatedBy: "iPhone 15 Pro Max (430 pt)").count == 2)
    #expect(points.stdout.contains("<rect class=\"island\" width=\"250\" height=\"36.67\""))
  }
}
