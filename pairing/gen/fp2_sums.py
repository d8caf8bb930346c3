"""The <Curve>Fp2Sums classes: linear combinations of Fp2 elements with small integer and xi
coefficients, each output coordinate summed limb-wise and reduced once (field/gen/radix56.py,
lincomb), in place of chains of Fp2 additions, subtractions and multiplications by xi that each
reduce (imported by gen_towers.py).

A formula is Python over the inputs a, b, c, ... and xi, e.g. "a + xi * (b - c - d)": the inputs
are Fp2 elements in [0, 2p), the output is one in [0, 2p). Every kernel loads all of its inputs
before it stores, so the output may alias any input.
"""
from field.gen.radix56 import K, SSA, fp2_wide_body, fp2_wide_school_body, lincomb, limbs56, montgomery_reduce_wide, wide_lincomb

NAMES = "abcdefgh"


class Lin:
    """A linear form over Fp2 inputs: {input: (c0, c1)}, the coefficient c0 + c1 u."""

    def __init__(self, terms):
        self.t = dict(terms)

    def __add__(self, o):
        o = lift(o)
        t = dict(self.t)
        for k, (x, y) in o.t.items():
            a, b = t.get(k, (0, 0))
            t[k] = (a + x, b + y)
        return Lin(t)

    def __sub__(self, o):
        return self + lift(o) * -1

    def __neg__(self):
        return self * -1

    def __mul__(self, c):
        if isinstance(c, int):
            c = (c, 0)
        elif isinstance(c, Xi):
            c = c.c
        return Lin({k: (x * c[0] - y * c[1], x * c[1] + y * c[0]) for k, (x, y) in self.t.items()})

    __rmul__ = __mul__


class Xi:
    """The non-residue (or an integer multiple of it) as a coefficient."""

    def __init__(self, c):
        self.c = c

    def __mul__(self, o):
        if isinstance(o, int):
            return Xi((self.c[0] * o, self.c[1] * o))
        return lift(o) * self

    def __rmul__(self, o):
        return self.__mul__(o)


def lift(o):
    return o if isinstance(o, Lin) else Lin({})


def parse(formula, arity, xi):
    env = {NAMES[i]: Lin({NAMES[i]: (1, 0)}) for i in range(arity)}
    env["xi"] = Xi(xi)
    return eval(formula, {"__builtins__": {}}, env)  # noqa: S307 -- the generator's own constant formulas


def method(name, formula, arity, n, p, xi, doc):
    """Java lines of: static void name(long[] r, int ro, long[] a, int ao, ...) computing formula."""
    lin = parse(formula, arity, xi)
    g = SSA()

    def load(v, coord):
        return [g.let("%s[%sOff + %d]" % (v, v, coord * n + j)) for j in range(n)]

    # (c0 + c1 u)(x0 + x1 u) = (c0 x0 - c1 x1) + (c1 x0 + c0 x1) u; each output coordinate loads
    # what it reads (fewer live values than loading everything first), and both are stored last.
    t0 = []
    for v in NAMES[:arity]:
        c0, c1 = lin.t.get(v, (0, 0))
        if c0:
            t0.append((c0, load(v, 0), 2))
        if c1:
            t0.append((-c1, load(v, 1), 2))
    r0 = lincomb(g, n, p, t0)
    t1 = []
    for v in NAMES[:arity]:
        c0, c1 = lin.t.get(v, (0, 0))
        if c1:
            t1.append((c1, load(v, 0), 2))
        if c0:
            t1.append((c0, load(v, 1), 2))
    r1 = lincomb(g, n, p, t1)
    for j in range(n):
        g.stmt("r[ro + %d] = %s;" % (j, r0[j]))
    for j in range(n):
        g.stmt("r[ro + %d] = %s;" % (n + j, r1[j]))
    g.inline_single_uses()
    args = ", ".join("long[] %s, int %sOff" % (v, v) for v in NAMES[:arity])
    out = ["    /** r = %s%s. */" % (formula.replace(" * ", " "), doc and ": " + doc),
           "    static void %s(long[] r, int ro, %s) {" % (name, args)]
    out.extend(g.emit())
    out.append("    }")
    out.append("")
    return out


def java_class(c, header, kernels):
    """The source of <P>Fp2Sums for the curve c (gen_towers.CURVES entry): kernels is a list of
    (method name, formula, arity, use)."""
    p, xi = c["p"], c["xi"]
    n = (p.bit_length() + K - 1) // K
    q = limbs56(p, n)
    out = [header.rstrip("\n"), "package dev.pippin.pairing;", "",
           "/**",
           " * Linear combinations of %s elements with small integer and xi = %s coefficients, for the" % (c["Fp2"], c["xi_text"]),
           " * tower: each output coordinate is summed limb by limb and reduced once (a carry pass, a",
           " * quotient estimate from the top 40 bits, one subtraction of q p: field/gen/radix56.py, lincomb),",
           " * where the chain of Fp2 additions, subtractions and multiplications by xi it replaces reduces",
           " * after every step. Inputs in [0, 2p) per coordinate, the output in [0, 2p) with 56-bit limbs;",
           " * every input is loaded before the output is stored, so r may alias any of them.",
           " */",
           "final class %sFp2Sums {" % c["P"],
           "    private %sFp2Sums() {}" % c["P"], "",
           "    private static final long M = 0x00FFFFFFFFFFFFFFL;",
           "    // p in 56-bit limbs",
           "    private static final long %s;" % ", ".join("Q%d = 0x%xL" % (j, q[j]) for j in range(n)), ""]
    for name, formula, arity, doc in kernels:
        out.extend(method(name, formula, arity, n, p, xi, doc))
    out[-1:] = ["}"]
    return "\n".join(out) + "\n"


# Wide (double-width, unreduced) inputs: their bound in units of p^2, by kind. M: Fp2Wide.mul of
# inputs in [0, 4p) (c0, c1 < 32 p^2); S: Fp2Wide.sqr of an input in [0, 4p) (c0 < 64 p^2).
WIDE_BOUND = {"M": 32, "S": 64}
# The double-width product's form by curve: lazy schoolbook for BLS12-381 (radix56.fp2_wide_school_body).
# Scratch copies side by side on an AVX2-only Zen 3, 1000-call chains, minimum of 2 250 rounds, two
# JVMs each, ns: BLS12-381 Karatsuba 227-258, schoolbook 198-199; bn254 Karatsuba 98.7-106.1,
# schoolbook 105.0-107.6 (bn254 keeps Karatsuba).
WIDE_SCHOOL = {"Bn254": False, "Bls12381": True}


def wide_method(name, formula, kinds, n, p, xi, doc):
    """Java lines of: static void name(long[] r, int ro, long[] a, int aOff, ...) = the formula
    over inputs of the given kinds (one letter per input: M or S for a double-width value of
    4n longs, N for an Fp2 element in [0, 2p)): the double-width terms are summed limb by limb
    and Montgomery-reduced once per coordinate, the N terms added after the reduction with one
    lincomb pass. Output in [0, 2p)."""
    arity = len(kinds)
    lin = parse(formula, arity, xi)
    R = 1 << (K * n)
    g = SSA()

    def load(v, coord, width):
        return [g.let("%s[%sOff + %d]" % (v, v, coord * width + j)) for j in range(width)]

    res = []
    for o in range(2):
        wide, narrow = [], []
        for i, v in enumerate(NAMES[:arity]):
            c0, c1 = lin.t.get(v, (0, 0))
            # coordinate 0: c0 x0 - c1 x1; coordinate 1: c1 x0 + c0 x1
            cs = [(c0, 0), (-c1, 1)] if o == 0 else [(c1, 0), (c0, 1)]
            for c, coord in cs:
                if not c:
                    continue
                if kinds[i] == "N":
                    narrow.append((c, load(v, coord, n), 2))
                else:
                    wide.append((c, load(v, coord, 2 * n), WIDE_BOUND[kinds[i]]))
        w, Kb = wide_lincomb(g, n, p, wide)
        assert Kb * p < R, "%s: the combination is too large for one Montgomery reduction" % name
        red = montgomery_reduce_wide(g, n, w)
        if narrow:
            red = lincomb(g, n, p, [(1, red, 2)] + narrow)
        g.keep.update(red)
        res.append(red)
    for o in range(2):
        for j in range(n):
            g.stmt("r[ro + %d] = %s;" % (o * n + j, res[o][j]))
    g.inline_single_uses()
    args = ", ".join("long[] %s, int %sOff" % (v, v) for v in NAMES[:arity])
    shown = formula.replace(" * ", " ")
    out = ["    /** r = %s (%s)%s. */" % (shown, ", ".join("%s %s" % (v, {"M": "wide", "S": "wide square", "N": "reduced"}[kinds[i]])
                                                    for i, v in enumerate(NAMES[:arity])), doc and ": " + doc),
           "    static void %s(long[] r, int ro, %s) {" % (name, args)]
    out.extend(g.emit())
    out.append("    }")
    out.append("")
    return out


def wide_class(c, header, kernels):
    """The source of <P>Fp2Wide: the double-width Fp2 products and the reductions of their sums
    (kernels: (name, formula, kinds, use))."""
    p, xi = c["p"], c["xi"]
    n = (p.bit_length() + K - 1) // K
    q = limbs56(p, n)
    inv = (-pow(p, -1, 1 << K)) % (1 << K)
    out = [header.rstrip("\n"), "package dev.pippin.pairing;", "",
           "/**",
           " * Lazy reduction across %s products (Aranha, Karabina, Longa, Gebotys, Lopez, \"Faster explicit" % c["Fp2"],
           " * formulas for computing pairings over ordinary curves\", EUROCRYPT 2011): {@link #mul} and",
           " * {@link #sqr} leave a product double-width ({@value #WIDE} longs: c0 then c1, 2 * %d limbs of 56" % n,
           " * bits each), and each reduction kernel sums such products with small integer and xi = %s" % c["xi_text"],
           " * coefficients and Montgomery-reduces once per coordinate, where reducing every product costs",
           " * two reductions each. Bounds: field/gen/radix56.py (fp2_wide_body, wide_lincomb,",
           " * montgomery_reduce_wide) and pairing/gen/fp2_sums.py; outputs in [0, 2p) with 56-bit limbs.",
           " */",
           "final class %sFp2Wide {" % c["P"],
           "    private %sFp2Wide() {}" % c["P"], "",
           "    /** Longs of a double-width Fp2 value. */",
           "    static final int WIDE = %d;" % (4 * n),
           "    private static final long M = 0x00FFFFFFFFFFFFFFL, M4 = M << 4, QINV4 = 0x%xL;" % (inv << 4),
           "    // p in 56-bit limbs, p << 4 (the reduction's multipliers), 4p (the square's offset)",
           "    private static final long %s;" % ", ".join("Q%d = 0x%xL" % (j, q[j]) for j in range(n)),
           "    private static final long %s;" % ", ".join("QF%d = 0x%xL" % (j, q[j] << 4) for j in range(n)),
           "    private static final long %s;" % ", ".join("P4_%d = 0x%xL" % (j, limbs56(4 * p, n)[j]) for j in range(n)),
           ""]
    ra = lambda j: "a[ao + %d]" % j
    rb = lambda j: "b[bo + %d]" % j
    rt = lambda j: "t[to + %d]" % j
    out += ["    /** t = a * b double-width (inputs in [0, 4p) per coordinate; t must not overlap them). */",
            "    static void mul(long[] t, int to, long[] a, int ao, long[] b, int bo) {"]
    out += (fp2_wide_school_body if WIDE_SCHOOL[c["P"]] else fp2_wide_body)(n, p, ra, rb, rt, k=4)
    out += ["    }", "",
            "    /** t = a^2 double-width, by the complex method (input in [0, 4p) per coordinate; t must not overlap it). */",
            "    static void sqr(long[] t, int to, long[] a, int ao) {"]
    out += fp2_wide_body(n, p, ra, None, rt, k=4, square=True)
    out += ["    }", ""]
    for name, formula, kinds, doc in kernels:
        out.extend(wide_method(name, formula, kinds, n, p, xi, doc))
    out[-1:] = ["}"]
    return "\n".join(out) + "\n"
