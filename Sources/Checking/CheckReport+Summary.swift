import JSON
import Layout
import Typography
import Views

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
    var sizesOn: [SummaryKey: [String: Set<DynamicTypeSize>]] = [:]
    // How often the group's findings occurred: each finding's frames, on each device it names. Two texts
    // clipped in one frame count twice, so this is not a count of frames.
    var frames: [SummaryKey: Int] = [:]
    var languagesOf: [SummaryKey: [String]] = [:]
    // The appearances a group's findings name, and whether each names one (a clip drawn in one appearance
    // only, a low contrast): a group is said to be in them only when every finding of it is.
    var appearancesOf: [SummaryKey: [ColorScheme]] = [:]
    var inEveryAppearance: Set<SummaryKey> = []
    // A language missing as a whole is its own line, as the finding says it: it has no text or place.
    var missingLanguages: [String] = []
    for finding in findings {
      if finding.missingLanguage != nil {
        missingLanguages.append("\(file): \(finding.message) [\(finding.code.rawValue)]")
        continue
      }
      let key = SummaryKey(code: finding.code, place: finding.presentationRegion ?? finding.place ?? "")
      if texts[key] == nil { order.append(key) }
      let text = Finding.abridged(finding.text)
      if !(texts[key] ?? []).contains(text) { texts[key, default: []].append(text) }
      for device in finding.devices where !(devicesOf[key] ?? []).contains(device) {
        devicesOf[key, default: []].append(device)
      }
      sizesOf[key, default: []].formUnion(finding.dynamicTypes)
      for device in finding.devices {
        sizesOn[key, default: [:]][device, default: []].formUnion(finding.dynamicTypes)
      }
      frames[key, default: 0] += finding.count * max(1, finding.devices.count)
      if let scheme = finding.colorScheme {
        if !(appearancesOf[key] ?? []).contains(scheme) { appearancesOf[key, default: []].append(scheme) }
      } else {
        inEveryAppearance.insert(key)
      }
      if let language = finding.language, !(languagesOf[key] ?? []).contains(language) {
        languagesOf[key, default: []].append(language)
      }
    }
    let sorted = order.sorted { ($0.code, frames[$1] ?? 0) < ($1.code, frames[$0] ?? 0) }
    // A warning's places fold into one line per code: they are worth a look, not a line each.
    var warned: [FindingCode: [SummaryKey]] = [:]
    for key in sorted where !key.code.isError { warned[key.code, default: []].append(key) }
    let warnings = FindingCode.allCases.compactMap { code -> String? in
      guard let keys = warned[code] else { return nil }
      let textCount = Set(keys.flatMap { texts[$0] ?? [] }).count
      let count = keys.map { frames[$0] ?? 0 }.reduce(0, +)
      return "\(file): \(code.noun) (warnings): \(String.counted(textCount, "text")) in"
        + " \(keys.map(\.place).joined(separator: ", ")) (×\(count));"
        + " list them without --summary [\(code.rawValue)]"
    }
    let lines = sorted.filter(\.code.isError).map { key in
      let found = texts[key] ?? []
      let quoted = found.prefix(2).map { "\"\($0)\"" }.joined(separator: ", ")
      let more = found.count > 2 ? " and \(found.count - 2) more" : ""
      var scope: [String] = []
      let devices = devicesOf[key] ?? []
      let sizes = sizesOf[key] ?? []
      if dynamicTypes.count > 1, !sizes.isEmpty, let perDevice = sizesOn[key] {
        scope.append(sizeScope(perDevice, devices: devices))
      } else if !devices.isEmpty {
        scope.append("on " + describe(devices))
      } else if dynamicTypes.count > 1, !sizes.isEmpty {
        // A finding of no one device (a low contrast): the sizes alone.
        scope.append(describe(sizes: sizes))
      }
      if let languages = languagesOf[key], !languages.isEmpty {
        scope.append("in " + languages.joined(separator: ", "))
      }
      if !inEveryAppearance.contains(key), let schemes = appearancesOf[key] {
        let named = ColorScheme.allCases.filter(schemes.contains).map(\.rawValue)
        scope.append("in \(named.joined(separator: " and ")) appearance")
      }
      let count = frames[key] ?? 0
      let place = key.place.isEmpty ? "" : " \(key.place)"
      return "\(file):\(place) \(key.code.noun): \(quoted)\(more)"
        + (scope.isEmpty ? "" : " " + scope.joined(separator: " "))
        + " (×\(count)) [\(key.code.rawValue)]"
    }
    return (lines + warnings + missingLanguages + [summary]).map(\.terminalSafe).joined(separator: "\n")
  }

  /// Where a clip happens, device by device: the devices with the same sizes together, each set of sizes
  /// as a reader thinks of it (`from xxLarge on iphone-15-pro; at every size on watch`).
  func sizeScope(_ perDevice: [String: Set<DynamicTypeSize>], devices: [String]) -> String {
    var order: [Set<DynamicTypeSize>] = []
    var devicesWith: [Set<DynamicTypeSize>: [String]] = [:]
    for device in devices {
      let sizes = perDevice[device] ?? []
      if devicesWith[sizes] == nil { order.append(sizes) }
      devicesWith[sizes, default: []].append(device)
    }
    // The two most common sets of sizes, the rest counted, so that a line stays a line.
    let ranked = order.sorted { (devicesWith[$0]?.count ?? 0) > (devicesWith[$1]?.count ?? 0) }
    var parts = ranked.prefix(2).map { sizes in
      "\(describe(sizes: sizes)) on \(describe(devicesWith[sizes] ?? []))"
    }
    let others = ranked.dropFirst(2).map { devicesWith[$0]?.count ?? 0 }.reduce(0, +)
    if others > 0 { parts.append("and on \(String.counted(others, "more device")) at other sizes") }
    return parts.joined(separator: "; ")
  }

  /// `at every size`, `from xxLarge` (to the largest checked), `up to large`, or the sizes' runs.
  func describe(sizes: Set<DynamicTypeSize>) -> String {
    let checked = dynamicTypes
    let places = checked.indices.filter { sizes.contains(checked[$0]) }
    guard let first = places.first, let last = places.last else { return "at no size" }
    if places.count == checked.count { return "at every size" }
    let contiguous = last - first + 1 == places.count
    if contiguous, last == checked.count - 1 { return "from \(checked[first].rawValue)" }
    if contiguous, first == 0 { return "up to \(checked[last].rawValue)" }
    return "at " + DynamicTypeRuns.describe(Array(sizes))
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

extension CheckReport {
  /// The reports of one fixture in several languages (`FIXTURE [de]`, `FIXTURE [fi]` …, in a row) as one
  /// report, `FIXTURE [de, fi, …]`, whose findings keep their language: `--summary` then says "in de, fi".
  public static func mergingLanguages(_ reports: [CheckReport]) -> [CheckReport] {
    var merged: [CheckReport] = []
    var languages: [String] = []
    for report in reports {
      let language = report.findings.first?.language ?? report.file.languageSuffix
      guard let language, let base = report.file.withoutLanguageSuffix, var last = merged.last,
        last.file.withoutLanguageSuffix == base
      else {
        merged.append(report)
        languages = report.file.languageSuffix.map { [$0] } ?? []
        continue
      }
      languages.append(language)
      last.findings += report.findings
      last.frames += report.frames
      last.file = "\(base) [\(languages.joined(separator: ", "))]"
      merged[merged.count - 1] = last
    }
    return merged
  }
}

extension String {
  /// `de` of `courier [de]`.
  fileprivate var languageSuffix: String? {
    guard hasSuffix("]"), let open = lastIndex(of: "["), open > startIndex else { return nil }
    let inside = self[index(after: open)..<index(before: endIndex)]
    return inside.contains(",") ? nil : String(inside)
  }

  /// `courier` of `courier [de]` or `courier [de, fi]`.
  fileprivate var withoutLanguageSuffix: String? {
    guard hasSuffix("]"), let open = lastIndex(of: "["), open > index(after: startIndex) else { return nil }
    return String(self[..<index(before: open)])
  }
}
