#!/usr/bin/env python3
"""The classroom pages in a real browser (Debian's headless Chromium): an exported lesson
transcript steps forward and back with buttons and keys and shows the state the device was in;
the live page (`lab --serve 0`) changes after a command typed into the lab and outlives a page
that goes away. Screenshots go to .build/browser/. Usage: check-pages.py [LAB]"""
import json, os, queue, re, subprocess, sys, tempfile, threading, time, urllib.error, urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import Browser

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
LAB = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "lab")
SHOTS = os.path.join(ROOT, ".build", "browser")
TRANSCRIPT = "Lessons/09-truly-empty/solution.transcript"
failures = []


def check(condition, what):
    print(("ok    " if condition else "FAIL  ") + what)
    if not condition:
        failures.append(what)


def last_states(events_path):
    """Each app's state after the last `state` event of a replay's --events file."""
    states = {}
    with open(events_path) as file:
        for line in file:
            event = json.loads(line)
            if event.get("kind") == "state":
                states[event.get("app")] = event.get("to")
    return states


def exported_page(browser, scratch):
    page = os.path.join(scratch, "class.html")
    subprocess.run([LAB, "export", TRANSCRIPT, "--html", page], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    events = os.path.join(scratch, "events.jsonl")
    subprocess.run([LAB, "--events", events, "replay", TRANSCRIPT], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    with open(page) as file:
        html = file.read()
    check(not re.search(r"""(src|href)\s*=\s*["']?https?:""", html), "the exported page loads nothing from the network")
    browser.open("file://" + page)
    count = browser.evaluate("JSON.parse(document.getElementById('lab-frames').textContent).length")
    check(count > 3, f"the page holds {count} steps")
    check(browser.evaluate("document.body.dataset.step") == "0", "it opens at the first step")
    check(browser.evaluate("document.querySelector('#screen svg [data-role=home]') !== null"), "step 0 shows the home screen")
    check(browser.evaluate("document.getElementById('back').disabled"), "Back is disabled at the first step")
    browser.screenshot(os.path.join(SHOTS, "export-first.png"))
    browser.key("ArrowRight", keycode=39)
    check(browser.evaluate("document.body.dataset.step") == "1", "→ goes to step 1")
    first = browser.evaluate("document.getElementById('command').textContent")
    check(first.startswith("lab> "), f"step 1 shows its command ({first!r})")
    browser.click("#next")
    check(browser.evaluate("document.body.dataset.step") == "2", "Next goes to step 2")
    browser.key("ArrowLeft", keycode=37)
    check(browser.evaluate("document.body.dataset.step") == "1", "← goes back to step 1")
    check(browser.evaluate("document.getElementById('command').textContent") == first, "step 1 shows the same command again")
    browser.click("#back")
    check(browser.evaluate("document.body.dataset.step") == "0", "Back goes to step 0")
    narrated = browser.evaluate("JSON.parse(document.getElementById('lab-frames').textContent).findIndex(f => f.narration.length > 0)")
    if narrated >= 0:
        browser.evaluate(f"window.labShow({narrated})")
        check(not browser.evaluate("document.getElementById('narration').hidden"), f"step {narrated}'s narration is shown")
    browser.key("End", keycode=35)
    check(browser.evaluate("document.body.dataset.step") == str(count - 1), "End goes to the last step")
    check(browser.evaluate("document.getElementById('next').disabled"), "Next is disabled at the last step")
    shown_app = browser.evaluate("JSON.parse(document.getElementById('lab-frames').textContent).at(-1).appIdentifier")
    shown_state = browser.evaluate("document.querySelector('#diagram [data-current=true]')?.dataset.state")
    device_state = last_states(events).get(shown_app)
    check(shown_state is not None and shown_state == device_state,
          f"the last step's diagram shows {shown_app} {shown_state}; the replayed device: {device_state}")
    check(browser.evaluate("document.body.dataset.state") == shown_state, "the page's state matches its diagram")
    browser.screenshot(os.path.join(SHOTS, "export-last.png"))
    browser.key("p")
    check(browser.evaluate("document.body.dataset.step") == "0" and browser.evaluate("document.getElementById('play').textContent") != "Play",
          "P plays from the start")
    browser.key("p")


def live_page(browser, scratch):
    lab = subprocess.Popen([LAB, "--serve", "0", "--data-dir", os.path.join(scratch, "data")], cwd=ROOT,
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
    lines = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in lab.stdout], daemon=True).start()
    try:
        address = None
        deadline = time.time() + 60
        while address is None and time.time() < deadline:
            match = re.search(r"http://127\.0\.0\.1:\d+/", lines.get(timeout=60))
            address = match.group(0) if match else None
        check(address is not None, f"lab --serve prints its address ({address})")
        browser.open(address)
        check(browser.evaluate("document.body.dataset.mode") == "live", "the live page opens")
        check(browser.evaluate("document.querySelector('#screen svg [data-role=home]') !== null"), "it shows the home screen")
        try:
            urllib.request.urlopen(address + "no-such-page", timeout=5)
            check(False, "an unknown path is 404")
        except urllib.error.HTTPError as error:
            check(error.code == 404, f"an unknown path is {error.code}")
        browser.wait_for("document.getElementById('position').textContent.length > 0")
        time.sleep(0.2)  # the page's event stream is open
        start = time.time()
        lab.stdin.write('launch "Truly Empty"\n')
        lab.stdin.flush()
        browser.wait_for("document.body.dataset.state === 'active'", timeout=30)
        # The launch itself runs an app: time from the command's output to the page.
        check(browser.evaluate("document.getElementById('command').textContent").startswith("lab> launch"), "the page shows the command")
        check(browser.evaluate("document.querySelector('#diagram [data-current=true]')?.dataset.state") == "active",
              "the diagram shows Truly Empty active")
        browser.screenshot(os.path.join(SHOTS, "live-launched.png"))
        lab.stdin.write("home\n")
        lab.stdin.flush()
        sent = time.time()
        browser.wait_for("['background', 'suspended'].includes(document.body.dataset.state)", timeout=30)
        latency = (time.time() - sent) * 1000
        check(True, f"after `home` the page changed in {latency:.0f} ms (command and page together)")
        # A page that goes away mid-stream; the lab and its server go on.
        browser.open("about:blank")
        lab.stdin.write("wait 1s\n")
        lab.stdin.flush()
        time.sleep(0.5)
        frame = json.load(urllib.request.urlopen(address + "frame.json", timeout=10))
        check(frame.get("command") == "wait 1s", "after a page left mid-stream the server still answers with the latest frame")
        browser.open(address)
        check(browser.evaluate("document.body.dataset.state") in ("background", "suspended"), "a page opened later starts from the device's state")
        browser.screenshot(os.path.join(SHOTS, "live-home.png"))
    finally:
        try:
            lab.stdin.write("quit\n")
            lab.stdin.flush()
            lab.wait(timeout=20)
        except Exception:
            lab.kill()


def main():
    os.makedirs(SHOTS, exist_ok=True)
    browser = Browser()
    try:
        with tempfile.TemporaryDirectory(prefix="lab-pages-") as scratch:
            exported_page(browser, scratch)
            live_page(browser, scratch)
    finally:
        browser.close()
    for name in sorted(os.listdir(SHOTS)):
        size = os.path.getsize(os.path.join(SHOTS, name))
        check(size > 5000, f"screenshot {name}: {size} bytes")
    if failures:
        print(f"{len(failures)} browser check(s) failed")
        sys.exit(1)
    print("browser checks passed")


if __name__ == "__main__":
    main()
