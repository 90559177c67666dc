import Foundation
import Layout
import Renderer
import Simulator
import TUI
import Testing

/// Rows without trailing blanks, so pictures in the source stay readable; widths are checked separately.
private func trimmed(_ rows: [String]) -> [String] {
  rows.map { row in
    var row = row
    while row.last == " " { row.removeLast() }
    return row
  }
}

struct ScreenLayoutTests {
  /// Each box is the presentation's full size (the expanded island 53×14); the outline inside is its real
  /// size, so a card shorter than 160 pt leaves blank rows under it.
  @Test("At 120×40 the screen shows the title, the status line and every surface in its labelled box")
  func pictureAtStart() {
    let grid = ScreenLayout.compose(TUITestSupport.model())
    #expect(grid.width == 120 && grid.height == 40)
    #expect(
      trimmed(Array(grid.rows.prefix(25))) == [
        " la-sim  Pizza Planet (pizza-planet) · iPhone 15 Pro, 393-pt class                             "
          + "          ? help  q quit",
        " Pizza Planet  step 0/5 placed  ACTIVE  10:00 UTC │ stale in 1 h 00 min │ dismissal after end ("
          + "8 h limit in 8 h 00 min)",
        "",
        " DYNAMIC ISLAND ────────────────────── showing compact  ALERT ─────────────────────────────────"
          + "─────────────── none yet",
        " ▶ Compact 34×5                       Minimal 8×5       An alerting update expands the island f"
          + "or 4 s.",
        " ╭────────────────────────────────╮   ╭─────╮",
        " │                                │   │     │",
        " │   🚚           ●       30:00   │   │ 🚚  │",
        " │                                │   │     │",
        " ╰────────────────────────────────╯   ╰─────╯",
        "                                                        LOCK SCREEN ───────────────────────────"
          + "──────────────── showing",
        "                                                        ▶ Lock Screen 53×14  ✂ 1 clipped",
        " Expanded 53×14                                         ╭──────────────────────────────────────"
          + "─────────────╮",
        " ╭───────────────────────────────────────────────────╮  │                                      "
          + "             │",
        " │                                                   │  │                                      "
          + "             │",
        " │   🚚  Pizza              ●        30:00           │  │  🚚    Pizza Planet Deli…       30:00  "
          + "           │",
        " │       Planet                                ETA   │  │        Order #4821                   "
          + "  remaining  │",
        " │   Buzz's Cosmic  📋 Order Placed                  │  │                                       "
          + "            │",
        " │   Supreme                                         │  │  ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬"
          + "▬▬▬ ▬▬▬▬▬▬▬  │",
        " │   ▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ▬▬▬▬▬▬ ▬▬▬▬▬▬▬   │  │                                      "
          + "             │",
        " │   Order #4821            Driver: Buzz Lightyear   │  │  📋 Order Placed          Driver: Buzz"
          + " Lightyear  │",
        " │                                                   │  │                                      "
          + "             │",
        " ╰───────────────────────────────────────────────────╯  │  Andy's Buzz's Cosmic Supreme        "
          + "             │",
        "                                                        │                                      "
          + "             │",
        "                                                        ╰──────────────────────────────────────"
          + "─────────────╯",
      ])
  }

  @Test("Each frame is copied cell for cell from the renderer, at its box")
  func framesAreTheRenderersFrames() {
    let model = TUITestSupport.model()
    let grid = ScreenLayout.compose(model)
    let boxes: [(Presentation, Int, Int)] = [
      (.compact, 1, 5), (.minimal, 38, 5), (.expanded, 1, 13), (.lockScreen, 56, 12),
    ]
    for (presentation, x, y) in boxes {
      let frame = Renderer.render(
        model.activity, presentation: presentation, device: model.device, now: model.now
      ).frame
      #expect(frame.width == model.device.frameSize(of: presentation).columns)
      #expect(frame.height == model.device.frameSize(of: presentation).rows)
      for row in 0..<frame.height {
        #expect(
          grid.text(x: x, y: y + row, width: frame.width) == frame.row(row), "\(presentation) row \(row)")
      }
    }
  }

  @Test("The clipped list names each clip, and the ellipsis of each clip is marked in its frame")
  func clipsAreMarked() {
    // Step 4: the Lock Screen title is cut on the 393 class (163.7 pt in 145), "📍 Almost There!" fits the
    // expanded center within the band (122.3 pt in 125.3).
    var model = TUITestSupport.model()
    model.type("nnnn", at: 1)
    let grid = ScreenLayout.compose(model)
    let header = grid.firstRow(containing: "CLIPPED: 1 · 1 NEAR THE EDGE ─")
    #expect(header == 28)
    #expect(
      grid.row(28).hasSuffix("─ ✂ cut on the phone, marked in the frames above · ≈ may clip on a phone "))
    #expect(
      trimmed([grid.row(29)]) == [
        #" ✂ lock-screen/content: "Pizza Planet Delivery" needs 163.7 pt, has 145.0 pt → "Pizza Planet Deli…""#
      ])
    // A tight text is listed after the clips, marked ≈, and nothing in its frame is marked.
    #expect(
      trimmed([grid.row(30)]) == [
        #" ≈ expanded/center: "📍 Almost There!" needs 122.3 pt, has 125.3 pt (2.5 % to spare, "#
          + "within the metrics' ±3 %)"
      ])
    // "Pizza Planet Deli…" on the Lock Screen: its ellipsis (column 82, row 15) is marked, its letters are not.
    #expect(grid[82, 15].text == "…")
    #expect(grid[82, 15].style == ScreenStyle(foreground: .yellow, bold: true, reverse: true))
    #expect(grid[81, 15].text == "i")
    #expect(grid[81, 15].style.reverse == false)
    // Each box counts its own: the Lock Screen's clip, the expanded island's text near the edge.
    #expect(trimmed([grid.text(x: 0, y: 12, width: 55)]) == [" ▶ Expanded 53×14  ≈ 1"])
    #expect(
      trimmed([grid.row(11)]) == [
        "                                                        ▶ Lock Screen 53×14  ✂ 1 clipped"
      ])
    // Nothing else in the frames (rows 5–26) is marked: the ellipsis is the one cut.
    let marked = (5..<27).flatMap { y in
      (0..<grid.width).filter { grid[$0, y].style.reverse && grid[$0, y].style.foreground == .yellow }.map {
        "\($0),\(y)"
      }
    }
    #expect(marked == ["82,15"])
  }

  @Test("With no phone clip but a text near the edge, the title and the note say just that")
  func nearEdgeOnly() {
    // The 430 class gives the Lock Screen title 163.5 pt for its 163.7: within the band.
    let grid = ScreenLayout.compose(TUITestSupport.model(device: .iPhone15ProMax))
    #expect(
      grid.row(28)
        == " CLIPPED: NONE · 1 NEAR THE EDGE " + String(repeating: "─", count: 20)
        + " ≈ may clip on a phone (within the ±3 % the metrics cannot settle) ")
    #expect(
      grid.row(29).hasPrefix(#" ≈ lock-screen/content: "Pizza Planet Delivery" needs 163.7 pt, has 163.5 pt"#)
    )
    #expect(!grid.rows.contains { $0.contains("every text fits") || $0.contains("clipped") })
    #expect(
      trimmed([grid.row(11)]) == [
        "                                                             ▶ Lock Screen 58×14  ≈ 1"
      ])
    #expect(trimmed([grid.text(x: 0, y: 12, width: 60)]) == [" Expanded 58×14"])
  }

  /// Findings of every kind, as the title counts them and the note explains their marks: in full where
  /// they fit, the last ones shortened first.
  @Test(
    "The clipped list's title counts each kind and the note explains each mark present",
    arguments: [
      ([Truncation.Kind](), 118, "Clipped: none", "every text fits on the iPhone 15 Pro"),
      (
        [.tight], 118, "Clipped: none · 1 near the edge",
        "≈ may clip on a phone (within the ±3 % the metrics cannot settle)"
      ),
      (
        [.terminalOnly, .terminalOnly], 118, "Clipped: none · 2 terminal only",
        "› abridged by the terminal only"
      ),
      (
        [.clipped, .unboundedTimer, .tight], 118, "Clipped: 2 · 1 near the edge",
        "✂ cut on the phone, marked in the frames above · ≈ may clip on a phone"
      ),
      (
        [.clipped, .tight, .scaled, .terminalOnly], 118,
        "Clipped: 1 · 1 near the edge · 1 scaled · 1 terminal only",
        "✂ cut on the phone · ≈ may clip on a phone · ↓ shrunk to fit · › terminal only"
      ),
      ([.scaled], 118, "Clipped: none · 1 scaled", "↓ shrunk to fit (minimumScaleFactor)"),
    ])
  func clippedHeading(kinds: [Truncation.Kind], width: Int, title: String, note: String) {
    let truncations = kinds.map { kind in
      Truncation(
        presentation: .expanded, region: "center", text: "Text", needed: 10, available: 9, shown: "Te…",
        kind: kind)
    }
    let heading = ScreenLayout.clippedHeading(
      truncations, device: "iPhone 15 Pro", ascii: false, width: width)
    #expect(heading.title == title)
    #expect(heading.note == note)
  }

  @Test("With nothing clipped, the list says so")
  func noClips() {
    var model = TUITestSupport.model()
    model.type("ei", at: 1)
    let grid = ScreenLayout.compose(model)
    #expect(grid.row(28).contains("CLIPPED: NONE"))
    #expect(grid.row(28).contains("every text fits on the iPhone 15 Pro"))
  }

  @Test("The event log shows the newest lines at the bottom, above the key bar")
  func eventLog() {
    var model = TUITestSupport.model()
    model.type("n", at: 1)
    model.type("s", at: 2)
    let rows = ScreenLayout.compose(model).rows
    let logHeader = rows.firstIndex { $0.contains("EVENT LOG") }!
    #expect(rows[logHeader + 1].hasPrefix(" 10:00:00  ●       start placed"))
    #expect(
      rows[logHeader + 2].hasPrefix(
        " 10:00:01  ● n     step 1/5 preparing: applied · alert “Pizza Planet Update”:"))
    #expect(rows[logHeader + 3].hasPrefix(" 10:00:02  ● s     mark stale: applied"))
    #expect(rows[39].hasPrefix(" n next  p back  s stale  e end  r restart"))
  }

  @Test("A long log line wraps under its text, so a push's diagnostic is readable whole")
  func logWraps() {
    var model = TUITestSupport.model(pushes: "payloads")
    model.push("broken-case-name-status.json", at: 1)
    let rows = ScreenLayout.compose(model).rows
    let first = rows.firstIndex { $0.contains("push broken-case-name-status.json: rejected, 6:7:") }!
    #expect(rows[first].hasPrefix(" 10:00:01  ✗ l     push broken-case-name-status.json"))
    let continued = rows[(first + 1)...].prefix {
      $0.hasPrefix(String(repeating: " ", count: 19)) && !$0.trimmingCharacters(in: .whitespaces).isEmpty
    }
    #expect(!continued.isEmpty)
    let whole = ([rows[first].dropFirst(19)] + continued.map { $0.dropFirst(19) })
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(whole.hasSuffix(#"did you mean "Out for Delivery"? [LP014]"#))
    #expect(!whole.contains("…"))
  }

  @Test(
    "Wrapping breaks between words, inside an over-long word, and keeps the rest on the last row",
    arguments: [
      ("one two three", 7, 3, ["one two", "three"]), ("abcdefghij", 4, 3, ["abcd", "efgh", "ij"]),
      ("aa bb cc dd ee", 5, 2, ["aa bb", "cc dd ee"]), ("short", 10, 3, ["short"]), ("", 5, 3, [""]),
    ] as [(String, Int, Int, [String])])
  func wrapping(text: String, width: Int, rows: Int, expected: [String]) {
    #expect(ScreenLayout.wrap(text, width: width, rows: rows) == expected)
  }

  @Test("The key bar and the help are generated from the key tables that dispatch the keys")
  func keysFromTheTable() {
    var model = TUITestSupport.model()
    let bar = ScreenLayout.compose(model).row(39)
    for binding in KeyTable.main where binding.inKeyBar {
      #expect(bar.contains("\(binding.keys[0].label) \(binding.short)"))
    }
    model.type("?", at: 0)
    let help = ScreenLayout.compose(model).text
    for binding in KeyTable.main + KeyTable.end {
      #expect(help.contains(binding.summary), "help lists \(binding.summary)")
      #expect(help.contains(binding.keyLabel(ascii: false)))
    }
    model.type("?", at: 0)
    model.type("e", at: 0)
    let prompt = ScreenLayout.compose(model).row(39)
    #expect(prompt.contains("End the activity with dismissal:"))
    #expect(prompt.contains("d default  i immediate  a after delay (end + 5 min)  esc cancel"))
  }

  @Test("A terminal smaller than the screen shows the size it needs and how to quit")
  func tooSmall() {
    let grid = ScreenLayout.compose(TUITestSupport.model(columns: 44, rows: 9))
    #expect(
      trimmed(grid.rows) == [
        "", "", "",
        " terminal too small: need 110×35, have 44×9",
        "   enlarge the window, or press q to quit",
        "", "", "", "",
      ])
    let narrow = ScreenLayout.compose(TUITestSupport.model(columns: 24, rows: 5))
    #expect(
      trimmed(narrow.rows) == ["", "  terminal too small:", " need 110×35, have 24×5", "        q quits", ""])
  }

  @Test("The size needed follows the device: the 430-pt phone's cards are wider")
  func minimumSize() {
    #expect(ScreenLayout.minimumSize(for: TUITestSupport.model()) == ScreenSize(columns: 110, rows: 35))
    let max = TUITestSupport.model(device: .iPhone15ProMax)
    #expect(ScreenLayout.minimumSize(for: max) == ScreenSize(columns: 120, rows: 35))
    let fits = ScreenLayout.compose(TUITestSupport.model(columns: 110, rows: 35))
    #expect(fits.row(0).contains("la-sim"))
    #expect(!fits.text.contains("terminal too small"))
  }

  @Test(
    "Any terminal size gives a screen of exactly that size",
    arguments: [(0, 0), (1, 1), (2, 40), (120, 1), (109, 35), (110, 34), (110, 35), (200, 60)])
  func anySize(columns: Int, rows: Int) {
    var model = TUITestSupport.model(columns: columns, rows: rows)
    model.type("n?", at: 1)
    let grid = ScreenLayout.compose(model)
    #expect(grid.width == columns && grid.height == rows)
    #expect(grid.rows.allSatisfy { CellWidth.of($0) == columns })
  }

  @Test("Without UTF-8, every cell is ASCII and the frames use their ASCII glyphs")
  func asciiScreen() {
    // Step 4: a clip on the Lock Screen, a text near the edge in the expanded island.
    var model = TUITestSupport.model()
    model.type("nnnn", at: 1)
    for mode in ["", "?", "?e"] {
      var copy = model
      copy.type(mode, at: 1)
      let grid = ScreenLayout.compose(copy, ascii: true)
      #expect(grid.cells.allSatisfy { $0.text.allSatisfy(\.isASCII) })
    }
    let grid = ScreenLayout.compose(model, ascii: true)
    #expect(grid.row(7).hasPrefix(" |   T            o       5:00    |   | T   |"))
    #expect(grid.row(12).contains("> Expanded 53x14  ~ 1"))
    #expect(grid.row(11).contains("> Lock Screen 53x14  x 1 clipped"))
    #expect(grid.row(28).hasPrefix(" CLIPPED: 1, 1 NEAR THE EDGE ---"))
    #expect(
      grid.row(28).hasSuffix("- x cut on the phone, marked in the frames above, ~ may clip on a phone "))
    #expect(grid.row(15).contains("|  T     Pizza Planet Deli~      5:00"))
    #expect(grid.row(17).contains("? Almost There!"))
  }

  @Test("While the clock is paused the status line says so")
  func pausedStatus() {
    var model = TUITestSupport.model()
    model.type(".", at: 0)
    #expect(ScreenLayout.compose(model).row(1).contains("10:00 UTC  PAUSED "))
  }
}
