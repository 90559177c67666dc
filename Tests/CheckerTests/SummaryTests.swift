import Checking
import Layout
import Testing
import Typography
import Views

/// `check --summary`: one line per code and place, with its texts, devices and sizes.
struct SummaryTests {
  static func clip(_ text: String, on device: String, at sizes: [DynamicTypeSize], count: Int) -> Finding {
    var finding = Finding(
      code: .clipped, file: "pizza-planet", device: device, presentation: .lockScreen, region: "content",
      text: text, needed: 160, available: 145, unit: "pt", shown: "…", count: count)
    finding.dynamicTypes = sizes
    return finding
  }

  @Test("A group whose every finding is of one appearance says so; one with a clip of both does not")
  func appearances() {
    var light = Self.clip("Pizza Planet Delivery", on: "iphone-15-pro", at: [.large], count: 3)
    light.colorScheme = .light
    let everywhere = Self.clip("Order #4821", on: "iphone-15-pro", at: [.large], count: 1)
    func firstLine(_ findings: [Finding]) -> String {
      let report = CheckReport(
        file: "pizza-planet", devices: ["iphone-15-pro"], frames: 10, findings: findings,
        dynamicTypes: [.large])
      return String(report.summaryText.split(separator: "\n")[0])
    }
    #expect(
      firstLine([light]).hasSuffix(" on iphone-15-pro in light appearance (×3) [LA001]"),
      "\(firstLine([light]))")
    #expect(!firstLine([light, everywhere]).contains("appearance"), "\(firstLine([light, everywhere]))")
    var dark = light
    dark.colorScheme = .dark
    #expect(
      firstLine([dark, light]).contains(" in light and dark appearance (×6)"), "\(firstLine([dark, light]))")
  }

  @Test("A low contrast, checked on no one device, gives the sizes it holds at")
  func lowContrastSizes() {
    var finding = Finding(
      code: .lowContrast, file: "pizza-planet", presentation: .lockScreen, region: "content",
      sources: [.step(0, "placed")], states: [.active], text: "Order #4821", needed: 4.5, available: 3.9,
      detail: ".gray (#8e8e93) on #333333", count: 5)
    finding.colorScheme = .light
    finding.dynamicTypes = [.xSmall, .small, .medium, .large]
    let report = CheckReport(
      file: "pizza-planet", devices: ["iphone-15-pro"], frames: 10, findings: [finding],
      dynamicTypes: DynamicTypeSize.allCases)
    let line = String(report.summaryText.split(separator: "\n")[0])
    #expect(
      line.hasSuffix("low contrast: \"Order #4821\" up to large in light appearance (×5) [LA013]"), "\(line)")
  }

  @Test func findingsFoldByCodeAndPlace() {
    let report = CheckReport(
      file: "pizza-planet", devices: ["iphone-15-pro", "iphone-15-pro-max", "watch-40mm"], frames: 100,
      findings: [
        Self.clip("Pizza Planet Delivery", on: "iphone-15-pro", at: [.xxLarge, .xxxLarge], count: 4),
        Self.clip("Pizza Planet Delivery", on: "iphone-15-pro-max", at: [.xxxLarge], count: 2),
        Self.clip("Order #4821", on: "iphone-15-pro", at: [.accessibility1], count: 1),
        Self.clip("Driver", on: "iphone-15-pro", at: [.accessibility2], count: 1),
      ], dynamicTypes: DynamicTypeSize.allCases)
    let lines = report.summaryText.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == #"pizza-planet: lock-screen/content clipped: "Pizza Planet Delivery", "Order #4821" and 1 more"#
        + " at xxLarge–AX2 on iphone-15-pro; at xxxLarge on iphone-15-pro-max (×8) [LA001]",
      "each device with the sizes it clips at")
    #expect(lines.count == 2, "one line for the place, then the fixture's summary")
  }

  @Test("Devices that clip from the same size on are named together; a warning's places share one line")
  func fromASizeOn() {
    var tight = Self.clip("10:00", on: "iphone-15-pro", at: [.large], count: 3)
    tight.code = .tight
    var small = tight
    small.presentation = .small
    let report = CheckReport(
      file: "pizza-planet", devices: ["iphone-15-pro", "iphone-15-pro-max", "watch-40mm"], frames: 100,
      findings: [
        Self.clip(
          "Pizza Planet Delivery", on: "iphone-15-pro", at: Array(DynamicTypeSize.allCases[5...]), count: 7),
        Self.clip(
          "Pizza Planet Delivery", on: "iphone-15-pro-max", at: Array(DynamicTypeSize.allCases[5...]),
          count: 7),
        Self.clip("Pizza Planet Delivery", on: "watch-40mm", at: DynamicTypeSize.allCases, count: 12),
        tight, small,
      ], dynamicTypes: DynamicTypeSize.allCases)
    let lines = report.summaryText.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == #"pizza-planet: lock-screen/content clipped: "Pizza Planet Delivery" from xxLarge on phones;"#
        + " at every size on watch-40mm (×26) [LA001]")
    #expect(
      lines[1]
        == "pizza-planet: tight (warnings): 1 text in lock-screen/content, small/content (×6);"
        + " list them without --summary [LA006]")
    #expect(lines.count == 3)
  }
}
