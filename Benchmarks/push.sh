#!/usr/bin/env bash
# Push throughput: silent pushes to a suspended app, each one a full delivery — the process is
# woken (SIGCONT, suspended → background), gets
# application(_:didReceiveRemoteNotification:fetchCompletionHandler:) over the pipe, calls the
# handler, and is suspended again (SIGSTOP) — with every event rendered as in the REPL.
# Uses the release build of Benchmarks/run.sh (.build-release); CONFIG=debug measures the
# debug build in .build instead.
#
#   Benchmarks/push.sh [PUSHES]      # default 10000
set -euo pipefail
cd "$(dirname "$0")/.."
pushes="${1:-10000}"
config="${CONFIG:-release}"
scratch=$([ "$config" = release ] && echo .build-release || echo .build)
swift build -c "$config" --scratch-path "$scratch" >&2
lab="$scratch/$config/lab"

now() {
    if [ -n "${EPOCHREALTIME:-}" ]; then REPLY="${EPOCHREALTIME/[.,]/}000"; else REPLY=$(date +%s%N); fi
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
data="$work/data"
# The app (Transcripts/Projects/Inbox: remote-notification in UIBackgroundModes) installed,
# launched, sent Home: suspended. The same start is timed alone and subtracted.
printf 'install Transcripts/Projects/Inbox\nlaunch Inbox\nhome\n' > "$work/base.txt"
cp "$work/base.txt" "$work/pushes.txt"
for _ in $(seq "$pushes"); do echo 'push Inbox --silent' >> "$work/pushes.txt"; done
echo 'state Inbox' >> "$work/pushes.txt"
"$lab" --no-color --data-dir "$data" < "$work/base.txt" > /dev/null  # untimed: builds the app once
now; start=$REPLY; "$lab" --no-color --data-dir "$data" < "$work/base.txt" > /dev/null; now; end=$REPLY
base_ns=$((end - start))
now; start=$REPLY; "$lab" --no-color --data-dir "$data" < "$work/pushes.txt" > "$work/out.txt"; now; end=$REPLY
push_ms=$(echo "scale=1; ($end - $start - $base_ns) / 1000000" | bc)
per_second=$(echo "scale=0; $pushes * 1000 / $push_ms" | bc)
delivered=$(grep -c 'didReceiveRemoteNotification:fetchCompletionHandler:' "$work/out.txt" || true)
met=$(grep -c 'completion handler (.newData) called in time' "$work/out.txt" || true)
suspended=$(grep -c 'background → suspended' "$work/out.txt" || true)
errors=$(grep -c '^error:' "$work/out.txt" || true)
echo "| silent pushes to a suspended app ($config build) | $pushes |"
echo "| time for them (after start-up) | ${push_ms} ms, ${per_second} deliveries/s (goal ≥ 5,000) |"
echo "| delivered / handler called in time / suspended again / errors | $delivered / $met / $((suspended - 1)) / $errors |"
echo "| final state | $(grep -o "^Inbox (com.example.Inbox) *[a-z]*$" "$work/out.txt" | tail -1 | awk "{print \$NF}") |"
