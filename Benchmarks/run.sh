#!/usr/bin/env bash
# LifecycleLab benchmark: start-up time against a hello-world Swift program that imports
# Foundation, and the throughput of device commands over a long lifecycle cycle, measured
# side by side in one run. Builds release once into .build-release (ignored by git).
#
#   Benchmarks/run.sh [CYCLES]      # default 2000 cycles of 14 commands
#
# Writes the figures to stdout and into BENCHMARKS.md at the repository root.
set -euo pipefail
cd "$(dirname "$0")/.."
cycles="${1:-2000}"
scratch=.build-release
runs=20

swift build -c release --scratch-path "$scratch" --product lab >&2
lab="$scratch/release/lab"
hello="$scratch/hello-foundation"
if [ ! -x "$hello" ] || [ Benchmarks/hello.swift -nt "$hello" ]; then
    swiftc -O Benchmarks/hello.swift -o "$hello" >&2
fi

now() { date +%s%N; }

# Mean wall time in milliseconds of `runs` runs of a command reading stdin from a file.
mean_ms() {
    local input="$1"; shift
    local total=0 start end
    for _ in $(seq "$runs"); do
        start=$(now); "$@" < "$input" > /dev/null; end=$(now)
        total=$((total + end - start))
    done
    echo "scale=1; $total / $runs / 1000000" | bc
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo quit > "$work/quit.txt"

# One cycle: launch, Home, wait, relaunch, a call declined, lock/unlock, the overlays.
cycle='launch "Empty Window"
home
wait 1s
launch "Empty Window"
call Mum
decline
lock
unlock
notification-center
dismiss
control-center
dismiss
switcher
dismiss
home'
per_cycle=$(printf '%s\n' "$cycle" | wc -l)
: > "$work/cycle.txt"
for _ in $(seq "$cycles"); do printf '%s\n' "$cycle" >> "$work/cycle.txt"; done
commands=$((cycles * per_cycle))

hello_ms=$(mean_ms "$work/quit.txt" "$hello")
startup_ms=$(mean_ms "$work/quit.txt" "$lab" --no-color)
start=$(now); "$lab" --no-color < "$work/cycle.txt" > "$work/out.txt"; end=$(now)
total_ms=$(echo "scale=1; ($end - $start) / 1000000" | bc)
errors=$(grep -c '^error:' "$work/out.txt" || true)
per_second=$(echo "scale=0; $commands * 1000 / ($total_ms - $startup_ms)" | bc)
ratio=$(echo "scale=2; $startup_ms / $hello_ms" | bc)

report="| measure | figure |
| --- | --- |
| hello world (Foundation), mean of $runs runs | ${hello_ms} ms |
| \`lab\` to first prompt and \`quit\`, mean of $runs runs | ${startup_ms} ms (${ratio}× hello world; goal ≤ 3×) |
| device commands: $commands ($cycles cycles of $per_cycle) | ${total_ms} ms in total, ${per_second} commands/s after start-up (goal ≥ 20,000) |
| commands that failed in the cycle | $errors |"
echo "$report"

{
    echo "# Benchmarks"
    echo
    echo "Measured by \`Benchmarks/run.sh\` (release build in \`.build-release\`, one run, both figures side by side)."
    echo "Machine: $(nproc) cores, $(uname -sm); Swift: $(swift --version 2>/dev/null | head -1)."
    echo
    echo "$report"
    echo
    echo "The cycle: \`launch\`, \`home\`, \`wait 1s\`, \`launch\` again (return from suspended), \`call\`/\`decline\`,"
    echo "\`lock\`/\`unlock\`, Notification Centre, Control Centre and the switcher each opened and dismissed, \`home\`;"
    echo "every command's events are rendered as in the REPL (output to a file, colour off)."
} > BENCHMARKS.md
