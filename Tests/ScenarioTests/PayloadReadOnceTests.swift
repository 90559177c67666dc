import Scenarios
import Synchronization
import TestSupport
import Testing

/// A scenario reads and parses each payload file once, however often it pushes it: a 61-KB payload pushed
/// 9,999 times was read and parsed 9,999 times (15 s).
@Suite struct PayloadReadOnceTests {
  /// Payload files from memory, counting the reads of each.
  final class CountingFiles: ScenarioFiles {
    let files: [String: [UInt8]]
    let reads = Mutex<[String: Int]>([:])

    init(_ files: [String: [UInt8]]) { self.files = files }

    func read(_ path: String) throws(FileAccessError) -> [UInt8] {
      let name = String(path.split(separator: "/").last ?? "")
      reads.withLock { $0[name, default: 0] += 1 }
      return files[name] ?? []
    }

    func list(_ directory: String) throws(FileAccessError) -> [String] { [] }
  }

  @Test func aPayloadPushedManyTimesIsReadOnceAndAppliedEachTime() throws {
    let update =
      #"{"aps": {"timestamp": %d, "event": "update", "content-state": {"status": "Out for Delivery","#
      + #" "estimatedArrival": 817641000, "driverName": "Buzz Lightyear", "progressFraction": 0.6}}}"#
    let files = CountingFiles([
      "same.json": Array(String(format: update, 1_795_946_400).utf8),
      "other.json": Array(String(format: update, 1_795_950_000).utf8),
    ])
    let text = String(repeating: "push same.json\nwait 1s\n", count: 200) + "push other.json\nsnapshot last\n"
    let player = ScenarioPlayer(definition: try BuiltinFixture.definition("pizza-planet"), files: files)
    let snapshots = try player.play(Scenario.parse(text, file: "repeat.scenario"))
    #expect(files.reads.withLock { $0 } == ["same.json": 1, "other.json": 1])
    let events = try #require(snapshots.last).events
    #expect(events.filter { $0.contains("push update same.json") }.count == 200)
    #expect(events.filter { $0.contains("push update other.json") }.count == 1)
  }
}
