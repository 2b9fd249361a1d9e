#!/usr/bin/env bash
# Instruction counts, not times: what `lab` and its app processes execute for the steps that
# Benchmarks/run.sh times, counted by valgrind's callgrind. A count does not depend on the
# machine's load, so two commits can be compared on a shared machine, where wall-clock figures
# mean nothing. It does not replace run.sh (a count weighs a cache miss or a system call's wait
# like any instruction), it says where a change of run.sh's figures comes from.
#
#   Benchmarks/instructions.sh [--cycles N] [--relaunches N] [--keep DIR] BUILD [BUILD…]
#
# BUILD is a folder holding a release `lab` with the simulated SDK beside it
# (`.build-release/release`), or a git commit (or branch), which is built in release in a
# worktree of its own under $LAB_INSTRUCTIONS_DIR (default /tmp/lab-instructions; builds are kept
# there for the next comparison). Builds are measured one after the other, never at once.
#
# For each build, in instructions (callgrind's Ir):
#   start-up     `lab --no-color` to its first prompt and `quit` (sample cache warm), and the part
#                before `main` (the dynamic loader, relocations, initializers)
#   cycle        run.sh's cycle of 15 device commands: per cycle in the lab process, and in the
#                app process; from the difference between N and 2N cycles, so that start-up and the
#                first launch drop out
#   relaunch     `terminate` + `launch` of a cached build of Xcode's template: per relaunch in the
#                lab process (difference between R and 2R relaunches), and the app process's start
#                up to `main` (mean over the app processes)
#   libraries    shared libraries loaded and relocations processed (LD_DEBUG=statistics) by `lab`
#                and by an app process
#
# The lab process is counted with --trace-children=no (apps run natively). App processes are
# counted in a second run with --trace-children=yes: an app ends by SIGKILL (as iOS ends it), so
# callgrind cannot write its profile at exit; it dumps at `main` and at every CFRunLoopRunSpecific
# (the run-loop pass that ends each of the app's turns; `lab` runs no run loop), and the parts are
# summed. What an app runs after its last turn is not counted, the same in every run.
# TMPDIR is a folder of its own: `lab` cleans stale device folders there at start, and a shared
# /tmp would make start-up count other people's folders.
# Needs valgrind (3.19 reads no DWARF 5: `lab` and the SDK's shared libraries are copied without
# their debug information, which changes no instruction). Under valgrind the Landlock system calls are unknown: apps run without
# the file sandbox, and `lab` says so once in its output; that costs the same in every build.
set -euo pipefail
cd "$(dirname "$0")/.."
cycles=100
relaunches=20
keep=""
builds=()
while [ $# -gt 0 ]; do
    case "$1" in
        --cycles) cycles="$2"; shift 2 ;;
        --relaunches) relaunches="$2"; shift 2 ;;
        --keep) keep="$2"; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) builds+=("$1"); shift ;;
    esac
done
[ ${#builds[@]} -gt 0 ] || { echo "usage: $0 [--cycles N] [--relaunches N] [--keep DIR] BUILD [BUILD…]" >&2; exit 2; }
command -v valgrind > /dev/null || { echo "valgrind is not installed" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/tmp"
export TMPDIR="$work/tmp"
store="${LAB_INSTRUCTIONS_DIR:-/tmp/lab-instructions}"

# The release folder of BUILD: the folder itself, or a commit's release build (made once).
release_folder() {
    if [ -x "$1/lab" ]; then (cd "$1" && pwd); return; fi
    local sha
    sha=$(git rev-parse --verify --quiet "$1^{commit}") || { echo "$1: neither a folder with lab nor a commit" >&2; exit 1; }
    local tree="$store/${sha:0:12}"
    if [ ! -d "$tree" ]; then mkdir -p "$store"; git worktree add --detach "$tree" "$sha" >&2; fi
    (cd "$tree" && swift build -c release --scratch-path "$tree/.build-release" >&2)
    echo "$tree/.build-release/release"
}

# The sum of the Ir totals of every dump in callgrind files (one process's parts, or several).
ir_total() { awk '/^totals:/ { s += $2 } END { printf "%d\n", s }' "$@"; }
# The Ir of part N of each file (1: up to the dump at `main`): one line per file.
ir_part() { local n="$1"; shift; for f in "$@"; do awk -v n="$n" '/^totals:/ { if (++i == n) { print $2; exit } }' "$f"; done; }
ir_first_parts() { ir_part 1 "$@"; }
mean() { awk '{ s += $1; n++ } END { printf "%d\n", n ? s / n : 0 }'; }
per() { echo $(( ($1) / ($2) )); }

# The benchmark's cycle, as run.sh runs it.
cycle=$(cat Benchmarks/cycle.txt)
inputs() {
    echo quit > "$work/quit.txt"
    : > "$work/cycles-1.txt"; : > "$work/cycles-2.txt"
    for _ in $(seq "$cycles"); do printf '%s\n' "$cycle" >> "$work/cycles-1.txt"; done
    for _ in $(seq $((2 * cycles))); do printf '%s\n' "$cycle" >> "$work/cycles-2.txt"; done
    printf 'run Transcripts/Projects/MyApp\n' > "$work/relaunch-1.txt"
    cp "$work/relaunch-1.txt" "$work/relaunch-2.txt"
    for _ in $(seq "$relaunches"); do printf 'terminate MyApp\nlaunch MyApp\n' >> "$work/relaunch-1.txt"; done
    for _ in $(seq $((2 * relaunches))); do printf 'terminate MyApp\nlaunch MyApp\n' >> "$work/relaunch-2.txt"; done
}

# measure NAME RELEASE-FOLDER: writes the figures, one "measure<TAB>count" line each, to figures.tsv.
measure() {
    local name="$1" release="$2" dir="$work/$1"
    mkdir -p "$dir/out"
    local lab="$dir/lab"
    objcopy --strip-debug "$release/lab" "$lab"
    # The simulated SDK the apps link, as a tree of links to the release folder whose shared
    # libraries are copies without debug information: valgrind 3.19 gives up on an app process
    # whose libraries carry DWARF 5 (the app then exits with status 1 before `main`).
    local sdk="$dir/sdk"
    cp -as "$release/." "$sdk"
    for library in "$release"/*.so; do
        rm "$sdk/${library##*/}"
        objcopy --strip-debug "$library" "$sdk/${library##*/}"
    done
    export LAB_SDK_DIR="$sdk" LAB_UNRESPONSIVE_SECONDS=600
    local data="$dir/data"
    # Warm-up, not counted: fills the sample cache and builds MyApp once. Under valgrind, as the
    # counted runs: the cache's key holds the running executable's size and time, and stat of
    # /proc/self/exe there reads valgrind's (a native warm-up would leave the samples to build
    # in the first counted run).
    valgrind --tool=callgrind --trace-children=no --callgrind-out-file=/dev/null --log-file=/dev/null \
        "$lab" --no-color --data-dir "$data" < "$work/relaunch-1.txt" > "$dir/out/warm.txt"

    # `main` is lab_main in a SwiftPM executable (SwiftPM renames it), `main` in an app.
    local lab_only=(valgrind --tool=callgrind --trace-children=no --dump-before=main --dump-before=lab_main --combine-dumps=yes)
    "${lab_only[@]}" --callgrind-out-file="$dir/start.cg" --log-file="$dir/start.log" \
        "$lab" --no-color --data-dir "$data" < "$work/quit.txt" > "$dir/out/start.txt"
    local start start_before_main
    start=$(ir_total "$dir/start.cg"); start_before_main=$(ir_first_parts "$dir/start.cg")

    local c1 c2 r1 r2
    for n in 1 2; do
        "${lab_only[@]}" --callgrind-out-file="$dir/cycles-$n.cg" --log-file="$dir/cycles-$n.log" \
            "$lab" --no-color --data-dir "$data" < "$work/cycles-$n.txt" > "$dir/out/cycles-$n.txt"
        "${lab_only[@]}" --callgrind-out-file="$dir/relaunch-$n.cg" --log-file="$dir/relaunch-$n.log" \
            "$lab" --no-color --data-dir "$data" < "$work/relaunch-$n.txt" > "$dir/out/relaunch-$n.txt"
    done
    c1=$(ir_total "$dir/cycles-1.cg"); c2=$(ir_total "$dir/cycles-2.cg")
    r1=$(ir_total "$dir/relaunch-1.cg"); r2=$(ir_total "$dir/relaunch-2.cg")

    # App processes: the same inputs with children traced; `lab`'s own parts are left aside.
    local all=(valgrind --tool=callgrind --trace-children=yes --trace-children-skip='*/bin/*,*swift*'
               --dump-before=main --dump-before=CFRunLoopRunSpecific --combine-dumps=yes)
    local a1 a2
    for n in 1 2; do
        mkdir -p "$dir/apps-$n"
        "${all[@]}" --callgrind-out-file="$dir/apps-$n/%p.cg" --log-file="$dir/apps-$n/%p.log" \
            "$lab" --no-color --data-dir "$data" < "$work/cycles-$n.txt" > "$dir/out/apps-$n.txt"
    done
    mkdir -p "$dir/relaunch-apps"
    "${all[@]}" --callgrind-out-file="$dir/relaunch-apps/%p.cg" --log-file="$dir/relaunch-apps/%p.log" \
        "$lab" --no-color --data-dir "$data" < "$work/relaunch-1.txt" > "$dir/out/relaunch-apps.txt"
    a1=$(ir_total $(app_files "$dir/apps-1")); a2=$(ir_total $(app_files "$dir/apps-2"))
    local relaunched=($(app_files "$dir/relaunch-apps"))
    local app_start app_first_turn app_life
    app_start=$(ir_part 1 "${relaunched[@]}" | mean)
    app_first_turn=$(ir_part 2 "${relaunched[@]}" | mean)
    app_life=$(per "$(ir_total "${relaunched[@]}")" "${#relaunched[@]}")

    local app
    app=$(app_executable "$data")
    {
        echo "lab start-up (to the prompt and quit)	$start"
        echo "  of it before main (loader, relocations, initializers)	$start_before_main"
        echo "lab per cycle of 15 device commands	$(per "$c2 - $c1" "$cycles")"
        echo "app per cycle	$(per "$a2 - $a1" "$cycles")"
        echo "lab per relaunch (terminate + launch)	$(per "$r2 - $r1" "$relaunches")"
        echo "app process start, before main (mean of ${#relaunched[@]})	$app_start"
        echo "app process, main to the end of its first turn	$app_first_turn"
        echo "app process, start to its last turn	$app_life"
        echo "shared libraries loaded by lab	$(ldd "$lab" | grep -c '=>' || true)"
        echo "shared libraries loaded by an app	$(ldd "$app" | grep -c '=>' || true)"
        echo "relocations in lab (symbol + relative)	$(LD_DEBUG=statistics "$lab" --version 2>&1 > /dev/null | relocations)"
        echo "relocations in an app (symbol + relative)	$(LD_DEBUG=statistics "$app" < /dev/null 2>&1 > /dev/null | relocations)"
    } > "$dir/figures.tsv"
    if [ -n "$keep" ]; then mkdir -p "$keep/$name"; cp -r "$dir"/*.cg "$dir"/apps-* "$dir"/relaunch-apps "$dir"/out "$dir/figures.tsv" "$keep/$name"/; fi
}

# The callgrind files of a run's app processes: every file but the lab's (the one whose
# command line is lab's).
app_files() { grep -L '^cmd: .*/lab --no-color' "$1"/*.cg; }
# An app executable from the sample cache (Empty Window), to read its loader's statistics.
app_executable() { find "$1/cache" -path '*Empty Window.app/Empty Window' -type f | head -1; }
# "relocations + relative relocations" of the last statistics block LD_DEBUG printed.
relocations() { awk '/number of relocations:/ { r = $NF } /relative relocations:/ { rr = $NF } END { printf "%d+%d\n", r, rr }'; }

inputs
names=()
for build in "${builds[@]}"; do
    release=$(release_folder "$build")
    name="${build//\//_}"
    echo "measuring $build ($release)…" >&2
    measure "$name" "$release"
    names+=("$name")
done

echo "Instruction counts (callgrind Ir), not times: cycles $cycles and $((2 * cycles)), relaunches $relaunches and $((2 * relaunches))"
{
    printf 'measure'; printf '\t%s' "${names[@]}"; echo
    cut -f1 "$work/${names[0]}/figures.tsv" | while IFS= read -r row; do
        printf '%s' "$row"
        for name in "${names[@]}"; do printf '\t%s' "$(grep -F "$row	" "$work/$name/figures.tsv" | head -1 | cut -f2)"; done
        echo
    done
} | column -t -s $'\t'
