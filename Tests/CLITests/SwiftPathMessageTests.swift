import Foundation
import TestSupport
import Testing

/// The app's Swift named by a path that is missing, or a folder with no Swift in it, is said as every other
/// file is: the path first, then what is wrong (`x.swift: no such file or directory`), not the path last
/// (`no such file or folder: x.swift`), where neither an editor nor a CI annotation finds a file.
@Suite(.temporaryDirectory) struct SwiftPathMessageTests {
  @Test(
    "A missing Swift file is named first, in the words every missing file gets",
    arguments: [
      ["render", "/nonexistent/Widget.swift"], ["import", "/nonexistent/Widget.swift"],
      ["init", "my-order", "--from-swift", "/nonexistent/Widget.swift"],
    ])
  func missingFile(arguments: [String]) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 66)
    #expect(result.stderr == "la-sim \(arguments[0]): /nonexistent/Widget.swift: no such file or directory\n")
  }

  @Test("A folder with no Swift in it is named first")
  func emptyFolder() throws {
    let folder = try TemporaryDirectory.ofThisTest().subdirectory()
    let result = try CLIRunner.run(["import", folder.path])
    #expect(result.status == 66)
    #expect(
      result.stderr
        == "la-sim import: \(folder.path): no .swift files (la-sim reads the app's .swift files, or folders of"
        + " them)\n")
  }
}
