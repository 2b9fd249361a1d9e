#!/usr/bin/env python3
"""A census of the iOS SDK identifiers public projects' Swift sources use (issue 22).

    scripts/sdk-census.py draw  [--draws N]                      # the repositories drawn
    scripts/sdk-census.py count [--mirrors DIR] [--draws N]      # count, write the data

The draw is docs/public-projects.md's seeded random draw (scripts/public-sample-draw.py, same
seed, same method), extended from 200 to 1,200 draws: 270 repositories. The index answers it
needs beyond scripts/public-sample/answers.json are in scripts/sdk-census/answers.json
(repository names and commits only).

`count` reads each repository's Swift sources from a snapshot of it (the project's `fetch` tool
puts one at MIRRORS/owner+name/repo, a git directory; nothing of it enters this repository),
leaving out third-party code the clone carries (`Pods/`, `Carthage/`), and counts, per SDK
identifier, its uses and the projects using it. The SDK's identifiers are those of
Sources/LabToolchain/IOSSDKNames.swift's list. A use is (see docs/public-projects.md,
"Census of SDK identifiers"):
- a type's name, or a global function or constant's, where the file imports its module (or
  UIKit, for Foundation, CoreGraphics and QuartzCore names) and the project declares no type of
  that name; a `.`-prefixed name is not one;
- a member, only where its type can be told without type checking, named by that type
  (`UITableViewCell.awakeFromNib()`, though the list has it under NSObject): `Type.member`; a property
  outlet or parameter declared with an SDK type in the same file (`label.text` after
  `var label: UILabel!`, also `self.label.text`; `tableView.reloadData()` after
  `_ tableView: UITableView`); `override func`/`override var`, `self.member` and `super.member`
  in a class whose declared superclass is an SDK class; a method declared in a type or extension that adopts an
  SDK protocol, with that protocol's selector. A call's argument labels must fit a listed
  selector (the labels in order, a trailing closure filling a later one).
Whether the simulated SDK declares each identifier is SDKCensusTests' to say (docs/public-projects.md,
"How "declared" is decided"): an identifier the SDK declares unavailable with "LifecycleLab does
not simulate X yet" counts as missing; an old spelling it declares unavailable-renamed exactly as
Apple's SDK does (`CGRectMake`) counts as declared, since swiftc then gives Xcode's own error.
It writes scripts/sdk-census/identifiers.tsv (identifier, kind, module, uses, projects) and
scripts/sdk-census/repositories.tsv (each repository drawn: draw, folder, the index's commit,
the snapshot's commit read, Swift files counted, status).
"""

import argparse
import collections
import importlib.util
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.join(HERE, "sdk-census")
DRAWS = 1200
VENDORED = ("Pods/", "Carthage/")
# Modules whose names `import UIKit` brings with it, as on iOS.
BROUGHT_BY_UIKIT = {"Foundation", "CoreGraphics", "QuartzCore", "CoreFoundation"}


def load_draw():
    spec = importlib.util.spec_from_file_location("draw", os.path.join(HERE, "public-sample-draw.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def answers():
    """The public sample's answers with the census's added listings and entries."""
    merged = json.load(open(os.path.join(HERE, "public-sample", "answers.json")))
    added = json.load(open(os.path.join(DATA, "answers.json")))
    for path, answer in added["listings"].items():
        if path in merged["listings"] and "at" in answer:
            merged["listings"][path].setdefault("at", {}).update(answer["at"])
        else:
            merged["listings"][path] = answer
    return merged


def drawn(draws):
    module = load_draw()
    rows, needed = module.draw(module.SEED, draws, answers())
    return rows, needed


# --- The SDK's names ---------------------------------------------------------------------

class Catalog:
    """Sources/LabToolchain/IOSSDKNames.swift's list, read as SDKNameCatalog reads it."""

    def __init__(self, path):
        text = open(path).read()
        listing = text.split('static let listing = """', 1)[1].split('"""', 1)[0]
        self.types = {}        # name -> {"module", "superclass", "adopts", "members"}
        self.type_modules = collections.defaultdict(list)
        self.globals = collections.defaultdict(list)
        module, current = "", None
        for raw in listing.split("\n"):
            line = raw.strip("\n").split("#", 1)[0]
            words = line.split()
            if not words:
                continue
            # Lines are indented by the Swift literal's 4 spaces; members by 8.
            if line.startswith("        "):
                if current:
                    self.types[current]["members"] += words
                continue
            current = None
            head = words[0]
            if head == "module":
                module = words[1] if len(words) > 1 else ""
            elif head == "types":
                for w in words[1:]:
                    self.add_type(w, module)
            elif head == "globals":
                for w in words[1:]:
                    self.globals[w].append(module)
            elif head == "type" and len(words) > 1:
                current = self.add_type(words[1], module)
            elif head == "extend" and len(words) > 1:
                if words[1] not in self.types:
                    self.add_type(words[1], module)
                current = words[1]

    def add_type(self, word, module):
        name, _, supers = word.partition(":")
        supers = [s for s in supers.split(",") if s]
        if module not in self.type_modules[name]:
            self.type_modules[name].append(module)
        if name not in self.types:
            self.types[name] = {"module": module, "superclass": supers[0] if supers else None,
                                "adopts": supers[1:], "members": []}
        return name

    def chain(self, name):
        """The type, then its superclasses and adopted protocols, as the list gives them."""
        seen, order, pending = set(), [], [name]
        while pending:
            t = pending.pop(0)
            if t in seen or t not in self.types:
                continue
            seen.add(t)
            order.append(t)
            entry = self.types[t]
            pending += ([entry["superclass"]] if entry["superclass"] else []) + entry["adopts"]
        return order


def selector_parts(member):
    """`present(_:animated:completion:)` -> ("present", ["_", "animated", "completion"]); a property -> (name, None)."""
    if "(" not in member:
        return member, None
    base, _, rest = member.partition("(")
    labels = [l for l in rest.rstrip(")").split(":") if l != ""]
    return base, labels


def fits(call_labels, trailing_closure, declared):
    """Whether a call's labels fit a declaration's: in order, skipping defaulted ones; a
    trailing closure stands for a later parameter."""
    i = 0
    for label in call_labels:
        while i < len(declared) and declared[i] != label:
            i += 1
        if i == len(declared):
            return False
        i += 1
    return not trailing_closure or i < len(declared)


def find_member(catalog, type_name, name, call):
    """The listed member of TYPE_NAME's chain a use fits: (owner type, member) or None.
    CALL is None for a property-style use, else (labels, trailing closure, exact)."""
    for owner in catalog.chain(type_name):
        for member in catalog.types[owner]["members"]:
            base, labels = selector_parts(member)
            if base != name:
                continue
            if call is None:
                if labels is None:
                    return owner, member
                continue
            if labels is None:
                continue
            call_labels, trailing, exact = call
            if (exact and call_labels == labels) or (not exact and fits(call_labels, trailing, labels)):
                return owner, member
    return None


# --- Swift sources -----------------------------------------------------------------------

TOKEN = re.compile(r"""[A-Za-z_][A-Za-z_0-9]*|\.\.\.|\.\.<|->|[{}()\[\].,:;?!=@#<>&|+\-*/%^~]""")


def strip(source):
    """The source with comments and string literals blanked out (interpolations too)."""
    out, i, n = [], 0, len(source)
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            j = source.find("\n", i)
            i = n if j < 0 else j
        elif source.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if source.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif source.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
            out.append(" ")
        elif c == '"':
            quote = '"""' if source.startswith('"""', i) else '"'
            i += len(quote)
            while i < n and not source.startswith(quote, i):
                i += 2 if source[i] == "\\" else 1
            i += len(quote)
            out.append('""')
        else:
            out.append(c)
            i += 1
    return "".join(out)


def tokens(source):
    return TOKEN.findall(strip(source))


def call_after(toks, k):
    """If toks[k] opens an argument list `(`: (labels, trailing closure). Else None."""
    if k >= len(toks) or toks[k] != "(":
        return None
    depth, labels, start, i = 0, [], True, k
    while i < len(toks):
        t = toks[i]
        if t in "([{":
            depth += 1
        elif t in ")]}":
            depth -= 1
            if depth == 0:
                break
        elif depth == 1 and t == ",":
            start = True
            i += 1
            continue
        if depth == 1 and start and t != "(":
            if re.match(r"[A-Za-z_]", t) and i + 1 < len(toks) and toks[i + 1] == ":":
                labels.append(t)
            else:
                labels.append("_")
            start = False
        i += 1
    if toks[k + 1:k + 2] == [")"]:
        labels = []
    trailing = i + 1 < len(toks) and toks[i + 1] == "{"
    return labels, trailing


def declared_labels(toks, k):
    """A func declaration's external labels, from its `(` at toks[k]."""
    depth, labels, start, i = 0, [], True, k
    while i < len(toks):
        t = toks[i]
        if t in "([{<":
            depth += 1
        elif t in ")]}>":
            depth -= 1
            if depth == 0:
                break
        elif depth == 1 and t == ",":
            start = True
            i += 1
            continue
        if depth == 1 and start and t != "(":
            labels.append(t)
            start = False
        i += 1
    return labels


def project_types(files):
    """Types the project declares, with the supertypes its declarations name."""
    declared = {}
    for toks in files:
        for k, t in enumerate(toks[:-1]):
            if t in ("class", "struct", "enum", "protocol", "actor", "typealias") and re.match(r"[A-Za-z_]", toks[k + 1]):
                if k > 0 and toks[k - 1] == ".":
                    continue
                name, supers, j = toks[k + 1], [], k + 2
                if t != "typealias" and j < len(toks) and toks[j] == ":":
                    j += 1
                    while j < len(toks) and toks[j] not in ("{", "where"):
                        if re.match(r"[A-Za-z_]", toks[j]) and toks[j - 1] in (":", ","):
                            supers.append(toks[j])
                        j += 1
                declared.setdefault(name, [])
                declared[name] += supers
    return declared


def census_file(toks, imports, catalog, own, count):
    """Adds the uses of one file (its tokens) to COUNT(identifier, kind, module)."""
    def visible(module):
        return module in imports or (module in BROUGHT_BY_UIKIT and ("UIKit" in imports or module == "Foundation" and imports))

    def top_module(name):
        for module in catalog.type_modules.get(name, []) + catalog.globals.get(name, []):
            if visible(module):
                return module
        return None

    # Names declared with an SDK type in this file (properties, outlets, parameters, closure
    # parameters): name -> type, unless the file gives the name two types.
    annotated, clashes = {}, set()
    for k in range(1, len(toks) - 3):
        name, type_name = toks[k], toks[k + 2]
        if toks[k + 1] != ":" or type_name not in catalog.types or type_name in own or not re.match(r"[a-z_]", name):
            continue
        before, after = toks[k - 1], toks[k + 3]
        # A type annotation, not an argument (`f(color: UIColor.red)`) or a dictionary entry.
        if not (before in ("var", "let", "(", ",") or re.match(r"[A-Za-z_]", before)) or after in (".", "("):
            continue
        if before in ("case", "return", "in", "else", "?", "["):
            continue
        if annotated.get(name, type_name) != type_name:
            clashes.add(name)
        annotated[name] = type_name
    for name in clashes:
        annotated.pop(name)

    # The supertypes of the type or extension each token is in.
    contexts, depth, pending = [], 0, None
    for k, t in enumerate(toks):
        if t in ("class", "struct", "enum", "extension", "actor") and k + 1 < len(toks) and re.match(r"[A-Za-z_]", toks[k + 1]) \
                and not (k > 0 and toks[k - 1] == "."):
            name, supers = toks[k + 1], []
            j = k + 2
            while j < len(toks) and toks[j] not in ("{",):
                if re.match(r"[A-Za-z_]", toks[j]) and toks[j - 1] in (":", ","):
                    supers.append(toks[j])
                j += 1
            supers += own.get(name, [])
            pending = [s for s in supers if s in catalog.types and s not in own]
        if t == "{":
            depth += 1
            if pending is not None:
                contexts.append((depth, pending))
                pending = None
        elif t == "}":
            if contexts and contexts[-1][0] == depth:
                contexts.pop()
            depth -= 1
        supers = contexts[-1][1] if contexts else []

        previous = toks[k - 1] if k else ""
        if not re.match(r"[A-Za-z_]", t):
            continue
        # A type, function or constant of the SDK.
        if previous != "." and t not in own and (t in catalog.type_modules or t in catalog.globals):
            module = top_module(t)
            if module:
                count[(t, "type" if t in catalog.type_modules else "global", module)] += 1
                # Type.Nested and Type.member
                if toks[k + 1:k + 2] == ["."] and k + 2 < len(toks) and t in catalog.types:
                    member = toks[k + 2]
                    nested = t + "." + member
                    if nested in catalog.types:
                        count[(nested, "type", catalog.types[nested]["module"])] += 1
                    else:
                        record_member(catalog, t, member, call_after(toks, k + 3), count)
                continue
        # name.member where name is declared with an SDK type in this file (also self.name.member).
        if t in annotated and (previous != "." or (k >= 2 and toks[k - 2] == "self")):
            if toks[k + 1:k + 2] in (["."], ["?"], ["!"]):
                j = k + 1 + (toks[k + 1] in ("?", "!"))
                if toks[j:j + 1] == ["."] and j + 1 < len(toks):
                    record_member(catalog, annotated[t], toks[j + 1], call_after(toks, j + 2), count)
            continue
        # self.member and super.member in a class with an SDK superclass.
        if t == "self" and supers and toks[k + 1:k + 2] == ["."] and k + 2 < len(toks) and toks[k + 2] not in annotated:
            record_member(catalog, supers[0], toks[k + 2], call_after(toks, k + 3), count, owners=supers)
            continue
        if t == "super" and supers and toks[k + 1:k + 2] == ["."] and k + 2 < len(toks):
            record_member(catalog, supers[0], toks[k + 2], call_after(toks, k + 3), count, owners=supers)
            continue
        # Declarations: overrides, and methods an adopted SDK protocol lists.
        if t in ("func", "var") and supers and k + 1 < len(toks):
            name = toks[k + 1]
            modifiers = toks[max(0, k - 4):k]
            if t == "func" and toks[k + 2:k + 3] == ["("]:
                labels = declared_labels(toks, k + 2)
                # Exact selectors only: an override, or a requirement of an adopted protocol.
                for owner in supers:
                    if record_member(catalog, owner, name, (labels, False, True), count):
                        break
            elif t == "var" and "override" in modifiers:
                for owner in supers:
                    if record_member(catalog, owner, name, None, count):
                        break


def record_member(catalog, type_name, name, call, count, owners=None):
    """Counts `Type.member` under the type the code reached it through (a subclass's
    `UITableViewCell.awakeFromNib()`, though the list has it under NSObject), when the list has
    the member on that type's chain; the module is the list's owner's."""
    if not re.match(r"[A-Za-z_]", name or ""):
        return False
    if call is not None and len(call) == 2:
        call = (call[0], call[1], False)
    for used in owners or [type_name]:
        found = find_member(catalog, used, name, call)
        if found:
            where, member = found
            count[(used + "." + member, "member", catalog.types[where]["module"])] += 1
            return True
    return False


def imports_of(source):
    return set(re.findall(r"^\s*(?:@testable\s+|@_exported\s+)?import\s+(?:class\s+|struct\s+|enum\s+|func\s+)?([A-Za-z_][A-Za-z_0-9]*)", source, re.M))


def git_dir(mirrors, repo):
    base = os.path.join(mirrors, repo.replace("/", "+"), "repo")
    for candidate in (os.path.join(base, ".git"), base):
        if os.path.exists(os.path.join(candidate, "HEAD")):
            return candidate
    return None


def swift_sources(gitdir):
    head = subprocess.run(["git", "--git-dir", gitdir, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    names = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "--name-only", "-z", "HEAD"],
                           capture_output=True).stdout.decode("utf-8", "replace").split("\0")
    names = [n for n in names if n.endswith(".swift") and not any(n.startswith(v) or "/" + v in n for v in VENDORED)]
    sources = []
    if names:
        batch = subprocess.run(["git", "--git-dir", gitdir, "cat-file", "--batch"],
                               input="".join(f"HEAD:{n}\n" for n in names).encode(), capture_output=True).stdout
        i = 0
        while i < len(batch):
            header_end = batch.index(b"\n", i)
            header = batch[i:header_end].split()
            if len(header) < 3 or header[1] == b"missing":
                i = header_end + 1
                continue
            size = int(header[2])
            sources.append(batch[header_end + 1:header_end + 1 + size].decode("utf-8", "replace"))
            i = header_end + 1 + size + 1
    return head, sources


def count(args):
    rows, needed = drawn(args.draws)
    if needed:
        sys.exit(f"{len(needed)} index look-ups missing: scripts/public-sample-draw.py --needed")
    catalog = Catalog(os.path.join(ROOT, "Sources", "LabToolchain", "IOSSDKNames.swift"))
    uses, projects = collections.Counter(), collections.Counter()
    listing = []
    for row in rows:
        gitdir = git_dir(args.mirrors, row["repo"])
        if gitdir is None:
            listing.append((row, "", 0, "no snapshot"))
            continue
        head, sources = swift_sources(gitdir)
        files = [tokens(s) for s in sources]
        own = project_types(files)
        found = collections.Counter()
        for source, toks in zip(sources, files):
            census_file(toks, imports_of(source), catalog, own, found)
        uses.update(found)
        projects.update(found.keys())
        listing.append((row, head, len(sources), "counted" if sources else "no Swift sources"))
    os.makedirs(DATA, exist_ok=True)
    with open(os.path.join(DATA, "identifiers.tsv"), "w") as f:
        f.write("identifier\tkind\tmodule\tuses\tprojects\n")
        for key in sorted(uses, key=lambda k: (-uses[k], k)):
            f.write(f"{key[0]}\t{key[1]}\t{key[2]}\t{uses[key]}\t{projects[key]}\n")
    with open(os.path.join(DATA, "repositories.tsv"), "w") as f:
        f.write("draw\tfolder\trepository\tindex commit\tsnapshot commit\tswift files\tstatus\n")
        for row, head, n, status in listing:
            f.write(f"{row['draw']}\t{row['folder']}\t{row['repo']}\t{row['commit']}\t{head}\t{n}\t{status}\n")
    with_swift = sum(1 for _, _, n, _ in listing if n)
    print(f"{len(rows)} drawn; {with_swift} with Swift sources; "
          f"{sum(1 for *_, s in listing if s == 'no snapshot')} without a snapshot; "
          f"{len(uses)} identifiers, {sum(uses.values())} uses")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("action", choices=["draw", "count"])
    parser.add_argument("--draws", type=int, default=DRAWS)
    parser.add_argument("--mirrors", default="/work/.mirror", help="folder of the snapshots (owner+name/repo)")
    args = parser.parse_args()
    if args.action == "draw":
        rows, needed = drawn(args.draws)
        for r in rows:
            print(f"{r['draw']:4} {r['folder'][:24]:24} {r['position']:3}/{r['listed']:3} {r['repo']} {r['commit']}")
        print(f"# {len(rows)} drawn in {args.draws} draws; {len(needed)} look-ups missing")
    else:
        count(args)


if __name__ == "__main__":
    main()
