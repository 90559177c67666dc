import JSON
import Layout
import Lifecycle

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What VoiceOver reads in one presentation.
public struct AccessibilityReading: Equatable, Sendable {
  /// Which presentation.
  public var presentation: Presentation
  /// The elements in spoken order.
  public var elements: [AccessibilityElement]
  /// Why nothing is read, when the presentation is not shown (`ended: gone from the Dynamic Island`).
  public var note: String?
}

extension Renderer {
  /// What VoiceOver reads in `presentation` of `activity` at `now`: the regions top to bottom and leading
  /// to trailing (compact leading before trailing, expanded leading, trailing, center, bottom), each
  /// region's elements in its views' order. Leading is read first in either layout direction.
  public static func accessibility(
    _ activity: LiveActivity, presentation: Presentation, now: Date
  ) -> AccessibilityReading {
    let resolver = ViewResolver(activity: activity, now: now)
    let state = resolver.state
    let visible = state == .dismissed ? false : (presentation.isInIsland ? state.acceptsUpdates : true)
    guard visible else {
      let note = state == .dismissed ? "dismissed: shown nowhere" : "ended: gone from the Dynamic Island"
      return AccessibilityReading(presentation: presentation, elements: [], note: note)
    }
    var elements: [AccessibilityElement] = []
    for slot in slots(of: presentation) {
      guard let node = resolver.definition.layouts.node(for: slot, isStale: state == .stale) else { continue }
      elements += resolver.accessibilityElements(node, region: slot.region)
    }
    return AccessibilityReading(presentation: presentation, elements: elements, note: nil)
  }

  /// Each of `presentations` read.
  public static func accessibility(
    _ activity: LiveActivity, presentations: [Presentation], now: Date
  ) -> [AccessibilityReading] {
    presentations.map { accessibility(activity, presentation: $0, now: now) }
  }
}

extension AccessibilityReading {
  /// The reading as `render --format accessibility` prints it: the presentation's title, then one line an
  /// element, `  1. leading  image     "shippingbox fill"  (symbol name: no accessibilityLabel)`.
  public var text: String {
    var lines = [presentation.title]
    if let note { lines.append("  (\(note))") }
    if note == nil, elements.isEmpty { lines.append("  (nothing to read)") }
    let regionWidth = elements.map(\.region.count).max() ?? 0
    for (index, element) in elements.enumerated() {
      let region = element.region + String(repeating: " ", count: max(0, regionWidth - element.region.count))
      let role =
        element.role.rawValue + String(repeating: " ", count: max(0, 8 - element.role.rawValue.count))
      var line = "  \(index + 1). \(region)  \(role)  \"\(element.label.terminalSafe)\""
      if element.role == .image, !element.isLabelled { line += "  (symbol name: no accessibilityLabel)" }
      if element.isLabelled { line += "  (accessibilityLabel)" }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// Every presentation's reading under `header`, as `render --format accessibility` prints them. The
  /// header names the fixture and its step, text from the file, so it is escaped (`TerminalSafe`) as the
  /// labels are.
  public static func text(_ readings: [AccessibilityReading], header: String) -> String {
    header.terminalSafe + "\n\n" + readings.map(\.text).joined(separator: "\n\n") + "\n"
  }

  /// The reading as JSON: `[{"role": "image", "label": "shippingbox fill", "region": "leading", …}]`.
  public var json: JSONValue {
    .array(
      elements.map { element in
        var members = [
          JSONMember(key: "role", value: .string(element.role.rawValue)),
          JSONMember(key: "label", value: .string(element.label)),
          JSONMember(key: "region", value: .string(element.region)),
          JSONMember(key: "accessibilityLabel", value: .bool(element.isLabelled)),
        ]
        if let symbol = element.symbol { members.append(JSONMember(key: "symbol", value: .string(symbol))) }
        return .object(members)
      })
  }
}
