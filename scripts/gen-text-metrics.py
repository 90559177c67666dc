#!/usr/bin/env python3
"""Writes Sources/Layout/TextMetrics+Table.swift: advance widths, in 1/2048 em, of Inter (Debian's
fonts-inter) scaled to SF Pro's published average advance, for the nine weights SwiftUI names.

    python3 scripts/gen-text-metrics.py           # rewrite the Swift file, print the figures
    python3 scripts/gen-text-metrics.py --check   # exit 1 if the checked-in file is out of date

Needs `apt-get install fonts-inter` and `pip install fonttools`.
"""

import os
import sys

from fontTools.ttLib import TTFont

FONT_DIR = "/usr/share/fonts/opentype/inter"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "Layout",
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

# English letter frequencies, space included, as capsize computes `xWidthAvg` with them:
# seek-oss/capsize, packages/unpack/src/index.ts (`WEIGHTINGS`, before the WikiNews-derived tables),
# adapted there from https://en.wikipedia.org/wiki/Letter_frequency. capsize's figure for the
# system font (.SFNS, unitsPerEm 2048) with these weights is xWidthAvg = 853.
CAPSIZE_EN = {
    " ": 0.1818, "a": 0.0668, "b": 0.0122, "c": 0.0228, "d": 0.0348, "e": 0.1039, "f": 0.0182,
    "g": 0.0165, "h": 0.0499, "i": 0.057, "j": 0.0013, "k": 0.0063, "l": 0.0329, "m": 0.0197,
    "n": 0.0552, "o": 0.0614, "p": 0.0158, "q": 0.0008, "r": 0.049, "s": 0.0518, "t": 0.0741,
    "u": 0.0226, "v": 0.008, "w": 0.0193, "x": 0.0012, "y": 0.0162, "z": 0.0006,
}
SF_X_WIDTH_AVG = 853 / 2048  # 0.4165 em

UNITS = 2048  # the table's unit: 1/2048 em, as SF's own unitsPerEm
MISSING = 0xFFF  # 12-bit code for "Inter has no glyph here"
# Blocks of 256 scalars the table covers: Latin (Basic, Latin-1, Extended-A/B), IPA and spacing
# modifiers, combining marks, Greek, Cyrillic, phonetic extensions, Latin Extended Additional,
# Greek Extended, general punctuation, super/subscripts, currency, letterlike, number forms,
# arrows, mathematical operators, technical, enclosed alphanumerics, box drawing, shapes,
# miscellaneous symbols and dingbats.
PAGES = [0x00, 0x01, 0x02, 0x03, 0x04, 0x1D, 0x1E, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27]
PAGE_LIMIT = 0x30  # pages 0x00..0x2F get an entry in the page index


def load(name):
    font = TTFont(os.path.join(FONT_DIR, "Inter-%s.otf" % name))
    return font, font.getBestCmap(), font["hmtx"], font["head"].unitsPerEm


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


def x_width_avg(cmap, hmtx, upm):
    return sum(w * hmtx[cmap[ord(c)]][0] for c, w in CAPSIZE_EN.items()) / upm


def swift_array(name, kind, values, indent="    "):
    lines = ["%sstatic let %s: [%s] = [" % (indent, name, kind)]
    row = indent + "  "
    for i, v in enumerate(values):
        item = "%d," % v
        if len(row) + len(item) + 1 > 108:
            lines.append(row.rstrip())
            row = indent + "  "
        row += item + " "
    lines.append(row.rstrip())
    lines.append(indent + "]")
    return lines


def build():
    fonts = [(name, load(up), load(it)) for name, up, it in WEIGHTS]
    regular = fonts[3][1]
    inter_avg = x_width_avg(regular[1], regular[2], regular[3])
    factor = SF_X_WIDTH_AVG / inter_avg
    report = ["Inter Regular xWidthAvg %.4f em; SF Pro 0.4165 em; scale factor %.4f" % (inter_avg, factor)]

    advances, digits, colons, averages = [], [], [], []
    italic_ascii, italic_avg_worst, italic_over = 0.0, 0.0, set()
    for name, (font, cmap, hmtx, upm), (ifont, icmap, ihmtx, iupm) in fonts:
        to_units = factor * UNITS / upm
        avg = x_width_avg(cmap, hmtx, upm) * factor
        iavg = x_width_avg(icmap, ihmtx, iupm) * factor
        averages.append(round(avg * UNITS))
        italic_avg_worst = max(italic_avg_worst, abs(iavg - avg) / avg)
        tnum = tabular_map(font)
        digit = max(hmtx[tnum.get(cmap[c], cmap[c])][0] for c in range(0x30, 0x3A))
        digits.append(round(digit * to_units))
        colons.append(round(hmtx[tnum.get(cmap[0x3A], cmap[0x3A])][0] * to_units))
        report.append("  %-10s xWidthAvg %.4f em (italic %.4f), tabular digit %.4f em" %
                      (name, avg, iavg, digit * factor / upm))
        for page in PAGES:
            for scalar in range(page * 256, page * 256 + 256):
                glyph = cmap.get(scalar)
                if glyph is None:
                    advances.append(MISSING)
                    continue
                units = round(hmtx[glyph][0] * to_units)
                assert 0 <= units < MISSING, (name, hex(scalar), units)
                advances.append(units)
                iglyph = icmap.get(scalar)
                if iglyph is not None and hmtx[glyph][0] > 0 and scalar < 0x250:
                    diff = abs(ihmtx[iglyph][0] - hmtx[glyph][0]) / hmtx[glyph][0]
                    if scalar < 0x7F:
                        italic_ascii = max(italic_ascii, diff)
                    if diff > 0.01:
                        italic_over.add(scalar)
    report.append("Italic vs upright: weighted averages within %.2f %%, ASCII glyphs within %.1f %%, "
                  "%d Latin scalars below U+0250 differ by more than 1 %% in some weight" %
                  (italic_avg_worst * 100, italic_ascii * 100, len(italic_over)))

    page_index = [0xFF] * PAGE_LIMIT
    for block, page in enumerate(PAGES):
        page_index[page] = block
    out = [
        "// Generated by scripts/gen-text-metrics.py from Debian's fonts-inter; do not edit by hand.",
        "// Regenerate: python3 scripts/gen-text-metrics.py (CI runs it with --check).",
        "//",
        "// Advance widths in 1/2048 em of Inter (Thin ... Black for ultraLight ... black), every weight",
        "// scaled by %.6f, the factor that brings Inter Regular's letter-frequency-weighted average" % factor,
        "// advance (capsize's English weights, space included) from %.4f em to SF Pro's 0.4165 em." % inter_avg,
        "// Italic is not stored: %s." % report[-1].split(": ", 1)[1].replace(", %d" % len(italic_over),
                                                                            ",\n// %d" % len(italic_over)),
        "",
        "extension TextMetrics {",
        "  /// The generated advance table.",
        "  enum Table {",
        "    /// Inter Regular's weighted average advance before scaling, in em.",
        "    static let interAverage = %.6f" % inter_avg,
        "    /// The one factor applied to every weight.",
        "    static let scale = %.6f" % factor,
        "    /// The code for a scalar Inter has no glyph for.",
        "    static let missing: UInt16 = 0x%X" % MISSING,
        "    /// Scalars per weight in `advances`: %d blocks of 256." % len(PAGES),
        "    static let perWeight = %d" % (len(PAGES) * 256),
        "    /// Block of `advances` for each page of 256 scalars below U+%04X; 255: not in the table." % (
            PAGE_LIMIT * 256),
    ]
    out += swift_array("pageBlock", "UInt8", page_index)
    out += ["    /// Weighted average advance per weight, 1/2048 em (regular is 853)."]
    out += swift_array("averageAdvance", "UInt16", averages)
    out += ["    /// Inter's tabular (`tnum`) digit per weight, 1/2048 em."]
    out += swift_array("tabularDigit", "UInt16", digits)
    out += ["    /// Inter's tabular colon per weight, 1/2048 em."]
    out += swift_array("tabularColon", "UInt16", colons)
    out += [
        "    /// Advances, weight-major then scalar (`perWeight` per weight), `missing` where Inter has no glyph.",
        "    /// An array literal of constants: the optimizer emits it as data in the binary, so nothing is",
        "    /// decoded or copied at start-up.",
    ]
    out += swift_array("advances", "UInt16", advances)
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
