// swift-tools-version:6.0
import PackageDescription

/// Release settings for every module the shipped binary (and the benchmark's hello world, built the same way)
/// is compiled from. Concrete generic types are then reached through their metadata accessors rather than
/// by demangling their names at run time: a `[String: X]` or `Set<LayoutSlot>` no longer makes the runtime
/// scan every protocol conformance in the binary for `String: Hashable` the first time it is used: an eighth
/// of `la-sim render`'s start-up instructions (DECISIONS.md, "Start-up is compared like for like").
/// Exclusive access is checked when compiling and in debug builds (`swift test`), not at run time in
/// release: `check`'s sweep spent 2.5 % of its instructions on the run-time checks of class properties it
/// writes at every layout.
/// Each function is compiled into a section of its own, as the Swift libraries already are, so that the
/// linker can lay functions out in the order a run needs them (`releaseLinker`).
let releaseSwift: [SwiftSetting] = [
  .unsafeFlags(
    [
      "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
      "-enforce-exclusivity=unchecked",
      "-Xfrontend", "-function-sections",
    ], .when(configuration: .release))
]
/// The Swift static libraries link executables with `-export-dynamic`, which put every public symbol of
/// our modules (3,300) in the dynamic symbol table that each library's symbol lookups search first; nothing
/// looks them up.
/// `orderFile` (written by scripts/gen-symbol-order.py) lists the functions the common commands run, in
/// the order they first run; lld places them first and together, so that start-up faults in a few pages
/// of code rather than pages scattered over all of it. A function it does not name is placed after them.
func releaseLinker(orderFile: String) -> [LinkerSetting] {
  [
    .unsafeFlags(
      [
        "-use-ld=lld", "-Xlinker", "--no-export-dynamic",
        "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
        "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/\(orderFile)",
        "-Xlinker", "--no-warn-symbol-ordering",
      ],
      .when(configuration: .release))
  ]
}

let package = Package(
  name: "la-sim",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "la-sim", targets: ["la-sim"]),
    .executable(name: "la-sim-bench-check", targets: ["CheckBenchmark"]),
    .executable(name: "la-sim-calibration", targets: ["CalibrationReport"]),
    .executable(name: "la-sim-schema", targets: ["SchemaGenerator"]),
    // `swift package la-sim check|verify …` and `swift package la-sim-record …` in an app's package that
    // depends on this one (README, "Install").
    .plugin(name: "LaSimPlugin", targets: ["LaSimPlugin", "LaSimRecordPlugin"]),
  ],
  targets: [
    .systemLibrary(
      name: "CNcursesw",
      path: "Sources/CNcursesw",
      providers: [.apt(["libncurses-dev"])]
    ),
    .target(name: "Escaping", swiftSettings: releaseSwift),
    .target(name: "Diagnostics", dependencies: ["Escaping"], swiftSettings: releaseSwift),
    .target(name: "JSON", dependencies: ["Diagnostics", "Escaping"], swiftSettings: releaseSwift),
    .target(name: "Formatting", dependencies: ["JSON"], swiftSettings: releaseSwift),
    .target(name: "Views", dependencies: ["Formatting", "JSON"], swiftSettings: releaseSwift),
    .target(
      name: "Fixture", dependencies: ["Diagnostics", "Formatting", "JSON", "StringCatalogs", "Views"],
      swiftSettings: releaseSwift),
    .target(
      name: "StringCatalogs", dependencies: ["Diagnostics", "Formatting", "JSON"],
      swiftSettings: releaseSwift),
    .target(
      name: "FixtureJSON",
      dependencies: ["Diagnostics", "Fixture", "Formatting", "JSON", "StringCatalogs", "Views"],
      swiftSettings: releaseSwift),
    .target(name: "Lifecycle", dependencies: ["Fixture", "Formatting", "JSON"], swiftSettings: releaseSwift),
    .target(
      name: "Delivery", dependencies: ["Diagnostics", "Fixture", "Formatting", "JSON"],
      swiftSettings: releaseSwift),
    .target(
      name: "Phone", dependencies: ["Delivery", "Fixture", "Formatting", "Lifecycle"],
      swiftSettings: releaseSwift),
    .target(name: "Typography", dependencies: ["JSON", "Views"], swiftSettings: releaseSwift),
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
    .target(
      name: "Layout", dependencies: ["Fixture", "Formatting", "JSON", "Lifecycle", "Typography", "Views"],
      swiftSettings: releaseSwift),
    .target(
      name: "Rendering",
      dependencies: ["Fixture", "Formatting", "JSON", "Layout", "Lifecycle", "Phone", "Typography", "Views"],
      swiftSettings: releaseSwift),
    .target(
      name: "Simulator",
      dependencies: [
        "Delivery", "Fixture", "Formatting", "JSON", "Layout", "Lifecycle", "Phone", "Rendering",
        "Typography",
      ], swiftSettings: releaseSwift),
    .target(
      name: "PushReplay",
      dependencies: [
        "Delivery", "Escaping", "Fixture", "Formatting", "FrameFormats", "JSON", "Layout", "Lifecycle",
        "Phone",
        "Rendering", "Simulator",
      ], swiftSettings: releaseSwift),
    .target(
      name: "APNs",
      dependencies: ["Delivery", "Escaping", "Fixture", "Formatting", "JSON", "Phone", "Simulator"],
      swiftSettings: releaseSwift),
    .target(name: "HTTP2", swiftSettings: releaseSwift),
    .target(name: "SystemTLS", swiftSettings: releaseSwift),
    .target(
      name: "Serve", dependencies: ["APNs", "Escaping", "HTTP2", "SystemTLS"], swiftSettings: releaseSwift),
    .target(
      name: "Scenarios",
      dependencies: [
        "BuiltinFixtures", "Diagnostics", "Escaping", "Fixture", "FixtureJSON", "Formatting", "FrameFormats",
        "JSON",
        "Layout", "Lifecycle", "Phone", "Rendering", "Simulator", "Typography",
      ],
      swiftSettings: releaseSwift),
    .target(
      name: "TUI",
      dependencies: [
        "CNcursesw", "Fixture", "FrameFormats", "JSON", "Layout", "Lifecycle", "Phone", "Rendering",
        "Simulator", "Typography", "Views",
      ],
      swiftSettings: releaseSwift),
    .target(
      name: "FrameFormats",
      dependencies: [
        "Escaping", "Formatting", "JSON", "Layout", "Lifecycle", "Rendering", "Typography", "Views",
      ],
      swiftSettings: releaseSwift),
    .target(
      name: "Checking",
      dependencies: [
        "Diagnostics", "Fixture", "Formatting", "FrameFormats", "JSON", "Layout", "Lifecycle", "Rendering",
        "Typography", "Views",
      ],
      swiftSettings: releaseSwift),
    // The widget host: compiles the app's Swift with la-sim's SwiftUI, WidgetKit and ActivityKit (the sources
    // under Shim/, embedded by scripts/gen-shim-sources.py) and asks the program for its views.
    .target(
      name: "WidgetHost",
      dependencies: ["Diagnostics", "Fixture", "FixtureJSON", "JSON", "Lifecycle", "Views"],
      swiftSettings: releaseSwift),
    .target(
      name: "Arguments",
      dependencies: [
        "BuiltinFixtures", "Delivery", "Diagnostics", "Escaping", "Fixture", "FixtureJSON", "Formatting",
        "FrameFormats",
        "JSON",
        "Layout", "Rendering", "Scenarios", "StringCatalogs", "Typography", "Views",
      ],
      swiftSettings: releaseSwift),
    .target(
      name: "Manual",
      dependencies: [
        "Arguments", "BuiltinFixtures", "Checking", "Layout", "Lifecycle", "Rendering", "Starters",
        "Typography",
      ],
      swiftSettings: releaseSwift),
    .target(
      name: "Starters",
      dependencies: ["Diagnostics", "Fixture", "JSON", "Lifecycle", "Scenarios"],
      swiftSettings: releaseSwift),
    .target(
      name: "Goldens",
      dependencies: ["Escaping", "FrameFormats", "Rendering", "Scenarios"],
      swiftSettings: releaseSwift),
    .executableTarget(
      name: "la-sim",
      dependencies: [
        "Arguments", "BuiltinFixtures", "Checking", "Delivery", "Diagnostics", "Escaping", "Fixture",
        "FixtureJSON",
        "Formatting",
        "FrameFormats", "Goldens", "JSON", "Layout", "Lifecycle", "Manual", "Phone", "PushReplay",
        "Rendering",
        "Scenarios",
        "Serve", "Simulator", "StringCatalogs",
        "Starters", "TUI", "Typography", "Views", "APNs", "WidgetHost",
      ],
      exclude: ["la-sim.order"],
      swiftSettings: releaseSwift,
      linkerSettings: releaseLinker(orderFile: "Sources/la-sim/la-sim.order")
    ),
    .plugin(
      name: "LaSimPlugin",
      capability: .command(
        intent: .custom(
          verb: "la-sim",
          description: "check fixtures or a widget's Swift, verify scenarios against goldens, run la-sim")),
      dependencies: ["la-sim"]),
    .plugin(
      name: "LaSimRecordPlugin",
      capability: .command(
        intent: .custom(verb: "la-sim-record", description: "record a scenario's goldens (play --record)"),
        permissions: [
          .writeToPackageDirectory(
            reason: "la-sim-record writes the scenario's golden files into the package")
        ]),
      dependencies: ["la-sim"]),
    // Prints the fixture format's JSON Schema (fixtures/la-sim.schema.json) from `FixtureFormat`.
    .executableTarget(name: "SchemaGenerator", dependencies: ["Fixture", "FixtureJSON"]),
    .executableTarget(
      name: "CheckBenchmark",
      dependencies: [
        "BuiltinFixtures", "Checking", "Fixture", "FixtureJSON", "Formatting", "Layout", "Typography",
      ]
    ),
    .target(
      name: "TestSupport",
      dependencies: [
        "BuiltinFixtures", "Fixture", "FixtureJSON", "FrameFormats", "Layout", "Rendering", "Simulator",
      ]),
    .executableTarget(
      name: "RenderBenchmark",
      dependencies: ["BuiltinFixtures", "Fixture", "FixtureJSON", "JSON", "Lifecycle", "Rendering"],
      path: "Benchmarks/RenderBenchmark"
    ),
    .target(name: "Calibration", dependencies: ["Layout", "Typography", "Views"]),
    .executableTarget(
      name: "CalibrationReport", dependencies: ["Calibration"], path: "Benchmarks/Calibration"),
    .executableTarget(
      name: "CostBenchmark",
      dependencies: [
        "Checking", "Delivery", "Fixture", "FixtureJSON", "Formatting", "JSON", "Layout", "Lifecycle",
        "Rendering",
        "Scenarios",
        "Typography", "Views",
      ],
      path: "Benchmarks/CostBenchmark"
    ),
    // Built as la-sim is, so that the start-up benchmark compares like with like.
    .executableTarget(
      name: "HelloWorld", path: "Benchmarks/HelloWorld", exclude: ["HelloWorld.order"],
      swiftSettings: releaseSwift,
      linkerSettings: releaseLinker(orderFile: "Benchmarks/HelloWorld/HelloWorld.order")),
    .testTarget(
      name: "LayoutTests",
      dependencies: [
        "BuiltinFixtures", "Calibration", "Fixture", "FixtureJSON", "JSON", "Layout", "Lifecycle",
        "Typography", "Views",
      ]),
    .testTarget(
      name: "PhoneTests",
      dependencies: [
        "BuiltinFixtures", "Delivery", "Diagnostics", "Escaping", "Fixture", "FixtureJSON", "Formatting",
        "JSON",
        "Lifecycle", "Phone", "TestSupport",
      ]),
    .testTarget(
      name: "FixtureTests",
      dependencies: [
        "BuiltinFixtures", "Diagnostics", "Escaping", "Fixture", "FixtureJSON", "Formatting", "JSON",
        "TestSupport", "Views",
      ]),
    .testTarget(
      name: "RendererTests",
      dependencies: [
        "BuiltinFixtures", "Checking", "Delivery", "Fixture", "FixtureJSON", "Formatting", "FrameFormats",
        "JSON", "Layout", "Lifecycle", "Rendering", "StringCatalogs", "TestSupport", "Typography", "Views",
      ]
    ),
    .testTarget(
      name: "CheckerTests",
      dependencies: [
        "BuiltinFixtures", "Checking", "Fixture", "FixtureJSON", "Formatting", "JSON", "Layout", "Lifecycle",
        "Rendering",
        "TestSupport", "Typography", "Views", "la-sim",
      ],
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
    .testTarget(
      name: "CLITests",
      dependencies: [
        "BuiltinFixtures", "Delivery", "JSON", "Lifecycle", "Manual", "PushReplay", "Scenarios", "Simulator",
        "TestSupport",
        "la-sim",
      ]),
    .testTarget(
      name: "ScenarioTests",
      dependencies: [
        "BuiltinFixtures", "Escaping", "Fixture", "FixtureJSON", "FrameFormats", "JSON", "Layout",
        "Lifecycle", "Rendering",
        "Goldens", "Scenarios", "Simulator", "TestSupport",
      ]
    ),
    .testTarget(
      name: "APNsTests",
      dependencies: ["APNs", "BuiltinFixtures", "Fixture", "Layout", "Phone", "Simulator", "TestSupport"]),
    .testTarget(
      name: "WidgetHostTests",
      dependencies: [
        "BuiltinFixtures", "Fixture", "FixtureJSON", "FrameFormats", "JSON", "Layout", "Lifecycle",
        "Rendering",
        "TestSupport", "WidgetHost", "la-sim",
      ]),
    .testTarget(name: "HTTP2Tests", dependencies: ["HTTP2"]),
    .testTarget(name: "SystemTLSTests", dependencies: ["SystemTLS"]),
    .testTarget(
      name: "SimulatorTests",
      dependencies: [
        "BuiltinFixtures", "Fixture", "FixtureJSON", "Lifecycle", "Rendering", "Simulator", "TestSupport",
      ]),
    .testTarget(
      name: "TUITests",
      dependencies: [
        "BuiltinFixtures", "Fixture", "Layout", "Lifecycle", "Rendering", "Simulator", "TUI", "TestSupport",
        "Typography", "Views",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
