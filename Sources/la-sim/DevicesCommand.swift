import Arguments
import Layout
import Rendering

/// `la-sim devices`: the device profiles and their sizes.
enum DevicesCommand: Command {
  static let name = "devices"
  static let abstract = "List the device profiles and their sizes in points and cells"
  static let spec = ArgumentSpec()
  static let help = """
    Usage: la-sim devices

    Lists each device profile with the presentations it shows and their sizes in points, where each
    number comes from (and, marked "estimate:", what is estimated and how far off it may be), where
    the system puts content (la-sim's margins), and the frame each is drawn in, in terminal cells with
    its outline (1 column = \(Raster.pointsPerColumn) pt, 1 row = 160/12 pt, to the nearest cell).
    A name, a group (phones, standby, ipad, watch, carplay) or all is what --device takes.
    """

  static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
    var lines: [String] = []
    for profile in DeviceProfile.all {
      lines += [
        "\(profile.name)  \(profile.displayName), "
          + (profile.group == .phone
            ? "\(Int(profile.screenPoints))-pt class" : "\(Int(profile.screenPoints)) pt")
          + " (\(profile.sameClass))" + (profile.estimate == nil ? "" : " · estimate")
      ]
      lines += profile.surfaces.map { row($0, profile) }
      if profile.showsAlertBanner {
        lines.append(
          "  banner      an alerting update: the Lock Screen presentation, at the top of the screen")
      }
      lines.append("  source:     \(profile.source)")
      if let estimate = profile.estimate { lines.append("  estimate:   \(estimate)") }
      if let text = profile.textSizeEstimate { lines.append("  text:       \(text)") }
      lines.append("")
    }
    let margins = PresentationGeometry.expandedMargins
    lines += [
      "Margins (la-sim's choice; Apple publishes none): expanded \(Int(margins.top)) pt top, "
        + "\(Int(margins.leading)) pt each side, \(Int(margins.bottom)) pt bottom; compact "
        + "\(Int(PresentationGeometry.compactOuterMargin)) pt at the rounded end; minimal "
        + "\(Int(PresentationGeometry.minimalMargin)) pt. Expanded camera band 36.67 pt; cards hug their "
        + "content between 84 and 160 pt, drawn at their real height inside their frame."
    ]
    Output.out(lines.joined(separator: "\n"))
    return ExitCode.ok
  }

  static func row(_ presentation: Presentation, _ profile: DeviceProfile) -> String {
    let size = profile.maximumSize(of: presentation)
    let frame = profile.frameSize(of: presentation)
    let height = pt(size.height)
    var points: String
    switch presentation {
    case .compact:
      points =
        "\(pt(size.width)) × \(height) pt (leading, trailing \(pt(profile.compactSidePoints)) pt each; "
        + "camera \(pt(profile.cameraPoints)) pt)"
    case .lockScreen where profile.standByScreen != nil:
      points =
        "\(pt(profile.wideCardPoints)) × \(pt(profile.minimumHeightPoints))–\(pt(profile.maximumHeightPoints)) pt "
        + "at 2× on the \(pt(size.width * 2)) × \(pt(size.height * 2))-pt screen, drawn at half size"
    case .minimal where profile.isDynamicIslandLimitedInWidth:
      points = "\(pt(size.width)) × \(height) pt (limited in width: cannot grow)"
    case .minimal: points = "\(pt(profile.minimalPoints))–\(pt(size.width)) × \(height) pt"
    case .lockScreen, .expanded:
      points = "\(pt(size.width)) × \(pt(profile.minimumHeightPoints))–\(height) pt"
    case .small:
      points = "\(pt(size.width)) × \(height) pt"
      points +=
        profile.surfaces == [.small]
        ? " (a fixture without one: its compact views)" : " (as CarPlay shows it; an estimate, see carplay)"
    }
    return "  \(presentation.rawValue.padded(to: 12))\(points) → frame \(frame.columns)×\(frame.rows) cells"
  }

  /// Points as the HIG writes them: `230`, `36.67`, `125.34`.
  static func pt(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let whole = String(hundredths / 100)
    let rest = hundredths % 100
    guard rest != 0 else { return whole }
    return whole + "." + (rest % 10 == 0 ? String(rest / 10) : String.zeroPadded(rest, width: 2))
  }
}
