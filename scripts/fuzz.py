#!/usr/bin/env python3
"""Fuzz la-sim with mutations of the shipped fixtures, payloads and scenarios.

Each case mutates one shipped file (byte flips, truncation, JSON type swaps, extreme numbers, deep
nesting, huge strings and arrays, control characters and ESC/OSC sequences, invalid UTF-8, CRLF) and
runs the built binary on it: `render` (text, ANSI or JSON), `check`, `push --render` or `play`, in a
temporary directory, under a time and memory limit. A case fails on:

- a crash: a signal, or an exit status other than 0, 1, 64, 65, 66;
- a hang: longer than the time limit (2 s for an input under 1 MB);
- memory: a peak resident set above the limit (200 MB), measured with wait4;
- output: a stderr message longer than one line, or raw control bytes (ESC, OSC, C1, ...) on stderr,
  or on stdout except for `render --format ansi`;
- a frame of the wrong size: in `render --format json`, a frame whose rows are not `height` rows of
  `width` cells, or larger than the largest presentation `la-sim devices` lists.

Usage: scripts/fuzz.py [--bin PATH] [--seed N] [--cases N] [--minutes M] [--keep DIR] [--jobs N]
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
import signal
import subprocess
import sys
import tempfile
import time
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXIT_CODES = {0, 1, 64, 65, 66}
MEMORY_LIMIT_MB = 200

HOSTILE_STRINGS = [
    "\u001b]0;pwned\u0007",
    "\u001b[2J\u001b[H",
    "\u001b]8;;http://example.com\u001b\\link\u001b]8;;\u001b\\",
    "\u009b31m",
    "line\nbreak",
    "carriage\rreturn",
    "\u0000nul",
    "\u202egnp.exe",
    "tab\tbed",
    "\u007f",
    "👨\u200d🍳" * 5,
    "e\u0301" * 50,
    "中文字符" * 30,
    "{status}{{}}{",
    "",
]
EXTREME_NUMBERS = ["1e308", "-1e308", "1e17", str(2**62), str(2**63), "-0", "NaN", "Infinity", "-1",
                   "0.0000001", "1e-320", "123456789012345678901234567890"]


VIEW_KINDS = {"text", "icon", "timer", "relative", "time", "percent", "progress", "steps", "hstack", "vstack"}


def log(*args):
    print(*args, flush=True)


# ------------------------------------------------------------------------------------------------
# Mutations. Each returns bytes and a short description.

def json_paths(value, path=()):
    yield path, value
    if isinstance(value, dict):
        for key, child in value.items():
            yield from json_paths(child, path + (key,))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from json_paths(child, path + (index,))


def set_at(root, path, new):
    if not path:
        return new
    target = root
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = new
    return root


class Raw:
    """A JSON literal written as it is (NaN, -0, 1e308, 100,000 nested brackets)."""

    def __init__(self, text):
        self.text = text


def dumps(value):
    """json.dumps with Raw literals spliced in."""
    raws = []

    def replace(node):
        if isinstance(node, Raw):
            raws.append(node.text)
            return f"@@RAW{len(raws) - 1}@@"
        if isinstance(node, dict):
            return {key: replace(child) for key, child in node.items()}
        if isinstance(node, list):
            return [replace(child) for child in node]
        return node

    text = json.dumps(replace(value), ensure_ascii=False, indent=2)
    return re.sub(r'"@@RAW(\d+)@@"', lambda m: raws[int(m.group(1))], text)


def mutate_json_value(rng, value):
    """A replacement for one JSON value, and what it is."""
    kind = rng.choice(["swap", "number", "string", "hostile", "huge-string", "huge-array", "nest",
                       "deep", "empty", "duplicate"])
    if kind == "swap":
        new = rng.choice([None, True, 0, 1.5, "text", [], {}, [value], {"x": value}])
        return new, f"type swap to {type(new).__name__}"
    if kind == "number":
        literal = rng.choice(EXTREME_NUMBERS)
        return Raw(literal), f"number {literal}"
    if kind == "string":
        if isinstance(value, str) and value:
            cut = rng.randrange(len(value) + 1)
            return value[:cut] + rng.choice(HOSTILE_STRINGS) + value[cut:], "string with insert"
        return rng.choice(["", "+1e10h", "-99999999m", "now", "+0s", "gray", "grey"]), "odd string"
    if kind == "hostile":
        return rng.choice(HOSTILE_STRINGS), "control characters"
    if kind == "huge-string":
        unit = rng.choice(["x", "中", "🚚", "\u0301", "{x}"])
        return unit * rng.choice([10_000, 100_000]), f"huge string of {unit!r}"
    if kind == "huge-array":
        return [rng.choice([0, "x", {}, None])] * rng.choice([10_000, 100_000]), "huge array"
    if kind == "nest":
        depth = rng.choice([63, 64, 65, 200])
        return Raw("[" * depth + "0" + "]" * depth), f"nesting {depth}"
    if kind == "deep":
        return Raw("[" * 100_000), "100,000 open brackets"
    if kind == "empty":
        return rng.choice([{}, [], ""]), "emptied"
    return [value, value] if not isinstance(value, dict) else dict(value, **{"extra": value}), "duplicated"


def mutate_json(rng, data):
    try:
        root = json.loads(data.decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        return mutate_bytes(rng, data)
    descriptions = []
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        paths = list(json_paths(root))
        numbers = [(path, value) for path, value in paths
                   if isinstance(value, (int, float)) and not isinstance(value, bool)]
        views = [(path, value) for path, value in paths if isinstance(value, dict) and VIEW_KINDS & value.keys()]
        if views and rng.random() < 0.15:
            # A layout modifier with an extreme value: the fixtures hold few, so add one.
            path, view = rng.choice(views)
            modifier = rng.choice(["spacing", "maxWidth", "lineLimit", "priority"]
                                  if "hstack" in view or "vstack" in view else ["maxWidth", "lineLimit", "priority"])
            literal = rng.choice(EXTREME_NUMBERS)
            view[modifier] = Raw(literal)
            descriptions.append(f"{'/'.join(map(str, path))}: {modifier} {literal}")
            continue
        if numbers and rng.random() < 0.3:
            # Numbers are where arithmetic traps: aim the extreme values at them.
            path, _ = rng.choice(numbers)
            literal = rng.choice(EXTREME_NUMBERS)
            root = set_at(root, path, Raw(literal))
            descriptions.append(f"{'/'.join(map(str, path))}: number {literal}")
            continue
        path, value = rng.choice(paths[1:] if len(paths) > 1 else paths)
        new, description = mutate_json_value(rng, value)
        root = set_at(root, path, new)
        descriptions.append(f"{'/'.join(map(str, path))}: {description}")
    return dumps(root).encode("utf-8"), "; ".join(descriptions)


def mutate_bytes(rng, data):
    kind = rng.choice(["flip", "truncate", "crlf", "cr", "utf8", "insert-esc", "bom"])
    data = bytearray(data)
    if kind == "flip" and data:
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        return bytes(data), "byte flips"
    if kind == "truncate":
        return bytes(data[: rng.randrange(len(data) + 1)]), "truncated"
    if kind == "crlf":
        return bytes(data).replace(b"\n", b"\r\n"), "CRLF line endings"
    if kind == "cr":
        return bytes(data).replace(b"\n", b"\r"), "CR line endings"
    if kind == "utf8":
        at = rng.randrange(len(data) + 1)
        junk = rng.choice([b"\xff", b"\xc3", b"\x80", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xc0\xaf"])
        return bytes(data[:at] + junk + data[at:]), f"invalid UTF-8 {junk!r}"
    if kind == "bom":
        return b"\xef\xbb\xbf" + bytes(data), "byte order mark"
    at = rng.randrange(len(data) + 1)
    return bytes(data[:at] + b"\x1b]0;pwned\x07\x1b[2J" + data[at:]), "raw ESC bytes"


def mutate_scenario(rng, data):
    if rng.random() < 0.3:
        return mutate_bytes(rng, data)
    lines = data.decode("utf-8", "replace").split("\n")
    extra = [
        "wait 99999999h", "wait 1e10s", "wait 0s", "wait 12h", "wait 13h", "wait -5m", "wait 5x",
        "press " + " ".join(["}"] * 200), "press " + " ".join(["n", "p", "r"] * 50), "press q", "press e",
        "press l", "stale", "cancel", "end after 99999h", "end immediate", "end banana",
        "device iphone-1", "device iphone-15-pro-max", "snapshot " + "x" * 200, "snapshot a.actual",
        "snapshot ../escape", "snapshot -x", "snapshot dup", "snapshot dup", "snapshot s on all",
        "snapshot s small", "format ansi", "format svg", "format png", "push /etc/hostname",
        "push ../payloads/pizza-planet/broken-not-json.json", "push missing.json", "pushes .",
        "pushes ../payloads/pizza-planet", "snapshot \u001b]0;x\u0007", "push \u202efile.json",
        "# comment \u001b[2J",
    ]
    descriptions = []
    for _ in range(rng.choice([1, 2, 3])):
        kind = rng.choice(["insert", "insert", "delete", "duplicate", "repeat"])
        at = rng.randrange(len(lines) + 1)
        if kind == "insert":
            line = rng.choice(extra)
            lines.insert(at, line)
            descriptions.append(f"insert {line[:30]!r}")
        elif kind == "delete" and lines:
            del lines[min(at, len(lines) - 1)]
            descriptions.append("delete a line")
        elif kind == "duplicate" and lines:
            lines.insert(at, lines[min(at, len(lines) - 1)])
            descriptions.append("duplicate a line")
        else:
            lines[at:at] = ["wait 11h", "press }"] * rng.choice([10, 400])
            descriptions.append("repeated long waits")
    return "\n".join(lines).encode("utf-8", "surrogateescape"), "; ".join(descriptions)


# ------------------------------------------------------------------------------------------------
# Checks.

def cell_width(text):
    """Terminal cells, as glibc's wcwidth with la-sim's policy: a ZWJ sequence is as wide as its base."""
    width = 0
    joined = False
    for char in text:
        code = ord(char)
        if joined:
            joined = False
            continue
        if code == 0x200D:
            joined = True
            continue
        if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf") \
                or 0xFE00 <= code <= 0xFE0F or 0x1F3FB <= code <= 0x1F3FF:
            continue
        width += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
    return width


CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f]")


def check_output(name, stdout, stderr, allow_ansi):
    problems = []
    err = stderr.decode("utf-8", "replace")
    if err.count("\n") > 1 or (err and not err.endswith("\n")):
        problems.append(f"stderr is {err.count(chr(10))} lines: {err[:200]!r}")
    if CONTROL.search(err):
        problems.append(f"raw control character on stderr: {CONTROL.search(err).group()!r} in {err[:160]!r}")
    out = stdout.decode("utf-8", "replace")
    if not allow_ansi:
        match = CONTROL.search(out)
        if match:
            at = match.start()
            problems.append(f"raw control character on stdout: {match.group()!r} near {out[max(0, at - 40):at + 20]!r}")
    return problems


def check_frames(stdout, maximum):
    try:
        document = json.loads(stdout.decode("utf-8"))
    except (ValueError, UnicodeDecodeError) as error:
        return [f"render --format json printed no JSON: {error}"]
    problems = []
    for frame in document.get("frames", []):
        rows, width, height = frame.get("rows", []), frame.get("width"), frame.get("height")
        label = f"{frame.get('presentation')} {width}×{height}"
        if len(rows) != height:
            problems.append(f"{label}: {len(rows)} rows")
        widths = sorted({cell_width(row) for row in rows})
        if rows and widths != [width]:
            problems.append(f"{label}: rows of {widths} cells")
        if width is not None and height is not None and (width > maximum[0] or height > maximum[1]):
            problems.append(f"{label}: larger than the largest presentation {maximum[0]}×{maximum[1]}")
    return problems


def largest_presentation(binary):
    """The largest frame any device shows: its cells plus the one-cell outline."""
    text = subprocess.run([binary, "devices"], capture_output=True, text=True, timeout=30).stdout
    sizes = [(int(w), int(h)) for w, h in re.findall(r"→ (\d+)×(\d+) cells", text)]
    if not sizes:
        return (1000, 1000)
    return (max(w for w, _ in sizes) + 2, max(h for _, h in sizes) + 2)


# ------------------------------------------------------------------------------------------------
# Running one case.

def run(binary, arguments, directory, timeout):
    """Runs la-sim; returns (status or None on timeout, signal, stdout, stderr, peak RSS in MB, seconds)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.monotonic()
        process = subprocess.Popen([binary] + arguments, cwd=directory, stdin=subprocess.DEVNULL,
                                   stdout=out, stderr=err, env=dict(os.environ, NO_COLOR=""),
                                   start_new_session=True)
        timed_out = False
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() - start > timeout:
                timed_out = True
                os.killpg(process.pid, signal.SIGKILL)
                pid, status, usage = os.wait4(process.pid, 0)
                break
            time.sleep(0.005)
        process.returncode = 0
        elapsed = time.monotonic() - start
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
    rss = usage.ru_maxrss / 1024
    if timed_out:
        return None, None, stdout, stderr, rss, elapsed
    if os.WIFSIGNALED(status):
        return None, os.WTERMSIG(status), stdout, stderr, rss, elapsed
    return os.WEXITSTATUS(status), None, stdout, stderr, rss, elapsed


class Case:
    def __init__(self, number, command, source, description, data, fixture):
        self.number, self.command, self.source = number, command, source
        self.description, self.data, self.fixture = description, data, fixture


def make_case(rng, number, corpus):
    kind = rng.choice(["fixture"] * 4 + ["payload"] * 3 + ["scenario"] * 3)
    path = rng.choice(corpus[kind])
    data = open(path, "rb").read()
    if kind == "scenario":
        mutated, description = mutate_scenario(rng, data)
        fixture = next(name for name in ("pizza-planet", "food-runner", "courier", "export")
                       if os.path.basename(path).startswith(name))
        command = rng.choice(["play", "play", "play --verify", "play --format ansi"])
    else:
        mutated, description = (mutate_json if rng.random() < 0.75 else mutate_bytes)(rng, data)
        if kind == "payload":
            fixture = os.path.basename(os.path.dirname(path))
            command = "push --render"
        else:
            fixture = None
            command = rng.choice(["render", "render --format json", "render --format ansi", "check"])
    return Case(number, command, os.path.relpath(path, ROOT), description, mutated, fixture)


def execute(binary, case, maximum, time_limit):
    directory = tempfile.mkdtemp(prefix="la-sim-fuzz-")
    try:
        os.symlink(os.path.join(ROOT, "fixtures", "payloads"), os.path.join(directory, "payloads"))
        os.mkdir(os.path.join(directory, "scenarios"))
        words = case.command.split()
        if words[0] == "play":
            name = "scenarios/" + os.path.basename(case.source)
            arguments = ["play", case.fixture, name] + words[1:]
            if "--verify" in words:
                arguments.append("goldens")
        elif words[0] == "push":
            name = "payload.json"
            arguments = ["push", case.fixture, name] + words[1:]
        else:
            name = "fixture.json"
            arguments = [words[0], name] + words[1:]
        with open(os.path.join(directory, name), "wb") as handle:
            handle.write(case.data)
        timeout = time_limit if len(case.data) < 1_000_000 else time_limit * 4
        status, killed, stdout, stderr, rss, elapsed = run(binary, arguments, directory, timeout)
        problems = []
        if killed is not None:
            problems.append(f"crashed with signal {killed} ({signal.Signals(killed).name}): "
                            f"{stderr.decode('utf-8', 'replace').strip().splitlines()[-1:] or ''}")
        elif status is None:
            problems.append(f"hung: still running after {timeout:g} s")
        elif status not in EXIT_CODES:
            problems.append(f"exit status {status}")
        if rss > MEMORY_LIMIT_MB:
            problems.append(f"peak memory {rss:.0f} MB, over {MEMORY_LIMIT_MB} MB")
        if status is not None or killed is None:
            problems += check_output(case.command, stdout, stderr, allow_ansi="ansi" in case.command)
        if case.command == "render --format json" and status == 0:
            problems += check_frames(stdout, maximum)
        return problems, elapsed, rss, arguments
    finally:
        shutil.rmtree(directory, ignore_errors=True)


def keep(directory, case, problems, arguments):
    os.makedirs(directory, exist_ok=True)
    extension = ".scenario" if case.command.startswith("play") else ".json"
    stem = f"case-{case.number:05d}-{case.command.split()[0]}"
    with open(os.path.join(directory, stem + extension), "wb") as handle:
        handle.write(case.data)
    with open(os.path.join(directory, stem + ".txt"), "w") as handle:
        handle.write(f"from {case.source}: {case.description}\n")
        handle.write(f"la-sim {' '.join(arguments)}   (the file is {stem}{extension})\n")
        handle.write("\n".join(problems) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug", "la-sim"))
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--cases", type=int, default=300)
    parser.add_argument("--minutes", type=float, default=None, help="stop after this long")
    parser.add_argument("--keep", default=None, help="write each failing case here as a reproducer")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--time-limit", type=float, default=2.0, help="seconds for an input under 1 MB")
    parser.add_argument("--verbose", action="store_true")
    options = parser.parse_args()
    binary = os.path.abspath(options.bin)
    if not os.access(binary, os.X_OK):
        log(f"fuzz: no la-sim binary at {binary} (build it, or pass --bin)")
        return 2

    # Run a copy, so that a rebuild during a long run neither disturbs it nor fails with "text file busy".
    copy_directory = tempfile.mkdtemp(prefix="la-sim-fuzz-bin-")
    shown = binary
    binary = shutil.copy2(binary, os.path.join(copy_directory, "la-sim"))
    try:
        return fuzz(options, binary, shown)
    finally:
        shutil.rmtree(copy_directory, ignore_errors=True)


def fuzz(options, binary, shown):
    corpus = {
        "fixture": sorted(os.path.join(ROOT, "fixtures", "activities", name)
                          for name in os.listdir(os.path.join(ROOT, "fixtures", "activities"))
                          if name.endswith(".json")),
        "payload": sorted(os.path.join(dirpath, name)
                          for dirpath, _, names in os.walk(os.path.join(ROOT, "fixtures", "payloads"))
                          for name in names if name.endswith(".json")),
        "scenario": sorted(os.path.join(ROOT, "fixtures", "scenarios", name)
                           for name in os.listdir(os.path.join(ROOT, "fixtures", "scenarios"))
                           if name.endswith(".scenario")),
    }
    maximum = largest_presentation(binary)
    deadline = time.monotonic() + options.minutes * 60 if options.minutes else None
    started = time.monotonic()
    counts = {}
    failures = []
    slowest = (0.0, None)
    peak = (0.0, None)

    def work(number):
        # Each case has its own generator, so a case is the same whatever ran before it, and cases are made
        # one at a time: wait4's peak memory of a child counts the parent's resident set at the fork, so
        # this process must stay far below the memory limit.
        case = make_case(random.Random(options.seed * 1_000_003 + number), number, corpus)
        problems, elapsed, rss, arguments = execute(binary, case, maximum, options.time_limit)
        if problems and options.keep:
            keep(options.keep, case, problems, arguments)
        case.data = None
        return case, problems, elapsed, rss

    log(f"fuzz: {options.cases} cases, seed {options.seed}, {options.jobs} jobs, {shown}")
    with concurrent.futures.ThreadPoolExecutor(max_workers=options.jobs) as pool:
        pending = set()
        submitted = 0
        while submitted < options.cases or pending:
            while submitted < options.cases and len(pending) < options.jobs * 2 \
                    and not (deadline and time.monotonic() > deadline):
                pending.add(pool.submit(work, submitted))
                submitted += 1
            if not pending:
                break
            done, pending = concurrent.futures.wait(pending, return_when=concurrent.futures.FIRST_COMPLETED)
            for future in done:
                case, problems, elapsed, rss = future.result()
                tally = counts.setdefault(case.command, [0, 0])
                tally[0 if not problems else 1] += 1
                if elapsed > slowest[0]:
                    slowest = (elapsed, case)
                if rss > peak[0]:
                    peak = (rss, case)
                if problems:
                    failures.append((case, problems))
                    log(f"FAIL case {case.number} ({case.command}, {case.source}: {case.description[:90]})")
                    for problem in problems:
                        log(f"     {problem[:300]}")
                elif options.verbose:
                    log(f"ok   case {case.number} ({case.command}, {elapsed:.2f} s, {rss:.0f} MB)")
            if deadline and time.monotonic() > deadline and submitted < options.cases:
                submitted = options.cases  # let the running cases finish, start no more

    log("")
    for command in sorted(counts):
        passed, failed = counts[command]
        log(f"  {command:24} {passed + failed:5} cases, {failed} failed")
    if slowest[1]:
        log(f"  slowest: {slowest[0]:.2f} s (case {slowest[1].number}, {slowest[1].command});"
            f" peak memory {peak[0]:.0f} MB (case {peak[1].number}, {peak[1].command});"
            f" {time.monotonic() - started:.0f} s in all")
    passed = sum(tally[0] for tally in counts.values())
    failed = sum(tally[1] for tally in counts.values())
    log(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
