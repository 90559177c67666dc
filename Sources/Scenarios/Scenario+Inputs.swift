import BuiltinFixtures
import JSON

extension Scenario {
  /// A path as written in the scenario, taken relative to the scenario file's directory.
  public func resolve(_ path: String) -> String {
    guard !path.hasPrefix("/") else { return path }
    let directory = file.deletingLastPathComponent
    return directory.isEmpty ? path : directory + "/" + path
  }

  /// Every file the scenario reads as it plays, as `OutputPaths` names them: the payloads of its `push`
  /// lines, the `.json` files of its `pushes` directories and the fixtures its `start` lines name (a
  /// built-in name is no file). A directory that cannot be listed is left to the play to report.
  public func readFiles(_ files: any ScenarioFiles = FileSystemFiles()) -> [OutputPaths.Entry] {
    var entries: [OutputPaths.Entry] = []
    for step in steps {
      switch step.command {
      case .push(let path):
        entries.append(OutputPaths.Entry(role: "the payload of line \(step.line)", path: resolve(path)))
      case .pushes(let directory):
        let names = (try? files.list(resolve(directory))) ?? []
        for name in names where name.hasSuffix(".json") {
          entries.append(
            OutputPaths.Entry(
              role: "a payload of line \(step.line)", path: resolve(directory) + "/" + name))
        }
      case .start(let fixture, _, _) where BuiltinFixtures.bytes(named: fixture) == nil:
        entries.append(OutputPaths.Entry(role: "the fixture of line \(step.line)", path: resolve(fixture)))
      default: continue
      }
    }
    return entries
  }
}
