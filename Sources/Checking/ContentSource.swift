/// Where the content of a checked frame comes from: a pipeline step, or the fixture's `end` or `cancel`
/// content (shown only once the activity has ended).
public enum ContentSource: Hashable, Comparable, Sendable {
  /// Pipeline step `index`, called `name`.
  case step(Int, String)
  /// The fixture's `end` content.
  case end
  /// The fixture's `cancel` content.
  case cancel

  /// `placed`, `end` or `cancel`: the name a report's JSON gives.
  public var name: String {
    switch self {
    case .step(_, let name): name
    case .end: "end"
    case .cancel: "cancel"
    }
  }

  /// The step's index, or nil for the end and cancel content.
  public var index: Int? {
    if case .step(let index, _) = self { return index }
    return nil
  }

  /// `step 2 stopsLeft`, `end content` or `cancel content`.
  public var label: String {
    switch self {
    case .step(let index, let name): "step \(index) \(name)"
    case .end: "end content"
    case .cancel: "cancel content"
    }
  }

  private var rank: (Int, Int) {
    switch self {
    case .step(let index, _): (0, index)
    case .end: (1, 0)
    case .cancel: (2, 0)
    }
  }

  /// Pipeline order, then the end content, then the cancel content.
  public static func < (lhs: ContentSource, rhs: ContentSource) -> Bool { lhs.rank < rhs.rank }

  /// `step 2 stopsLeft` for one source; `steps 0–3, 5, end content` for several (runs of steps folded).
  public static func describe(_ sources: [ContentSource]) -> String {
    let sorted = Array(Set(sources)).sorted()
    if sorted.count == 1 { return sorted[0].label }
    var runs: [String] = []
    var indexes = sorted.compactMap(\.index)
    let stepCount = indexes.count
    while let first = indexes.first {
      var last = first
      while indexes.contains(last + 1) { last += 1 }
      switch last - first {
      case 0: runs.append("\(first)")
      case 1: runs.append("\(first), \(last)")
      default: runs.append("\(first)–\(last)")
      }
      indexes.removeAll { $0 <= last }
    }
    var parts = sorted.filter { $0.index == nil }.map(\.label)
    if stepCount > 0 {
      parts.insert((stepCount == 1 ? "step " : "steps ") + runs.joined(separator: ", "), at: 0)
    }
    return parts.joined(separator: ", ")
  }
}
