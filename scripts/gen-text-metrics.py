#!/usr/bin/env python3
"""Writes Sources/Typography/TextMetrics+Table.swift: advance widths, in 1/2048 em, of SF Pro's two designs as
la-sim stands them in: SF Pro Text (what iOS draws up to 17 pt) by Inter, SF Pro Display (from 28 pt) by
Inter Display, both from Debian's fonts-inter, unscaled, with the glyphs where Inter differs from SF by more
than 5 % (digits, colon, space, ellipsis, percent, apostrophe, period, comma, middle dot, dashes, slash,
ampersand, exclamation mark, parentheses) set to the figures of SF Pro's advance tables.

    python3 scripts/gen-text-metrics.py           # rewrite the Swift file, print the figures
    python3 scripts/gen-text-metrics.py --check   # exit 1 if the checked-in file is out of date

Needs `apt-get install fonts-inter` (Inter 4, which has the Inter Display cut) and `pip install fonttools`.
"""

import os
import sys

from fontTools.ttLib import TTFont

FONT_DIR = "/usr/share/fonts/opentype/inter"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "Typography",
                   "TextMetrics+Table.swift")

# Inter's static instances, in SwiftUI's Font.Weight order (ultraLight ... black).
WEIGHTS = [
    ("ultraLight", "Thin", "ThinItalic"),
    ("thin", "ExtraLight", "ExtraLightItalic"),
    ("light", "Light", "LightItalic"),
    ("regular", "Regular", "Italic"),
    ("medium", "Medium", "MediumItalic"),
    ("semibold", "SemiBold", "SemiBoldItalic"),
    ("bold", "Bold", "BoldItalic"),
    ("heavy", "ExtraBold", "ExtraBoldItalic"),
    ("black", "Black", "BlackItalic"),
]
REGULAR, MEDIUM, SEMIBOLD, BOLD = 3, 4, 5, 6
# The two designs: SF Pro Text stood in for by Inter, SF Pro Display by Inter Display.
DESIGNS = [("text", "Inter"), ("display", "InterDisplay")]

# English letter frequencies, space included, as capsize computes `xWidthAvg` with them:
# seek-oss/capsize, packages/unpack/src/index.ts (`WEIGHTINGS`), adapted there from
# https://en.wikipedia.org/wiki/Letter_frequency. capsize's figure for the system font (.SFNS, SF Pro
# Display at its default optical size) with these weights is xWidthAvg = 853/2048 = 0.4165 em.
CAPSIZE_EN = {
    " ": 0.1818, "a": 0.0668, "b": 0.0122, "c": 0.0228, "d": 0.0348, "e": 0.1039, "f": 0.0182,
    "g": 0.0165, "h": 0.0499, "i": 0.057, "j": 0.0013, "k": 0.0063, "l": 0.0329, "m": 0.0197,
    "n": 0.0552, "o": 0.0614, "p": 0.0158, "q": 0.0008, "r": 0.049, "s": 0.0518, "t": 0.0741,
    "u": 0.0226, "v": 0.008, "w": 0.0193, "x": 0.0012, "y": 0.0162, "z": 0.0006,
}
SF_DISPLAY_X_WIDTH_AVG = 853 / 2048

# Figures read from the advance tables of the current SF Pro fonts (issue 20 and shared ACTIVITYKIT.md §6;
# facts about the fonts, not the fonts): {design: {scalar: {weight index: em}}}. A weight without a figure
# takes the nearest weight's, scaled as Inter's glyph scales between the two; a Display glyph without a
# figure takes the Text figure scaled as Inter Display's glyph is to Inter's.
def em(units):
    return units / 2048


SF_PROPORTIONAL_DIGITS = {
    "text": {
        REGULAR: [1290, 950, 1236, 1284, 1318, 1266, 1304, 1166, 1308, 1304],
        MEDIUM: [1330, 985, 1265, 1315, 1350, 1299, 1339, 1192, 1349, 1339],
        SEMIBOLD: [1361, 1012, 1288, 1339, 1375, 1325, 1365, 1212, 1380, 1365],
        BOLD: [1402, 1048, 1317, 1370, 1407, 1359, 1400, 1238, 1421, 1400],
    },
    "display": {REGULAR: [1242, 908, 1159, 1212, 1238, 1198, 1264, 1120, 1228, 1264]},
}
SF_TABULAR_DIGIT = {
    "text": {REGULAR: 0.630, MEDIUM: 0.645, SEMIBOLD: 0.656, BOLD: 0.671},
    "display": {REGULAR: 0.6045, MEDIUM: 0.620, SEMIBOLD: 0.631, BOLD: 0.647},
}


def by_weight(regular, medium, semibold, bold):
    return {REGULAR: regular, MEDIUM: medium, SEMIBOLD: semibold, BOLD: bold}


COLON = by_weight(0.297, 0.315, 0.329, 0.348)
SF_GLYPHS = {
    "text": {
        ":": COLON, "'": COLON, ".": COLON, ",": COLON, "\u00B7": COLON,
        " ": by_weight(0.281, 0.273, 0.266, 0.258),
        "\u2026": by_weight(0.805, 0.858, 0.900, 0.954),
        "%": by_weight(0.925, 0.965, 0.996, 1.036),
        "\u2013": by_weight(0.583, 0.599, 0.611, 0.627),
        "\u2014": by_weight(0.874, 0.886, 0.895, 0.907),
        "/": by_weight(0.305, 0.315, 0.324, 0.334),
        "&": by_weight(0.711, 0.723, 0.732, 0.745),
        "!": by_weight(0.311, 0.327, 0.340, 0.356),
        "(": {REGULAR: 0.382}, ")": {REGULAR: 0.382},
    },
    "display": {
        ":": {REGULAR: 0.215, BOLD: 0.241},
        " ": {REGULAR: 0.205, BOLD: 0.198},
        "\u2026": {REGULAR: 0.592, BOLD: 0.681},
        "%": {REGULAR: 0.808, BOLD: 0.890},
    },
}

UNITS = 2048  # the table's unit: 1/2048 em, as SF's own unitsPerEm
MISSING = 0xFFF  # 12-bit code for "Inter has no glyph here"
# Blocks of 256 scalars the table covers: Latin (Basic, Latin-1, Extended-A/B), IPA and spacing
# modifiers, combining marks, Greek, Cyrillic, phonetic extensions, Latin Extended Additional,
# Greek Extended, general punctuation, super/subscripts, currency, letterlike, number forms,
# arrows, mathematical operators, technical, enclosed alphanumerics, box drawing, shapes,
# miscellaneous symbols and dingbats.
PAGES = [0x00, 0x01, 0x02, 0x03, 0x04, 0x1D, 0x1E, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27]
PAGE_LIMIT = 0x30  # pages 0x00..0x2F get an entry in the page index


class Face:
    def __init__(self, family, style):
        self.font = TTFont(os.path.join(FONT_DIR, "%s-%s.otf" % (family, style)))
        self.cmap = self.font.getBestCmap()
        self.hmtx = self.font["hmtx"]
        self.upm = self.font["head"].unitsPerEm
        self.tnum = tabular_map(self.font)

    def em(self, scalar, tabular=False):
        glyph = self.cmap.get(scalar)
        if glyph is None:
            return None
        if tabular:
            glyph = self.tnum.get(glyph, glyph)
        return self.hmtx[glyph][0] / self.upm


def tabular_map(font):
    """Glyph substitutions of the font's `tnum` feature (single substitutions only)."""
    gsub = font["GSUB"].table
    mapping = {}
    for record in gsub.FeatureList.FeatureRecord:
        if record.FeatureTag != "tnum":
            continue
        for index in record.Feature.LookupListIndex:
            for sub in gsub.LookupList.Lookup[index].SubTable:
                sub = getattr(sub, "ExtSubTable", sub)
                mapping.update(getattr(sub, "mapping", {}))
    return mapping


def nearest(figures, weight):
    return min(figures, key=lambda given: (abs(given - weight), given))


def from_figures(figures, weight, inter_em):
    """A figure at `weight`: given, or the nearest given weight's scaled as Inter's glyph scales."""
    anchor = nearest(figures, weight)
    if anchor == weight:
        return figures[weight]
    return figures[anchor] * inter_em(weight) / inter_em(anchor)


def sf_em(faces, design, scalar, weight, tabular=False):
    """SF's advance in em where a figure is known (directly or through the rules above), else None."""
    char = chr(scalar)
    if tabular and not 0x30 <= scalar <= 0x39:
        tabular = False  # `.monospacedDigit()` changes the digits only: SF's colon stays its own width
    inter = lambda w: faces[design][w].em(scalar, tabular)
    if 0x30 <= scalar <= 0x39:
        if tabular:
            # Every tabular digit has the width of 0.
            return from_figures(SF_TABULAR_DIGIT[design], weight,
                                lambda w: faces[design][w].em(0x30, True))
        figures = {w: em(d[scalar - 0x30]) for w, d in SF_PROPORTIONAL_DIGITS[design].items()}
        if design == "display" and weight != REGULAR:
            # Display digits beyond regular: the Text digit at this weight, as Display regular is to Text.
            text = sf_em(faces, "text", scalar, weight)
            return text * figures[REGULAR] / sf_em(faces, "text", scalar, REGULAR)
        return from_figures(figures, weight, inter)
    if char in SF_GLYPHS[design]:
        return from_figures(SF_GLYPHS[design][char], weight, inter)
    if design == "display" and char in SF_GLYPHS["text"]:
        return sf_em(faces, "text", scalar, weight) * faces["display"][weight].em(scalar) / \
            faces["text"][weight].em(scalar)
    return None


def x_width_avg(advance):
    return sum(w * advance(ord(c)) for c, w in CAPSIZE_EN.items())


def swift_array(name, kind, values, indent="    "):
    lines = ["%sstatic let %s: [%s] = [" % (indent, name, kind)]
    row = indent + "  "
    for v in values:
        item = "%d," % v
        if len(row) + len(item) + 1 > 108:
            lines.append(row.rstrip())
            row = indent + "  "
        row += item + " "
    lines.append(row.rstrip())
    lines.append(indent + "]")
    return lines


def build():
    faces = {design: [Face(family, style) for _, style, _ in WEIGHTS] for design, family in DESIGNS}
    italics = [Face("Inter", italic) for _, _, italic in WEIGHTS]
    report = []
    tables = {}
    for design, family in DESIGNS:
        advances, ascii_tabular, averages, digits = [], [], [], []
        for weight, (name, _, _) in enumerate(WEIGHTS):
            face = faces[design][weight]

            def advance(scalar, tabular=False):
                figure = sf_em(faces, design, scalar, weight, tabular)
                return figure if figure is not None else face.em(scalar, tabular)

            avg = x_width_avg(advance)
            averages.append(round(avg * UNITS))
            digits.append(round(advance(0x30, True) * UNITS))
            inter_avg = x_width_avg(lambda s: face.em(s))
            report.append("  %-7s %-10s average %.4f em (%s alone %.4f), tabular digit %.4f em" %
                          (design, name, avg, family, inter_avg, advance(0x30, True)))
            for page in PAGES:
                for scalar in range(page * 256, page * 256 + 256):
                    value = advance(scalar)
                    if value is None:
                        advances.append(MISSING)
                        continue
                    units = round(value * UNITS)
                    assert 0 <= units < MISSING, (design, name, hex(scalar), units)
                    advances.append(units)
            # The ASCII digits and colon with `.monospacedDigit()`.
            for scalar in range(0x30, 0x3B):
                ascii_tabular.append(round(advance(scalar, True) * UNITS))
        tables[design] = (advances, ascii_tabular, averages, digits)
    display_avg = tables["display"][2][REGULAR] / UNITS
    report.insert(0, "SF Pro Display's published average (capsize, .SFNS): %.4f em; Inter Display with SF's "
                  "figures: %.4f em (%+.1f %%)" % (SF_DISPLAY_X_WIDTH_AVG, display_avg,
                                                  (display_avg / SF_DISPLAY_X_WIDTH_AVG - 1) * 100))
    italic_avg_worst = 0.0
    for weight in range(len(WEIGHTS)):
        upright = x_width_avg(lambda s: faces["text"][weight].em(s))
        italic = x_width_avg(lambda s: italics[weight].em(s))
        italic_avg_worst = max(italic_avg_worst, abs(italic - upright) / upright)
    report.append("Italic vs upright (Inter): weighted averages within %.2f %%" % (italic_avg_worst * 100))

    page_index = [0xFF] * PAGE_LIMIT
    for block, page in enumerate(PAGES):
        page_index[page] = block
    out = [
        "// Generated by scripts/gen-text-metrics.py from Debian's fonts-inter; do not edit by hand.",
        "// Regenerate: python3 scripts/gen-text-metrics.py (CI runs it with --check).",
        "//",
        "// Advance widths in 1/2048 em for SF Pro's two designs, for the nine weights (Inter Thin ... Black",
        "// for ultraLight ... black): SF Pro Text stood in for by Inter, SF Pro Display by Inter Display, both",
        "// unscaled, with digits, colon, space, ellipsis, %, dashes and the other glyphs where Inter differs",
        "// from SF by more than 5 % set to the figures of SF Pro's advance tables (see the script).",
        "// %s" % report[0].replace("; ", ";\n// ") + ".",
        "// %s; italic is not stored." % report[-1],
        "",
        "extension TextMetrics {",
        "  /// The generated advance tables.",
        "  enum Table {",
        "    /// The code for a scalar the design has no glyph for.",
        "    static let missing: UInt16 = 0x%X" % MISSING,
        "    /// Scalars per weight in each design's advances: %d blocks of 256." % len(PAGES),
        "    static let perWeight = %d" % (len(PAGES) * 256),
        "    /// Block of the advances for each page of 256 scalars below U+%04X; 255: not in the table." % (
            PAGE_LIMIT * 256),
    ]
    out += swift_array("pageBlock", "UInt8", page_index)
    for design, family in DESIGNS:
        advances, ascii_tabular, averages, digits = tables[design]
        title = "SF Pro %s" % design.capitalize()
        out += ["    /// %s: letter-frequency average advance per weight, 1/2048 em." % title]
        out += swift_array("%sAverage" % design, "UInt16", averages)
        out += ["    /// %s with `.monospacedDigit()`: the digits 0-9 and the colon, per weight, 1/2048 em." %
                title]
        out += swift_array("%sTabular" % design, "UInt16", ascii_tabular)
        out += [
            "    /// %s: advances, weight-major then scalar (`perWeight` per weight), `missing` where %s" % (
                title, family),
            "    /// has no glyph. An array literal of constants: the optimizer emits it as data in the",
            "    /// binary, so nothing is decoded or copied at start-up.",
        ]
        out += swift_array("%sAdvances" % design, "UInt16", advances)
    out += ["  }", "}", ""]
    return "\n".join(out), report


def main():
    swift, report = build()
    path = os.path.normpath(OUT)
    if "--check" in sys.argv[1:]:
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        if current != swift:
            print("%s is out of date: run python3 scripts/gen-text-metrics.py" % os.path.relpath(path))
            sys.exit(1)
        return
    with open(path, "w", encoding="utf-8") as f:
        f.write(swift)
    print("\n".join(report))
    print("wrote %s" % os.path.relpath(path))


if __name__ == "__main__":
    main()
