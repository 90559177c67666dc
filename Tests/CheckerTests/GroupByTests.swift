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

  @Test("By text, a heading names the text as its findings do: quoted, a date view and every text not")
  func textQuoted() throws {
    let result = try CheckCommandTests().run([
      "check", "pizza-planet", "--device", "phones", "--group-by", "text",
    ])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("pizza-planet — text \"Pizza Planet Delivery\": 3 findings"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("pizza-planet — text timer estimatedArrival: ") })
    #expect(!lines.contains("pizza-planet — text Pizza Planet Delivery: 3 findings"))
    // Each finding under a heading names its text as the heading does.
    var key: String?
    for line in lines {
      if line.hasPrefix("pizza-planet — text "), let colon = line.range(of: ": ", options: .backwards) {
        key = String(line[line.index(line.startIndex, offsetBy: 20)..<colon.lowerBound])
      } else if line.hasPrefix("pizza-planet: "), line.hasSuffix("]"), let key {
        #expect(line.contains(key), "\(line) is not under \(key)")
      }
    }
  }

  @Test("By text, JSON and SARIF name each group as the text heading does, control characters escaped")
  func textKeysAgree() throws {
    let url = Repository.root.appendingPathComponent("Tests/CheckerTests/Fixtures/status-in-compact.json")
    var fixture = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    var pipeline = try #require(fixture["pipeline"] as? [[String: Any]])
    pipeline[2]["contentState"] = ["status": "Out\u{1B}[2J for delivery, 2 stops left", "etaMinutes": 9]
    fixture["pipeline"] = pipeline
    let path = try TemporaryDirectory.ofThisTest().url.appendingPathComponent("escape.json").path
    try JSONSerialization.data(withJSONObject: fixture).write(to: URL(fileURLWithPath: path))
    func run(_ format: String) throws -> String {
      try CheckCommandTests().run([
        "check", "escape.json", "--device", "iphone-15-pro", "--group-by", "text", "--format", format,
      ]).stdout
    }
    let text = try run("text")
    let heading = "escape.json — text \"Out\\u{1B}[2J for delivery, 2 stops left\": "
    #expect(text.contains("\n" + heading) || text.hasPrefix(heading), "\(text)")
    #expect(!text.contains("\u{1B}"), "nothing raw reaches the terminal")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(try run("json").utf8)) as? [String: Any])
    let groups = try #require((json["fixtures"] as? [[String: Any]])?.first?["groups"] as? [[String: Any]])
    let keys = groups.compactMap { $0["key"] as? String }
    #expect(keys.contains("\"Out\u{1B}[2J for delivery, 2 stops left\""), "\(keys)")
    let headings = text.split(separator: "\n").filter { $0.hasPrefix("escape.json — text ") }
    #expect(headings.count == keys.count)
    for key in keys {
      let escaped = key.replacingOccurrences(of: "\u{1B}", with: "\\u{1B}")
      #expect(headings.contains { $0.hasPrefix("escape.json — text \(escaped): ") }, "\(key)")
    }
    let sarif = try #require(
      try JSONSerialization.jsonObject(with: Data(try run("sarif").utf8)) as? [String: Any])
    let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
    let named = Set(results.flatMap { ($0["properties"] as? [String: Any])?["groups"] as? [String] ?? [] })
    #expect(named == Set(keys))
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
