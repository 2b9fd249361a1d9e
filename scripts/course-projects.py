#!/usr/bin/env python3
"""Builds and runs every project of a popular free UIKit course, as a learner taking the
course would, and classifies each.

    scripts/course-projects.py CHECKOUT [--lab PATH] [--only TEXT] [--jobs N] [--json FILE]

CHECKOUT is a checkout of the course's public repository (twostraws/HackingWithSwift); its
`Classic/` folder holds the UIKit projects. The set measured is every folder of `Classic/`
holding an Xcode project at its top or one level down (the `-files` folders are the course's
assets, and the two playgrounds are not apps: neither is a project). Nothing of the course is
kept in this repository; the script only reads the checkout.

Each project is built, installed, launched, sent Home and brought back exactly as
scripts/book-examples.py does (scripts/lab_measure.py says how each is classified).
"""

import os
import sys

from lab_measure import arguments, measure


def projects(checkout, only):
    """(folder of the .xcodeproj, the course's folder name) for every project of Classic/."""
    classic = os.path.join(checkout, "Classic")
    if not os.path.isdir(classic):
        sys.exit(f"{checkout}: not a checkout of the course (no Classic/ folder)")
    found = []
    for name in sorted(os.listdir(classic), key=str.lower):
        folder = os.path.join(classic, name)
        if not os.path.isdir(folder) or (only and only not in name):
            continue
        candidates = [folder] + sorted(os.path.join(folder, d) for d in os.listdir(folder)
                                       if os.path.isdir(os.path.join(folder, d)))
        project = next((c for c in candidates
                        if any(f.endswith(".xcodeproj") for f in os.listdir(c))), None)
        if project:
            found.append((project, name))
    return found


def main():
    args = arguments(__doc__.split("\n\n")[0])
    measure(projects(args.checkout, args.only), args.lab, args.jobs, args.json)


if __name__ == "__main__":
    main()
