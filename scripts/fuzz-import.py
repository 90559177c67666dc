#!/usr/bin/env python3
"""Fuzz the static reading of `la-sim import` (and of every command that takes the app's Swift).

la-sim compiles the app's Swift; what it still reads itself, before the compiler, is bounded and linear: the
`#Preview` blocks it rewrites, `@main`, and the declarations of widgets and models. Each case takes the
project's own Swift under fixtures/swift (an activity's files), mutates one of them (token deletions,
duplications and swaps, truncation, byte flips, deep nesting, unbalanced brackets and quotes, hostile
strings, invalid UTF-8, huge literals, 100,000-term `+` and `??` chains, CRLF and CR line ends, a 3.6-MB
file) or writes random Swift-like token soup, and runs `la-sim import` on the files in a temporary directory
with a compiler that is not there, so that only the static reading runs. A case fails on:

- a crash: a signal, or an exit status other than 64, 65, 66 or 69 (no compiler: the reading finished);
- a hang: longer than the time limit (10 s: a 3.6-MB file takes about 2.5 s in a debug build);
- output: anything on standard output, or a line on standard error that is not la-sim's own.

`--compiled N` also runs N cases with the real `swiftc` (each a fresh compile): exit 0, 1, 65 or 70, and
when a fixture is printed, `la-sim render` loads it.

Usage: scripts/fuzz-import.py [--bin PATH] [--seed N] [--cases N] [--compiled N] [--keep DIR] [--jobs N]
The last line printed is exactly `N passed, M failed`; the exit status is 1 when a case failed.
Python 3 standard library only.
"""

import argparse
import concurrent.futures
import json
import os
import random
import re
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzz  # noqa: E402  (scripts/fuzz.py: one way to run la-sim under a time limit)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STATIC_EXIT_CODES = {64, 65, 66, 69}
COMPILED_EXIT_CODES = {0, 1, 65, 70}
TOKENS = ["struct", "enum", "case", "var", "let", "static", "func", "init", "if", "else", "switch", "default",
          "return", "guard", "in", "{", "}", "(", ")", "[", "]", ":", ",", ".", "=", "?", "!", "??", "...",
          "+", "-", "*", "/", "==", "<=", "->", "\\.self", "@main", "#Preview", "context", "state",
          "attributes", "ContentState", "ActivityAttributes", "Codable", "String", "Int", "Double", "Date",
          "Text", "Image", "VStack", "HStack", "ForEach", "Spacer", "DynamicIsland", "ActivityConfiguration",
          "DynamicIslandExpandedRegion", ".leading", ".font", ".caption", "\"x\"", "\"\\(a)\"", "\"\"\"\n",
          "0", "1.5", "1e308", "0x1F", "\n", " ", "// c\n", "/*", "*/", "`", "$0"]
HOSTILE = ["\u001b]0;pwned\u0007", "\u001b[2J", "\u0000", "\u202e", "👨\u200d🍳", "e\u0301" * 40,
           "中" * 200, "\\(", "\\u{110000}", "\\u{", "\"\"\"", "#\"raw\"#"]


def corpus():
    """Each activity's Swift files: {directory: {name: text}}."""
    base = os.path.join(ROOT, "fixtures", "swift")
    result = {}
    for directory in sorted(os.listdir(base)):
        path = os.path.join(base, directory)
        if os.path.isdir(path):
            files = {name: open(os.path.join(path, name), encoding="utf-8").read()
                     for name in sorted(os.listdir(path)) if name.endswith(".swift")}
            if files:
                result[directory] = files
    return result


def mutate(rng, text, small=False):
    """One or a few mutations of Swift text, as bytes; `small`: none that makes the compiler itself take
    minutes (deep nesting, huge literals and files, long chains), which is not la-sim's to bound below its
    300-s compile limit."""
    data = text
    for _ in range(rng.randint(1, 4)):
        kind = rng.choice([0, 1, 2, 3, 4, 6, 8, 9]) if small else rng.randrange(12)
        words = re.findall(r"\s+|\w+|\"(?:\\.|[^\"\\\n])*\"|.", data, re.S)
        if not words:
            words = [""]
        at = rng.randrange(len(words))
        if kind == 0:
            del words[at]
        elif kind == 1:
            words.insert(at, words[rng.randrange(len(words))])
        elif kind == 2:
            other = rng.randrange(len(words))
            words[at], words[other] = words[other], words[at]
        elif kind == 3:
            words.insert(at, rng.choice(TOKENS))
        elif kind == 4:
            words.insert(at, "\"" + rng.choice(HOSTILE) + "\"")
        elif kind == 5:
            depth = rng.choice([50, 199, 201, 1000, 20000])
            opener = rng.choice(["(", "[", "{", "\"\\("])
            closer = {"(": ")", "[": "]", "{": "}", "\"\\(": ")\""}[opener]
            words.insert(at, opener * depth + "1" + closer * (depth if rng.random() < 0.5 else depth // 2))
        elif kind == 6:
            data = "".join(words)
            data = data[:rng.randrange(len(data) + 1)]
            continue
        elif kind == 7:
            words.insert(at, rng.choice(["Text(\"" + "a" * 100000 + "\")", "." * 5000, "x" * 70000]))
        elif kind == 8:
            words.insert(at, rng.choice(["{", "}", "(", ")", "\"", "\"\"\"", "/*", "`"]))
        elif kind == 9:
            words.insert(at, rng.choice(["\r\n", "\r", "\t", "\u00a0", "\ufeff"]))
        elif kind == 10:
            operator = rng.choice([" + ", " ?? ", " && ", ".x", "!"])
            words.insert(at, "a" + (operator + "a") * rng.choice([1000, 100000]))
        elif kind == 11:
            ending = rng.choice(["\r\n", "\r"])
            data = "".join(words).replace("\n", ending)
            if rng.random() < 0.2:
                data = data * max(1, 3_600_000 // max(1, len(data)))
            continue
        data = "".join(words)
    raw = data.encode("utf-8")
    if rng.random() < 0.1 and raw:
        raw = bytearray(raw)
        for _ in range(rng.randint(1, 8)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        raw = bytes(raw)
    return raw


def soup(rng):
    return "".join(rng.choice(TOKENS) + rng.choice(["", " ", "\n"]) for _ in range(rng.randint(1, 400))).encode()


def run(binary, arguments, directory, timeout):
    """Runs la-sim as the fixture fuzzer does; returns (status or None on timeout, signal, stdout, stderr,
    seconds)."""
    status, sig, stdout, stderr, _, elapsed = fuzz.run(binary, arguments, directory, timeout)
    return status, sig, stdout, stderr, elapsed


def make_case(seed, number, sources, small=False):
    rng = random.Random(f"{seed}-{number}")
    directory = rng.choice(sorted(sources))
    files = {name: text.encode("utf-8") for name, text in sources[directory].items()}
    if rng.random() < 0.15:
        files = {"Soup.swift": soup(rng)}
        description = "random token soup"
    else:
        name = rng.choice(sorted(files))
        files[name] = mutate(rng, sources[directory][name], small)
        description = f"mutated {directory}/{name}"
    return description, files


def execute(binary, seed, number, sources, time_limit, compiled):
    description, files = make_case(seed, number, sources)
    problems = []
    if compiled:
        description, files = make_case(seed, number, sources, small=True)
        time_limit = 120
    with tempfile.TemporaryDirectory(prefix="la-sim-fuzz-import-") as directory:
        for name, data in files.items():
            with open(os.path.join(directory, name), "wb") as handle:
                handle.write(data)
        arguments = ["import"] + sorted(files)
        if not compiled:
            arguments += ["--swiftc", os.path.join(directory, "no-such-swiftc")]
        status, sig, stdout, stderr, elapsed = run(binary, arguments, directory, time_limit)
        expected = COMPILED_EXIT_CODES if compiled else STATIC_EXIT_CODES
        if sig is not None:
            problems.append(f"killed by signal {sig}")
        elif status is None:
            problems.append(f"hang: more than {time_limit} s")
        elif status not in expected:
            problems.append(f"exit status {status}")
        if not compiled:
            if stdout:
                problems.append("output on stdout")
            for line in stderr.decode("utf-8", "replace").splitlines():
                if not line.startswith("la-sim import: "):
                    problems.append(f"stderr line is not la-sim's: {line[:120]!r}")
                    break
        if compiled and status in (0, 1):
            try:
                fixture = json.loads(stdout)
                assert isinstance(fixture, dict)
            except (ValueError, AssertionError):
                problems.append("stdout is not a JSON object")
            else:
                path = os.path.join(directory, "imported.json")
                with open(path, "wb") as handle:
                    handle.write(stdout)
                rendered = run(binary, ["render", path], directory, time_limit)
                if rendered[0] != 0:
                    first = rendered[3].decode("utf-8", "replace").strip().splitlines()[:1]
                    problems.append(f"the imported fixture does not render (exit {rendered[0]}): {first}")
    return number, description, files, problems, elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug", "la-sim"))
    parser.add_argument("--seed", type=int, default=20261201)
    parser.add_argument("--cases", type=int, default=300)
    parser.add_argument("--compiled", type=int, default=0, help="cases compiled with the real swiftc")
    parser.add_argument("--keep", default=None, help="write each failing case here as a reproducer")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--time-limit", type=float, default=10.0)
    options = parser.parse_args()
    if not os.access(options.bin, os.X_OK):
        print(f"no la-sim binary at {options.bin}: run 'swift build' first", file=sys.stderr)
        return 2
    sources = corpus()
    passed = failed = 0
    slowest = 0.0
    with concurrent.futures.ThreadPoolExecutor(max_workers=options.jobs) as pool:
        futures = [pool.submit(execute, options.bin, options.seed, number, sources, options.time_limit,
                               number >= options.cases)
                   for number in range(options.cases + options.compiled)]
        for future in concurrent.futures.as_completed(futures):
            number, description, files, problems, elapsed = future.result()
            slowest = max(slowest, elapsed)
            if not problems:
                passed += 1
                continue
            failed += 1
            print(f"case {number} ({description}): " + "; ".join(problems))
            if options.keep:
                target = os.path.join(options.keep, f"case-{number}")
                os.makedirs(target, exist_ok=True)
                for name, data in files.items():
                    with open(os.path.join(target, name), "wb") as handle:
                        handle.write(data)
    print(f"slowest case: {slowest:.2f} s")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
