import Fixture
import Typography

/// What `la-sim check` found in one fixture.
public struct CheckReport: Equatable, Sendable {
  /// The fixture as the command line named it.
  public var file: String
  /// The device profiles checked, by name.
  public var devices: [String]
  /// The Dynamic Type sizes checked, smallest first.
  public var dynamicTypes: [DynamicTypeSize]
  /// How many frames were drawn (each presentation, on each device, for each step, state and swept date).
  public var frames: Int
  /// Everything found, in report order: by code, then by place.
  public var findings: [Finding]
  /// Each surface checked (a presentation on a device), with its frames and findings, in device order.
  public var surfaces: [SurfaceCount] = []

  /// A report; findings are put in report order.
  public init(
    file: String, devices: [String], frames: Int, findings: [Finding],
    dynamicTypes: [DynamicTypeSize] = [.large]
  ) {
    self.file = file
    self.devices = devices
    self.dynamicTypes = dynamicTypes
    self.frames = frames
    self.findings = findings.enumerated().sorted { lhs, rhs in
      lhs.element.code != rhs.element.code ? lhs.element.code < rhs.element.code : lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// Whether nothing was found.
  public var isClean: Bool { !findings.contains { $0.code.isError } }

  /// How many findings of each code, in code order, leaving out codes with none.
  public var counts: [(code: FindingCode, count: Int)] {
    // Counted in one pass, without copying the findings into a filtered list per code.
    let codes = FindingCode.allCases
    var counts = [Int](repeating: 0, count: codes.count)
    for index in findings.indices { counts[codes.firstIndex(of: findings[index].code)!] += 1 }
    return zip(codes, counts).compactMap { code, count in count == 0 ? nil : (code, count) }
  }

  /// `courier: 14 findings (12 clipped, 2 private) in 120 frames`, `courier-compact: clean (120 frames)`, or
  /// `x: clean but for 1 warning (1 tight) in 18 frames` when only warnings were found; `… frames at Dynamic
  /// Type xSmall–AX5` when other sizes than `large` were checked.
  public var summary: String {
    let sizes = dynamicTypes == [.large] ? "" : " at Dynamic Type " + DynamicTypeRuns.describe(dynamicTypes)
    guard !findings.isEmpty else { return "\(file): clean (\(frames) frames\(sizes))" }
    // A language missing as a whole is counted as one (`no xx translations`), not as 1 missing translation.
    let missingLanguages = findings.compactMap(\.missingLanguage)
    let parts = counts.map { code, count in
      guard code == .missingTranslation, count == missingLanguages.count else { return code.counted(count) }
      return missingLanguages.map { "no \($0.language) translations" }.joined(separator: ", ")
    }.joined(separator: ", ")
    if isClean {
      let noun = findings.count == 1 ? "warning" : "warnings"
      return "\(file): clean but for \(findings.count) \(noun) (\(parts)) in \(frames) frames\(sizes)"
    }
    let noun = findings.count == 1 ? "finding" : "findings"
    return "\(file): \(findings.count) \(noun) (\(parts)) in \(frames) frames\(sizes)"
  }
}
