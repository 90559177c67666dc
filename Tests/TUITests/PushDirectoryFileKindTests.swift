import Foundation
import TUI
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `--pushes DIR` says what is there when it is not what la-sim reads: a FIFO or a file for DIR, a
/// directory or a FIFO among the payloads. A FIFO is never opened, so `l` cannot hang on one.
struct PushDirectoryFileKindTests {
  @Test func aFIFOForTheDirectoryIsNamed() throws {
    let scratch = try TemporaryDirectory("pushes-kind")
    defer { scratch.remove() }
    let root = scratch.path
    #expect(mkfifo(root + "/pipe", 0o600) == 0)
    #expect(
      throws: PushDirectoryError(
        message:
          "\(root)/pipe: is a FIFO (named pipe), not a directory; expected a directory of *.json payload files"
      )
    ) {
      _ = try PushDirectory(path: root + "/pipe")
    }
  }

  @Test func aDirectoryAndAFIFOAmongThePayloadsAreRefusedSayingWhatTheyAre() throws {
    let scratch = try TemporaryDirectory("pushes-kind")
    defer { scratch.remove() }
    let root = scratch.path
    try FileManager.default.createDirectory(
      atPath: root + "/01-folder.json", withIntermediateDirectories: true)
    #expect(mkfifo(root + "/02-pipe.json", 0o600) == 0)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/03-empty.json"))
    var pushes = try PushDirectory(path: root)
    let pizza = TUITestSupport.pizza
    let first = pushes.next(for: pizza)
    let folder = try #require(first)
    #expect(folder.kind == .refused)
    #expect(
      folder.verdict == "is a directory, not a payload; expected a regular file holding one push's JSON")
    let started = Date()
    let second = pushes.next(for: pizza)
    let pipe = try #require(second)
    #expect(Date().timeIntervalSince(started) < 1, "the FIFO is not opened")
    #expect(pipe.kind == .refused)
    #expect(
      pipe.verdict == "is a FIFO (named pipe), not a payload; expected a regular file holding one push's JSON"
    )
    #expect(pushes.next(for: pizza)?.fileName == "03-empty.json")
  }
}
