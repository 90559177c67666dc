#ifndef LA_SIM_CNCURSESW_SHIM_H
#define LA_SIM_CNCURSESW_SHIM_H

// Without this, curses.h hides the wide-character API (setcchar, add_wch, get_wch, mvaddwstr).
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <curses.h>
#include <dlfcn.h>
#include <stdio.h>

// glibc declares wcwidth only under _XOPEN_SOURCE, which Swift's importer does not set.
int wcwidth(wchar_t c);

struct la_curses_api {
  SCREEN *(*newterm)(const char *type, FILE *out, FILE *in);
  int(*set_escdelay)(int ms);
  int(*cbreak)(void);
  int(*noecho)(void);
  int(*nonl)(void);
  int(*keypad)(WINDOW *win, bool flag);
  int(*nodelay)(WINDOW *win, bool flag);
  int(*intrflush)(WINDOW *win, bool flag);
  int(*leaveok)(WINDOW *win, bool flag);
  int(*curs_set)(int visibility);
  bool(*has_colors)(void);
  int(*start_color)(void);
  int(*use_default_colors)(void);
  int(*resizeterm)(int lines, int columns);
  int(*clearok)(WINDOW *win, bool flag);
  int(*werase)(WINDOW *win);
  int(*setcchar)(cchar_t *glyph, const wchar_t *text, attr_t attributes, short pair, const void *options);
  int(*mvwadd_wch)(WINDOW *win, int y, int x, const cchar_t *glyph);
  int(*wnoutrefresh)(WINDOW *win);
  int(*doupdate)(void);
  int(*mvcur)(int old_row, int old_column, int new_row, int new_column);
  int(*wget_wch)(WINDOW *win, wint_t *code);
  int(*endwin)(void);
  int(*init_pair)(short pair, short foreground, short background);
  int *lines_variable;
  int *cols_variable;
  int *colors_variable;
  int *color_pairs_variable;
  WINDOW * *stdscr_variable;
  WINDOW * *curscr_variable;
};

// ncurses is opened when the simulator first needs it, not linked: `render`, `check` and `play` never
// draw on a terminal, and loading and relocating ncursesw and tinfo cost every start-up about 10 %.
// NULL when the library cannot be opened or lacks a symbol; `la_curses_error` then says why.
static inline const struct la_curses_api *la_curses(void) {
  static struct la_curses_api api;
  static int state = 0;  // 0: not tried, 1: loaded, -1: failed
  if (state == 0) {
    state = -1;
    void *library = dlopen("libncursesw.so.6", RTLD_NOW | RTLD_GLOBAL);
    if (library == NULL) library = dlopen("libncursesw.so", RTLD_NOW | RTLD_GLOBAL);
    if (library == NULL) return NULL;
    if ((api.newterm = (SCREEN *(*)(const char *type, FILE *out, FILE *in))dlsym(library, "newterm")) == NULL) return NULL;
    if ((api.set_escdelay = (int(*)(int ms))dlsym(library, "set_escdelay")) == NULL) return NULL;
    if ((api.cbreak = (int(*)(void))dlsym(library, "cbreak")) == NULL) return NULL;
    if ((api.noecho = (int(*)(void))dlsym(library, "noecho")) == NULL) return NULL;
    if ((api.nonl = (int(*)(void))dlsym(library, "nonl")) == NULL) return NULL;
    if ((api.keypad = (int(*)(WINDOW *win, bool flag))dlsym(library, "keypad")) == NULL) return NULL;
    if ((api.nodelay = (int(*)(WINDOW *win, bool flag))dlsym(library, "nodelay")) == NULL) return NULL;
    if ((api.intrflush = (int(*)(WINDOW *win, bool flag))dlsym(library, "intrflush")) == NULL) return NULL;
    if ((api.leaveok = (int(*)(WINDOW *win, bool flag))dlsym(library, "leaveok")) == NULL) return NULL;
    if ((api.curs_set = (int(*)(int visibility))dlsym(library, "curs_set")) == NULL) return NULL;
    if ((api.has_colors = (bool(*)(void))dlsym(library, "has_colors")) == NULL) return NULL;
    if ((api.start_color = (int(*)(void))dlsym(library, "start_color")) == NULL) return NULL;
    if ((api.use_default_colors = (int(*)(void))dlsym(library, "use_default_colors")) == NULL) return NULL;
    if ((api.resizeterm = (int(*)(int lines, int columns))dlsym(library, "resizeterm")) == NULL) return NULL;
    if ((api.clearok = (int(*)(WINDOW *win, bool flag))dlsym(library, "clearok")) == NULL) return NULL;
    if ((api.werase = (int(*)(WINDOW *win))dlsym(library, "werase")) == NULL) return NULL;
    if ((api.setcchar = (int(*)(cchar_t *glyph, const wchar_t *text, attr_t attributes, short pair, const void *options))dlsym(library, "setcchar")) == NULL) return NULL;
    if ((api.mvwadd_wch = (int(*)(WINDOW *win, int y, int x, const cchar_t *glyph))dlsym(library, "mvwadd_wch")) == NULL) return NULL;
    if ((api.wnoutrefresh = (int(*)(WINDOW *win))dlsym(library, "wnoutrefresh")) == NULL) return NULL;
    if ((api.doupdate = (int(*)(void))dlsym(library, "doupdate")) == NULL) return NULL;
    if ((api.mvcur = (int(*)(int old_row, int old_column, int new_row, int new_column))dlsym(library, "mvcur")) == NULL) return NULL;
    if ((api.wget_wch = (int(*)(WINDOW *win, wint_t *code))dlsym(library, "wget_wch")) == NULL) return NULL;
    if ((api.endwin = (int(*)(void))dlsym(library, "endwin")) == NULL) return NULL;
    if ((api.init_pair = (int(*)(short pair, short foreground, short background))dlsym(library, "init_pair")) == NULL) return NULL;
    if ((api.lines_variable = (int *)dlsym(library, "LINES")) == NULL) return NULL;
    if ((api.cols_variable = (int *)dlsym(library, "COLS")) == NULL) return NULL;
    if ((api.colors_variable = (int *)dlsym(library, "COLORS")) == NULL) return NULL;
    if ((api.color_pairs_variable = (int *)dlsym(library, "COLOR_PAIRS")) == NULL) return NULL;
    if ((api.stdscr_variable = (WINDOW * *)dlsym(library, "stdscr")) == NULL) return NULL;
    if ((api.curscr_variable = (WINDOW * *)dlsym(library, "curscr")) == NULL) return NULL;
    state = 1;
  }
  return state == 1 ? &api : NULL;
}

// Why ncurses could not be opened (dlerror's text), or NULL when it was.
static inline const char *la_curses_error(void) {
  if (la_curses() != NULL) return NULL;
  const char *reason = dlerror();
  return reason != NULL ? reason : "libncursesw.so.6 lacks a symbol la-sim needs";
}

static inline SCREEN * la_newterm(const char *type, FILE *out, FILE *in) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->newterm)(type, out, in) : NULL;
}
static inline int la_set_escdelay(int ms) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->set_escdelay)(ms) : ERR;
}
static inline int la_cbreak(void) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->cbreak)() : ERR;
}
static inline int la_noecho(void) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->noecho)() : ERR;
}
static inline int la_nonl(void) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->nonl)() : ERR;
}
static inline int la_keypad(WINDOW *win, bool flag) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->keypad)(win, flag) : ERR;
}
static inline int la_nodelay(WINDOW *win, bool flag) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->nodelay)(win, flag) : ERR;
}
static inline int la_intrflush(WINDOW *win, bool flag) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->intrflush)(win, flag) : ERR;
}
static inline int la_leaveok(WINDOW *win, bool flag) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->leaveok)(win, flag) : ERR;
}
static inline int la_curs_set(int visibility) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->curs_set)(visibility) : ERR;
}
static inline bool la_has_colors(void) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->has_colors)() : false;
}
static inline int la_start_color(void) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->start_color)() : ERR;
}
static inline int la_use_default_colors(void) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->use_default_colors)() : ERR;
}
static inline int la_resizeterm(int lines, int columns) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->resizeterm)(lines, columns) : ERR;
}
static inline int la_clearok(WINDOW *win, bool flag) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->clearok)(win, flag) : ERR;
}
static inline int la_werase(WINDOW *win) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->werase)(win) : ERR;
}
static inline int la_setcchar(cchar_t *glyph, const wchar_t *text, attr_t attributes, short pair, const void *options) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->setcchar)(glyph, text, attributes, pair, options) : ERR;
}
static inline int la_mvwadd_wch(WINDOW *win, int y, int x, const cchar_t *glyph) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->mvwadd_wch)(win, y, x, glyph) : ERR;
}
static inline int la_wnoutrefresh(WINDOW *win) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->wnoutrefresh)(win) : ERR;
}
static inline int la_doupdate(void) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->doupdate)() : ERR;
}
static inline int la_mvcur(int old_row, int old_column, int new_row, int new_column) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->mvcur)(old_row, old_column, new_row, new_column) : ERR;
}
static inline int la_wget_wch(WINDOW *win, wint_t *code) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->wget_wch)(win, code) : ERR;
}
static inline int la_endwin(void) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->endwin)() : ERR;
}
static inline int la_init_pair(short pair, short foreground, short background) {
  const struct la_curses_api *api = la_curses();
  return api != NULL ? (api->init_pair)(pair, foreground, background) : ERR;
}

// LINES, COLS, COLORS, COLOR_PAIRS, stdscr and curscr are mutable C globals of the library; Swift 6 refuses
// to read such globals directly ("not concurrency-safe"), so they are read through these functions, on the
// main actor only.
static inline int la_lines(void) { const struct la_curses_api *api = la_curses(); return api ? *api->lines_variable : 0; }
static inline int la_cols(void) { const struct la_curses_api *api = la_curses(); return api ? *api->cols_variable : 0; }
static inline int la_colors(void) { const struct la_curses_api *api = la_curses(); return api ? *api->colors_variable : 0; }
static inline int la_color_pairs(void) {
  const struct la_curses_api *api = la_curses();
  return api ? *api->color_pairs_variable : 0;
}
static inline WINDOW *la_stdscr(void) { const struct la_curses_api *api = la_curses(); return api ? *api->stdscr_variable : NULL; }
static inline WINDOW *la_curscr(void) { const struct la_curses_api *api = la_curses(); return api ? *api->curscr_variable : NULL; }

// The attribute macros expand to NCURSES_BITS(...) casts that Swift does not import.
static const attr_t la_A_NORMAL = A_NORMAL;
static const attr_t la_A_BOLD = A_BOLD;
static const attr_t la_A_DIM = A_DIM;
static const attr_t la_A_REVERSE = A_REVERSE;
static const attr_t la_A_UNDERLINE = A_UNDERLINE;

#endif
