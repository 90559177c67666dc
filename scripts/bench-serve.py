#!/usr/bin/env python3
"""Figures for `la-sim serve`, printed, not asserted: pushes per second over one connection and over ten
(nghttp2's h2load, a load generator nobody here wrote), the latency from request to answer (median and p99,
one request at a time on one connection, Python's h2), resident memory before and after 100,000 pushes, and
how long `serve` takes to start listening.

Targets on a 2-core machine: >= 5,000 pushes/s on one connection, p99 < 5 ms, memory growth < 1 MB per
100,000 pushes. Each figure is printed beside its target with the ratio; the exit status is 0 whatever the
figures (a loaded CI machine must not fail a build on a timing), 2 when the server cannot be driven.

Usage: bench-serve.py --bin PATH/la-sim [--pushes 100000]
Traffic goes to 127.0.0.1 only; every run is bounded in count and time.
"""

import argparse
import json
import pathlib
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile

from serve_process import ServeProcess
import time

UPDATE = {"aps": {"timestamp": 1795946100, "event": "update",
                  "content-state": {"status": "Out for Delivery", "estimatedArrival": 817641000,
                                    "driverName": "Buzz Lightyear", "progressFraction": 0.6}}}


def server_headers(server):
    return {"apns-push-type": "liveactivity", "apns-topic": server.topic, "apns-priority": "5",
            "authorization": "bearer " + server.provider_token}


def h2load(server, requests, clients, streams, body_file):
    arguments = ["h2load", "-n", str(requests), "-c", str(clients), "-m", str(streams), "-d", body_file]
    for name, value in server_headers(server).items():
        arguments += ["-H", f"{name}: {value}"]
    arguments.append(f"http://127.0.0.1:{server.port}/3/device/{server.token}")
    result = subprocess.run(arguments, capture_output=True, text=True, timeout=300)
    output = result.stdout
    rate = re.search(r"finished in [\d.]+m?s, ([\d.]+) req/s", output)
    done = re.search(r"requests: \d+ total, \d+ started, (\d+) done, (\d+) succeeded", output)
    statuses = re.search(r"status codes: (\d+) 2xx, (\d+) 3xx, (\d+) 4xx, (\d+) 5xx", output)
    if not rate or not done:
        raise RuntimeError("h2load said: " + output[-800:] + result.stderr[-400:])
    return float(rate.group(1)), int(done.group(2)), statuses.group(0) if statuses else ""


def latencies(server, count):
    """Request-to-answer times in ms, one request at a time on one h2 connection."""
    import h2.config
    import h2.connection
    import h2.events
    connection = h2.connection.H2Connection(h2.config.H2Configuration(client_side=True))
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    connection.initiate_connection()
    sock.sendall(connection.data_to_send())
    body = json.dumps(UPDATE).encode()
    headers = [(":method", "POST"), (":path", f"/3/device/{server.token}"), (":scheme", "http"),
               (":authority", "127.0.0.1")] + list(server_headers(server).items())
    times = []
    for _ in range(count):
        stream = connection.get_next_available_stream_id()
        start = time.perf_counter()
        connection.send_headers(stream, headers)
        connection.send_data(stream, body, end_stream=True)
        sock.sendall(connection.data_to_send())
        answered = False
        while not answered:
            data = sock.recv(65536)
            if not data:
                raise RuntimeError("the server closed the connection")
            for event in connection.receive_data(data):
                if isinstance(event, h2.events.StreamEnded) and event.stream_id == stream:
                    answered = True
                elif isinstance(event, h2.events.DataReceived):
                    connection.acknowledge_received_data(event.flow_controlled_length, event.stream_id)
            sock.sendall(connection.data_to_send())
        times.append((time.perf_counter() - start) * 1000)
    sock.close()
    return times


def startup(binary, runs):
    """Milliseconds from spawning `la-sim serve` to its first line (it listens before it prints)."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        process = subprocess.Popen([binary, "serve", "--listen", "127.0.0.1:0", "--format", "json"],
                                   stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        process.stdout.readline()
        times.append((time.perf_counter() - start) * 1000)
        process.terminate()
        process.wait(timeout=5)
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", required=True)
    parser.add_argument("--pushes", type=int, default=100_000)
    arguments = parser.parse_args()
    if shutil.which("h2load") is None:
        print("bench-serve: h2load is not installed (Debian: nghttp2-client); no figures")
        return 2
    workdir = pathlib.Path(tempfile.mkdtemp(prefix="la-sim-bench-serve-"))
    body_file = str(workdir / "update.json")
    pathlib.Path(body_file).write_text(json.dumps(UPDATE))
    print(f"bench-serve: {arguments.bin}")
    server = ServeProcess(arguments.bin, keep_lines=False)
    try:
        rate1, done1, codes1 = h2load(server, 20_000, 1, 100, body_file)
        print(f"  one connection, 100 streams:  {rate1:9.0f} pushes/s  (target >= 5000: {rate1 / 5000:.2f}x)"
              f"  {done1} answered, {codes1}")
        rate10, done10, codes10 = h2load(server, 20_000, 10, 10, body_file)
        print(f"  ten connections, 10 streams:  {rate10:9.0f} pushes/s  {done10} answered, {codes10}")
        times = sorted(latencies(server, 2_000))
        p99 = times[int(len(times) * 0.99) - 1]
        print(f"  request to answer, one at a time: median {statistics.median(times):.3f} ms,"
              f" p99 {p99:.3f} ms  (target p99 < 5 ms: {p99 / 5:.2f} of it)")
        h2load(server, 5_000, 1, 100, body_file)
        before = server.resident_kb()
        rate, done, codes = h2load(server, arguments.pushes, 1, 100, body_file)
        after = server.resident_kb()
        grown = (after - before) / 1024
        print(f"  resident memory: {before / 1024:.1f} MB, after {done} more pushes {after / 1024:.1f} MB:"
              f" {grown:+.2f} MB  (target < 1 MB per 100,000: {grown / (done / 100_000):+.2f} MB per 100,000)")
    finally:
        server.stop()
    times = startup(arguments.bin, 20)
    print(f"  serve start-up (spawn to listening): median {statistics.median(times):.1f} ms,"
          f" fastest {min(times):.1f} ms")
    shutil.rmtree(workdir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
