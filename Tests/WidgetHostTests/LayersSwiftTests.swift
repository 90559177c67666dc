import BuiltinFixtures
import Foundation
import TestSupport
import Testing

/// `ZStack`, `.overlay`, `.background { … }`, `.background(_:in:)` and `Divider` written in the app's Swift:
/// nothing is left out, and each is drawn where SwiftUI puts it.
@Suite(.serialized)
struct LayersSwiftTests {
  static let widget =
    WidgetHostFailureTests.attributes + """
          struct LayersWidget: Widget {
            var body: some WidgetConfiguration {
              ActivityConfiguration(for: LoopAttributes.self) { context in
                VStack(alignment: .leading) {
                  HStack {
                    ZStack {
                      Circle().fill(.orange)
                      Image(systemName: "box.truck.fill").foregroundStyle(.white)
                    }
                    .frame(width: 36, height: 36)
                    Divider()
                    Text(context.state.driverName)
                    Spacer()
                    Text("LIVE").font(.caption2.bold()).padding(.horizontal, 6).background(.red, in: Capsule())
                  }
                  Divider()
                  Text("Order").overlay(alignment: .trailing) { Text("!").foregroundStyle(.red) }
                }
                .padding()
              } dynamicIsland: { context in
                DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } }
                  compactLeading: {
                    Image(systemName: "box.truck.fill").overlay(alignment: .topTrailing) {
                      Circle().fill(.red).frame(width: 6, height: 6)
                    }
                  } compactTrailing: { Text("b").background { Capsule().fill(.blue) } } minimal: { Text("c") }
              }
            }
          }
      """

  static func render(_ format: String) throws -> LaSimProcess.Result {
    let file = try TemporaryDirectory.ofThisTest().write(Self.widget, to: "Widget.swift")
    return try LaSimProcess.run(
      [
        "render", file, "--pipeline", "fixtures/activities/pizza-planet.json", "--step", "outForDelivery",
        "--device", "iphone-15-pro", "--format", format,
      ],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func everyLayerIsDrawn() throws {
    let result = try Self.render("text")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "nothing is left out: \(result.stderr)")
    let text = result.stdout
    // The truck on its orange circle, a divider down the row, the name, and the LIVE capsule.
    #expect(text.contains("⛟    │ Buzz Lightyear"), "\(text)")
    #expect(text.contains("LIVE"), "\(text)")
    // The divider across the card, and the overlay's "!" beside "Order".
    #expect(text.contains("│  ───────────────"), "\(text)")
    #expect(text.contains("Order !"), "\(text)")
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func thePictureHasTheShapesAndTheDividers() throws {
    let result = try Self.render("svg")
    #expect(result.status == 0, "\(result.stderr)")
    let svg = result.stdout
    // The orange circle behind the truck, the red LIVE capsule and the blue capsule behind "b".
    #expect(svg.contains("<circle class=\"background\""), "\(svg.prefix(400))")
    #expect(svg.contains("fill=\"#ff453a\" data-rect"))
    #expect(svg.components(separatedBy: "class=\"background\"").count - 1 == 3)
    // One divider down (a third of a point wide), one across.
    #expect(svg.contains("class=\"divider\" x=\"60\" y=\"16\" width=\"0.33\""))
    #expect(svg.components(separatedBy: "class=\"divider\"").count - 1 == 2)
    // The red dot overlaid on the compact truck is a shape of its own, 6 pt across.
    #expect(svg.contains("r=\"3\" fill=\"#ff453a\""))
  }
}

/// `.font` and `.foregroundStyle` on a stack reach the texts inside that set none, the innermost stack's own
/// winning, as SwiftUI's environment does; in fixtures and in the app's Swift alike.
@Suite(.serialized)
struct StackInheritanceTests {
  static let widget =
    WidgetHostFailureTests.attributes + """
      struct FontWidget: Widget {
        var body: some WidgetConfiguration {
          ActivityConfiguration(for: LoopAttributes.self) { context in
            VStack { Text("Hello"); HStack { Text("World").font(.title) } }.font(.caption).foregroundStyle(.red)
          } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } }
              compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
          }
        }
      }
      """

  static func svg(_ arguments: [String]) throws -> String {
    let result = try LaSimProcess.run(
      ["render"] + arguments + [
        "--device", "iphone-15-pro", "--format", "svg", "--presentation", "lock-screen",
      ],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func inTheAppsSwift() throws {
    let file = try TemporaryDirectory.ofThisTest().write(Self.widget, to: "Widget.swift")
    let svg = try Self.svg([file, "--pipeline", "fixtures/activities/pizza-planet.json"])
    #expect(svg.contains("font-size=\"12\"") && svg.contains("fill=\"#ff453a\" data-rect"), "\(svg)")
    #expect(svg.contains("data-font-size=\"12\">Hello"))
    #expect(svg.contains("data-font-size=\"28\">World"), "the inner text's own font wins")
  }

  @Test(.temporaryDirectory)
  func inAFixture() throws {
    let text = try BuiltinFixture.text("pizza-planet")
    let fixture = try TemporaryDirectory.ofThisTest().write(
      text.replacingOccurrences(
        of: "\"spacer\": true",
        with: "\"vstack\": [{\"text\": \"Inherited\"}, {\"text\": \"Own\", \"font\": \"title3\"}], "
          + "\"font\": \"caption2\", \"color\": \"red\""),
      to: "inherit.json")
    let svg = try Self.svg([fixture])
    #expect(svg.contains("data-font-size=\"11\">Inherited"), "\(svg)")
    #expect(svg.contains("data-font-size=\"20\">Own"))
  }
}
