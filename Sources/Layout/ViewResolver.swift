import Fixture
import Formatting
import Lifecycle
import Typography
import Views

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
    return resolve(node, stacks: &stacks, loop: nil)
  }

  /// The case a `forEach` is drawing: its index among `count` cases.
  struct Loop {
    var index: Int
    var count: Int
  }

  func resolve(_ node: LayoutNode, stacks: inout Int, loop: Loop?) -> LayoutView {
    switch node {
    case .text(let template, let style):
      return text(TemplateText.resolve(template, values: values, definition: definition), style)
    case .icon(let source, let style):
      let name: String?
      switch source {
      case .symbol(let symbol): name = symbol
      case .enumField(let field): name = enumCase(field)?.icon
      }
      let symbol = name ?? ""
      let width = SymbolCatalog.symbol(named: symbol)?.width ?? .regular
      return modified(.symbol(name: symbol, font: font(style), paint(style), width: width), style)
    case .date(let dateStyle, let field, let style):
      guard let date = value(field)?.date else { return .empty }
      return text(dateStyle.text(date, now: now, formats: formats), style, isTimer: dateStyle == .timer)
    case .percent(let field, let style):
      // `Text(x, format: .percent.precision(.fractionLength(0)))`: Foundation rounds half to even.
      return text(Self.wholePercent.format(value(field)?.number ?? 0, formats: formats), style)
    case .progress(let field, let style):
      let number = value(field)?.number ?? 0
      return modified(.progress(fraction: number.isFinite ? min(1, max(0, number)) : 0, paint(style)), style)
    case .steps(let field, let stepsStyle, let style):
      guard case .enumCase(let name, let index) = value(field) ?? .null,
        let enumeration = definition.enums[name]
      else { return .empty }
      let steps = LayoutView.steps(
        count: enumeration.cases.count, current: index, dots: stepsStyle == .dots, paint(style))
      return modified(steps, style)
    case .stack(let axis, let children, let spacing, let style):
      var views: [LayoutView] = []
      views.reserveCapacity(children.count)
      for child in children {
        if axis == .horizontal, case .divider(let dividerStyle) = child {
          // In an `HStack` a divider runs down.
          views.append(modified(.divider(vertical: true, dividerPaint(dividerStyle)), dividerStyle))
          continue
        }
        // The stack's text modifiers reach its children (copied only when it has some).
        let child = style.passesDown ? child.inheriting(style) : child
        guard case .forEach(let enumName, let content) = child else {
          let view = resolve(child, stacks: &stacks, loop: loop)
          if view != .empty { views.append(view) }
          continue
        }
        // A ForEach's views are the stack's own children.
        views += repeated(content, enumName: enumName, stacks: &stacks)
      }
      let stack = LayoutView.Stack(
        axis: axis, children: views, spacing: spacing ?? Self.systemSpacing,
        isSpacingExplicit: spacing != nil,
        alignment: style.alignment ?? .center, verticalAlignment: style.verticalAlignment ?? .center,
        id: {
          stacks += 1; return stacks
        }())
      return modified(.stack(stack), style)
    case .spacer(let minLength):
      return .spacer(minLength: minLength ?? Self.systemSpacing)
    case .conditional(let condition, let then, let otherwise):
      if holds(condition, loop: loop) { return resolve(then, stacks: &stacks, loop: loop) }
      guard let otherwise else { return .empty }
      return resolve(otherwise, stacks: &stacks, loop: loop)
    case .shape(let kind, let style):
      return modified(.shape(kind, paint(style)), style)
    case .dateFormat(let format, let field, let style):
      guard let date = value(field)?.date else { return .empty }
      return text(DateText.formatted(date, format), style)
    case .forEach(let enumName, let content):
      // Outside a stack, ForEach's views stack vertically, as a region's implicit container does.
      let views = repeated(content, enumName: enumName, stacks: &stacks)
      return .stack(LayoutView.Stack(axis: .vertical, children: views, spacing: Self.systemSpacing, id: 0))
    case .concatenation(let parts, let style):
      return joined(parts, style)
    case .viewThatFits(let children, let horizontal, let vertical, let style):
      // Its text modifiers (`.font`, `.lineLimit`) reach every child, as SwiftUI's environment does.
      let views = children.map { resolve($0.inheriting(style), stacks: &stacks, loop: loop) }
      return modified(.viewThatFits(views, horizontal: horizontal, vertical: vertical), style)
    case .zStack(let children, let sizedBy, let style):
      return layers(children, sizedBy: sizedBy, style, stacks: &stacks, loop: loop)
    case .divider(let style):
      return modified(.divider(vertical: false, dividerPaint(style)), style)
    case .image(let asset, let style):
      return modified(.image(asset, paint(style)), style)
    case .timerInterval(let interval, let style):
      return timerText(interval, style)
    case .progressInterval(let interval, let style):
      return modified(.progress(fraction: intervalFraction(interval), paint(style)), style)
    case .label(let title, let icon, let style):
      // The title-and-icon style: the icon, then the title; the label's modifiers reach both.
      let views = [icon, title].map { resolve($0.inheriting(style), stacks: &stacks, loop: loop) }
      var stack = LayoutView.Stack(
        axis: .horizontal, children: views.filter { $0 != .empty }, spacing: Self.labelSpacing)
      stacks += 1
      stack.id = stacks
      return modified(.stack(stack), style.layoutOnly)
    }
  }

  /// A `ZStack`'s children, or a view and its overlays: the stack's text modifiers reach every child. A
  /// view whose overlays are on nothing (an `if` that failed) is nothing.
  private func layers(
    _ children: [LayoutNode], sizedBy: Int?, _ style: ViewStyle, stacks: inout Int, loop: Loop?
  ) -> LayoutView {
    var views: [LayoutView] = []
    var sizing: Int?
    for (index, child) in children.enumerated() {
      let view = resolve(child.inheriting(style), stacks: &stacks, loop: loop)
      if index == sizedBy {
        guard view != .empty else { return .empty }
        sizing = views.count
      }
      if view != .empty { views.append(view) }
    }
    guard !views.isEmpty else { return .empty }
    let layers = LayoutView.Layers(
      views, alignment: style.alignment ?? .center, verticalAlignment: style.verticalAlignment ?? .center,
      sizedBy: sizing)
    return modified(.layers(layers), style)
  }

  /// A `Divider`'s colour: its own, or the system's separator colour.
  private func dividerPaint(_ style: ViewStyle) -> Paint {
    Paint(foreground: style.color.flatMap { color($0) } ?? Self.separator)
  }

  /// `UIColor.separator`: (60, 60, 67) at 29 % in light appearance, (84, 84, 88) at 60 % in dark.
  static let separator = StyleColor(
    custom: CustomColor(
      name: "separator", light: ResolvedColor(60, 60, 67, alpha: 0.29),
      dark: ResolvedColor(84, 84, 88, alpha: 0.6)))

  /// The space between a `Label`'s icon and title (la-sim's estimate, see DECISIONS.md).
  public static let labelSpacing = 6.0

  private func repeated(_ content: [LayoutNode], enumName: String, stacks: inout Int) -> [LayoutView] {
    let count = definition.enums[enumName]?.cases.count ?? 0
    var views: [LayoutView] = []
    for index in 0..<count {
      for node in content {
        let view = resolve(node, stacks: &stacks, loop: Loop(index: index, count: count))
        if view != .empty { views.append(view) }
      }
    }
    return views
  }

  /// `Text + Text`: each part in its own font and paint, with the whole's modifiers where a part has none.
  private func joined(_ parts: [LayoutNode], _ style: ViewStyle) -> LayoutView {
    var runs: [TextRun] = []
    var stacks = 0
    for part in parts {
      let view = resolve(part.inheriting(style), stacks: &stacks, loop: nil)
      switch view {
      case .text(let run): runs.append(run)
      case .modified(.text(let run), _): runs.append(run)
      default: break
      }
    }
    let run = TextRun(
      joining: runs, lineLimit: style.lineLimit, truncationMode: style.truncationMode,
      minimumScaleFactor: style.minimumScaleFactor, alignment: style.multilineTextAlignment)
    var tightened = run
    tightened.allowsTightening = style.allowsTightening
    return modified(.text(tightened), style)
  }

  /// The number and time formats of the layouts' language (`--locale`), en_US without one.
  var formats: LocaleFormats { definition.layouts.localeFormats ?? .english }

  /// `.percent.precision(.fractionLength(0))`, which the `percent` view stands for.
  static let wholePercent = NumberFormat(style: .percent, fractionLength: 0...0)

  /// SwiftUI's default spacing between neighbours in a stack, and a `Spacer`'s default minimum length.
  public static let systemSpacing = 8.0

  /// The most characters of one text that layout reads: more than any presentation can show at the
  /// smallest size, so a longer text (a hostile push) is laid out from its start, as cut, at bounded cost.
  public static let maximumTextLength = 2_000

  func text(_ string: String, _ style: ViewStyle, isTimer: Bool = false, measuredAs: String? = nil)
    -> LayoutView
  {
    var string = style.textCase?.apply(string) ?? string
    if string.utf8.count > Self.maximumTextLength { string = String(string.prefix(Self.maximumTextLength)) }
    var run = TextRun(
      string, font: font(style), lineLimit: style.lineLimit, truncationMode: style.truncationMode,
      minimumScaleFactor: style.minimumScaleFactor, alignment: style.multilineTextAlignment, isTimer: isTimer,
      paint: paint(style), measuredAs: measuredAs)
    run.allowsTightening = style.allowsTightening
    return modified(.text(run), style)
  }

  private func font(_ style: ViewStyle) -> TextFont {
    var font = TextFont(
      style.font, weight: style.resolvedWeight, monospacedDigit: style.monospacedDigit, italic: style.italic,
      dynamicType: dynamicType, size: style.fontSize)
    font.extraTracking = style.tracking ?? 0
    if let limits = style.dynamicTypeSizes {
      font.dynamicTypeLimits = limits
      font.dynamicType = font.limited(dynamicType)
    }
    return font
  }

  func modified(_ view: LayoutView, _ style: ViewStyle) -> LayoutView {
    var modifiers = LayoutView.Modifiers()
    modifiers.fixedHorizontal = style.fixedSize.horizontal
    modifiers.fixedVertical = style.fixedSize.vertical
    modifiers.padding = style.padding
    if let source = style.background, let color = color(source) {
      modifiers.background = LayoutView.Background(color: color, shape: style.clipShape ?? .rectangle)
    }
    modifiers.frame = style.frame
    modifiers.layoutPriority = style.layoutPriority
    modifiers.belowIfTooWide = style.belowIfTooWide
    modifiers.regionPriority = style.regionPriority
    return modifiers.isEmpty ? view : .modified(view, modifiers)
  }

  func paint(_ style: ViewStyle) -> Paint {
    Paint(foreground: style.color.flatMap { color($0) }, bold: style.resolvedWeight.isBold)
  }

  /// The value a layout reads as `field`: the activity's, or the instant or number la-sim's widget host
  /// wrote in its place (`LiteralField`).
  func value(_ field: String) -> Value? { values[field] ?? LiteralField.value(field) }

  func enumCase(_ field: String) -> EnumCase? {
    guard case .enumCase(let name, let index) = value(field) ?? .null else { return nil }
    return definition.enums[name]?.cases[index]
  }

  private func color(_ source: ColorSource) -> StyleColor? {
    switch source {
    case .named(let color): return StyleColor(color)
    case .custom(let color): return StyleColor(custom: color)
    case .enumField(let field): return enumCase(field)?.color.map { StyleColor($0) }
    case .opacity(let base, let opacity):
      guard let color = color(base) else { return nil }
      var faded = color
      faded.opacity = min(1, max(0, color.opacity * opacity))
      return faded
    }
  }

  func holds(_ condition: Condition, loop: Loop?) -> Bool {
    switch condition {
    case .equals(let field, let expected): return describe(field) == expected
    case .notEquals(let field, let expected): return describe(field) != expected
    case .isNil(let field, let isNil): return ((value(field) ?? .null) == .null) == isNil
    case .compare(let field, let comparison, let operand):
      guard let number = value(field)?.number else { return false }
      return comparison.holds(number, operand)
    case .index(let comparison, let operand):
      guard let loop else { return false }
      let other: Int
      switch operand {
      case .number(let number): other = number
      case .last: other = loop.count - 1
      case .caseIndex(let field):
        guard case .enumCase(_, let index) = value(field) ?? .null else { return false }
        other = index
      }
      return comparison.holds(Double(loop.index), Double(other))
    }
  }

  private func describe(_ field: String) -> String {
    TemplateText.describe(value(field) ?? .null, .value, definition)
  }
}
