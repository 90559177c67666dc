import Layout
import Typography

/// `la-sim check --summary`: one line per code and place (a presentation's region), with the texts it
/// concerns and the devices and text sizes it occurs on, so a sweep of every device at every Dynamic Type
/// size reads on one screen.
extension CheckReport {
  /// One group: the same code at the same place.
  struct SummaryKey: Hashable {
    var code: FindingCode
    var place: String
  }

  /// The summary lines, the most frequent group first within each code, then the fixture's summary line.
  public var summaryText: String {
    var order: [SummaryKey] = []
    var texts: [SummaryKey: [String]] = [:]
    var devicesOf: [SummaryKey: [String]] = [:]
    var sizesOf: [SummaryKey: Set<DynamicTypeSize>] = [:]
    var frames: [SummaryKey: Int] = [:]
    for finding in findings {
      let key = SummaryKey(code: finding.code, place: finding.presentationRegion ?? finding.place ?? "")
      if texts[key] == nil { order.append(key) }
      let text = Finding.abridged(finding.text)
      if !(texts[key] ?? []).contains(text) { texts[key, default: []].append(text) }
      for device in finding.devices where !(devicesOf[key] ?? []).contains(device) {
        devicesOf[key, default: []].append(device)
      }
      sizesOf[key, default: []].formUnion(finding.dynamicTypes)
      frames[key, default: 0] += finding.count * max(1, finding.devices.count)
    }
    let lines = order.sorted { ($0.code, frames[$1] ?? 0) < ($1.code, frames[$0] ?? 0) }.map { key in
      let found = texts[key] ?? []
      let quoted = found.prefix(2).map { "\"\($0)\"" }.joined(separator: ", ")
      let more = found.count > 2 ? " and \(found.count - 2) more" : ""
      var scope: [String] = []
      if let devices = devicesOf[key], !devices.isEmpty { scope.append("on " + describe(devices)) }
      let sizes = sizesOf[key] ?? []
      if dynamicTypes.count > 1, !sizes.isEmpty {
        scope.append(
          sizes.count == dynamicTypes.count ? "at every size" : "at " + DynamicTypeRuns.describe(Array(sizes))
        )
      }
      let count = frames[key] ?? 0
      let place = key.place.isEmpty ? "" : " \(key.place)"
      return "\(file):\(place) \(key.code.noun): \(quoted)\(more)"
        + (scope.isEmpty ? "" : " " + scope.joined(separator: " "))
        + " (\(count) frame\(count == 1 ? "" : "s")) [\(key.code.rawValue)]"
    }
    return (lines + [summary]).map(\.terminalSafe).joined(separator: "\n")
  }

  /// `phones, watch-40mm`: a device group's name where every device of it that was checked is among
  /// `devices`, the devices' own names otherwise; `every device` for all of them.
  func describe(_ devices: [String]) -> String {
    guard devices.count < self.devices.count || self.devices.count == 1 else { return "every device" }
    var parts: [String] = []
    var named = Set<String>()
    for group in DeviceGroup.allCases {
      let members = self.devices.filter { DeviceProfile.named($0)?.group == group }
      guard members.count > 1, members.allSatisfy(devices.contains) else { continue }
      parts.append(group.rawValue)
      named.formUnion(members)
    }
    parts += devices.filter { !named.contains($0) }
    return parts.joined(separator: ", ")
  }
}
