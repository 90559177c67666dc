#!/usr/bin/env python3
"""Protocol-fault fuzzing of `la-sim serve`'s HTTP/2 endpoint (RFC 9113, RFC 7541) over raw sockets.

Starts one `la-sim serve --listen 127.0.0.1:0 --format json --clock simulated` and runs a fixed-seed round of
cases against it, each from a family (the family_* functions say what each sends): preface, frames, hpack,
continuation, flow, streams, slow, vanish, flood. A violation must get GOAWAY or RST_STREAM with a plausible
error code, an error status, or a close, and never a 200; valid input must keep the connection, which must
answer a closing PING. After every case the server must still run, and a fresh well-behaved `h2` client must
get 200 for a valid push within 5 s. Connections held open without a request are not waited for, but those
older than 10.5 s at the end must have been closed (the first-request limit is 10 s). VmRSS after the first
20 cases and at the end may differ by at most 16 MB.

Usage: fuzz-serve.py --bin PATH/la-sim [--cases N (300)] [--seed S] [--seconds MAX (120)]
Prints a line per failed case (family, index, case seed, what was sent, what went wrong), a summary per
family, the memory figures, and last `N passed, M failed`. Exit status 1 when a case failed, 2 when the
server could not start. Traffic goes to 127.0.0.1 only. Needs PyPI's h2, which brings hyperframe and hpack.
"""

import argparse
import contextlib
import json
import random
import socket
import struct
import sys
import time
import types

import hpack
from h2.connection import H2Connection
from h2.errors import ErrorCodes
from h2.events import ConnectionTerminated, ResponseReceived, StreamReset
from h2.exceptions import ProtocolError
from hpack.hpack import encode_integer
from serve_process import ServeProcess
from hyperframe.frame import (ContinuationFrame, DataFrame, ExtensionFrame, Frame, GoAwayFrame, HeadersFrame,
                              PingFrame, RstStreamFrame, SettingsFrame)

PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
NO, PROTO, FLOW, CLOSED, SIZE, REFUSED, COMP, CALM = 0x0, 0x1, 0x3, 0x5, 0x6, 0x7, 0x9, 0xb
TYPE_NAMES = ["DATA", "HEADERS", "PRIORITY", "RST_STREAM", "SETTINGS", "PUSH_PROMISE", "PING", "GOAWAY",
              "WINDOW_UPDATE", "CONTINUATION"]
MAX_WINDOW, MAX_FRAME, SENTINEL = 2**31 - 1, 16384, b"fuzzdone"
BODY = json.dumps({"aps": {"timestamp": 1795946100, "event": "update", "content-state": {
    "status": "Out for Delivery", "estimatedArrival": 817641000, "driverName": "Buzz Lightyear",
    "progressFraction": 0.6}}}).encode()
HELD_MAX, IDLE_LIMIT, MEMORY_LIMIT_KB = 50, 10.5, 16 * 1024
# Requests RFC 9113 calls malformed (§8.1.1, §8.2, §8.3): the fields before and after the valid ones.
MALFORMED = [("an upper-case name", [], [("X-Upper", "1")]), ("a colon in a name", [], [("x:y", "1")]),
             ("connection", [], [("connection", "close")]), ("te: gzip", [], [("te", "gzip")]),
             ("a late pseudo-header", [], [(":authority", "x")]), ("no :method", [], []),
             ("an unknown pseudo-header", [(":fuzz", "1")], []), ("a :status", [(":status", "200")], []),
             ("an LF in a value", [], [("x-lf", "a\nb")]),
             ("content-length 1", [], [("content-length", "1")])]
KINDS = ["goaway", "rst", "closed", "answered", "open", "left"]


def code_names(codes):
    return "/".join(ErrorCodes(c).name if c <= max(ErrorCodes) else hex(c) for c in sorted(codes))


def raw(ftype, flags=0, stream=0, payload=b""):
    """Any frame, however wrong: hyperframe's extension frame serializes type, flags and body as given."""
    frame = ExtensionFrame(type=ftype, stream_id=stream, flag_byte=flags, body=bytes(payload))
    frame.body_len = len(frame.body)  # which the constructor leaves at 0
    return frame.serialize()


def headers(stream, block, end_stream=False, end_headers=True):
    """HEADERS, then CONTINUATION frames when the block is larger than one frame."""
    pieces = [block[i:i + MAX_FRAME] for i in range(0, len(block), MAX_FRAME)] or [b""]
    frames = [HeadersFrame(stream, pieces[0])] + [ContinuationFrame(stream, piece) for piece in pieces[1:]]
    if end_stream:
        frames[0].flags.add("END_STREAM")
    if end_headers:
        frames[-1].flags.add("END_HEADERS")
    return b"".join(frame.serialize() for frame in frames)


def data(stream, payload, end_stream=False):
    return DataFrame(stream, payload, flags=["END_STREAM"] if end_stream else []).serialize()


def ping(payload=SENTINEL, ack=False):
    return PingFrame(0, opaque_data=payload, flags=["ACK"] if ack else []).serialize()


def settings(values=None, ack=False):
    return SettingsFrame(0, values, flags=["ACK"] if ack else []).serialize()


def prefixed(value, bits, pattern=0):
    """An HPACK integer with a `bits`-bit prefix, its first octet OR-ed with `pattern` (RFC 7541 §5.1)."""
    encoded = encode_integer(value, bits)
    encoded[0] |= pattern
    return bytes(encoded)


def literal(name, value, indexed=False, huffman=False):
    """A field with a literal name, with or without incremental indexing (RFC 7541 §6.2); `huffman` marks
    the value as Huffman-coded, whatever its octets."""
    return (b"\x40" if indexed else b"\x00") + prefixed(len(name), 7) + name + prefixed(
        len(value), 7, 0x80 if huffman else 0) + value


def random_bytes(rng, count):
    return bytes(rng.getrandbits(8) for _ in range(count))


class Server(ServeProcess):
    """The one `la-sim serve` under test, with the valid request and a well-behaved client's check."""

    def __init__(self, binary):
        super().__init__(binary, keep_lines=False)
        self.jwt = self.provider_token

    def fields(self, token=None):
        return [(":method", "POST"), (":scheme", "http"), (":path", "/3/device/" + (token or self.token)),
                (":authority", f"127.0.0.1:{self.port}"), ("apns-push-type", "liveactivity"),
                ("apns-topic", self.topic), ("apns-priority", "10"), ("authorization", "bearer " + self.jwt)]

    def block(self, token=None, fields=None):
        """The valid request's header block (or `fields`), every field a literal without indexing."""
        return b"".join(literal(n.encode(), v.encode()) for n, v in fields or self.fields(token))

    def rss_kb(self):
        return self.resident_kb()

    def well_behaved(self):
        """None when a fresh h2 client gets 200 and an apns-id for the valid push within 5 s; else why not."""
        deadline, client = time.monotonic() + 5, H2Connection()  # client side by default
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=5) as sock:
                client.initiate_connection()
                client.send_headers(1, self.fields())
                client.send_data(1, BODY, end_stream=True)
                while time.monotonic() < deadline:
                    sock.sendall(client.data_to_send())
                    sock.settimeout(max(0.01, deadline - time.monotonic()))
                    received = sock.recv(65536)
                    if not received:
                        return "the well-behaved client's connection closed before an answer"
                    for event in client.receive_data(received):
                        if isinstance(event, ResponseReceived):
                            found = dict(event.headers)
                            if found.get(b":status") == b"200" and b"apns-id" in found:
                                return None
                            return f"the well-behaved client got {found.get(b':status')!r}, not 200"
                        if isinstance(event, (StreamReset, ConnectionTerminated)):
                            return f"the well-behaved client's request was ended: {event}"
        except (OSError, ProtocolError) as error:
            return f"the well-behaved client failed: {error!r}"
        return "the well-behaved client got no answer within 5 s"


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
        while not self.closed and not until() and self.garbage is None and time.monotonic() < deadline:
            self.sock.settimeout(max(0.0001, deadline - time.monotonic()))
            try:
                received = self.sock.recv(65536)
            except TimeoutError:
                return
            except OSError:
                received = b""
            self.closed, self.inbox = not received, self.inbox + received
            while len(self.inbox) >= 9 and self.garbage is None:
                if self.inbox.startswith(b"HTTP/"):
                    self.garbage = "the server answered in HTTP/1"
                    break
                try:
                    frame, length = Frame.parse_frame_header(memoryview(self.inbox[:9]))
                    if len(self.inbox) < 9 + length:
                        break
                    frame.parse_body(memoryview(self.inbox[9:9 + length]))
                    self.inbox = self.inbox[9 + length:]
                    self._take(frame)
                except Exception as error:  # hyperframe's and hpack's errors alike: the server sent garbage
                    self.garbage = f"unreadable frame from the server: {error!r}"

    def _take(self, frame):
        if isinstance(frame, GoAwayFrame):
            self.goaways.append(frame.error_code)
        elif isinstance(frame, RstStreamFrame):
            self.resets.append(frame.error_code)
        elif isinstance(frame, PingFrame) and "ACK" in frame.flags:
            self.pongs.add(frame.opaque_data)
        elif isinstance(frame, (HeadersFrame, ContinuationFrame)):
            block = self.blocks.pop(frame.stream_id, b"") + frame.data
            if "END_HEADERS" not in frame.flags:
                self.blocks[frame.stream_id] = block
                return
            found = dict(self.decoder.decode(block, raw=True))
            self.statuses.setdefault(frame.stream_id, int(found.get(b":status", b"0")))

    def finish(self, hangup=False):
        """Ends the case: a PING the server answers only once it has read everything before it (or, with
        `hangup`, a half-close); reads until that answer, a close or 2 s; closes."""
        if hangup:
            with contextlib.suppress(OSError):
                self.sock.shutdown(socket.SHUT_WR)
        else:
            self.send(ping())
        self.read(2, until=lambda: SENTINEL in self.pongs)
        if SENTINEL in self.pongs:
            self.read(0.05)  # answers written just after the acknowledgement
        self.sock.close()
        return self


def judge(probe, codes, refuse=True, refusals=(), forbid=(), need=None):
    """The case's kind (goaway, rst, closed, answered, open) and what is wrong with how it ended. With
    `codes` None the input was valid: the connection must survive and answer the closing PING. Otherwise
    every GOAWAY and RST_STREAM must carry one of `codes` and, when `refuse`, the server must refuse
    (GOAWAY, RST_STREAM, a close or a status in `refusals`). No stream in `forbid` may get 200; `need`
    must."""
    got = set(probe.goaways + probe.resets)
    kind = ("goaway" if probe.goaways else "rst" if probe.resets else "closed" if probe.closed else
            "answered" if set(probe.statuses.values()) & set(refusals) else "open")
    problems = [probe.garbage] if probe.garbage else []
    if codes is None and kind in ("goaway", "rst", "closed"):
        problems.append(f"valid input refused: {kind} {code_names(got)}")
    elif codes is None and SENTINEL not in probe.pongs:
        problems.append("the connection stopped answering: no PING acknowledgement within 2 s")
    elif codes is not None and refuse and kind == "open":
        problems.append("violation not refused: no GOAWAY, RST_STREAM, error status or close")
    elif codes is not None and got - set(codes):
        problems.append(f"implausible {code_names(got - set(codes))} (plausible: {code_names(codes)})")
    if probe.goaways and not probe.closed:
        problems.append(f"GOAWAY {code_names(probe.goaways)} but the connection stayed open for 2 s")
    problems += [f"200 on stream {s} for a violation" for s in forbid if probe.statuses.get(s) == 200]
    if need and probe.statuses.get(need) != 200:
        problems.append(f"stream {need} got {probe.statuses.get(need)}, not 200, for a valid request")
    return kind, problems


def family_preface(rng, run):
    """A connection that does not open with the client preface (RFC 9113 §3.4), then half-closed."""
    probe, choice, codes = Probe(run.server.port, handshake=False), rng.randrange(5), {PROTO}
    if choice == 0:
        what, payload = "random bytes", random_bytes(rng, rng.randrange(1, 200))
    elif choice == 1:
        what = "an HTTP/1.1 request asking for h2c"
        payload = (f"POST /3/device/{run.server.token} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade, "
                   "HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQAoAAAAAIAAAAA\r\n"
                   f"Content-Length: {len(BODY)}\r\n\r\n").encode() + BODY
    elif choice == 2:
        cut = rng.randrange(1, len(PREFACE))
        what, payload, codes = f"the preface's first {cut} bytes", PREFACE[:cut], set()
    elif choice == 3:
        garbage = bytearray(random_bytes(rng, rng.randrange(9, 64)))
        garbage[3] = rng.choice([t for t in range(256) if t != 4])  # anything but SETTINGS
        what, payload, codes = "the preface then garbage", PREFACE + bytes(garbage), {PROTO, SIZE}
    else:
        changed, at = bytearray(PREFACE), rng.randrange(len(PREFACE))
        changed[at] ^= rng.randrange(1, 256)
        what, payload = f"the preface with byte {at} changed", bytes(changed)
    probe.send(payload)
    return what, *judge(probe.finish(hangup=True), codes, refuse=bool(codes))


def frame_payload(rng, ftype, flags, stream, block):
    """A payload for one frame: mostly the size its type requires (RFC 9113 §6), sometimes not."""
    if ftype == 0x1:  # HEADERS: padding and priority as the flags say, the valid block or garbage
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
                (4, rng.choice([0, 65535, MAX_WINDOW, MAX_WINDOW + 1])), (6, rng.getrandbits(32)),
                (5, rng.choice([16383, 16384, 2**24 - 1, 2**24])), (rng.randrange(7, 65536), 1)]
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
        fragment = payload[start:n - pad]
        if where == "open" and flags & 0x1 and fragment == b"":
            return None  # an empty trailer section ends the request
        return {PROTO, COMP, CLOSED} if fragment != block or where != "idle" else {PROTO} if depends else None
    if ftype == 0x2:  # PRIORITY
        if stream == 0 or n != 5:
            return {PROTO, SIZE}
        return {PROTO} if struct.unpack(">I", payload[:4])[0] & MAX_WINDOW == stream else None
    if ftype == 0x3:  # RST_STREAM
        return {PROTO, SIZE} if stream == 0 or n != 4 or idle else None
    if ftype == 0x4:  # SETTINGS
        if stream or (flags & 0x1 and n) or n % 6:
            return {PROTO, SIZE}
        for key, value in struct.iter_unpack(">HI", b"" if flags & 0x1 else payload):
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
    server, probe = run.server, Probe(run.server.port)
    probe.send(headers(1, server.block()) + data(1, BODY, end_stream=True))
    probe.read(3, until=lambda: 1 in probe.statuses)
    if probe.statuses.get(1) != 200:
        probe.sock.close()
        return "setup", "open", [f"the setup request on stream 1 got {probe.statuses.get(1)}"]
    probe.statuses = {}
    probe.send(headers(5, server.block()))
    ftype = rng.choice(list(range(10)) + [rng.randrange(10, 256)])
    where = "zero" if ftype in (4, 6, 7, 8) and rng.random() < 0.6 else rng.choice(
        ["zero", "open", "closed", "skipped", "idle", "idle", "even"])
    stream = {"zero": 0, "open": 5, "closed": 1, "skipped": 3, "even": 2 * rng.randrange(1, 100),
              "idle": rng.choice([7, 9, MAX_WINDOW])}[where]
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
    if mode >= 0.9:
        cut = rng.randrange(1, len(frame))
        probe.send(bytes(frame[:cut]))
        codes = {SIZE} if len(payload) > MAX_FRAME else codes or set()
        return f"{what}, cut at {cut}", *judge(probe.finish(hangup=True), codes, refuse=False, forbid=forbid)
    cuts = sorted(rng.sample(range(1, len(frame)), min(3, len(frame) - 1))) if rng.random() < 0.2 else []
    for start, end in zip([0] + cuts, cuts + [len(frame)]):  # in pieces the server reads one at a time
        probe.send(bytes(frame[start:end]))
        time.sleep(0.002 if cuts else 0)
    return what + (f", in pieces cut at {cuts}" if cuts else ""), *judge(probe.finish(), codes, forbid=forbid)


def family_hpack(rng, run):
    """HPACK abuse (RFC 7541, RFC 9113 §10.5.1) and malformed fields (§8.2, §8.3) in the header block of an
    otherwise valid request; and, to show the rest is not refused blindly, a valid Huffman-coded block."""
    server, probe, choice = run.server, Probe(run.server.port), rng.randrange(9)
    block, codes, big = server.block(), {COMP, PROTO}, {NO, CALM, COMP, PROTO, REFUSED}
    if choice == 0:
        size, count = rng.randrange(1000, 4000), rng.randrange(2000, 28000)
        what, codes = f"a {size}-byte entry referenced {count} times", big
        block += literal(b"x-bomb", b"b" * size, indexed=True) + b"\xbe" * count
    elif choice == 1:
        count, size = rng.randrange(200, 500), rng.randrange(40, 80)
        what, codes = f"{count} fields of {size} bytes", big
        block += b"".join(literal(b"x-f%d" % i, b"v" * size) for i in range(count))
    elif choice == 2:
        size = rng.randrange(17000, 40000)
        what, codes, block = f"one {size}-byte field", big, block + literal(b"x-huge", b"h" * size)
    elif choice == 3:
        size = rng.choice([4097, 65536, MAX_WINDOW, None])
        what = f"a table size update to {size or 'an overflowing integer'}"
        block = (prefixed(size, 5, 0x20) if size else b"\x3f\xff\xff\xff\xff\xff\xff\x7f") + block
    elif choice == 4:
        what, block = "a table size update after a field", block + prefixed(0, 5, 0x20)
    elif choice == 5:
        bad = rng.choice([b"\xff\xff\xff\xff", b"\x00", b"\x1f\xff", b"\xfe"])
        what, block = f"invalid Huffman {bad.hex()}", block + literal(b"x-h", bad, huffman=True)
    elif choice == 6:
        bad = rng.choice([b"\x80", b"\xff\x80\x01", b"\xbe", b"\x00\x05ab", b"\x7f"])
        what, block = f"bad index or literal {bad.hex()}", block + bad
    elif choice == 7:
        what, before, after = rng.choice(MALFORMED)
        fields = before + server.fields()[what == "no :method":] + after
        what, codes, block = f"malformed request: {what}", {PROTO}, server.block(fields=fields)
    else:
        size = rng.choice([0, 4096])
        what, codes = f"valid: table size {size}, Huffman", None
        block = prefixed(size, 5, 0x20) + hpack.Encoder().encode(server.fields(), huffman=True)
    probe.send(headers(1, block) + data(1, BODY, True))
    forbid, need = ([1], None) if codes else ([], 1)
    return what, *judge(probe.finish(), codes, refusals=(431,), forbid=forbid, need=need)


def family_continuation(rng, run):
    """HEADERS without END_HEADERS, then CONTINUATION frames that never end (RFC 9113 §6.10, §10.5): the
    server must give up rather than gather them without bound. Up to 400 frames or 3 s."""
    probe, size = Probe(run.server.port), rng.choice([0, 1, 64, 1024, MAX_FRAME])
    probe.send(headers(1, run.server.block()[:20], end_headers=False))
    piece, started, sent = raw(0x9, 0, 1, random_bytes(rng, size)), time.monotonic(), 0
    while sent < 400 and time.monotonic() - started < 3 and not probe.closed and probe.send(piece * 8):
        sent += 8
        probe.read(0.001)
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
        what = f"{count} DATA frames of 16384"
        return what, *judge(probe.finish(), {FLOW, PROTO}, refusals=(413,), forbid=[1])
    if choice == 5:
        count = rng.randrange(130, 300)  # 400 BadDeviceToken answers, each with a body that cannot be sent
        probe.send(b"".join(headers(2 * i + 1, run.server.block("00" * 32), True) for i in range(count)))
        probe.read(0.5)
        if len(run.held) < HELD_MAX:
            run.held.append(Held(run.index, probe.sock, "window0"))
            return f"window 0, {count} answers with bodies held", "left", []
        return f"window 0, {count} answers waiting", *judge(probe.finish(), {REFUSED}, refuse=False)
    probe.send(headers(1, run.server.block()))
    update = [raw(0x8, 0, stream, struct.pack(">I", increment)) for stream, increment in
              [(0, 0), (1, 0), (0, MAX_WINDOW), (0, 2**30), (1, MAX_WINDOW), (1, 1)]]
    frames = [update[0], update[1], rng.choice([update[2], update[3] * 2, settings({4: MAX_WINDOW + 1})]),
              rng.choice([update[4], settings({4: MAX_WINDOW}) + update[5]])][choice - 1]
    probe.send(frames)
    return f"WINDOW_UPDATE/SETTINGS {frames.hex()[:60]}", *judge(probe.finish(), {PROTO, FLOW}, forbid=[1])


def family_streams(rng, run):
    """Thousands of streams opened (HEADERS without END_STREAM, RFC 9113 §5.1.2), or rapid reset: HEADERS
    then RST_STREAM, over and over (CVE-2023-44487); a few hundred resets must be let through."""
    probe, encoder, choice = Probe(run.server.port), hpack.Encoder(), rng.randrange(3)
    count = rng.randrange(200, 900) if choice == 2 else rng.randrange(1200, 4000)
    frames = b""
    for i in range(count):
        frames += headers(2 * i + 1, encoder.encode(run.server.fields()))
        frames += raw(0x3, 0, 2 * i + 1, struct.pack(">I", 8)) if choice else b""
        if len(frames) > 60000 or i == count - 1:
            if not probe.send(frames):
                break
            frames = b""
            probe.read(0.001)
    what = f"{count} streams {'opened' if choice == 0 else 'opened and reset'}"
    return what, *judge(probe.finish(), None if choice == 2 else {REFUSED, CALM})


class Held:
    """A connection left open while the run goes on: quiet, trickling a byte a second (never a request), or
    at window 0 with answers waiting. The server must close the first two by its first-request limit."""

    TRICKLE = PREFACE + settings() + ping(b"trickle!") * 100

    def __init__(self, index, sock, mode):
        self.index, self.sock, self.mode, self.since = index, sock, mode, time.monotonic()
        self.sent, self.gone = 0, False

    def tend(self):
        """Sends the next trickled byte, a second after the last; notes when the server has closed."""
        if self.mode == "trickle" and not self.gone and time.monotonic() - self.since >= self.sent:
            try:
                self.sock.send(self.TRICKLE[self.sent:self.sent + 1])
                self.sent += 1
            except OSError:
                self.gone = True

    def overdue(self):
        """Closes it; returns its age if it should have been closed by the server by now and was not."""
        self.sock.setblocking(False)
        try:
            while self.sock.recv(65536):
                pass
            self.gone = True
        except BlockingIOError:
            pass
        except OSError:
            self.gone = True
        self.sock.close()
        age = time.monotonic() - self.since
        return age if self.mode != "window0" and not self.gone and age > IDLE_LIMIT else None


def family_slow(rng, run):
    """A valid request (or a 7-byte PING) trickled a byte at a time; or a client that connects and says
    nothing (or only the preface), or trickles a byte a second and never a request (the first case always
    does), held open."""
    choice = rng.randrange(5) if any(held.mode == "trickle" for held in run.held) else 4
    if choice >= 2 and len(run.held) < HELD_MAX:
        sock = socket.create_connection(("127.0.0.1", run.server.port), timeout=2)
        sock.sendall(rng.choice([b"", PREFACE, PREFACE + settings()]) if choice == 3 else b"")
        run.held.append(Held(run.index, sock, "trickle" if choice == 4 else "quiet"))
        return ["", "", "said nothing", "said the preface at most", "trickling"][choice], "left", []
    probe, wrong = Probe(run.server.port, handshake=False), choice == 1
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
    probe, block, choice, half = Probe(run.server.port), run.server.block(), rng.randrange(5), data(1, BODY)
    probe.send([headers(1, block) + half[:9 + len(BODY) // 2], headers(1, block, end_headers=False),
                headers(1, block) + half[:5], headers(1, block) + data(1, BODY, True),
                b"".join(headers(2 * i + 1, block) + data(2 * i + 1, BODY, True) for i in range(50))][choice])
    abort = rng.random() < 0.5
    if abort:
        probe.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    probe.sock.close()
    what = ["half a DATA frame", "half a header block", "half a frame header", "one request", "50 requests"]
    return what[choice] + (", then RST" if abort else ", then close"), "left", []


def family_flood(rng, run):
    """PING and SETTINGS floods (RFC 9113 §10.5): in one burst, which may be refused with
    ENHANCE_YOUR_CALM; as PING acknowledgements, which need no answer; or paced, which must be answered."""
    probe, choice, count = Probe(run.server.port), rng.randrange(4), rng.randrange(150, 5000)
    if choice < 3:
        probe.send([ping(b"flooding"), settings(), ping(b"flooding", ack=True)][choice] * count)
        what = f"{count} {['PINGs', 'SETTINGS', 'PING acknowledgements'][choice]}"
        return what, *judge(probe.finish(), None if choice == 2 else {CALM}, refuse=False)
    rounds = rng.randrange(5, 20)
    for i in range(rounds):
        mark = b"round%03d" % i
        probe.send(ping(b"flooding") * 49 + ping(mark))
        probe.read(2, until=lambda: mark in probe.pongs)
    return f"{rounds} rounds of 50 PINGs", *judge(probe.finish(), None)


FAMILIES = [("preface", family_preface, 2), ("frames", family_frames, 6), ("hpack", family_hpack, 3),
            ("continuation", family_continuation, 1), ("flow", family_flow, 2),
            ("streams", family_streams, 1), ("slow", family_slow, 2), ("vanish", family_vanish, 2),
            ("flood", family_flood, 1)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", required=True, help="the la-sim binary")
    parser.add_argument("--cases", type=int, default=300)
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--seconds", type=float, default=120, help="the whole run's time limit")
    options = parser.parse_args()
    begun, master = time.monotonic(), random.Random(options.seed)
    weights = [weight for _, _, weight in FAMILIES]
    first = sorted(FAMILIES, key=lambda family: family[0] != "slow")  # the held trickler ages longest
    plan = (first + master.choices(FAMILIES, weights, k=max(0, options.cases - 9)))[:options.cases]
    seeds = [master.getrandbits(32) for _ in plan]
    try:
        run = types.SimpleNamespace(server=Server(options.bin), held=[], index=0)
    except (OSError, RuntimeError) as error:
        print(f"la-sim serve did not start: {error}")
        return 2
    tally = {name: dict.fromkeys(KINDS + ["cases"], 0) for name, _, _ in FAMILIES}
    failed, described, warm_kb, end_kb, server = {}, {}, None, None, run.server

    def fail(index, problems):
        failed.setdefault(index, []).extend(problems)
        print(f"FAIL {described[index]}: {'; '.join(problems)}", flush=True)

    try:
        for index, ((name, family, _), seed) in enumerate(zip(plan, seeds)):
            if time.monotonic() - begun > options.seconds - 20:  # room for a slow last case and the stop
                print(f"time limit: stopped after {index} of {len(plan)} cases")
                break
            run.index = index
            try:
                what, kind, problems = family(random.Random(seed), run)
            except OSError as error:
                what, kind, problems = "?", "closed", [f"the case could not run: {error!r}"]
            tally[name]["cases"] += 1
            tally[name][kind] += 1
            described[index] = f"{name} case {index} (seed {seed}) [{what}]"
            alive = server.process.poll() is None
            problems += [server.well_behaved()] if alive else [
                f"the server exited with {server.process.returncode}: {b''.join(server.stderr)[-300:]!r}"]
            if any(problems):
                fail(index, [p for p in problems if p])
            if not alive:
                break
            for held in run.held:
                held.tend()
            if index + 1 == min(20, len(plan)):
                warm_kb = server.rss_kb()
        end_kb = server.rss_kb() if server.process.poll() is None else None
        overdue = [(held, held.overdue()) for held in run.held]
        for held, age in overdue:
            if age:
                fail(held.index, [f"a connection that never sent a request ({held.mode}) is still open after"
                                  f" {age:.1f} s; the first-request limit is 10 s"])
        old = sum(time.monotonic() - h.since > IDLE_LIMIT and h.mode != "window0" for h, _ in overdue)
        print(f"held connections: {len(run.held)}; {old} without a request for over {IDLE_LIMIT} s, of which"
              f" {sum(1 for _, age in overdue if age)} still open")
    finally:
        server.stop()
    print(f"{'family':<13}" + "".join(f"{k:>11}" for k in ["cases", "goaway", "rst_stream", "closed",
                                                           "answered", "open", "left"]))
    for name, counts in tally.items():
        print(f"{name:<13}" + "".join(f"{counts[k]:>11}" for k in ["cases"] + KINDS))
    ran, growth_ok = sum(counts["cases"] for counts in tally.values()), True
    if warm_kb and end_kb:
        growth_ok = end_kb - warm_kb <= MEMORY_LIMIT_KB
        print(f"memory: VmRSS {warm_kb / 1024:.1f} MB after {min(20, ran)} cases, {end_kb / 1024:.1f} MB at"
              f" the end, growth {(end_kb - warm_kb) / 1024:+.1f} MB (limit {MEMORY_LIMIT_KB // 1024} MB)"
              + ("" if growth_ok else ": FAIL"))
    else:
        print("memory: not measured (the run ended before warm-up, or the server had exited)")
    print(f"run time: {time.monotonic() - begun:.1f} s")
    print(f"{ran - len(failed)} passed, {len(failed)} failed")
    return 1 if failed or not growth_ok else 0


if __name__ == "__main__":
    sys.exit(main())
