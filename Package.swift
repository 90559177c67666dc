// swift-tools-version:6.0
import PackageDescription

/// Release settings for every module the shipped binary (and the benchmark's hello world, built the same way)
/// is compiled from. Concrete generic types are then reached through their metadata accessors rather than
/// by demangling their names at run time: a `[String: X]` or `Set<LayoutSlot>` no longer makes the runtime
/// scan every protocol conformance in the binary for `String: Hashable` the first time it is used: an eighth
/// of `la-sim render`'s start-up instructions (DECISIONS.md, "Start-up is compared like for like").
let releaseSwift: [SwiftSetting] = [
  .unsafeFlags(
    ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))
]
/// The Swift static libraries link executables with `-export-dynamic`, which put every public symbol of
/// our modules (3,300) in the dynamic symbol table that each library's symbol lookups search first; nothing
/// looks them up.
let releaseLinker: [LinkerSetting] = [
  .unsafeFlags(
    ["-use-ld=lld", "-Xlinker", "--no-export-dynamic", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"],
    .when(configuration: .release))
]

let package = Package(
  name: "la-sim",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "la-sim", targets: ["la-sim"]),
    .executable(name: "la-sim-bench-check", targets: ["CheckBenchmark"]),
    .executable(name: "la-sim-calibration", targets: ["CalibrationReport"]),
  ],
  targets: [
    .systemLibrary(
      name: "CNcursesw",
      path: "Sources/CNcursesw",
      providers: [.apt(["libncurses-dev"])]
    ),
    .target(name: "ActivityState", swiftSettings: releaseSwift),
    .target(
      name: "BuiltinFixtures",
      path: "fixtures",
      exclude: ["golden", "payloads", "scenarios", "examples", "la-sim.schema.json", "swift"],
      sources: ["BuiltinFixtures.swift"],
      resources: [
        .embedInCode("activities/pizza-planet.json"),
        .embedInCode("activities/export.json"),
        .embedInCode("activities/food-runner.json"),
        .embedInCode("activities/courier.json"),
        .embedInCode("activities/courier-compact.json"),
      ],
      swiftSettings: releaseSwift
    ),
    .target(name: "Layout", dependencies: ["ActivityState"], swiftSettings: releaseSwift),
    .target(name: "Renderer", dependencies: ["ActivityState", "Layout"], swiftSettings: releaseSwift),
    .target(name: "Simulator", dependencies: ["ActivityState", "Renderer"], swiftSettings: releaseSwift),
    .target(
      name: "Scenario", dependencies: ["ActivityState", "Renderer", "Simulator", "BuiltinFixtures"],
      swiftSettings: releaseSwift),
    .target(
      name: "TUI", dependencies: ["ActivityState", "Renderer", "Simulator", "CNcursesw"],
      swiftSettings: releaseSwift),
    .target(name: "Checker", dependencies: ["ActivityState", "Renderer"], swiftSettings: releaseSwift),
    .target(name: "SwiftImport", dependencies: ["ActivityState"], swiftSettings: releaseSwift),
    .executableTarget(
      name: "la-sim",
      dependencies: [
        "ActivityState", "Renderer", "Simulator", "Scenario", "TUI", "BuiltinFixtures", "Checker",
        "SwiftImport",
      ],
      swiftSettings: releaseSwift,
      linkerSettings: releaseLinker
    ),
    .executableTarget(
      name: "CheckBenchmark",
      dependencies: ["ActivityState", "Renderer", "BuiltinFixtures", "Checker"]
    ),
    .target(
      name: "TestSupport", dependencies: ["ActivityState", "BuiltinFixtures", "Renderer", "Simulator"]),
    .executableTarget(
      name: "RenderBenchmark",
      dependencies: ["ActivityState", "Renderer", "BuiltinFixtures"],
      path: "Benchmarks/RenderBenchmark"
    ),
    .target(name: "Calibration", dependencies: ["ActivityState", "Layout"]),
    .executableTarget(
      name: "CalibrationReport", dependencies: ["Calibration"], path: "Benchmarks/Calibration"),
    .executableTarget(
      name: "CostBenchmark",
      dependencies: ["ActivityState", "Renderer", "Checker", "Scenario"],
      path: "Benchmarks/CostBenchmark"
    ),
    // Built as la-sim is, so that the start-up benchmark compares like with like.
    .executableTarget(
      name: "HelloWorld", path: "Benchmarks/HelloWorld", swiftSettings: releaseSwift,
      linkerSettings: releaseLinker),
    .testTarget(
      name: "LayoutTests", dependencies: ["ActivityState", "Layout", "BuiltinFixtures", "Calibration"]),
    .testTarget(
      name: "ActivityStateTests", dependencies: ["ActivityState", "BuiltinFixtures", "TestSupport"]),
    .testTarget(name: "FixtureTests", dependencies: ["ActivityState", "BuiltinFixtures", "TestSupport"]),
    .testTarget(
      name: "RendererTests",
      dependencies: ["ActivityState", "Renderer", "BuiltinFixtures", "TestSupport"]
    ),
    .testTarget(
      name: "CheckerTests",
      dependencies: ["ActivityState", "Renderer", "BuiltinFixtures", "Checker", "la-sim", "TestSupport"],
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
      name: "SwiftImportTests",
      dependencies: ["ActivityState", "Renderer", "BuiltinFixtures", "SwiftImport", "la-sim", "TestSupport"]),
    .testTarget(
      name: "ScenarioTests",
      dependencies: ["ActivityState", "Renderer", "Simulator", "Scenario", "BuiltinFixtures", "TestSupport"]
    ),
    .testTarget(
      name: "SimulatorTests",
      dependencies: ["ActivityState", "Renderer", "Simulator", "BuiltinFixtures", "TestSupport"]),
    .testTarget(
      name: "TUITests",
      dependencies: ["ActivityState", "Renderer", "Simulator", "TUI", "BuiltinFixtures", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
