"""What scripts/book-examples.py and scripts/course-projects.py share: building and running one
Xcode project on a fresh lab device as a learner would, classifying the result, and the summary.

A project counts as
- built: the build succeeded;
- right root: the key, visible window's root view controller has the class the app asks for
  (the class its code assigns to `rootViewController`, or else its main storyboard's initial
  controller), or there is none when the app asks for none;
- first screen: that root's view is loaded and nothing crashed during the launch;
- lifecycle: Home, then the icon again, gave the app the state sequence iOS gives (active →
  inactive → background → suspended, then back to active) with no crash.
Each failure gets one cause: a lab gap naming the API (the lab says it does not simulate it,
or swiftc names an iOS symbol the lab lacks), the project's own, or a wrong behaviour.
"""

import argparse
import concurrent.futures
import json
import os
import plistlib
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

# Launch, Home, ten seconds, the icon again: the states iOS gives an app that runs no
# background work.
EXPECTED_STATES = ["inactive", "active", "inactive", "background", "suspended", "background", "inactive", "active"]

# Interface Builder's element names for the controllers UIKit provides.
IB_CONTROLLER_CLASSES = {
    "viewController": "UIViewController",
    "navigationController": "UINavigationController",
    "tableViewController": "UITableViewController",
    "collectionViewController": "UICollectionViewController",
    "tabBarController": "UITabBarController",
    "splitViewController": "UISplitViewController",
    "pageViewController": "UIPageViewController",
    "avPlayerViewController": "AVPlayerViewController",
    "glkViewController": "GLKViewController",
    "hostingController": "UIHostingController",
}

# `FILE:LINE:COL: error: …`, `FILE: error: …` (a file the build lacks) or `error: …`.
ERROR_LINE = re.compile(r"^(?:(?P<file>[^\s:][^:]*):(?:(?P<line>\d+):(?P<col>\d+):)? )?error: (?P<text>.*)$")
UNSIMULATED = re.compile(r"(?:LifecycleLab does not simulate|is part of iOS's SDK; LifecycleLab does not simulate)")
NAMED_SYMBOL = [
    (re.compile(r"cannot find '([^']+)' in scope"), "{0}"),
    (re.compile(r"cannot find type '([^']+)' in scope"), "{0}"),
    (re.compile(r"value of type '([^']+)' has no member '([^']+)'"), "{0}.{1}"),
    (re.compile(r"type '([^']+)' has no member '([^']+)'"), "{0}.{1}"),
    (re.compile(r"no such module '([^']+)'"), "module {0}"),
    (re.compile(r"'([^']+)' is unavailable: LifecycleLab does not simulate"), "{0}"),
    (re.compile(r"does not override any \w+ from its superclass \[(?:func|var|init)\s*(\S+?)\s*(?:\(|$)"), "override {0}"),
    (re.compile(r"does not override any \w+ from its superclass"), "an override"),
]


def lab(lab_path, data, commands, events=None, cwd=None, timeout=600):
    """Runs one fresh lab on COMMANDS (a pipe: no prompt, `lab> ` echoed) and returns its output."""
    args = [lab_path, "--no-color", "--data-dir", data]
    if events:
        args += ["--events", events]
    try:
        done = subprocess.run(args, input="\n".join(commands) + "\n", capture_output=True,
                              text=True, errors="replace", timeout=timeout, cwd=cwd)
        return done.stdout + done.stderr, False
    except subprocess.TimeoutExpired as hung:
        out = (hung.stdout or b"").decode(errors="replace") if isinstance(hung.stdout, bytes) else (hung.stdout or "")
        return out, True


OVERRIDDEN = re.compile(r"\b(?:func|var|init)\s*([A-Za-z_]\w*)?\s*(\([^)]*\))?")


def first_errors(output):
    """The build's error lines; an override error names the member it overrides, from the
    source line swiftc quotes beneath it."""
    errors = []
    lines = output.splitlines()
    for i, line in enumerate(lines):
        m = ERROR_LINE.match(line.strip())
        if m and not m.group("text").startswith("build failed"):
            text = line.strip()
            if "does not override" in text and i + 1 < len(lines):
                quoted = OVERRIDDEN.search(lines[i + 1])
                if quoted:
                    text += f" [{quoted.group(0).strip()[:60]}]"
            errors.append(text)
    return errors


def cause_of(errors, output):
    """One line naming why the build failed, and the API it names when it is iOS's."""
    for line in errors:
        if UNSIMULATED.search(line):
            m = re.search(r"'([^']+)'|simulate (\S+)", line)
            api = next(g for g in (m.groups() if m else ()) if g) if m else "?"
            return "lab gap", api.rstrip(".:,"), line
    for line in errors:
        for pattern, form in NAMED_SYMBOL:
            m = pattern.search(line)
            if m:
                return "swiftc error naming a symbol", form.format(*m.groups()), line
    if errors:
        return "other", "", errors[0]
    tail = [l for l in output.splitlines() if l.strip()]
    return "other", "", tail[-1] if tail else "(no output)"


def uncommented(source):
    source = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
    return "\n".join(line.split("//", 1)[0] for line in source.splitlines())


def expected_roots(project_dir, app):
    """The root classes the app asks for: a set, `None` for "any", or an empty set for none."""
    sources = []
    for folder, _, files in os.walk(project_dir):
        sources += [os.path.join(folder, f) for f in files if f.endswith(".swift")]
    assigned = set()
    for path in sources:
        text = uncommented(open(path, errors="replace").read())
        for m in re.finditer(r"\.?rootViewController\s*=\s*([^\n;]+)", text):
            expr = m.group(1).strip()
            c = re.match(r"([A-Z]\w*)(?:\.init)?\s*\(", expr)
            if c:
                assigned.add(c.group(1))
                continue
            v = re.match(r"(\w+)\s*$", expr)
            if v:
                d = re.search(r"(?:let|var)\s+" + re.escape(v.group(1)) + r"\s*(?::\s*\w+!?)?\s*=\s*([A-Z]\w*)(?:\.init)?\s*\(", text)
                if d:
                    assigned.add(d.group(1))
                    continue
            return None  # made from a storyboard or elsewhere: any controller will do
    if assigned:
        return assigned
    storyboard = app.get("storyboard")
    if not storyboard:
        return set()
    return storyboard_initial_class(app["path"], storyboard, project_dir)


def storyboard_initial_class(app_path, name, project_dir):
    for folder, _, files in os.walk(project_dir):
        for f in files:
            if f.lower() == (name + ".storyboard").lower():
                try:
                    root = ET.parse(os.path.join(folder, f)).getroot()
                except ET.ParseError:
                    return None
                initial = root.get("initialViewController")
                if not initial:
                    return set()
                for element in root.iter():
                    if element.get("id") == initial:
                        cls = element.get("customClass") or IB_CONTROLLER_CLASSES.get(element.tag)
                        return {cls} if cls else None
    return None


def read_app(out_dir):
    apps = [d for d in os.listdir(out_dir) if d.endswith(".app")] if os.path.isdir(out_dir) else []
    if not apps:
        return None
    path = os.path.join(out_dir, apps[0])
    with open(os.path.join(path, "Info.plist"), "rb") as f:
        info = plistlib.load(f)
    storyboard = info.get("UIMainStoryboardFile")
    manifest = info.get("UIApplicationSceneManifest") or {}
    for configs in (manifest.get("UISceneConfigurations") or {}).values():
        for config in configs:
            storyboard = config.get("UISceneStoryboardFile") or storyboard
    return {"path": path, "id": info.get("CFBundleIdentifier"), "storyboard": storyboard}


def json_lines(output):
    for line in output.splitlines():
        line = line.strip()
        if line.startswith("{"):
            try:
                yield json.loads(line)
            except json.JSONDecodeError:
                pass


def crash_text(event):
    """A crash event's cause and arguments in one line (`uncaughtException NSUnknownKeyException:
    [<ViewController> setValue:forUndefinedKey:]: …`). The event carries the cause's name and its
    arguments by label (docs/formats.md, "Events: JSON Lines"), not a sentence."""
    arguments = event.get("arguments") or {}
    parts = [str(event.get("cause") or "crash")]
    if arguments.get("name"):
        parts.append(str(arguments["name"]) + ":")
    rest = [str(v) for k, v in arguments.items() if k != "name" and not isinstance(v, (dict, list))]
    return " ".join(parts + rest)


def try_project(project_dir, name, lab_path):
    """Builds the project in PROJECT_DIR (reported as NAME) on a fresh device, then runs it:
    launch, Home, ten seconds, the icon again; returns the classification."""
    result = {"project": name, "built": False}
    work = tempfile.mkdtemp(prefix="lab-measure-")
    try:
        out_dir = os.path.join(work, "out")
        output, hung = lab(lab_path, os.path.join(work, "data"), [f'build "{project_dir}" -o "{out_dir}"'], cwd=work)
        # A workspace of several projects: build the one the lab suggests (the first it lists),
        # as a learner following its line would.
        suggested = re.search(r"is an Xcode workspace of .*`build (.+)`", output)
        if suggested and not hung:
            project_dir = suggested.group(1)
            result["workspace project"] = os.path.basename(project_dir)
            output, hung = lab(lab_path, os.path.join(work, "data"), [f'build "{project_dir}" -o "{out_dir}"'], cwd=work)
        app = None if hung else read_app(out_dir)
        if app is None:
            kind, api, line = ("lab hangs", "", "the build did not finish") if hung else cause_of(first_errors(output), output)
            result.update(cause=kind, api=api, line=line, errors=first_errors(output)[:20])
            return result
        result["built"] = True
        events = os.path.join(work, "events.jsonl")
        ident = app["id"]
        commands = [f'install "{app["path"]}"', f"launch {ident}", f"state {ident} --json", "views",
                    "home", "wait 10s", f"launch {ident}", f"state {ident} --json"]
        output, hung = lab(lab_path, os.path.join(work, "data2"), commands, events=events, cwd=work)
        log = []
        if os.path.exists(events):
            log = [e for e in json_lines(open(events, errors="replace").read()) if e.get("app") == ident]
        states = [s for s in json_lines(output) if s.get("app") == ident and "windows" in s]
        launch_events = []
        for e in log:
            if e.get("kind") == "action" and e.get("name") == "home":
                break
            launch_events.append(e)
        crashes = [e for e in log if e.get("kind") == "crash"]
        launch_crash = next((e for e in launch_events if e.get("kind") == "crash"), None)
        first = states[0] if states else {}
        key = next((w for w in first.get("windows", []) if w.get("isKey") and not w.get("isHidden")), None)
        root = (key or {}).get("rootViewController")
        actual = root.get("class") if root else None
        expected = expected_roots(project_dir, app)
        if expected is None:
            right_root = actual is not None
        elif not expected:
            right_root = actual is None
        else:
            right_root = actual in expected or (actual or "").split(".")[-1] in expected
        first_screen = bool(root and root.get("viewLoaded")) and launch_crash is None if actual else (right_root and launch_crash is None)
        sequence = [e["to"] for e in log if e.get("kind") == "state"]
        lifecycle = not crashes and sequence == EXPECTED_STATES
        result.update(root=actual, expected=sorted(expected) if expected else ([] if expected is not None else "any"),
                      right_root=right_root, first_screen=first_screen, lifecycle=lifecycle,
                      states=sequence, hung=hung,
                      crash=(crash_text(crashes[0]) if crashes else None))
        if not (right_root and first_screen and lifecycle):
            if hung:
                result["cause"] = "lab hangs"
            elif crashes:
                result["cause"] = "crash: " + crash_text(crashes[0])[:160]
            elif not right_root:
                result["cause"] = f"root {actual} where the app asks for {result['expected']}"
            elif not lifecycle:
                result["cause"] = "states " + " → ".join(sequence)
            else:
                result["cause"] = "first screen not loaded"
        return result
    finally:
        shutil.rmtree(work, ignore_errors=True)


def measure(projects, lab_path, jobs, json_path):
    """Tries every (project folder, name) in PROJECTS, prints one line each as it finishes,
    then the figures and the causes; writes every result to JSON_PATH when given."""
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {pool.submit(try_project, path, name, lab_path): name for path, name in projects}
        for future in concurrent.futures.as_completed(futures):
            r = future.result()
            results.append(r)
            mark = ("✓" if r.get("lifecycle") and r.get("right_root") and r.get("first_screen") else "·") if r["built"] else "✗"
            print(f"{mark} {r['project']:55} {r.get('cause', '')} {r.get('api', '')}".rstrip(), flush=True)
    results.sort(key=lambda r: r["project"])
    built = [r for r in results if r["built"]]
    right = [r for r in built if r["right_root"] and r["first_screen"] and r["lifecycle"]]
    print()
    print(f"projects: {len(results)}")
    print(f"built: {len(built)} ({100 * len(built) / max(1, len(results)):.0f} %)")
    for key in ("right_root", "first_screen", "lifecycle"):
        n = sum(1 for r in built if r[key])
        print(f"  {key.replace('_', ' ')}: {n} of {len(built)}")
    print(f"  all three right: {len(right)} of {len(built)} ({100 * len(right) / max(1, len(built)):.0f} %)")
    gaps = {}
    for r in results:
        if not r["built"]:
            gaps.setdefault((r["cause"], r.get("api", "")), []).append(r["project"])
    print("\nwhy builds failed (projects, cause, first API named):")
    for (cause, api), names in sorted(gaps.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f"  {len(names):3}  {cause}: {api}")
    if json_path:
        with open(json_path, "w") as f:
            json.dump(results, f, indent=1, ensure_ascii=False)
    return results


def arguments(description):
    """The command line both scripts take."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("checkout")
    parser.add_argument("--lab", default=os.path.join(os.path.dirname(__file__), "..", ".build", "debug", "lab"))
    parser.add_argument("--only", help="only projects whose name contains this")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", help="write every project's result here")
    args = parser.parse_args()
    args.lab = os.path.abspath(args.lab)
    args.checkout = os.path.abspath(args.checkout)
    if not os.access(args.lab, os.X_OK):
        sys.exit(f"{args.lab}: no lab here — build it first (`swift build`) or name it with --lab")
    return args
