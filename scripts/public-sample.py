#!/usr/bin/env python3
"""Builds and runs every project of the random sample of public projects, as a new user who
clones each would, and classifies each.

    scripts/public-sample.py LISTFILE CHECKOUTS_DIR [--lab PATH] [--only TEXT] [--jobs N] [--json FILE]

LISTFILE is the drawn list (scripts/public-sample/list.json: repository, commit, and the
folder of the project inside it); CHECKOUTS_DIR holds one checkout per repository, named
`owner+name`, at the commit the list gives. Nothing of the projects is kept in this
repository; the script only reads the checkouts. An image the project lists that the stored
snapshot left out (list.json's `absent_from_snapshot`) is given a 1×1 stand-in in a temporary
copy of the checkout, and the result says so (`stand_ins`).

Each project is built, installed, launched, sent Home and brought back exactly as
scripts/book-examples.py does (scripts/lab_measure.py says how each is classified). Besides,
the script reads each project as Xcode would before building it, and gives two verdicts:

- **Xcode**: would a current Xcode build the clone as it is? `no` when Xcode stops before
  compiling (a Swift target without SWIFT_VERSION or below 4.0, a source file the project
  lists but the clone lacks, no .xcodeproj), `not an iOS app` (another SDKROOT), `needs
  modules` when the code imports third-party modules the clone does not carry (Podfile without
  `Pods/`, packages, Carthage), `yes (pods committed)` when it carries them in `Pods/`, `yes`
  when the lab built it or its errors name iOS SDK members, `not judged` for Objective-C apps
  (outside what the lab builds), and `cannot tell` otherwise — the script does not guess.
- **cause** of a lab failure: the project's own fault (as Xcode would report it), a
  third-party module (named, with where it comes from), a lab gap (the API, from the lab's own
  line or the iOS symbol swiftc names), or "cannot tell" with the first error. A pod the clone
  carries in another language than Swift is a third-party module: its line names the module,
  its Podfile line, the language, and what the lab would need.

The summary ends with issue 22's figure (`counts_for_goal`): of what a current Xcode builds,
leaving out projects whose carried pods are not all Swift, how many build in the lab, and how
many of those show the right root and first screen or crash at launch as iOS does.
"""

import argparse
import base64
import json
import os
import re
import shutil
import sys
import tempfile
import concurrent.futures

from lab_measure import try_project

# Modules of Apple's SDKs (iOS, macOS, watchOS): an import of one of these is never a
# third-party module.
APPLE_MODULES = set("""
Accelerate Accessibility ActivityKit AddressBook AddressBookUI AdSupport AppKit AppTrackingTransparency
ARKit AssetsLibrary AudioToolbox AudioUnit AuthenticationServices AVFAudio AVFoundation AVKit
BackgroundTasks BusinessChat CallKit CarPlay CFNetwork Charts ClassKit CloudKit Cocoa Combine Compression
Contacts ContactsUI CoreAudio CoreAudioKit CoreBluetooth CoreData CoreFoundation CoreGraphics CoreHaptics
CoreImage CoreLocation CoreMedia CoreMIDI CoreML CoreMotion CoreNFC CoreServices CoreSpotlight CoreTelephony
CoreText CoreVideo CryptoKit Darwin DeviceCheck Dispatch EventKit EventKitUI ExternalAccessory
FileProvider Foundation GameController GameKit GameplayKit GLKit HealthKit HomeKit iAd ImageIO Intents
IntentsUI JavaScriptCore LinkPresentation LocalAuthentication MapKit MediaPlayer MessageUI Messages Metal
MetalKit MetalPerformanceShaders MobileCoreServices ModelIO MultipeerConnectivity NaturalLanguage
NearbyInteraction Network NetworkExtension NotificationCenter ObjectiveC OpenGLES os OSLog PassKit PDFKit
PencilKit Photos PhotosUI PushKit QuartzCore QuickLook RealityKit ReplayKit SafariServices SceneKit
Security Social Speech SpriteKit StoreKit SwiftUI SystemConfiguration UIKit UniformTypeIdentifiers
UserNotifications UserNotificationsUI Vision VisionKit WatchConnectivity WatchKit WebKit WidgetKit XCTest
simd Swift _Concurrency Observation SwiftData Twitter GLKit OpenAL Carbon
""".split())

IMPORT = re.compile(r"^\s*(?:@testable\s+|@_exported\s+)?import\s+(?:class\s+|struct\s+|enum\s+|func\s+|protocol\s+)?([A-Za-z_]\w*)", re.M)
APPLE_PREFIX = re.compile(r"^(?:UI|NS|CA|CG|CL|AV|MK|SK|UN|WK|CN|CK|SCN|PH|MP|GK|HK|EK|LA|SF|ASK|CI|CM|CT|CF|MF|AR|VN|ML|SL|NW|IN|BG|UT|PK|QL|MT|GL|RP|ST|SKT|CX)[A-Z]|^(?:Timer|Date|URL|Data|JSONDecoder|DispatchQueue|Bundle|FileManager|UserDefaults|NotificationCenter|IndexPath)\b")


def read(path):
    try:
        return open(path, errors="replace").read()
    except OSError:
        return ""


def pbxproj_facts(project_dir):
    """SWIFT_VERSION values, SDKROOTs, the source files the targets list that the clone lacks,
    and the package references of the project's .xcodeproj (the first one, as the lab takes)."""
    projects = sorted(f for f in os.listdir(project_dir) if f.endswith(".xcodeproj"))
    facts = {"xcodeproj": projects[0] if projects else None, "swift_versions": set(), "sdkroots": set(),
             "missing": [], "packages": []}
    if not projects:
        return facts
    text = read(os.path.join(project_dir, projects[0], "project.pbxproj"))
    facts["swift_versions"] = set(v.strip('"') for v in re.findall(r"SWIFT_VERSION = ([^;]+);", text))
    facts["sdkroots"] = set(v.strip('"') for v in re.findall(r"SDKROOT = ([^;]+);", text))
    facts["packages"] = re.findall(r"repositoryURL = \"?([^\";]+)\"?;", text)
    facts["targets"] = [t.strip('"') for t in re.findall(r"isa = PBXNativeTarget;.*?\bname = (\"[^\"]*\"|[^;]+);", text, re.S)]
    facts["targets"] += [t.strip('"') for t in re.findall(r"PRODUCT_NAME = (\"[^\"]*\"|[^;$]+);", text)]
    # File references to .swift files, with their group path, checked on disk as Xcode does.
    refs = {}
    for m in re.finditer(r"(\w{24}) /\* [^*]*\*/ = \{isa = PBXFileReference;([^}]*)\};", text):
        body = m.group(2)
        path = re.search(r"\bpath = (\"[^\"]*\"|[^;]+);", body)
        if path:
            refs[m.group(1)] = (path.group(1).strip('"'), re.search(r"sourceTree = ([^;]+);", body))
    built = set(re.findall(r"isa = PBXBuildFile; fileRef = (\w{24})", text))
    groups = {}
    for m in re.finditer(r"(\w{24}) /\* [^*]*\*/ = \{\s*isa = (?:PBXGroup|PBXVariantGroup);(.*?)\n\t\t\};", text, re.S):
        body = m.group(2)
        path = re.search(r"\bpath = (\"[^\"]*\"|[^;]+);", body)
        children = re.findall(r"(\w{24}) /\*", body.split("children = (", 1)[-1].split(");", 1)[0])
        groups[m.group(1)] = (path.group(1).strip('"') if path else "", children)
    parent = {c: g for g, (_, cs) in groups.items() for c in cs}

    def full_path(ident, own):
        parts = [own]
        while ident in parent:
            ident = parent[ident]
            if groups[ident][0]:
                parts.append(groups[ident][0])
        return os.path.join(project_dir, *reversed(parts))

    for ident, (path, tree) in refs.items():
        if ident in built and path.endswith(".swift"):
            root = tree.group(1).strip('"') if tree else "<group>"
            where = os.path.join(project_dir, path) if root == "SOURCE_ROOT" else full_path(ident, path) if root == "<group>" else None
            if where and not os.path.exists(where):
                facts["missing"].append(os.path.relpath(where, project_dir))
    return facts


def module_origin(module, root, project_dir):
    """Where a third-party module comes from, as the project says (or None)."""
    for folder in dict.fromkeys([project_dir, root]):
        podfile = read(os.path.join(folder, "Podfile"))
        if podfile:
            for n, line in enumerate(podfile.splitlines(), 1):
                if re.search(r"pod\s+['\"]%s(?:/[^'\"]*)?['\"]" % re.escape(module), line):
                    return f"Podfile line {n}: {line.strip()}"
        for name in ("Cartfile", "Cartfile.resolved"):
            text = read(os.path.join(folder, name))
            if module.lower() in text.lower():
                line = next(l for l in text.splitlines() if module.lower() in l.lower())
                return f"{name}: {line.strip()}"
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in (".git", "Pods", "Carthage")]
        if "Package.resolved" in files and module.lower() in read(os.path.join(folder, "Package.resolved")).lower():
            return "Package.resolved"
    if os.path.isdir(os.path.join(root, "Pods", module)) or os.path.isdir(os.path.join(project_dir, "Pods", module)):
        return "Pods/ (committed)"
    if any(module.lower() in p.lower() for p in pbx_packages(project_dir)):
        return "a Swift package of the project"
    return None


def pbx_packages(project_dir):
    return pbxproj_facts(project_dir)["packages"] if os.path.isdir(project_dir) else []


def project_facts(root, project_dir):
    """What Xcode would see before compiling: languages, targets' settings, third-party imports."""
    swift, objc, imports = [], [], {}
    for folder, dirs, files in os.walk(project_dir):
        # Test targets are not built with the app (their imports, XCTest and the app's own
        # module, do not count).
        dirs[:] = [d for d in dirs if d not in (".git", "Pods", "Carthage") and not d.endswith((".xcodeproj", ".xcworkspace", ".framework", "Tests"))]
        for f in files:
            path = os.path.join(folder, f)
            if f.endswith(".swift"):
                swift.append(path)
                for m in IMPORT.finditer(read(path)):
                    imports.setdefault(m.group(1), os.path.relpath(path, root))
            elif f.endswith((".m", ".mm")):
                objc.append(path)
    facts = pbxproj_facts(project_dir) if os.path.isdir(project_dir) else {}
    own = {re.sub(r"\W", "_", t) for t in facts.get("targets", [])}
    third = sorted(m for m in imports if m not in APPLE_MODULES and m not in own)
    # A module the project defines itself (a framework target folder of that name) is not third-party.
    third = [m for m in third if not os.path.isdir(os.path.join(project_dir, m)) or os.path.exists(os.path.join(project_dir, m, "Podfile"))]
    vendored = os.path.isdir(os.path.join(root, "Pods")) or os.path.isdir(os.path.join(project_dir, "Pods"))
    return {
        "swift_files": len(swift), "objc_files": len(objc), "swift_paths": swift,
        "objc_main": any(os.path.basename(p) == "main.m" for p in objc),
        "swift_versions": sorted(facts.get("swift_versions", [])),
        "sdkroots": sorted(facts.get("sdkroots", [])),
        "missing_files": facts.get("missing", []),
        "xcodeproj": facts.get("xcodeproj"),
        "third_party": {m: module_origin(m, root, project_dir) or "imported, origin not stated" for m in third},
        "pods_committed": vendored,
        "podfile": os.path.exists(os.path.join(project_dir, "Podfile")) or os.path.exists(os.path.join(root, "Podfile")),
    }


def swift_version_refused(versions, has_swift):
    """Xcode's line when it refuses the target's Swift version before compiling, or None."""
    if not has_swift:
        return None
    if not versions:
        return "no SWIFT_VERSION (a Swift 2 or 3 project): Xcode asks for a supported Swift Language Version"
    old = [v for v in versions if re.match(r"^[0-3](\.|$)", v)]
    if old and len(old) == len(versions):
        return f"SWIFT_VERSION {old[0]}: Xcode: “SWIFT_VERSION '{old[0]}' is unsupported, supported versions are: 4.0, 4.2, 5.0, 6.0”"
    return None


def classify(result, facts):
    """Adds the Xcode verdict and the failure's group to RESULT."""
    modules = facts["third_party"]
    carried = facts["pods_committed"] and all("Pods/" in o or o.startswith("Podfile") for o in modules.values())
    refusal = swift_version_refused(facts["swift_versions"], facts["swift_files"] > 0)
    platform = [s for s in facts["sdkroots"] if s not in ("iphoneos",)]
    # Files the snapshot lacks that the build had a stand-in for are not missing from the clone.
    stood_in = {os.path.basename(p) for p in result.get("stand_ins", [])}
    missing = [m for m in facts["missing_files"] if os.path.basename(m) not in stood_in]
    if platform and "iphoneos" not in facts["sdkroots"]:
        result.update(xcode="not an iOS app", group="not an iOS app", reason=f"SDKROOT {', '.join(platform)}")
    elif facts["swift_files"] == 0 and facts["objc_files"]:
        result.update(xcode="not judged (Objective-C)", group="Objective-C app",
                      reason="the app is Objective-C; the lab compiles Swift only")
    elif facts["xcodeproj"] is None:
        result.update(xcode="no", group="project's own", reason="no .xcodeproj in the clone")
    elif refusal:
        result.update(xcode="no", group="project's own", reason=refusal)
    elif missing:
        result.update(xcode="no", group="project's own",
                      reason="Build input file cannot be found: " + ", ".join(missing[:3]))
    elif modules:
        names = ", ".join(f"{m} ({o})" for m, o in modules.items())
        if carried:
            # The lab builds the pure-Swift pods a clone carries: what stops the build (a pod it
            # cannot build, or an API the lab lacks) is classified below, from the build itself.
            result.update(xcode="yes (pods committed)")
            if not result["built"] and "no such module" in (result.get("line") or ""):
                result.update(group="third-party module", reason=unbuilt_pod(result["line"], modules) or
                              names + ": " + result["line"].split(": error: ")[-1][:160])
        else:
            result.update(xcode="needs modules", group="third-party module", reason=names)
    absent = [os.path.basename(p) for p in facts.get("absent_from_snapshot", [])]
    if not result["built"] and absent and any(f"cannot be found: '{a}'" in (result.get("line") or "") for a in absent):
        # The repository has the file, the stored snapshot does not (its largest files may be
        # missing): neither the project's fault nor the lab's.
        result.setdefault("xcode", "yes (the clone has the file)")
        result.setdefault("group", "snapshot lacks a file")
        result.setdefault("reason", result["line"].split(": error: ")[-1][:120])
        return result
    if result["built"]:
        result.setdefault("xcode", "yes")
        right = result.get("right_root") and result.get("first_screen")
        stale = stale_outlet(result.get("crash") or "", facts)
        if not right and stale:
            result.setdefault("group", "built, crashes as on iOS")
            result.setdefault("reason", f"the storyboard connects an outlet '{stale}' its class does not declare: "
                                        "iOS raises the same NSUnknownKeyException at launch")
        result.setdefault("group", "built" if right else "built, not right")
        if result.get("stand_ins"):
            result.setdefault("reason", "with a 1×1 stand-in for what the stored snapshot lacks: " + ", ".join(result["stand_ins"]))
        return result
    if "group" in result:
        return result
    cause, api, line = result.get("cause"), result.get("api", ""), result.get("line", "")
    if cause == "lab gap":
        result.setdefault("xcode", "yes")
        result.update(group="lab gap", reason=api)
    elif cause == "swiftc error naming a symbol" and api.startswith("module "):
        result.update(xcode="needs modules", group="third-party module", reason=api[7:] + " (no such module)")
    elif cause == "swiftc error naming a symbol" and APPLE_PREFIX.search(api):
        result.setdefault("xcode", "yes")
        result.update(group="lab gap", reason=api)
    elif cause == "lab hangs":
        result.update(xcode="cannot tell", group="lab hangs", reason=line)
    elif "Objective-C" in line or "Objective-C" in " ".join(result.get("errors", [])):
        result.update(xcode="not judged (Objective-C)", group="Objective-C app", reason=line)
    else:
        called = sdk_call(line, facts)
        if called:
            result.update(xcode="yes", group="lab gap", reason=called)
        else:
            result.update(xcode="cannot tell", group="cannot tell", reason=(api + ": " if api else "") + line)
    return result


# What a pod's first source file that is not Swift is written in, by its extension.
FOREIGN_LANGUAGES = {".m": "Objective-C", ".h": "Objective-C", ".mm": "Objective-C++", ".c": "C",
                     ".cpp": "C++", ".cc": "C++", ".hpp": "C++"}


def unbuilt_pod(line, modules):
    """For the lab's line on a pod the clone carries but the lab cannot build ("no such module
    'M': it comes from CocoaPods (…); the clone carries it in Pods/, but its sources are not all
    Swift (FILE)…"): the module, where it comes from, and what the lab would need, in one line;
    None for another line."""
    m = re.search(r"no such module '(\w+)'", line)
    if not m:
        return None
    module = m.group(1)
    origin = modules.get(module, "Podfile")
    needs = re.search(r"it needs pod (\S+), whose sources are not all Swift \(([^)]+)\)", line)
    own = re.search(r"its sources are not all Swift \(([^)]+)\)", line)
    source = (needs.group(2) if needs else own.group(1) if own else "")
    language = FOREIGN_LANGUAGES.get(os.path.splitext(source)[1], "not Swift")
    if needs:
        what = f"carried in Pods/, but it needs pod {needs.group(1)}, whose sources are {language} ({os.path.basename(source)})"
    elif own:
        what = f"carried in Pods/, its sources are {language} ({os.path.basename(source)})"
    else:
        return None
    need = "an Objective-C compiler and runtime" if language.startswith("Objective-C") else f"a {language} compiler"
    return f"{module} ({origin}): {what}; the lab compiles only Swift and would need {need} to build it"


def counts_for_goal(result):
    """Issue 22's count: what a current Xcode builds as cloned, a project with third-party modules
    only when the lab can have each — RealmSwift (simulated) or a pod the clone carries whose
    sources are all Swift. A carried pod in another language (the group "third-party module")
    leaves its project out."""
    return result["xcode"].startswith("yes") and result["group"] != "third-party module"


def stale_outlet(crash, facts):
    """The key of a launch crash "not key value coding-compliant for the key K" when no Swift
    source of the project declares a property K's setter search finds (a connection left in the
    storyboard), else None. Key-value coding looks for `set<Key>:`, the key with its first letter
    capitalised: a property whose name differs from K only in that letter's case takes it on iOS."""
    m = re.search(r"not key value coding-compliant for the key (\w+)", crash)
    if not m:
        return None
    key = m.group(1)
    names = {key, key[:1].swapcase() + key[1:]}
    declared = any(re.search(r"\b(?:var|let)\s+(?:%s)\b" % "|".join(map(re.escape, names)), read(p))
                   for p in facts.get("swift_paths", []))
    return None if declared else key


def sdk_call(line, facts):
    """For a swiftc error on a call ("missing arguments…", "extra argument…"), the iOS type
    called at the error's column, as `Type()`, when it is one (else None)."""
    m = re.match(r"^([^:]+):(\d+):(\d+): error: (?:missing argument|extra argument|cannot invoke|no exact matches|incorrect argument)", line)
    if not m:
        return None
    for path in facts.get("swift_paths", []):
        if path.endswith(m.group(1)):
            lines = read(path).splitlines()
            n = int(m.group(2)) - 1
            if n < len(lines):
                col = int(m.group(3)) - 1
                # swiftc points at the callee's name or at its opening parenthesis.
                called = (re.match(r"([A-Za-z_][\w.]*)\s*\(", lines[n][col:])
                          or re.search(r"([A-Za-z_][\w.]*)\s*$", lines[n][:col]) if lines[n][col:col + 1] == "(" else None) \
                    or re.match(r"([A-Za-z_][\w.]*)\s*\(", lines[n][col:])
                if called and APPLE_PREFIX.search(called.group(1)):
                    return called.group(1) + "(…) as this project calls it"
    return None


def measure_one(row, checkouts, lab_path):
    root = os.path.join(checkouts, row["repo"].replace("/", "+"))
    if row.get("not_fetched"):
        # Drawn, but no snapshot could be had: reported with what the index's copy of its
        # project file says, never dropped.
        return {"project": row["repo"], "repo": row["repo"], "commit": row["commit"], "path": row.get("project"),
                "built": False, "xcode": row.get("xcode_from_index", "cannot tell"), "group": "not fetched",
                "reason": row["not_fetched"]}
    project_dir = os.path.normpath(os.path.join(root, row.get("project", ".")))
    facts = project_facts(root, project_dir)
    facts["absent_from_snapshot"] = row.get("absent_from_snapshot", [])
    stand_ins = stand_in_images(root, facts)
    if stand_ins:
        # The repository has these images; the stored snapshot left them out (its largest files
        # may be missing). Built from a copy with a 1×1 stand-in of each, and reported so.
        with tempfile.TemporaryDirectory(prefix="lab-sample-") as copy:
            copied = os.path.join(copy, os.path.basename(root))
            shutil.copytree(root, copied, symlinks=True)
            for missing in stand_ins:
                with open(os.path.join(copied, missing), "wb") as f:
                    f.write(ONE_PIXEL_PNG)
            result = try_project(os.path.join(copied, os.path.relpath(project_dir, root)), row["repo"], lab_path)
        result["stand_ins"] = stand_ins
    else:
        result = try_project(project_dir, row["repo"], lab_path)
    result.update(repo=row["repo"], commit=row.get("commit_used", row["commit"]), path=row.get("project", "."), facts=facts)
    return classify(result, facts)


# A 1×1 transparent PNG: the stand-in for an image the stored snapshot lacks.
ONE_PIXEL_PNG = base64.b64decode("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")


def stand_in_images(root, facts):
    """The images the stored snapshot left out (list.json's absent_from_snapshot, paths in the
    repository) that the checkout lacks, as paths relative to the repository's root."""
    return [p for p in facts.get("absent_from_snapshot", []) if os.path.splitext(p)[1].lower() in (".png", ".jpg", ".jpeg", ".gif")
            and not os.path.exists(os.path.join(root, p))]


def reclassify(result, row, checkouts):
    if row.get("not_fetched"):
        return result
    result = {k: v for k, v in result.items() if k not in ("xcode", "group", "reason")}
    root = os.path.join(checkouts, row["repo"].replace("/", "+"))
    facts = project_facts(root, os.path.normpath(os.path.join(root, row.get("project", "."))))
    facts["absent_from_snapshot"] = row.get("absent_from_snapshot", [])
    result["facts"] = facts
    return classify(result, facts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("listfile")
    parser.add_argument("checkouts")
    parser.add_argument("--lab", default=os.path.join(os.path.dirname(__file__), "..", ".build", "debug", "lab"))
    parser.add_argument("--only", help="only repositories whose name contains this")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", help="write every project's result here (results already there are kept, not run again)")
    args = parser.parse_args()
    args.lab = os.path.abspath(args.lab)
    if not os.access(args.lab, os.X_OK):
        sys.exit(f"{args.lab}: no lab here — build it first (`swift build`) or name it with --lab")
    rows = [r for r in json.load(open(args.listfile)) if not args.only or args.only in r["repo"]]
    done = {}
    if args.json and os.path.exists(args.json):
        done = {r["repo"]: r for r in json.load(open(args.json))}
    # Results already measured are classified again (the lab is not run again).
    results = [reclassify(done[r["repo"]], r, os.path.abspath(args.checkouts)) for r in rows if r["repo"] in done]
    todo = [r for r in rows if r["repo"] not in done]

    def save():
        for r in results:
            r.get("facts", {}).pop("swift_paths", None)
        if args.json:
            # Results of projects left out by --only stay in the file.
            kept = {**done, **{r["repo"]: r for r in results}}
            order = {r["repo"]: i for i, r in enumerate(json.load(open(args.listfile)))}
            with open(args.json, "w") as f:
                json.dump(sorted(kept.values(), key=lambda r: order.get(r["repo"], 0)), f, indent=1, ensure_ascii=False, default=sorted)

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = [pool.submit(measure_one, r, os.path.abspath(args.checkouts), args.lab) for r in todo]
        for future in concurrent.futures.as_completed(futures):
            r = future.result()
            results.append(r)
            save()
            print(f"{'✓' if r['group'] == 'built' else '·' if r['built'] else '✗'} {r['repo']:50} xcode {r['xcode']:18} {r['group']}: {r.get('reason', r.get('cause', ''))}"[:240], flush=True)
    summary(results)


def summary(results):
    n = len(results)
    built = [r for r in results if r["built"]]
    xcode_yes = [r for r in results if r["xcode"].startswith("yes")]
    print(f"\ndrawn and tried: {n}")
    print(f"a current Xcode builds as cloned (Swift; with their committed pods): {len(xcode_yes)}")
    print(f"built in the lab: {len(built)}")
    with_stand_ins = [r["repo"] for r in built if r.get("stand_ins")]
    if with_stand_ins:
        print(f"  of them with a stand-in for an image the stored snapshot lacks: {', '.join(with_stand_ins)}")
    print(f"  right root: {sum(1 for r in built if r.get('right_root'))}, first screen: {sum(1 for r in built if r.get('first_screen'))}")
    counted = [r for r in results if counts_for_goal(r)]
    counted_built = [r for r in counted if r["built"]]
    right = [r for r in counted_built if r["group"] in ("built", "built, crashes as on iOS")]
    print(f"issue 22's goal (what a current Xcode builds; with third-party modules only RealmSwift or pure-Swift pods the clone carries): "
          f"built {len(counted_built)} of {len(counted)} ({100 * len(counted_built) / max(1, len(counted)):.0f} %); "
          f"right root and first screen, or the launch crash iOS has too: {len(right)} of {len(counted_built)} "
          f"({100 * len(right) / max(1, len(counted_built)):.0f} %)")
    groups = {}
    for r in results:
        if r["group"] != "built":
            groups.setdefault(r["group"], []).append(r)
    for g, rs in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print(f"\n{g} ({len(rs)}):")
        for r in rs:
            print(f"  {r['repo']}: {r.get('reason') or r.get('cause', '')}"[:240])


if __name__ == "__main__":
    main()
