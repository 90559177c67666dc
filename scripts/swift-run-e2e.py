#!/usr/bin/env python3
"""End-to-end test of `la-sim run` on the app's Swift: runs the real la-sim in a detached tmux session on a
copy of the Pizza Planet tutorial's Swift (../shared/tutorial-swift/pizza) with the fixture's pipeline, and
reads the screen back with `tmux capture-pane`. Checks that the code's texts are drawn, that a save of a
Swift file is drawn within 2 s (the median of three saves, each a new compile) keeping the step (and prints how
long each took), that a save that does not compile is one log line while the last good views stay, and that q
leaves at once while a compile runs.

Usage: scripts/swift-run-e2e.py --bin PATH/la-sim [--tutorials ../shared/tutorial-swift]
Exits 1 when a check fails, 2 when it cannot run (no tmux, no swiftc); 0, saying so, with no tutorial.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--tutorials", default=os.path.join(ROOT, "..", "shared", "tutorial-swift"))
    args = parser.parse_args()
    for program in ("tmux", "swiftc"):
        if shutil.which(program) is None:
            print(f"swift-run-e2e: skipped: {program} is not installed")
            return 2
    pizza = os.path.join(args.tutorials, "pizza")
    if not os.path.isdir(pizza):
        print(f"swift-run-e2e: skipped: no tutorial at {pizza}")
        return 0
    work = tempfile.mkdtemp(prefix="la-sim-swift-run-")
    app = os.path.join(work, "pizza")
    shutil.copytree(pizza, app)
    socket = f"la-sim-swift-run-{os.getpid()}"
    cache = os.environ.get("LA_SIM_E2E_CACHE", os.path.join(work, "cache"))
    failures = []
    checked = []

    def tmux(*arguments):
        return subprocess.run(
            ["tmux", "-L", socket, "-f", "/dev/null", *arguments],
            stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=10).stdout

    def screen():
        return tmux("capture-pane", "-p", "-t", "run")

    def wait(predicate, limit):
        start = time.monotonic()
        while time.monotonic() - start < limit:
            if predicate(screen()):
                return time.monotonic() - start
            time.sleep(0.02)
        return None

    def check(name, ok, detail=""):
        checked.append(name)
        print(("ok    " if ok else "FAIL  ") + name)
        if not ok:
            failures.append(name)
            if detail:
                print(detail)

    def edit(name, old, new):
        path = os.path.join(app, name)
        with open(path, encoding="utf-8") as file:
            text = file.read()
        if old not in text:
            raise SystemExit(f"swift-run-e2e: {name} no longer holds {old!r}")
        with open(path, "w", encoding="utf-8") as file:
            file.write(text.replace(old, new))

    command = (
        f"env XDG_CACHE_HOME={cache} {args.bin} run {app} --pipeline "
        f"{os.path.join(ROOT, 'fixtures/activities/pizza-planet.json')}; sleep 30")
    subprocess.run(
        ["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "run", "-x", "130", "-y", "45",
         command], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    try:
        # The first run may compile la-sim's SwiftUI for this toolchain.
        first = wait(lambda s: "Driver: Buzz Lightyear" in s, 300)
        check("the code's texts are drawn", first is not None, screen())
        tmux("send-keys", "-t", "run", "n")
        check("n steps on", wait(lambda s: "step 1/5 preparing" in s, 5) is not None, screen())

        # Three saves, each timed from the write to the new text on the screen. A 2-core machine shared with
        # other work stalls a compile now and then: the median is what a person saving a file sees.
        timings = []
        for old, new in [("Driver", "Courier"), ("Courier", "Rider"), ("Rider", "Carrier")]:
            edit("LockScreenView.swift", f'Text("{old}: ', f'Text("{new}: ')
            seconds = wait(lambda s, new=new: f"{new}: Buzz Lightyear" in s, 10)
            figure = "more than 10" if seconds is None else f"{seconds:.2f}"
            print(f"swift-run-e2e: {old} -> {new}: the saved text on the screen {figure} s after the save")
            timings.append(10.01 if seconds is None else seconds)
            time.sleep(0.3)
        median = sorted(timings)[1]
        print(f"swift-run-e2e: a save is drawn in {median:.2f} s, the median of 3 (target: 2 s)")
        check("a save is drawn within 2 s (the median of 3)", median <= 2, screen())
        check("the step survives the recompile", "step 1/5 preparing  ACTIVE" in screen(), screen())

        edit("PizzaPlanetLiveActivity.swift", 'Text("ETA")', 'Text("ETA" + )')
        logged = wait(lambda s: "saved but not compiled" in s and "expected expression" in s, 10)
        shown = screen()
        check("a save that does not compile is logged with its line", logged is not None, shown)
        check("the last good views stay", "Carrier: Buzz Lightyear" in shown, shown)

        edit("PizzaPlanetLiveActivity.swift", 'Text("ETA" + )', 'Text("ETA ")')
        time.sleep(0.15)
        tmux("send-keys", "-t", "run", "q")
        left = wait(lambda s: "EVENT LOG" not in s and "step 1/5" not in s, 2)
        check("q leaves at once while a compile runs", left is not None, screen())
    finally:
        subprocess.run(["tmux", "-L", socket, "-f", "/dev/null", "kill-server"],
                       stdin=subprocess.DEVNULL, capture_output=True)
        shutil.rmtree(work, ignore_errors=True)
    print(f"swift-run-e2e: {len(checked) - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
