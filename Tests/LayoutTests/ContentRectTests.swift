import BuiltinFixtures
import Fixture
import FixtureJSON
import Layout
import Lifecycle
import Testing
import Typography
import Views

/// A view taller than its room is drawn past its padding, as SwiftUI draws it, and reported: SwiftUI's
/// `VStack` (OpenSwiftUI's `StackLayout.sizeChildrenGenerallyWithConcreteMajorProposal`) offers each child
/// an equal share of what is left, least flexible first, and adds up what each took, so a child whose
/// one line needs more than its share makes the stack taller than it was offered.
struct ContentRectTests {
  /// pizza-planet's Lock Screen with a driver's name longer than its line, on an iPhone 15 Pro.
  static func pizzaCard(driverName: String) throws -> PresentationLayout {
    var definition = try FixtureDecoder.decode(
      bytes: try #require(BuiltinFixtures.bytes(named: "pizza-planet")), file: "pizza-planet")
    let step = try #require(definition.pipeline.firstIndex { $0.name == "arriving" })
    definition.pipeline[step].content.fields["driverName"] = .value(.string(driverName))
    let activity = LiveActivity.prepared(definition, step: step, state: nil, elapsed: 0)
    let resolver = ViewResolver(activity: activity, now: activity.now)
    let node = try #require(definition.layouts.node(for: .lockScreen, isStale: false))
    return PresentationGeometry.layout(
      .lockScreen, device: .iPhone15Pro, views: [.lockScreen: resolver.resolve(node)])
  }

  @Test("A two-line driver's name makes pizza-planet's card 3 pt taller than 160 pt: reported of height")
  func pizzaPlanetCardOverflowIsReported() throws {
    let layout = try Self.pizzaCard(driverName: "Sam and a long status that is clipped in the island")
    // The heading row is the most flexible (its title wraps when offered any height), so it is served
    // last and takes 43 pt where 40 are left; the driver's row, served before it, had 36 pt: two lines.
    let lines = layout.elements.compactMap { element -> String? in
      if case .text(let text, _, _, _) = element.content { return text }
      return nil
    }
    #expect(lines.contains("Driver: Sam and a long status that is"))
    #expect(lines.contains("clipped in the island"))
    let content = try #require(layout.contentRect(of: "content"))
    #expect(content == Rect(x: 16, y: 16, width: 339, height: 128))
    let last = try #require(layout.elements.last { $0.region == "content" }).rect
    #expect(abs(last.maxY - 147) < 0.01)
    let clip = try #require(layout.clips.first { $0.isVertical })
    #expect(clip.text == "Andy's Buzz's Cosmic Supreme")
    #expect(clip.kind == .clipped)
    #expect(abs(clip.needed - 163) < 0.01)
    #expect(clip.available == 160)
  }

  @Test("A driver's name on one line leaves the card inside its padding, and nothing is reported")
  func pizzaPlanetCardThatFits() throws {
    let layout = try Self.pizzaCard(driverName: "Sam")
    #expect(!layout.clips.contains { $0.isVertical })
    let content = try #require(layout.contentRect(of: "content"))
    #expect(layout.elements.allSatisfy { $0.rect.maxY <= content.maxY + 0.5 })
  }

  @Test(
    "No shipped fixture draws outside a region's content rect unreported: any step, state, device, AX5",
    arguments: BuiltinFixtures.names)
  func shippedFixturesStayInsideTheirContentRects(_ name: String) throws {
    let definition = try FixtureDecoder.decode(
      bytes: try #require(BuiltinFixtures.bytes(named: name)), file: name)
    var checked = 0
    for step in definition.pipeline.indices {
      for state in [nil, ActivityState.stale, .ended] {
        let activity = LiveActivity.prepared(definition, step: step, state: state, elapsed: 90)
        // The default size, and the largest, where most is too tall for its room.
        for size in [DynamicTypeSize.large, .accessibility5] {
          let resolver = ViewResolver(activity: activity, now: activity.now, dynamicType: size)
          for device in DeviceProfile.all {
            for presentation in Presentation.allCases where device.has(presentation) {
              let layout = Self.layout(
                definition, presentation: presentation, device: device, resolver: resolver,
                isStale: state == .stale)
              for element in layout.elements {
                checked += 1
                let content = try #require(layout.contentRect(of: element.region), "\(element.region)")
                let outside =
                  element.rect.y < content.y - 0.5 || element.rect.maxY > content.maxY + 0.5
                #expect(
                  !outside || layout.clips.contains { $0.region == element.region && $0.isVertical },
                  "\(name) step \(step) \(device.name) \(presentation): \(element.rect) outside \(content)")
              }
            }
          }
        }
      }
    }
    #expect(checked > 100)
  }

  /// A presentation laid out as the renderer lays it out (a small family without its own layout shows the
  /// compact views).
  static func layout(
    _ definition: ActivityDefinition, presentation: Presentation, device: DeviceProfile,
    resolver: ViewResolver, isStale: Bool
  ) -> PresentationLayout {
    let hasSmall = definition.layouts.fresh[.small] != nil
    let slots = LayoutSlot.allCases.filter {
      presentation == .small && !hasSmall
        ? $0 == .compactLeading || $0 == .compactTrailing : $0.placement.presentation == presentation
    }
    var views: [LayoutSlot: LayoutView] = [:]
    for slot in slots {
      if let node = definition.layouts.node(for: slot, isStale: isStale) {
        views[slot] = resolver.resolve(node)
      }
    }
    return PresentationGeometry.layout(
      presentation, device: device, views: views, layoutDirection: definition.layouts.layoutDirection)
  }
}
