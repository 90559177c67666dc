#!/usr/bin/env python3
"""Benchmark of the widget host (figures, not a gate): for each widget, the cold build (la-sim's SwiftUI,
WidgetKit and ActivityKit compiled, then the app's files) to the first frame, the warm start (both cached),
the recompile after an edit of the app's code, and the evaluation of one presentation set by the host
(median over many requests piped to it).

Usage: scripts/bench-host.py --bin PATH/la-sim [--tutorials ../shared/tutorial-swift]
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(binary, arguments, cache):
    env = dict(os.environ, XDG_CACHE_HOME=cache)
    start = time.monotonic()
    result = subprocess.run([binary] + arguments, cwd=ROOT, env=env, capture_output=True, text=True)
    elapsed = time.monotonic() - start
    if result.returncode not in (0, 1):
        sys.exit(f"bench-host: {' '.join(arguments)} exited {result.returncode}: {result.stderr.strip()[-400:]}")
    return elapsed


def newest_host(cache):
    hosts = [os.path.join(cache, "la-sim", name) for name in os.listdir(os.path.join(cache, "la-sim"))
             if name.startswith("host-")]
    return max(hosts, key=os.path.getmtime) + "/host"


def evaluation(host, request, count=400):
    """Seconds per request: `count` identical lines piped to the host at once, divided."""
    payload = (request + "\n") * count
    times = []
    for _ in range(5):
        start = time.monotonic()
        result = subprocess.run([host], input=payload, capture_output=True, text=True)
        times.append((time.monotonic() - start) / count)
        if result.returncode != 0 or result.stdout.count("\n") != count:
            sys.exit(f"bench-host: the host did not answer every request: {result.stderr[-400:]}")
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--tutorials", default=os.path.join(os.path.dirname(ROOT), "shared", "tutorial-swift"))
    options = parser.parse_args()
    if shutil.which("swiftc") is None:
        print("bench-host: skipped, no swiftc on PATH")
        return
    work = tempfile.mkdtemp(prefix="la-sim-bench-host-")
    widgets = []
    pizza = os.path.join(options.tutorials, "pizza")
    if os.path.isdir(pizza):
        copy = os.path.join(work, "pizza")
        shutil.copytree(pizza, copy)
        widgets.append(("Pizza Planet tutorial (--pipeline)", copy,
                        ["--pipeline", "fixtures/activities/pizza-planet.json"],
                        {"attributesType": "DeliveryAttributes",
                         "attributes": {"orderNumber": "4821", "pizzaName": "Buzz's Cosmic Supreme",
                                        "customerName": "Andy"},
                         "state": {"status": "Preparing Your Pizza", "estimatedArrival": 817640400,
                                   "driverName": "Buzz Lightyear", "progressFraction": 0.2},
                         "isStale": False}))
    else:
        print(f"bench-host: the Pizza Planet tutorial is not at {pizza}; measuring the example only")
    match = os.path.join(work, "match")
    shutil.copytree(os.path.join(ROOT, "fixtures", "examples", "match-swift"), match)
    widgets.append(("football match example (its #Previews)", match, ["--step", "goal"],
                    {"attributesType": "MatchAttributes",
                     "attributes": {"homeTeam": "Arsenal", "awayTeam": "Borussia Mönchengladbach"},
                     "state": {"homeScore": 1, "awayScore": 0, "kickoff": 817640400, "period": "1st half",
                               "lastEvent": "Goal! Saka 24'"},
                     "isStale": False}))
    print("widget host (seconds; cold = la-sim's modules and the app compiled, then the first frame)")
    for name, folder, arguments, request in widgets:
        cache = tempfile.mkdtemp(prefix="la-sim-bench-cache-", dir=work)
        render = ["render", folder, "--device", "iphone-15-pro"] + arguments
        cold = run(options.bin, render, cache)
        warm = statistics.median(run(options.bin, render, cache) for _ in range(3))
        recompiles = []
        for attempt in range(3):
            source = sorted(f for f in os.listdir(folder) if f.endswith(".swift"))[0]
            with open(os.path.join(folder, source), "a", encoding="utf-8") as handle:
                handle.write(f"\n// edit {attempt}\n")
            recompiles.append(run(options.bin, render, cache))
        per_frame = evaluation(newest_host(cache), json.dumps(request))
        print(f"  {name}")
        print(f"    cold build to first frame   {cold:7.2f} s")
        print(f"    warm start to first frame   {warm:7.2f} s   (cached host)")
        print(f"    recompile after an edit     {statistics.median(recompiles):7.2f} s   (target for run --watch: 2 s)")
        print(f"    evaluation per presentation set {per_frame * 1e6:7.0f} µs   (every presentation of one state)")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
