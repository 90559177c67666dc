import Foundation
import TestSupport
import Testing

/// `la-sim import`, `check --swift` and `push --swift` run as a user runs them.
@Suite(.temporaryDirectory) struct ImportCommandTests {
  @Test("import prints a fixture la-sim renders and checks; exit 0 when everything was imported")
  func importsCourier() throws {
    let swift = ["CourierAttributes.swift", "CourierLiveActivity.swift"].map {
      SwiftImportSupport.path("Courier/\($0)")
    }
    let out = try TemporaryDirectory.ofThisTest().appending("imported.json").path
    let result = try SwiftImportSupport.run(["import"] + swift + ["--out", out])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let rendered = try SwiftImportSupport.run(["render", out, "--presentation", "compact"])
    #expect(rendered.status == 0)
    #expect(rendered.stdout.contains("25m"))
    let printed = try SwiftImportSupport.run(["import"] + swift)
    #expect(printed.stdout.contains("\"$schema\": \"../la-sim.schema.json\""))
    #expect(try String(contentsOfFile: out, encoding: .utf8) == printed.stdout)
  }

  @Test(
    "exit 1 with file:line:col report lines when something is left out, 65 on unparseable Swift, 66 for a missing file"
  )
  func exitCodes() throws {
    let ride = try SwiftImportSupport.run(
      [
        "import", SwiftImportSupport.path("Ride/RideAttributes.swift"),
        SwiftImportSupport.path("Ride/RideLiveActivity.swift"),
      ])
    #expect(ride.status == 1)
    #expect(ride.stderr.contains("RideLiveActivity.swift:61:11: unsupported: ZStack"))
    let directory = try SwiftImportSupport.scratch([
      "Broken.swift": "struct A: ActivityAttributes {\n  var x: String = \"\n}\n"
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let broken = try SwiftImportSupport.run(["import", directory.appendingPathComponent("Broken.swift").path])
    #expect(broken.status == 65)
    #expect(broken.stderr.contains("Broken.swift:2:19: error: unterminated string literal"))
    #expect(broken.stdout.isEmpty)
    let missing = try SwiftImportSupport.run(["import", "/nonexistent/X.swift"])
    #expect(missing.status == 66)
  }

  /// The pizza-planet model with a property renamed, a raw value changed and a non-optional field added.
  static func driftedModel() throws -> URL {
    let original = try String(
      contentsOfFile: SwiftImportSupport.path("PizzaPlanet/DeliveryAttributes.swift"), encoding: .utf8)
    let drifted = original.replacingOccurrences(of: "var driverName: String", with: "var courierName: String")
      .replacingOccurrences(of: "case inOven = \"In the Oven\"", with: "case inOven = \"Baking\"")
      .replacingOccurrences(
        of: "var progressFraction: Double", with: "var progressFraction: Double\n    var tip: Double")
    return try SwiftImportSupport.scratch(["DeliveryAttributes.swift": drifted])
  }

  @Test(
    "check --swift finds a renamed property, a changed raw value and a new non-optional field, each placed in both files"
  )
  func drift() throws {
    let clean = try SwiftImportSupport.run(
      [
        "check", "courier", "--device", "iphone-15-pro", "--swift",
        SwiftImportSupport.path("Courier/CourierAttributes.swift"),
      ])
    #expect(clean.status == 0)
    #expect(!clean.stdout.contains("LA011"))
    let directory = try Self.driftedModel()
    defer { try? FileManager.default.removeItem(at: directory) }
    let swift = directory.appendingPathComponent("DeliveryAttributes.swift").path
    let result = try SwiftImportSupport.run([
      "check", "pizza-planet", "--device", "iphone-15-pro", "--swift", swift,
    ])
    #expect(result.status == 1)
    let drift = result.stdout.split(separator: "\n").filter { $0.contains("[LA011]") }
    #expect(drift.count == 4, "\(drift)")
    // The fixture's driverName (line 30 of the shipped file) is not in the Swift; courierName is new.
    #expect(
      drift.contains {
        $0.contains("(contentState.driverName): the fixture's driverName is not a stored property")
          && $0.contains("fixture 30:5")
      })
    #expect(
      drift.contains {
        $0.contains("new non-optional courierName: String") && $0.contains("DeliveryAttributes.swift:40:5")
      })
    #expect(drift.contains { $0.contains("new non-optional tip: Double") })
    #expect(
      drift.contains {
        $0.contains(
          "(enums.DeliveryStatus[2].rawValue): DeliveryStatus.inOven's raw value is \"In the Oven\" in the fixture, \"Baking\""
        )
          && $0.contains("fixture 11:27") && $0.contains("DeliveryAttributes.swift:8:8")
      })
  }

  @Test("a CodingKeys rename the fixture does not follow is a finding at the CodingKeys case")
  func codingKeysRename() throws {
    let model = """
      struct CourierAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
          var status: String
          var etaMinutes: Int
          enum CodingKeys: String, CodingKey {
            case status
            case etaMinutes = "eta_minutes"
          }
        }
        var orderNumber: String
      }
      """
    let directory = try SwiftImportSupport.scratch(["Model.swift": model])
    defer { try? FileManager.default.removeItem(at: directory) }
    let swift = directory.appendingPathComponent("Model.swift").path
    let result = try SwiftImportSupport.run([
      "check", "courier", "--device", "iphone-15-pro", "--swift", swift,
    ])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "CourierAttributes.ContentState.etaMinutes is encoded as \"eta_minutes\" (CodingKeys)"))
    #expect(result.stdout.contains("Model.swift:7:12"))
  }

  @Test(
    "push --swift decodes against the Swift model: a payload for the fixture misses the Swift's new field")
  func push() throws {
    let payload = Repository.root.appendingPathComponent(
      "fixtures/payloads/pizza-planet/update-out-for-delivery.json"
    ).path
    let plain = try SwiftImportSupport.run(["push", "pizza-planet", payload])
    #expect(plain.status == 0)
    let directory = try Self.driftedModel()
    defer { try? FileManager.default.removeItem(at: directory) }
    let swift = directory.appendingPathComponent("DeliveryAttributes.swift").path
    let result = try SwiftImportSupport.run(["push", "pizza-planet", payload, "--swift", swift])
    #expect(result.status == 1)
    #expect(result.stdout.contains("missing key \"tip\" (Double, not optional)"))
    #expect(result.stdout.contains("missing key \"courierName\""))
  }
}
