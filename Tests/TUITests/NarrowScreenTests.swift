import BuiltinFixtures
import Rendering
import Simulator
import TUI
import TestSupport
import Testing

/// On a terminal too small for the island and the Lock Screen side by side (110×35), such as the 80×24 most
/// terminals open at, the simulator showed only "terminal too small": `swift run la-sim` in a new window
/// showed no activity. It now shows one column, the island over one large box, with `x` choosing what the
/// large box shows, and the panels beside or under it where there is room.
@Suite struct NarrowScreenTests {
  @Test("At 80×24 the island and the Lock Screen are drawn in one column, the panels beside them")
  func eightyByTwentyFour() {
    var model = TUITestSupport.model(columns: 80, rows: 24)
    model.type("nnnn", at: 1)
    let grid = ScreenLayout.compose(model)
    #expect(!grid.text.contains("terminal too small"))
    Picture.expect(
      grid.region(x: 0, y: 2, width: 55, height: 8),
      [
        " Compact 34×5                         Minimal 8×5",
        " ╭────────────────────────────────╮   ╭─────╮",
        " │                                │   │     │",
        " │   ⛟            ●       5:00    │   │ ⛟   │",
        " │                                │   │     │",
        " ╰────────────────────────────────╯   ╰─────╯",
        " ▶ Lock Screen 53×14  ✂ 1 clipped · x: expanded",
        " ╭───────────────────────────────────────────────────╮",
      ])
    // The Lock Screen's frame, whole, with its clip where the phone cuts it.
    #expect(grid.text(x: 1, y: 12, width: 53).contains("Pizza Planet Deli…"))
    // Beside it: the island's state, the alert that expanded it, the clipped list and the event log.
    let side = grid.region(x: 56, y: 2, width: 23, height: 21).joined(separator: "\n")
    #expect(side.hasPrefix("ISLAND ─"), "\(side)")
    #expect(side.contains("─ expanded\n"), "\(side)")
    #expect(side.contains("ALERT  Pizza Planet"))
    #expect(side.contains("CLIPPED: 1"))
    #expect(side.contains("✂ lock-screen/content"))
    #expect(side.contains("EVENT LOG"))
    #expect(side.contains("10:00 ● step 4/5"))
    #expect(grid.row(23).hasPrefix(" n next  p back"))
  }

  @Test("At 80×24 the island's heading says what it shows, in a shorter form, rather than 'showin…'")
  func islandHeadingFitsBesideTheColumn() {
    // The panel beside the column is 23 cells wide at 80 columns: every note of the island's heading was cut
    // to `DYNAMIC ISLAND  showin…`, so an alert, an end or a dismissal never said so there.
    func heading(_ model: SimulatorModel, row: Int = 2) -> String {
      ScreenLayout.compose(model).text(x: 56, y: row, width: 23)
    }
    var model = TUITestSupport.model(columns: 80, rows: 24)
    #expect(heading(model) == "ISLAND  showing compact", "\(heading(model))")
    model.type("n", at: 1)
    #expect(heading(model) == "ISLAND ─────── expanded", "\(heading(model))")
    #expect(heading(model, row: 3).hasSuffix(" expanded now"), "\(heading(model, row: 3))")
    model.type("ed", at: 10)
    #expect(heading(model).hasSuffix(" empty: ended"), "\(heading(model))")
    var fresh = TUITestSupport.model(columns: 80, rows: 24)
    fresh.type("ei", at: 1)
    #expect(heading(fresh).hasSuffix(" dismissed"), "\(heading(fresh))")
    #expect(!heading(fresh).contains("…"))
    // Two apps: both minimal.
    let two = PhoneScreenTests.model(columns: 80, rows: 24)
    #expect(heading(two).hasSuffix(" minimal: 2 apps"), "\(heading(two))")
    // Where there is room, the words are whole.
    #expect(ScreenLayout.compose(TUITestSupport.model()).text.contains("DYNAMIC ISLAND"))
  }

  @Test("x shows the expanded island in the large box, and the Lock Screen again")
  func xSwapsTheLargeBox() {
    var model = TUITestSupport.model(columns: 80, rows: 24)
    model.type("x", at: 1)
    var grid = ScreenLayout.compose(model)
    #expect(grid.row(8).hasPrefix(" Expanded 53×14 · x: Lock Screen"), "\(grid.row(8))")
    #expect(grid.text(x: 1, y: 11, width: 53).contains("Pizza"))
    #expect(!grid.text.contains("Andy's Buzz's Cosmic Supreme"), "the Lock Screen's order line is gone")
    // Its clips are still listed: every line names its presentation.
    #expect(grid.text.contains("✂ lock-screen/content"))
    model.type("x", at: 2)
    grid = ScreenLayout.compose(model)
    #expect(grid.row(8).hasPrefix(" ▶ Lock Screen 53×14  ✂ 1 clipped · x: expanded"), "\(grid.row(8))")
    // Without UTF-8 the hint follows a comma: an ASCII `-` after the counts would read as a minus.
    let ascii = ScreenLayout.compose(model, ascii: true)
    #expect(ascii.row(8).hasPrefix(" > Lock Screen 53x14  x 1 clipped, x: expanded"), "\(ascii.row(8))")
    #expect(ascii.cells.allSatisfy { $0.text.allSatisfy(\.isASCII) })
    // The key changes only the screen: the phone logged nothing.
    #expect(model.log.count == TUITestSupport.model(columns: 80, rows: 24).log.count)
  }

  @Test("Narrower than the panel beside the column, the clipped list and the log go under it")
  func panelsUnderTheColumn() {
    let grid = ScreenLayout.compose(TUITestSupport.model(columns: 60, rows: 30))
    let below = grid.rows(24..<29).joined(separator: "\n")
    #expect(below.contains("CLIPPED: 1"), "\(grid.text)")
    #expect(below.contains("EVENT LOG"), "\(grid.text)")
    #expect(below.contains("10:00:00  ●       start placed"), "\(grid.text)")
    // Exactly as tall as the column: no panel, and no row written over the key bar.
    let tight = ScreenLayout.compose(TUITestSupport.model(columns: 55, rows: 24))
    #expect(!tight.text.contains("CLIPPED"))
    #expect(tight.row(23).hasPrefix(" n next"))
  }

  @Test("With two apps in the island, their minimal views sit in the column, their places on a spare row")
  func twoApps() throws {
    var model = SimulatorModel(
      definition: try BuiltinFixture.definition("courier"), others: [TUITestSupport.pizza],
      device: .iPhone15Pro, pushesDirectory: nil, screen: ScreenSize(columns: 80, rows: 24),
      wall: TUITestSupport.wall)
    var grid = ScreenLayout.compose(model)
    #expect(grid.row(2).hasPrefix(" ▶ courier                            ▶ pizza-planet"), "\(grid.row(2))")
    // At 24 rows the large box's label takes the row the places would use, whole.
    #expect(grid.text(x: 0, y: 8, width: 55).hasPrefix(" ▶ Lock Screen 53×14 · x: expanded     "))
    _ = model.update(.resize(columns: 80, rows: 25))
    grid = ScreenLayout.compose(model)
    #expect(grid.row(8).contains("attached"), "\(grid.row(8))")
    #expect(grid.row(9).hasPrefix(" ▶ Lock Screen 53×14"), "\(grid.row(9))")
  }

  @Test(
    "A help taller than the terminal turns its pages with space, whole keys to a page; any other key closes it"
  )
  func helpPages() {
    var model = TUITestSupport.model(columns: 80, rows: 24)
    model.type("?", at: 1)
    var grid = ScreenLayout.compose(model)
    let pages = HelpBox.pages(on: ScreenSize(columns: 80, rows: 24), ascii: false)
    #expect(pages > 1)
    #expect(grid.text.contains("page 1 of \(pages) · space: page 2 of \(pages)"))
    #expect(grid.row(23).hasPrefix(" space turns the page, any other key closes help"))
    var seen = ""
    for page in 1...pages {
      grid = ScreenLayout.compose(model)
      #expect(grid.text.contains("page \(page) of \(pages)"), "page \(page)")
      seen += grid.text
      if page < pages { model.type(" ", at: 1 + Double(page)) }
    }
    #expect(grid.text.contains("page \(pages) of \(pages) · any key closes the help"))
    #expect(grid.row(23).hasPrefix(" any key closes help"))
    // Every key is on some page, its summary wrapped under it rather than cut: the 80-column box is too
    // narrow for the longest.
    for binding in KeyTable.main {
      #expect(seen.contains(binding.keyLabel(ascii: false)), "\(binding.short)")
    }
    #expect(seen.contains("rotate the focused activity's push token; a push to the old"))
    #expect(seen.contains("one is lost"))
    #expect(seen.contains("FIXTURE --device NAME."))
    #expect(!seen.contains("…│"), "no summary is cut at the box's edge")
    // Space on the last page closes the help, as any other key does.
    model.type(" ", at: 10)
    #expect(model.mode == .normal)
    model.type("?z", at: 11)
    #expect(model.mode == .normal)
    // On a tall terminal the help is one page: no page line, and space closes it.
    var tall = TUITestSupport.model()
    tall.type("?", at: 1)
    #expect(!ScreenLayout.compose(tall).text.contains("page 1 of"))
    tall.type(" ", at: 2)
    #expect(tall.mode == .normal)
  }

  @Test("Space turns as many pages of the help as the terminal draws, its keys written in ASCII or not")
  func helpPagesInASCII() throws {
    // A size where the two forms wrap to different numbers of pages: ASCII's labels are longer or shorter.
    let sizes = (55...110).flatMap { columns in (24...40).map { ScreenSize(columns: columns, rows: $0) } }
    let screen = try #require(
      sizes.first { HelpBox.pages(on: $0, ascii: true) != HelpBox.pages(on: $0, ascii: false) })
    for ascii in [false, true] {
      var model = TUITestSupport.model(columns: screen.columns, rows: screen.rows)
      model.writesKeysInASCII = ascii
      model.type("?", at: 1)
      let pages = HelpBox.pages(on: screen, ascii: ascii)
      for page in 1..<pages {
        model.type(" ", at: 1 + Double(page))
        #expect(model.mode != .normal, "space on page \(page) of \(pages) turns the page")
        let text = ScreenLayout.compose(model, ascii: ascii).text
        #expect(text.contains("page \(page + 1) of \(pages)"), "\(screen), ascii \(ascii)")
      }
      model.type(" ", at: 100)
      #expect(model.mode == .normal, "space on the last page closes the help (\(screen), ascii \(ascii))")
    }
  }

  @Test("A wrapped summary keeps a blank cell before the help box's right border, as its widest line does")
  func helpKeepsItsRightMargin() {
    // At 80 columns the help wrapped its summaries one cell too wide: "… Apple Watch 45 mm,│" and "… to the
    // old one│" ran into the border, while every unwrapped line ends a cell short of it.
    for columns in [60, 80, 100] {
      var model = TUITestSupport.model(columns: columns, rows: 24)
      model.type("?", at: 1)
      let box = HelpBox(rows: 24, columns: columns, ascii: false)
      let x = (columns - box.width) / 2
      let top = (24 - box.height) / 2
      for page in 0..<box.pages {
        let grid = ScreenLayout.compose(model)
        for y in (top + 1)..<(top + box.height - 1) {
          let lastInside = grid[x + box.width - 2, y].text
          #expect(lastInside == " ", "\(columns) columns, page \(page + 1): \(grid.row(y))")
        }
        model.type(" ", at: 2 + Double(page))
      }
    }
  }

  @Test("A key's wrapped summary is never split between two pages")
  func wholeKeysToAPage() {
    for rows in 24...40 {
      let box = HelpBox(rows: rows, columns: 80, ascii: false)
      for page in 0..<box.pages {
        let shown = box.rows(onPage: page)
        #expect(shown.first?.isFirst == true, "\(rows) rows, page \(page + 1)")
        #expect(shown.count <= box.perPage)
      }
      #expect((0..<box.pages).map { box.rows(onPage: $0).count }.reduce(0, +) == box.rows.count)
    }
  }
}
