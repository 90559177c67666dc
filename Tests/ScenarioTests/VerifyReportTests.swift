import Foundation
import Goldens
import JSON
import Scenarios
import TestSupport
import Testing

/// The HTML report of a verify run.
struct VerifyReportTests {
  static let story = "snapshot placed lock-screen\nwait 5m\nsnapshot later compact"

  func result(format: SnapshotFormat, in scratch: TemporaryDirectory) throws -> (VerifyResult, String) {
    let directory = scratch.path
    let store = GoldenStore(directory: directory, format: format)
    _ = try store.record(try ScenarioTestSupport.play(Self.story))
    try FileManager.default.removeItem(atPath: store.goldenPath("placed"))
    return (
      try store.verify(try ScenarioTestSupport.play(Self.story.replacingOccurrences(of: "5m", with: "6m"))),
      directory
    )
  }

  @Test("Text goldens: golden, actual and difference side by side, changed lines marked")
  func text() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let (result, directory) = try result(format: .text, in: scratch)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let html = VerifyReport.html(result, title: "a <scenario>")
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<title>la-sim verify · a &lt;scenario&gt;</title>"))
    #expect(html.contains("2 snapshots against"))
    #expect(html.contains("0 match, 1 differ, 1 missing"))
    #expect(
      html.contains(
        "<li class=\"missing\"><span class=\"status\">missing</span> <a href=\"#snapshot-placed\">"))
    #expect(html.contains("<p class=\"none\">No golden yet.</p>"))
    #expect(html.contains("<figcaption>Golden · <code>\(directory)/later.txt</code></figcaption>"))
    #expect(html.contains("<figcaption>Actual · <code>\(directory)/later.actual.txt</code></figcaption>"))
    #expect(
      html.contains(
        "<span class=\"del\">│   <span class=\"cell\">⛟</span>            ●       25:00   │</span>"))
    #expect(
      html.contains(
        "<span class=\"ins\">│   <span class=\"cell\">⛟</span>            ●       24:00   │</span>"))
    #expect(
      html.contains(
        "<span class=\"del\">-│   <span class=\"cell\">⛟</span>            ●       25:00   │</span>"))
    #expect(
      html.contains(
        "<span class=\"ins\">+│   <span class=\"cell\">⛟</span>            ●       24:00   │</span>"))
    // Under the cell frames, the phone's picture of each differing snapshot, drawn in points.
    #expect(html.contains("<figcaption>The phone's picture (actual, in points)</figcaption>"))
    #expect(
      Self.pictures(html).contains { $0.contains("<rect class=\"island\" width=\"230\" height=\"36.67\"") })
  }

  @Test("A one-cell symbol keeps its column in the report, as on a terminal, whatever font draws it")
  func oneCellSymbols() throws {
    // The browser drew the compact island's `⛟` in a fallback font, wider than a cell: the island's right
    // border stood a cell and more right of its corners. A symbol is now boxed a cell wide, as an emoji is
    // boxed two; box drawing, shapes and letters stay as they are.
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let (result, directory) = try result(format: .text, in: scratch)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let html = VerifyReport.html(result, title: "s")
    let symbol = "<span class=\"cell\">⛟</span>"
    #expect(html.contains("│   \(symbol)            ●       24:00   │"))
    #expect(!html.contains("│   ⛟"))
    #expect(html.contains("╭────────────────────────────────╮"))
    #expect(html.contains(".cell { display: inline-block; width: 1ch;"))
  }

  @Test("SVG goldens: both pictures shown, and one drawn over the other in difference mode")
  func svg() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let (result, directory) = try result(format: .svg, in: scratch)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let html = VerifyReport.html(result, title: "s")
    // later: golden, actual, and both again in the overlay; placed: actual only; each: the phone's picture.
    let pictures = Self.pictures(html)
    #expect(pictures.count == 7)
    #expect(pictures.allSatisfy { $0.hasPrefix("<svg xmlns") })
    #expect(html.components(separatedBy: "<div class=\"phone\"><figure class=\"picture\">").count - 1 == 2)
    #expect(pictures.filter { $0.contains(" data-units=\"pt\"") }.count == 2, "two pictures in points")
    #expect(
      html.contains("<div class=\"overlay\"><img alt=\"later (under)\" src=\"data:image/svg+xml;base64,"))
    #expect(html.contains("mix-blend-mode: difference"))
  }

  @Test("A golden's script never runs in the report: every picture is an image, a document of its own")
  func goldenScriptsDoNotRun() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let (_, directory) = try result(format: .svg, in: scratch)
    let path = directory + "/later.svg"
    let golden = try String(contentsOfFile: path, encoding: .utf8)
    let hostile = golden.replacingOccurrences(
      of: "<svg xmlns", with: "<svg onload=\"alert(1)\" xmlns", options: [], range: nil
    )
    .replacingOccurrences(of: "</svg>", with: "<script>alert(2)</script></svg>")
    try hostile.write(toFile: path, atomically: true, encoding: .utf8)
    let store = GoldenStore(directory: directory, format: .svg)
    let result = try store.verify(
      try ScenarioTestSupport.play(Self.story.replacingOccurrences(of: "5m", with: "6m")))
    let html = VerifyReport.html(result, title: "s")
    #expect(Self.pictures(html).contains { $0.contains("<script>alert(2)</script>") }, "the golden is shown")
    #expect(!html.contains("<script"), "no script element in the page itself")
    #expect(!html.contains("onload="))
    #expect(!html.contains("<svg"), "no picture is placed in the page's own document")
  }

  /// The SVG documents of a page's `data:` images, decoded, in order.
  static func pictures(_ html: String) -> [String] {
    html.components(separatedBy: "src=\"data:image/svg+xml;base64,").dropFirst().compactMap { part in
      Base64URL.decode(part.prefix { $0 != "\"" }).map { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// Every `id="…"` of a page, in order.
  static func ids(_ html: String) -> [String] {
    html.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }

  @Test(
    "Each picture keeps its own clips: the later compact island is clipped to its pill",
    arguments: [
      SnapshotFormat.text, .svg,
    ])
  func picturesKeepTheirIds(format: SnapshotFormat) throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let (result, _) = try result(format: format, in: scratch)
    let html = VerifyReport.html(result, title: "s")
    let ids = Self.ids(html)
    #expect(
      Set(ids).count == ids.count,
      "ids defined twice: \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
    // Each picture a document: every url(#…) it holds names a clip it defines.
    for picture in Self.pictures(html) {
      let own = Set(Self.ids(picture))
      let references = picture.components(separatedBy: "url(#").dropFirst().map {
        String($0.prefix { $0 != ")" })
      }
      #expect(references.allSatisfy(own.contains))
    }
    guard format == .text else { return }
    let later = try #require(html.components(separatedBy: "id=\"snapshot-later\"").last)
    #expect(Self.pictures(later).contains { $0.contains("<rect width=\"230\" height=\"36.67\"") })
  }

  @Test(
    "Without --verify-log the golden's and the actual's log lines are shown as not compared, never as changed",
    arguments: [false, true])
  func logLinesMarkedOnlyWhenCompared(comparesLog: Bool) throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let store = GoldenStore(directory: scratch.path, format: .text, comparesLog: comparesLog)
    _ = try store.record(try ScenarioTestSupport.play(Self.story))
    // A golden whose log says something else (a reworded message), and whose frame differs by a minute.
    let path = store.goldenPath("later")
    let golden = try String(contentsOfFile: path, encoding: .utf8)
    let events = try #require(golden.split(separator: "\n").last { $0.hasPrefix("  ") })
    try golden.replacingOccurrences(of: events, with: "  an older wording of this event")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let result = try store.verify(
      try ScenarioTestSupport.play(Self.story.replacingOccurrences(of: "5m", with: "6m")))
    let html = VerifyReport.html(result, title: "s")
    // The frame's change is marked either way.
    #expect(
      html.contains(
        "<span class=\"del\">│   <span class=\"cell\">⛟</span>            ●       25:00   │</span>"))
    #expect(
      html.contains(
        "<span class=\"ins\">│   <span class=\"cell\">⛟</span>            ●       24:00   │</span>"))
    let wording = "an older wording of this event"
    let actualEvent = try #require(
      result.checks.first { $0.name == "later" }?.actual.split(separator: "\n").last { $0.hasPrefix("  ") })
    if comparesLog {
      #expect(html.contains("<span class=\"del\">  \(wording)</span>"))
      #expect(html.contains("<span class=\"ins\">\(actualEvent)</span>"))
      #expect(!html.contains("class=\"uncompared\""))
    } else {
      let dimmed =
        "<span class=\"uncompared\" title=\"la-sim's log: not compared (play --verify-log compares it)\">"
      #expect(html.contains(dimmed + "  \(wording)</span>"))
      #expect(html.contains(dimmed + "\(actualEvent)</span>"))
      #expect(html.contains(dimmed + "\(Snapshot.logHeading)</span>"))
      #expect(!html.contains("<span class=\"del\">  \(wording)</span>"))
    }
  }

  @Test("A passing run still writes a report that says so")
  func passing() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    let store = GoldenStore(directory: directory, format: .text)
    let snapshots = try ScenarioTestSupport.play(Self.story)
    _ = try store.record(snapshots)
    let html = VerifyReport.html(try store.verify(snapshots), title: "s")
    #expect(html.contains("2 match, 0 differ, 0 missing"))
    #expect(!html.contains("<section"))
  }
}
