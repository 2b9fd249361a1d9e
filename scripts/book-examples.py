#!/usr/bin/env python3
"""Builds and runs the example projects of the book LifecycleLab's material follows, as a
learner holding the book would, and classifies each.

    scripts/book-examples.py CHECKOUT [--lab PATH] [--only TEXT] [--jobs N] [--json FILE]

CHECKOUT is a checkout of the book's public example repository (its top-level `bk1ch…` and
`bk2ch…` folders are the iOS 15 edition). Nothing of the book is kept in this repository; the
script only reads the checkout. The set measured is every project of the chapters about the
app's life (CHAPTERS) and the lifecycle examples of other chapters (LIFECYCLE_EXAMPLES).

For each project, on a fresh device with a data folder of its own:
1. `build PROJECT -o OUT`: built, or the build's first errors;
2. if built: `install`, `launch`, `state APP --json`, `views`, `home`, `wait 10s`,
   `launch` again, `state APP --json`, with `--events` written as JSON Lines.
How each is classified: scripts/lab_measure.py.
"""

import os
import sys

from lab_measure import arguments, measure

CHAPTERS = ("bk1ch06", "bk1ch07", "bk2ch01", "bk2ch02", "bk2ch03", "bk2ch06", "bk2ch08")

LIFECYCLE_EXAMPLES = (
    "bk1ch11p462notifications", "bk1ch11p462notifications2", "bk1ch11p462notifications3",
    "bk1ch12p497notificationCrasherNot", "bk1ch12p497notificationLeaker",
    "bk1ch12p497notificationLeakerSolution", "bk1ch13p502NotificationCombine",
    "bk2ch09p492TestingMultitasking", "bk2ch09p492TestingMultitasking2",
    "bk2ch09p494MultipleWindows", "bk2ch13p630localNotification",
    "bk2ch14p653backgroundPlayerAndInterrupter", "bk2ch24p846backgroundDownload",
    "bk2ch25p869LoopInBackground",
)


def projects(checkout, only):
    names = sorted(n for n in os.listdir(checkout)
                   if os.path.isdir(os.path.join(checkout, n))
                   and (n.startswith(CHAPTERS) or n in LIFECYCLE_EXAMPLES))
    missing = [n for n in LIFECYCLE_EXAMPLES if n not in names]
    if missing:
        sys.exit(f"{checkout}: not a checkout of the book's examples (missing {', '.join(missing)})")
    return [n for n in names if not only or only in n]


def main():
    args = arguments(__doc__.split("\n\n")[0])
    names = projects(args.checkout, args.only)
    measure([(os.path.join(args.checkout, n), n) for n in names], args.lab, args.jobs, args.json)


if __name__ == "__main__":
    main()
