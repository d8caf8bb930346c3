#!/usr/bin/env python3
"""Writes the unrolled product of LatticeDecomposer.decompose, between its BEGIN/END GENERATED
markers; the rest of that file is written by hand. Edit this generator and run
python3 codegen/generate.py, whose --check tells whether the committed region matches.

The block computes c = floor((k |g_i| + 2^319) / 2^320) mod 2^128 by product scanning: column col
sums k_x g_(col-x) for a 4-limb k and a G_LIMBS-limb g (zero-padded) into a three-word
accumulator (t0, t1, t2); 2^319 is added at column SHIFT - 1; columns SHIFT and SHIFT + 1 are
the two limbs wanted (of the last, only the low word). Carries are computed with carry(), never
branched on: they are data-dependent coin flips."""
from pathlib import Path

from codegen.regions import splice

# The glv module's root: the hand-written file is read from here, and by default written back.
MODULE = Path(__file__).resolve().parent.parent
FILE = Path("src/main/java/dev/pippin/glv/LatticeDecomposer.java")
G_LIMBS = 5
SHIFT = 5
IND = " " * 12
BEGIN = IND + "// BEGIN GENERATED product (glv/gen/unroll_decompose.py; edit it, then run python3 codegen/generate.py)\n"
END = IND + "// END GENERATED product\n"


def body():
    out = []
    w = out.append
    w("final int go = i * G_LIMBS;")
    w("final long " + ", ".join("g%d = g[go%s]" % (t, "" if t == 0 else " + %d" % t) for t in range(G_LIMBS)) + ";")
    w("long t0 = 0, t1 = 0, t2 = 0, pl, ph, s0, s1;")
    for col in range(SHIFT + 2):
        w("// column %d" % col)
        for x in range(max(0, col - G_LIMBS + 1), min(3, col) + 1):
            y = col - x
            if col == SHIFT + 1:
                w("t0 += k%d * g%d;" % (x, y))  # low word only
                continue
            w("pl = k%d * g%d;" % (x, y))
            w("ph = Math.unsignedMultiplyHigh(k%d, g%d);" % (x, y))
            w("s0 = t0 + pl;")
            w("ph += carry(t0, pl, s0); // ph <= 2^64 - 2: no overflow")
            w("s1 = t1 + ph;")
            w("t2 += carry(t1, ph, s1);")
            w("t0 = s0;")
            w("t1 = s1;")
        if col == SHIFT - 1:
            w("s0 = t0 + HALF; // + 2^319: round to nearest")
            w("pl = carry(t0, HALF, s0);")
            w("s1 = t1 + pl;")
            w("t2 += carry(t1, pl, s1);")
            w("t0 = s1;")
            w("t1 = t2;")
            w("t2 = 0;")
            continue
        if col == SHIFT:
            w("long c = t0;")
        if col < SHIFT + 1:
            w("t0 = t1;")
            w("t1 = t2;")
            w("t2 = 0;")
        else:
            w("long ch = t0;")
    return "".join(IND + line + "\n" for line in out)


def generate(out_root):
    """Writes the committed LatticeDecomposer.java, its marked region regenerated, below out_root
    (the glv module's root or a stand-in for it); returns the path written, relative to it."""
    return [splice(MODULE, FILE, out_root, [(BEGIN, END, body())])]


if __name__ == "__main__":
    print("wrote the product of", ", ".join(str(p) for p in generate(MODULE)))
