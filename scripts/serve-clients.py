#!/usr/bin/env python3
"""Real APNs clients against `la-sim serve`, none of them written here.

Each client sends every shipped pizza-planet payload sample (the valid ones and the trap samples) to a fresh
`la-sim serve` as a backend would send it, and must get the status and reason APNs would give; the server's
JSON line for the request must say what the phone did (outcome and trap code), its log lines must name the
trap, and a refusal must say why. Clients:

  curl-h2c    Debian's curl, --http2-prior-knowledge (built with nghttp2)
  curl-tls    Debian's curl, --http2 over TLS, trusting la-sim's --make-cert certificate
  httpx       PyPI's httpx[http2], HTTP/2 with prior knowledge
  aioapns     PyPI's aioapns, a production APNs client: TLS, and its own ES256 provider token (PyJWT) signed
              with an AuthKey_KEYID.p8 made by openssl, which la-sim verifies with --auth-key
  node        Node's built-in http2 client over TLS (when node is on the machine)

Usage: serve-clients.py --bin PATH/la-sim [--clients curl-h2c,httpx,...] [--print]
--print shows what each sample got, for reading before the table below is changed.
Traffic goes to 127.0.0.1 only; every server is ended when its case is done.
"""

import argparse
import asyncio
import json
import pathlib
import shutil
import ssl
import subprocess
import sys
import tempfile

from serve_process import ServeProcess

ROOT = pathlib.Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "fixtures" / "payloads" / "pizza-planet"
TOPIC = "com.example.pizzaplanet.push-type.liveactivity"
KEY_ID = "ABC123DEFG"  # the key id and team the expired-token sample names
TEAM = "DEF123GHIJ"

# sample → (status, reason, phone outcome or None when the phone never saw it, trap code or None).
# A push APNs refuses never reaches the phone; one it takes gets 200 whatever the device then does.
EXPECTED = {
    "broken-attributes-type-mismatch.json": (200, None, "refused", "LP021"),
    "broken-case-name-status.json": (200, None, "refused", "LP014"),
    "broken-headers-apns-id-not-uuid.json": (400, "BadMessageId", None, None),
    "broken-headers-collapse-id-too-long.json": (400, "BadCollapseId", None, None),
    "broken-headers-expired-provider-token.json": (403, "ExpiredProviderToken", None, None),
    "broken-headers-priority-1.json": (400, "BadPriority", None, None),
    "broken-headers-push-type-alert.json": (200, None, "refused", "LP002"),
    "broken-headers-topic-without-suffix.json": (400, "DeviceTokenNotForTopic", None, None),
    "broken-iso-date-estimated-arrival.json": (200, None, "refused", "LP015"),
    "broken-missing-driver-name.json": (200, None, "refused", "LP013"),
    "broken-missing-timestamp.json": (200, None, "refused", "LP009"),
    "broken-not-json.json": (200, None, "refused", None),
    "broken-null-driver-name.json": (200, None, "refused", "LP019"),
    "broken-payload-too-large.json": (413, "PayloadTooLarge", None, None),
    "broken-snake-case-estimated-arrival.json": (200, None, "refused", "LP012"),
    "broken-start-without-alert.json": (200, None, "refused", "LP020"),
    "broken-start-without-attributes.json": (200, None, "refused", "LP021"),
    "broken-token-not-hex.json": (400, "BadDeviceToken", None, None),
    "broken-unknown-event.json": (200, None, "refused", "LP008"),
    "end-delivered.json": (200, None, "applied", None),
    "end-dismiss-now.json": (200, None, "applied", None),
    # A broadcast goes to the app's broadcast path; on a fresh phone no activity joined its channel.
    "envelope-broadcast-in-oven.json": (200, None, "refused", "LP044"),
    "envelope-start-second-order-collapse-id.json": (200, None, "applied", None),
    "envelope-update-by-token.json": (200, None, "applied", None),
    "envelope-update-in-oven.json": (200, None, "applied", None),
    "envelope-update-second-order-in-oven.json": (200, None, "applied", None),
    "start-localized-alert.json": (200, None, "applied", None),
    "start-second-order-same-relevance.json": (200, None, "applied", None),
    "start-second-order.json": (200, None, "applied", None),
    "start-with-channel.json": (200, None, "applied", None),
    "start.json": (200, None, "applied", None),
    "update-after-end.json": (200, None, "applied", None),
    "update-arriving.json": (200, None, "applied", None),
    "update-older-timestamp.json": (200, None, "applied", None),
    "update-out-for-delivery.json": (200, None, "applied", None),
    "warn-dismissal-date-on-update.json": (200, None, "applied", None),
    "warn-headers-expiration-zero.json": (200, None, "applied", None),
    "warn-headers-missing-priority.json": (200, None, "applied", None),
    "warn-timestamp-milliseconds.json": (200, None, "applied", None),
    "warn-unix-epoch-estimated-arrival.json": (200, None, "applied", None),
}


BROADCAST_PATH = "/4/broadcasts/apps/com.example.pizzaplanet"


def request_for(sample, server):
    """The sample as a backend sends it: (path, headers, body bytes, body as a dict or None). A push goes to
    /3/device/{token}; a broadcast (apns-channel-id) to the app's /4/broadcasts/apps/{bundle id}."""
    raw = sample.read_bytes()
    try:
        parsed = json.loads(raw)
    except ValueError:
        parsed = None
    headers = {"apns-push-type": "liveactivity", "apns-topic": TOPIC, "apns-priority": "10"}
    body, token = raw, None
    if isinstance(parsed, dict) and "body" in parsed and "aps" not in parsed:
        headers = dict(parsed.get("headers", {}))
        body = json.dumps(parsed["body"]).encode()
        token = parsed.get("token")
        parsed = parsed["body"]
    event = parsed.get("aps", {}).get("event") if isinstance(parsed, dict) else None
    if token is None:
        token = server.push_to_start if event == "start" else server.token
    headers.setdefault("authorization", "bearer " + server.provider_token)
    broadcast = any(name.lower() == "apns-channel-id" for name in headers)
    return (BROADCAST_PATH if broadcast else f"/3/device/{token}"), headers, body, parsed


def curl(server, path, headers, body, tls=None):
    url = f"{'https://localhost' if tls else 'http://127.0.0.1'}:{server.port}{path}"
    arguments = ["curl", "--silent", "--max-time", "10", "--write-out", "\n%{http_code}", "--data-binary", "@-"]
    arguments += ["--http2", "--cacert", tls] if tls else ["--http2-prior-knowledge"]
    for name, value in headers.items():
        arguments += ["-H", f"{name}: {value}"]
    result = subprocess.run(arguments + [url], input=body, capture_output=True, timeout=20)
    text = result.stdout.decode()
    answer, _, status = text.rpartition("\n")
    return int(status or 0), reason_of(answer)


def reason_of(body):
    try:
        return json.loads(body).get("reason") if body else None
    except ValueError:
        return "not JSON: " + body[:60]


def httpx_client(server, path, headers, body, tls=None):
    import httpx
    with httpx.Client(http1=False, http2=True, timeout=10) as client:
        response = client.post(f"http://127.0.0.1:{server.port}{path}", headers=headers, content=body)
        return response.status_code, reason_of(response.text)


NODE = r"""
const http2 = require("http2"), fs = require("fs");
const [port, ca, path, headersJSON, bodyFile] = process.argv.slice(1);
const session = http2.connect(`https://localhost:${port}`, { ca: fs.readFileSync(ca) });
const request = session.request({ ":method": "POST", ":path": path, ...JSON.parse(headersJSON) });
let status = 0, data = "";
request.on("response", (headers) => { status = headers[":status"]; });
request.on("data", (chunk) => { data += chunk; });
request.on("end", () => { console.log(JSON.stringify({ status, data })); session.close(); });
request.on("error", (error) => { console.log(JSON.stringify({ status: 0, data: String(error) })); session.close(); });
request.end(fs.readFileSync(bodyFile));
"""


def node_client(server, path, headers, body, tls=None):
    with tempfile.NamedTemporaryFile(suffix=".json") as file:
        file.write(body)
        file.flush()
        result = subprocess.run(
            ["node", "-e", NODE, str(server.port), tls, path, json.dumps(headers), file.name],
            capture_output=True, timeout=20)
    answer = json.loads(result.stdout.decode().strip().splitlines()[-1])
    return int(answer["status"]), reason_of(answer["data"])


def aioapns_client(server, path, headers, body, tls=None, key=None):
    """aioapns sends what its API can say: a dict body, the priority, collapse id and apns-id; its own JWT."""
    from aioapns import APNs, NotificationRequest, PushType
    from aioapns.connection import APNsProductionClientProtocol
    APNsProductionClientProtocol.APNS_SERVER = "localhost"
    APNsProductionClientProtocol.APNS_PORT = server.port

    async def send():
        client = APNs(
            key=pathlib.Path(key).read_text(), key_id=KEY_ID, team_id=TEAM, topic=headers.get("apns-topic", TOPIC), use_sandbox=False,
            ssl_context=ssl.create_default_context(cafile=tls))
        request = NotificationRequest(
            device_token=path.rsplit("/", 1)[-1], message=json.loads(body), notification_id=headers.get("apns-id"),
            priority=int(headers["apns-priority"]) if "apns-priority" in headers else None,
            collapse_key=headers.get("apns-collapse-id"), push_type=PushType.LIVEACTIVITY)
        result = await client.send_notification(request)
        client.pool.close()
        return int(result.status), result.description

    return asyncio.run(asyncio.wait_for(send(), 20))


def aioapns_can_send(headers, parsed, server):
    """Whether aioapns's API can express the request: a JSON object body, the liveactivity push type, a
    topic, no header it has no parameter for, and no provider token of the sample's own (aioapns signs its
    own)."""
    expressible = {"apns-push-type", "apns-topic", "apns-priority", "apns-collapse-id", "apns-id", "authorization"}
    return (isinstance(parsed, dict) and headers.get("apns-push-type") == "liveactivity" and "apns-topic" in headers
            and set(headers) <= expressible and headers.get("authorization") == "bearer " + server.provider_token
            and len(json.dumps(parsed)) <= 4096)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", required=True)
    parser.add_argument("--clients", default="curl-h2c,curl-tls,httpx,aioapns,node")
    parser.add_argument("--print", action="store_true", help="print what each sample got")
    arguments = parser.parse_args()
    clients = arguments.clients.split(",")
    if "node" in clients and shutil.which("node") is None:
        print("node: skipped (not on PATH)")
        clients.remove("node")
    workspace = pathlib.Path(tempfile.mkdtemp(prefix="la-sim-serve-clients-"))
    subprocess.run([arguments.bin, "serve", "--make-cert", str(workspace / "certs")], check=True,
                   capture_output=True)
    certificate = str(workspace / "certs" / "localhost.pem")
    key_file = workspace / f"AuthKey_{KEY_ID}.p8"
    subprocess.run(["openssl", "genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out",
                    str(key_file)], check=True, capture_output=True)
    tls_options = ["--tls-cert", certificate, "--tls-key", str(workspace / "certs" / "localhost-key.pem"),
                   "--auth-key", str(key_file), "--team-id", TEAM]
    samples = sorted(SAMPLES.glob("*.json"))
    missing = sorted(set(EXPECTED) ^ {sample.name for sample in samples})
    passed = failed = 0
    if missing:
        print("samples and the expected table differ: " + ", ".join(missing))
        failed += 1
    for client in clients:
        checked = 0
        for sample in samples:
            tls = client in ("curl-tls", "aioapns", "node")
            server = ServeProcess(arguments.bin, tls_options if tls else [])
            try:
                path, headers, body, parsed = request_for(sample, server)
                if client == "aioapns":
                    if not aioapns_can_send(headers, parsed, server):
                        continue
                    try:
                        got = aioapns_client(server, path, headers, body, tls=certificate, key=str(key_file))
                    except Exception as error:  # a client that cannot finish is a failure of this case
                        got = (0, f"{type(error).__name__}: {error}")
                elif client == "httpx":
                    got = httpx_client(server, path, headers, body)
                elif client == "node":
                    got = node_client(server, path, headers, body, tls=certificate)
                else:
                    got = curl(server, path, headers, body, tls=certificate if tls else None)
                line = server.next(10) or {}
            finally:
                server.stop()
            verdict = (line.get("verdicts") or [{}])[0]
            observed = (got[0], got[1], verdict.get("outcome"), verdict.get("trap"))
            expected = EXPECTED.get(sample.name)
            checked += 1
            if arguments.print:
                print(f"{client:9} {sample.name:46} {observed}")
            # The server's own line says it too: the trap code in the phone's log, or why APNs refused.
            logged = expected is not None and (
                (expected[3] is None or any(expected[3] in entry for entry in line.get("log", [])))
                and (expected[1] is None or bool(line.get("why"))))
            if observed == expected and line.get("status") == got[0] and logged:
                passed += 1
            else:
                failed += 1
                print(f"{client}: {sample.name}: expected {expected}, got {observed}; server said "
                      f"{line.get('status')} {line.get('why') or ''} {line.get('log')}")
        print(f"{client}: {checked} samples sent")
    shutil.rmtree(workspace, ignore_errors=True)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
