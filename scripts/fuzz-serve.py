#!/usr/bin/env python3
"""Protocol-fault fuzzing of `la-sim serve`, its HTTP/2 endpoint (RFC 9113, RFC 7541), over raw sockets.

Starts one `la-sim serve --listen 127.0.0.1:0 --format json --clock simulated` and runs a fixed-seed round
of cases against it, each from one of nine families:

  preface       random bytes, an HTTP/1.1 request, a truncated preface, the preface then garbage
  frames        one frame of any type (unknown ones too) with random flags, its length mostly right and
                sometimes wrong, on stream 0 or a stream that is open, closed, skipped, idle or even
  hpack         a large dynamic-table entry referenced thousands of times, oversized header lists, table
                size updates above the limit, invalid Huffman, bad indexes
  continuation  a CONTINUATION sequence that never ends
  flow          DATA past the window, WINDOW_UPDATE 0, windows past 2^31-1, a client whose window stays 0
  streams       thousands of streams opened, and rapid reset (HEADERS then RST_STREAM, over and over)
  slow          a request trickled a byte at a time; clients that connect and say nothing (held open to
                the end, when the server must have closed those older than its 10 s first-request limit)
  vanish        a client that disappears mid-stream (close, or RST by SO_LINGER 0)
  flood         PING and SETTINGS floods, in one burst and paced

A violation must get GOAWAY or RST_STREAM with a plausible error code, an error status, or a close, never a
200; valid input must keep the connection, which must answer a closing PING. After every case the server
must still run and a fresh, well-behaved `h2` client must get 200 for a valid push within 5 s. The server's
VmRSS after the first 20 cases and at the end may differ by at most 16 MB.

Usage: fuzz-serve.py --bin PATH/la-sim [--cases N (300)] [--seed S] [--seconds MAX (120)] [--only INDEX]
Prints a line per failed case (family, index, case seed, what was sent, what went wrong), a summary per
family, the memory figures, and last `N passed, M failed`. Exit status 1 when a case failed, 2 when the
server could not start. Traffic goes to 127.0.0.1 only. Needs PyPI's h2, which brings hyperframe and hpack.
"""

import argparse
import json
import random
import socket
import struct
import subprocess
import sys
import threading
import time

import h2.config
import h2.connection
import h2.events
import hpack
from hpack.hpack import encode_integer
from hyperframe.frame import (ContinuationFrame, DataFrame, ExtensionFrame, Frame, GoAwayFrame, HeadersFrame,
                              PingFrame, RstStreamFrame, SettingsFrame)

PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
CODE_NAMES = ["NO_ERROR", "PROTOCOL_ERROR", "INTERNAL_ERROR", "FLOW_CONTROL_ERROR", "SETTINGS_TIMEOUT",
              "STREAM_CLOSED", "FRAME_SIZE_ERROR", "REFUSED_STREAM", "CANCEL", "COMPRESSION_ERROR",
              "CONNECT_ERROR", "ENHANCE_YOUR_CALM", "INADEQUATE_SECURITY", "HTTP_1_1_REQUIRED"]
NO, PROTO, FLOW, CLOSED, SIZE, REFUSED, COMP, CALM = 0x0, 0x1, 0x3, 0x5, 0x6, 0x7, 0x9, 0xb
TYPE_NAMES = ["DATA", "HEADERS", "PRIORITY", "RST_STREAM", "SETTINGS", "PUSH_PROMISE", "PING", "GOAWAY",
              "WINDOW_UPDATE", "CONTINUATION"]
MAX_WINDOW = 2**31 - 1
MAX_FRAME = 16384
SENTINEL = b"fuzzdone"
BODY = json.dumps({"aps": {"timestamp": 1795946100, "event": "update", "content-state": {
    "status": "Out for Delivery", "estimatedArrival": 817641000, "driverName": "Buzz Lightyear",
    "progressFraction": 0.6}}}).encode()
HELD_MAX = 50
MEMORY_LIMIT_KB = 16 * 1024


def code_names(codes):
    return "/".join(CODE_NAMES[c] if c < len(CODE_NAMES) else hex(c) for c in sorted(codes))


def raw(ftype, flags=0, stream=0, payload=b""):
    """Any frame, however wrong: hyperframe's extension frame serializes type, flags and body as given."""
    frame = ExtensionFrame(type=ftype, stream_id=stream, flag_byte=flags, body=bytes(payload))
    frame.body_len = len(frame.body)  # which the constructor leaves at 0
    return frame.serialize()


def headers(stream, block, end_stream=False, end_headers=True):
    """HEADERS, then CONTINUATION frames when the block is larger than one frame."""
    pieces = [block[i:i + MAX_FRAME] for i in range(0, len(block), MAX_FRAME)] or [b""]
    out = b""
    for i, piece in enumerate(pieces):
        frame = HeadersFrame(stream, piece) if i == 0 else ContinuationFrame(stream, piece)
        if i == len(pieces) - 1 and end_headers:
            frame.flags.add("END_HEADERS")
        if i == 0 and end_stream:
            frame.flags.add("END_STREAM")
        out += frame.serialize()
    return out


def data(stream, payload, end_stream=False):
    return DataFrame(stream, payload, flags=["END_STREAM"] if end_stream else []).serialize()


def ping(payload=SENTINEL, ack=False):
    return PingFrame(0, opaque_data=payload, flags=["ACK"] if ack else []).serialize()


def settings(values=None, ack=False):
    return SettingsFrame(0, values, flags=["ACK"] if ack else []).serialize()


def string(octets, huffman=False):
    """An HPACK string literal (RFC 7541 §5.2)."""
    length = encode_integer(len(octets), 7)
    length[0] |= 0x80 if huffman else 0
    return bytes(length) + octets


def literal(name, value, indexed=False):
    """A field with a literal name, with incremental indexing or without indexing (RFC 7541 §6.2)."""
    return (b"\x40" if indexed else b"\x00") + string(name) + string(value)


def table_size_update(size):
    """A dynamic table size update (RFC 7541 §6.3)."""
    update = encode_integer(size, 5)
    update[0] |= 0x20
    return bytes(update)


def random_bytes(rng, count):
    return bytes(rng.getrandbits(8) for _ in range(count))


class Server:
    """The one `la-sim serve` under test, its start object read, its output drained."""

    def __init__(self, binary):
        self.process = subprocess.Popen(
            [binary, "serve", "--listen", "127.0.0.1:0", "--format", "json", "--clock", "simulated"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
        self.stderr = []
        first = []
        started = threading.Event()
        threading.Thread(target=self._drain_stdout, args=(first, started), daemon=True).start()
        threading.Thread(target=self._drain_stderr, daemon=True).start()
        started.wait(15)
        try:
            start = json.loads(first[0])
            app = start["apps"][0]
            self.port, self.topic, self.jwt = start["port"], app["topic"], start["providerToken"]
            self.token = app["activities"][0]["token"]
        except (IndexError, KeyError, TypeError, ValueError) as error:
            self.stop()
            raise RuntimeError(f"no start object ({error!r}); stderr: {''.join(self.stderr)[-500:]}")

    def _drain_stdout(self, first, started):
        for line in self.process.stdout:
            if not first:
                first.append(line)
                started.set()
        started.set()

    def _drain_stderr(self):
        for line in self.process.stderr:
            self.stderr = (self.stderr + [line.decode(errors="replace")])[-20:]

    def fields(self, token=None):
        return [(":method", "POST"), (":scheme", "http"), (":path", "/3/device/" + (token or self.token)),
                (":authority", f"127.0.0.1:{self.port}"), ("apns-push-type", "liveactivity"),
                ("apns-topic", self.topic), ("apns-priority", "10"), ("authorization", "bearer " + self.jwt)]

    def block(self, token=None):
        """The valid request's header block, every field a literal without indexing."""
        return b"".join(literal(n.encode(), v.encode()) for n, v in self.fields(token))

    def rss_kb(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))

    def well_behaved(self):
        """None when a fresh h2 client gets 200 with an apns-id for the valid push within 5 s; else why not."""
        deadline = time.monotonic() + 5
        client = h2.connection.H2Connection(h2.config.H2Configuration(client_side=True))
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=5) as sock:
                client.initiate_connection()
                client.send_headers(1, self.fields())
                client.send_data(1, BODY, end_stream=True)
                sock.sendall(client.data_to_send())
                while time.monotonic() < deadline:
                    sock.settimeout(max(0.01, deadline - time.monotonic()))
                    received = sock.recv(65536)
                    if not received:
                        return "the well-behaved client's connection closed before an answer"
                    for event in client.receive_data(received):
                        if isinstance(event, h2.events.ResponseReceived):
                            found = dict(event.headers)
                            if found.get(b":status") == b"200" and b"apns-id" in found:
                                return None
                            return f"the well-behaved client got {found.get(b':status')!r}, not 200"
                        if isinstance(event, (h2.events.StreamReset, h2.events.ConnectionTerminated)):
                            return f"the well-behaved client's request was ended: {event}"
                    sock.sendall(client.data_to_send())
        except (OSError, h2.exceptions.ProtocolError) as error:
            return f"the well-behaved client failed: {error!r}"
        return "the well-behaved client got no answer within 5 s"

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


class Probe:
    """A raw client connection: sends bytes as given, reads and decodes the server's frames."""

    def __init__(self, port, handshake=True, values=None):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=2)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.inbox, self.blocks, self.decoder = b"", {}, hpack.Decoder()
        self.goaways, self.resets, self.statuses, self.pongs = [], [], {}, set()
        self.closed, self.garbage = False, None
        if handshake:
            self.send(PREFACE + settings(values) + settings(ack=True))

    def send(self, payload):
        """Sends everything; False once the server has gone (reset, broken pipe) or stopped reading."""
        try:
            self.sock.sendall(payload)
            return True
        except OSError:
            return False

    def read(self, seconds, until=lambda: False):
        """Reads for up to `seconds`, stopping when the server closes or `until()` holds."""
        deadline = time.monotonic() + seconds
        while not self.closed and not until() and self.garbage is None:
            left = deadline - time.monotonic()
            if left <= 0:
                return
            self.sock.settimeout(left)
            try:
                received = self.sock.recv(65536)
            except (TimeoutError, BlockingIOError):
                return
            except OSError:
                received = b""
            if not received:
                self.closed = True
                return
            self.inbox += received
            self._parse()

    def _parse(self):
        while len(self.inbox) >= 9 and self.garbage is None:
            if self.inbox.startswith(b"HTTP/"):
                self.garbage = "the server answered in HTTP/1"
                return
            try:
                frame, length = Frame.parse_frame_header(memoryview(self.inbox[:9]))
                if len(self.inbox) < 9 + length:
                    return
                frame.parse_body(memoryview(self.inbox[9:9 + length]))
                self.inbox = self.inbox[9 + length:]
                self._take(frame)
            except Exception as error:  # hyperframe's and hpack's errors alike: the server sent garbage
                self.garbage = f"unreadable frame from the server: {error!r}"

    def _take(self, frame):
        if isinstance(frame, GoAwayFrame):
            self.goaways.append(frame.error_code)
        elif isinstance(frame, RstStreamFrame):
            self.resets.append((frame.stream_id, frame.error_code))
        elif isinstance(frame, PingFrame) and "ACK" in frame.flags:
            self.pongs.add(frame.opaque_data)
        elif isinstance(frame, (HeadersFrame, ContinuationFrame)):
            block = self.blocks.pop(frame.stream_id, b"") + frame.data
            if "END_HEADERS" not in frame.flags:
                self.blocks[frame.stream_id] = block
                return
            found = dict(self.decoder.decode(block, raw=True))
            self.statuses.setdefault(frame.stream_id, int(found.get(b":status", b"0")))

    def finish(self, seconds=2.0, hangup=False):
        """Ends the case: a PING the server answers only once it has read everything before it (or, with
        `hangup`, a half-close); reads until that answer, a close or `seconds`; closes."""
        if hangup:
            try:
                self.sock.shutdown(socket.SHUT_WR)
            except OSError:
                pass
        else:
            self.send(ping())
        self.read(seconds, until=lambda: SENTINEL in self.pongs)
        if SENTINEL in self.pongs:
            self.read(0.05)  # answers written just after the acknowledgement
        self.sock.close()
        return self

    def kind(self, refusals=()):
        if self.goaways:
            return "goaway"
        if self.resets:
            return "rst"
        if self.closed:
            return "closed"
        return "answered" if any(s in refusals for s in self.statuses.values()) else "open"


def judge(probe, codes, refuse=True, refusals=(), forbid=(), need=None):
    """The case's kind and what is wrong with how the server ended it. With `codes` None the input was
    valid: the connection must survive and answer the closing PING. Otherwise every GOAWAY and RST_STREAM
    must carry one of `codes` and, when `refuse`, the server must refuse (GOAWAY, RST_STREAM, a close or a
    status in `refusals`). No stream in `forbid` may get 200, and stream `need` must."""
    problems = [probe.garbage] if probe.garbage else []
    kind = probe.kind(refusals)
    got = probe.goaways + [code for _, code in probe.resets]
    if codes is None:
        if kind in ("goaway", "rst", "closed"):
            problems.append(f"valid input refused: {kind} {code_names(got)}")
        elif SENTINEL not in probe.pongs:
            problems.append("the connection stopped answering: no PING acknowledgement within 2 s")
    else:
        if refuse and kind == "open":
            problems.append("violation not refused: no GOAWAY, RST_STREAM, error status or close")
        if set(got) - set(codes):
            problems.append(f"implausible error code {code_names(set(got) - set(codes))}"
                            f" (plausible: {code_names(codes)})")
    if probe.goaways and not probe.closed and probe.goaways[-1] != NO:
        problems.append(f"GOAWAY {code_names(probe.goaways)} but the connection stayed open for 2 s")
    problems += [f"200 on stream {s} for a protocol violation" for s in forbid if probe.statuses.get(s) == 200]
    if need and probe.statuses.get(need) != 200:
        problems.append(f"stream {need} got {probe.statuses.get(need)}, not 200, for a valid request")
    return kind, problems


def family_preface(rng, run):
    """A connection that does not open with the client preface (RFC 9113 §3.4), then half-closed."""
    probe = Probe(run.server.port, handshake=False)
    choice = rng.randrange(5)
    codes = {PROTO}
    if choice == 0:
        what, payload = "random bytes", random_bytes(rng, rng.randrange(1, 200))
    elif choice == 1:
        what = "an HTTP/1.1 request"
        payload = (f"POST /3/device/{run.server.token} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade, "
                   f"HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQAoAAAAAIAAAAA\r\n"
                   f"Content-Length: {len(BODY)}\r\n\r\n").encode() + BODY
    elif choice == 2:
        cut = rng.randrange(1, len(PREFACE))
        what, payload, codes = f"the preface's first {cut} bytes", PREFACE[:cut], set()
    elif choice == 3:
        garbage = bytearray(random_bytes(rng, rng.randrange(9, 64)))
        garbage[3] = rng.choice([t for t in range(256) if t != 4])  # anything but SETTINGS
        what, payload, codes = "the preface then garbage", PREFACE + bytes(garbage), {PROTO, SIZE}
    else:
        changed = bytearray(PREFACE)
        at = rng.randrange(len(PREFACE))
        changed[at] ^= rng.randrange(1, 256)
        what, payload = f"the preface with byte {at} changed", bytes(changed)
    probe.send(payload)
    return what, *judge(probe.finish(hangup=True), codes, refuse=bool(codes))


def frame_payload(rng, ftype, flags, stream, block):
    """A payload for one frame: mostly the size its type requires (RFC 9113 §6), sometimes not."""
    if ftype == 0x1:
        pad = rng.choice([0, 0, 1, 30, 200])
        fragment = block if rng.random() < 0.8 else rng.choice([b"", b"\x80" + random_bytes(rng, 10)])
        payload = b""
        if flags & 0x8:
            too_much = len(fragment) + pad + (6 if flags & 0x20 else 1)  # one more than follows
            payload += bytes([too_much if rng.random() < 0.2 and too_much <= 255 else pad])
        if flags & 0x20:
            payload += struct.pack(">IB", rng.choice([0, 1, stream, stream | 1 << 31]), rng.randrange(256))
        return payload + fragment + b"\x00" * (pad if flags & 0x8 else 0)
    if ftype == 0x2:
        payload = struct.pack(">IB", rng.choice([0, 1, stream, rng.getrandbits(32)]), rng.randrange(256))
    elif ftype == 0x3:
        payload = struct.pack(">I", rng.randrange(16))
    elif ftype == 0x4:
        menu = [(1, rng.getrandbits(32)), (2, rng.choice([0, 1, 2, 2**32 - 1])), (3, rng.getrandbits(32)),
                (4, rng.choice([0, 65535, MAX_WINDOW, MAX_WINDOW + 1])), (5, rng.choice(
                    [16383, 16384, 2**24 - 1, 2**24])), (6, rng.getrandbits(32)), (rng.randrange(7, 65536), 1)]
        payload = b"".join(struct.pack(">HI", *rng.choice(menu)) for _ in range(rng.randrange(0, 4)))
    elif ftype in (0x6, 0x7):
        payload = random_bytes(rng, 8 if ftype == 0x6 else rng.randrange(8, 40))
    elif ftype == 0x8:
        payload = struct.pack(">I", rng.choice([0, 1, rng.randrange(1, MAX_WINDOW), MAX_WINDOW, 1 << 31]))
    else:
        payload = random_bytes(rng, rng.randrange(0, 64))
    if rng.random() < 0.25:  # a wrong length: a byte short, some bytes long, or empty
        payload = rng.choice([payload[:-1], payload + random_bytes(rng, rng.randrange(1, 4)), b""])
    return payload


def frame_verdict(ftype, flags, stream, payload, where, block):
    """The error codes a server may answer one frame with (RFC 9113 §4-6), or None for a valid frame.
    `where` is the stream's state: zero, open, closed (finished), skipped (implicitly closed), idle, even."""
    n, idle = len(payload), where in ("idle", "even")
    if n > MAX_FRAME:
        return {SIZE}
    if ftype == 0x0:  # DATA
        if stream == 0 or (flags & 0x8 and (n == 0 or payload[0] >= n)):
            return {PROTO, SIZE}
        return None if where == "open" else {PROTO, CLOSED}
    if ftype == 0x1:  # HEADERS
        start, pad, depends, short = 0, 0, False, bool(flags & 0x8 and n == 0)
        if flags & 0x8 and n:
            start, pad = 1, payload[0]
        if flags & 0x20:
            short = short or n - start < 5
            depends = not short and struct.unpack(">I", payload[start:start + 4])[0] & MAX_WINDOW == stream
            start += 5
        if stream == 0 or short or pad > n - start:
            return {PROTO, SIZE}
        if not flags & 0x4:  # the closing PING interrupts the header block
            return {PROTO}
        if payload[start:n - pad] != block or where != "idle":
            return {PROTO, COMP, CLOSED}
        return {PROTO} if depends else None
    if ftype == 0x2:  # PRIORITY
        if stream == 0 or n != 5:
            return {PROTO, SIZE}
        return {PROTO} if struct.unpack(">I", payload[:4])[0] & MAX_WINDOW == stream else None
    if ftype == 0x3:  # RST_STREAM
        return {PROTO, SIZE} if stream == 0 or n != 4 or idle else None
    if ftype == 0x4:  # SETTINGS
        if stream or (flags & 0x1 and n) or n % 6:
            return {PROTO, SIZE}
        entries = [] if flags & 0x1 else [struct.unpack(">HI", payload[i:i + 6]) for i in range(0, n, 6)]
        for key, value in entries:
            if key == 4 and value > MAX_WINDOW:
                return {FLOW}
            if (key == 2 and value > 1) or (key == 5 and not MAX_FRAME <= value < 2**24):
                return {PROTO}
        return None
    if ftype in (0x5, 0x9):  # PUSH_PROMISE from a client; CONTINUATION after no HEADERS
        return {PROTO}
    if ftype in (0x6, 0x7):  # PING, GOAWAY
        return {PROTO, SIZE} if stream or n < 8 or (ftype == 0x6 and n != 8) else None
    if ftype == 0x8:  # WINDOW_UPDATE
        if n != 4 or idle:
            return {PROTO, SIZE}
        increment = struct.unpack(">I", payload)[0] & MAX_WINDOW
        if where in ("closed", "skipped"):
            return None
        return {PROTO} if increment == 0 else {FLOW} if 65535 + increment > MAX_WINDOW else None
    return None  # unknown types are ignored (§5.5)


def family_frames(rng, run):
    """After a request answered on stream 1 and stream 5 opened, one frame of a random type and flags on a
    stream in a random state; sometimes longer than SETTINGS_MAX_FRAME_SIZE, or cut short and abandoned."""
    server = run.server
    probe = Probe(server.port)
    probe.send(headers(1, server.block()) + data(1, BODY, end_stream=True))
    probe.read(3, until=lambda: 1 in probe.statuses)
    if probe.statuses.get(1) != 200:
        probe.sock.close()
        return "setup", probe.kind(), [f"setup request on stream 1 got {probe.statuses.get(1)}"]
    probe.statuses = {}
    probe.send(headers(5, server.block()))
    where = rng.choice(["zero", "open", "closed", "skipped", "idle", "idle", "even"])
    stream = {"zero": 0, "open": 5, "closed": 1, "skipped": 3, "even": 2 * rng.randrange(1, 100),
              "idle": rng.choice([7, 9, 2**31 - 1])}[where]
    ftype = rng.choice(list(range(10)) + [rng.randrange(10, 256)])
    flags = rng.getrandbits(8) | (0x4 if ftype == 0x1 and rng.random() < 0.8 else 0)
    payload = frame_payload(rng, ftype, flags, stream, server.block())
    mode = rng.random()
    if mode < 0.05:
        payload = random_bytes(rng, rng.randrange(MAX_FRAME + 1, MAX_FRAME + 600))
    frame = bytearray(raw(ftype, flags, stream, payload))
    if rng.random() < 0.1:
        frame[5] |= 0x80  # the reserved bit, which must be ignored (§4.1)
    name = TYPE_NAMES[ftype] if ftype < 10 else f"type {ftype:#x}"
    what = f"{name} flags {flags:#04x} on {where} stream {stream}, {len(payload)} bytes"
    codes = frame_verdict(ftype, flags, stream, payload, where, server.block())
    forbid = [stream] if codes and stream > 1 else []
    if 0.05 <= mode < 0.1:
        cut = rng.randrange(1, len(frame))
        probe.send(bytes(frame[:cut]))
        return what + f", cut after {cut} and half-closed", *judge(
            probe.finish(hangup=True), {SIZE} if len(payload) > MAX_FRAME else codes or set(), refuse=False,
            forbid=forbid)
    probe.send(bytes(frame))
    return what, *judge(probe.finish(), codes, forbid=forbid)


def send_block(probe, block, stream=1, end_stream=False):
    """The block in HEADERS and CONTINUATION frames, then the valid body in DATA with END_STREAM."""
    probe.send(headers(stream, block, end_stream=end_stream) + (b"" if end_stream else data(stream, BODY, True)))


def family_hpack(rng, run):
    """HPACK abuse (RFC 7541, RFC 9113 §10.5.1) in the header block of an otherwise valid request."""
    probe, block = Probe(run.server.port), run.server.block()
    choice = rng.randrange(7)
    codes, refusals = {COMP, PROTO}, (431,)
    if choice == 0:
        size, count = rng.randrange(1000, 4000), rng.randrange(2000, 28000)
        what = f"a {size}-byte entry referenced {count} times"
        block += literal(b"x-bomb", b"b" * size, indexed=True) + b"\xbe" * count
        codes = {NO, CALM, COMP, PROTO, REFUSED}
    elif choice == 1:
        count, size = rng.randrange(200, 500), rng.randrange(40, 80)
        what = f"{count} fields of {size} bytes"
        block += b"".join(literal(b"x-f%d" % i, b"v" * size) for i in range(count))
        codes = {NO, CALM, PROTO, REFUSED}
    elif choice == 2:
        size = rng.randrange(17000, 40000)
        what, codes = f"one {size}-byte field", {NO, CALM, PROTO, REFUSED}
        block += literal(b"x-huge", b"h" * size)
    elif choice == 3:
        size = rng.choice([4097, 65536, MAX_WINDOW, None])
        what = f"a table size update to {size or 'an overflowing integer'}"
        block = (table_size_update(size) if size else b"\x3f\xff\xff\xff\xff\xff\xff\x7f") + block
    elif choice == 4:
        what, block = "a table size update after a field", block + table_size_update(0)
    elif choice == 5:
        bad = rng.choice([b"\xff\xff\xff\xff", b"\x00", b"\x1f\xff", b"\xfe"])
        what, block = f"invalid Huffman {bad.hex()}", block + b"\x00" + string(b"x-h") + string(bad, True)
    else:
        bad = rng.choice([b"\x80", b"\xff\x80\x01", b"\xbe", b"\x00\x05ab", b"\x7f"])
        what, block = f"bad index or literal {bad.hex()}", block + bad
    send_block(probe, block)
    return what, *judge(probe.finish(), codes, refusals=refusals, forbid=[1])


def family_continuation(rng, run):
    """HEADERS without END_HEADERS, then CONTINUATION frames that never end (RFC 9113 §6.10, §10.5): the
    server must give up rather than gather them without bound. Up to 400 frames or 3 s."""
    probe = Probe(run.server.port)
    size = rng.choice([0, 1, 64, 1024, MAX_FRAME])
    probe.send(headers(1, run.server.block()[:20], end_headers=False))
    piece, started, sent = raw(0x9, 0, 1, random_bytes(rng, size)), time.monotonic(), 0
    while sent < 400 and time.monotonic() - started < 3 and not probe.closed:
        if not probe.send(piece * 8):
            break
        sent += 8
        probe.read(0.001)
    probe.read(2)
    return f"{sent} CONTINUATION frames of {size} bytes", *judge(probe.finish(), {CALM, PROTO, COMP, SIZE})


def family_flow(rng, run):
    """Flow-control abuse (RFC 9113 §6.9): DATA past the window, WINDOW_UPDATE 0, windows past 2^31-1, and a
    client that sets its window to 0 and never updates it (held open to the end of the run)."""
    choice = rng.randrange(6)
    probe = Probe(run.server.port, values={4: 0} if choice == 5 else None)
    if choice == 0:
        count = rng.randrange(5, 13)
        probe.send(headers(1, run.server.block()) + data(1, b"d" * MAX_FRAME) * count + data(1, b"", True))
        probe.read(3, until=lambda: 1 in probe.statuses or probe.resets)
        # The server credits its windows as DATA arrives, so 413 (body > 4096) is as right as an error.
        return f"{count} DATA frames of 16384", *judge(probe.finish(), {FLOW, PROTO}, refusals=(413,),
                                                       forbid=[1])
    if choice == 5:
        count = rng.randrange(130, 300)
        blocks = b"".join(headers(2 * i + 1, run.server.block("00" * 32), True) for i in range(count))
        probe.send(blocks)
        probe.read(0.5)
        if len(run.held) < HELD_MAX:
            run.held.append([run.index, time.monotonic(), probe.sock, False])
            return f"window 0, {count} answers with bodies waiting", "left", []
        return f"window 0, {count} answers waiting", *judge(probe.finish(), {REFUSED}, refuse=False)
    probe.send(headers(1, run.server.block()))
    frames = [raw(0x8, 0, 0, struct.pack(">I", 0)), raw(0x8, 0, 1, struct.pack(">I", 0)), rng.choice([
        raw(0x8, 0, 0, struct.pack(">I", MAX_WINDOW)), raw(0x8, 0, 0, struct.pack(">I", 2**30)) * 2,
        settings({4: MAX_WINDOW + 1})]), rng.choice([
            raw(0x8, 0, 1, struct.pack(">I", MAX_WINDOW)), settings({4: MAX_WINDOW}) + raw(0x8, 0, 1, b"\0\0\0\1")])
    ][choice - 1]
    probe.send(frames)
    return f"WINDOW_UPDATE/SETTINGS {frames.hex()[:60]}", *judge(probe.finish(), {PROTO, FLOW}, forbid=[1])


def family_streams(rng, run):
    """Thousands of streams opened (HEADERS without END_STREAM, RFC 9113 §5.1.2), or rapid reset: HEADERS
    then RST_STREAM, over and over (CVE-2023-44487); a few hundred resets must be let through."""
    probe, encoder = Probe(run.server.port), hpack.Encoder()
    choice = rng.randrange(3)
    count = rng.randrange(200, 900) if choice == 2 else rng.randrange(1200, 4000)
    frames = b""
    for i in range(count):
        stream = 2 * i + 1
        frames += headers(stream, encoder.encode(run.server.fields()))
        if choice:
            frames += raw(0x3, 0, stream, struct.pack(">I", 8))
        if len(frames) > 60000 or i == count - 1:
            if not probe.send(frames):
                break
            frames = b""
            probe.read(0.001)
    what = f"{count} streams {'opened' if choice == 0 else 'opened and reset'}"
    return what, *judge(probe.finish(), None if choice == 2 else {REFUSED, CALM}, refuse=True)


def family_slow(rng, run):
    """A valid request (or a bad PING) trickled a byte at a time; or a client that connects and says nothing
    (or only the preface), held open to the end of the run: the server must have closed it by 10 s."""
    choice = rng.randrange(4)
    if choice >= 2 and len(run.held) < HELD_MAX:
        sock = socket.create_connection(("127.0.0.1", run.server.port), timeout=2)
        sock.sendall([b"", PREFACE, PREFACE + settings()][rng.randrange(3)] if choice == 3 else b"")
        run.held.append([run.index, time.monotonic(), sock, True])
        return "connected and said nothing", "left", []
    probe = Probe(run.server.port, handshake=False)
    wrong = choice == 1
    payload = PREFACE + settings() + (raw(0x6, 0, 0, b"1234567") if wrong else headers(
        1, run.server.block()) + data(1, BODY, end_stream=True))
    started = time.monotonic()
    for i in range(len(payload)):
        if time.monotonic() - started > 3 or not probe.send(payload[i:i + 1]):
            break
        time.sleep(0.0002)
    probe.read(3, until=lambda: probe.statuses or probe.goaways)
    what = f"{len(payload)} bytes trickled, {'a 7-byte PING' if wrong else 'a valid request'}"
    return what, *judge(probe.finish(), {SIZE} if wrong else None, need=None if wrong else 1)


def family_vanish(rng, run):
    """A client that disappears mid-stream: after HEADERS without END_STREAM and half a DATA frame, mid
    header block, mid frame header, or right after complete requests, by close or by RST (SO_LINGER 0)."""
    probe, block = Probe(run.server.port), run.server.block()
    choice = rng.randrange(5)
    half = data(1, BODY)
    payload = [headers(1, block) + half[:9 + len(BODY) // 2], headers(1, block, end_headers=False),
               headers(1, block) + half[:5], headers(1, block) + data(1, BODY, True),
               b"".join(headers(2 * i + 1, block) + data(2 * i + 1, BODY, True) for i in range(50))][choice]
    probe.send(payload)
    abort = rng.random() < 0.5
    if abort:
        probe.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    probe.sock.close()
    what = ["half a DATA frame", "half a header block", "half a frame header", "one request",
            "50 requests"][choice] + (", then RST" if abort else ", then close")
    return what, "left", []


def family_flood(rng, run):
    """PING and SETTINGS floods (RFC 9113 §10.5): in one burst, which may be refused with
    ENHANCE_YOUR_CALM; as PING acknowledgements, which need no answer; or paced, which must be answered."""
    probe = Probe(run.server.port)
    choice = rng.randrange(4)
    count = rng.randrange(150, 5000)
    if choice == 0:
        probe.send(ping(b"flooding") * count)
        return f"{count} PINGs", *judge(probe.finish(), {CALM}, refuse=False)
    if choice == 1:
        probe.send(settings() * count)
        return f"{count} SETTINGS", *judge(probe.finish(), {CALM}, refuse=False)
    if choice == 2:
        probe.send(ping(b"flooding", ack=True) * count)
        return f"{count} PING acknowledgements", *judge(probe.finish(), None)
    rounds = rng.randrange(5, 20)
    for i in range(rounds):
        mark = b"round%03d" % i
        probe.send(ping(b"flooding") * 49 + ping(mark))
        probe.read(2, until=lambda: mark in probe.pongs)
    return f"{rounds} rounds of 50 PINGs", *judge(probe.finish(), None)


FAMILIES = [("preface", family_preface, 2), ("frames", family_frames, 6), ("hpack", family_hpack, 3),
            ("continuation", family_continuation, 1), ("flow", family_flow, 2), ("streams", family_streams, 1),
            ("slow", family_slow, 2), ("vanish", family_vanish, 2), ("flood", family_flood, 1)]
KINDS = ["goaway", "rst", "closed", "answered", "open", "left"]


class Run:
    """What the cases share: the server, the sockets held open, the index of the case running."""

    def __init__(self, server):
        self.server, self.held, self.index = server, [], 0


def check_held(run, failed):
    """Closes the held sockets; one the server should have closed (older than 13 s, no request) fails."""
    for index, since, sock, should_close in run.held:
        sock.setblocking(False)
        still_open = True
        try:
            while sock.recv(65536):
                pass
            still_open = False
        except BlockingIOError:
            pass
        except OSError:
            still_open = False
        age = time.monotonic() - since
        if should_close and still_open and age > 13:
            failed.setdefault(index, []).append(f"idle connection still open after {age:.0f} s")
        sock.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", required=True, help="the la-sim binary")
    parser.add_argument("--cases", type=int, default=300)
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--seconds", type=float, default=120, help="the whole run's time limit")
    parser.add_argument("--only", type=int, default=None, help="run only the case of this index")
    options = parser.parse_args()
    begun = time.monotonic()
    master = random.Random(options.seed)
    plan = [FAMILIES[i] if i < len(FAMILIES) else master.choices(FAMILIES, [f[2] for f in FAMILIES])[0]
            for i in range(options.cases)]
    seeds = [master.getrandbits(32) for _ in plan]
    try:
        run = Run(Server(options.bin))
    except (OSError, RuntimeError) as error:
        print(f"la-sim serve did not start: {error}")
        return 2
    tally = {name: dict.fromkeys(KINDS + ["cases"], 0) for name, _, _ in FAMILIES}
    failed, described, ran, warm_kb = {}, {}, 0, None
    try:
        for index, ((name, family, _), seed) in enumerate(zip(plan, seeds)):
            if options.only is not None and index != options.only:
                continue
            if time.monotonic() - begun > options.seconds - 12:
                print(f"time limit: stopped after {ran} of {len(plan)} cases")
                break
            run.index, ran = index, ran + 1
            try:
                what, kind, problems = family(random.Random(seed), run)
            except OSError as error:
                what, kind, problems = "?", "closed", [f"the case could not run: {error!r}"]
            tally[name]["cases"] += 1
            tally[name][kind] += 1
            described[index] = f"{name} case {index} (seed {seed}) [{what}]"
            if run.server.process.poll() is not None:
                problems.append(f"the server exited with {run.server.process.returncode}: "
                                f"{''.join(run.server.stderr)[-300:]}")
            else:
                problems += [p for p in [run.server.well_behaved()] if p]
            if problems:
                failed[index] = problems
                print(f"FAIL {described[index]}: {'; '.join(problems)}", flush=True)
            if run.server.process.poll() is not None:
                break
            if ran == min(20, options.cases):
                warm_kb = run.server.rss_kb()
        end_kb = run.server.rss_kb() if run.server.process.poll() is None else None
        late = {}
        check_held(run, late)
        for index, problems in late.items():
            failed.setdefault(index, []).extend(problems)
            print(f"FAIL {described[index]}: {'; '.join(problems)}")
    finally:
        run.server.stop()
    print(f"{'family':<13}" + "".join(f"{k:>9}" for k in ["cases", "goaway", "rst", "closed", "answered",
                                                          "open", "left"]))
    for name, counts in tally.items():
        print(f"{name:<13}" + "".join(f"{counts[k]:>9}" for k in ["cases"] + KINDS))
    growth_ok = True
    if warm_kb and end_kb:
        growth = end_kb - warm_kb
        growth_ok = growth <= MEMORY_LIMIT_KB
        print(f"memory: VmRSS {warm_kb / 1024:.1f} MB after warm-up, {end_kb / 1024:.1f} MB at the end, "
              f"growth {growth / 1024:+.1f} MB (limit {MEMORY_LIMIT_KB // 1024} MB)"
              + ("" if growth_ok else ": FAIL"))
    else:
        print("memory: not measured (the run ended before warm-up or the server had exited)")
    print(f"run time: {time.monotonic() - begun:.1f} s")
    print(f"{ran - len(failed)} passed, {len(failed)} failed")
    return 1 if failed or not growth_ok else 0


if __name__ == "__main__":
    sys.exit(main())
