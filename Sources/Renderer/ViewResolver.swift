import ActivityState

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Turns a layout node into a `ViewItem` for one activity at one instant: placeholders filled, dates formatted,
/// conditions decided, colours chosen.
struct ViewResolver {
  /// The lifecycle state drawn.
  let state: ActivityState
  let values: [String: Value]
  let now: Date
  let glyphs: GlyphSet

  /// Stored once: reading it through `activity` would copy the whole definition on every view.
  let definition: ActivityDefinition

  init(activity: LiveActivity, now: Date, glyphs: GlyphSet) {
    state = activity.state
    definition = activity.definition
    values = activity.readableValues
    self.now = now
    self.glyphs = glyphs
  }

  func resolve(_ node: LayoutNode) -> ViewItem {
    switch node {
    case .text(let template, let style):
      return text(TemplateText.resolve(template, values: values, definition: definition), style)
    case .icon(let source, let style):
      let name: String?
      switch source {
      case .symbol(let symbol): name = symbol
      case .enumField(let field): name = enumCase(field)?.icon
      }
      return .glyph(glyphs.symbol(name ?? ""), cellStyle(style), style.alignment)
    case .date(let dateStyle, let field, let style):
      guard let date = values[field]?.date else { return .empty }
      switch dateStyle {
      case .timer: return text(DateText.timer(until: date, now: now), style)
      case .relative: return text(DateText.relative(to: date, now: now), style)
      case .time: return text(DateText.time(date), style)
      }
    case .percent(let field, let style):
      return text(DateText.percent(values[field]?.number ?? 0), style)
    case .progress(let field, let style):
      return .bar(fraction: min(1, max(0, values[field]?.number ?? 0)), cellStyle(style))
    case .steps(let field, let stepsStyle, let style):
      guard case .enumCase(let name, let index) = values[field] ?? .null,
        let enumeration = definition.enums[name]
      else { return .empty }
      return .steps(
        count: enumeration.cases.count, current: index, dots: stepsStyle == .dots, cellStyle(style))
    case .stack(let axis, let children, let spacing, let style):
      var items: [ViewItem] = []
      items.reserveCapacity(children.count)
      for child in children { items.append(resolve(child)) }
      return .stack(axis, items, spacing: spacing, style.alignment)
    case .spacer:
      return .spacer
    case .conditional(let condition, let then, let otherwise):
      if holds(condition) { return resolve(then) }
      guard let otherwise else { return .empty }
      return resolve(otherwise)
    }
  }

  private func text(_ string: String, _ style: ViewStyle) -> ViewItem {
    let shown = glyphs.text(string)
    return .text(
      ViewItem.TextItem(
        text: shown, cells: CellWidth.of(shown), style: cellStyle(style), lineLimit: style.lineLimit,
        maxWidth: style.maxWidthPoints.map(DeviceProfile.columns), alignment: style.alignment,
        priority: style.priority, capsule: style.capsule.flatMap(color)))
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

  private func cellStyle(_ style: ViewStyle) -> CellStyle {
    var cell = CellStyle(foreground: style.color.flatMap(color), bold: style.bold || style.font.isBold)
    if let capsule = style.capsule.flatMap(color) {
      cell.background = capsule
      if cell.foreground == nil { cell.foreground = .white }
    }
    return cell
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
