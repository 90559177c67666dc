#!/usr/bin/env python3
"""Writes Sources/Typography/ScriptAdvances+Table.swift: the advance widths, in 1/2048 em, la-sim gives the
letters of scripts SF Pro's stand-in (Inter) lacks: Hebrew, Arabic, Devanagari and Thai, from Noto Sans
Hebrew, Arabic, Devanagari and Thai (Debian's fonts-noto-core), Regular and Bold, unscaled. iOS draws these
scripts in SF Hebrew, SF Arabic, Kohinoor Devanagari and Thonburi/SF Thai, whose advances are published
nowhere: every width from this table is an estimate, and la-sim says so where it reports one.

Arabic letters change shape with their neighbours, and la-sim measures a grapheme without its neighbours.
So an Arabic letter is given the advance it has on average in running text: a letter that joins on both
sides, (initial + 2 x medial + final) / 4, as in a four-letter word; one that joins only to the right (alef,
dal, reh, waw ...), (final + isolated) / 2. The forms are the font's own `init`, `medi` and `fina`
substitutions. Presentation forms (U+FB50 ...) are already shaped and keep their own advance.

    python3 scripts/gen-script-widths.py           # rewrite the Swift file, print the model's error
    python3 scripts/gen-script-widths.py --check   # exit 1 if the checked-in file is out of date

The error printed compares the table's sums with the same strings shaped by HarfBuzz (uharfbuzz) in the
same Noto fonts, when uharfbuzz is installed: it measures the shaping model, not Noto against Apple's fonts.

Needs `apt-get install fonts-noto-core` and `pip install fonttools` (`pip install uharfbuzz` for the error).
"""

import os
import sys

from fontTools.ttLib import TTFont

FONT_DIR = "/usr/share/fonts/truetype/noto"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "Typography",
                   "ScriptAdvances+Table.swift")

# (script, font family, ranges of code points). Index 0 is "no script": la-sim's tables hold the rest.
SCRIPTS = [
    ("Hebrew", "NotoSansHebrew", [(0x0590, 0x05FF), (0xFB1D, 0xFB4F)]),
    ("Arabic", "NotoSansArabic", [(0x0600, 0x06FF), (0x0750, 0x077F), (0xFB50, 0xFDFF), (0xFE70, 0xFEFF)]),
    ("Devanagari", "NotoSansDevanagari", [(0x0900, 0x097F)]),
    ("Thai", "NotoSansThai", [(0x0E00, 0x0E7F)]),
]
WEIGHTS = ["Regular", "Bold"]
MISSING = 0xFFFF
# The largest mean error against HarfBuzz that --check accepts, per script.
MAX_MEAN_ERROR = 0.10

# Sentences the error is measured on: the sample app's own strings and common phrases of a Live Activity.
SAMPLES = {
    "Arabic": ["طردك في الطريق إليك", "رقم التتبع", "الوصول خلال ١٢ دقيقة", "تم التوصيل", "قيد التحضير",
               "السائق في الطريق", "طلبك جاهز للاستلام", "المباراة في الشوط الثاني"],
    "Hebrew": ["החבילה שלך בדרך", "מספר מעקב", "הגעה בעוד 12 דקות", "נמסר", "ההזמנה שלך מוכנה"],
    "Devanagari": ["आपका पार्सल रास्ते में है", "ट्रैकिंग नंबर", "12 मिनट में पहुँचेगा", "डिलीवर किया गया"],
    "Thai": ["พัสดุของคุณกำลังจัดส่ง", "หมายเลขติดตาม", "ถึงใน 12 นาที", "จัดส่งแล้ว"],
}


def forms(font):
    """The font's init, medi and fina single substitutions: glyph name -> glyph name, per feature."""
    result = {"init": {}, "medi": {}, "fina": {}}
    if "GSUB" not in font:
        return result
    table = font["GSUB"].table
    for record in table.FeatureList.FeatureRecord:
        if record.FeatureTag not in result:
            continue
        for index in record.Feature.LookupListIndex:
            lookup = table.LookupList.Lookup[index]
            for sub in lookup.SubTable:
                if lookup.LookupType == 7:
                    sub = sub.ExtSubTable
                if hasattr(sub, "mapping"):
                    result[record.FeatureTag].update(sub.mapping)
    return result


def advances(family, weight, ranges):
    """Per code point of `ranges`, the advance in 1/2048 em (MISSING where the font has no glyph)."""
    font = TTFont(os.path.join(FONT_DIR, f"{family}-{weight}.ttf"))
    scale = 2048 / font["head"].unitsPerEm
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    joined = forms(font)
    out = []
    for start, end in ranges:
        for code in range(start, end + 1):
            glyph = cmap.get(code)
            if glyph is None:
                out.append(MISSING)
                continue
            isolated = hmtx[glyph][0]
            width = isolated
            if family == "NotoSansArabic" and code < 0xFB50:
                init, medi, fina = (joined[f].get(glyph) for f in ("init", "medi", "fina"))
                if init and medi and fina:
                    width = (hmtx[init][0] + 2 * hmtx[medi][0] + hmtx[fina][0]) / 4
                elif fina:
                    width = (hmtx[fina][0] + isolated) / 2
            out.append(min(MISSING - 1, round(width * scale)))
    return out


def swift_array(name, values, doc):
    lines = [f"    /// {doc}", f"    static let {name}: [UInt16] = ["]
    for i in range(0, len(values), 12):
        lines.append("      " + ", ".join(str(v) for v in values[i:i + 12]) + ",")
    lines.append("    ]")
    return lines


def generate():
    ranges, regular, bold = [], [], []
    for script_index, (script, family, script_ranges) in enumerate(SCRIPTS, start=1):
        for start, end in script_ranges:
            ranges.append((start, end, script_index, len(regular)))
            regular += advances(family, "Regular", [(start, end)])
            bold += advances(family, "Bold", [(start, end)])
    lines = [
        "// Generated by scripts/gen-script-widths.py from Noto Sans Hebrew, Arabic, Devanagari and Thai",
        "// (Debian's fonts-noto-core); do not edit. Every width here is an estimate: see the script.",
        "",
        "extension TextMetrics {",
        "  /// The advances of scripts Inter lacks, in 1/2048 em, from Noto Sans (Regular and Bold).",
        "  enum ScriptTable {",
        f"    /// A code point with no glyph in the stand-in font.",
        f"    static let missing: UInt16 = {MISSING:#X}",
        "    /// The scripts, by the index `ranges` gives (0: none).",
        "    static let names = [\"\", " + ", ".join(f"\"{s[0]}\"" for s in SCRIPTS) + "]",
        "    /// The stand-in font of each script, for the notes that call a width an estimate.",
        "    static let fonts = [\"\", " + ", ".join(
            f"\"Noto Sans {s[0]}\"" for s in SCRIPTS) + "]",
        "    /// Each range covered: its first and last code point, its script and where its advances begin.",
        "    static let ranges: [(first: UInt32, last: UInt32, script: Int, offset: Int)] = [",
    ]
    for start, end, script, offset in ranges:
        lines.append(f"      ({start:#06X}, {end:#06X}, {script}, {offset}),")
    lines.append("    ]")
    lines += swift_array("regular", regular, "Noto Sans Regular, code point by code point in `ranges` order.")
    lines += swift_array("bold", bold, "Noto Sans Bold, the same code points.")
    lines += ["  }", "}", ""]
    return "\n".join(lines).replace("0X", "0x")


def model_error():
    """The model's widths against HarfBuzz's shaping of the same fonts, per script, or None."""
    try:
        import uharfbuzz as hb
    except ImportError:
        return None
    table = {}
    for script, family, script_ranges in SCRIPTS:
        values = advances(family, "Regular", script_ranges)
        index = 0
        for start, end in script_ranges:
            for code in range(start, end + 1):
                table[code] = values[index]
                index += 1
    report = []
    for script, family, _ in SCRIPTS:
        path = os.path.join(FONT_DIR, f"{family}-Regular.ttf")
        blob = hb.Blob.from_file_path(path)
        face = hb.Face(blob)
        font = hb.Font(face)
        scale = 2048 / face.upem
        errors = []
        for text in SAMPLES[script]:
            buffer = hb.Buffer()
            buffer.add_str(text)
            buffer.guess_segment_properties()
            hb.shape(font, buffer, {})
            # Glyph 0 is .notdef: a digit the font lacks is drawn by another font on a phone, and here too.
            shaped = sum(
                position.x_advance for info, position in zip(buffer.glyph_infos, buffer.glyph_positions)
                if info.codepoint != 0) * scale
            # la-sim's sum: spaces and digits come from its Latin table; here from the same font.
            cmap = TTFont(path).getBestCmap()
            model = 0
            for char in text:
                code = ord(char)
                if code in table and table[code] != MISSING:
                    model += table[code]
                else:
                    glyph = cmap.get(code)
                    if glyph is not None:
                        model += TTFont(path)["hmtx"][glyph][0] * scale
            errors.append((model - shaped) / shaped)
        mean = sum(abs(e) for e in errors) / len(errors)
        worst = max(errors, key=abs)
        report.append((script, mean, f"{script}: {len(errors)} strings, mean |error| {mean * 100:.1f} %, "
                       f"worst {worst * 100:+.1f} %"))
    return report


def main():
    text = generate()
    if "--check" in sys.argv[1:]:
        with open(OUT, encoding="utf-8") as handle:
            if handle.read() != text:
                print(f"{OUT} is out of date: run python3 scripts/gen-script-widths.py", file=sys.stderr)
                return 1
        print("ScriptAdvances+Table.swift is current")
    else:
        with open(OUT, "w", encoding="utf-8") as handle:
            handle.write(text)
        print(f"wrote {OUT}")
    report = model_error()
    if report is None:
        print("(pip install uharfbuzz to print the shaping model's error)")
    else:
        print("the per-letter model against HarfBuzz shaping in the same fonts:")
        for _, _, line in report:
            print("  " + line)
        # The comment in TextMetrics+Scripts.swift quotes these errors; a model off by more is a regression.
        worse = [script for script, mean, _ in report if mean > MAX_MEAN_ERROR]
        if "--check" in sys.argv[1:] and worse:
            print(f"mean error above {MAX_MEAN_ERROR * 100:.0f} % for {', '.join(worse)}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
