#!/usr/bin/env python3
"""Builds one libFuzzer binary per lab module: the module's own sources compiled again with
-sanitize=fuzzer (so libFuzzer sees their coverage) together with Fuzz/Targets/<Module>Fuzz.swift,
linked against the debug build's objects of the modules it depends on (not instrumented).
Compiler flags come from the package's own .build/debug.yaml, so `swift build` must have run.
Usage: Fuzz/build.py MODULE (BundleFormats, LabCore, LabWire, LabLessons, LabToolchain, LabShell)."""
import glob, json, os, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEBUG = os.path.join(ROOT, ".build", "x86_64-unknown-linux-gnu", "debug")
SYNTAX = ["SwiftSyntax", "SwiftSyntax509", "SwiftSyntax510", "SwiftSyntax600", "SwiftSyntax601", "SwiftSyntax602", "SwiftSyntax603",
          "SwiftParser", "SwiftParserDiagnostics", "SwiftDiagnostics", "SwiftBasicFormat", "_SwiftSyntaxCShims"]
DEPENDENCIES = {
    "BundleFormats": [], "LabCore": ["BundleFormats", "LabWire"], "LabWire": [],
    "LabLessons": ["BundleFormats", "LabCore", "LabWire", "LabToolchain", "CLabProcess", "Yams", "CYaml"] + SYNTAX,
    "LabToolchain": ["BundleFormats", "LabCore", "LabWire", "CLabProcess", "Yams", "CYaml"] + SYNTAX,
    "LabShell": ["BundleFormats", "LabCore", "LabToolchain", "LabRuntime", "LabLessons", "LabWire", "CLabProcess", "Yams", "CYaml"] + SYNTAX,
}

def compile_arguments(module):
    lines = open(os.path.join(ROOT, ".build", "debug.yaml")).read().split("\n")
    start = next(n for n, l in enumerate(lines) if l.startswith(f'  "C.{module}-x86_64-unknown-linux-gnu-debug.module":'))
    args = next(json.loads(l.strip()[6:]) for l in lines[start:start + 30] if l.strip().startswith("args:"))
    keep, skip = [], {"-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path", "-module-cache-path", "-j2"}
    dropping = False
    previous = ""
    for arg in args[1:]:
        if previous == "-Xcc":
            keep.append(arg); previous = arg; continue
        previous = arg
        if dropping: dropping = False; continue
        if arg in skip: dropping = arg != "-j2"; continue
        if arg in {"-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode", "-serialize-diagnostics",
                   "-Onone", "-enable-testing", "-parseable-output", "-emit-objc-header", "-g"} or arg.startswith("@"):
            continue
        keep.append(arg)
    sources = [s for s in open(os.path.join(DEBUG, f"{module}.build", "sources")).read().split() if s.endswith(".swift")]
    return args[0], keep, sources

def objects_of(dependency):
    """The debug build's objects of a module: for a Swift module only those of its current sources
    (and its module object), since a file moved to another module or removed leaves its object behind."""
    folder = os.path.join(DEBUG, f"{dependency}.build")
    found = sorted(glob.glob(os.path.join(folder, "**", "*.o"), recursive=True))
    listed = os.path.join(folder, "sources")
    if not os.path.exists(listed):
        return found
    names = {os.path.basename(s) + ".o" for s in open(listed).read().split() if s.endswith(".swift")}
    return [o for o in found if os.path.basename(o) in names or o.endswith(".swiftmodule.o")]

def main():
    module = sys.argv[1]
    swiftc, flags, sources = compile_arguments(module)
    objects = []
    for dependency in DEPENDENCIES[module]:
        objects += objects_of(dependency)
    out = os.path.join(ROOT, "Fuzz", ".build")
    os.makedirs(out, exist_ok=True)
    command = ([swiftc] + flags + ["-O", "-sanitize=fuzzer", "-module-cache-path", os.path.join(out, "ModuleCache")]
               + sources + [os.path.join(ROOT, "Fuzz", "Targets", f"{module}Fuzz.swift")] + objects
               + ["-lcrypto", "-o", os.path.join(out, f"fuzz-{module}")])
    sys.exit(subprocess.call(command))

main()
