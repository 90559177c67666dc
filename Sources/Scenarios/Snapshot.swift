import FrameFormats
import Rendering

/// What a `snapshot` line captured: the frames of the chosen presentations on each chosen device, and
/// what happened since the previous snapshot.
public struct Snapshot: Equatable, Sendable {
  /// The name, which names the golden file.
  public var name: String
  /// The scenario line that took it.
  public var line: Int
  /// The heading of the event list, e.g. `Events since snapshot "placed":`.
  public var eventsHeading: String
  /// One line per event since the previous snapshot.
  public var events: [String]
  /// One section per device.
  public var sections: [SnapshotSection]

  /// A snapshot.
  public init(name: String, line: Int, eventsHeading: String, events: [String], sections: [SnapshotSection]) {
    self.name = name
    self.line = line
    self.eventsHeading = eventsHeading
    self.events = events
    self.sections = sections
  }

  /// The snapshot written in `format`.
  public func rendered(_ format: SnapshotFormat) -> String {
    switch format {
    case .text: text(ansi: false)
    case .ansi: text(ansi: true)
    case .svg: svg
    }
  }

  /// The heading of the log section: la-sim's own sentences about what happened, which `play --verify`
  /// compares only with `--verify-log`, so that a reworded message does not break every golden.
  public static let logHeading = "la-sim's log (play --verify compares it only with --verify-log):"

  /// The line above the frames: the snapshot's name.
  var preamble: [String] { ["snapshot \(name)", ""] }

  /// The log section below the frames: its heading, then the events since the previous snapshot.
  var log: [String] {
    ["", Self.logHeading, eventsHeading] + events.map { "  " + $0 }
  }

  /// The text form: the name, each device's frames as `la-sim render` prints them, then the log.
  public func text(ansi: Bool) -> String {
    preamble.joined(separator: "\n") + "\n"
      + sections.map { FrameText.text($0.frames, header: $0.header, ansi: ansi) }.joined(separator: "\n")
      + log.joined(separator: "\n") + "\n"
  }

  /// `text` (a golden's or a snapshot's) without la-sim's wording: the log section, or in a golden
  /// recorded before there was one, the events above the frames. The frames, their notes and the fixture's
  /// texts stay.
  ///
  /// Lines end at each U+000A scalar (a `Character` "\r\n" would hide a CRLF golden's lines), and a line
  /// is the heading, or blank, whether it ends in a carriage return or not: a golden saved with CRLF line
  /// endings keeps its log apart too (its frames still differ, each line by its `\r`).
  public static func withoutLog(_ text: String) -> String {
    var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let logged = logLines(lines) else { return text }
    if lines[logged].contains(where: { $0.hasPrefix(logHeading) }) {
      return lines[..<logged.lowerBound].joined(separator: "\n") + "\n"
    }
    lines.removeSubrange(logged)
    return lines.joined(separator: "\n")
  }

  /// The lines of `text` that `withoutLog` leaves out, numbered from 0 as its U+000A scalars split it:
  /// what a report shows as not compared. Nil when it has no log.
  public static func logLines(_ text: String) -> Range<Int>? {
    logLines(text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  /// The log's lines among `lines`: from the blank line before the log's heading to the end, or an older
  /// golden's events (`snapshot NAME`, a blank line, `Events …:`, its indented events, a blank line).
  static func logLines(_ lines: [String]) -> Range<Int>? {
    func reads(_ line: String, as expected: String) -> Bool { line == expected || line == expected + "\r" }
    if let heading = lines.firstIndex(where: { reads($0, as: logHeading) }) {
      let start = heading > 0 && reads(lines[heading - 1], as: "") ? heading - 1 : heading
      return start..<lines.count
    }
    if lines.count > 2, lines[0].hasPrefix("snapshot "), lines[2].hasPrefix("Events ") {
      var end = 3
      while end < lines.count, lines[end].hasPrefix("  ") { end += 1 }
      if end < lines.count, lines[end].isEmpty { end += 1 }
      return 2..<end
    }
    return nil
  }

  /// The SVG picture: the same lines and frames, laid out on the grid.
  public var svg: String { FrameSVG.document(blocks(FrameSVG.blocks)) }

  /// The phone's picture: the same lines, each frame drawn from its layout in points (`PointsSVG`).
  public var picture: String { PointsSVG.document(blocks(PointsSVG.blocks)) }

  /// The preamble, each section's header and frames as `frameBlocks` lays them out, then the log.
  func blocks(_ frameBlocks: ([RenderedFrame], String) -> [FrameSVG.Block]) -> [FrameSVG.Block] {
    var blocks: [FrameSVG.Block] = preamble.enumerated().map { .line($1, $0 == 0 ? .primary : nil) }
    for (index, section) in sections.enumerated() {
      if index > 0 { blocks.append(.line("", nil)) }
      let headerLines = section.header.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
      var sectionBlocks = frameBlocks(section.frames, headerLines[0])
      sectionBlocks.insert(contentsOf: headerLines.dropFirst().map { .line($0, .primary) }, at: 1)
      blocks += sectionBlocks
    }
    blocks += log.map { .line($0, nil) }
    return blocks
  }
}
