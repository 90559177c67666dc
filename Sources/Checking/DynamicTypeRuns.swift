import Typography

/// Dynamic Type sizes as findings and summaries list them, in runs as steps are listed: `AX3`,
/// `large, xLarge`, `xSmall–AX5`, `medium, AX2–AX5`.
enum DynamicTypeRuns {
  /// The sizes in runs of neighbours, smallest first.
  static func describe(_ sizes: [DynamicTypeSize]) -> String {
    let all = DynamicTypeSize.allCases
    var indexes = Set(sizes.compactMap { all.firstIndex(of: $0) }).sorted()
    var runs: [String] = []
    while let first = indexes.first {
      var last = first
      while indexes.contains(last + 1) { last += 1 }
      switch last - first {
      case 0: runs.append(all[first].rawValue)
      case 1: runs.append("\(all[first].rawValue), \(all[last].rawValue)")
      default: runs.append("\(all[first].rawValue)–\(all[last].rawValue)")
      }
      indexes.removeAll { $0 <= last }
    }
    return runs.joined(separator: ", ")
  }
}
