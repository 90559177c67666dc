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
