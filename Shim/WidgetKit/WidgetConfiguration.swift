import SwiftUI

/// What a widget is: for a Live Activity, an `ActivityConfiguration`.
public protocol WidgetConfiguration {
  /// The configuration this one is made of.
  associatedtype Body: WidgetConfiguration
  /// The configuration's content.
  @WidgetConfigurationBuilder var body: Body { get }
  /// The Live Activity configurations in it (la-sim's widget host evaluates them).
  func _activityConfigurations() -> [any _ActivityEvaluating]
}

extension WidgetConfiguration {
  /// The configurations of `body`.
  public func _activityConfigurations() -> [any _ActivityEvaluating] { body._activityConfigurations() }

  /// The families the Lock Screen view is also drawn at (`.small`: the Watch, CarPlay).
  public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
    _ConfigurationList(configurations: _activityConfigurations().map { $0._adding(families) })
  }
  /// The name in the widget gallery (not drawn).
  public func configurationDisplayName(_ name: String) -> some WidgetConfiguration { self }
  /// The description in the widget gallery (not drawn).
  public func description(_ text: String) -> some WidgetConfiguration { self }
  /// Without the system's content margins (not drawn).
  public func contentMarginsDisabled() -> some WidgetConfiguration { self }
}

extension Never: WidgetConfiguration {
  /// None.
  public func _activityConfigurations() -> [any _ActivityEvaluating] { [] }
}

/// Several configurations (a bundle's, or one with its families changed).
public struct _ConfigurationList: WidgetConfiguration {
  let configurations: [any _ActivityEvaluating]
  /// Primitive.
  public var body: Never { fatalError("primitive") }
  /// The configurations.
  public func _activityConfigurations() -> [any _ActivityEvaluating] { configurations }
}

/// Builds a widget's configuration.
@resultBuilder
public enum WidgetConfigurationBuilder {
  /// One configuration.
  public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
  /// A configuration as it is.
  public static func buildExpression<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
}

/// A widget: a type the app's widget extension declares.
public protocol Widget {
  /// The configuration's type.
  associatedtype Body: WidgetConfiguration
  /// A widget.
  init()
  /// The configuration.
  @WidgetConfigurationBuilder var body: Body { get }
}

/// The widgets an extension offers, one of them marked `@main`.
public protocol WidgetBundle {
  /// The widgets' type.
  associatedtype Body: Widget
  /// A bundle.
  init()
  /// The widgets.
  @WidgetBundleBuilder var body: Body { get }
}

/// Several widgets.
public struct _WidgetList: Widget {
  let widgets: [any Widget]
  /// No widgets.
  public init() { widgets = [] }
  init(widgets: [any Widget]) { self.widgets = widgets }
  /// The widgets' configurations.
  public var body: _ConfigurationList {
    _ConfigurationList(configurations: widgets.flatMap { $0.body._activityConfigurations() })
  }
}

/// Builds a bundle's list of widgets.
@resultBuilder
public enum WidgetBundleBuilder {
  /// A widget.
  public static func buildExpression<W: Widget>(_ widget: W) -> _WidgetList { _WidgetList(widgets: [widget]) }
  /// Widgets in order.
  public static func buildBlock(_ parts: _WidgetList...) -> _WidgetList {
    _WidgetList(widgets: parts.flatMap(\.widgets))
  }
  /// An `if` without `else`.
  public static func buildOptional(_ part: _WidgetList?) -> _WidgetList { part ?? _WidgetList() }
  /// A first branch.
  public static func buildEither(first: _WidgetList) -> _WidgetList { first }
  /// A second branch.
  public static func buildEither(second: _WidgetList) -> _WidgetList { second }
  /// `if #available`.
  public static func buildLimitedAvailability(_ part: _WidgetList) -> _WidgetList { part }
}
