import SwiftParsing

/// What names mean where a view is translated: the `ActivityViewContext`, locals and view arguments bound
/// to fields, a `ForEach`'s case variable, and which variant (fresh or stale, medium or small) is drawn.
struct LayoutScope {
  /// What a name stands for.
  indirect enum Binding {
    /// The `ActivityViewContext` (`context`).
    case context
    /// `context.state`.
    case state
    /// `context.attributes`.
    case attributes
    /// A field, optionally with member steps already applied (`status`, `status.rawValue`).
    case field(String)
    /// An expression in the caller's scope: a custom view's argument.
    case expression(SwiftExpr, LayoutScope)
    /// A `ForEach` case variable over the enum named.
    case enumCase(String)
    /// `@Environment(\.activityFamily)`.
    case activityFamily
    /// `@Environment(\.isLuminanceReduced)` and other environment values la-sim does not model.
    case unknownEnvironment(String)
  }

  var file: String
  var bindings: [String: Binding] = [:]
  /// Whether the stale variant is being drawn (`if context.isStale` takes its first branch).
  var stale = false
  /// Whether the small family is being drawn (`switch activityFamily` takes `.small`).
  var small = false
  /// The custom view being inlined, whose computed properties a body may name.
  var viewType: String?
  /// How many custom views deep the translation is.
  var inlining = 0

  func binding(_ name: String) -> Binding? { bindings[name] }
}
