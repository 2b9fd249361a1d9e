#!/usr/bin/env python3
"""Soak: a million device commands through one lab process, memory (RSS) sampled on the way.
After a warm-up launch, the commands alternate `home` and `launch "Empty Window"` (each a
transition with callbacks over the app's pipe, rendered as in the REPL). The lab reads them
from a pipe; every SAMPLE commands a marker command (`clock`-free `state`) is sent and, once
its answer is read back, /proc/PID/status gives VmRSS. Prints one table row per sample.
Uses the debug build in .build (LAB=path for another).

    nice -n 19 Benchmarks/soak.py [COMMANDS] [SAMPLE]     # default 1000000 and 100000"""
import os, subprocess, sys, tempfile, threading, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
total = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
every = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
lab = os.environ.get("LAB", os.path.join(ROOT, ".build", "debug", "lab"))
data = tempfile.mkdtemp(prefix="lab-soak-")
process = subprocess.Popen([lab, "--no-color", "--data-dir", data], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, bufsize=1 << 16)
MARKER = "state Settings"
seen = threading.Semaphore(0)
errors = [0]

def drain():
    for raw in process.stdout:
        line = raw.decode("utf-8", "replace")
        if line.startswith("Settings (com.apple.Preferences)"):
            seen.release()
        elif line.startswith("error:"):
            errors[0] += 1
            if errors[0] <= 3: sys.stderr.write(line)

threading.Thread(target=drain, daemon=True).start()

def rss_kb():
    with open(f"/proc/{process.pid}/status") as f:
        fields = dict(line.split(":", 1) for line in f if ":" in line)
    return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])

def send(lines):
    process.stdin.write("".join(line + "\n" for line in lines).encode())

def sample(sent):
    send([MARKER]); process.stdin.flush(); seen.acquire()
    rss, peak = rss_kb()
    print(f"| {sent:,} | {rss / 1024:.1f} MB | {peak / 1024:.1f} MB | {time.monotonic() - start:.0f} s | {errors[0]} |", flush=True)

send(['launch "Empty Window"', "home"])
start = time.monotonic()
sample(0)
print("| device commands | RSS | peak RSS | elapsed | errors |", flush=True)
sent, batch = 0, []
checkpoints = sorted({10_000, *range(every, total + 1, every), total})
for checkpoint in checkpoints:
    while sent < checkpoint:
        n = min(10_000, checkpoint - sent)
        send(['launch "Empty Window"' if (sent + i) % 2 == 0 else "home" for i in range(n)])
        sent += n
    sample(sent)
send(["quit"]); process.stdin.close(); process.wait()
