import FrameFormats
import JSON
import Rendering
import Scenarios

/// The HTML page `la-sim play --verify --report FILE.html` writes: for each snapshot that does not match,
/// the golden, the actual frame and the difference side by side, and under them the phone's picture of the
/// actual snapshot in points, for a person reading a CI artifact.
public enum VerifyReport {
  /// Background of a removed line.
  public static let removedColor = "#6e1f1f"
  /// Background of an added line.
  public static let addedColor = "#1f5f2c"

  /// The page for `result`, titled `title` (e.g. the scenario's file name).
  public static func html(_ result: VerifyResult, title: String) -> String {
    let matched = result.checks.filter { $0.status == .match }.count
    let missing = result.checks.filter { $0.status == .missing || $0.isOtherFormat }.count
    let differing = result.checks.count - matched - missing
    var body: [String] = [
      "<h1>la-sim verify · \(FrameSVG.escaped(title))</h1>",
      "<p class=\"summary\">\(String.counted(result.checks.count, "snapshot")) against"
        + " <code>\(FrameSVG.escaped(result.directory))"
        + "</code>: \(matched) match, \(differing) differ, \(missing) missing.</p>",
      "<ul class=\"index\">",
    ]
    if let stopped = result.stopped {
      body.insert(
        "<p class=\"stopped\">The scenario stopped: \(FrameSVG.escaped(stopped)). The snapshots it took before"
          + " are compared below.</p>", at: 2)
    }
    for check in result.checks {
      let (word, kind) = label(check.status)
      let name = FrameSVG.escaped(check.name)
      let entry = check.status == .match ? name : "<a href=\"#snapshot-\(name)\">\(name)</a>"
      body.append("<li class=\"\(kind)\"><span class=\"status\">\(word)</span> \(entry)</li>")
    }
    body.append("</ul>")
    for check in result.checks where check.status != .match {
      body.append(section(check, format: result.format, comparesLog: result.comparesLog))
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>la-sim verify · \(FrameSVG.escaped(title))</title>
      <style>
      \(style)
      </style>
      </head>
      <body>
      \(body.joined(separator: "\n"))
      </body>
      </html>

      """
  }

  static func label(_ status: SnapshotCheck.Status) -> (String, String) {
    switch status {
    case .match: ("ok", "match")
    case .mismatch: ("differs", "mismatch")
    case .missing, .otherFormat: ("missing", "missing")
    }
  }

  /// Three columns: golden, actual, difference; each picture an image of its own (`image(_:alt:)`). Unless
  /// `comparesLog`, the golden's and the actual's log lines are shown as not compared, and only the lines
  /// verify compared are marked removed or added.
  static func section(_ raw: SnapshotCheck, format: SnapshotFormat, comparesLog: Bool = false) -> String {
    let check = format == .svg ? raw : raw.readable
    let (word, kind) = label(check.status)
    let name = FrameSVG.escaped(check.name)
    var columns: [String] = []
    let golden = check.golden
    func inline(_ svg: String, _ role: String) -> String { image(svg, alt: "\(check.name) (\(role))") }
    if format == .svg {
      columns.append(
        figure("golden", "Golden", check.goldenPath, golden.map { inline($0, "golden") } ?? noGolden))
      columns.append(figure("actual", "Actual", check.actualPath, inline(check.actual, "actual")))
      let difference =
        golden.map {
          "<div class=\"overlay\">\(inline($0, "under"))<div class=\"over\">"
            + "\(inline(check.actual, "over"))</div></div>"
            + "<p class=\"hint\">Actual drawn over golden in difference mode: what is unchanged is black.</p>"
        } ?? noGolden
      columns.append(figure("difference", "Difference", nil, difference))
    } else {
      // The lines verify compared: all of them with --verify-log, else all but la-sim's log.
      let goldenLog = comparesLog ? nil : raw.golden.flatMap(Snapshot.logLines)
      let actualLog = comparesLog ? nil : Snapshot.logLines(raw.actual)
      var removed = Set<Int>()
      var added = Set<Int>()
      if let golden {
        let a = compared(UnifiedDiff.lines(golden), leaving: goldenLog)
        let b = compared(UnifiedDiff.lines(check.actual), leaving: actualLog)
        for edit in UnifiedDiff.editScript(a.map(\.line), b.map(\.line)) {
          switch edit {
          case .delete(let index): removed.insert(a[index].index)
          case .insert(let index): added.insert(b[index].index)
          case .keep: break
          }
        }
      }
      columns.append(
        figure(
          "golden", "Golden", check.goldenPath,
          golden.map { pre($0, marked: removed, as: "del", uncompared: goldenLog) } ?? noGolden))
      columns.append(
        figure(
          "actual", "Actual", check.actualPath,
          pre(check.actual, marked: added, as: "ins", uncompared: actualLog)))
      var difference = noGolden
      if case .mismatch(let diff) = check.status {
        var lines: [String] = []
        for hunk in diff.hunks {
          lines.append("<span class=\"hunk\">\(FrameSVG.escaped(hunk.header))</span>")
          for line in hunk.lines {
            switch line {
            case .context(let text): lines.append(" " + cells(UnifiedDiff.visible(text)))
            case .removed(let text):
              lines.append("<span class=\"del\">-\(cells(UnifiedDiff.visible(text)))</span>")
            case .added(let text):
              lines.append("<span class=\"ins\">+\(cells(UnifiedDiff.visible(text)))</span>")
            }
          }
        }
        difference = "<pre>\(lines.joined(separator: "\n"))</pre>"
      }
      columns.append(figure("difference", "Difference", nil, difference))
    }
    // The phone's picture of the actual snapshot, from the layout in points, under the cell frames.
    let picture =
      check.picture.map {
        "\n<div class=\"phone\">"
          + figure("picture", "The phone's picture (actual, in points)", nil, inline($0, "picture"))
          + "</div>"
      } ?? ""
    // Where, in the golden file: what two lines that look alike differ by.
    var first = ""
    if case .mismatch(let diff) = raw.status, let change = diff.firstChange {
      first = "\n<p class=\"hint\">First change: \(FrameSVG.escaped(change.summary)).</p>"
    }
    return """
      <section class="snapshot \(kind)" id="snapshot-\(name)">
      <h2>\(name) <span class="status">\(word)</span></h2>\(first)
      <div class="columns">
      \(columns.joined(separator: "\n"))
      </div>\(picture)
      </section>
      """
  }

  static let noGolden = "<p class=\"none\">No golden yet.</p>"

  static func figure(_ kind: String, _ title: String, _ path: String?, _ content: String) -> String {
    let caption = path.map { "\(title) · <code>\(FrameSVG.escaped($0))</code>" } ?? title
    return "<figure class=\"\(kind)\"><figcaption>\(caption)</figcaption>\n\(content)\n</figure>"
  }

  /// `lines` with their indices, but for those at `log`.
  static func compared(_ lines: [String], leaving log: Range<Int>?) -> [(index: Int, line: String)] {
    lines.enumerated().filter { log?.contains($0.offset) != true }.map { ($0.offset, $0.element) }
  }

  /// Text lines in a `<pre>`, with the lines at `marked` indices highlighted, and those at `uncompared`
  /// dimmed, with a title that says why.
  static func pre(_ text: String, marked: Set<Int>, as kind: String, uncompared: Range<Int>? = nil) -> String
  {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    let body = lines.enumerated().map { index, line in
      if uncompared?.contains(index) == true {
        return "<span class=\"uncompared\" title=\"\(notCompared)\">\(cells(line))</span>"
      }
      return marked.contains(index) ? "<span class=\"\(kind)\">\(cells(line))</span>" : cells(line)
    }
    return "<pre>\(body.joined(separator: "\n"))</pre>"
  }

  /// Why a log line is dimmed.
  static let notCompared = "la-sim's log: not compared (play --verify-log compares it)"

  /// A text line escaped for HTML, each two-cell grapheme in a box two cells wide, so that columns line up
  /// as on a terminal whatever width the font gives an emoji; a one-cell symbol a monospaced font may lack
  /// (`⛟`, `✂`, `☾`: the browser draws it in a fallback font, wider than a cell) in a box one cell wide.
  static func cells(_ line: String) -> String {
    var html = ""
    for grapheme in line {
      let text = FrameSVG.escaped(String(grapheme))
      switch CellWidth.of(grapheme) {
      case 2: html += "<span class=\"wide\">\(text)</span>"
      case 1 where mayLackInMonospace(grapheme): html += "<span class=\"cell\">\(text)</span>"
      default: html += text
      }
    }
    return html
  }

  /// Whether a one-cell grapheme is a symbol outside box drawing, block elements and geometric shapes
  /// (U+2500–U+25FF), which every monospaced font draws a cell wide: letters of any script are left as they
  /// are, so that the browser still joins and orders them.
  static func mayLackInMonospace(_ grapheme: Character) -> Bool {
    guard let scalar = grapheme.unicodeScalars.first, !scalar.isASCII else { return false }
    return scalar.properties.generalCategory == .otherSymbol && !(0x2500...0x25FF).contains(scalar.value)
  }

  /// An SVG document as an image in the page, `<img src="data:image/svg+xml;base64,…">`: a picture in an
  /// image is a document of its own, so its scripts never run (a golden is a file a pull request may
  /// change, and the report is opened in a reviewer's browser) and its ids are its own (inlined, a later
  /// picture's `url(#clip-1)` took the first picture's clip, and its `wallpaper` the first one's gradient).
  /// A golden that holds no SVG is shown as text.
  static func image(_ svg: String, alt: String) -> String {
    guard svg.contains("<svg") else { return "<pre>\(FrameSVG.escaped(svg))</pre>" }
    return "<img alt=\"\(FrameSVG.escaped(alt))\" src=\"data:image/svg+xml;base64,"
      + Base64URL.encodeStandard(Array(svg.utf8)) + "\">"
  }

  static let style = """
    body { background: #1b1b1b; color: #dddddd; font-family: 'DejaVu Sans', sans-serif; margin: 16px; }
    h1 { font-size: 20px; } h2 { font-size: 16px; margin: 24px 0 8px; }
    code, pre { font-family: 'DejaVu Sans Mono', Menlo, Consolas, monospace; }
    .index { list-style: none; padding: 0; } .index li { margin: 2px 0; }
    .status { display: inline-block; min-width: 64px; font-weight: bold; }
    .match .status { color: #5fd787; } .mismatch .status { color: #ff8787; }
    .missing .status { color: #ffd75f; }
    a { color: #87afff; }
    .columns { display: flex; gap: 16px; align-items: flex-start; }
    figure { margin: 0; flex: 1 1 0; min-width: 0; }
    figcaption { font-size: 13px; margin-bottom: 4px; color: #aaaaaa; }
    pre { background: #303030; padding: 8px; margin: 0; font-size: 14px; line-height: normal;
      overflow-x: auto; }
    .golden, .actual, .difference { overflow-x: auto; }
    .del { background: \(removedColor); display: inline-block; min-width: 100%; }
    .ins { background: \(addedColor); display: inline-block; min-width: 100%; }
    .hunk { color: #5fd7ff; }
    .uncompared { color: #8a8a8a; }
    .wide { display: inline-block; width: 2ch; overflow: hidden; vertical-align: bottom; }
    .cell { display: inline-block; width: 1ch; height: 1lh; vertical-align: bottom; }
    .overlay { position: relative; isolation: isolate; }
    .overlay .over { position: absolute; left: 0; top: 0; width: 100%; mix-blend-mode: difference; }
    .overlay img, .golden img, .actual img { display: block; max-width: 100%; height: auto; }
    .hint, .none { font-size: 13px; color: #aaaaaa; }
    .phone { margin-top: 16px; } .picture img { display: block; max-width: 100%; height: auto; }
    """
}
