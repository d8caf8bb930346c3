#!/usr/bin/env python3
"""Turns LanesBench's JMH JSON (-rf json) into ns per product: min and median of the
measurement iterations (score per batch / count), one row per variant, one column per count.

  python3 lab/tools/report.py RESULT.json [RESULT2.json ...]

Several files give one block each (repeated runs side by side).
"""
import json
import statistics
import sys


def load(path):
    rows = {}
    for r in json.load(open(path)):
        name = r["benchmark"].rsplit(".", 1)[1]
        count = int(r["params"]["count"])
        raw = [x / count for fork in r["primaryMetric"]["rawData"] for x in fork]
        rows.setdefault(name, {})[count] = (min(raw), statistics.median(raw))
    return rows


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for path in sys.argv[1:]:
        rows = load(path)
        counts = sorted({c for v in rows.values() for c in v})
        print("%s (ns per product, min / median of the iterations)" % path)
        print("| variant | " + " | ".join("%d: min | %d: median" % (c, c) for c in counts) + " |")
        print("|---|" + "---|---|" * len(counts))
        for name in sorted(rows, key=lambda n: (n.split("_")[0] != "bn254", n)):
            cells = []
            for c in counts:
                mn, md = rows[name].get(c, (float("nan"), float("nan")))
                cells += ["%.1f" % mn, "%.1f" % md]
            print("| %s | %s |" % (name, " | ".join(cells)))
        print()


if __name__ == "__main__":
    main()
