#!/usr/bin/env python3
"""Writes the 4-dimensional GLS lattice bases of Lattices (bnGls4, bls12Gls4) between their
BEGIN/END GENERATED markers, as LLL finds them; the rest of Lattices.java is written by hand.
Edit this generator and run python3 codegen/generate.py, whose --check tells whether the
committed regions match.

For psi acting on G2 as [mu] (mu = 6x^2 on bn254, x on BLS12-381: p mod r), the lattice
{ v : v_0 + v_1 mu + v_2 mu^2 + v_3 mu^3 = 0 (mod r) } is spanned by (r, 0, 0, 0) and
(-mu^i mod r, e_i) for i = 1, 2, 3. LLL (exact rationals, delta = 3/4) reduces that to four
vectors whose entries are about x; each entry is then written as a x + b with small integers
a and b, so that the Java method states the basis as polynomials in the seed x it is given.
Checked here before anything is written: every row lies in the lattice, the determinant is
+-r (the rows span the whole lattice, not a sublattice), and each polynomial equals its entry.
GlvLatticeTest checks the Java bases again, independently (span, |det| = r, LLL-reduced).
"""
from fractions import Fraction
from pathlib import Path

from codegen import params
from codegen.regions import splice

# The glv module's root: the hand-written file is read from here, and by default written back.
MODULE = Path(__file__).resolve().parent.parent
FILE = Path("src/main/java/dev/pippin/glv/Lattices.java")
IND = " " * 8
# The largest |a| and |b| accepted in an entry a x + b: LLL's rows for these curves have |a| <= 2
# and |b| <= 1; a larger coefficient would mean the basis is not the short one the parts' bounds
# assume (LatticeDecomposer), so it stops the generator rather than being written out.
MAX_COEFFICIENT = 2

# (Java method, r, mu, x): the two curves' G2.
BASES = [
    ("bnGls4", params.BN_R, params.BN_G2_EIGEN % params.BN_R, params.BN_X),
    ("bls12Gls4", params.BLS_R, params.BLS_G2_EIGEN % params.BLS_R, params.BLS_X),
]


def lll(b, delta=Fraction(3, 4)):
    """The LLL-reduced basis of the rows b (Lenstra, Lenstra, Lovasz 1982), in exact rationals;
    Gram-Schmidt is recomputed after every change, which is plenty for 4 x 4."""
    b = [list(v) for v in b]
    n = len(b)

    def dot(u, v):
        return sum(x * y for x, y in zip(u, v))

    def gram_schmidt():
        bs, mu = [], [[Fraction(0)] * n for _ in range(n)]
        for i in range(n):
            v = [Fraction(x) for x in b[i]]
            for j in range(i):
                mu[i][j] = Fraction(dot(b[i], bs[j])) / dot(bs[j], bs[j])
                v = [x - mu[i][j] * y for x, y in zip(v, bs[j])]
            bs.append(v)
        return bs, mu

    bs, mu = gram_schmidt()
    k = 1
    while k < n:
        for j in range(k - 1, -1, -1):
            q = round(mu[k][j])
            if q:
                b[k] = [x - q * y for x, y in zip(b[k], b[j])]
                bs, mu = gram_schmidt()
        if dot(bs[k], bs[k]) >= (delta - mu[k][k - 1] ** 2) * dot(bs[k - 1], bs[k - 1]):
            k += 1
        else:
            b[k], b[k - 1] = b[k - 1], b[k]
            bs, mu = gram_schmidt()
            k = max(k - 1, 1)
    return b


def determinant(m):
    """Cofactor expansion along the first column (4 x 4 here)."""
    if len(m) == 1:
        return m[0][0]
    return sum((-1) ** i * m[i][0] * determinant([row[1:] for k, row in enumerate(m) if k != i])
               for i in range(len(m)))


def gls_basis(r, mu, x):
    """The reduced basis as rows of (a, b) pairs, entry = a x + b, after the checks above."""
    start = [[r, 0, 0, 0]] + [[-pow(mu, i, r) % r] + [1 if j == i else 0 for j in (1, 2, 3)] for i in (1, 2, 3)]
    rows = lll(start)
    for v in rows:
        assert sum(c * pow(mu, i, r) for i, c in enumerate(v)) % r == 0, "row outside the lattice"
    assert abs(determinant(rows)) == r, "the rows span a sublattice"
    out = []
    for v in rows:
        row = []
        for c in v:
            a = round(Fraction(c, x))
            b = c - a * x
            if abs(a) > MAX_COEFFICIENT or abs(b) > MAX_COEFFICIENT:
                raise SystemExit("entry %d is not a x + b with |a|, |b| <= %d" % (c, MAX_COEFFICIENT))
            row.append((a, b))
        out.append(row)
    return out


def java_entry(a, b):
    """a x + b over the Java locals x, x2 = 2x and one."""
    if a < 0 or (a == 0 and b < 0):
        return java_entry(-a, -b) + ".negate()"
    xs = {0: None, 1: "x", 2: "x2"}[a]
    if xs is None:
        return {0: "BigInteger.ZERO", 1: "one"}.get(b, "BigInteger.valueOf(%d)" % b)
    if b == 0:
        return xs
    if abs(b) == 1:
        return "%s.%s(one)" % (xs, "add" if b > 0 else "subtract")
    return "%s.add(BigInteger.valueOf(%d))" % (xs, b)


def body(rows):
    """The method's body: the locals the entries use, then the rows."""
    pairs = [ab for row in rows for ab in row]
    # java_entry writes x2 exactly when |a| = 2 and one exactly when |b| = 1.
    local = [d for d, used in (("x2 = x.shiftLeft(1)", any(abs(a) == 2 for a, _ in pairs)),
                               ("one = BigInteger.ONE", any(abs(b) == 1 for _, b in pairs))) if used]
    entries = [[java_entry(a, b) for a, b in row] for row in rows]
    lines = ["BigInteger %s;" % ", ".join(local)] if local else []
    lines.append("return new BigInteger[][] {")
    lines.extend("    {%s}," % ", ".join(row) for row in entries)
    lines.append("};")
    return "".join(IND + line + "\n" for line in lines)


def regions():
    out = []
    for name, r, mu, x in BASES:
        begin = IND + "// BEGIN GENERATED %s (glv/gen/gen_lattices.py; edit it, then run python3 codegen/generate.py)\n" % name
        end = IND + "// END GENERATED %s\n" % name
        out.append((begin, end, body(gls_basis(r, mu, x))))
    return out


def generate(out_root):
    """Writes the committed Lattices.java, its marked regions regenerated, below out_root (the
    glv module's root or a stand-in for it); returns the path written, relative to it."""
    return [splice(MODULE, FILE, out_root, regions())]


if __name__ == "__main__":
    print("wrote the bases of", ", ".join(str(p) for p in generate(MODULE)))
