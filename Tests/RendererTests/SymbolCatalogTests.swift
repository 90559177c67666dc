import Foundation
import Layout
import TestSupport
import Testing
import Views

@testable import Fixture
@testable import FixtureJSON
@testable import JSON
@testable import Lifecycle
@testable import Rendering
@testable import Typography

/// The SF Symbol catalogue: a table a terminal can draw, names from real widget code known, typos refused
/// with a hint, real but unknown names loaded and drawn `□`, and anything that is no symbol name refused.
@Suite struct SymbolCatalogTests {
  /// A fixture whose compact leading shows `icon` and whose one enum case carries `caseIcon`.
  static func fixture(icon: String, caseIcon: String = "checkmark") -> String {
    """
    {
      "name": "icons", "attributesType": "IconAttributes", "attributes": {}, "attributeValues": {},
      "contentState": { "phase": "Phase" },
      "enums": { "Phase": [ { "case": "going", "icon": \(JSONValue.quote(caseIcon)) } ] },
      "pipeline": [ { "name": "start", "contentState": { "phase": "going" } } ],
      "end": { "dismissalPolicy": "default" },
      "layouts": {
        "lockScreen": { "icon": "{phase.icon}" },
        "compactLeading": { "icon": \(JSONValue.quote(icon)) },
        "compactTrailing": { "text": "12m" },
        "minimal": { "icon": "shippingbox.fill" },
        "expanded": { "center": { "text": "On its way" } }
      }
    }
    """
  }

  static func decode(_ json: String) throws -> ActivityDefinition {
    try FixtureDecoder.decode(bytes: Array(json.utf8), file: "icons.json")
  }

  /// The fixture's load error, or nil when it loads.
  static func loadError(_ json: String) -> String? {
    do {
      _ = try decode(json)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func theTableIsSortedUniqueAndLarge() {
    let names = SymbolCatalog.table.map(\.name)
    #expect(names.count >= 300)
    let unordered = zip(names, names.dropFirst()).filter { !($0 < $1) }
    #expect(unordered.isEmpty, "out of order or repeated: \(unordered)")
  }

  /// The renderer draws exactly the names the catalogue knows, in its order, so every known symbol has its
  /// terminal forms and none is drawn that a fixture could not load.
  @Test func theGlyphTableHoldsTheCataloguesNames() {
    #expect(SymbolGlyph.names == SymbolCatalog.table.map(\.name))
    #expect(SymbolGlyph.forms(named: "foo.bar.baz") == nil)
    #expect(SymbolGlyph.forms(named: "car.fill")?.glyph == "🚗")
  }

  @Test func everyEntryIsDrawable() {
    for symbol in SymbolGlyph.table {
      #expect(SymbolCatalog.isWellFormed(symbol.name), "\(symbol.name)")
      #expect(
        SymbolCatalog.symbol(named: symbol.name)?.name == symbol.name, "\(symbol.name) is not found by halves"
      )
      if let glyph = symbol.glyph {
        #expect(glyph.count == 1, "\(symbol.name): \(glyph) is not one grapheme")
        // A glyph the terminal draws in no cells, or in more than an emoji's two, breaks the row.
        #expect(
          (1...2).contains(CellWidth.of(glyph)), "\(symbol.name): \(glyph) takes \(CellWidth.of(glyph))")
      }
      let printable = !symbol.ascii.isEmpty && symbol.ascii.utf8.allSatisfy { (0x20...0x7E).contains($0) }
      #expect(printable, "\(symbol.name): ASCII stand-in \(symbol.ascii.debugDescription)")
    }
  }

  /// A truck beside a title takes more room than a checkmark, so a slot that fits one may not fit the other.
  @Test func layoutMeasuresASymbolByItsWidthClass() {
    let font = TextFont(.body)
    func width(_ name: String) -> Double {
      let symbol = LayoutView.symbol(
        name: name, font: font, Paint(), width: SymbolCatalog.symbol(named: name)?.width ?? .regular)
      return LayoutEngine.size(symbol, ProposedSize(width: nil, height: nil)).width
    }
    let em = font.pointSize
    #expect(abs(width("checkmark") - 0.9 * em) < 1e-9)
    #expect(abs(width("circle.fill") - 1.2 * em) < 1e-9)
    #expect(abs(width("box.truck.fill") - 1.5 * em) < 1e-9)
    // Not known: measured as most symbols are.
    #expect(width("foo.bar.baz") == width("circle.fill"))
  }

  @Test(arguments: [
    "magnifyingglass", "mappin.circle.fill", "car.fill", "figure.walk", "airplane", "creditcard.fill",
  ])
  func namesFromRealWidgetsAreKnown(_ name: String) throws {
    let symbol = try #require(SymbolCatalog.lookup(name).symbol, "\(name) is not known")
    #expect(symbol.name == name)
    #expect(SymbolGlyph.hasGlyph(name))
    #expect(Self.loadError(Self.fixture(icon: name)) == nil)
  }

  @Test func aTypoIsRefusedWithTheNameItMissed() throws {
    guard case .misspelt(let near) = SymbolCatalog.lookup("mappin.circle.fil") else {
      Issue.record("mappin.circle.fil is not taken as misspelt: \(SymbolCatalog.lookup("mappin.circle.fil"))")
      return
    }
    #expect(near.first == "mappin.circle.fill")
    let error = try #require(Self.loadError(Self.fixture(icon: "mappin.circle.fil")))
    #expect(error.contains("$.layouts.compactLeading.icon: unknown SF Symbol \"mappin.circle.fil\""))
    #expect(error.contains("did you mean \"mappin.circle.fill\""))
    let inCase = try #require(Self.loadError(Self.fixture(icon: "checkmark", caseIcon: "chekmark")))
    #expect(inCase.contains("did you mean \"checkmark\""))
  }

  @Test func aWellFormedNameLaSimDoesNotKnowLoadsAndIsDrawnAsTheMissingGlyph() throws {
    #expect(SymbolCatalog.lookup("foo.bar.baz") == .unknown)
    let definition = try Self.decode(Self.fixture(icon: "foo.bar.baz", caseIcon: "foo.bar.baz"))
    let activity = LiveActivity(definition: definition, startingAt: LiveActivity.referenceStart)
    let now = LiveActivity.referenceStart
    let compact = Renderer.render(activity, presentation: .compact, device: .iPhone15Pro, now: now)
    Picture.expect(
      compact.frame.rows,
      """
      ╭────────────────────────────────╮
      │                                │
      │   □            ●         12m   │
      │                                │
      ╰────────────────────────────────╯
      """)
    let lock = Renderer.render(activity, presentation: .lockScreen, device: .iPhone15Pro, now: now)
    Picture.expect(
      lock.frame.rows,
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │                                                   │
      │                        □                          │
      │                                                   │
      │                                                   │
      ╰───────────────────────────────────────────────────╯






      """)
    let ascii = Renderer.render(
      activity, presentation: .compact, device: .iPhone15Pro, now: now, glyphs: .ascii)
    Picture.expect(
      ascii.frame.rows,
      """
      +--------------------------------+
      |                                |
      |   ?            o         12m   |
      |                                |
      +--------------------------------+
      """)
  }

  /// `bolt.slash` is two edits from `bell.slash`, but both its words are symbol words: a real symbol.
  @Test(arguments: [
    "bolt.slash", "car.rear", "clock.circle", "figure.hiking", "cloud.moon", "person.2.circle",
  ])
  func realSymbolsNearKnownOnesAreNotTakenForTypos(_ name: String) {
    #expect(SymbolCatalog.lookup(name) == .unknown)
  }

  @Test(arguments: [
    "Not A Symbol", "", "🚗", "my-custom-icon", "delivery..status", "a.b.c.d.e.f.g.h.i",
    String(repeating: "a", count: 65),
  ])
  func whatIsNoSymbolNameIsRefusedSayingWhatIsExpected(_ name: String) throws {
    #expect(SymbolCatalog.lookup(name) == .malformed)
    let error = try #require(Self.loadError(Self.fixture(icon: name)))
    #expect(error.contains("expected an SF Symbol name, lower-case words of letters and digits"))
  }

  /// A malformed name a couple of edits from a known one is refused with the hint rather than the rule.
  @Test func malformedNamesNearAKnownOneAreTypos() {
    #expect(SymbolCatalog.lookup("Car.Fill") == .misspelt(["car.fill"]))
    #expect(SymbolCatalog.lookup("car..fill").symbol == nil)
    #expect(SymbolCatalog.suggestions(for: "car..fill").contains("car.fill"))
    #expect(!SymbolCatalog.lookup("car..fill").loads)
  }
}
