import Renderer

/// `la-sim devices`: the device profiles and their sizes.
enum DevicesCommand: Command {
  static let name = "devices"
  static let abstract = "List the device profiles and their sizes in points and cells"
  static let spec = ArgumentSpec()
  static let help = """
    Usage: la-sim devices

    Lists each device profile with its presentation sizes in points (Apple's HIG), where the system
    puts content (la-sim's margins), and the box each is drawn in, in terminal cells (1 column =
    \(Raster.pointsPerColumn) pt, 1 row = \(Truncation.points(Raster.pointsPerRow)) pt, to the nearest cell).
    """

  static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
    var lines: [String] = []
    for profile in DeviceProfile.all {
      lines += [
        "\(profile.name)  \(profile.displayName), \(Int(profile.screenPoints))-pt class (\(profile.sameClass))"
      ]
      lines += Presentation.allCases.map { row($0, profile) }
      lines.append("")
    }
    let margins = PresentationGeometry.expandedMargins
    lines += [
      "Margins (la-sim's choice; Apple publishes none): expanded \(Int(margins.top)) pt top, "
        + "\(Int(margins.leading)) pt each side, \(Int(margins.bottom)) pt bottom; compact "
        + "\(Int(PresentationGeometry.compactOuterMargin)) pt at the rounded end; minimal "
        + "\(Int(PresentationGeometry.minimalMargin)) pt. Expanded camera band \(36.67) pt; cards hug their "
        + "content between 84 and 160 pt."
    ]
    Output.out(lines.joined(separator: "\n"))
    return ExitCode.ok
  }

  static func row(_ presentation: Presentation, _ profile: DeviceProfile) -> String {
    let size = profile.maximumSize(of: presentation)
    let cells = profile.interiorSize(of: presentation)
    var points = "\(Truncation.points(size.width))×\(Truncation.points(size.height)) pt"
    switch presentation {
    case .compact:
      points +=
        " (leading and trailing \(profile.compactSidePoints) pt each, camera "
        + "\(Truncation.points(profile.cameraPoints)) pt)"
    case .minimal:
      points = "\(profile.minimalPoints)–\(Truncation.points(size.width)) × \(profile.islandHeightPoints) pt"
    case .lockScreen, .expanded:
      points = "\(Int(size.width)) × \(Int(profile.minimumHeightPoints))–\(Int(size.height)) pt"
    case .small: break
    }
    let name = presentation.rawValue.padded(to: 12)
    return "  \(name)\(points) → box \(cells.columns)×\(cells.rows) cells"
  }
}
