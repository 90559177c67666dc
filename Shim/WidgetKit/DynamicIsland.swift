import Foundation
import SwiftUI

/// A Live Activity's Dynamic Island: the expanded regions, the compact leading and trailing views, and
/// the minimal view.
public struct DynamicIsland {
  let expanded: () -> _DynamicIslandRegions
  let compactLeading: () -> any View
  let compactTrailing: () -> any View
  let minimal: () -> any View
  var keyline: Color?
  /// `contentMargins` given, by mode and edge, in the order given (a later one wins on its edges).
  var margins: [(mode: String, edge: String, length: Double?)] = []

  /// An island.
  public init<
    Expanded: DynamicIslandExpandedContent, CompactLeading: View, CompactTrailing: View, Minimal: View
  >(
    @DynamicIslandExpandedContentBuilder expanded: @escaping () -> Expanded,
    @ViewBuilder compactLeading: @escaping () -> CompactLeading,
    @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
    @ViewBuilder minimal: @escaping () -> Minimal
  ) {
    self.expanded = { expanded()._regions }
    self.compactLeading = compactLeading
    self.compactTrailing = compactTrailing
    self.minimal = minimal
  }

  /// The tint of the island's keyline.
  public func keylineTint(_ color: Color?) -> DynamicIsland {
    var island = self
    island.keyline = color
    return island
  }

  /// The margins of the island's content in `mode`, on `edges`; nil puts the system's back.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode)
    -> DynamicIsland
  {
    var island = self
    for (edge, name) in Edge.Set.names where edges.contains(edge) {
      island.margins.append((mode.name, name, length.map(Double.init)))
    }
    return island
  }

  /// The margins as la-sim's fixtures write them: each mode's edges given, the last given winning.
  var marginsValue: NodeValue? {
    var modes: [(String, NodeValue)] = []
    for mode in ["expanded", "compact", "minimal"] {
      var edges: [(String, NodeValue)] = []
      for name in ["top", "leading", "bottom", "trailing"] {
        guard let given = margins.last(where: { $0.mode == mode && $0.edge == name }),
          let length = given.length
        else { continue }
        edges.append((name, .number(length)))
      }
      if !edges.isEmpty { modes.append((mode, .object(edges))) }
    }
    return modes.isEmpty ? nil : .object(modes)
  }

  /// The link a tap opens (not drawn).
  public func widgetURL(_ url: URL?) -> DynamicIsland { self }
}

/// What a Dynamic Island's expanded presentation holds: its regions.
public protocol DynamicIslandExpandedContent {
  /// The regions.
  var _regions: _DynamicIslandRegions { get }
}

/// Regions of the expanded presentation, in the order written.
public struct _DynamicIslandRegions: DynamicIslandExpandedContent {
  var regions: [(position: DynamicIslandExpandedRegionPosition, priority: Double, node: () -> _ViewNode)]
  /// Themselves.
  public var _regions: _DynamicIslandRegions { self }
}

/// The island's presentations whose margins `contentMargins(_:_:for:)` sets.
public struct DynamicIslandMode: Equatable, Sendable {
  let name: String
  /// The expanded island.
  public static let expanded = DynamicIslandMode(name: "expanded")
  /// Compact leading and trailing.
  public static let compact = DynamicIslandMode(name: "compact")
  /// The minimal island.
  public static let minimal = DynamicIslandMode(name: "minimal")
}

/// Where an expanded leading or trailing region's view goes when it is too wide for beside the camera.
public struct DynamicIslandExpandedRegionVerticalPlacement: Equatable, Sendable {
  let name: String
  /// Beside the camera, cut to the room there.
  public static let `default` = DynamicIslandExpandedRegionVerticalPlacement(name: "default")
  /// Below the camera when too wide for beside it.
  public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

extension View {
  /// Where this expanded region's view goes when it is too wide for beside the camera.
  public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View {
    _NodeModifier(
      content: self, key: "verticalPlacement", value: .string(verticalPlacement.name), .inherited)
  }
}

/// Where a region of the expanded island goes.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
  let name: String
  /// Left of the camera.
  public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
  /// Right of the camera.
  public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
  /// Under the camera.
  public static let center = DynamicIslandExpandedRegionPosition(name: "center")
  /// Under everything.
  public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// One region of the expanded island.
public struct DynamicIslandExpandedRegion<Content: View>: DynamicIslandExpandedContent {
  let position: DynamicIslandExpandedRegionPosition
  let priority: Double
  let content: Content

  /// A region; of two that go below the camera, the one of higher `priority` is sized first.
  public init(
    _ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content
  ) {
    self.position = position
    self.priority = priority
    self.content = content()
  }

  /// The region.
  public var _regions: _DynamicIslandRegions {
    let content = content
    return _DynamicIslandRegions(regions: [(position, priority, { content._node() })])
  }
}

/// Builds the expanded island from its regions, with `if` and `switch`.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
  /// A region.
  public static func buildExpression<Content: DynamicIslandExpandedContent>(_ content: Content)
    -> _DynamicIslandRegions
  { content._regions }
  /// Regions in order.
  public static func buildBlock(_ parts: _DynamicIslandRegions...) -> _DynamicIslandRegions {
    _DynamicIslandRegions(regions: parts.flatMap(\.regions))
  }
  /// An `if` without `else`.
  public static func buildOptional(_ part: _DynamicIslandRegions?) -> _DynamicIslandRegions {
    part ?? _DynamicIslandRegions(regions: [])
  }
  /// A first branch.
  public static func buildEither(first: _DynamicIslandRegions) -> _DynamicIslandRegions { first }
  /// A second branch.
  public static func buildEither(second: _DynamicIslandRegions) -> _DynamicIslandRegions { second }
  /// `if #available`.
  public static func buildLimitedAvailability(_ part: _DynamicIslandRegions) -> _DynamicIslandRegions { part }
}
