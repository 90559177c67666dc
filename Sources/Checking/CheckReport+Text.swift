import JSON
import Layout
import Rendering

extension CheckReport {
  /// One line per finding, then the summary line. Each line quotes texts and names from the fixture, so
  /// each is escaped for the terminal (`TerminalSafe`) before the lines are joined.
  public var text: String {
    (findings.flatMap { [$0.line] + $0.remedyLines } + [summary] + surfaceLines).map(\.terminalSafe)
      .joinedText(separator: "\n")
  }

  /// With more than one device, a line per device under the summary: each of its surfaces, its frames and
  /// findings (`  watch-45mm: small 24 frames, 1 finding`).
  public var surfaceLines: [String] {
    guard devices.count > 1 else { return [] }
    return devices.map { device in
      let parts = surfaces.filter { $0.device == device }.map { surface in
        let found =
          surface.findings == 0 ? "" : ", " + String.counted(surface.findings, "finding")
        return "\(surface.name) \(surface.frames) frames\(found)"
      }
      let estimated = DeviceProfile.all.first { $0.name == device }?.textSizeEstimate != nil
      return "  \(device): " + (parts.isEmpty ? "no surface" : parts.joinedText(separator: "; "))
        + (estimated ? " (text sizes estimated)" : "")
    }
  }
}
