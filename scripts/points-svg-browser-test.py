#!/usr/bin/env python3
"""Opens la-sim's pictures in points (`render --format svg`) in a headless Chromium and holds what the
browser drew to the layout in points.

For each shipped activity, in light and dark appearance, on iphone-15-pro (and the compact island on
iphone-15-pro-max), the SVG is put inline in a page whose script waits for the embedded Inter to load,
then measures every element that carries its layout rectangle (`data-rect`, in points from the
presentation's top-left corner) with getBoundingClientRect, relative to the presentation's surface:
- a text's left edge, width and vertical centre within 0.5 pt of its rectangle, its computed font size
  equal to its layout size, and its drawn height in proportion to its size (a 34-pt line three times an
  11-pt one);
- shapes, backgrounds, bars and trackers: left, top, width and height within 0.5 pt; symbols: centre;
- the island and the card at their published sizes (compact 230 and 250 pt wide, 36.67 tall; minimal
  36.67-45; expanded and card 371 wide on a 393-pt phone, the card 84-160 tall).
Then it screenshots each picture at 2 pixels a point (points-FIXTURE-APPEARANCE.png in --work).

Usage: scripts/points-svg-browser-test.py --bin LA_SIM --browser CHROMIUM --work DIR
Prints one line per check group and "N passed, N failed"; exits 1 on a failure.
"""
import argparse
import json
import os
import re
import subprocess
import sys

FIXTURES = ["pizza-planet", "export", "food-runner", "courier", "courier-compact"]
TOLERANCE = 0.5

PAGE = """<!doctype html><html><head><meta charset="utf-8">
<style>html,body{margin:0;padding:0;background:#000}</style></head><body>
%s
<script>
function measure() {
  const out = {fontsLoaded: document.fonts.check('600 17px Inter') && document.fonts.check('17px Inter'),
               presentations: []};
  for (const group of document.querySelectorAll('g.presentation')) {
    const surface = group.querySelector('rect.island, rect.surface');
    const origin = surface.getBoundingClientRect();
    const item = {presentation: group.dataset.presentation, width: +group.dataset.width,
                  height: +group.dataset.height, surface: [origin.width, origin.height], elements: []};
    for (const el of group.querySelectorAll('[data-rect]')) {
      const box = el.getBoundingClientRect();
      // A text's advance: where the browser put its first character's start and its last one's end (the
      // box above also holds glyphs' ink that overhangs their advance).
      let advance = null;
      if (el.tagName === 'text' && el.getNumberOfChars() > 0) {
        const matrix = el.getScreenCTM();
        const start = el.getStartPositionOfChar(0).matrixTransform(matrix);
        const end = el.getEndPositionOfChar(el.getNumberOfChars() - 1).matrixTransform(matrix);
        advance = [start.x - origin.left, end.x - start.x];
      }
      item.elements.push({
        advance: advance,
        kind: el.getAttribute('class') || el.tagName, tag: el.tagName, text: el.textContent,
        rect: el.dataset.rect.split(' ').map(Number),
        fontSize: el.dataset.fontSize ? +el.dataset.fontSize : null,
        computedSize: parseFloat(getComputedStyle(el).fontSize),
        box: [box.left - origin.left, box.top - origin.top, box.width, box.height],
      });
    }
    out.presentations.push(item);
  }
  const pre = document.createElement('pre');
  pre.id = 'measured';
  pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
}
document.fonts.ready.then(measure);
</script></body></html>
"""


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = []

    def check(self, condition, message):
        if condition:
            self.passed += 1
        else:
            self.failed.append(message)
            print("FAIL  " + message)


def near(a, b, tolerance=TOLERANCE):
    return abs(a - b) <= tolerance


def measure(browser, work, name, svg):
    page = os.path.join(work, name + ".html")
    with open(page, "w") as file:
        file.write(PAGE % svg)
    result = subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000",
         "--dump-dom", "file://" + page],
        capture_output=True, text=True, timeout=120)
    os.remove(page)
    found = re.search(r'<pre id="measured">(.*?)</pre>', result.stdout, re.S)
    if not found:
        raise SystemExit("points-svg-browser-test: %s measured nothing (%s)" % (name, result.stderr[-400:]))
    text = found.group(1).replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">")
    return json.loads(text.replace("&amp;", "&"))


def screenshot(browser, svg_path, png_path, svg):
    width, height = re.search(r'width="([\d.]+)" height="([\d.]+)"', svg).groups()
    subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
         "--force-device-scale-factor=2", "--window-size=%d,%d" % (float(width), float(height)),
         "--screenshot=" + png_path, "file://" + svg_path],
        capture_output=True, timeout=120)
    return os.path.exists(png_path) and os.path.getsize(png_path) > 0


def check_picture(checks, label, measured, device):
    checks.check(measured["fontsLoaded"], "%s: the embedded Inter loaded" % label)
    ratios = []
    for item in measured["presentations"]:
        where = "%s %s" % (label, item["presentation"])
        surface_width, surface_height = item["surface"]
        checks.check(near(surface_width, item["width"], 0.01) and near(surface_height, item["height"], 0.01),
                     "%s: surface drawn %.2f×%.2f for a layout of %.2f×%.2f"
                     % (where, surface_width, surface_height, item["width"], item["height"]))
        published = {
            "compact": lambda w, h: near(w, 250 if device == "iphone-15-pro-max" else 230, 0.01)
            and near(h, 36.67, 0.01),
            "minimal": lambda w, h: 36.67 - 0.01 <= w <= 45.01 and near(h, 36.67, 0.01),
            "expanded": lambda w, h: near(w, 408 if device == "iphone-15-pro-max" else 371, 0.01),
            "lock-screen": lambda w, h: near(w, 408 if device == "iphone-15-pro-max" else 371, 0.01)
            and 84 - 0.01 <= h <= 160.01,
        }.get(item["presentation"])
        if published:
            checks.check(published(surface_width, surface_height),
                         "%s: drawn %.2f×%.2f, not its published size" % (where, surface_width, surface_height))
        for element in item["elements"]:
            x, y, width, height = element["rect"]
            bx, by, bw, bh = element["box"]
            what = "%s %s %r" % (where, element["kind"], element["text"][:30])
            if element["kind"] == "text":
                ax, aw = element["advance"]
                checks.check(near(ax, x) and near(aw, width) and near(by + bh / 2, y + height / 2),
                             "%s: drawn at x %.2f w %.2f mid-y %.2f, laid out at x %.2f w %.2f mid-y %.2f"
                             % (what, ax, aw, by + bh / 2, x, width, y + height / 2))
                # The box with the glyphs' ink: within a point of the advance (an overhanging A or y).
                checks.check(near(bx, x, 1) and near(bx + bw, x + width, 1),
                             "%s: ink box x %.2f to %.2f, laid out %.2f to %.2f" % (what, bx, bx + bw, x, x + width))
                checks.check(near(element["computedSize"], element["fontSize"], 0.01),
                             "%s: font size %.2f, layout %.2f" % (what, element["computedSize"], element["fontSize"]))
                if element["fontSize"]:
                    ratios.append((bh, element["fontSize"]))
            elif element["kind"] == "symbol":
                checks.check(near(bx + bw / 2, x + width / 2) and near(by + bh / 2, y + height / 2, 2.5),
                             "%s: centred at %.2f,%.2f, laid out at %.2f,%.2f"
                             % (what, bx + bw / 2, by + bh / 2, x + width / 2, y + height / 2))
            elif element["tag"] in ("circle", "ellipse"):
                checks.check(near(bx + bw / 2, x + width / 2) and near(by + bh / 2, y + height / 2),
                             "%s: centre %.2f,%.2f, laid out %.2f,%.2f"
                             % (what, bx + bw / 2, by + bh / 2, x + width / 2, y + height / 2))
            elif element["kind"] in ("progress", "steps"):
                checks.check(near(bx, x) and near(bw, width) and near(by + bh / 2, y + height / 2),
                             "%s: drawn at x %.2f w %.2f, laid out at x %.2f w %.2f" % (what, bx, bw, x, width))
            elif element["kind"] in ("track", "fill", "step", "connector"):
                continue  # parts of a bar or tracker, checked as a whole
            else:
                checks.check(near(bx, x) and near(by, y) and near(bw, width) and near(bh, height),
                             "%s: drawn %s, laid out %s" % (what, [round(v, 2) for v in element["box"]],
                                                            element["rect"]))
    if ratios:
        # Inter's ascender plus descender is 1.21 em: every line's drawn height is that times its size, within
        # the pixel Chromium rounds the ascent and descent to (so a 34-pt line is three times an 11-pt one).
        worst = max(abs(height - 1.2102 * size) for height, size in ratios)
        checks.check(worst <= 1.0, "%s: text heights in proportion to their sizes (worst %.2f pt off)"
                     % (label, worst))
        sizes = sorted({size for _, size in ratios})
        if 34 in sizes and 11 in sizes:
            tall = [height for height, size in ratios if size == 34][0]
            short = [height for height, size in ratios if size == 11][0]
            checks.check(2.8 <= tall / short <= 3.3, "%s: a 34-pt line %.1f pt tall, an 11-pt one %.1f (%.2f times)"
                         % (label, tall, short, tall / short))
            print("      %s: a 34-pt line is %.2f times as tall as an 11-pt one" % (label, tall / short))
        print("      %s: text sizes %s pt, drawn heights %s"
              % (label, ", ".join("%g" % size for size in sizes),
                 ", ".join("%.1f" % height for height, _ in sorted(ratios, key=lambda r: r[1])[::max(1, len(ratios) // 6)])))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--browser", required=True)
    parser.add_argument("--work", required=True)
    args = parser.parse_args()
    checks = Checks()
    cases = [(f, a, "iphone-15-pro", []) for f in FIXTURES for a in ("light", "dark")]
    cases.append(("courier", "dark", "iphone-15-pro-max", []))
    cases.append(("pizza-planet", "dark", "iphone-15-pro", ["--step", "outForDelivery", "--with", "courier"]))
    # A 34-pt line beside an 11-pt one: courier with its headline as .largeTitle and its caption as .caption2.
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(root, "fixtures", "activities", "courier.json")) as file:
        large = file.read().replace('"headline"', '"largeTitle"').replace('"caption"', '"caption2"')
    large_path = os.path.join(args.work, "courier-large.json")
    with open(large_path, "w") as file:
        file.write(large)
    cases.append((large_path, "dark", "iphone-15-pro", ["--presentation", "lock-screen"]))
    for fixture, appearance, device, extra in cases:
        suffix = "" if device == "iphone-15-pro" else "-" + device
        suffix += "-phone" if "--with" in extra else ""
        name = "points-%s-%s%s" % (os.path.basename(fixture).replace(".json", ""), appearance, suffix)
        svg = subprocess.run(
            [args.bin, "render", fixture, "--appearance", appearance, "--device", device, "--format", "svg"]
            + extra, capture_output=True, text=True, check=True).stdout
        svg_path = os.path.join(args.work, name + ".svg")
        with open(svg_path, "w") as file:
            file.write(svg)
        before = checks.passed + len(checks.failed)
        check_picture(checks, name, measure(args.browser, args.work, name, svg), device)
        checks.check(screenshot(args.browser, svg_path, os.path.join(args.work, name + ".png"), svg),
                     "%s: screenshot written" % name)
        print("ok    %s: %d checks" % (name, checks.passed + len(checks.failed) - before)
              if not checks.failed else "      %s: %d checks" % (name, checks.passed + len(checks.failed) - before))
    print("points-svg-browser-test: %d passed, %d failed" % (checks.passed, len(checks.failed)))
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
