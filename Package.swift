// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "la-sim",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "la-sim", targets: ["la-sim"])
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
      ]
    ),
    .target(name: "Renderer", dependencies: ["ActivityState"]),
    .target(name: "Scenario", dependencies: ["ActivityState", "Renderer"]),
    .target(name: "TUI", dependencies: ["ActivityState", "Renderer", "CNcursesw"]),
    .executableTarget(
      name: "la-sim",
      dependencies: ["ActivityState", "Renderer", "Scenario", "TUI", "BuiltinFixtures"]
    ),
    .testTarget(name: "ActivityStateTests", dependencies: ["ActivityState", "BuiltinFixtures"]),
    .testTarget(
      name: "RendererTests",
      dependencies: ["ActivityState", "Renderer", "BuiltinFixtures"]
    ),
    .testTarget(
      name: "ScenarioTests",
      dependencies: ["ActivityState", "Renderer", "Scenario", "BuiltinFixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
