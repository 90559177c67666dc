#!/usr/bin/env bash
# Opens la-sim's SVG frames (the cell grid, svg-cells, and the picture in points, svg) and a verify
# report in a real headless browser (Chromium), screenshots them, and checks the pixels and, for the
# pictures in points, every element's place against the layout (scripts/points-svg-browser-test.py):
# the island's black pill with rounded ends, the Lock Screen card in its
# tint, box-drawing outlines that join without gaps, coloured text, and a report whose golden, actual
# and difference columns show what changed.
#
# Usage: scripts/svg-browser-test.sh [--keep DIR]
#   --keep DIR   also copy the SVGs, the report and the PNG screenshots to DIR (a CI artifact)
# Needs chromium and python3 (Debian: apt-get install -y chromium fonts-noto-color-emoji).
# Environment: CHROMIUM (browser binary), SCRATCH (swift build --scratch-path, default .build).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
keep=""
if [ "${1:-}" = "--keep" ]; then
  keep=${2:?--keep needs a directory}
fi
browser=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)}
if [ -z "$browser" ]; then
  echo "svg-browser-test: no chromium found; install it with: apt-get install -y chromium" >&2
  exit 1
fi
scratch=${SCRATCH:-$root/.build}
work=$(mktemp -d)
finish() {
  # Keep what the browser saw, pass or fail, when asked.
  if [ -n "$keep" ]; then
    mkdir -p "$keep"
    cp "$work"/*.svg "$work"/*.png "$work"/*.html "$keep"/ 2>/dev/null || true
    echo "Kept the pictures and reports in $keep"
  fi
  rm -rf "$work"
}
trap finish EXIT

swift build --package-path "$root" --scratch-path "$scratch" --product la-sim >/dev/null
lasim="$(swift build --package-path "$root" --scratch-path "$scratch" --show-bin-path)/la-sim"

# Screenshot FILE (an .svg or .html) to PNG at WIDTH×HEIGHT CSS pixels, one device pixel each.
shot() {
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size="$3,$4" --screenshot="$2" "file://$1" >/dev/null 2>&1
  [ -s "$2" ] || { echo "svg-browser-test: $browser wrote no screenshot for $1" >&2; exit 1; }
}

# Size of an SVG document, from its root element.
size() {
  sed -n '1s/.* width="\([0-9]*\)" height="\([0-9]*\)".*/\1 \2/p' "$1"
}

echo "Rendering frames and a verify report with $lasim"
"$lasim" render pizza-planet --step outForDelivery --format svg-cells >"$work/pizza.svg"
"$lasim" render pizza-planet --step outForDelivery --format json >"$work/pizza.json"
"$lasim" render export --step uploading --format svg-cells >"$work/export.svg"
"$lasim" render food-runner --step pickedUp --format svg-cells >"$work/food.svg"
"$lasim" render food-runner --step pickedUp --format json >"$work/food.json"
for name in pizza export food; do
  read -r width height < <(size "$work/$name.svg")
  shot "$work/$name.svg" "$work/$name.png" "$width" "$height"
done

# A verify report with one changed character in a text golden, and one in an SVG golden.
scenario="$root/fixtures/scenarios/pizza-planet-cancel.scenario"
"$lasim" play pizza-planet "$scenario" --record "$work/golden-text" >/dev/null
sed -i '0,/Order #4821 /s//Order #4822 /' "$work/golden-text/before-cancel.txt"
if "$lasim" play pizza-planet "$scenario" --verify "$work/golden-text" --report "$work/report-text.html" \
  >"$work/verify-text.out"; then
  echo "svg-browser-test: verify passed although a golden was changed" >&2
  exit 1
fi
food="$root/fixtures/scenarios/food-runner-happy-path.scenario"
"$lasim" play food-runner "$food" --record "$work/golden-svg" --format svg >/dev/null
sed -i '0,/>Kitchen</s//>Kitchem</' "$work/golden-svg/picked-up.svg"
if "$lasim" play food-runner "$food" --verify "$work/golden-svg" --format svg --report "$work/report-svg.html" \
  >"$work/verify-svg.out"; then
  echo "svg-browser-test: SVG verify passed although a golden was changed" >&2
  exit 1
fi
shot "$work/report-text.html" "$work/report-text.png" 1500 900
shot "$work/report-svg.html" "$work/report-svg.png" 1500 900

echo "Pictures in points: positions against the layout within 0.5 pt, and screenshots (points-*.png)"
python3 "$root/scripts/points-svg-browser-test.py" --bin "$lasim" --browser "$browser" --work "$work"

echo "Checking what $(basename "$browser") drew"
python3 - "$work" <<'PYTHON'
import re
import struct
import sys
import xml.etree.ElementTree as ET
import zlib

work = sys.argv[1]
CELL_W, CELL_H = 10, 20
failures = []


def check(condition, message):
    print(("ok    " if condition else "FAIL  ") + message)
    if not condition:
        failures.append(message)


def png(path):
    """Decodes an 8-bit RGB or RGBA PNG (what Chromium writes) into rows of (r, g, b)."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and color in (2, 6) and interlace == 0, (depth, color, interlace)
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, channels)])
        previous = line
    return rows


def rgb(hex_color):
    return tuple(int(hex_color[i:i + 2], 16) for i in (1, 3, 5))


def near(pixel, color, tolerance=24):
    return all(abs(p - c) <= tolerance for p, c in zip(pixel, color))


def frames(svg_path):
    """Each frame group of an SVG: presentation -> (x, y, columns, rows) of the outline drawn (the
    presentation at its real size, inside its fixed frame)."""
    found = {}
    for group in ET.parse(svg_path).getroot().iter("{http://www.w3.org/2000/svg}g"):
        if group.get("class") == "frame":
            x, y = map(int, re.match(r"translate\((\d+),(\d+)\)", group.get("transform")).groups())
            columns = int(group.get("data-outline-columns") or group.get("data-columns"))
            rows = int(group.get("data-outline-rows") or group.get("data-rows"))
            found[group.get("data-presentation")] = (x, y, columns, rows)
    return found


def cells(text):
    """Terminal cells of a string, as glibc's wcwidth counts them: East Asian wide and full-width characters
    (emoji-presentation pictographs among them) take two, text-default pictographs such as U+1F6CD one."""
    import unicodedata
    return sum(0 if unicodedata.combining(c) or ord(c) in (0x200D, 0xFE0F) else
               2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def cell_of(json_path, presentation, needle):
    """(column, row) of the first cell of `needle` in a presentation's rows, from `render --format json`."""
    import json
    for frame in json.load(open(json_path))["frames"]:
        if frame["presentation"] == presentation:
            for row, line in enumerate(frame["rows"]):
                if needle in line:
                    return cells(line[:line.index(needle)]), row
    raise SystemExit(f"{needle!r} not in {presentation}")


PAGE = rgb("#303030")
BLACK = rgb("#000000")
GRAY = rgb("#8e8e93")        # the outline: systemGray
GREEN = rgb("#30d158")       # pizza-planet's tint colour for the timer: iOS's green, dark appearance
INDIGO = rgb("#5e5ce6")      # export's activityBackgroundTint: iOS's indigo, dark appearance
ORANGE = rgb("#ff9f0a")      # food-runner's keyline: iOS's orange, dark appearance


def stroke_near(image, x, y, color, reach=1):
    return any(near(image[y + dy][x + dx], color, 40) for dx in range(-reach, reach + 1)
               for dy in range(-reach, reach + 1))


# The island: a black pill, rounded at both ends, outlined in the keyline colour.
image, layout = png(f"{work}/food.png"), frames(f"{work}/food.svg")
x, y, columns, rows = layout["compact"]
check(near(image[y + 30][x + 100], BLACK, 4), "compact island is black inside (food-runner)")
check(near(image[y + 11][x + 6], PAGE, 4), "compact island's corner is rounded away (page colour at its corner)")
check(near(image[y + 30][x + 1], PAGE, 4), "nothing drawn left of the pill")
check(stroke_near(image, x + 150, y + 10, ORANGE), "compact island's outline is the orange keyline")
check(stroke_near(image, x + 5, y + (rows - 1) * CELL_H // 2 + 10, ORANGE), "the pill's rounded end is stroked too")
x, y, columns, rows = layout["expanded"]
check(near(image[y + 12][x + 7], PAGE, 4), "expanded island has rounded corners")
check(near(image[y + 100][x + 200], BLACK, 4), "expanded island is black inside")

# The Lock Screen card in its tint, with a joined outline.
image, layout = png(f"{work}/export.png"), frames(f"{work}/export.svg")
x, y, columns, rows = layout["lock-screen"]
check(near(image[y + 8 * CELL_H + 10][x + 300], INDIGO, 4), "export's Lock Screen card is indigo (its tint)")
right, bottom = x + (columns - 1) * CELL_W + 5, y + (rows - 1) * CELL_H + 10
gaps = [px for px in range(x + 10, right - 5) if not stroke_near(image, px, y + 10, GRAY, 0)
        and not stroke_near(image, px, y + 9, GRAY, 0)]
check(not gaps, f"top edge of the card is one unbroken line ({len(gaps)} gap pixels)")
gaps = [py for py in range(y + 20, bottom - 10) if not stroke_near(image, x + 5, py, GRAY, 0)
        and not stroke_near(image, x + 4, py, GRAY, 0)]
check(not gaps, f"left edge of the card is one unbroken line ({len(gaps)} gap pixels)")
check(stroke_near(image, x + 6, y + 13, GRAY), "top-left corner is an arc joining both edges")
check(near(image[y + 2][x + 2], PAGE, 4), "outside the card's rounded corner is the page")

# Text in its colours, each glyph on the grid.
image, layout = png(f"{work}/pizza.png"), frames(f"{work}/pizza.svg")
x, y, columns, rows = layout["lock-screen"]
column, row = cell_of(f"{work}/pizza.json", "lock-screen", "10:00")
timer = [image[py][px] for py in range(y + row * CELL_H, y + (row + 1) * CELL_H)
         for px in range(x + column * CELL_W, x + (column + 5) * CELL_W)]
check(sum(near(p, GREEN, 40) for p in timer) > 20, "the Lock Screen timer is drawn in green")
column, row = cell_of(f"{work}/pizza.json", "lock-screen", "⛟")
truck = [image[py][px] for py in range(y + row * CELL_H, y + (row + 1) * CELL_H)
         for px in range(x + column * CELL_W, x + (column + 1) * CELL_W)]
check(sum(near(p, GREEN, 40) for p in truck) > 5, "the truck (box.truck.fill) is drawn in its green tint")
check(not any(p[0] > 180 and p[1] < 90 for p in truck), "the truck has no colour emoji's red")
column, row = cell_of(f"{work}/pizza.json", "lock-screen", "▬")
# Six capsules of 7 cells and a gap: four done in green bars, two pending drawn dashed (╌) in
# gray.opacity(0.3) over the card, so no pending cell is green.
tracker = [image[y + row * CELL_H + 10][x + (column + 8 * i) * CELL_W + 5] for i in range(6)]
check(all(near(p, GREEN, 4) for p in tracker[:4]), "done tracker capsules are green bars")
pending = [image[y + row * CELL_H + 10][px] for px in range(x + (column + 32) * CELL_W, x + (column + 47) * CELL_W)]
check(not any(near(p, GREEN, 40) for p in pending), "pending capsules are not green")
check(any(near(p, rgb("#2b2b2c"), 8) for p in pending), "pending capsules are dashes of gray at 30 % over black")
check(near(image[y + row * CELL_H + 2][x + column * CELL_W + 5], BLACK, 4), "a capsule is a bar, not a block")

# food-runner's status capsule: its colour on a 20 % tint of it (iOS's dark orange over black is #332002).
image, layout = png(f"{work}/food.png"), frames(f"{work}/food.svg")
x, y, columns, rows = layout["lock-screen"]
column, row = cell_of(f"{work}/food.json", "lock-screen", "Picked Up")
check(near(image[y + row * CELL_H + 10][x + (column - 1) * CELL_W + 5], rgb("#332002"), 6),
      "the status capsule is a 20 % tint of its colour")
letters = [image[py][px] for py in range(y + row * CELL_H, y + (row + 1) * CELL_H)
           for px in range(x + column * CELL_W, x + (column + 9) * CELL_W)]
check(sum(near(p, ORANGE, 40) for p in letters) > 20, "the status text is drawn in its colour")

# The reports: changed lines marked, pictures drawn, the difference glows where a letter changed.
image = png(f"{work}/report-text.png")
pixels = [p for row in image for p in row]
check(sum(near(p, rgb("#6e1f1f"), 6) for p in pixels) > 2000, "text report marks the removed line in red")
check(sum(near(p, rgb("#1f5f2c"), 6) for p in pixels) > 2000, "text report marks the added line in green")
image = png(f"{work}/report-svg.png")
third = len(image[0]) // 3
def count(color, left, right):
    return sum(near(p, color, 30) for row in image[250:] for p in row[left:right])
check(count(ORANGE, 0, third) > 100, "SVG report draws the golden picture (orange keyline and capsule)")
check(count(ORANGE, third, 2 * third) > 100, "SVG report draws the actual picture")
# The overlay is the block of rows that are almost all black in the difference column.
column = [row[2 * third + 20:] for row in image]
overlay = [row for row in column if sum(max(p) < 8 for p in row) > 0.9 * len(row)]
bright = sum(max(p) > 60 for row in overlay for p in row)
check(len(overlay) > 200, f"difference column is black where golden and actual agree ({len(overlay)} rows)")
check(0 < bright < 5000, f"difference column glows only where they differ ({bright} pixels)")

if failures:
    print(f"{len(failures)} check(s) failed")
    sys.exit(1)
print("all browser checks passed")
PYTHON
