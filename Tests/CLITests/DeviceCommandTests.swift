import Foundation
import TestSupport
import Testing

/// `--device` as a person types it, on every command that takes it.
@Suite(.temporaryDirectory) struct DeviceCommandTests {
  /// The surfaces each profile has, as `la-sim devices` lists them (reasoned from the brief's list of surfaces).
  static let surfaces: [(String, [String])] =
    [
      ("iphone-15-pro", ["lock-screen", "compact", "minimal", "expanded", "small"]),
      ("iphone-15-pro-max", ["lock-screen", "compact", "minimal", "expanded", "small"]),
      ("iphone-15-pro-landscape", ["compact", "minimal"]),
      ("iphone-no-island", ["lock-screen", "banner"]),
      ("standby", ["lock-screen"]),
      ("ipad-13", ["lock-screen", "banner"]),
      ("ipad-11", ["lock-screen", "banner"]),
    ] + [40, 41, 44, 45, 49].map { ("watch-\($0)mm", ["small"]) }
    + ["carplay", "carplay-tall", "carplay-narrow"].map { ($0, ["small"]) }

  @Test("check --device all covers every surface, one line per device, and findings name device and surface")
  func checkCoversEverySurface() throws {
    let result = try CLIRunner.run(["check", "pizza-planet", "--device", "all"])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    for (device, names) in Self.surfaces {
      let line = try #require(lines.first { $0.hasPrefix("  \(device): ") }, "\(device)")
      let listed = line.dropFirst(device.count + 4).split(separator: ";").map {
        String($0.trimmingCharacters(in: .whitespaces).split(separator: " ")[0])
      }
      #expect(listed == names, "\(device)")
    }
    #expect(
      lines.contains { $0.hasPrefix("pizza-planet: watch-40mm small/content ") && $0.hasSuffix("[LA001]") })
    // Landscape lays the compact island out as the 393-pt portrait does, StandBy the Lock Screen card: each
    // clip there is one finding naming both profiles, and each profile's line counts it.
    #expect(
      lines.contains {
        $0.hasPrefix("pizza-planet: iphone-15-pro, iphone-15-pro-landscape compact/trailing ")
      })
    #expect(lines.contains { $0.hasPrefix("pizza-planet: iphone-15-pro, standby lock-screen/content ") })
    #expect(lines.contains("  standby: lock-screen 95 frames, 1 finding"))
  }

  @Test("render names the surfaces a device lacks, and suggests a device for a typo")
  func renderErrors() throws {
    let compact = try CLIRunner.run([
      "render", "food-runner", "--device", "watch-45mm", "--presentation", "compact",
    ])
    #expect(compact.status == 64)
    #expect(
      compact.stderr.hasPrefix(
        "la-sim render: watch-45mm (Apple Watch 45 mm) has no compact presentation; it shows small\n"))
    let typo = try CLIRunner.run(["check", "courier", "--device", "wacth-45mm"])
    #expect(typo.status == 64)
    #expect(
      typo.stderr.hasPrefix(
        "la-sim check: unknown device 'wacth-45mm' (did you mean 'watch-45mm'?); expected one of: "))
    let group = try CLIRunner.run(["push", "pizza-planet", "x.json", "--device", "watch"])
    #expect(group.stderr.contains("--device takes one device here, not the group 'watch'"))
    let simulator = try CLIRunner.run(["run", "--device", "ipad-13"])
    #expect(simulator.status == 64)
    #expect(simulator.stderr.contains("'la-sim render FIXTURE --device ipad-13'"))
  }

  @Test(
    "run --device names a watch or CarPlay: the phone, and that device's small family (off a terminal, both)")
  func runOnAWatch() throws {
    let result = try CLIRunner.run(["run", "food-runner", "--device", "watch-41mm"])
    #expect(result.status == 0)
    let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("food-runner · ") }
    #expect(headers.count == 2)
    #expect(headers.first?.hasPrefix("food-runner · iPhone 15 Pro (393 pt)") == true)
    #expect(headers.last?.hasPrefix("food-runner · Apple Watch 41 mm (176 pt)") == true)
    // The watch's frame is the one render draws on it.
    let watch = try CLIRunner.run(["render", "food-runner", "--device", "watch-41mm"])
    #expect(result.stdout.hasSuffix(watch.stdout))
  }

  @Test("render on a watch and on a phone without an island draws what those devices show")
  func renderDevices() throws {
    let watch = try CLIRunner.run([
      "render", "food-runner", "--device", "watch-45mm", "--presentation", "small",
    ])
    #expect(watch.status == 0)
    #expect(
      watch.stdout.contains("Small family (Watch, CarPlay)  27×8  (its compact views: no small layout)\n"))
    #expect(!watch.stdout.contains("Lock Screen"))
    let banner = try CLIRunner.run(["render", "pizza-planet", "--device", "iphone-no-island", "--step", "1"])
    let titles = banner.stdout.split(separator: "\n").filter { $0.contains("×14") }.map { $0.prefix(24) }
    #expect(titles == ["Banner (alerting update)", "Lock Screen  53×14"])
    let frameRows = banner.stdout.split(separator: "\n").filter { $0.hasPrefix("│") }
    // The Lock Screen's title, cut in this phone's 143.5 pt as in its card.
    #expect(frameRows.filter { $0.contains("Pizza Planet Del…") }.count == 2, "banner and card")
    #expect(
      !banner.stdout.contains("Pizza Planet Update"), "the alert's title is Apple Watch's, not the banner's")
  }

  @Test(
    "render --presentation small on a phone draws an activity without a small layout as CarPlay does",
    arguments: ["text", "ansi", "json", "svg", "svg-cells"])
  func phoneSmallWithoutLayout(format: String) throws {
    let phone = try CLIRunner.run(["render", "courier", "--presentation", "small", "--format", format])
    #expect(phone.status == 0, "\(phone.stderr)")
    #expect(phone.stderr.isEmpty)
    let carPlay = try CLIRunner.run([
      "render", "courier", "--device", "carplay", "--presentation", "small", "--format", format,
    ])
    // svg-cells spells its labels a character at a time.
    #expect(format == "svg-cells" || phone.stdout.contains("its compact views: no small layout"))
    #expect(phone.stdout.count > carPlay.stdout.count / 4, "one device's frame, against CarPlay's three")
    guard format == "text" || format == "ansi" else { return }
    // The same box (240 × 78 pt) and the same compact views: the same frame, under another header.
    let rows = { (output: String) in
      output.split(separator: "\n").drop { !$0.hasPrefix("Small family") }.prefix(9).joined(separator: "\n")
    }
    #expect(rows(phone.stdout) == rows(carPlay.stdout))
    #expect(rows(phone.stdout).contains("25m"))
  }

  @Test("A scenario snapshot on a watch, and a device command, draw that device's surfaces")
  func scenario() throws {
    let file = try CLIRunner.temporaryFile(
      "snapshot small-one on watch-45mm\ndevice iphone-no-island\nsnapshot plain\nsnapshot many compact on phones\n",
      name: "devices.scenario")
    let result = try CLIRunner.run(["play", "pizza-planet", file])
    #expect(result.status == 0, "\(result.stderr)")
    let parts = ("\n" + result.stdout).components(separatedBy: "\nsnapshot ")
    #expect(parts.count == 4)
    #expect(
      parts[1].contains("Apple Watch 45 mm") && parts[1].contains("Small family")
        && !parts[1].contains("Lock Screen"))
    #expect(
      parts[2].contains("iPhone 14 (390 pt)") && parts[2].contains("Lock Screen")
        && !parts[2].contains("Dynamic Island"))
    // The phones with a compact presentation: both published classes and landscape.
    #expect(parts[3].components(separatedBy: "Dynamic Island · compact").count == 4)
  }

  @Test(
    "push --render draws the banner of an alerting push on a phone without an island, the small family on a watch"
  )
  func pushOnOtherDevices() throws {
    let payload = Repository.root.appendingPathComponent(
      "fixtures/payloads/pizza-planet/update-out-for-delivery.json"
    ).path
    let plain = try CLIRunner.run([
      "push", "pizza-planet", payload, "--render", "--device", "iphone-no-island",
    ])
    #expect(plain.status == 0)
    #expect(
      plain.stdout.contains(
        "Banner (alerting update)  53×14  (pizza-planet: the Lock Screen presentation, at the top of the screen until "
      )
    )
    let frameRows = plain.stdout.split(separator: "\n").filter { $0.hasPrefix("│") }
    #expect(!frameRows.contains { $0.contains("On its way") }, "the alert's body is not the banner's text")
    #expect(
      plain.stdout.components(separatedBy: "Out for Delivery").count >= 3, "banner and card show the state")
    #expect(!plain.stdout.contains("Dynamic Island ·"))
    let watch = try CLIRunner.run(["push", "pizza-planet", payload, "--render", "--device", "watch-45mm"])
    #expect(watch.stdout.contains("Small family (Watch, CarPlay)  27×8  (pizza-planet, 1 of 1)"))
    #expect(!watch.stdout.contains("Lock Screen  "))
  }
}
