import Foundation
import TestSupport
import Testing

@testable import WidgetHost

/// Two la-sim runs building the same host on a cold cache at once (two CI jobs, the simulator beside a
/// check): the one that finishes second keeps the other's build, which that run may be compiling against
/// or running, instead of deleting it.
struct WidgetHostCacheTests {
  @Test(.temporaryDirectory)
  func aCompleteBuildInPlaceIsKept() throws {
    let root = try TemporaryDirectory.ofThisTest().url.path
    let build = WidgetHostBuild(swiftc: nil, environment: ["XDG_CACHE_HOME": root])
    let directory = root + "/shim-1"
    let staging = directory + ".tmp-2"
    for place in [directory, staging] {
      try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: true)
    }
    try Data("first".utf8).write(to: URL(fileURLWithPath: directory + "/complete"))
    try Data("second".utf8).write(to: URL(fileURLWithPath: staging + "/complete"))
    try build.place(staging, at: directory) {
      FileManager.default.fileExists(atPath: directory + "/complete")
    }
    #expect(try String(contentsOfFile: directory + "/complete", encoding: .utf8) == "first")
    #expect(!FileManager.default.fileExists(atPath: staging))
  }

  @Test(.temporaryDirectory)
  func aBuildThatStoppedHalfWayIsReplaced() throws {
    let root = try TemporaryDirectory.ofThisTest().url.path
    let build = WidgetHostBuild(swiftc: nil, environment: ["XDG_CACHE_HOME": root])
    let directory = root + "/shim-1"
    let staging = directory + ".tmp-2"
    for place in [directory, staging] {
      try FileManager.default.createDirectory(atPath: place, withIntermediateDirectories: true)
    }
    try Data("half".utf8).write(to: URL(fileURLWithPath: directory + "/libSwiftUI.a"))
    try Data("second".utf8).write(to: URL(fileURLWithPath: staging + "/complete"))
    try build.place(staging, at: directory) {
      FileManager.default.fileExists(atPath: directory + "/complete")
    }
    #expect(try String(contentsOfFile: directory + "/complete", encoding: .utf8) == "second")
    #expect(!FileManager.default.fileExists(atPath: directory + "/libSwiftUI.a"))
    #expect(!FileManager.default.fileExists(atPath: staging))
  }
}
