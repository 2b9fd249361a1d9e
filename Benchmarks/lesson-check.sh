#!/usr/bin/env bash
# The lesson engine's check after every command, timed on its own (goal ≤ 50 µs per command).
# Builds release into .build-release (as run.sh does) and runs Benchmarks/LessonCheck.
#
#   Benchmarks/lesson-check.sh [CYCLES]     # default 2000 cycles of 15 commands
set -euo pipefail
cd "$(dirname "$0")/.."
# Everything, as run.sh builds it: the simulated SDK too, or the sample apps cannot be installed.
swift build -c release --scratch-path .build-release >&2
.build-release/release/lesson-check-benchmark "${1:-2000}"
