#!/usr/bin/env python3
"""Fuzz la-sim with mutations of the shipped fixtures, payloads and scenarios, and with the shapes of
the defects found before.

Each case is one run of an entry point (`render` in text, JSON, ANSI and accessibility, `check` in text
and SARIF, `push --render`, `push --emit curl|apns`, `play`, `play --verify`, `play --record`, `play
--format ansi`, `init`, `import --out`, and `run`, the simulator, in a 120×40 pseudo-terminal, quit with
`q` after a second) in a temporary directory, under a time and memory limit. Half the
cases (--shaped) mutate one shipped file (byte flips, truncation, JSON type swaps, extreme numbers, deep
nesting, huge strings and arrays, control characters and ESC/OSC sequences, invalid UTF-8, CRLF); the
others are built as a shape that found a defect:

- dates: huge and negative durations in every date field of a fixture (staleAfter, a Date in a step's
  content state, end and step dismissal `after`) and huge, negative or fractional seconds in a payload's
  (timestamp, stale-date, dismissal-date, content-state dates, apns-expiration);
- jwt: a provider token whose `iat` is ±1e308, ±9.3e18, fractional or not a number;
- wide-stack: an HStack or VStack of 10,000 to 30,000 texts; big-enum: an enum of up to 40,000 cases and
  a near-miss or 3-KB raw value; big-object: up to 100,000 attributes;
- repeated: one 61-KB payload pushed up to 9,990 times by a scenario;
- hostile names (ESC, C1, newline, U+2028, bidi, `$(…)`, backquotes, quotes, spaces) as the fixture's
  file name, name, displayName, step name and bundleIdentifier, header values, the payload's file name,
  the scenario's and golden directory's names, and init's --dir;
- outputs: --report, --junit, --out and --record aimed at the fixture, the scenario, a payload, a golden
  or one another (directly, through ./, ../, a symbolic or a hard link), import --out at its Swift; init
  with payloads/ a link out of DIR, a file in its way, a file that exists;
- vacuous: play --record of an empty or comments-only scenario, check of a fixture that draws no frame,
  `expect text PRESENTATION "─"` after `end immediate`.

A case fails, in one of these kinds, on:
- crash in FILE: a signal (FILE is the first frame in la-sim's own sources in the backtrace);
- exit-status: a status other than 0, 1, 64, 65, 66 (init: 0, 64, 73; run: 0, 64, 65, 66);
- hang: longer than the time limit (2 s for an input under 1 MB, twice that for check and import, 10 s
  for the big shapes); memory: a peak resident set above 200 MB, measured with wait4;
- stderr-lines: a message longer than one line (a usage error's "Try" line, --emit's report and import's
  FILE:LINE:COL lines excepted);
- raw-control: raw control bytes (ESC, OSC, C1, ...) on stderr, or on stdout except for ANSI output, or
  a newline, line separator or ESC from a hostile name printed as it is;
- unquoted-command: a printed command (la-sim …, cd …, curl …, xcrun …) in which a hostile name would run
  (`$(…)` or a backquote outside single quotes), whose quotes do not balance, or that splits the name;
- overwritten-input: an input, a golden or a Swift file changed or removed by the run;
- written-outside: init wrote through a symbolic link out of DIR; written-on-failure: init exited
  non-zero and left files in DIR;
- vacuous-pass: exit 0 from a run that checked nothing;
- frame-size: in `render --format json`, a frame whose rows are not `height` rows of `width` cells, or
  larger than the largest presentation `la-sim devices` lists.

Usage: scripts/fuzz.py [--bin PATH] [--seed N] [--cases N] [--entry E]... [--shaped F] [--minutes M]
                       [--keep DIR] [--jobs N] [--summary FILE.json]
The summary prints each entry point's cases and failures by kind and shape; the last line printed is
exactly `N passed, M failed`; the exit status is 1 when a case failed. scripts/fuzz-rounds.py runs a
10,000-case round per entry point. Python 3 standard library only.
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


def check_output(name, stdout, stderr, allow_ansi, status=None):
    problems = []
    err = stderr.decode("utf-8", "replace")
    # A usage error (64) adds "Try 'la-sim X --help'."; --emit writes its report to stderr, the command to
    # stdout; both are by design.
    one_line = err
    if status == 64 and err.count("\n") == 2 and err.split("\n")[1].startswith("Try 'la-sim"):
        one_line = err.split("\n")[0] + "\n"
    if "--emit" in name or name.startswith("import"):
        one_line = ""  # the import reports one FILE:LINE:COL line per thing left out
    if one_line.count("\n") > 1 or (one_line and not one_line.endswith("\n")):
        problems.append(("stderr-lines", f"stderr is {err.count(chr(10))} lines: {err[:200]!r}"))
    if CONTROL.search(err):
        problems.append(("raw-control",
                         f"raw control character on stderr: {CONTROL.search(err).group()!r} in {err[:160]!r}"))
    out = stdout.decode("utf-8", "replace")
    if not allow_ansi:
        match = CONTROL.search(out)
        if match:
            at = match.start()
            problems.append(("raw-control", f"raw control character on stdout: {match.group()!r} near"
                             f" {out[max(0, at - 40):at + 20]!r}"))
    return problems


def check_frames(stdout, maximum):
    try:
        document = json.loads(stdout.decode("utf-8"))
    except (ValueError, UnicodeDecodeError) as error:
        return [("frame-size", f"render --format json printed no JSON: {error}")]
    problems = []
    for frame in document.get("frames", []):
        rows, width, height = frame.get("rows", []), frame.get("width"), frame.get("height")
        label = f"{frame.get('presentation')} {width}×{height}"
        if len(rows) != height:
            problems.append(("frame-size", f"{label}: {len(rows)} rows"))
        widths = sorted({cell_width(row) for row in rows})
        if rows and widths != [width]:
            problems.append(("frame-size", f"{label}: rows of {widths} cells"))
        if width is not None and height is not None and (width > maximum[0] or height > maximum[1]):
            problems.append(("frame-size", f"{label}: larger than the largest presentation {maximum[0]}×{maximum[1]}"))
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


def run_in_terminal(binary, arguments, directory, timeout, keys=b"q", after=1.0):
    """Runs the simulator in a pseudo-terminal of 120×40, presses `keys` after `after` seconds and waits
    for it to quit; returns what run() returns (the screen's bytes as stdout, no stderr)."""
    import fcntl
    import select
    import struct
    import termios
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    start = time.monotonic()
    process = subprocess.Popen([binary] + arguments, cwd=directory, stdin=slave, stdout=slave, stderr=slave,
                               env=dict(os.environ, TERM="xterm-256color", NO_COLOR=""),
                               start_new_session=True)
    os.close(slave)
    screen = bytearray()
    sent = timed_out = False
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        elapsed = time.monotonic() - start
        if not sent and elapsed > after:
            try:
                os.write(master, keys)
            except OSError:
                pass
            sent = True
        if elapsed > timeout + after:
            timed_out = True
            os.killpg(process.pid, signal.SIGKILL)
            pid, status, usage = os.wait4(process.pid, 0)
            break
        ready, _, _ = select.select([master], [], [], 0.02)
        if ready:
            try:
                screen += os.read(master, 65536)
            except OSError:
                time.sleep(0.01)
    os.close(master)
    process.returncode = 0
    elapsed = time.monotonic() - start
    rss = usage.ru_maxrss / 1024
    if timed_out:
        return None, None, bytes(screen), b"", rss, elapsed
    if os.WIFSIGNALED(status):
        return None, os.WTERMSIG(status), bytes(screen), bytes(screen), rss, elapsed
    return os.WEXITSTATUS(status), None, bytes(screen), b"", rss, elapsed


class Case:
    """One run of la-sim: the files to write in a fresh directory, the arguments, and what must hold."""

    def __init__(self, number, command, source, description, data, fixture):
        self.number, self.command, self.source = number, command, source
        self.description, self.data, self.fixture = description, data, fixture
        self.shape = "mutation"
        self.files = {}          # relative path: bytes
        self.arguments = []
        self.inputs = []         # relative paths that must be byte-identical afterwards
        self.names = []          # hostile names from the input: printed commands must quote them
        self.links = {}          # relative path: relative target (a symbolic link)
        self.hard_links = {}     # relative path: relative target
        self.directories = []
        self.setup = []          # la-sim runs before the case (recording goldens to aim at)
        self.outside = None      # a directory that must stay empty (init must not write through a link)
        self.init_directory = None
        self.time_limit = None
        self.vacuous = False     # la-sim must not exit 0: it checked nothing
        self.payload_link = False


def make_case(rng, number, corpus, entries, shaped_fraction):
    entry = rng.choice(entries)
    if entry in ("init", "import --out") or rng.random() < shaped_fraction:
        return shaped_case(rng, number, entry)
    words = entry.split()
    kind = {"play": "scenario", "push": "payload"}.get(words[0], "fixture")
    path = rng.choice(corpus[kind])
    data = open(path, "rb").read()
    if kind == "scenario":
        mutated, description = mutate_scenario(rng, data)
        fixture = next(name for name in ("pizza-planet", "food-runner", "courier", "export")
                       if os.path.basename(path).startswith(name))
    else:
        mutated, description = (mutate_json if rng.random() < 0.75 else mutate_bytes)(rng, data)
        fixture = os.path.basename(os.path.dirname(path)) if kind == "payload" else None
    case = Case(number, entry, os.path.relpath(path, ROOT), description, mutated, fixture)
    case.payload_link = True
    if words[0] == "play":
        name = "scenarios/" + os.path.basename(case.source)
        case.arguments = ["play", fixture, name] + words[1:]
        if words[1:2] in (["--verify"], ["--record"]):
            case.arguments.append("goldens")
    elif words[0] == "push":
        name = "payload.json"
        case.arguments = ["push", fixture, name] + words[1:]
    else:
        name = "fixture.json"
        case.arguments = [words[0], name] + words[1:]
    case.files[name] = mutated
    case.inputs.append(name)
    return case


def digest(path):
    import hashlib
    try:
        with open(path, "rb") as handle:
            return hashlib.sha256(handle.read()).hexdigest()
    except OSError as error:
        return f"unreadable: {error.strerror}"


def listing(directory):
    if not os.path.isdir(directory):
        return set()
    return {os.path.relpath(os.path.join(base, name), directory)
            for base, dirs, names in os.walk(directory) for name in names + dirs}


def execute(binary, case, maximum, time_limit):
    directory = tempfile.mkdtemp(prefix="la-sim-fuzz-")
    try:
        if case.payload_link:
            os.symlink(os.path.join(ROOT, "fixtures", "payloads"), os.path.join(directory, "payloads"))
            os.mkdir(os.path.join(directory, "scenarios"))
        for name in case.directories:
            os.makedirs(os.path.join(directory, name), exist_ok=True)
        for name, data in case.files.items():
            path = os.path.join(directory, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as handle:
                handle.write(data)
        for name, target in case.links.items():
            os.symlink(os.path.join(directory, target), os.path.join(directory, name))
        for name, target in case.hard_links.items():
            os.link(os.path.join(directory, target), os.path.join(directory, name))
        for arguments in case.setup:
            run(binary, arguments, directory, time_limit * 4)
        before = {name: digest(os.path.join(directory, name)) for name in case.inputs}
        init_before = listing(os.path.join(directory, case.init_directory)) if case.init_directory else None
        size = sum(len(data) for data in case.files.values())
        # check draws every step, state, presentation and device: thousands of frames, so twice the time;
        # import starts the app's compiled widget host (swiftc's build of it cached), a second process.
        limit = time_limit * (2 if case.command.startswith(("check", "import")) else 1)
        timeout = case.time_limit or (limit if size < 1_000_000 else limit * 4)
        if case.command == "run":
            status, killed, stdout, stderr, rss, elapsed = run_in_terminal(binary, case.arguments, directory, timeout)
        else:
            status, killed, stdout, stderr, rss, elapsed = run(binary, case.arguments, directory, timeout)
        problems = []
        if killed is not None:
            text = stderr.decode("utf-8", "replace")
            # The first frame in la-sim's own sources names the place, as the backtrace prints it.
            where = re.findall(r"at \S*/Sources/(\S+?\.swift):\d+", text) or re.findall(r"(\w[\w+]*\.swift):\d+", text)
            problems.append(("crash" + (f" in {where[0]}" if where else ""),
                             f"crashed with signal {killed} ({signal.Signals(killed).name}): "
                             f"{text.strip().splitlines()[-1:] or ''}"))
        elif status is None:
            problems.append(("hang", f"hung: still running after {timeout:g} s"))
        elif status not in ENTRY_EXIT_CODES.get(case.command, EXIT_CODES):
            problems.append(("exit-status", f"exit status {status}"))
        if rss > MEMORY_LIMIT_MB:
            problems.append(("memory", f"peak memory {rss:.0f} MB, over {MEMORY_LIMIT_MB} MB"))
        if case.command == "run":
            pass  # the screen is the simulator's own escapes; what matters is that it starts and quits
        elif status is not None or killed is None:
            problems += check_output(case.command, stdout, stderr, allow_ansi="ansi" in case.command, status=status)
        if case.command == "render --format json" and status == 0:
            problems += check_frames(stdout, maximum)
        text = stdout.decode("utf-8", "replace") + "\n" + stderr.decode("utf-8", "replace")
        if case.names and "ansi" not in case.command and case.command != "run":
            problems += check_commands(text, case.names)
            for name in case.names:
                if any(mark in name for mark in "\n\u2028\u2029\u001b\u009b") and name in text:
                    problems.append(("raw-control", f"{name!r} from the input printed raw"))
        for name, old in before.items():
            new = digest(os.path.join(directory, name))
            if new != old:
                problems.append(("overwritten-input", f"{name} changed ({'removed' if 'unreadable' in new else 'rewritten'})"
                                 f" by la-sim {' '.join(case.arguments)} (exit {status})"))
        if case.outside and listing(os.path.join(directory, case.outside)):
            problems.append(("written-outside", f"wrote into {case.outside}/ through a symbolic link:"
                             f" {sorted(listing(os.path.join(directory, case.outside)))[:3]}"))
        if case.init_directory and status not in (0, None):
            after = listing(os.path.join(directory, case.init_directory))
            if after - init_before:
                problems.append(("written-on-failure", f"exit {status} but wrote {sorted(after - init_before)[:3]}"))
        if case.vacuous and status == 0:
            problems.append(("vacuous-pass", f"exit 0 although nothing was checked ({case.description})"))
        return problems, elapsed, rss, case.arguments
    finally:
        shutil.rmtree(directory, ignore_errors=True)


def keep(directory, case, problems, arguments):
    stem = os.path.join(directory, f"case-{case.number:05d}-{case.command.split()[0]}")
    os.makedirs(stem, exist_ok=True)
    for name, data in case.files.items():
        path = os.path.join(stem, "files", name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as handle:
            handle.write(data)
    with open(os.path.join(stem, "README.txt"), "w") as handle:
        handle.write(f"from {case.source}: {case.shape}: {case.description}\n")
        handle.write(f"in files/: la-sim {' '.join(map(repr, arguments))}\n")
        if case.links or case.hard_links or case.setup:
            handle.write(f"links {case.links}, hard links {case.hard_links}, first {case.setup}\n")
        handle.write("\n".join(f"{category}: {text}" for category, text in problems) + "\n")

# ------------------------------------------------------------------------------------------------
# Shapes: inputs built on purpose, each the form of a defect found before (Hardening IV), aimed at every
# entry point. A mutation finds them rarely; these find them every time the entry point is reached.

HUGE_DURATIONS = ["+9999999999999999d", "-106751991167301d", "+106751991167301d", "-9999999999999999d",
                  "+99999999999999h", "-99999999999999m", "+9223372036854775807s", "-9223372036854775808s",
                  "+1e308s", "+0s", "-1s", "+8h", "+12h1s"]
HUGE_SECONDS = ["1e308", "-1e308", "9.3e18", "-9.3e18", str(2**63), str(-(2**63) - 1), "1e15", "-1e15",
                "253402300800", "-62135596800", "1e-300", "-0", "4102444800"]
HOSTILE_NAMES = ["a\u001b]0;pwned\u0007b", "new\nline", "$(touch pwned)", "it's", "quo\"te", "sp ace",
                 "back`id`tick", "semi;colon&amp", "\u202eevil", "sep\u2028arator", "tab\tname", "\u009bc1"]
ENTRIES = ["render", "render --format json", "render --format ansi", "render --format accessibility",
           "check", "check --format sarif", "push --render", "push --emit curl", "push --emit apns",
           "play", "play --verify", "play --record", "play --format ansi", "init", "import --out", "run"]
ENTRY_EXIT_CODES = {"init": {0, 64, 73}, "import --out": {0, 1, 64, 65, 66}, "run": {0, 64, 65, 66}}
BIG_TIME_LIMIT = 10.0


def load_json(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def fixture_path(name):
    return os.path.join(ROOT, "fixtures", "activities", name + ".json")


def date_fields(fixture):
    return [name for name, kind in fixture.get("contentState", {}).items() if str(kind).rstrip("?") == "Date"]


def shape_fixture_dates(rng, fixture):
    """A huge or negative duration in one of the fixture's date fields."""
    duration = rng.choice(HUGE_DURATIONS)
    places = ["staleAfter", "end"]
    dates = date_fields(fixture)
    if dates:
        places.append("contentState")
    steps = fixture.get("pipeline", [])
    place = rng.choice(places + ["stepEnd"] if steps else places)
    if place == "staleAfter":
        fixture["staleAfter"] = duration
    elif place == "end":
        fixture["end"] = {"dismissalPolicy": {"after": duration}}
    elif place == "stepEnd":
        rng.choice(steps)["end"] = {"dismissalPolicy": {"after": duration}}
    else:
        step = rng.choice(steps)
        step.setdefault("contentState", {})[rng.choice(dates)] = duration
    return f"{place}: {duration}"


def shape_wide_stack(rng, fixture):
    """An HStack (or VStack) of 10,000 to 30,000 texts in one layout."""
    count = rng.choice([10_000, 20_000, 30_000])
    stack = rng.choice(["hstack", "vstack"])
    slot = rng.choice(["lockScreen", "compactTrailing", "minimal"])
    fixture.setdefault("layouts", {})[slot] = {stack: [{"text": "x"} for _ in range(count)]}
    return f"{slot}: {stack} of {count} texts"


def shape_big_enum(rng, fixture):
    """An enum of thousands of cases and a content value that nearly matches one (did-you-mean's cost)."""
    enums = fixture.get("enums") or {}
    if not enums:
        return shape_big_object(rng, fixture)
    name = rng.choice(sorted(enums))
    count = rng.choice([1_000, 10_000, 40_000])
    enums[name] = [{"case": f"c{index}", "rawValue": f"Value {index:05d}"} for index in range(count)]
    field = next((key for key, kind in fixture["contentState"].items() if str(kind).rstrip("?") == name), None)
    near = rng.choice([f"Value {rng.randrange(count):05d}x", "Value " + "9" * rng.choice([100, 3_000]),
                       "value 00001", "V" * 3_000])
    for index, step in enumerate(fixture.get("pipeline", [])):
        if field:
            step.setdefault("contentState", {})[field] = near if index == 0 else "Value 00000"
    return f"enum {name} of {count} cases, value {near[:24]!r}…"


def shape_big_object(rng, fixture):
    """Attributes with tens of thousands of members (hashed member lookup)."""
    count = rng.choice([10_000, 50_000, 100_000])
    fixture["attributes"] = {f"field{index}": "String" for index in range(count)}
    fixture["attributeValues"] = {f"field{index}": "v" for index in range(count)}
    return f"{count} attributes"


def shape_hostile_fixture_text(rng, fixture):
    """A hostile name, display name, step name or bundle identifier (printed in headers, hints, curl)."""
    name = rng.choice(HOSTILE_NAMES)
    key = rng.choice(["name", "displayName", "bundleIdentifier", "step"])
    if key == "step" and fixture.get("pipeline"):
        fixture["pipeline"][0]["name"] = name
    else:
        fixture[key] = name
    return f"{key}: {name!r}", name


def payload_body(payload):
    return payload["body"] if "body" in payload and "headers" in payload else payload


def shape_payload_dates(rng, payload):
    """A huge, negative or fractional number in a payload's date field."""
    aps = payload_body(payload).setdefault("aps", {})
    key = rng.choice(["timestamp", "stale-date", "dismissal-date", "content-state"])
    value = rng.choice(HUGE_SECONDS)
    if key == "content-state" and isinstance(aps.get("content-state"), dict) and aps["content-state"]:
        field = rng.choice(sorted(aps["content-state"]))
        aps["content-state"][field] = Raw(value)
        return f"content-state.{field}: {value}"
    key = key if key != "content-state" else "stale-date"
    aps[key] = Raw(value)
    return f"{key}: {value}"


def base64url(data):
    import base64
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def shape_jwt(rng, payload, topic):
    """A provider token (JWT) whose iat claim is huge, negative, fractional or not a number."""
    iat = rng.choice(HUGE_SECONDS + ["\"x\"", "null", "1.5", "true", "[]"])
    header = base64url(b'{"alg":"ES256","kid":"ABC123DEFG"}')
    claims = base64url(('{"iss":"DEF123GHIJ","iat":' + iat + "}").encode())
    body = payload_body(payload)
    headers = {"apns-push-type": "liveactivity", "apns-topic": topic + ".push-type.liveactivity",
               "apns-priority": "10", "authorization": f"bearer {header}.{claims}.c2lnbmF0dXJl"}
    if rng.random() < 0.3:
        headers["apns-expiration"] = Raw(rng.choice(HUGE_SECONDS))
    return {"headers": headers, "body": body}, f"JWT iat {iat}"


def shape_hostile_headers(rng, payload, topic):
    """Hostile header values (collapse id, an unknown header, the topic) for --emit curl."""
    name = rng.choice(HOSTILE_NAMES)
    key = rng.choice(["apns-collapse-id", "x-unknown", "apns-topic"])
    headers = {"apns-push-type": "liveactivity", "apns-topic": topic + ".push-type.liveactivity",
               "apns-priority": "10"}
    headers[key] = name if key != "apns-topic" else topic + name
    return {"headers": headers, "body": payload_body(payload)}, f"header {key}: {name!r}", name


def shipped_payload(rng, fixture_name):
    directory = os.path.join(ROOT, "fixtures", "payloads", fixture_name)
    names = sorted(name for name in os.listdir(directory) if name.endswith(".json") and "broken" not in name)
    path = os.path.join(directory, rng.choice(names))
    return load_json(path), os.path.relpath(path, ROOT)


def shaped_case(rng, number, entry):
    """A case of one shape for `entry`: the files to write, the arguments, what must not change."""
    fixture_name = rng.choice(["pizza-planet", "food-runner", "courier", "export"])
    fixture = load_json(fixture_path(fixture_name))
    topic = fixture.get("bundleIdentifier", "com.example.x")
    case = Case(number, entry, f"fixtures/activities/{fixture_name}.json", "", None, fixture_name)
    words = entry.split()
    if words[0] in ("render", "check", "run"):
        shape = rng.choice(["dates"] * 5 + ["hostile-text"] * 3 + ["hostile-file"] * 2
                           + ["wide-stack", "big-enum", "big-object", "no-frames"])
        file_name = "fixture.json"
        case.shape = shape
        if shape == "dates":
            case.description = shape_fixture_dates(rng, fixture)
        elif shape == "hostile-text":
            case.description, name = shape_hostile_fixture_text(rng, fixture)
            case.names.append(name)
        elif shape == "hostile-file":
            file_name = rng.choice(HOSTILE_NAMES).replace("/", "_") + ".json"
            case.description = f"file name {file_name!r}"
            case.names.append(file_name)
        elif shape == "no-frames":
            fixture["pipeline"] = fixture["pipeline"][:1]
            fixture["pipeline"][0]["end"] = {"dismissalPolicy": "immediate"}
            case.description = "the only step ends at once"
            case.vacuous = words[0] == "check"
        else:
            case.description = {"wide-stack": shape_wide_stack, "big-enum": shape_big_enum,
                                 "big-object": shape_big_object}[shape](rng, fixture)
            case.time_limit = BIG_TIME_LIMIT
        case.files[file_name] = dumps(fixture).encode("utf-8")
        case.arguments = [words[0], file_name] + words[1:]
        case.inputs.append(file_name)
    elif words[0] == "push":
        payload, source = shipped_payload(rng, fixture_name)
        case.source = source
        shape = rng.choice(["dates"] * 3 + ["jwt"] * 3 + ["hostile-headers"] * 2 + ["hostile-fixture"] * 2
                           + ["hostile-file", "fixture-dates"])
        payload_name = "payload.json"
        case.shape = shape
        if shape == "dates":
            case.description = shape_payload_dates(rng, payload)
        elif shape == "jwt":
            payload, case.description = shape_jwt(rng, payload, topic)
        elif shape == "hostile-headers":
            payload, case.description, name = shape_hostile_headers(rng, payload, topic)
            case.names.append(name)
        elif shape == "hostile-fixture":
            case.description, name = shape_hostile_fixture_text(rng, fixture)
            case.names.append(name)
        elif shape == "fixture-dates":
            case.description = shape_fixture_dates(rng, fixture)
        else:
            payload_name = rng.choice(HOSTILE_NAMES) + ".json"
            case.description = f"payload file name {payload_name!r}"
            case.names.append(payload_name)
        case.files["fixture.json"] = dumps(fixture).encode("utf-8")
        case.files[payload_name] = dumps(payload).encode("utf-8")
        case.arguments = ["push", "fixture.json", payload_name] + words[1:]
        case.inputs += ["fixture.json", payload_name]
    elif words[0] == "play":
        shaped_play_case(rng, case, words, fixture, fixture_name, topic)
    elif words[0] == "init":
        shaped_init_case(rng, case)
    else:
        shaped_import_case(rng, case)
    return case


def shaped_play_case(rng, case, words, fixture, fixture_name, topic):
    payload, source = shipped_payload(rng, fixture_name)
    scenario_lines = ["snapshot first lock-screen", "push own/p.json", "snapshot second"]
    shape = rng.choice(["dates"] * 3 + ["jwt"] * 2 + ["repeated"] + ["hostile-names"] * 3
                       + ["outputs"] * (4 if "--verify" in words else 1)
                       + ["empty"] * (2 if "--record" in words else 0) + ["vacuous-text"])
    scenario_name = "s.scenario"
    golden = "g"
    case.shape = shape
    if shape == "dates":
        case.description = shape_payload_dates(rng, payload) if rng.random() < 0.6 \
            else shape_fixture_dates(rng, fixture)
    elif shape == "jwt":
        payload, case.description = shape_jwt(rng, payload, topic)
    elif shape == "repeated":
        count = rng.choice([1_000, 5_000, 9_990])
        payload_body(payload).setdefault("aps", {})["alert"] = {"title": "x", "body": "y" * 60_000}
        scenario_lines = ["snapshot first lock-screen"] + ["push own/p.json"] * count
        case.description = f"repeated: one 61-KB payload pushed {count} times"
        case.time_limit = BIG_TIME_LIMIT
    elif shape == "hostile-names":
        name = rng.choice(HOSTILE_NAMES).replace("/", "_")
        where = rng.choice(["scenario", "golden", "fixture"])
        if where == "scenario":
            scenario_name = name + ".scenario"
        elif where == "golden":
            golden = name
        else:
            case.fixture_file = name + ".json"
        case.names.append(name)
        case.description = f"hostile-names: {where} named {name!r}"
    elif shape == "empty":
        scenario_lines = rng.choice([[], ["# only a comment", ""], ["   ", "# x"]])
        case.description = "empty: a scenario with no snapshots"
        case.vacuous = True
    elif shape == "vacuous-text":
        text = rng.choice(["─", "│", " ", "╭", "●"])
        presentation = rng.choice(["lock-screen", "compact", "minimal", "expanded"])
        scenario_lines = ["end immediate", f'expect text {presentation} "{text}"', "snapshot s"]
        case.description = f"vacuous-text: expect text {presentation} {text!r} after end immediate"
        case.vacuous = True
    fixture_file = getattr(case, "fixture_file", "fixture.json")
    case.files[fixture_file] = dumps(fixture).encode("utf-8")
    case.files["own/p.json"] = dumps(payload).encode("utf-8")
    case.files[scenario_name] = ("\n".join(scenario_lines) + "\n").encode("utf-8")
    case.inputs += [fixture_file, "own/p.json", scenario_name]
    case.arguments = ["play", fixture_file, scenario_name]
    if "--verify" in words or "--record" in words:
        case.arguments += [words[1], golden]
    if words[1:] == ["--format", "ansi"]:
        case.arguments += words[1:]
    if shape == "outputs":
        aimed_outputs(rng, case, scenario_name, fixture_file, golden, words)


def aimed_outputs(rng, case, scenario_name, fixture_file, golden, words):
    """--report, --junit, --out and --record aimed at the fixture, the scenario, a payload, a golden, or one
    another, spelled directly, through ./ and ../, or through a link."""
    golden_file = f"{golden}/first.txt"
    if "--verify" in words:
        # Goldens recorded first, so that there is a golden to aim at.
        case.setup = [["play", fixture_file, scenario_name, "--record", golden]]
        case.inputs.append(golden_file)
    targets = [fixture_file, scenario_name, "own/p.json", golden_file, "link.json", "hard.json"]
    case.links = {"link.json": fixture_file}
    case.hard_links = {"hard.json": scenario_name}
    spell = lambda path: rng.choice([path, "./" + path, "own/../" + path, "new/../" + path])  # noqa: E731
    if "--verify" in words:
        options = rng.choice([["--report"], ["--junit"], ["--report", "--junit"]])
        chosen = rng.choice(targets + ["same"])
        extra = []
        if chosen == "same":
            extra = ["--report", "r.out", "--junit", spell("r.out")]
        else:
            for option in options:
                extra += [option, spell(chosen)]
        if rng.random() < 0.2:
            extra += ["--out", rng.choice([golden, "./" + golden])]
        case.arguments += extra
    else:
        # An input named as a snapshot's file (the scenario first.txt, or the fixture fixture.txt, beside
        # snapshots named first and fixture), so that --out . or --record . would write over it.
        def rename(old, new):
            case.files[new] = case.files.pop(old)
            case.inputs = [new if name == old else name for name in case.inputs]
            case.arguments = [new if word == old else word for word in case.arguments]
            case.hard_links = {link: new if target == old else target for link, target in case.hard_links.items()}
            case.links = {link: new if target == old else target for link, target in case.links.items()}
        rename(scenario_name, "first.txt")
        case.files["first.txt"] = b"snapshot fixture\nsnapshot first\n"
        if rng.random() < 0.5:
            rename(fixture_file, "fixture.txt")
        directory = rng.choice([".", "./", "own/.."])
        if "--record" in case.arguments:
            case.arguments[case.arguments.index("--record") + 1] = rng.choice([directory, golden])
        case.arguments += ["--out", rng.choice([directory, golden])]
    case.description = "outputs: " + " ".join(case.arguments[3:])


def shaped_init_case(rng, case):
    shape = rng.choice(["hostile-dir"] * 3 + ["linked-payloads", "existing", "plain", "file-in-the-way"])
    directory = "proj"
    case.shape = shape
    if shape == "hostile-dir":
        directory = rng.choice(HOSTILE_NAMES).replace("/", "_")
        case.names.append(directory)
    elif shape == "linked-payloads":
        case.directories.append("proj")
        case.links["proj/payloads"] = "outside"
        case.directories.append("outside")
        case.outside = "outside"
    elif shape == "existing":
        case.files["proj/my-order.scenario"] = b"# mine\n"
        case.inputs.append("proj/my-order.scenario")
    elif shape == "file-in-the-way":
        case.files["proj/payloads"] = b"a file\n"
        case.inputs.append("proj/payloads")
    case.init_directory = directory
    case.arguments = ["init", "my-order", "--dir", directory]
    case.description = f"{shape}: --dir {directory!r}"


def shaped_import_case(rng, case):
    """import --out aimed at one of the Swift files it reads (directly, through ./ or ../, a hard link)."""
    base = os.path.join(ROOT, "fixtures", "swift")
    activity = rng.choice(sorted(name for name in os.listdir(base) if os.path.isdir(os.path.join(base, name))))
    names = sorted(name for name in os.listdir(os.path.join(base, activity)) if name.endswith(".swift"))
    for name in names:
        with open(os.path.join(base, activity, name), "rb") as handle:
            case.files[name] = handle.read()
    case.source = f"fixtures/swift/{activity}"
    case.hard_links = {"hard.swift": names[0]}
    case.directories.append("own")
    target = rng.choice([names[0], "./" + names[-1], "own/../" + names[0], "hard.swift", "fixture.json"])
    case.inputs += names
    case.arguments = ["import"] + names + ["--out", target]
    case.description = f"outputs: import --out {target}"
    case.shape = "outputs"


def check_commands(text, names):
    """Problems with the shell commands la-sim prints for a person to copy: a command substitution or a
    backquote outside single quotes (it would run when pasted), quotes that do not balance, and a name from
    the input that does not come out as one word."""
    import shlex
    problems = []
    logical = []
    for line in text.split("\n"):
        if logical and logical[-1].endswith("\\"):
            logical[-1] = logical[-1][:-1] + " " + line
        else:
            logical.append(line)
    for line in logical:
        for marker in ("la-sim ", "cd ", "curl ", "xcrun "):
            at = line.find(marker)
            if at < 0 or (at > 0 and line[at - 1] not in " \t"):
                continue
            command = line[at:]
            following = command[len(marker):].split(" ", 1)[0]
            if marker == "la-sim " and (following.endswith(":") or not following):
                continue  # a diagnostic ("la-sim play: …"), not a command
            if not any(name in command or TerminalSafeText(name) in command for name in names):
                continue
            state = None
            escaped = False
            for index, char in enumerate(command):
                if escaped:
                    escaped = False
                elif char == "\\" and state != "'":
                    escaped = True
                elif char in "'\"" and state in (None, char):
                    state = None if state == char else char
                elif state != "'" and (char == "`" or command.startswith("$(", index)):
                    problems.append(("unquoted-command", f"printed command would run {command[index:index + 16]!r}"
                                     f" when pasted: {command[:160]!r}"))
                    break
            else:
                try:
                    words = shlex.split(command)
                except ValueError as error:
                    problems.append(("unquoted-command", f"printed command does not parse ({error}): {command[:160]!r}"))
                    continue
                for name in names:
                    shown = TerminalSafeText(name)
                    if (name in command or shown in command) and not any(name in word or shown in word for word in words):
                        problems.append(("unquoted-command", f"{name!r} is not one word of the printed command"
                                         f" {command[:160]!r}"))
    return problems


def TerminalSafeText(text):  # noqa: N802 (named after la-sim's TerminalSafe)
    """The visible escape la-sim writes for a control character: \\u{1B}."""
    return "".join(f"\\u{{{ord(c):X}}}" if ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F
                   or ord(c) in (0x2028, 0x2029, 0x200E, 0x200F, 0x061C) or 0x202A <= ord(c) <= 0x202E
                   or 0x2066 <= ord(c) <= 0x2069 else c for c in text)


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
    parser.add_argument("--entry", action="append", choices=ENTRIES, default=None,
                        help="fuzz only this entry point (repeatable); default: all of them")
    parser.add_argument("--shaped", type=float, default=0.5,
                        help="the share of cases built as a known defect's shape rather than mutated")
    parser.add_argument("--summary", default=None, help="write the counts as JSON here")
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
    entries = options.entry or ENTRIES
    categories = {}
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
        case = make_case(random.Random(options.seed * 1_000_003 + number), number, corpus, entries,
                         options.shaped)
        problems, elapsed, rss, arguments = execute(binary, case, maximum, options.time_limit)
        if problems and options.keep:
            keep(options.keep, case, problems, arguments)
        case.data = None
        case.files = {}
        return case, problems, elapsed, rss

    log(f"fuzz: {options.cases} cases, seed {options.seed}, {options.jobs} jobs, {shown};"
        f" entry points: {', '.join(entries)}")
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
                    seen = categories.setdefault(case.command, {})
                    for category in sorted({category for category, _ in problems}):
                        key = f"{category} ({case.shape})"
                        seen[key] = seen.get(key, 0) + 1
                    log(f"FAIL case {case.number} ({case.command}; {case.shape}; {case.source}:"
                        f" {case.description[:90]!r})")
                    for category, problem in problems:
                        log(f"     {category}: {problem[:300]}")
                elif options.verbose:
                    log(f"ok   case {case.number} ({case.command}, {elapsed:.2f} s, {rss:.0f} MB)")
            if deadline and time.monotonic() > deadline and submitted < options.cases:
                submitted = options.cases  # let the running cases finish, start no more

    log("")
    for command in sorted(counts):
        passed, failed = counts[command]
        found = categories.get(command, {})
        detail = ", ".join(f"{key} {count}" for key, count in sorted(found.items()))
        log(f"  {command:30} {passed + failed:6} cases, {failed} failed" + (f": {detail}" if detail else ""))
    totals = {}
    for found in categories.values():
        for key, count in found.items():
            category = key.split(" (")[0]
            totals[category] = totals.get(category, 0) + count
    log("  by kind: " + (", ".join(f"{key} {count}" for key, count in sorted(totals.items())) or "no failures"))
    if slowest[1]:
        log(f"  slowest: {slowest[0]:.2f} s (case {slowest[1].number}, {slowest[1].command}, {slowest[1].shape});"
            f" peak memory {peak[0]:.0f} MB (case {peak[1].number}, {peak[1].command});"
            f" {time.monotonic() - started:.0f} s in all")
    if options.summary:
        with open(options.summary, "w") as handle:
            json.dump({command: {"cases": sum(counts[command]), "failed": counts[command][1],
                                 "categories": categories.get(command, {})} for command in counts},
                      handle, indent=2, sort_keys=True)
    passed = sum(tally[0] for tally in counts.values())
    failed = sum(tally[1] for tally in counts.values())
    log(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
