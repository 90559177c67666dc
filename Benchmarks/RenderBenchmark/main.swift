import BuiltinFixtures
// Renders every presentation of every shipped fixture step many times and prints the cost per step's full
// frame set, the peak memory, and how `la-sim render` starts up compared with a hello-world Swift binary
// built the same way.
//
// Run: swift build -c release && .build/release/RenderBenchmark
import Fixture
import FixtureJSON
import Foundation
import JSON
import Lifecycle
import Rendering

func seconds(_ work: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  work()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func peakResidentMegabytes() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024
}

/// Wall time of one run of `path` with `arguments`, output discarded. `posix_spawn` directly: Foundation's
/// `Process` closes every possible descriptor first, which costs more than the programs being measured.
func launch(_ path: String, _ arguments: [String]) -> Double {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  return seconds {
    var pid: pid_t = 0
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
  }
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// The instructions one run of `path` executes, as callgrind counts them (every thread), or nil without
/// valgrind: a figure a busy machine does not blur, unlike the times.
func instructions(_ path: String, _ arguments: [String]) -> Int? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", path] + arguments
  let errors = Pipe()
  process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
  process.standardError = errors
  guard (try? process.run()) != nil else { return nil }
  let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  guard process.terminationStatus != 127,
    let line = text.split(separator: "\n").first(where: { $0.contains("Collected :") }),
    let figure = line.split(separator: " ").last.flatMap({ Int($0) })
  else { return nil }
  return figure
}

/// Each program's instructions against the hello world's, as shipped.
func printInstructions(
  hello: (name: String, path: String, arguments: [String]),
  others: [(name: String, path: String, arguments: [String])]
) {
  guard let base = instructions(hello.path, hello.arguments) else {
    print("start-up: no instruction counts (install valgrind for them)")
    return
  }
  print("start-up: \(base) instructions  \(hello.name) (callgrind)")
  for program in others {
    guard let count = instructions(program.path, program.arguments) else { continue }
    print(
      String(
        format: "start-up: %d instructions  %@, %.2f× the hello world's", count, program.name,
        Double(count) / Double(base)))
  }
}

var activities: [LiveActivity] = []
for name in BuiltinFixtures.names {
  let definition = try FixtureDecoder.decode(bytes: BuiltinFixtures.bytes(named: name)!, file: name)
  for step in definition.pipeline.indices {
    activities.append(LiveActivity.prepared(definition, step: step, state: nil, elapsed: 90))
  }
}

let iterations = max(1, Int(ProcessInfo.processInfo.environment["BENCH_ITERATIONS"] ?? "") ?? 2000)
// In rounds, as `la-sim-bench-check` runs: the median round is the figure, so that a neighbour's burst on a
// shared machine during one round does not move it; every round does the same work.
let rounds = iterations >= 5 ? 5 : 1
var cells = 0
var perSet: [Double] = []
for _ in 0..<rounds {
  let elapsed = seconds {
    for _ in 0..<(iterations / rounds) {
      for activity in activities {
        for frame in Renderer.renderAll(activity, device: .iPhone15Pro, now: activity.now) {
          cells += frame.frame.width * frame.frame.height
        }
      }
    }
  }
  perSet.append(elapsed / Double(iterations / rounds * activities.count) * 1e6)
}
let sets = iterations / rounds * rounds * activities.count
let microsecondsPerSet = median(perSet)
print(
  "render: \(activities.count) steps × \(iterations / rounds * rounds) runs = \(sets) frame sets (all presentations, \(cells / sets) cells each), in \(rounds) rounds"
)
print("render: rounds " + perSet.map { String(format: "%.1f", $0) }.joined(separator: ", ") + " µs per set")
print(
  String(
    format: "render: %.1f µs per step's complete set of presentations, the median round (target < 50 µs): %@",
    microsecondsPerSet, microsecondsPerSet < 50 ? "met" : "NOT MET"))
print(String(format: "render: peak resident memory %.1f MB", peakResidentMegabytes()))

let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
let laSim = directory + "/la-sim"
let hello = directory + "/HelloWorld"
// As shipped: `swift build -c release --static-swift-stdlib --scratch-path .build/shipped`, la-sim and the hello
// world alike (scripts/bench-render.sh builds both), so that the ratio compares like with like.
let environment = ProcessInfo.processInfo.environment
let shippedLaSim = environment["LA_SIM_SHIPPED"]
let shippedHello = environment["HELLO_SHIPPED"]
guard FileManager.default.isExecutableFile(atPath: laSim), FileManager.default.isExecutableFile(atPath: hello)
else {
  print("start-up: build la-sim and HelloWorld first (swift build -c release)")
  exit(1)
}
if environment["LD_BIND_NOW"] != nil {
  print("start-up: LD_BIND_NOW is set: every symbol is bound before main, unlike a user's shell")
}
let runs = 40
var programs: [(name: String, path: String, arguments: [String])] = [
  ("hello world (Swift libraries linked dynamically)", hello, []),
  ("la-sim render (Swift libraries linked dynamically)", laSim, ["render"]),
]
if let shippedLaSim, let shippedHello, FileManager.default.isExecutableFile(atPath: shippedLaSim),
  FileManager.default.isExecutableFile(atPath: shippedHello)
{
  programs.append(("hello world (as shipped: --static-swift-stdlib)", shippedHello, []))
  programs.append(("la-sim render (as shipped: --static-swift-stdlib)", shippedLaSim, ["render"]))
  programs.append(
    ("la-sim check courier (as shipped: --static-swift-stdlib)", shippedLaSim, ["check", "courier"]))
  // What loading the binary alone costs: `--version` prints one line, as the hello world does, and does
  // no other work. What `check courier` takes beyond it is its own work.
  programs.append(("la-sim --version (as shipped: loading the binary, no work)", shippedLaSim, ["--version"]))
}
var times = programs.map { _ in [Double]() }
for program in programs { _ = launch(program.path, program.arguments) }
for _ in 0..<runs {
  for (index, program) in programs.enumerated() {
    times[index].append(launch(program.path, program.arguments))
  }
}
let medians = times.map(median)
for (program, time) in zip(programs, medians) {
  print(String(format: "start-up: %7.2f ms  %@ (median of %d)", time * 1000, program.name, runs))
}
if medians.count > 4 {
  let ratio = medians[3] / medians[2]
  print(
    String(
      format: "start-up: like for like, both as shipped: la-sim render / hello world %.2f× (target ≤ 2×): %@",
      ratio, ratio <= 2 ? "met" : "NOT MET"))
  let check = medians[4] / medians[2]
  print(
    String(
      format:
        "start-up: like for like, both as shipped: la-sim check courier / hello world %.2f× (target ≤ 1.5×): %@",
      check, check <= 1.5 ? "met" : "NOT MET"))
  let load = medians[5] / medians[2]
  print(
    String(
      format:
        "start-up: of which loading la-sim's binary (--version) %.2f× the hello world, check courier's own work %.2f×",
      load, check - load))
  printInstructions(hello: programs[2], others: Array(programs[3...]))
} else {
  print(
    "start-up: set LA_SIM_SHIPPED and HELLO_SHIPPED to --static-swift-stdlib builds for the like-for-like ratio"
  )
}
print(
  String(
    format: "start-up: both linked dynamically: la-sim render / hello world %.2f×", medians[1] / medians[0]))
