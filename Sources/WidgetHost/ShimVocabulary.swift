#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What la-sim's SwiftUI, WidgetKit and ActivityKit do not provide yet, told apart from the app's own
/// mistakes in the compiler's errors, so that an error on Apple API la-sim lacks says so.
enum ShimVocabulary {
  /// The types of la-sim's modules whose missing members are Apple API (a member the app's own types
  /// lack is the app's error, not la-sim's).
  static let types: Set<String> = [
    "some View", "View", "Text", "Font", "Font.Weight", "Font.Design", "Color", "Image", "Label",
    "ProgressView",
    "HStack", "VStack", "ZStack", "Divider", "ViewThatFits", "Spacer", "Group", "ForEach", "Circle",
    "Capsule", "Rectangle",
    "RoundedRectangle", "Ellipse", "DynamicIsland", "DynamicIslandExpandedRegion", "ActivityConfiguration",
    "ActivityViewContext", "EnvironmentValues", "LocalizedStringKey", "some WidgetConfiguration",
    "Activity", "ActivityContent", "AnyTransition", "ContentTransition", "Animation",
  ]

  /// Views and types Live Activities use that la-sim's modules do not declare yet.
  static let names: Set<String> = [
    "Gauge", "Link", "Toggle", "Button", "ContainerRelativeShape", "LinearGradient",
    "RadialGradient", "AngularGradient", "Grid", "GridRow", "LazyHStack", "LazyVStack", "Canvas",
    "GeometryReader", "TimelineView", "ViewModifier", "UnevenRoundedRectangle", "Path",
    "AttributedString", "ScaledMetric", "AppStorage", "UIImage", "UIColor",
  ]

  /// Apple's frameworks an app's widget code imports that la-sim does not provide (`no such module`).
  static let modules: Set<String> = [
    "UIKit", "os", "OSLog", "Combine", "CoreGraphics", "CoreLocation", "MapKit", "SwiftData", "CoreData",
    "UserNotifications", "WeatherKit", "HealthKit", "StoreKit", "CloudKit", "Intents",
  ]

  /// `Divider` for `…: error: cannot find 'Divider' in scope`, `.kerning(_:)` for `…: error: value of type
  /// 'some View' has no member 'kerning'`; nil for an error that is not about Apple API la-sim lacks.
  static func missingAPI(_ error: Substring) -> String? {
    if let name = quoted(after: "cannot find '", in: error), names.contains(name) { return name }
    if let module = quoted(after: "no such module '", in: error), modules.contains(module) {
      return "import \(module)"
    }
    guard let member = quoted(after: "has no member '", in: error) else { return nil }
    for prefix in ["value of type '", "type '"] {
      if let type = quoted(after: prefix, in: error), types.contains(type) { return "\(type).\(member)" }
    }
    return nil
  }

  /// The text between `prefix` and the next `'`.
  static func quoted(after prefix: String, in line: Substring) -> String? {
    let text = String(line)
    guard let start = text.firstRange(of: prefix)?.upperBound,
      let end = text[start...].firstIndex(of: "'")
    else { return nil }
    return String(text[start..<end])
  }
}
