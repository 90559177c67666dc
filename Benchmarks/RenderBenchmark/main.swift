// Renders every presentation of every shipped fixture step many times and prints the cost per step's full
// frame set, the peak memory, and how `la-sim render` starts up compared with a hello-world Swift binary.
//
// Run: swift build -c release && .build/release/RenderBenchmark
import ActivityState
import BuiltinFixtures
import Foundation
import Renderer

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

var activities: [LiveActivity] = []
for name in BuiltinFixtures.names {
  let definition = try FixtureDecoder.decode(bytes: BuiltinFixtures.bytes(named: name)!, file: name)
  for step in definition.pipeline.indices {
    activities.append(LiveActivity.prepared(definition, step: step, state: nil, elapsed: 90))
  }
}

let iterations = Int(ProcessInfo.processInfo.environment["BENCH_ITERATIONS"] ?? "") ?? 2000
var cells = 0
let elapsed = seconds {
  for _ in 0..<iterations {
    for activity in activities {
      for frame in Renderer.renderAll(activity, device: .iPhone15Pro, now: activity.now) {
        cells += frame.frame.cells.count
      }
    }
  }
}
let sets = iterations * activities.count
let microsecondsPerSet = elapsed / Double(sets) * 1e6
print(
  "render: \(activities.count) steps × \(iterations) runs = \(sets) frame sets (all presentations, \(cells / sets) cells each)"
)
print(
  String(
    format: "render: %.1f µs per step's complete set of presentations (target < 50 µs): %@",
    microsecondsPerSet, microsecondsPerSet < 50 ? "met" : "NOT MET"))
print(String(format: "render: peak resident memory %.1f MB", peakResidentMegabytes()))

let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
let laSim = directory + "/la-sim"
let hello = directory + "/HelloWorld"
guard FileManager.default.isExecutableFile(atPath: laSim), FileManager.default.isExecutableFile(atPath: hello)
else {
  print("start-up: build la-sim and HelloWorld first (swift build -c release)")
  exit(1)
}
let runs = 30
_ = launch(laSim, ["render"])
_ = launch(hello, [])
var laSimTimes: [Double] = []
var helloTimes: [Double] = []
for _ in 0..<runs {
  laSimTimes.append(launch(laSim, ["render"]))
  helloTimes.append(launch(hello, []))
}
let ratio = median(laSimTimes) / median(helloTimes)
print(
  String(
    format: "start-up: la-sim render %.2f ms, hello world %.2f ms (medians of %d runs)",
    median(laSimTimes) * 1000, median(helloTimes) * 1000, runs))
print(String(format: "start-up: ratio %.2f× (target ≤ 1.5×): %@", ratio, ratio <= 1.5 ? "met" : "NOT MET"))
