import Foundation
import Layout
import Rendering
import Simulator
import TUI
import TestSupport
import Testing

struct ScreenLayoutTests {
  /// Each box is the presentation's full size (the expanded island 53×14); the outline inside is its real
  /// size, so a card shorter than 160 pt leaves blank rows under it.
  @Test("At 120×40 the screen shows the title, the status line and every surface in its labelled box")
  func pictureAtStart() {
    let grid = ScreenLayout.compose(TUITestSupport.model())
    #expect(grid.width == 120 && grid.height == 40)
    Picture.expect(
      grid.rows(0..<25),
      [
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
        " │   ⛟            ●       30:00   │   │ ⛟   │",
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
        " │   ⛟   Pizza              ●        30:00           │  │  ⛟     Pizza Planet Deli…       30:00  "
          + "           │",
        " │       Planet                                ETA   │  │        Order #4821                   "
          + "  remaining  │",
        " │   Buzz's Cosmic  📋 Order Placed                  │  │                                       "
          + "            │",
        " │   Supreme                                         │  │  ▬▬▬▬▬▬▬ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌"
          + "╌╌╌ ╌╌╌╌╌╌╌  │",
        " │   ▬▬▬▬▬▬ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌ ╌╌╌╌╌╌╌   │  │                                      "
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
    // A tight text is listed after the clips, marked ≈, and nothing in its frame is marked.
    Picture.expect(
      grid.rows(27..<32),
      """

       CLIPPED: 1 · 1 NEAR THE EDGE ────────────────── ✂ cut on the phone, marked in the frames above · ≈ may clip on a phone
       ✂ lock-screen/content: "Pizza Planet Delivery" needs 163.7 pt, has 145.0 pt → "Pizza Planet Deli…"
       ≈ expanded/center: "📍 Almost There!" needs 122.3 pt, has 125.3 pt (2.5 % to spare, within the metrics' ±3 %)

      """)
    // "Pizza Planet Deli…" on the Lock Screen: its ellipsis (column 82, row 15) is marked, its letters are not.
    #expect(grid[82, 15].text == "…")
    #expect(grid[82, 15].style == ScreenStyle(foreground: .yellow, bold: true, reverse: true))
    #expect(grid[81, 15].text == "i")
    #expect(grid[81, 15].style.reverse == false)
    // Each box counts its own: the Lock Screen's clip, the expanded island's text near the edge.
    Picture.expect(
      grid.rows(11..<13),
      """
                                                              ▶ Lock Screen 53×14  ✂ 1 clipped
       ▶ Expanded 53×14  ≈ 1                                  ╭───────────────────────────────────────────────────╮
      """)
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
    Picture.expect(
      grid.rows(27..<31),
      """

       CLIPPED: NONE · 1 NEAR THE EDGE ──────────────────── ≈ may clip on a phone (within the ±3 % the metrics cannot settle)
       ≈ lock-screen/content: "Pizza Planet Delivery" needs 163.7 pt, has 163.5 pt (0.1 % short, within the metrics' ±3 %)

      """)
    #expect(!grid.rows.contains { $0.contains("every text fits") || $0.contains("clipped") })
    Picture.expect(
      grid.rows(11..<13),
      """
                                                                   ▶ Lock Screen 58×14  ≈ 1
       Expanded 58×14                                              ╭────────────────────────────────────────────────────────╮
      """)
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
    Picture.expect(
      ScreenLayout.compose(model).rows(27..<31),
      """

       CLIPPED: NONE ─────────────────────────────────────────────────────────────────── every text fits on the iPhone 15 Pro

       EVENT LOG ──────────────────────────────────────────────────────────────────────────────────────────────── newest last
      """)
  }

  @Test("The event log shows the newest lines at the bottom, above the key bar")
  func eventLog() {
    var model = TUITestSupport.model()
    model.type("n", at: 1)
    model.type("s", at: 2)
    Picture.expect(
      ScreenLayout.compose(model).rows(31..<40),
      """

       EVENT LOG ──────────────────────────────────────────────────────────────────────────────────────────────── newest last
       10:00:00  ●       start placed
       10:00:01  ● n     step 1/5 preparing: applied · alert “Pizza Planet Update”: 👨🍳 Preparing Your Pizza
       10:00:02  ● s     mark stale: applied



       n next  p back  s stale  e end  r restart  + +1min  ] +10min  } +1h  . pause  d device  m mode  l push  ? help  q quit
      """)
  }

  @Test("A long log line wraps under its text, so a push's diagnostic is readable whole")
  func logWraps() throws {
    var model = TUITestSupport.model(pushes: "payloads")
    model.push("broken-case-name-status.json", at: 1)
    let grid = ScreenLayout.compose(model)
    let header = try #require(grid.firstRow(containing: "EVENT LOG"))
    Picture.expect(
      grid.rows(header..<39),
      """
       EVENT LOG ──────────────────────────────────────────────────────────────────────────────────────────────── newest last
       10:00:00  ·       pushToStartTokenUpdates com.example.pizzaplanet:
                         83f227afc35670001153375d639e906367c91772de0acf9c9ccc0ff005058250 (issued)
       10:00:00  ·       pushTokenUpdates pizza-planet: 8818d9cdae08a8fa1bf82ac16baa77c42eca4a382abdd2fdd37408feab9f91a7
                         (started)
       10:00:01  ✗ l     push broken-case-name-status.json: rejected, 6:7: $.aps.content-state.status: "outForDelivery" is
                         the case name; DeliveryStatus decodes from its raw values, not its case names: did you mean "Out for
                         Delivery"? [LP014]
      """)
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
    Picture.expect(
      ScreenLayout.compose(model).rows(39..<40),
      """
       End the activity with dismissal:  d default  i immediate  a after delay (end + 5 min)  esc cancel
      """)
  }

  /// The bar's last binding ends the bar: its spacing is not counted as text to fit, so a bar that fits to
  /// its last letter has no ellipsis.
  @Test("The key bar ends at its last key's label, with an ellipsis only when that label does not fit")
  func keyBarFitsToItsLastLetter() throws {
    let full = ScreenLayout.compose(TUITestSupport.model(columns: 200)).row(39)
    let needed = CellWidth.of(String(full[..<(try #require(full.range(of: "q quit"))).upperBound]))
    for columns in [needed, needed + 1, 120, 121] {
      let bar = ScreenLayout.compose(TUITestSupport.model(columns: columns)).row(39)
      #expect(bar.hasSuffix("? help  q quit" + String(repeating: " ", count: columns - needed)), "\(columns)")
      #expect(!bar.contains("…"), "\(columns) columns")
    }
    #expect(ScreenLayout.compose(TUITestSupport.model(columns: needed - 1)).row(39).hasSuffix("q qu…"))
  }

  @Test("A terminal smaller than the screen shows the size it needs and how to quit")
  func tooSmall() {
    let grid = ScreenLayout.compose(TUITestSupport.model(columns: 44, rows: 9))
    Picture.expect(
      grid.rows,
      [
        "", "", "",
        " terminal too small: need 55×24, have 44×9",
        "   enlarge the window, or press q to quit",
        "         (d shows the next device)",
        "", "", "",
      ])
    let narrow = ScreenLayout.compose(TUITestSupport.model(columns: 24, rows: 5))
    Picture.expect(
      narrow.rows, ["", "  terminal too small:", " need 55×24, have 24×5", "        q quits", ""])
  }

  @Test("The size needed follows the device: the 430-pt phone's cards are wider")
  func minimumSize() {
    #expect(ScreenLayout.minimumSize(for: TUITestSupport.model()) == ScreenSize(columns: 55, rows: 24))
    #expect(ScreenLayout.sideBySideSize(for: TUITestSupport.model()) == ScreenSize(columns: 110, rows: 35))
    let max = TUITestSupport.model(device: .iPhone15ProMax)
    #expect(ScreenLayout.minimumSize(for: max) == ScreenSize(columns: 60, rows: 24))
    #expect(ScreenLayout.sideBySideSize(for: max) == ScreenSize(columns: 120, rows: 35))
    let fits = ScreenLayout.compose(TUITestSupport.model(columns: 110, rows: 35))
    Picture.expect(
      fits.rows(0..<2),
      """
       la-sim  Pizza Planet (pizza-planet) · iPhone 15 Pro, 393-pt class                             ? help  q quit
       Pizza Planet  step 0/5 placed  ACTIVE  10:00 UTC │ stale in 1 h 00 min │ dismissal after end
      """)
    #expect(!fits.text.contains("terminal too small"))
  }

  @Test(
    "Any terminal size gives a screen of exactly that size",
    arguments: [
      (0, 0), (1, 1), (2, 40), (120, 1), (54, 24), (55, 23), (55, 24), (78, 24), (79, 24), (60, 30),
      (109, 35), (110, 34), (110, 35), (200, 60),
    ])
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
    Picture.expect(
      grid.region(x: 0, y: 4, width: 49, height: 6),
      """
       Compact 34x5                         Minimal 8x5
       +--------------------------------+   +-----+
       |                                |   |     |
       |   T            o       5:00    |   | T   |
       |                                |   |     |
       +--------------------------------+   +-----+
      """)
    Picture.expect(
      grid.rows(11..<25),
      """
                                                              > Lock Screen 53x14  x 1 clipped
       > Expanded 53x14  ~ 1                                  +---------------------------------------------------+
       +---------------------------------------------------+  |                                                   |
       |                                                   |  |                                                   |
       |   T   Pizza              o        5:00            |  |  T     Pizza Planet Deli~      5:00               |
       |       Planet                                ETA   |  |        Order #4821                     remaining  |
       |   Buzz's Cosmic  ? Almost There!                  |  |                                                   |
       |   Supreme                                         |  |  ======= ======= ======= ======= ======= -------  |
       |   ====== ======= ======= ======= ====== -------   |  |                                                   |
       |   Order #4821            Driver: Buzz Lightyear   |  |  ? Almost There!          Driver: Buzz Lightyear  |
       |                                                   |  |                                                   |
       +---------------------------------------------------+  |  Andy's Buzz's Cosmic Supreme                     |
                                                              |                                                   |
                                                              +---------------------------------------------------+
      """)
    Picture.expect(
      grid.rows(28..<31),
      """
       CLIPPED: 1, 1 NEAR THE EDGE -------------------- x cut on the phone, marked in the frames above, ~ may clip on a phone
       x lock-screen/content: "Pizza Planet Delivery" needs 163.7 pt, has 145.0 pt -> "Pizza Planet Deli~"
       ~ expanded/center: "? Almost There!" needs 122.3 pt, has 125.3 pt (2.5 % to spare, within the metrics' ~3 %)
      """)
  }

  @Test("While the clock is paused the status line says so")
  func pausedStatus() {
    var model = TUITestSupport.model()
    model.type(".", at: 0)
    Picture.expect(
      ScreenLayout.compose(model).rows(1..<2),
      """
       Pizza Planet  step 0/5 placed  ACTIVE  10:00 UTC  PAUSED  │ stale in 1 h 00 min │ dismissal after end
      """)
  }
}
