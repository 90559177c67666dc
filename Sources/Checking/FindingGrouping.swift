import JSON
import Typography

/// `check --group-by text|region|device|size`: the findings under a heading per text (or date view), per
/// presentation region, per device or per Dynamic Type size. A finding folded over several devices or sizes
/// is listed under each of them. The text, JSON and SARIF reports name a group by the same key.
public enum FindingGrouping: String, CaseIterable, Sendable {
  case text, region, device, size

  /// The groups `finding` belongs to. By text, the text as the finding names it: in quotes where its
  /// message quotes it (`"Pizza Planet Delivery"`), so that a text reads as one and no text is taken for a
  /// date view (`timer estimatedArrival`) or for `every text`, the group of a language the app lacks.
  public func keys(of finding: Finding) -> [String] {
    switch self {
    case .text:
      [finding.missingLanguage == nil ? finding.view ?? finding.namedText : "every text"]
    case .region: [finding.presentationRegion ?? finding.place ?? "the fixture"]
    case .device: finding.devices.isEmpty ? ["every device"] : finding.devices
    case .size: finding.dynamicTypes.isEmpty ? ["every size"] : finding.dynamicTypes.map(\.rawValue)
    }
  }
}

extension CheckReport {
  /// The findings' places in `findings`, by group, the groups in the order their first finding comes.
  public func groups(by grouping: FindingGrouping) -> [(key: String, findings: [Int])] {
    var order: [String] = []
    var members: [String: [Int]] = [:]
    for (index, finding) in findings.enumerated() {
      for key in grouping.keys(of: finding) {
        if members[key] == nil { order.append(key) }
        members[key, default: []].append(index)
      }
    }
    if grouping == .size {
      order.sort { (Self.sizeOrder[$0] ?? -1) < (Self.sizeOrder[$1] ?? -1) }
    }
    return order.map { ($0, members[$0] ?? []) }
  }

  private static let sizeOrder = Dictionary(
    uniqueKeysWithValues: DynamicTypeNames.all.enumerated().map { ($1, $0) })

  /// The report with a heading over each group (`pizza-planet — device iphone-15-pro: 12 findings`,
  /// `pizza-planet — text "Pizza Planet Delivery": 3 findings`), each finding with its fixes under it, then
  /// the summary lines; each line escaped (`TerminalSafe`) as the findings are.
  public func text(groupedBy grouping: FindingGrouping) -> String {
    var lines: [String] = []
    for group in groups(by: grouping) {
      let count = group.findings.count
      lines.append("\(file) — \(grouping.rawValue) \(group.key): \(String.counted(count, "finding"))")
      for index in group.findings { lines += [findings[index].line] + findings[index].remedyLines }
    }
    return (lines + [summary] + surfaceLines).map(\.terminalSafe).joined(separator: "\n")
  }
}
