import Fixture
import Formatting
import Views

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ViewResolver {
  /// What VoiceOver reads of `node` in `region`, in its order: a stack's children leading to trailing and
  /// top to bottom, as SwiftUI orders them; an `accessibilityLabel` replaces a view's content (on a stack,
  /// the stack is read as one element by it); `accessibilityHidden` views, shapes, spacers and step
  /// trackers are not read; a `Label` is read by its title.
  public func accessibilityElements(_ node: LayoutNode, region: String) -> [AccessibilityElement] {
    var elements: [AccessibilityElement] = []
    read(node, region: region, loop: nil, into: &elements)
    return elements
  }

  private func read(
    _ node: LayoutNode, region: String, loop: Loop?, into elements: inout [AccessibilityElement]
  ) {
    if let style = node.viewStyle {
      if style.accessibilityHidden { return }
      if let label = style.accessibilityLabel {
        let text = TemplateText.resolve(label, values: values, definition: definition)
        var role = AccessibilityElement.Role.text
        var symbol: String?
        var own: [AccessibilityElement] = []
        var unlabelled = node
        unlabelled.viewStyle?.accessibilityLabel = nil
        read(unlabelled, region: region, loop: loop, into: &own)
        if own.count == 1, let first = own.first {
          role = first.role
          symbol = first.symbol
        }
        elements.append(
          AccessibilityElement(role: role, label: text, region: region, isLabelled: true, symbol: symbol))
        return
      }
    }
    func text(_ string: String, _ role: AccessibilityElement.Role = .text) {
      guard !string.isEmpty else { return }
      let cut =
        string.utf8.count > Self.maximumTextLength ? String(string.prefix(Self.maximumTextLength)) : string
      elements.append(AccessibilityElement(role: role, label: cut, region: region))
    }
    switch node {
    case .text(let template, _):
      text(TemplateText.resolve(template, values: values, definition: definition))
    case .icon(let source, _):
      let name: String?
      switch source {
      case .symbol(let symbol): name = symbol
      case .enumField(let field): name = enumCase(field)?.icon
      }
      guard let name, !name.isEmpty else { return }
      elements.append(
        AccessibilityElement(
          role: .image, label: AccessibilityElement.symbolWords(name), region: region, symbol: name))
    case .date(let dateStyle, let field, _):
      guard let date = value(field)?.date else { return }
      switch dateStyle {
      case .timer: text(AccessibilityElement.spokenTimer(DateText.timer(until: date, now: now)), .timer)
      case .relative: text(DateText.relativeSpoken(to: date, now: now, formats: formats))
      case .time: text(DateText.time(date, formats: formats))
      case .offset: text(DateText.offset(to: date, now: now, formats: formats))
      case .date: text(DateText.date(date, formats: formats))
      }
    case .percent(let field, _):
      text(Self.wholePercent.format(value(field)?.number ?? 0, formats: formats))
    case .progress(let field, _):
      let number = value(field)?.number ?? 0
      text(
        Self.wholePercent.format(number.isFinite ? min(1, max(0, number)) : 0, formats: formats), .progress)
    case .progressInterval(let interval, _):
      text(Self.wholePercent.format(intervalFraction(interval), formats: formats), .progress)
    case .timerInterval(let interval, _):
      guard let (start, end) = dates(interval) else { return }
      let shown = DateText.timerInterval(
        start: start, end: end, now: now, countsDown: interval.countsDown, showsHours: interval.showsHours)
      text(AccessibilityElement.spokenTimer(shown), .timer)
    case .dateFormat(let format, let field, _):
      guard let date = value(field)?.date else { return }
      text(DateText.formatted(date, format))
    case .concatenation(let parts, _):
      // One text: each part as it is read, joined.
      var spoken: [AccessibilityElement] = []
      for part in parts { read(part, region: region, loop: loop, into: &spoken) }
      text(spoken.map(\.label).joined())
    case .label(let title, _, _):
      read(title, region: region, loop: loop, into: &elements)
    case .viewThatFits(let children, _, _, _):
      // Which child shows depends on layout; VoiceOver is read the first, the one written for room enough.
      if let first = children.first { read(first, region: region, loop: loop, into: &elements) }
    case .stack(_, let children, _, _), .zStack(let children, _, _):
      for child in children { read(child, region: region, loop: loop, into: &elements) }
    case .conditional(let condition, let then, let otherwise):
      if holds(condition, loop: loop) {
        read(then, region: region, loop: loop, into: &elements)
      } else if let otherwise {
        read(otherwise, region: region, loop: loop, into: &elements)
      }
    case .forEach(let enumName, let content):
      let count = min(definition.enums[enumName]?.cases.count ?? 0, 64)
      for index in 0..<count {
        for child in content {
          read(child, region: region, loop: Loop(index: index, count: count), into: &elements)
        }
      }
    case .image(let asset, _):
      // SwiftUI reads an asset image by its name, as `Image(_:)` labels it.
      elements.append(AccessibilityElement(role: .image, label: asset.name, region: region))
    case .steps, .shape, .spacer, .divider:
      break
    }
  }
}
