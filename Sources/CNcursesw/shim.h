#ifndef LA_SIM_CNCURSESW_SHIM_H
#define LA_SIM_CNCURSESW_SHIM_H

// Without this, curses.h hides the wide-character API (setcchar, add_wch, get_wch, mvaddwstr).
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <curses.h>

// glibc declares wcwidth only under _XOPEN_SOURCE, which Swift's importer does not set.
int wcwidth(wchar_t c);

// LINES, COLS, COLORS, COLOR_PAIRS and stdscr are mutable C globals; Swift 6 refuses to read them
// directly ("not concurrency-safe"), so they are read through these functions, on the main actor only.
static inline int la_lines(void) { return LINES; }
static inline int la_cols(void) { return COLS; }
static inline int la_colors(void) { return COLORS; }
static inline int la_color_pairs(void) { return COLOR_PAIRS; }
static inline WINDOW *la_stdscr(void) { return stdscr; }
static inline WINDOW *la_curscr(void) { return curscr; }

// The attribute macros expand to NCURSES_BITS(...) casts that Swift does not import.
static const attr_t la_A_NORMAL = A_NORMAL;
static const attr_t la_A_BOLD = A_BOLD;
static const attr_t la_A_DIM = A_DIM;
static const attr_t la_A_REVERSE = A_REVERSE;
static const attr_t la_A_UNDERLINE = A_UNDERLINE;

#endif
