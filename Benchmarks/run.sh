#!/usr/bin/env bash
# LifecycleLab benchmark, measured side by side in one run: start-up time against a hello-world
# Swift program that imports Foundation; the throughput of device commands over a long
# lifecycle cycle (the sample apps running as processes); a cold `run` of a 3-file project
# against the bare swiftc compile of the same sources; and the relaunch of a cached build.
# Builds release once into .build-release (ignored by git).
#
#   Benchmarks/run.sh [CYCLES]      # default 2000 cycles of 15 commands
#
# Writes the figures to stdout and into BENCHMARKS.md at the repository root.
set -euo pipefail
cd "$(dirname "$0")/.."
cycles="${1:-2000}"
scratch=.build-release
runs=20

swift build -c release --scratch-path "$scratch" >&2
lab="$scratch/release/lab"
hello="$scratch/hello-foundation"
if [ ! -x "$hello" ] || [ Benchmarks/hello.swift -nt "$hello" ]; then
    swiftc -O Benchmarks/hello.swift -o "$hello" >&2
fi

# The time in nanoseconds, in REPLY. Bash's own clock: `$(date +%s%N)` would fork a process
# whose 1–2 ms would count in every start-up figure and flatten the ratio between them.
now() {
    if [ -n "${EPOCHREALTIME:-}" ]; then REPLY="${EPOCHREALTIME/[.,]/}000"; else REPLY=$(date +%s%N); fi
}

ms() { echo "scale=1; $1 / $runs / 1000000" | bc; }

# Mean wall times in milliseconds of hello world and of `lab` to its first prompt and `quit`,
# `runs` runs each taken in turn (hello, lab, hello, lab, …) so that a machine that speeds up
# or slows down meanwhile weighs on both alike. One untimed warm-up run of each comes first:
# the figures are for programs already started once on this machine (page cache warm, and
# lab's sample cache filled, as for every start after the first).
startup_means() {
    local hello_total=0 lab_total=0 start end
    "$hello" < "$work/quit.txt" > /dev/null
    "$lab" --no-color < "$work/quit.txt" > /dev/null
    for _ in $(seq "$runs"); do
        now; start=$REPLY; "$hello" < "$work/quit.txt" > /dev/null; now; end=$REPLY
        hello_total=$((hello_total + end - start))
        now; start=$REPLY; "$lab" --no-color < "$work/quit.txt" > /dev/null; now; end=$REPLY
        lab_total=$((lab_total + end - start))
    done
    echo "$(ms "$hello_total") $(ms "$lab_total")"
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo quit > "$work/quit.txt"

# One cycle (Benchmarks/cycle.txt, shared with instructions.sh): launch, Home, wait, relaunch,
# a call declined, lock/unlock, the overlays.
cycle=$(cat Benchmarks/cycle.txt)
per_cycle=$(printf '%s\n' "$cycle" | wc -l)
: > "$work/cycle.txt"
for _ in $(seq "$cycles"); do printf '%s\n' "$cycle" >> "$work/cycle.txt"; done
commands=$((cycles * per_cycle))

read -r hello_ms startup_ms < <(startup_means)

# A cold `run` of Xcode's template (3 Swift files): nothing of it cached, the samples warm.
project=Transcripts/Projects/MyApp
data="$work/data"
# Warm-up, untimed: another project compiled with lab's own flags fills Clang's module cache.
printf 'build Transcripts/Projects/Tally -o %s\nquit\n' "$work/warm" > "$work/warm.txt"
"$lab" --no-color --data-dir "$data" < "$work/warm.txt" > /dev/null
rm -rf "$data/cache/builds"
sdk="$scratch/release"
mkdir -p "$work/bare"
# The bare compile is whole-module (-wmo), as lab's own is: without it the driver runs one
# frontend per file, which on this project is half again slower and would flatter the ratio.
# It links with the linker lab uses (the toolchain's lld when ld.lld stands beside swiftc, as
# SwiftCompiler chooses), so the ratio measures lab's own work, not a faster linker.
linker=()
[ -x "$(dirname "$(command -v swiftc)")/ld.lld" ] && linker=(-use-ld=lld)
bare() {
    swiftc -wmo -swift-version 5 -Onone -parse-as-library -module-name MyApp -I "$sdk/Modules" -L "$sdk" -lUIKit "${linker[@]}" \
        -module-cache-path "$data/cache/ModuleCache" "$project"/MyApp/*.swift -o "$work/bare/MyApp" 2> /dev/null
}
bare  # untimed: both compiles below find Clang's module cache warm
printf 'run %s\nquit\n' "$project" > "$work/run.txt"
# Taken in turn, cold_runs times each (a cold run, then a bare compile, …), the build cache
# emptied before every run: one compile alone varies by a third from run to run here.
cold_runs=5
run_total=0 bare_total=0
for _ in $(seq "$cold_runs"); do
    rm -rf "$data/cache/builds"
    now; start=$REPLY; "$lab" --no-color --data-dir "$data" < "$work/run.txt" > "$work/run-out.txt"; now; end=$REPLY
    run_total=$((run_total + end - start))
    now; start=$REPLY; bare; now; end=$REPLY
    bare_total=$((bare_total + end - start))
done
run_ms=$(echo "scale=1; $run_total / $cold_runs / 1000000 - $startup_ms" | bc)
bare_ms=$(echo "scale=1; $bare_total / $cold_runs / 1000000" | bc)
run_ratio=$(echo "scale=2; $run_ms / $bare_ms" | bc)

# Relaunching the cached build: `terminate` and `launch`, many times, against the same file
# without the relaunches.
relaunches=50
printf 'run %s\n' "$project" > "$work/relaunch-0.txt"
cp "$work/relaunch-0.txt" "$work/relaunch-n.txt"
for _ in $(seq "$relaunches"); do printf 'terminate MyApp\nlaunch MyApp\n' >> "$work/relaunch-n.txt"; done
now; start=$REPLY; "$lab" --no-color --data-dir "$data" < "$work/relaunch-0.txt" > /dev/null; now; end=$REPLY
base_ns=$((end - start))
now; start=$REPLY; "$lab" --no-color --data-dir "$data" < "$work/relaunch-n.txt" > "$work/relaunch-out.txt"; now; end=$REPLY
relaunch_ms=$(echo "scale=1; ($end - $start - $base_ns) / $relaunches / 1000000" | bc)
# A save under `run --watch`: from the file's write to the changed callbacks shown, a fresh
# compile each time (each save changes the source). Plain mode looks for saves before each line
# it reads, so a comment line follows each save; at the terminal the prompt first waits for
# saves to pause (saveQuietMilliseconds, 120 ms), which comes on top.
saves=5
watched="$work/Watched"
cp -r "$project" "$watched"
mkfifo "$work/watch-in"
"$lab" --no-color --data-dir "$data" < "$work/watch-in" > "$work/watch-out.txt" &
watch_pid=$!
exec 3> "$work/watch-in"
echo "run --watch $watched" >&3
until grep -q '^watching the project folder' "$work/watch-out.txt"; do sleep 0.005; done
save_total=0
for i in $(seq "$saves"); do
    now; start=$REPLY
    echo "// save $i" >> "$watched/MyApp/AppDelegate.swift"
    echo "# save $i" >&3
    until [ "$(grep -c '^the lifecycle is the same\|^changes in the lifecycle' "$work/watch-out.txt")" -ge "$i" ]; do sleep 0.005; done
    now; end=$REPLY
    save_total=$((save_total + end - start))
done
echo quit >&3
exec 3>&-
wait "$watch_pid"
save_ms=$(echo "scale=1; $save_total / $saves / 1000000" | bc)
save_terminal_ms=$(echo "scale=1; $save_ms + 120" | bc)

now; start=$REPLY; "$lab" --no-color < "$work/cycle.txt" > "$work/out.txt"; now; end=$REPLY
total_ms=$(echo "scale=1; ($end - $start) / 1000000" | bc)
errors=$(grep -c '^error:' "$work/out.txt" || true)
per_second=$(echo "scale=0; $commands * 1000 / ($total_ms - $startup_ms)" | bc)
ratio=$(echo "scale=2; $startup_ms / $hello_ms" | bc)

report="| measure | figure |
| --- | --- |
| hello world (Foundation), mean of $runs runs | ${hello_ms} ms |
| \`lab\` to first prompt and \`quit\`, mean of $runs runs | ${startup_ms} ms (${ratio}× hello world; goal ≤ 3×) |
| device commands: $commands ($cycles cycles of $per_cycle), sample apps running as processes | ${total_ms} ms in total, ${per_second} commands/s after start-up (goal ≥ 10,000) |
| commands that failed in the cycle | $errors |
| cold \`run\` of a 3-file project (Xcode's template; build, install, launch), mean of $cold_runs, start-up subtracted | ${run_ms} ms |
| bare \`swiftc -wmo\` compile and link of the same 3 files, mean of $cold_runs taken in turn | ${bare_ms} ms (\`run\` is ${run_ratio}× it; goal ≤ 1.3×) |
| relaunch of a cached build (\`terminate\` + \`launch\`, mean of $relaunches) | ${relaunch_ms} ms (goal ≤ 20 ms) |
| a save under \`run --watch\`: write to the changed callbacks shown (fresh compile, relaunch), mean of $saves | ${save_ms} ms; ${save_terminal_ms} ms at the terminal, which waits 120 ms for saves to pause (goal ≤ 1 s) |"
echo "$report"

# Hand-written notes below this marker in BENCHMARKS.md are kept when the figures are rewritten.
notes=$(sed -n '/^<!-- notes/,$p' BENCHMARKS.md 2>/dev/null || true)
{
    echo "# Benchmarks"
    echo
    echo "Measured by \`Benchmarks/run.sh\` (release build in \`.build-release\`, one run, both figures side by side;"
    echo "the two start-up figures are taken in turn, each after one untimed warm-up run)."
    echo "Machine: $(nproc) cores, $(uname -sm); Swift: $(swift --version 2>/dev/null | head -1)."
    echo
    echo "$report"
    echo
    echo "The cycle: \`launch\`, \`home\`, \`wait 1s\`, \`launch\` again (return from suspended), \`call\`/\`decline\`,"
    echo "\`lock\`/\`unlock\`, Notification Centre, Control Centre and the switcher each opened and dismissed, \`home\`;"
    echo "every command's events are rendered as in the REPL (output to a file, colour off)."
    if [ -n "$notes" ]; then echo; echo "$notes"; fi
} > BENCHMARKS.md
