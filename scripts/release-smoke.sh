#!/usr/bin/env bash
# scripts/release-smoke.sh DIR VERSION COMMIT [HIDDEN]: the release archive's smoke test, run by
# scripts/release.sh on the archive it unpacked into DIR (DIR/la-sim-VERSION-linux-x86_64, with a shipped
# scenario, its goldens and the Courier Swift sources copied to DIR/work). la-sim runs from DIR/work with an
# empty PATH and no environment but HOME and TERM, as on a machine that has only the archive and the
# system's libraries; HIDDEN names the directories release.sh hid behind empty mounts (the repository and
# the Swift toolchain), which this checks are empty.
set -euo pipefail
dir="$1"
version="$2"
commit="$3"
hidden="${4:-}"
bin="$dir/la-sim-$version-linux-x86_64/bin/la-sim"
cd "$dir/work"
for hole in $hidden; do
  [ -z "$(ls -A "$hole")" ] || { echo "smoke: $hole is still visible" >&2; exit 1; }
  echo "hidden: $hole"
done

# la-sim ARGS...: runs it as a user without a toolchain would; sets $status, $output (stdout and stderr).
la_sim() {
  status=0
  output="$(env -i PATH="$dir/empty-path" HOME="$dir/work" TERM=dumb "$bin" "$@" 2>&1)" || status=$?
}
expect() { # expect STATUS TEXT DESCRIPTION: the last run exited STATUS and printed TEXT.
  if [ "$status" != "$1" ] || ! grep -qF -- "$2" <<<"$output"; then
    echo "smoke: $3: expected exit $1 and '$2', got exit $status:" >&2
    echo "$output" | head -20 >&2
    exit 1
  fi
  echo "ok  $3"
}

la_sim --version
expect 0 "la-sim $version ($commit)" "--version names the version and the commit"
[ "$output" = "la-sim $version ($commit)" ] || { echo "smoke: --version printed more: $output" >&2; exit 1; }
la_sim render courier
expect 0 "Dynamic Island · compact" "render courier"
la_sim check courier-compact --device all
expect 0 "courier-compact: clean" "check courier-compact --device all"
la_sim check pizza-planet --device all
expect 1 "LA001" "check pizza-planet lists its clips"
la_sim play courier courier-happy-path.scenario --verify golden --junit junit.xml --report report.html
expect 0 "0 differ, 0 missing" "play --verify of courier-happy-path against its goldens"
[ -s junit.xml ] && [ -s report.html ] || { echo "smoke: play wrote no JUnit or report" >&2; exit 1; }
la_sim serve --help
expect 0 "Usage: la-sim serve" "serve --help"
la_sim --generate-man-page
expect 0 ".SH COMMANDS" "--generate-man-page"
# Swift inputs: every command that takes the app's Swift compiles it, and with no toolchain on the machine
# says what to install; a file that declares neither a Widget nor a model says what was looked for first.
printf 'struct Nothing {}\n' >swift-empty.swift
la_sim check swift-empty.swift
expect 65 "no Widget in the files given" "check of Swift with no Widget: one sentence saying what it looked for"
la_sim check swift/CourierAttributes.swift swift/CourierLiveActivity.swift --pipeline courier
expect 69 "install Swift 6" "check of the app's Swift with no toolchain: one sentence saying what to install"
la_sim render swift/CourierAttributes.swift swift/CourierLiveActivity.swift --pipeline courier
expect 69 "install Swift 6" "render of the app's Swift with no toolchain: one sentence saying what to install"
la_sim import swift/CourierAttributes.swift swift/CourierLiveActivity.swift --out courier-from-swift.json
expect 69 "install Swift 6" "import of the Courier Swift sources with no toolchain: one sentence saying what to install"
la_sim check courier --swift swift/CourierAttributes.swift
expect 69 "install Swift 6" "check --swift with no toolchain: one sentence saying what to install"
echo "smoke test passed: $bin"
