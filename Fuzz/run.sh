#!/bin/sh
# Runs the lab's libFuzzer targets (not part of ./test or CI). Builds them first (Fuzz/build.py,
# after `swift build`), seeds each with the bad-input corpus (Tests/BadInput/<kind>) and keeps
# what it finds in Fuzz/.build/corpus/<target>; a crash is written as Fuzz/.build/crash-<target>-*.
# Usage: Fuzz/run.sh [RUNS] [TARGET…]   (RUNS per target, default 1000000; targets below;
# MAX_SECONDS=N stops each target after N seconds instead)
# Run it niced on a shared machine: nice -n 19 Fuzz/run.sh
set -eu
cd "$(dirname "$0")/.."
RUNS=${1:-1000000}
[ $# -gt 0 ] && shift
TARGETS=${*:-"command transcript plist push storyboard xib project-yml pbxproj lesson wire"}

module_of() {
    case $1 in
        command|transcript) echo LabShell ;;
        plist) echo BundleFormats ;;
        push) echo LabCore ;;
        storyboard|xib|project-yml|pbxproj) echo LabToolchain ;;
        lesson) echo LabLessons ;;
        wire) echo LabWire ;;
    esac
}
seeds_of() {
    case $1 in
        plist) echo "Tests/BadInput/info-plist Tests/BadInput/binary-plist" ;;
        *) echo "Tests/BadInput/$1" ;;
    esac
}

# The lesson target writes each input to a lesson folder: on tmpfs it is not held up by a busy
# disk (113 executions per second on disk, 1,448 on /dev/shm on the loaded shared machine).
[ -d /dev/shm ] && export TMPDIR="${TMPDIR:-/dev/shm}"

for target in $TARGETS; do
    module=$(module_of "$target")
    # Built again when missing or older than the module's sources or its fuzz entry.
    binary="Fuzz/.build/fuzz-$module"
    if [ ! -x "$binary" ] || [ -n "$(find "Sources/$module" "Fuzz/Targets/${module}Fuzz.swift" -name '*.swift' -newer "$binary" | head -1)" ]; then
        python3 Fuzz/build.py "$module"
    fi
    mkdir -p "Fuzz/.build/corpus/$target"
    echo "== $target ($module), $RUNS runs"
    LAB_FUZZ_TARGET=$target "Fuzz/.build/fuzz-$module" -runs="$RUNS" -max_total_time="${MAX_SECONDS:-0}" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="Fuzz/.build/crash-$target-" "Fuzz/.build/corpus/$target" $(seeds_of "$target") \
        2>&1 | grep -E '^stat::number_of_executed_units|^stat::average_exec_per_sec|^stat::new_units_added|^stat::peak_rss_mb|ERROR|SUMMARY|Test unit written' || true
done
