import Renderer

/// `la-sim devices`: the device profiles and their sizes.
enum DevicesCommand: Command {
  static let name = "devices"
  static let abstract = "List the device profiles and their sizes in points and cells"
  static let spec = ArgumentSpec()
  static let help = """
    Usage: la-sim devices

    Lists each device profile with its presentation sizes in points (Apple's HIG) and in terminal
    cells (1 column = \(DeviceProfile.pointsPerColumn) pt, 1 row = \(DeviceProfile.pointsPerRow) pt, rounded down).
    """

  static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
    var lines: [String] = []
    for profile in DeviceProfile.all {
      let small = profile.smallSize
      lines += [
        "\(profile.name)  \(profile.displayName), \(Int(profile.screenPoints))-pt class (\(profile.sameClass))",
        "  compact leading/trailing  \(profile.compactSidePoints) pt → \(profile.compactSideColumns) cells each"
          + " (island \(Int(profile.islandPoints)) pt, camera \(profile.cameraColumns) cells)",
        "  minimal                   \(profile.minimalPoints) pt → \(profile.minimalColumns) cells",
        "  expanded, Lock Screen     \(Int(profile.wideCardPoints))×\(Int(profile.maximumHeightPoints)) pt →"
          + " \(profile.wideColumns)×\(profile.wideRows) cells",
        "  small family              \(Int(profile.smallPoints.width))×\(Int(profile.smallPoints.height)) pt →"
          + " \(small.columns)×\(small.rows) cells",
        "",
      ]
    }
    Output.out(lines.dropLast().joined(separator: "\n"))
    return ExitCode.ok
  }
}
