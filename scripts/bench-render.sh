#!/usr/bin/env bash
# Render and start-up benchmark: builds the release, and la-sim and the hello world as shipped (the Swift
# libraries linked statically, both the same way), then prints µs per frame set, peak memory, and start-up:
# la-sim render against the hello world, both as shipped (the like-for-like ratio), and both linked
# dynamically.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product RenderBenchmark >/dev/null
swift build -c release --product HelloWorld >/dev/null
swift build -c release --product la-sim >/dev/null
swift build -c release --static-swift-stdlib --scratch-path .build/shipped --product la-sim >/dev/null
swift build -c release --static-swift-stdlib --scratch-path .build/shipped --product HelloWorld >/dev/null
shipped="$(swift build -c release --static-swift-stdlib --scratch-path .build/shipped --show-bin-path)"
LA_SIM_SHIPPED="$shipped/la-sim" HELLO_SHIPPED="$shipped/HelloWorld" \
  "$(swift build -c release --show-bin-path)/RenderBenchmark"
