import Foundation
import TestSupport
import Testing

/// `check --format sarif` places each finding in its file by a URI reference, as SARIF 2.1.0 requires.
@Suite(.temporaryDirectory) struct SARIFLocationTests {
  /// SARIF's `artifactLocation.uri` is a URI reference: the file name percent-encoded as RFC 3986 asks.
  @Test func sarifWritesTheFileAsAURIReference() throws {
    let scratch = try TemporaryDirectory.ofThisTest().url
    let source = Repository.root.appendingPathComponent(
      "Tests/CheckerTests/Fixtures/status-in-compact.json")
    let directory = scratch.appendingPathComponent("dir é")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: source, to: directory.appendingPathComponent("a b#c%20?.json"))
    let result = try LaSimProcess.run(
      ["check", "dir é/a b#c%20?.json", "--format", "sarif"], directory: scratch)
    #expect(result.status == 1)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(!results.isEmpty)
    for item in results {
      let location = try #require(
        (item["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      let artifact = try #require(location["artifactLocation"] as? [String: Any])
      #expect(artifact["uri"] as? String == "dir%20%C3%A9/a%20b%23c%2520%3F.json")
      #expect(URL(string: artifact["uri"] as? String ?? "")?.path == "dir é/a b#c%20?.json")
    }
  }
}
