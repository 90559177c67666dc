// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "la-sim",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "la-sim", targets: ["la-sim"]),
    .executable(name: "la-sim-bench-check", targets: ["CheckBenchmark"]),
  ],
  targets: [
    .systemLibrary(
      name: "CNcursesw",
      path: "Sources/CNcursesw",
      providers: [.apt(["libncurses-dev"])]
    ),
    .target(name: "ActivityState"),
    .target(
      name: "BuiltinFixtures",
      path: "fixtures",
      exclude: ["golden", "payloads", "scenarios"],
      sources: ["BuiltinFixtures.swift"],
      resources: [
        .embedInCode("activities/pizza-planet.json"),
        .embedInCode("activities/export.json"),
        .embedInCode("activities/food-runner.json"),
        .embedInCode("activities/courier.json"),
        .embedInCode("activities/courier-compact.json"),
      ]
    ),
    .target(name: "Layout", dependencies: ["ActivityState"]),
    .target(name: "Renderer", dependencies: ["ActivityState", "Layout"]),
    .target(name: "Scenario", dependencies: ["ActivityState", "Renderer", "TUI"]),
    .target(name: "TUI", dependencies: ["ActivityState", "Renderer", "CNcursesw"]),
    .target(name: "Checker", dependencies: ["ActivityState", "Renderer"]),
    .executableTarget(
      name: "la-sim",
      dependencies: ["ActivityState", "Renderer", "Scenario", "TUI", "BuiltinFixtures", "Checker"]
    ),
    .executableTarget(
      name: "CheckBenchmark",
      dependencies: ["ActivityState", "Renderer", "BuiltinFixtures", "Checker"]
    ),
    .target(name: "TestSupport", dependencies: ["Renderer"]),
    .executableTarget(
      name: "RenderBenchmark",
      dependencies: ["ActivityState", "Renderer", "BuiltinFixtures"],
      path: "Benchmarks/RenderBenchmark"
    ),
    .executableTarget(name: "HelloWorld", path: "Benchmarks/HelloWorld"),
    .testTarget(name: "LayoutTests", dependencies: ["ActivityState", "Layout", "BuiltinFixtures"]),
    .testTarget(name: "ActivityStateTests", dependencies: ["ActivityState", "BuiltinFixtures"]),
    .testTarget(name: "FixtureTests", dependencies: ["ActivityState", "BuiltinFixtures"]),
    .testTarget(
      name: "RendererTests",
      dependencies: ["ActivityState", "Renderer", "BuiltinFixtures", "TestSupport"]
    ),
    .testTarget(
      name: "CheckerTests",
      dependencies: ["ActivityState", "Renderer", "BuiltinFixtures", "Checker", "la-sim"],
      resources: [
        .embedInCode("Fixtures/oversized.json"),
        .embedInCode("Fixtures/stale-at-start.json"),
        .embedInCode("Fixtures/missing-glyph.json"),
        .embedInCode("Fixtures/private-lock-screen.json"),
        .embedInCode("Fixtures/status-in-compact.json"),
        .embedInCode("Fixtures/tight-in-compact.json"),
        .embedInCode("Fixtures/bare-timer.json"),
      ]
    ),
    .testTarget(name: "CLITests", dependencies: ["la-sim", "TestSupport"]),
    .testTarget(
      name: "ScenarioTests",
      dependencies: ["ActivityState", "Renderer", "Scenario", "BuiltinFixtures", "la-sim", "TestSupport"]
    ),
    .testTarget(name: "TUITests", dependencies: ["ActivityState", "Renderer", "TUI", "BuiltinFixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
