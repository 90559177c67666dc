import Foundation
import TestSupport
import Testing

/// Imports run one way, down DESIGN.md's picture: only the terminal reaches ncurses, and nothing that runs
/// headless (the model, scenarios, the checker, their tests) builds or links the terminal or ncurses.
struct ModuleBoundaryTests {
  /// Targets that must build and run without a terminal, with where their files live.
  static let headless = [
    "Escaping": "Sources/Escaping", "JSON": "Sources/JSON", "Formatting": "Sources/Formatting",
    "Fixture": "Sources/Fixture", "Lifecycle": "Sources/Lifecycle", "Delivery": "Sources/Delivery",
    "Phone": "Sources/Phone", "Typography": "Sources/Typography", "Layout": "Sources/Layout",
    "Rendering": "Sources/Rendering", "FrameFormats": "Sources/FrameFormats", "Views": "Sources/Views",
    "Diagnostics": "Sources/Diagnostics", "Simulator": "Sources/Simulator", "Scenarios": "Sources/Scenarios",
    "Checking": "Sources/Checking",
    "SimulatorTests": "Tests/SimulatorTests", "ScenarioTests": "Tests/ScenarioTests",
  ]
  /// The modules that mean a terminal.
  static let terminal: Set = ["TUI", "CNcursesw"]

  /// Each target's direct dependencies, as `Package.swift` lists them by name.
  static func dependencies(inManifest manifest: String) -> [String: [String]] {
    var result: [String: [String]] = [:]
    let declarations = manifest.split(separator: /\.(?:target|testTarget|executableTarget|systemLibrary)\(/)
    for declaration in declarations.dropFirst() {
      guard let name = declaration.firstMatch(of: /name: "([^"]+)"/)?.1 else { continue }
      let list = declaration.firstMatch(of: /dependencies: \[([^\]]*)\]/)?.1 ?? ""
      result[String(name)] = list.matches(of: /"([^"]+)"/).map { String($0.1) }
    }
    return result
  }

  /// Everything `target` depends on, directly or through other targets.
  static func closure(of target: String, in dependencies: [String: [String]]) -> Set<String> {
    var seen: Set<String> = []
    var pending = dependencies[target] ?? []
    while let next = pending.popLast() {
      guard seen.insert(next).inserted else { continue }
      pending += dependencies[next] ?? []
    }
    return seen
  }

  /// The modules a Swift file imports, however the import is spelled (`@testable`, `import struct`, indented
  /// under `#if`).
  static func imports(of source: String) -> Set<String> {
    let pattern =
      /^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)/
    return Set(
      source.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
        line.firstMatch(of: pattern).map { String($0.1) }
      })
  }

  /// Every `.swift` file under `directory` of the repository, as a path relative to the root.
  static func swiftFiles(under directory: String) -> [String] {
    let base = Repository.root.appendingPathComponent(directory).path
    let entries = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
    return entries.filter { $0.hasSuffix(".swift") }.map { directory + "/" + $0 }.sorted()
  }

  static func contents(_ path: String) throws -> String {
    try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test("Reading imports finds the module however the import is written, and nothing else")
  func readingImports() {
    let source = """
      import Fixture
      @testable import Renderer
      import struct Layout.DeviceProfile
      #if canImport(Glibc)
        import Glibc
      #endif
      // import TUI would be wrong here
      let important = "import CNcursesw"
      """
    #expect(Self.imports(of: source) == ["Fixture", "Renderer", "Layout", "Glibc"])
  }

  @Test("In Package.swift no headless target depends on TUI or ncurses, directly or through another")
  func packageGraph() throws {
    let graph = Self.dependencies(inManifest: try Self.contents("Package.swift"))
    // The reading found the real graph, not nothing.
    #expect(graph["TUI"]?.contains("CNcursesw") == true)
    #expect(graph["TUI"]?.contains("Simulator") == true)
    #expect(graph["Scenarios"]?.contains("Simulator") == true)
    #expect(graph.filter { $0.value.contains("CNcursesw") }.keys.sorted() == ["TUI"])
    for target in Self.headless.keys.sorted() {
      #expect(graph[target] != nil, "\(target) is declared in Package.swift")
      let reached = Self.closure(of: target, in: graph).intersection(Self.terminal)
      #expect(reached.isEmpty, "\(target) reaches \(reached.sorted()) in Package.swift")
    }
  }

  @Test("Only Sources/TUI/Terminal.swift imports ncurses, and no headless module's file imports TUI")
  func sourceImports() throws {
    var importers: [String: [String]] = [:]
    for path in Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Tests") {
      for module in Self.imports(of: try Self.contents(path)) { importers[module, default: []].append(path) }
    }
    #expect(importers["Simulator"]?.isEmpty == false, "the scan read the sources")
    #expect(importers["CNcursesw"] == ["Sources/TUI/Terminal.swift"])
    for (target, directory) in Self.headless.sorted(by: { $0.key < $1.key }) {
      for module in Self.terminal.sorted() {
        let offending = (importers[module] ?? []).filter { $0.hasPrefix(directory + "/") }
        #expect(offending.isEmpty, "\(target) imports \(module) in \(offending)")
      }
    }
  }

  @Test("Simulator and PushReplay are pure: no file reaches the system, a file, the wall clock or a printer")
  func simulatorIsPure() throws {
    let files = Self.swiftFiles(under: "Sources/Simulator") + Self.swiftFiles(under: "Sources/PushReplay")
    #expect(files.contains("Sources/Simulator/PhoneSession.swift"), "the scan read the module")
    #expect(files.contains("Sources/PushReplay/PayloadReplay.swift"), "the scan read la-sim push's face")
    for path in files {
      let source = try Self.contents(path)
      let impure = Self.imports(of: source).intersection(["Glibc", "Dispatch", "Musl", "CNcursesw"])
      #expect(impure.isEmpty, "\(path) imports \(impure.sorted())")
      for call in ["Date()", "FileManager", "print(", "open(", "inotify", "getenv"] {
        #expect(!source.contains(call), "\(path) calls \(call)")
      }
    }
  }
}
