#!/usr/bin/env python3
"""Writes the BLS12-381 Miller loop's steps twice from one description: the scalar steps of
Bls12381Lines (doubleStep, addStep) and the same steps on FMA lanes in Bls12381MillerLanes, each
between its BEGIN/END GENERATED markers (the rest of both files is written by hand). Edit the
steps here and run python3 codegen/generate.py, whose --check tells whether the committed
regions match.

A step is (value, operation, operands): "sqr a", "mul a b", "mulFp a p" (by an Fp value of P's),
or a formula over a, b, c (the operands, in order) as the tower's Fp2Sums kernels take them,
e.g. "a - b - c". Both backends run the same steps in the same order:

- scalar (Bls12381Fp2 and Bls12381Fp2Sums on the field class's values): a formula becomes the
  Fp2 operation or Fp2Sums kernel that computes it (gen_towers.sums_kernels, matched by its
  coefficients, so the kernel is the one the tower generator writes), and each value its scratch
  slot in SCALAR_SLOTS (the slots are reused as the values die);
- lanes (Bls12381Fp2Slots): a formula becomes one lin per component (a coefficient with xi, one
  per Fp component), its constant the multiple of p that keeps it non-negative, found from the
  operands' bounds (every product's output below 2p; a lin's below its positive terms' bounds
  plus its constant), and each value a slot of its own from TMP on, in the order the values
  first appear; a product into one of its own operands goes through a fresh slot and a copy.

The formulas are the pairing module's (Bls12381Lines' javadoc: Costello, Lange, Naehrig and
Aranha et al.), homogeneous projective T on the M-type twist, lines with coefficients of w^0,
w^2, w^3.
"""
from fractions import Fraction
from pathlib import Path

from codegen import regions
from pairing.gen import fp2_sums
from pairing.gen.gen_towers import CURVES, sums_kernels

MODULE = Path(__file__).resolve().parent.parent
LINES = Path("src/main/java/dev/pippin/pairing/Bls12381Lines.java")
LANES = Path("src/main/java/dev/pippin/pairing/Bls12381MillerLanes.java")
IND = " " * 8
BLS = next(c for c in CURVES if c["P"] == "Bls12381")

# The running point T = (X, Y, Z), the affine Q = (x2, y2), P's precomputed y (yP), -y (nyP),
# -x (nxP) and 3x (x3P), the line's coefficients l0, l1, l2.
DOUBLE = [
    ("B", "sqr", ["Y"]),
    ("C", "sqr", ["Z"]),
    ("E", "12 * xi * a", ["C"]),                   # E = 3b' C = 12 xi C
    ("YZ", "a + b", ["Y", "Z"]),
    ("S", "sqr", ["YZ"]),
    ("H", "a - b - c", ["S", "B", "C"]),           # H = (Y + Z)^2 - B - C = 2YZ
    ("X2", "sqr", ["X"]),
    ("l0", "a - b", ["E", "B"]),                   # E - B
    ("l1", "mulFp", ["X2", "x3P"]),                # 3 X^2 x_P
    ("l2", "mulFp", ["H", "nyP"]),                 # -H y_P
    ("XY", "mul", ["X", "Y"]),
    ("BF", "2 * a - 6 * b", ["B", "E"]),           # 2 (B - F), F = 3E
    ("X", "mul", ["XY", "BF"]),                    # X3 = 2XY (B - F)
    ("BP", "a + 3 * b", ["B", "E"]),               # B + F
    ("BP2", "sqr", ["BP"]),
    ("E2", "sqr", ["E"]),
    ("Y", "a - 12 * b", ["BP2", "E2"]),            # Y3 = (B + F)^2 - 12 E^2
    ("BH", "mul", ["B", "H"]),
    ("Z", "4 * a", ["BH"]),                        # Z3 = 4BH
]

ADD = [
    ("V0", "mul", ["y2", "Z"]),
    ("TH", "a - b", ["Y", "V0"]),                  # theta = Y - y2 Z
    ("V1", "mul", ["x2", "Z"]),
    ("LA", "a - b", ["X", "V1"]),                  # lambda = X - x2 Z
    ("C", "sqr", ["TH"]),
    ("D", "sqr", ["LA"]),
    ("E", "mul", ["D", "LA"]),
    ("FF", "mul", ["Z", "C"]),
    ("G", "mul", ["X", "D"]),
    ("H", "a + b - 2 * c", ["E", "FF", "G"]),      # H = E + F - 2G
    ("V8", "mul", ["TH", "x2"]),
    ("V9", "mul", ["LA", "y2"]),
    ("l0", "a - b", ["V8", "V9"]),                 # theta x2 - lambda y2
    ("l1", "mulFp", ["TH", "nxP"]),                # -theta x_P
    ("l2", "mulFp", ["LA", "yP"]),                 # lambda y_P
    ("X", "mul", ["LA", "H"]),                     # X3 = lambda H
    ("GH", "a - b", ["G", "H"]),
    ("V6", "mul", ["TH", "GH"]),
    ("V8", "mul", ["Y", "E"]),
    ("Y", "a - b", ["V6", "V8"]),                  # Y3 = theta (G - H) - Y E
    ("Z", "mul", ["Z", "E"]),                      # Z3 = Z E
]

STEPS = {"doubleStep": DOUBLE, "addStep": ADD}

# The scalar steps' scratch slots (Bls12381Lines.V0 ... V9): a slot is reused once its value is dead.
SCALAR_SLOTS = {
    "doubleStep": {"B": "V0", "C": "V1", "E": "V2", "YZ": "V4", "S": "V4", "H": "V4", "X2": "V5", "XY": "V5",
                   "BF": "V6", "BP": "V6", "BP2": "V6", "E2": "V7", "BH": "V0"},
    "addStep": {"V0": "V0", "TH": "V0", "V1": "V1", "LA": "V1", "C": "V2", "D": "V3", "E": "V4", "FF": "V5",
                "G": "V6", "H": "V7", "V8": "V8", "V9": "V9", "GH": "V6", "V6": "V6"},
}
SCALAR_FIXED = {"X": "st, so + TX", "Y": "st, so + TY", "Z": "st, so + TZ", "x2": "qx, qxo", "y2": "qy, qyo",
                "yP": "st, so + PY", "nyP": "st, so + PNY", "nxP": "st, so + PNX", "x3P": "st, so + P3X",
                "l0": "l, lo", "l1": "l, lo + E", "l2": "l, lo + 2 * E"}
# Fp2 operations besides the Fp2Sums kernels: (class, method, formula).
FP2_OPS = [("Bls12381Fp2", "sub", "a - b"), ("Bls12381Fp2", "add4p", "a + b")]

# The lane steps' fixed slots and the bounds (multiples of p) of their values on entry.
LANE_FIXED = {"X": "X", "Y": "Y", "Z": "Z", "x2": "x2", "y2": "y2", "yP": "slot(row, PY)", "nyP": "slot(row, PNY)",
              "nxP": "slot(row, PNX)", "x3P": "slot(row, P3X)", "l0": "LN", "l1": "LN + 1", "l2": "LN + 2"}
LANE_IN = {"X": 2, "Y": 26, "Z": 8, "x2": 2, "y2": 2}
LANE_CONSTANTS = {2, 4, 8, 14, 24, 42, 56, 288}   # the kp constants Bls12381MillerLanes defines (P2 ...)


def coefficients(formula, n):
    """{operand index: (c0, c1)} of a formula over n operands."""
    lin = fp2_sums.parse(formula, n, BLS["xi"])
    return {fp2_sums.NAMES.index(k): v for k, v in lin.t.items() if v != (0, 0)}


def matches(formula, n, want):
    """Whether a candidate's formula over n operands has the coefficients want (False for one
    that names more operands)."""
    try:
        return coefficients(formula, n) == want
    except NameError:
        return False


def scalar_op(formula, n):
    """(class, method) of the scalar Fp2 operation or Fp2Sums kernel computing the formula."""
    want = coefficients(formula, n)
    cands = [(cls, m, f) for cls, m, f in FP2_OPS]
    cands += [("Bls12381Fp2Sums", m, f) for m, f, ar, _ in sums_kernels(BLS) if ar == n]
    found = [(cls, m) for cls, m, f in cands if matches(f, n, want)]
    if not found:
        raise SystemExit("gen_lines: no scalar kernel computes %s" % formula)
    return found[0]


def scalar_body(name):
    slots, out = SCALAR_SLOTS[name], []

    def at(v):
        return SCALAR_FIXED[v] if v in SCALAR_FIXED else "s, " + slots[v]

    for v, op, args in STEPS[name]:
        dst = at(v)
        if op == "sqr":
            line = "Bls12381Fp2.sqr(%s, %s, s);" % (dst, at(args[0]))
        elif op == "mul":
            line = "Bls12381Fp2.mul(%s, %s, %s, s);" % (dst, at(args[0]), at(args[1]))
        elif op == "mulFp":
            line = "Bls12381Fp2.mulByFp(%s, %s, %s);" % (dst, at(args[0]), at(args[1]))
        else:
            cls, m = scalar_op(op, len(args))
            line = "%s.%s(%s, %s);" % (cls, m, dst, ", ".join(at(a) for a in args))
        out.append("%-66s// %s" % (line, describe(v, op, args)))
    return out


def describe(v, op, args):
    """The step as a comment: v = its formula in the operands' names."""
    if op == "sqr":
        return "%s = %s^2" % (v, args[0])
    if op in ("mul", "mulFp"):
        return "%s = %s %s" % (v, args[0], args[1])
    f = op
    for i, a in enumerate(args):
        f = f.replace(fp2_sums.NAMES[i], "{%d}" % i)
    return "%s = %s" % (v, f.replace(" * ", " ").format(*args))


def lane_body(name):
    slots, bound, out, temps = {}, dict(LANE_IN), [], []

    def fresh(v):
        slots[v] = "TMP + %d" % len(temps) if temps else "TMP"
        temps.append(v)
        return v

    def at(v):
        return LANE_FIXED.get(v, v)

    for v, op, args in STEPS[name]:
        if v not in LANE_FIXED and v not in slots:
            fresh(v)
        if op in ("sqr", "mul") and v in args:           # the kernels' products take distinct slots
            t = v + "3"
            fresh(t)
            out.append("ar.%s(%s, %s);" % (op, t, ", ".join(at(a) for a in args)))
            out.append("ar.copy(%s, %s);%s// %s < 2p" % (at(v), t, " " * max(1, 38 - len(at(v)) - len(t)), v))
            bound[v] = 2
            continue
        if op == "sqr":
            out.append("ar.sqr(%s, %s);" % (at(v), at(args[0])))
            bound[v] = 2
        elif op == "mul":
            out.append("ar.mul(%s, %s, %s);" % (at(v), at(args[0]), at(args[1])))
            bound[v] = 2
        elif op == "mulFp":
            out.append("ar.mulFp(%s, %s, %s);" % (at(v), at(args[0]), at(args[1])))
            bound[v] = 2
        else:
            cs = coefficients(op, len(args))
            comps, b = [], 0
            xi = any(c1 for _, c1 in cs.values())
            for comp in range(2):
                # component comp of sum c_i a_i: c = c0 + c1 u, a = a0 + a1 u (u^2 = -1)
                terms = []
                for i, (c0, c1) in sorted(cs.items()):
                    if comp == 0:
                        terms += [(c0, i, 0), (-c1, i, 1)]
                    else:
                        terms += [(c1, i, 0), (c0, i, 1)]
                terms = [t for t in terms if t[0]]
                neg = sum(-c * bound[args[i]] for c, i, _ in terms if c < 0)
                pos = sum(c * bound[args[i]] for c, i, _ in terms if c > 0)
                if neg and neg not in LANE_CONSTANTS:
                    raise SystemExit("gen_lines: %s needs %dp, which Bls12381MillerLanes does not define" % (v, neg))
                comps.append((terms, "P%d" % neg if neg else "K0"))
                b = max(b, pos + neg)
            if xi:
                for comp, (terms, k) in enumerate(comps):
                    parts = ["%d, %s" % (c, "ar.o(%s)%s" % (at(args[i]), " + ar.blk" if j else "")) for c, i, j in terms]
                    parts += ["0, ar.o(%s)" % at(args[terms[0][1]])] * (3 - len(terms))
                    out.append("ar.lin52(ar.o(%s)%s, %s, %s);" % (at(v), " + ar.blk" if comp else "", ", ".join(parts), k))
            else:
                terms, k = comps[0]
                used = [(c, args[i]) for c, i, _ in terms if _ == 0]
                parts = ["%d, %s" % (c, at(a)) for c, a in used]
                parts += ["0, %s" % at(used[-1][1])] * (3 - len(used))
                out.append("ar.lin(%s, %s, %s);" % (at(v), ", ".join(parts), k))
            bound[v] = b
            out[-1] = "%-52s // %s < %dp" % (out[-1], describe(v, op, args), b)
    decl, line = [], "final int "
    for k, t in enumerate(temps):
        item = "%s = %s%s" % (t, slots[t], ";" if k == len(temps) - 1 else ",")
        if len(line) + len(item) > 100:
            decl.append(line.rstrip())
            line = "        "
        line += item + " "
    decl.append(line.rstrip())
    return decl if temps else [], out


def region(what, lines):
    """The (begin, end, body) triple of codegen.regions for one step's region."""
    begin = IND + "// BEGIN GENERATED %s (pairing/gen/gen_lines.py; edit it, then run python3 codegen/generate.py)\n" % what
    end = IND + "// END GENERATED %s\n" % what
    return begin, end, "".join(IND + line + "\n" for line in lines)


def generate(out_root):
    """Writes Bls12381Lines.java and Bls12381MillerLanes.java, their marked regions regenerated,
    below out_root (the pairing module's root or a stand-in for it); returns the paths written."""
    written = []
    for file, backend in ((LINES, "scalar"), (LANES, "lanes")):
        parts = []
        for name in STEPS:
            if backend == "scalar":
                lines = scalar_body(name)
            else:
                decl, body = lane_body(name)
                lines = decl + body
            parts.append(region("%s %s" % (name, backend), lines))
        written.append(regions.splice(MODULE, file, out_root, parts))
    return written


if __name__ == "__main__":
    print("wrote the steps of", ", ".join(str(p) for p in generate(MODULE)))
