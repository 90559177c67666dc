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

  /// The lines above the frames: name, then the events.
  var preamble: [String] {
    ["snapshot \(name)", "", eventsHeading] + events.map { "  " + $0 } + [""]
  }

  /// The text form: the preamble, then each device's frames as `la-sim render` prints them.
  public func text(ansi: Bool) -> String {
    preamble.joined(separator: "\n") + "\n"
      + sections.map { FrameText.text($0.frames, header: $0.header, ansi: ansi) }.joined(separator: "\n")
  }

  /// The SVG picture: the same lines and frames, laid out on the grid.
  public var svg: String {
    var blocks: [FrameSVG.Block] = preamble.enumerated().map { .line($1, $0 == 0 ? .primary : nil) }
    for (index, section) in sections.enumerated() {
      if index > 0 { blocks.append(.line("", nil)) }
      let headerLines = section.header.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
      var sectionBlocks = FrameSVG.blocks(section.frames, header: headerLines[0])
      sectionBlocks.insert(contentsOf: headerLines.dropFirst().map { .line($0, .primary) }, at: 1)
      blocks += sectionBlocks
    }
    return FrameSVG.document(blocks)
  }
}
