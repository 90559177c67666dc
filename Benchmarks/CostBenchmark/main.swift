import Checking
// Size sweeps of the inputs whose cost used to grow faster than their size (issue 27): an HStack of n
// texts, an object of n members, a wrong raw value of an n-case enum, a pipeline of n steps checked at
// every Dynamic Type size, one payload pushed n times. Each sweep prints the time at each size and, for
// each step up, the ratio of times beside the ratio of sizes: linear cost keeps the two close.
//
// Run: swift build -c release --product CostBenchmark && .build/release/CostBenchmark
// A figure, not a gate: a loaded machine must not fail a build on a timing.
import Delivery
import Fixture
import FixtureJSON
import Formatting
import Foundation
import JSON
import Layout
import Lifecycle
import Rendering
import Scenarios
import Typography
import Views

/// The best of `runs` wall times of `work`, in seconds.
func best(_ runs: Int = 3, _ work: () throws -> Void) rethrows -> Double {
  var times: [Double] = []
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  return times.min()!
}

func milliseconds(_ seconds: Double) -> String { String(format: "%9.1f ms", seconds * 1000) }

/// Prints one sweep: each size's time, and how much longer each size took than the one before.
func sweep(
  _ title: String, unit: String, sizes: [Int], target: (size: Int, seconds: Double)? = nil,
  _ measure: (Int) throws -> Double
) rethrows {
  print(title)
  var previous: (size: Int, seconds: Double)?
  for size in sizes {
    let seconds = try measure(size)
    var line =
      "  \(String(size).padding(toLength: 8, withPad: " ", startingAt: 0)) \(unit)  \(milliseconds(seconds))"
    if let previous {
      let sizes = Double(size) / Double(previous.size)
      line += String(format: "   ×%.1f size, ×%.1f time", sizes, seconds / max(previous.seconds, 1e-9))
    }
    if let target, target.size == size {
      line +=
        seconds < target.seconds
        ? "   (target < \(Int(target.seconds * 1000)) ms: met)"
        : "   (target < \(Int(target.seconds * 1000)) ms: missed)"
    }
    print(line)
    previous = (size, seconds)
  }
}

/// A fixture: `attributes` more String attributes, an enum of `cases` raw values, `steps` steps, and
/// `lockScreen` as the Lock Screen's layout.
func fixture(
  attributes: Int = 0, cases: Int = 3, steps: Int = 1, lockScreen: String = #"{"text": "{label}"}"#
)
  -> [UInt8]
{
  var extraNames = ""
  var extraValues = ""
  for index in 0..<attributes {
    extraNames += #", "a\#(index)": "String""#
    extraValues += #", "a\#(index)": "x""#
  }
  let rawValues = (0..<cases).map { #"{"case": "c\#($0)", "rawValue": "r\#(String(format: "%05d", $0))"}"# }
  let step = #"{"name": "s%d", "contentState": {"phase": "r00000", "count": %d, "at": "+%dm"}}"#
  let pipeline = (0..<steps).map { String(format: step, $0, $0, $0 % 600) }
  let text = """
    {"name": "cost", "attributesType": "CostAttributes",
     "enums": {"Phase": [\(rawValues.joined(separator: ", "))]},
     "attributes": {"label": "String"\(extraNames)},
     "attributeValues": {"label": "Cost"\(extraValues)},
     "contentState": {"phase": "Phase", "count": "Int", "at": "Date"},
     "pipeline": [\(pipeline.joined(separator: ", "))],
     "end": {"dismissalPolicy": "default"},
     "layouts": {"lockScreen": \(lockScreen), "compactLeading": {"text": "{count}"},
       "compactTrailing": {"timer": "at"}, "minimal": {"text": "{count}"},
       "expanded": {"center": {"text": "{phase.rawValue}"}}}}
    """
  return Array(text.utf8)
}

/// Payload files from memory, counting reads.
final class MemoryFiles: ScenarioFiles, @unchecked Sendable {
  let files: [String: [UInt8]]
  init(_ files: [String: [UInt8]]) { self.files = files }
  func read(_ path: String) throws(FileAccessError) -> [UInt8] {
    files[(path as NSString).lastPathComponent] ?? []
  }
  func list(_ directory: String) throws(FileAccessError) -> [String] { [] }
}

print("la-sim cost sweeps (release build; best of 3 runs)\n")

let hstackTarget = (size: 10_000, seconds: 0.060)
try sweep(
  "HStack of n texts: draw the Lock Screen (built in memory: a fixture holds at most "
    + "\(InputLimits.layoutViews) views a region)", unit: "texts",
  sizes: [1_000, 10_000, 30_000], target: hstackTarget
) { count in
  var definition = try FixtureDecoder.decode(
    bytes: fixture(lockScreen: #"{"hstack": [{"text": "ab"}]}"#), file: "hstack.json")
  let text = LayoutNode.text(TextTemplate(parts: [.literal("ab")]), ViewStyle())
  definition.layouts.fresh[.lockScreen] = .stack(
    .horizontal, Array(repeating: text, count: count), spacing: nil, ViewStyle())
  let activity = LiveActivity.prepared(definition, step: 0, state: nil, elapsed: 0)
  return best {
    _ = Renderer.render(activity, presentation: .lockScreen, device: .iPhone15Pro, now: activity.now)
  }
}

try sweep(
  "\nObject of n members: decode a fixture of n attributes", unit: "attrs",
  sizes: [10_000, 100_000], target: (100_000, 0.5)
) { count in
  let bytes = fixture(attributes: count)
  return try best { _ = try FixtureDecoder.decode(bytes: bytes, file: "attributes.json") }
}

print("\nA 3-KB wrong raw value of an n-case enum in a push")
for count in [4_000, 40_000] {
  let definition = try FixtureDecoder.decode(bytes: fixture(cases: count), file: "enum.json")
  let wrong = String(repeating: "x", count: 3_000)
  let payload = try JSONParser.parse(
    #"{"aps": {"timestamp": 1795946520, "event": "update", "content-state": {"phase": "\#(wrong)", "count": 1, "at": 817639320}}}"#
  )
  var message = ""
  let seconds = best {
    message = PushDecoder.decode(payload, definition: definition).errors.map(\.description).joined()
  }
  print("  \(count) cases  \(milliseconds(seconds))   message \(message.utf8.count) bytes")
}
try sweep("A near miss (r0001x) of an n-case enum in a push", unit: "cases", sizes: [4_000, 40_000]) {
  count in
  let definition = try FixtureDecoder.decode(bytes: fixture(cases: count), file: "enum.json")
  let payload = try JSONParser.parse(
    #"{"aps": {"timestamp": 1795946520, "event": "update", "content-state": {"phase": "r0001x", "count": 1, "at": 817639320}}}"#
  )
  return best { _ = PushDecoder.decode(payload, definition: definition) }
}

try sweep(
  "\nPipeline of n steps: check every device at every Dynamic Type size (limit \(InputLimits.pipelineSteps))",
  unit: "steps", sizes: [10, 30, InputLimits.pipelineSteps]
) { count in
  let definition = try FixtureDecoder.decode(bytes: fixture(steps: count), file: "steps.json")
  return best(1) {
    _ = Checker.check(
      definition, file: "steps.json", devices: DeviceProfile.all, dynamicTypes: DynamicTypeSize.allCases)
  }
}

try sweep("\nOne 61-KB payload pushed n times in a scenario", unit: "pushes", sizes: [100, 1_000, 9_999]) {
  count in
  let definition = try FixtureDecoder.decode(bytes: fixture(), file: "push.json")
  let padding = Array(repeating: "\"" + String(repeating: "x", count: 100) + "\"", count: 590).joined(
    separator: ",")
  let payload =
    #"{"aps": {"timestamp": 1795946520, "event": "update", "content-state": {"phase": "r00000", "count": 2, "at": 817639320}}, "padding": [\#(padding)]}"#
  let files = MemoryFiles(["p.json": Array(payload.utf8)])
  let scenario = try Scenario.parse(
    String(repeating: "push p.json\n", count: count) + "snapshot last lock-screen\n", file: "push.scenario")
  let player = ScenarioPlayer(definition: definition, files: files)
  return try best(1) { _ = try player.play(scenario) }
}

// Moved out of the debug tests, which assert what these inputs give but not how fast.
try sweep("\nJSON object of n keys: parse", unit: "keys", sizes: [25_000, 100_000]) { count in
  let text = "{" + (0..<count).map { "\"key\($0)\": \($0)" }.joined(separator: ",") + "}"
  return try best { _ = try JSONParser.parse(text) }
}

try sweep("\nJSON array of n numbers: parse", unit: "numbers", sizes: [50_000, 500_000]) { count in
  let text = "[" + String(repeating: "0,", count: count - 1) + "0]"
  return try best { _ = try JSONParser.parse(text) }
}

sweep(
  "\nAn unknown SF Symbol name of n characters: refuse the fixture", unit: "chars", sizes: [1_000, 100_000],
  target: (100_000, 1)
) { count in
  let bytes = fixture(lockScreen: #"{"icon": "\#(String(repeating: "中", count: count))"}"#)
  return best { _ = try? FixtureDecoder.decode(bytes: bytes, file: "huge.json") }
}

// The repository's root, where the shipped fixtures and scenarios are.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
print("\nShipped scenarios: play (hours of simulated story; the clock is simulated)")
for (name, fixtureName) in [
  ("pizza-planet-happy-path", "pizza-planet"), ("pizza-planet-eight-hours", "pizza-planet"),
  ("pizza-planet-pushes", "pizza-planet"), ("export-happy-path", "export"),
  ("food-runner-happy-path", "food-runner"), ("courier-happy-path", "courier"),
] {
  let fixtureBytes = [UInt8](
    try Data(contentsOf: repository.appendingPathComponent("fixtures/activities/\(fixtureName).json")))
  let definition = try FixtureDecoder.decode(bytes: fixtureBytes, file: "\(fixtureName).json")
  let path = repository.appendingPathComponent("fixtures/scenarios/\(name).scenario").path
  let scenario = try Scenario.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
  let player = ScenarioPlayer(definition: definition)
  let seconds = try best { _ = try player.play(scenario) }
  print("  \(name.padding(toLength: 26, withPad: " ", startingAt: 0)) \(milliseconds(seconds))")
}
