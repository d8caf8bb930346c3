"""Regenerates marked regions of otherwise hand-written Java files.

A region is the lines strictly between a begin line and an end line, each of which occurs once
in the file, begin first; its begin line holds codegen/generate.py's BEGIN_MARK
("// BEGIN GENERATED "), which is how the check knows the file is (partly) generated. A
generator reads the committed file from its module, replaces its regions' lines and writes the
result below out_root (the module's root or the check's stand-in for it); everything outside
the regions is copied byte for byte.
"""
from pathlib import Path

from codegen import files


def splice(module_root, rel, out_root, regions):
    """Writes module_root/rel with each region's lines replaced, to out_root/rel; returns rel.

    regions: (begin, end, body) triples, begin and end whole lines with their newline and
    indentation, body the new lines between them (ending in a newline, or empty)."""
    with open(Path(module_root) / rel, encoding="utf-8", newline="") as f:
        src = f.read()
    for begin, end, body in regions:
        if src.count(begin) != 1 or src.count(end) != 1 or src.index(begin) > src.index(end):
            raise SystemExit("%s: expected one line %r and one line %r, in that order"
                             % (Path(module_root) / rel, begin.strip(), end.strip()))
        i, j = src.index(begin) + len(begin), src.index(end)
        src = src[:i] + body + src[j:]
    return files.write(out_root, rel, src)
