#!/usr/bin/env python3
"""Writes the linker's symbol-ordering files for la-sim and the start-up benchmark's hello world.

Each file lists the functions a program runs for the commands below, in the order they first run. The
release link (Package.swift, `releaseLinker`) hands it to lld (`--symbol-ordering-file`), which places
those functions first and together: a command then touches a few contiguous pages of code instead of
pages scattered over the 13 MB of `.text`, and each page of code first touched is a page fault at
start-up. The hello world gets its own file, made the same way, so that the start-up ratio compares
like with like (DECISIONS.md, "Code laid out in the order it runs").

A stale file costs only speed: a function it does not name is placed after the listed ones, and a name
the binary no longer has is skipped. Run again after large changes:

    python3 scripts/gen-symbol-order.py            # builds both as shipped, then profiles them
    python3 scripts/gen-symbol-order.py --bin-dir .build/shipped/release

Needs valgrind (callgrind lists every function a run enters, which sampling would miss) and nm.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LA_SIM_ORDER = os.path.join(ROOT, "Sources", "la-sim", "la-sim.order")
HELLO_ORDER = os.path.join(ROOT, "Benchmarks", "HelloWorld", "HelloWorld.order")

# The commands people run most, and the two the start-up benchmark times (render, check courier), first.
LA_SIM_COMMANDS = [
    ["render"],
    ["check", "courier"],
    ["--version"],
    ["render", "courier", "--device", "all"],
    ["render", "pizza-planet", "--format", "svg"],
    ["check", "pizza-planet", "--device", "all", "--dynamic-type", "all"],
    ["check", "food-runner", "--format", "json"],
    ["push", "courier", "fixtures/payloads/courier/update-stops-left.json"],
    ["push", "courier", "fixtures/payloads/courier/broken-aps-missing.json"],
    ["play", "pizza-planet", "fixtures/scenarios/pizza-planet-budget.scenario"],
    ["devices"],
    ["render", "--help"],
]


def build_shipped():
    for product in ("la-sim", "HelloWorld"):
        subprocess.run(
            ["swift", "build", "-c", "release", "--static-swift-stdlib", "--scratch-path", ".build/shipped",
             "--product", product],
            cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return subprocess.run(
        ["swift", "build", "-c", "release", "--static-swift-stdlib", "--scratch-path", ".build/shipped",
         "--show-bin-path"],
        cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()


def defined_functions(binary):
    """The names of the functions the binary defines (nm's t, T, w and W)."""
    listing = subprocess.run(["nm", "--defined-only", binary], check=True, capture_output=True, text=True)
    names = set()
    for line in listing.stdout.splitlines():
        parts = line.split(" ", 2)
        if len(parts) == 3 and parts[1] in "tTwW":
            names.add(parts[2])
    return names


def functions_run(binary, commands):
    """Every function callgrind saw entered, in the order each first appears, over all commands."""
    order, seen = [], set()
    with tempfile.TemporaryDirectory() as scratch:
        environment = dict(os.environ, XDG_CACHE_HOME=scratch, NO_COLOR="1")
        for index, arguments in enumerate(commands):
            profile = os.path.join(scratch, f"callgrind.{index}")
            subprocess.run(
                ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={profile}", binary,
                 *arguments],
                cwd=ROOT, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            if not os.path.exists(profile):
                sys.exit(f"gen-symbol-order: callgrind wrote no profile for {' '.join(arguments)}")
            with open(profile, encoding="utf-8", errors="replace") as lines:
                for line in lines:
                    match = re.match(r"c?fn=\(\d+\) (.+)$", line)
                    if match and match.group(1) not in seen:
                        seen.add(match.group(1))
                        order.append(match.group(1))
    return order


def write_order(binary, commands, path):
    defined = defined_functions(binary)
    names = [name for name in functions_run(binary, commands) if name in defined]
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(names) + "\n")
    print(f"{os.path.relpath(path, ROOT)}: {len(names)} functions, of {len(defined)} in {os.path.basename(binary)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin-dir", help="a directory holding la-sim and HelloWorld built as shipped")
    arguments = parser.parse_args()
    for tool in ("valgrind", "nm"):
        if shutil.which(tool) is None:
            sys.exit(f"gen-symbol-order: needs {tool} (apt-get install {'valgrind' if tool == 'valgrind' else 'binutils'})")
    bin_dir = arguments.bin_dir or build_shipped()
    write_order(os.path.join(bin_dir, "la-sim"), LA_SIM_COMMANDS, LA_SIM_ORDER)
    write_order(os.path.join(bin_dir, "HelloWorld"), [[]], HELLO_ORDER)


if __name__ == "__main__":
    main()
