import ActivityState
import Foundation
import TUI
import Testing

struct PushDirectoryTests {
  /// A fresh directory with `files` (name → contents).
  func directory(_ files: [String: String]) throws -> String {
    let path = NSTemporaryDirectory() + "la-sim-pushes-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
    }
    return path
  }

  @Test("Payloads are the *.json files in name order; other files are left out")
  func listing() throws {
    let path = try directory([
      "10-end.json": "{}", "02-update.json": "{}", "README.md": "", "01-a.json": "{}",
    ])
    defer { try? FileManager.default.removeItem(atPath: path) }
    var pushes = try PushDirectory(path: path, decoding: UnavailablePushDecoding())
    #expect(pushes.fileNames == ["01-a.json", "02-update.json", "10-end.json"])
    let activity = TUITestSupport.model().activity
    #expect(pushes.next(for: activity)?.fileName == "01-a.json")
    #expect(pushes.next(for: activity)?.fileName == "02-update.json")
    #expect(pushes.next(for: activity)?.fileName == "10-end.json")
    #expect(pushes.next(for: activity) == nil)
    pushes.rewind()
    #expect(pushes.next(for: activity)?.fileName == "01-a.json")
  }

  @Test("A directory that is missing or is a file is refused with one line naming it")
  func badDirectory() throws {
    #expect(throws: PushDirectoryError(message: "/nonexistent/payloads: no such directory")) {
      _ = try PushDirectory(path: "/nonexistent/payloads", decoding: UnavailablePushDecoding())
    }
    let path = try directory(["a.json": "{}"])
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: PushDirectoryError(message: "\(path)/a.json: not a directory")) {
      _ = try PushDirectory(path: path + "/a.json", decoding: UnavailablePushDecoding())
    }
  }

  @Test("Without a push decoder, a payload is read and reported as not applied; broken JSON says where")
  func standInDecoder() {
    let activity = TUITestSupport.model().activity
    let decoder = UnavailablePushDecoding()
    let valid = decoder.decode(
      Array(#"{"aps": {"event": "update"}}"#.utf8), fileName: "a.json", activity: activity)
    #expect(valid.event == nil)
    #expect(valid.kind == .warning)
    #expect(valid.verdict == "push decoding unavailable in this build: not applied")
    let broken = decoder.decode(Array("{\"aps\": \n [}".utf8), fileName: "b.json", activity: activity)
    #expect(broken.kind == .refused)
    #expect(broken.verdict.hasPrefix("not JSON: 2:"))
  }
}
