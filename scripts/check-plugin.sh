#!/usr/bin/env bash
# scripts/check-plugin.sh: la-sim's SwiftPM command plugins, used as an app's package uses them.
#
# Writes a small app package in a temporary directory that depends on this checkout by path (the line the
# README tells an app to add, with a path for a URL), with a widget target holding the Courier sample's Swift,
# a fixture, a scenario and its goldens; then runs, from it:
#   swift package la-sim check Sources/CourierWidget     (the widget's Swift imported into a fixture, checked)
#   swift package la-sim check courier.json --device all  (check's own arguments)
#   swift package la-sim verify courier.json courier.scenario golden           (play --verify)
#   swift package --allow-writing-to-package-directory la-sim-record …          (play --record)
#   swift package la-sim record …                         (refused: record is the verb that may write)
#   swift package la-sim-record …, without the flag         (refused by SwiftPM: the plugin declares it writes)
# and checks what each prints and how it exits. The sample builds la-sim in its own .build (minutes on a
# small machine); SAMPLE_DIR=DIR keeps the package there, so a second run reuses that build.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
sample="${SAMPLE_DIR:-$(mktemp -d)}"
[ -n "${SAMPLE_DIR:-}" ] || trap 'rm -rf "$sample"' EXIT
mkdir -p "$sample/Sources/CourierWidget" "$sample/golden"
cp "$repo/fixtures/swift/Courier/"*.swift "$sample/Sources/CourierWidget/"
cp "$repo/fixtures/activities/courier.json" "$sample/courier.json"
cp "$repo/fixtures/scenarios/courier-happy-path.scenario" "$sample/courier.scenario"
cp "$repo/fixtures/golden/scenarios/courier-happy-path/"*.txt "$sample/golden/"
rm -rf "$sample/recorded"
cat >"$sample/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "CourierApp",
  dependencies: [.package(path: "$repo")],
  targets: [.target(name: "CourierWidget")]
)
EOF
cd "$sample"

# run EXPECTED_STATUS TEXT -- ARGS...: swift package ARGS exits EXPECTED_STATUS (0 or not) and prints TEXT.
run() {
  local expected="$1" text="$2"
  shift 3
  local status=0 output
  echo "\$ swift package $*"
  output="$(swift package "$@" 2>&1)" || status=$?
  echo "$output" | grep -v '^\[[0-9]*/[0-9]*\]' | tail -6
  if { [ "$expected" = 0 ] && [ "$status" != 0 ]; } || { [ "$expected" != 0 ] && [ "$status" = 0 ]; } \
    || ! grep -qF -- "$text" <<<"$output"; then
    echo "check-plugin: expected exit ${expected/1/non-zero} and '$text' from: swift package $* (exit $status)" >&2
    exit 1
  fi
}

start=$(date +%s)
run 0 "la-sim-record" -- plugin --list
run 0 "CourierWidget.json: clean" -- la-sim check Sources/CourierWidget
echo "(the first run built la-sim in the sample's .build: $(( $(date +%s) - start )) s)"
run 0 "courier.json: clean" -- la-sim check courier.json --device all
run 0 "0 differ, 0 missing" -- la-sim verify courier.json courier.scenario golden --junit junit.xml
[ -s junit.xml ] || { echo "check-plugin: verify wrote no junit.xml" >&2; exit 1; }
run 1 "la-sim-record" -- la-sim record courier.json courier.scenario recorded
# The record verb declares that it writes: without the flag SwiftPM refuses it, before anything is written.
run 1 "wants permission to write to the package directory" -- la-sim-record courier.json courier.scenario recorded \
  </dev/null
[ ! -e recorded ] || { echo "check-plugin: la-sim-record wrote without the permission" >&2; exit 1; }
run 0 "Recorded 6 snapshots in recorded" -- --allow-writing-to-package-directory la-sim-record \
  courier.json courier.scenario recorded
diff -r golden recorded
echo "check-plugin: the plugins check, verify and record from an app's package ($(( $(date +%s) - start )) s)"
