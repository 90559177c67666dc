import CNcursesw
import FrameFormats
import Rendering
import Simulator
import Views

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The terminal, through ncurses. The only type that calls curses, and the only file that imports it.
///
/// It paints a `ScreenGrid` (erase, draw every cell, refresh: ncurses sends only the cells that differ
/// from what the terminal already shows) and turns input into `KeyPress`es.
@MainActor
final class Terminal {
  /// How colours are drawn.
  enum Palette {
    /// No colour at all (`NO_COLOR`, `--no-color`, or a terminal without colour).
    case none
    /// The 8 ANSI colours.
    case ansi8
    /// The xterm 256-colour palette.
    case xterm256
  }

  private let window: UnsafeMutablePointer<WINDOW>
  /// Whether the locale's character set is UTF-8; if not, only ASCII is drawn.
  let isUTF8: Bool
  /// How colours are drawn.
  let palette: Palette
  private var pairs: [ColourPair: Int16] = [:]
  private var isOpen = true
  /// The grid painted last, to tell which graphemes sent past ncurses it may have drawn over.
  private var lastPainted: ScreenGrid?

  private struct ColourPair: Hashable {
    var foreground: NamedColor?
    var background: NamedColor?
    var scheme: ColorScheme
  }

  /// Takes over the terminal; nil (with the reason) when ncurses cannot use it.
  ///
  /// The caller must already have set up its signal sources (with the signals ignored), so that ncurses
  /// installs no handlers of its own.
  init(colour: Bool) throws(TerminalError) {
    // Without the locale, ncurses draws every non-ASCII glyph as blank.
    setlocale(LC_ALL, "")
    isUTF8 = String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8"
    let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
    guard !term.isEmpty, term != "dumb" else { throw TerminalError(message: "TERM is '\(term)'") }
    if let reason = la_curses_error() {
      throw TerminalError(message: "cannot open ncurses (\(String(cString: reason).terminalSafe))")
    }
    // newterm, unlike initscr, returns NULL instead of exiting when the terminal type is unknown.
    guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r"),
      la_newterm(nil, output, input) != nil, let window = la_stdscr()
    else {
      throw TerminalError(message: "ncurses cannot drive terminal type '\(term)'")
    }
    self.window = window
    la_set_escdelay(25)
    la_cbreak()
    la_noecho()
    la_nonl()
    la_keypad(window, true)
    la_nodelay(window, true)
    la_intrflush(window, false)
    la_leaveok(window, true)
    la_curs_set(0)
    if colour, la_has_colors() {
      la_start_color()
      la_use_default_colors()
      palette = la_colors() >= 256 ? .xterm256 : .ansi8
    } else {
      palette = .none
    }
  }

  /// The terminal's size in cells, after telling ncurses about any change (SIGWINCH).
  func updateSize() -> ScreenSize {
    var window = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 {
      la_resizeterm(Int32(window.ws_row), Int32(window.ws_col))
      // The terminal may have reflowed or cleared what it showed; repaint everything once.
      la_clearok(la_curscr(), true)
      lastPainted = nil
    }
    return size
  }

  /// The size ncurses works with.
  var size: ScreenSize { ScreenSize(columns: Int(la_cols()), rows: Int(la_lines())) }

  /// Shows `grid`: erase, draw every cell, refresh. Never `clear()`, which would resend the whole screen.
  func paint(_ grid: ScreenGrid) {
    guard isOpen else { return }
    la_werase(window)
    let rows = min(grid.height, Int(la_lines()))
    let columns = min(grid.width, Int(la_cols()))
    var characters: [wchar_t] = []
    characters.reserveCapacity(8)
    for y in 0..<rows {
      for x in 0..<columns {
        let cell = grid[x, y]
        guard let grapheme = cell.text.first else { continue }
        characters.removeAll(keepingCapacity: true)
        // Only what ncurses advances over exactly `CellWidth.of(grapheme)` cells (e.g. 👨 for 👨‍🍳).
        for scalar in CellWidth.paintable(grapheme).unicodeScalars {
          characters.append(wchar_t(bitPattern: scalar.value))
        }
        if characters.isEmpty { characters.append(32) }
        characters.append(0)
        var glyph = cchar_t()
        let (attributes, pair) = rendition(cell.style)
        la_setcchar(&glyph, characters, attributes, pair, nil)
        la_mvwadd_wch(window, Int32(y), Int32(x), &glyph)
      }
    }
    la_wnoutrefresh(window)
    la_doupdate()
    paintWhole(grid, rows: rows, columns: columns)
    lastPainted = grid
  }

  /// Sends the graphemes ncurses cannot paint in one cell (`CellWidth.whole`: 👨‍🍳, Hangul jamo) straight to
  /// the terminal, over the base scalar ncurses painted in their cells, in the attributes the terminal is
  /// left in. ncurses keeps believing the cells hold the base; it redraws a cell only when it changes or
  /// when it rewrites a stretch of a row between changed cells, so a grapheme is sent again only then:
  /// when its row changed around it since the last paint, or after a resize.
  private func paintWhole(_ grid: ScreenGrid, rows: Int, columns: Int) {
    var bytes = ""
    for y in 0..<rows {
      var changed: ClosedRange<Int>? = 0...max(0, columns - 1)
      if let last = lastPainted, last.width == grid.width, last.height == grid.height {
        let differing = (0..<columns).filter { last[$0, y] != grid[$0, y] }
        changed = differing.first.map { $0...differing.last! }
      }
      guard let changed else { continue }
      for x in changed {
        guard let grapheme = grid[x, y].text.first, let whole = CellWidth.whole(grapheme) else { continue }
        bytes += "\u{1B}[\(y + 1);\(x + 1)H" + whole
      }
    }
    guard !bytes.isEmpty else { return }
    var data = Array(bytes.utf8)[...]
    while !data.isEmpty {
      let written = data.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { break }
      data = data.dropFirst(written)
    }
    // The cursor is no longer where ncurses left it. mvcur tells ncurses it is at the top left corner and
    // moves it there, but through `putchar`, into C's `stdout` buffer, which nothing else flushes (ncurses
    // writes its own buffer to the descriptor): unflushed, the move never reached the terminal while ncurses
    // believed it had, and its next update began with a relative move (`ESC [ 40 d` keeps the column) from
    // just after the last grapheme sent here, so the end prompt started at column 81 of the last row and
    // scrolled the screen. Flushing every stream sends the move now, after the graphemes.
    la_mvcur(-1, -1, 0, 0)
    fflush(nil)
  }

  /// Every key waiting on standard input, and whether anything at all could be read (keys ncurses knows
  /// but the simulator does not use are read and dropped).
  func readKeys() -> (keys: [KeyPress], readAnything: Bool) {
    var keys: [KeyPress] = []
    var readAnything = false
    while true {
      var code: wint_t = 0
      let result = la_wget_wch(window, &code)
      if result == ERR { break }
      readAnything = true
      if result == KEY_CODE_YES {
        switch Int32(code) {
        case KEY_LEFT: keys.append(.left)
        case KEY_RIGHT: keys.append(.right)
        case KEY_UP: keys.append(.up)
        case KEY_DOWN: keys.append(.down)
        case KEY_ENTER: keys.append(.enter)
        default: break
        }
        continue
      }
      switch code {
      case 3: keys.append(.controlC)
      case 27: keys.append(.escape)
      case 10, 13: keys.append(.enter)
      default:
        if let scalar = Unicode.Scalar(UInt32(code)), code >= 32 {
          keys.append(.character(Character(scalar)))
        }
      }
    }
    return (keys, readAnything)
  }

  /// Gives the terminal back: echo, line mode, the cursor and the main screen.
  func close() {
    guard isOpen else { return }
    isOpen = false
    la_curs_set(1)
    la_endwin()
  }

  private func rendition(_ style: ScreenStyle) -> (attr_t, Int16) {
    var attributes = la_A_NORMAL
    if style.bold { attributes |= la_A_BOLD }
    if style.dim { attributes |= la_A_DIM }
    if style.reverse { attributes |= la_A_REVERSE }
    if style.underline { attributes |= la_A_UNDERLINE }
    return (attributes, pair(ColourPair(foreground: style.foreground, background: style.background, scheme: style.colorScheme)))
  }

  private func pair(_ key: ColourPair) -> Int16 {
    guard palette != .none, key.foreground != nil || key.background != nil else { return 0 }
    if let known = pairs[key] { return known }
    let number = pairs.count + 1
    guard number < min(Int(la_color_pairs()), Int(Int16.max)) else { return 0 }
    la_init_pair(
      Int16(number), colourNumber(key.foreground, background: false, scheme: key.scheme),
      colourNumber(key.background, background: true, scheme: key.scheme))
    pairs[key] = Int16(number)
    return Int16(number)
  }

  /// SwiftUI's system colours that the terminal's own palette has too (its bright ANSI colours), as iOS's
  /// adapt to the appearance and the terminal's to its theme; the others come from the 256-colour cube.
  /// A palette colour also costs half the bytes of a cube colour on every countdown tick.
  static func systemColourIndex(_ colour: NamedColor) -> Int? {
    switch colour {
    case .red: 9
    case .green: 10
    case .yellow: 11
    case .blue: 12
    case .purple: 13
    case .cyan: 14
    case .gray: 8
    default: nil
    }
  }

  private func colourNumber(_ colour: NamedColor?, background: Bool, scheme: ColorScheme) -> Int16 {
    guard let colour else { return -1 }
    if scheme == .light, palette == .xterm256 { return Int16(ANSIText.paletteIndex(colour, in: .light)) }
    // The island and the dark cards are black with white text: drawn in the terminal's own colours, so
    // a light terminal stays readable and each countdown tick sends no background or default colour codes.
    if background ? colour == .black : (colour == .white || colour == .primary) { return -1 }
    if palette == .xterm256 { return Int16(Self.systemColourIndex(colour) ?? ANSIText.paletteIndex(colour)) }
    switch colour {
    case .black: return Int16(COLOR_BLACK)
    case .red, .pink: return Int16(COLOR_RED)
    case .green, .mint: return Int16(COLOR_GREEN)
    case .yellow, .orange, .brown: return Int16(COLOR_YELLOW)
    case .blue, .indigo: return Int16(COLOR_BLUE)
    case .purple: return Int16(COLOR_MAGENTA)
    case .teal, .cyan: return Int16(COLOR_CYAN)
    case .white, .primary, .secondary, .tertiary, .gray: return Int16(COLOR_WHITE)
    }
  }
}
