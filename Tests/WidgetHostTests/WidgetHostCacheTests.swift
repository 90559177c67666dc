import Foundation
import TestSupport
import Testing

@testable import WidgetHost

/// Two la-sim runs building the same host on a cold cache at once (two CI jobs, the simulator beside a
/// check): the one that finishes second keeps the other's build, which that run may be compiling against
/// or running, instead of deleting it.
struct WidgetHostCacheTests {
  /// A cache with a build at `directory` holding `file` (with `content`) and another la-sim's build in
  /// `staging` holding `complete` ("second"), placed as the second to finish places it.
  static func placed(_ file: String, _ content: String) throws -> (directory: String, staging: String) {
    let root = try TemporaryDirectory.ofThisTest().url.path
    let build = WidgetHostBuild(swiftc: nil, environment: ["XDG_CACHE_HOME": root])
    let directory = root + "/shim-1"
    let staging = directory + ".tmp-2"
    for place in [directory, staging] {
      try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: true)
    }
    try Data(content.utf8).write(to: URL(fileURLWithPath: directory + "/" + file))
    try Data("second".utf8).write(to: URL(fileURLWithPath: staging + "/complete"))
    try build.place(staging, at: directory) {
      FileManager.default.fileExists(atPath: directory + "/complete")
    }
    return (directory, staging)
  }

  @Test(.temporaryDirectory)
  func aCompleteBuildInPlaceIsKept() throws {
    let (directory, staging) = try Self.placed("complete", "first")
    #expect(try String(contentsOfFile: directory + "/complete", encoding: .utf8) == "first")
    #expect(!FileManager.default.fileExists(atPath: staging))
  }

  @Test(.temporaryDirectory)
  func aBuildThatStoppedHalfWayIsReplaced() throws {
    let (directory, staging) = try Self.placed("libSwiftUI.a", "half")
    #expect(try String(contentsOfFile: directory + "/complete", encoding: .utf8) == "second")
    #expect(!FileManager.default.fileExists(atPath: directory + "/libSwiftUI.a"))
    #expect(!FileManager.default.fileExists(atPath: staging))
  }
}
