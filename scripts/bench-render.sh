#!/usr/bin/env bash
# Render and start-up benchmark: builds the release (and la-sim as shipped, with the Swift libraries
# linked statically), then prints µs per frame set, peak memory, and start-up against a hello world.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product RenderBenchmark >/dev/null
swift build -c release --product HelloWorld >/dev/null
swift build -c release --product la-sim >/dev/null
swift build -c release --static-swift-stdlib --scratch-path .build/shipped --product la-sim >/dev/null
LA_SIM_SHIPPED="$PWD/.build/shipped/release/la-sim" "$(swift build -c release --show-bin-path)/RenderBenchmark"
