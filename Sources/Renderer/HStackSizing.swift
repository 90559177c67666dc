/// How a horizontal stack shares its width, after SwiftUI: higher layout priority first, fixed glyphs before
/// text, texts sharing what is left evenly (a short text keeps its width), leftover to spacers and bars.
enum HStackSizing {
  static func allocate(_ children: [ViewItem], width: Int, spacing: Int) -> [Int] {
    guard !children.isEmpty else { return [] }
    var remaining = max(0, width - spacing * (children.count - 1))
    var widths = Array(repeating: 0, count: children.count)
    let priorities = Set(children.map(\.priority)).sorted(by: >)
    for priority in priorities {
      let members = children.indices.filter { children[$0].priority == priority && !children[$0].isFlexible }
      let ideals = members.map { children[$0].idealWidth }
      let shares = waterFill(ideals, budget: remaining)
      for (member, share) in zip(members, shares) {
        widths[member] = share
        remaining -= share
      }
    }
    let flexible = children.indices.filter { children[$0].isFlexible }
    if !flexible.isEmpty {
      let minimums = flexible.map { children[$0].isSpacerLike ? 0 : children[$0].idealWidth }
      let base = waterFill(minimums, budget: remaining)
      remaining -= base.reduce(0, +)
      for (offset, index) in flexible.enumerated() {
        widths[index] =
          base[offset] + remaining / flexible.count + (offset < remaining % flexible.count ? 1 : 0)
      }
    }
    return widths
  }

  /// Shares `budget` among items wanting `ideals`: each gets at most its ideal; a shortfall is taken from
  /// the largest first, so small items keep their width.
  static func waterFill(_ ideals: [Int], budget: Int) -> [Int] {
    let total = ideals.reduce(0, +)
    guard total > budget else { return ideals }
    guard budget > 0 else { return ideals.map { _ in 0 } }
    var cap = budget
    var low = 0
    var high = ideals.max() ?? 0
    while low < high {
      let middle = (low + high + 1) / 2
      if ideals.map({ min($0, middle) }).reduce(0, +) <= budget { low = middle } else { high = middle - 1 }
    }
    cap = low
    var shares = ideals.map { min($0, cap) }
    var spare = budget - shares.reduce(0, +)
    for index in shares.indices where spare > 0 && ideals[index] > cap {
      shares[index] += 1
      spare -= 1
    }
    return shares
  }
}

extension ViewItem {
  /// Spacers have no minimum; bars and trackers keep a minimum.
  var isSpacerLike: Bool {
    switch self {
    case .spacer: true
    case .stack(_, let children, _, _): children.allSatisfy { $0.isSpacerLike || $0.isEmpty }
    default: false
    }
  }
}
