import ActivityState

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Turns a fixture's layout nodes into `LayoutView`s for one activity at one instant: placeholders filled,
/// dates formatted, conditions decided, fonts and colours resolved at a Dynamic Type size.
public struct ViewResolver: Sendable {
  /// The lifecycle state drawn.
  public let state: ActivityState
  /// The definition (stored once: reading it through the activity copies it).
  public let definition: ActivityDefinition
  let values: [String: Value]
  let now: Date
  let dynamicType: DynamicTypeSize

  /// A resolver for `activity` at `now`.
  public init(activity: LiveActivity, now: Date, dynamicType: DynamicTypeSize = .large) {
    state = activity.state
    definition = activity.definition
    values = activity.readableValues
    self.now = now
    self.dynamicType = dynamicType
  }

  /// The view of `node`; its stacks are numbered 1, 2, 3… (layout keeps each one's answers by number).
  public func resolve(_ node: LayoutNode) -> LayoutView {
    var stacks = 0
    return resolve(node, stacks: &stacks)
  }

  func resolve(_ node: LayoutNode, stacks: inout Int) -> LayoutView {
    switch node {
    case .text(let template, let style):
      return text(TemplateText.resolve(template, values: values, definition: definition), style)
    case .icon(let source, let style):
      let name: String?
      switch source {
      case .symbol(let symbol): name = symbol
      case .enumField(let field): name = enumCase(field)?.icon
      }
      return modified(.symbol(name: name ?? "", font: font(style), paint(style)), style)
    case .date(let dateStyle, let field, let style):
      guard let date = values[field]?.date else { return .empty }
      switch dateStyle {
      case .timer: return text(DateText.timer(until: date, now: now), style, isTimer: true)
      case .relative: return text(DateText.relative(to: date, now: now), style)
      case .time: return text(DateText.time(date), style)
      }
    case .percent(let field, let style):
      return text(DateText.percent(values[field]?.number ?? 0), style)
    case .progress(let field, let style):
      let value = values[field]?.number ?? 0
      return modified(.progress(fraction: value.isFinite ? min(1, max(0, value)) : 0, paint(style)), style)
    case .steps(let field, let stepsStyle, let style):
      guard case .enumCase(let name, let index) = values[field] ?? .null,
        let enumeration = definition.enums[name]
      else { return .empty }
      let steps = LayoutView.steps(
        count: enumeration.cases.count, current: index, dots: stepsStyle == .dots, paint(style))
      return modified(steps, style)
    case .stack(let axis, let children, let spacing, let style):
      var views: [LayoutView] = []
      views.reserveCapacity(children.count)
      for child in children {
        let view = resolve(child, stacks: &stacks)
        if view != .empty { views.append(view) }
      }
      let stack = LayoutView.Stack(
        axis: axis, children: views, spacing: spacing ?? Self.systemSpacing,
        alignment: style.alignment ?? .center, verticalAlignment: style.verticalAlignment ?? .center,
        id: {
          stacks += 1; return stacks
        }())
      return modified(.stack(stack), style)
    case .spacer(let minLength):
      return .spacer(minLength: minLength ?? Self.systemSpacing)
    case .conditional(let condition, let then, let otherwise):
      if holds(condition) { return resolve(then, stacks: &stacks) }
      guard let otherwise else { return .empty }
      return resolve(otherwise, stacks: &stacks)
    }
  }

  /// SwiftUI's default spacing between neighbours in a stack, and a `Spacer`'s default minimum length.
  public static let systemSpacing = 8.0

  /// The most characters of one text that layout reads: more than any presentation can show at the
  /// smallest size, so a longer text (a hostile push) is laid out from its start, as cut, at bounded cost.
  public static let maximumTextLength = 2_000

  private func text(_ string: String, _ style: ViewStyle, isTimer: Bool = false) -> LayoutView {
    var string = string
    if string.utf8.count > Self.maximumTextLength { string = String(string.prefix(Self.maximumTextLength)) }
    let run = TextRun(
      string, font: font(style), lineLimit: style.lineLimit, truncationMode: style.truncationMode,
      minimumScaleFactor: style.minimumScaleFactor, alignment: style.multilineTextAlignment, isTimer: isTimer,
      paint: paint(style))
    return modified(.text(run), style)
  }

  private func font(_ style: ViewStyle) -> TextFont {
    TextFont(
      style.font, weight: style.resolvedWeight, monospacedDigit: style.monospacedDigit, italic: style.italic,
      dynamicType: dynamicType)
  }

  private func modified(_ view: LayoutView, _ style: ViewStyle) -> LayoutView {
    var modifiers = LayoutView.Modifiers()
    modifiers.fixedHorizontal = style.fixedSize.horizontal
    modifiers.fixedVertical = style.fixedSize.vertical
    modifiers.padding = style.padding
    modifiers.capsule = style.capsule.flatMap(color)
    modifiers.frame = style.frame
    modifiers.layoutPriority = style.layoutPriority
    return modifiers.isEmpty ? view : .modified(view, modifiers)
  }

  private func paint(_ style: ViewStyle) -> Paint {
    var paint = Paint(foreground: style.color.flatMap(color), bold: style.resolvedWeight.isBold)
    if style.capsule != nil, paint.foreground == nil { paint.foreground = .white }
    return paint
  }

  private func enumCase(_ field: String) -> EnumCase? {
    guard case .enumCase(let name, let index) = values[field] ?? .null else { return nil }
    return definition.enums[name]?.cases[index]
  }

  private func color(_ source: ColorSource) -> NamedColor? {
    switch source {
    case .named(let color): color
    case .enumField(let field): enumCase(field)?.color
    }
  }

  private func holds(_ condition: Condition) -> Bool {
    switch condition {
    case .equals(let field, let expected): describe(field) == expected
    case .notEquals(let field, let expected): describe(field) != expected
    }
  }

  private func describe(_ field: String) -> String {
    TemplateText.describe(values[field] ?? .null, .value, definition)
  }
}
