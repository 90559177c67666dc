import Foundation
import Simulator
import TUI
import TestSupport
import Testing

struct PushDirectoryTests {
  /// A fresh directory with `files` (name → contents).
  func directory(_ files: [String: String]) throws -> String {
    let path = try TemporaryDirectory("pushes").path
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
    var pushes = try PushDirectory(path: path)
    #expect(pushes.fileNames == ["01-a.json", "02-update.json", "10-end.json"])
    let pizza = TUITestSupport.pizza
    #expect(pushes.next(for: pizza)?.fileName == "01-a.json")
    #expect(pushes.next(for: pizza)?.fileName == "02-update.json")
    #expect(pushes.next(for: pizza)?.fileName == "10-end.json")
    #expect(pushes.next(for: pizza) == nil)
    pushes.rewind()
    #expect(pushes.next(for: pizza)?.fileName == "01-a.json")
  }

  @Test("A directory that is missing or is a file is refused with one line naming it")
  func badDirectory() throws {
    #expect(throws: PushDirectoryError(message: "/nonexistent/payloads: no such directory")) {
      _ = try PushDirectory(path: "/nonexistent/payloads")
    }
    let path = try directory(["a.json": "{}"])
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(
      throws: PushDirectoryError(
        message:
          "\(path)/a.json: is a regular file, not a directory; expected a directory of *.json payload files")
    ) {
      _ = try PushDirectory(path: path + "/a.json")
    }
  }

  @Test("Payloads decode as the device decodes them: clean, with a warning, rejected, or not JSON")
  func decoding() throws {
    var pushes = try PushDirectory(path: TUITestSupport.payloads)
    #expect(pushes.count == pushes.fileNames.count && pushes.count > 10)
    var deliveries: [String: PushDelivery] = [:]
    while let delivery = pushes.next(for: TUITestSupport.pizza) {
      deliveries[delivery.fileName] = delivery
    }
    let clean = try #require(deliveries["update-out-for-delivery.json"])
    #expect(clean.kind == .applied && clean.payload?.event == .update && clean.verdict == "decodes")
    let warned = try #require(deliveries["warn-unix-epoch-estimated-arrival.json"])
    #expect(warned.kind == .warning && warned.payload != nil)
    #expect(warned.verdict.hasPrefix("decodes with a warning, 7:7: $.aps.content-state.estimatedArrival:"))
    let broken = try #require(deliveries["broken-missing-driver-name.json"])
    #expect(broken.kind == .refused && broken.payload == nil)
    #expect(broken.verdict.hasPrefix("rejected, "))
    #expect(broken.verdict.contains("driverName"))
    let notJSON = try #require(deliveries["broken-not-json.json"])
    #expect(notJSON.kind == .refused && notJSON.payload == nil)
    #expect(notJSON.verdict.hasPrefix("not JSON, the device cannot read it: "))
  }
}

/// The simulator's phone and push tokens.
@Suite struct SimulatorTokenTests {
  @Test("With --pushes the log shows the token; k rotates it, and a push to the old token is lost")
  func rotateKey() {
    var model = TUITestSupport.model(pushes: "payloads")
    #expect(model.log.contains { $0.text.hasPrefix("pushTokenUpdates pizza-planet: 8818d9cd") })
    model.type("k", at: 1)
    #expect(model.lastLog.hasPrefix("pushTokenUpdates pizza-planet: "))
    #expect(model.lastLog.hasSuffix("(rotated)"))
    let before = model.activity.content
    model.push("envelope-update-by-token.json", at: 2)
    #expect(model.activity.content == before)
    #expect(
      model.lastLog.contains("push envelope-update-by-token.json: lost, pizza-planet: token 8818d9…91a7"))
    #expect(model.lastLog.hasSuffix("[LP024]"))
  }
}
