#!/usr/bin/env python3
"""The seeded random draw of public projects that docs/public-projects.md measures.

    scripts/public-sample-draw.py [--answers FILE] [--draws N] [--seed S] [--needed]

The population is every public GitHub repository of the stored index (the one the project's
search tools read) that holds a `Base.lproj/Main.storyboard` at any depth (8,942 of them when
drawn). The index lists such repositories only alphabetically, and only the first 100; it
lists a narrower path in full when fewer than 100 repositories hold it. So a project is drawn
in two steps, each from a seeded generator:

1. a folder name: one of the names of the 100 repositories the index lists first (the `seeds`
   of the answers file, taken as it gave them); the index lists every repository holding
   `NAME/Base.lproj/Main.storyboard` — an app target folder of that name, at any depth;
2. a random position in that listing: the repository there is drawn, with the commit the
   index gives.

Draw i uses its own generator, `random.Random(f"{seed}:{i}")`, so every query is known before
any answer and the draw is re-derived from the saved answers alone. An empty listing, or a
repository drawn before, gives nothing for that draw; nothing else is looked at before the
project is tried. The answers (repository names and commits only) are in
scripts/public-sample/answers.json — a listing in full (`repos`), or as its length (`listed`) and
the entries drawn (`at`); `--needed` prints the queries a draw of N still lacks.
"""

import argparse
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 20261126


def queries(seed, i, seeds):
    """Draw I's folder name and its uniform number in [0, 1)."""
    rng = random.Random(f"{seed}:{i}")
    name = rng.choice(seeds).split("/", 1)[1]
    return name, rng.random()


def path_of(name):
    return f"{name}/Base.lproj/Main.storyboard"


def draw(seed, draws, answers):
    """(drawn rows, queries still needed) for draws 0..DRAWS-1."""
    seeds = answers["seeds"]["repos"]
    listings = answers.get("listings", {})
    rows, needed, seen = [], [], set()
    for i in range(draws):
        name, u = queries(seed, i, [r["repo"] for r in seeds])
        path = path_of(name)
        if path not in listings:
            if ("find_files path", path) not in needed:
                needed.append(("find_files path", path))
            continue
        answer = listings[path]
        # A listing of 100 (the index's limit) is kept as its length and the entries drawn.
        listed = answer.get("listed", len(answer.get("repos", [])))
        if not listed:
            continue
        at = int(u * listed)
        repo = answer["repos"][at] if "repos" in answer else answer["at"].get(str(at))
        if repo is None:
            needed.append(("entry", f"{path} #{at}"))
            continue
        if repo["repo"].lower() in seen:
            continue
        seen.add(repo["repo"].lower())
        rows.append({"draw": i, "folder": name, "position": at, "listed": listed,
                     "truncated": bool(listings[path].get("truncated")),
                     "repo": repo["repo"], "commit": repo["commit"]})
    return rows, needed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--answers", default=os.path.join(HERE, "public-sample", "answers.json"))
    parser.add_argument("--draws", type=int, default=200)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--needed", action="store_true", help="print the look-ups still missing")
    parser.add_argument("--json", help="write the drawn rows here")
    args = parser.parse_args()
    answers = json.load(open(args.answers))
    rows, needed = draw(args.seed, args.draws, answers)
    if args.needed:
        for kind, q in needed:
            print(kind, q)
        return
    for r in rows:
        print(f"{r['draw']:4} {r['folder'][:28]:28} {r['position']:3}/{r['listed']:3} {r['repo']} {r['commit']}")
    print(f"# {len(rows)} drawn in {args.draws} draws; {len(needed)} look-ups missing")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
