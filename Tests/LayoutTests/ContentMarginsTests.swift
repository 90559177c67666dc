import Layout
import Testing
import Views

/// `DynamicIsland.contentMargins(_:_:for:)`: the edges given replace the system's margins in that mode only.
@Suite struct ContentMarginsTests {
  static func x(of text: String, _ presentation: Presentation, _ slot: LayoutSlot, _ margins: ContentMargins)
    -> Double?
  {
    let layout = PresentationGeometry.layout(
      presentation, device: .iPhone15Pro, views: [slot: V.text(text, lineLimit: 1)], contentMargins: margins)
    return layout.elements.first {
      if case .text(let shown, _, _, _) = $0.content { return shown.hasPrefix(String(text.prefix(2))) }
      return false
    }?.rect.x
  }

  @Test func theExpandedIslandsLeadingMarginMoves() {
    let system = Self.x(of: "Lead", .expanded, .expandedLeading, ContentMargins())
    #expect(system == PresentationGeometry.expandedMargins.leading)
    let given = ContentMargins([.expanded: ContentMargins.Edges(leading: 4, trailing: 4)])
    #expect(Self.x(of: "Lead", .expanded, .expandedLeading, given) == 4)
    // Another mode's margins leave the expanded island alone.
    let compactOnly = ContentMargins([.compact: ContentMargins.Edges(leading: 2)])
    #expect(Self.x(of: "Lead", .expanded, .expandedLeading, compactOnly) == system)
  }

  @Test func aNarrowerCompactMarginGivesTheTextMoreRoom() {
    let device = DeviceProfile.iPhone15Pro
    let wide = "Abcdefghij"
    func shown(_ margins: ContentMargins) -> String {
      let layout = PresentationGeometry.layout(
        .compact, device: device, views: [.compactLeading: V.text(wide, lineLimit: 1)],
        contentMargins: margins)
      return layout.elements.compactMap {
        if case .text(let text, _, _, _) = $0.content { return text }
        return nil
      }.joined()
    }
    let system = shown(ContentMargins())
    let narrow = shown(ContentMargins([.compact: ContentMargins.Edges(leading: 2)]))
    #expect(narrow.count > system.count, "\(narrow) shows more than \(system)")
  }
}
