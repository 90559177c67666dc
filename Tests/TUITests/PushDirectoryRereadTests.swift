import Foundation
import TUI
import TestSupport
import Testing

/// `--pushes DIR` changing while the simulator runs: the next `l` sends what is now next in name order.
struct PushDirectoryRereadTests {
  @Test("After a change the next payload is the first file after the last one sent; new files are picked up")
  func keepsPlace() throws {
    let path = try TemporaryDirectory("reread").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    for name in ["01-a.json", "03-c.json"] {
      try Data("{}".utf8).write(to: URL(fileURLWithPath: path + "/" + name))
    }
    var pushes = try PushDirectory(path: path)
    let pizza = TUITestSupport.pizza
    #expect(pushes.next(for: pizza)?.fileName == "01-a.json")
    for name in ["00-early.json", "02-b.json"] {
      try Data("{}".utf8).write(to: URL(fileURLWithPath: path + "/" + name))
    }
    #expect(pushes.reread() == 2, "02-b and 03-c are left; 00-early sorts before what was sent")
    #expect(pushes.next(for: pizza)?.fileName == "02-b.json")
    try FileManager.default.removeItem(atPath: path + "/03-c.json")
    #expect(pushes.reread() == 0)
    #expect(pushes.next(for: pizza) == nil)
    pushes.rewind()
    #expect(pushes.next(for: pizza)?.fileName == "00-early.json", "r starts again from the first file")
  }
}
