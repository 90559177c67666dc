import Foundation
import Testing

@testable import WidgetHost

/// Every command sorts its arguments into the app's Swift (`.swift` files, folders) and the rest (fixture
/// names, fixture files, payloads) before reading any of them.
struct WidgetSourcesSplitTests {
  @Test("Folders and .swift files are the app's Swift; names, JSON files and missing paths are not")
  func splitsByKind() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("split-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixture = folder.appendingPathComponent("a.json").path
    try Data("{}".utf8).write(to: URL(fileURLWithPath: fixture))
    let link = folder.path + "-link"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.path)
    defer { try? FileManager.default.removeItem(atPath: link) }
    let (swift, others) = WidgetSources.split([
      "courier", folder.path, "Widget.swift", fixture, link, folder.path + "/missing", "missing.swift",
    ])
    #expect(swift == [folder.path, "Widget.swift", link, "missing.swift"])
    #expect(others == ["courier", fixture, folder.path + "/missing"])
  }
}
