import Foundation
import TestSupport
import Testing

/// `Image("Name")` in the app's Swift, with the asset catalogue beside it: a placeholder of the image set's
/// size, resized as `.resizable()` and `.scaledToFit()` say; a name no set holds is an error with its place.
@Suite(.serialized)
struct AssetImagesSwiftTests {
  static let widget =
    WidgetHostFailureTests.attributes + """
      struct ImageWidget: Widget {
        var body: some WidgetConfiguration {
          ActivityConfiguration(for: LoopAttributes.self) { context in
            HStack {
              Image("Logo")
              Text(context.state.driverName)
              Spacer()
              Image("Logo").resizable().scaledToFit().frame(width: 16, height: 16)
            }
            .padding()
          } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } }
              compactLeading: { Image(decorative: "Logo") } compactTrailing: { Text("b") } minimal: { Text("c") }
          }
        }
      }
      """

  /// A folder holding the widget (with `name` in place of "Logo" in its first image) and `Logo.imageset`,
  /// whose 3x image is 120 × 60 pixels.
  static func folder(naming name: String = "Logo") throws -> String {
    let directory = try TemporaryDirectory.ofThisTest()
    _ = try directory.write(
      widget.replacingOccurrences(of: "Image(\"Logo\")\n", with: "Image(\"\(name)\")\n"), to: "Widget.swift")
    let set = directory.appending("Assets.xcassets/Logo.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(AssetImagesTests.png(width: 120, height: 60)).write(
      to: set.appendingPathComponent("logo@3x.png"))
    try Data(
      """
      {"images": [{"idiom": "universal", "filename": "logo@3x.png", "scale": "3x"}],
       "info": {"author": "xcode", "version": 1}}
      """.utf8
    ).write(to: set.appendingPathComponent("Contents.json"))
    return directory.path
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func theImagesAreDrawnAtTheirSize() throws {
    let result = try LaSimProcess.run(
      [
        "render", try Self.folder(), "--pipeline", "fixtures/activities/pizza-planet.json", "--device",
        "iphone-15-pro", "--format", "svg",
      ],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 0, "\(result.stderr)")
    let svg = result.stdout
    // 120 × 60 pixels at 3x: 40 × 20 points; resized to fit 16 × 16: 16 × 8.
    #expect(svg.contains("width=\"40\" height=\"20\" rx=\"2\""), "\(svg)")
    #expect(svg.contains("width=\"16\" height=\"8\" rx=\"2\""), "\(svg)")
    #expect(svg.components(separatedBy: "data-image=\"Logo\"").count - 1 == 3)
    let accessibility = try LaSimProcess.run(
      [
        "render", try Self.folder(), "--pipeline", "fixtures/activities/pizza-planet.json", "--device",
        "iphone-15-pro", "--format", "accessibility", "--presentation", "compact",
      ],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(!accessibility.stdout.contains("Logo"), "a decorative image is not read: \(accessibility.stdout)")
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func anImageNoSetHoldsIsNamedWithItsPlace() throws {
    let result = try LaSimProcess.run(
      ["render", try Self.folder(naming: "Crest"), "--pipeline", "fixtures/activities/pizza-planet.json"],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.contains("Image(\"Crest\") (Widget.swift:13:9)"), "\(result.stderr)")
    #expect(result.stderr.contains("names no image set"))
  }
}
