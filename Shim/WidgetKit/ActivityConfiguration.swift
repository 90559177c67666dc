import ActivityKit
import Foundation
import SwiftUI

/// A Live Activity: its Lock Screen view and its Dynamic Island, for one type of attributes.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
  let lockScreen: (ActivityViewContext<Attributes>) -> any View
  let island: (ActivityViewContext<Attributes>) -> DynamicIsland
  var families: [ActivityFamily] = [.medium]

  /// A configuration.
  public init<Content: View>(
    for attributesType: Attributes.Type = Attributes.self,
    @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
    dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
  ) {
    lockScreen = content
    island = dynamicIsland
  }

  /// Primitive.
  public var body: Never { fatalError("ActivityConfiguration is a primitive configuration") }
  /// Itself.
  public func _activityConfigurations() -> [any _ActivityEvaluating] { [self] }
}

/// A configuration la-sim's widget host can evaluate: a request line in, a line of la-sim's layouts out.
public protocol _ActivityEvaluating {
  /// The attributes type's name, as the app spells it.
  var _attributesName: String { get }
  /// The configuration drawn at `families` too.
  func _adding(_ families: [ActivityFamily]) -> any _ActivityEvaluating
  /// Decodes `request` with the app's own `Codable` types and evaluates every presentation.
  func _evaluate(_ request: Data) throws -> String
  /// Decodes the request's `value` as the app's `ContentState` (`part` "contentState") or attributes
  /// ("attributes") with a default `JSONDecoder`, as ActivityKit does, and writes it again with a default
  /// `JSONEncoder`: `{"decoded": …}`.
  func _decode(_ request: Data, part: String) throws -> String
  /// The attributes' and the `ContentState`'s keys, types and enums, as `_ModelProbe` reads them: one
  /// JSON object.
  var _model: String { get }
}

extension ActivityConfiguration: _ActivityEvaluating {
  /// The attributes type's name.
  public var _attributesName: String { String(describing: Attributes.self) }

  /// The configuration drawn at `families` too.
  public func _adding(_ families: [ActivityFamily]) -> any _ActivityEvaluating {
    var configuration = self
    for family in families where !configuration.families.contains(family) {
      configuration.families.append(family)
    }
    return configuration
  }

  /// The attributes' and the `ContentState`'s keys, types and enums.
  public var _model: String { _ModelProbe.model(of: Attributes.self) }

  struct Value<T: Decodable>: Decodable {
    var value: T
  }

  /// The request's value, decoded by the app's types and encoded again.
  public func _decode(_ request: Data, part: String) throws -> String {
    let encoded: Data
    if part == "attributes" {
      encoded = try JSONEncoder().encode(JSONDecoder().decode(Value<Attributes>.self, from: request).value)
    } else {
      encoded = try JSONEncoder().encode(
        JSONDecoder().decode(Value<Attributes.ContentState>.self, from: request).value)
    }
    return #"{"decoded":"# + String(decoding: encoded, as: UTF8.self) + "}"
  }

  struct Request: Decodable {
    var attributes: Attributes
    var state: Attributes.ContentState
    var isStale: Bool
    /// The phone's settings the views may read: `light` or `dark`, a Dynamic Type size's name, a language.
    var colorScheme: String?
    var dynamicTypeSize: String?
    var locale: String?
  }

  /// Every presentation's layout for one request.
  public func _evaluate(_ request: Data) throws -> String {
    let decoded = try JSONDecoder().decode(Request.self, from: request)
    _LaSimEnvironmentRead.colorScheme = false
    _LaSimEnvironmentRead.dynamicTypeSize = false
    return try EnvironmentValues.with({ environment in
      if decoded.colorScheme == "light" { environment.colorScheme = .light }
      if let size = decoded.dynamicTypeSize.flatMap(DynamicTypeSize.init(rawValue:)) {
        environment.dynamicTypeSize = size
      }
      if let locale = decoded.locale { environment.locale = Locale(identifier: locale) }
    }) {
      try evaluate(decoded)
    }
  }

  /// Every presentation's layout for one decoded request, in the environment it sets.
  func evaluate(_ decoded: Request) throws -> String {
    let context = ActivityViewContext(
      attributes: decoded.attributes, state: decoded.state, isStale: decoded.isStale)
    PresentationSettings.current = PresentationSettings()
    var layouts: [(String, NodeValue)] = []
    var standBy: NodeValue?
    for family in [ActivityFamily.medium, .small] where families.contains(family) {
      _LaSimFullscreenRead.happened = false
      let node = EnvironmentValues.with({ $0.activityFamily = family }) { lockScreen(context)._node() }
      guard let value = try node.value() else { continue }
      layouts.append((family == .medium ? "lockScreen" : "small", value))
      guard family == .medium, _LaSimFullscreenRead.happened else { continue }
      // StandBy draws the Lock Screen view full screen, with `isActivityFullscreen` set (asked only of code
      // that reads it): kept only when the code draws something else there.
      let fullscreen = EnvironmentValues.with({
        $0.activityFamily = .medium
        $0.isActivityFullscreen = true
      }) { lockScreen(context)._node() }
      if let drawn = try fullscreen.value(), drawn.json != value.json { standBy = drawn }
    }
    // The island is black in either appearance: its views are drawn in dark, as la-sim colours them, and
    // what they read of the appearance cannot change with it.
    let readAppearance = _LaSimEnvironmentRead.colorScheme
    let island = try EnvironmentValues.with({ $0.colorScheme = .dark }) {
      try islandLayouts(context)
    }
    _LaSimEnvironmentRead.colorScheme = readAppearance
    layouts += island.layouts
    var answer: [(String, NodeValue)] = [("layouts", .object(layouts))]
    if let standBy { answer.append(("standBy", standBy)) }
    for (key, value) in PresentationSettings.current.members { answer.append((key, .color(value))) }
    if let keyline = island.keyline { answer.append(("keylineTint", .color(keyline._spelling))) }
    if let margins = island.margins { answer.append(("contentMargins", margins)) }
    // The settings the views read, which they may draw otherwise at another value.
    let reads = [
      _LaSimEnvironmentRead.colorScheme ? "colorScheme" : nil,
      _LaSimEnvironmentRead.dynamicTypeSize ? "dynamicTypeSize" : nil,
    ].compactMap { $0 }
    if !reads.isEmpty { answer.append(("reads", .array(reads.map(NodeValue.string)))) }
    return NodeValue.object(answer).json
  }

  /// The island's layouts (compact, minimal and the expanded regions with their priorities), its keyline
  /// tint and its content margins, for one context.
  func islandLayouts(_ context: ActivityViewContext<Attributes>) throws -> (
    layouts: [(String, NodeValue)], keyline: Color?, margins: NodeValue?
  ) {
    let island = island(context)
    var layouts: [(String, NodeValue)] = []
    for (key, view) in [
      ("compactLeading", island.compactLeading), ("compactTrailing", island.compactTrailing),
      ("minimal", island.minimal),
    ] {
      if let value = try view()._node().value() { layouts.append((key, value)) }
    }
    var regions: [(String, NodeValue)] = []
    var priorities: [(String, NodeValue)] = []
    for region in island.expanded().regions {
      guard let value = try region.node().value() else { continue }
      regions.append((region.position.name, value))
      if region.priority != 0 { priorities.append((region.position.name, .number(region.priority))) }
    }
    if !priorities.isEmpty { regions.append(("priority", .object(priorities))) }
    if !regions.isEmpty { layouts.append(("expanded", .object(regions))) }
    return (layouts, island.keyline, island.marginsValue)
  }
}
