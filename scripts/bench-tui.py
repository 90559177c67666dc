#!/usr/bin/env python3
"""Benchmark of the interactive simulator: bytes per countdown tick, CPU while idle, peak memory.

Runs `la-sim` (release build) in a pseudo-terminal of 120x40 (TERM=xterm-256color, LANG=C.UTF-8) for
20 seconds without touching a key, records every write it makes to the terminal with its time, reads its
CPU time and peak memory (VmHWM) from /proc, then quits it with `q`.

    python3 scripts/bench-tui.py [--binary PATH] [--seconds N] [--scratch-path DIR] [--dynamic] [--no-color]

Without --binary it builds `la-sim` first: `swift build -c release --static-swift-stdlib`, the way a
release is shipped on Linux (with the Swift libraries linked dynamically, loading them alone costs about
18 MB of resident pages; --dynamic measures that build instead).
Exit status: 0 when every target is met, 1 when one is missed, 2 when the run itself failed.
"""

import argparse
import fcntl
import os
import pty
import select
import signal
import statistics
import struct
import subprocess
import sys
import termios
import time

COLUMNS, ROWS = 120, 40
TARGET_BYTES_PER_TICK = 64
TARGET_IDLE_CPU_PERCENT = 0.5
TARGET_PEAK_MB = 20.0
# Writes closer together than this belong to one repaint.
BURST_GAP = 0.25
# CPU is measured once start-up (loading, first paint) is over.
SETTLE_SECONDS = 3.0


def build(scratch, dynamic):
    command = ["swift", "build", "-c", "release", "--product", "la-sim"]
    if not dynamic:
        command.append("--static-swift-stdlib")
    # The shipped (static) build lives apart from the ordinary release build, so neither rebuilds the other;
    # scripts/bench-render.sh uses the same place.
    command += ["--scratch-path", scratch or (".build/shipped" if not dynamic else ".build")]
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    path = subprocess.run(command + ["--show-bin-path"], check=True, capture_output=True, text=True)
    return os.path.join(path.stdout.strip(), "la-sim")


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    # utime and stime are fields 14 and 15 of the whole line; here they follow the state field.
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def peak_memory_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def run(binary, seconds, colour, fixtures=()):
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
        env.pop("NO_COLOR", None)
        if not colour:
            env["NO_COLOR"] = "1"
        os.execve(binary, [binary, "run", *fixtures] if fixtures else [binary], env)
    start = time.monotonic()
    # With several fixtures, every one starts at launch, on one phone.
    writes = []
    cpu_settled = None
    settled_at = None
    while True:
        now = time.monotonic()
        if cpu_settled is None and now - start >= SETTLE_SECONDS:
            cpu_settled, settled_at = cpu_seconds(pid), now
        if now - start >= seconds:
            break
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                data = os.read(fd, 65536)
            except OSError:
                break
            if not data:
                break
            writes.append((time.monotonic() - start, len(data)))
    cpu_end, end = cpu_seconds(pid), time.monotonic()
    peak = peak_memory_kb(pid)
    os.write(fd, b"q")
    status = None
    deadline = time.monotonic() + 3
    while time.monotonic() < deadline:
        done, raw = os.waitpid(pid, os.WNOHANG)
        if done:
            status = os.waitstatus_to_exitcode(raw)
            break
        try:
            # Drain what it writes while leaving (endwin), so it never blocks on a full pty.
            while select.select([fd], [], [], 0.05)[0] and os.read(fd, 65536):
                pass
        except OSError:
            time.sleep(0.05)
    if status is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    os.close(fd)
    return writes, cpu_end, (cpu_end - cpu_settled) / (end - settled_at), peak, status


def bursts(writes):
    groups = []
    for moment, count in writes:
        if groups and moment - groups[-1][1] < BURST_GAP:
            groups[-1][1] = moment
            groups[-1][2] += count
        else:
            groups.append([moment, moment, count])
    return groups


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", help="la-sim to run (default: build it in release mode)")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--scratch-path", help="swift build --scratch-path for the release build")
    parser.add_argument("--dynamic", action="store_true", help="link the Swift libraries dynamically")
    parser.add_argument("--no-color", action="store_true", help="run with NO_COLOR=1")
    parser.add_argument(
        "--fixtures", nargs="+", default=[],
        help="run these fixtures on one phone (`la-sim run A B C`, all started at launch)")
    arguments = parser.parse_args()
    binary = arguments.binary or build(arguments.scratch_path, arguments.dynamic)
    writes, cpu_total, idle_share, peak_kb, status = run(
        binary, arguments.seconds, not arguments.no_color, arguments.fixtures)
    groups = bursts(writes)
    if len(groups) < 3:
        print(f"la-sim wrote {len(groups)} bursts in {arguments.seconds:.0f} s; expected one per second")
        return 2
    first_paint = groups[0][2]
    ticks = [count for _, _, count in groups[1:]]
    median = statistics.median(ticks)
    idle_percent = idle_share * 100
    peak_mb = peak_kb / 1024
    checks = [
        ("bytes per steady tick (median)", median <= TARGET_BYTES_PER_TICK, f"<= {TARGET_BYTES_PER_TICK}"),
        ("CPU while idle", idle_percent < TARGET_IDLE_CPU_PERCENT, f"< {TARGET_IDLE_CPU_PERCENT} %"),
        ("peak resident memory", peak_mb < TARGET_PEAK_MB, f"< {TARGET_PEAK_MB:.0f} MB"),
    ]
    colour = "NO_COLOR=1" if arguments.no_color else "colour"
    running = f", activities: {' '.join(arguments.fixtures)}" if arguments.fixtures else ""
    print(f"la-sim in a {COLUMNS}x{ROWS} pseudo-terminal for {arguments.seconds:.0f} s, {colour}{running} ({binary})")
    print(f"  first paint               {first_paint} bytes")
    print(
        f"  ticks                     {len(ticks)}: median {median:.0f} bytes, mean {statistics.mean(ticks):.1f},"
        f" min {min(ticks)}, max {max(ticks)}"
    )
    print(f"  CPU                       {cpu_total * 1000:.0f} ms in all; {idle_percent:.3f} % after start-up")
    print(f"  peak memory (VmHWM)       {peak_kb} kB = {peak_mb:.1f} MB")
    print(f"  exit status after q       {status}")
    failed = 0
    for name, met, target in checks:
        print(f"{'met    ' if met else 'MISSED '} {name} (target {target})")
        failed += 0 if met else 1
    if status != 0:
        print("MISSED  la-sim did not exit 0 after q")
        failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
