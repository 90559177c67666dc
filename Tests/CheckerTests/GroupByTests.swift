import Foundation
import TestSupport
import Testing

/// `check --group-by`: the findings under a heading per text, region, device or size, the same groups in
/// text, JSON and SARIF.
@Suite(.temporaryDirectory) struct GroupByTests {
  func groups(_ format: String, _ grouping: String) throws -> [String: Int] {
    let result = try CheckCommandTests().run([
      "check", "pizza-planet", "--device", "phones", "--group-by", grouping, "--format", format,
    ])
    #expect(result.status == 1)
    switch format {
    case "json":
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      let fixture = try #require((json["fixtures"] as? [[String: Any]])?.first)
      #expect(fixture["groupBy"] as? String == grouping)
      let groups = try #require(fixture["groups"] as? [[String: Any]])
      return Dictionary(
        uniqueKeysWithValues: groups.map { ($0["key"] as! String, ($0["findings"] as! [Int]).count) })
    case "sarif":
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
      let results = try #require(((json["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
      var counts: [String: Int] = [:]
      for result in results {
        for key in (result["properties"] as? [String: Any])?["groups"] as? [String] ?? [] {
          counts[key, default: 0] += 1
        }
      }
      return counts
    default:
      // `pizza-planet — device iphone-15-pro: 10 findings`
      var counts: [String: Int] = [:]
      for line in result.stdout.split(separator: "\n") where line.hasPrefix("pizza-planet — \(grouping) ") {
        let rest = line.dropFirst("pizza-planet — \(grouping) ".count)
        let colon = try #require(rest.range(of: ": ", options: .backwards))
        counts[String(rest[..<colon.lowerBound])] = Int(rest[colon.upperBound...].split(separator: " ")[0])
      }
      return counts
    }
  }

  @Test("Text, JSON and SARIF give the same groups and counts", arguments: ["text", "region", "device"])
  func agree(_ grouping: String) throws {
    let text = try groups("text", grouping)
    #expect(text.count > 1, "\(text)")
    #expect(try groups("json", grouping) == text)
    #expect(try groups("sarif", grouping) == text)
  }

  @Test("By device, a finding folded over two profiles is listed under each")
  func folded() throws {
    let counts = try groups("text", "device")
    #expect(counts["iphone-15-pro-landscape"] == 1)
    #expect((counts["iphone-15-pro"] ?? 0) > 1)
    let refused = try CheckCommandTests().run(["check", "pizza-planet", "--group-by", "colour"])
    #expect(refused.status == 64)
    #expect(
      refused.stderr.hasPrefix(
        "la-sim check: invalid value 'colour' for --group-by; expected one of: text, region, device, size"))
  }

  @Test("--summary beside --group-by, JSON or SARIF is refused: none would change what is printed")
  func summaryRefused() throws {
    for (arguments, message) in [
      (["--format", "json"], "--summary is a form of the text report; --format json lists every finding"),
      (["--format", "sarif"], "--summary is a form of the text report; --format sarif lists every finding"),
      (["--group-by", "text"], "--summary and --group-by cannot be used together"),
    ] {
      let refused = try CheckCommandTests().run(["check", "pizza-planet", "--summary"] + arguments)
      #expect(refused.status == 64, "\(arguments)")
      #expect(refused.stderr.hasPrefix("la-sim check: " + message), "\(refused.stderr)")
      #expect(refused.stdout.isEmpty)
    }
  }
}
