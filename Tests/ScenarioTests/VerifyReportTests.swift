import Foundation
import Goldens
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
        "<span class=\"del\">│   ⛟            ●       25:00   │</span>"))
    #expect(
      html.contains(
        "<span class=\"ins\">│   ⛟            ●       24:00   │</span>"))
    #expect(
      html.contains(
        "<span class=\"del\">-│   ⛟            ●       25:00   │</span>"))
    #expect(
      html.contains(
        "<span class=\"ins\">+│   ⛟            ●       24:00   │</span>"))
    // Under the cell frames, the phone's picture of each differing snapshot, drawn in points.
    #expect(html.contains("<figcaption>The phone's picture (actual, in points)</figcaption>"))
    #expect(html.contains("<rect class=\"island\" width=\"230\" height=\"36.67\""))
  }

  @Test("SVG goldens: both pictures inline, and one drawn over the other in difference mode")
  func svg() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let (result, directory) = try result(format: .svg, in: scratch)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let html = VerifyReport.html(result, title: "s")
    // later: golden, actual, and both again in the overlay; placed: actual only; each: the phone's picture.
    #expect(html.components(separatedBy: "<svg xmlns").count - 1 == 7)
    #expect(html.components(separatedBy: "<div class=\"phone\"><figure class=\"picture\">").count - 1 == 2)
    #expect(html.components(separatedBy: " data-units=\"pt\"").count - 1 == 2, "two pictures in points")
    #expect(html.contains("<div class=\"overlay\"><svg"))
    #expect(html.contains("mix-blend-mode: difference"))
  }

  /// Every `id="…"` of a page, in order.
  static func ids(_ html: String) -> [String] {
    html.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }

  @Test(
    "Each picture keeps its own clips: no id twice in the page, every url(#…) defined",
    arguments: [SnapshotFormat.text, .svg])
  func picturesKeepTheirIds(format: SnapshotFormat) throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let (result, _) = try result(format: format, in: scratch)
    let html = VerifyReport.html(result, title: "s")
    let ids = Self.ids(html)
    #expect(
      Set(ids).count == ids.count,
      "ids defined twice: \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
    let references = html.components(separatedBy: "url(#").dropFirst().map { String($0.prefix { $0 != ")" }) }
    #expect(!references.isEmpty)
    #expect(references.allSatisfy(Set(ids).contains))
    // The compact island of "later" is clipped to its own pill, not to "placed"'s Lock Screen card.
    guard format == .text else { return }
    let later = try #require(html.components(separatedBy: "id=\"snapshot-later\"").last)
    let clip = try #require(
      later.components(separatedBy: "clip-path=\"url(#").dropFirst().first?.prefix { $0 != ")" })
    #expect(later.contains("<clipPath id=\"\(clip)\"><rect width=\"230\" height=\"36.67\""))
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
