#!/usr/bin/env python3
"""A fuzz round per entry point, as a benchmark: scripts/fuzz.py on each of la-sim's entry points in turn
(render in each format, check, push --render and --emit, play, --verify, --record, init, import --out,
run in a pseudo-terminal),
then one table of cases, failures by kind and the shape that found them, and seconds per entry point.

Usage: scripts/fuzz-rounds.py [--bin PATH] [--cases N (10000)] [--entry E]... [--jobs N] [--seed N]
                              [--keep DIR]
The kinds: crash in FILE (a signal; the first frame in la-sim's sources), hang, memory, exit-status,
stderr-lines, raw-control (a control byte from the input reached the terminal), unquoted-command (a
printed command would split or run a name when pasted), overwritten-input, written-outside,
written-on-failure, vacuous-pass (exit 0 having checked nothing), frame-size. The last line is exactly
`N passed, M failed`; the exit status is 1 when a case failed. Python 3 standard library only.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzz  # noqa: E402  (scripts/fuzz.py: its entry points)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug", "la-sim"))
    parser.add_argument("--cases", type=int, default=10_000, help="cases per entry point")
    parser.add_argument("--entry", action="append", choices=fuzz.ENTRIES, default=None)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=20261201)
    parser.add_argument("--keep", default=None, help="write each failing case under DIR/ENTRY/")
    options = parser.parse_args()
    rows = []
    for entry in options.entry or fuzz.ENTRIES:
        with tempfile.NamedTemporaryFile(suffix=".json") as summary:
            command = [sys.executable, os.path.join(ROOT, "scripts", "fuzz.py"), "--bin", options.bin,
                       "--cases", str(options.cases), "--entry", entry, "--jobs", str(options.jobs),
                       "--seed", str(options.seed), "--summary", summary.name]
            if options.keep:
                command += ["--keep", os.path.join(options.keep, entry.replace(" ", "_").replace("-", ""))]
            print(f"== {entry}: {options.cases} cases", flush=True)
            started = time.monotonic()
            finished = subprocess.run(command, stdout=subprocess.PIPE, text=True)
            seconds = time.monotonic() - started
            failures = [line for line in finished.stdout.splitlines() if line.startswith(("FAIL", "     "))]
            for line in failures[:12]:
                print(line[:200])
            if len(failures) > 12:
                print(f"   … {len(failures) - 12} more lines")
            try:
                counts = json.load(open(summary.name)).get(entry, {"cases": 0, "failed": 0, "categories": {}})
            except ValueError:
                counts = {"cases": 0, "failed": 0, "categories": {"fuzz.py did not finish": 1}}
            rows.append((entry, counts, seconds))
    print()
    print(f"{'entry point':30} {'cases':>7} {'failed':>7} {'s':>6}  failures by kind (shape)")
    for entry, counts, seconds in rows:
        kinds = ", ".join(f"{key} {count}" for key, count in sorted(counts["categories"].items()))
        print(f"{entry:30} {counts['cases']:7} {counts['failed']:7} {seconds:6.0f}  {kinds or '-'}")
    passed = sum(counts["cases"] - counts["failed"] for _, counts, _ in rows)
    failed = sum(counts["failed"] for _, counts, _ in rows)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
