"""`la-sim serve` run by a script: started on a port the system picks, its start object read, the lines it
prints per request kept (or drained), and ended. Shared by serve-clients.py, fuzz-serve.py and bench-serve.py.
"""

import collections
import json
import queue
import select
import subprocess
import threading


class ServeProcess:
    """One `la-sim serve --listen 127.0.0.1:0 --format json --clock simulated [extra…]`."""

    def __init__(self, binary, extra=(), keep_lines=True):
        self.process = subprocess.Popen(
            [binary, "serve", "--listen", "127.0.0.1:0", "--format", "json", "--clock", "simulated", *extra],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
        self.stderr = collections.deque(maxlen=20)
        threading.Thread(target=self.stderr.extend, args=(self.process.stderr,), daemon=True).start()
        ready = select.select([self.process.stdout], [], [], 15)[0]
        first = self.process.stdout.readline() if ready else b""
        self.lines = queue.Queue()
        if keep_lines:
            threading.Thread(target=self._keep, daemon=True).start()
        else:
            # The per-request lines go nowhere, as they would to a file nobody reads.
            drain = collections.deque(maxlen=0)
            threading.Thread(target=drain.extend, args=(self.process.stdout,), daemon=True).start()
        try:
            self.start = json.loads(first)
            app = self.start["apps"][0]
            self.port, self.topic = self.start["port"], app["topic"]
            self.token = app["activities"][0]["token"]
            self.push_to_start = app["pushToStartToken"]
            self.provider_token = self.start["providerToken"]
        except (IndexError, KeyError, TypeError, ValueError) as error:
            self.stop()
            raise RuntimeError(f"la-sim serve gave no start object ({error!r}); stderr: "
                               f"{b''.join(self.stderr)[-500:]!r}") from None

    def _keep(self):
        for line in self.process.stdout:
            self.lines.put(json.loads(line))
        self.lines.put(None)

    def next(self, timeout=10):
        """The next request's object, or None after `timeout` seconds."""
        try:
            return self.lines.get(timeout=timeout)
        except queue.Empty:
            return None

    def resident_kb(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
