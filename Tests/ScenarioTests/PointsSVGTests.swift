import BuiltinFixtures
import Foundation
import Lifecycle
import Rendering
import TestSupport
import Testing
import Typography
import Views

@testable import FrameFormats
@testable import Layout

/// Pictures in points: every element where the layout put it, at its size, in the appearance's colours.
struct PointsSVGTests {
  func frames(
    _ fixture: String, device: DeviceProfile = .iPhone15Pro, colorScheme: ColorScheme = .dark
  ) throws -> [RenderedFrame] {
    let activity = LiveActivity(
      definition: try BuiltinFixture.definition(fixture), startingAt: LiveActivity.referenceStart)
    return Renderer.renderAll(activity, device: device, now: activity.now, colorScheme: colorScheme)
  }

  /// The `<text class="text" …>` elements of `svg`, each as its attributes and its text.
  func texts(_ svg: String) -> [(attributes: [String: String], text: String)] {
    svg.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("<text class=\"text\" ") else { return nil }
      let head = line.prefix { $0 != ">" }
      var attributes: [String: String] = [:]
      for match in head.matches(of: #/ ([A-Za-z-]+)="([^"]*)"/#) {
        attributes[String(match.output.1)] = String(match.output.2)
      }
      let body = line.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
      return (attributes, String(body))
    }
  }

  @Test("Each text is drawn at its layout size, weight and place", arguments: ["pizza-planet", "courier"])
  func textSizes(fixture: String) throws {
    let frames = try frames(fixture)
    let svg = PointsSVG.svg(frames, header: fixture)
    let drawn = texts(svg)
    let laidOut = frames.compactMap(\.layout).flatMap(\.elements).compactMap { element in
      if case .text(let text, let font, let scale, _) = element.content {
        (text, font, scale, element.rect)
      } else {
        nil
      }
    }
    #expect(drawn.count == laidOut.count)
    for ((attributes, text), (layoutText, font, scale, rect)) in zip(drawn, laidOut) {
      #expect(text == FrameSVG.escaped(layoutText))
      #expect(Double(attributes["font-size"] ?? "") == (font.pointSize * scale * 100).rounded() / 100)
      #expect(
        attributes["data-rect"]
          == [rect.x, rect.y, rect.width, rect.height].map(Self.number).joined(separator: " "))
      #expect(attributes["x"] == Self.number(rect.x))
      #expect(attributes["textLength"] == Self.number(rect.width))
      let weight = attributes["font-weight"].flatMap(Int.init) ?? 400
      #expect(
        weight
          == (font.weight == .semibold
            ? 600 : font.weight == .bold ? 700 : font.weight == .medium ? 500 : 400))
    }
    // A headline is semibold 17 pt: pizza-planet's and courier's Lock Screen have one.
    #expect(drawn.contains { $0.attributes["font-size"] == "17" && $0.attributes["font-weight"] == "600" })
  }

  @Test("The compact island is drawn at its published size: 230 pt on a 393-pt phone, 250 on a 430-pt one")
  func islandSize() throws {
    let pro = PointsSVG.svg(try frames("courier"), header: "")
    #expect(
      pro.contains("<rect class=\"island\" width=\"230\" height=\"36.67\" rx=\"18.34\" fill=\"#000000\"/>"))
    let max = PointsSVG.svg(try frames("courier", device: .iPhone15ProMax), header: "")
    #expect(max.contains("<rect class=\"island\" width=\"250\" height=\"36.67\""))
    // The expanded island's corners are 44 pt unless it is too short for them; the card's 22 pt.
    #expect(pro.contains("<rect class=\"surface\" width=\"371\""))
    #expect(pro.contains(" rx=\"22\""))
  }

  @Test("Light and dark appearance change .primary text on the Lock Screen: black, then white")
  func appearance() throws {
    func lockScreenFills(_ scheme: ColorScheme) throws -> Set<String> {
      let lock = try frames("export", colorScheme: scheme).filter { $0.presentation == .lockScreen }
      return Set(texts(PointsSVG.svg(lock, header: "")).compactMap { $0.attributes["fill"] })
    }
    #expect(try lockScreenFills(.light).contains("#000000"))
    #expect(try !lockScreenFills(.light).contains("#ffffff"))
    #expect(try lockScreenFills(.dark).contains("#ffffff"))
    #expect(try !lockScreenFills(.dark).contains("#000000"))
    let light = PointsSVG.svg(try frames("export", colorScheme: .light), header: "")
    #expect(light.contains("data-appearance=\"light\""))
    #expect(light.contains("stop-color=\"#d1d1d6\""), "a light wallpaper")
  }

  @Test("No colour emoji: every text or symbol holding one is drawn as a silhouette in its colour")
  func silhouettes() throws {
    for fixture in ["pizza-planet", "export", "food-runner", "courier", "courier-compact"] {
      let svg = PointsSVG.svg(try frames(fixture), header: "🍕 \(fixture)")
      for line in svg.split(separator: "\n") where line.hasPrefix("<text") {
        let body = line.drop { $0 != ">" }
        guard body.contains(where: { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        else {
          continue
        }
        #expect(line.contains(" filter=\"url(#silhouette-"), "\(fixture): \(line.prefix(160))")
      }
      #expect(svg.contains("<feComposite in2=\"SourceAlpha\" operator=\"in\"/>"))
    }
  }

  @Test("Inter is embedded in the weights the picture's texts use; the picture is the same bytes every time")
  func embeddedAndPure() throws {
    let svg = PointsSVG.svg(try frames("food-runner"), header: "food-runner")
    // food-runner's texts are regular, semibold and bold: no medium face.
    for weight in [400, 600, 700] {
      #expect(svg.contains("@font-face{font-family:Inter;font-style:normal;font-weight:\(weight);"))
    }
    #expect(!svg.contains("font-weight:500;"))
    #expect(svg == PointsSVG.svg(try frames("food-runner"), header: "food-runner"))
    #expect(svg.utf8.count < 120_000)
    // Every built-in: each weight a text asks for is drawn with the face it would get from all four.
    for fixture in BuiltinFixtures.names {
      let picture = PointsSVG.svg(try frames(fixture), header: fixture)
      let asked = Set(picture.matches(of: #/ font-weight="(\d+)"/#).map { Int($0.output.1)! } + [400])
      let embedded = Set(
        picture.matches(of: #/@font-face\{font-family:Inter;font-style:normal;font-weight:(\d+);/#).map {
          Int($0.output.1)!
        })
      let all = InterSubset.faces.map(\.weight)
      #expect(embedded == Set(asked.map { PointsSVG.face(for: $0, among: all) }), "\(fixture)")
    }
  }

  @Test(
    "A weight with no face of its own gets the one CSS font matching picks",
    arguments: [
      (100, [400, 500, 600, 700], 400), (300, [400, 500, 600, 700], 400), (400, [400, 500, 600, 700], 400),
      (450, [400, 500, 600, 700], 500), (500, [400, 700], 400), (550, [400, 500, 600, 700], 600),
      (600, [400, 700], 700), (800, [400, 500, 600, 700], 700), (900, [400, 500], 500),
      (300, [200, 400], 200), (450, [300, 600], 300),
    ])
  func cssFontMatching(weight: Int, available: [Int], picked: Int) {
    #expect(PointsSVG.face(for: weight, among: available) == picked)
  }

  @Test("A frame without a layout, absurd rectangles and empty input still give a document")
  func robust() throws {
    let empty = PointsSVG.document([])
    #expect(empty.hasPrefix("<svg ") && empty.hasSuffix("</svg>\n"))
    var frame = RenderedFrame(presentation: .compact, frame: Frame(width: 0, height: 0), truncations: [])
    var layout = PresentationLayout(
      presentation: .compact, size: Size(width: .nan, height: .infinity), box: .zero, elements: [], clips: [],
      camera: nil)
    layout.elements = [
      PlacedElement(
        content: .text("x", font: TextFont(), scale: .nan, isTruncated: false),
        rect: Rect(x: .infinity, y: 0, width: 1, height: 1), paint: Paint(), region: "r", anchor: .center),
      PlacedElement(
        content: .steps(count: Int.max, current: -5, dots: true),
        rect: Rect(x: 0, y: 0, width: 10, height: 8),
        paint: Paint(), region: "r", anchor: .center),
    ]
    frame.layout = layout
    let svg = PointsSVG.svg([frame], header: "")
    #expect(svg.hasSuffix("</svg>\n"))
    let drawn = svg.split(separator: "</style>").last ?? ""
    #expect(!drawn.contains("nan") && !drawn.contains("inf"), "\(drawn)")
  }

  static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
