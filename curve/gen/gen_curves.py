#!/usr/bin/env python3
"""Writes the four group classes (Bn254G1, Bn254G2, Bls12381G1, Bls12381G2) from one template.

Why generate: the MSM's hot loops call these primitives millions of times; a shared class
calling field operations through an interface with four implementations would make every
call site megamorphic and stop C2 from inlining. Each generated class is final and calls its
own field's static kernels, so every call is static and monomorphic. G1 (over Fp) and G2
(over Fp2) differ only in the coordinate operations (Fp2 ones take a scratch array) and in
the endomorphism used by the subgroup check. Run from the repository root:

    python3 curve/gen/gen_curves.py

The output is committed; the build does not need Python. Constants come from
curve_params.py, which derives them from the curves' defining values and self-checks them.

Formulas are written below as three-address statements ("A = X1^2", "H = U2 - X1") and
compiled to static field calls; temporaries live in the caller's scratch array.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import curve_params as cp  # noqa: E402

OUT = os.path.join(os.path.dirname(__file__), "..", "src", "main", "java", "dev", "pippin", "curve")


class Group:
    def __init__(self, cls, human, base, ext, limbs):
        self.cls = cls
        self.human = human
        self.base = base              # base field class (Bn254Fp / Bls12381Fp)
        self.ext = ext                # True for G2 (coordinates in Fp2)
        self.F = base + "2" if ext else base
        self.C = 2 * limbs if ext else limbs   # longs per coordinate
        self.FS = 4 * limbs if ext else 0      # Fp2 scratch at the front of the scratch array
        self.max_temps = 0

    # --- coordinate operations as Java statements; operands are "array, offset" strings ---
    def tail(self):
        return ", s" if self.ext else ""

    def mul(self, d, a, b): return "%s.mul(%s, %s, %s%s);" % (self.F, d, a, b, self.tail())
    def sqr(self, d, a): return "%s.sqr(%s, %s%s);" % (self.F, d, a, self.tail())
    def add(self, d, a, b): return "%s.add(%s, %s, %s);" % (self.F, d, a, b)
    def sub(self, d, a, b): return "%s.sub(%s, %s, %s);" % (self.F, d, a, b)
    def neg(self, d, a): return "%s.neg(%s, %s);" % (self.F, d, a)
    def copy(self, d, a): return "%s.copy(%s, %s);" % (self.F, d, a)
    def inv(self, d, a): return "%s.inv(%s, %s%s);" % (self.F, d, a, self.tail())
    def is_zero(self, a): return "%s.isZero(%s)" % (self.F, a)
    def equal(self, a, b): return "%s.equal(%s, %s)" % (self.F, a, b)

    def temp(self, i):
        self.max_temps = max(self.max_temps, i + 1)
        return "s, %d" % (self.FS + i * self.C)

    def point(self, arr, off, coords):
        """Names for the coordinates of a point stored at arr[off...]."""
        return {name: "%s, %s + %d" % (arr, off, i * self.C) if i else "%s, %s" % (arr, off)
                for i, name in enumerate(coords)}

    def compile(self, text, env, indent="        "):
        """Three-address statements -> Java. Unknown left-hand names become scratch temporaries."""
        env = dict(env)
        lines = []
        ntemps = sum(1 for v in env.values() if v.startswith("s, "))
        for raw in text.strip().splitlines():
            st = raw.split("#")[0].strip()
            if not st:
                continue
            lhs, rhs = [x.strip() for x in st.split("=", 1)]
            if lhs not in env:
                env[lhs] = self.temp(ntemps)
                ntemps += 1
            d = env[lhs]
            t = rhs.split()
            if len(t) == 1 and t[0].endswith("^2"):
                lines.append(self.sqr(d, env[t[0][:-2]]))
            elif len(t) == 1:
                lines.append(self.copy(d, env[t[0]]))
            elif len(t) == 2 and t[0] == "-":
                lines.append(self.neg(d, env[t[1]]))
            elif len(t) == 3:
                a, op, b = env[t[0]], t[1], env[t[2]]
                lines.append({"*": self.mul, "+": self.add, "-": self.sub}[op](d, a, b))
            else:
                raise ValueError(st)
        return "\n".join(indent + l for l in lines), env


# Limbs per base-field element, as field/gen/gen_fields.py lays them out: radix 2^56, so
# ceil(254 / 56) = 5 for bn254 and ceil(381 / 56) = 7 for BLS12-381 (FieldConstantsTest checks
# the field side; the curve classes read the same numbers back as COORD).
BN254_LIMBS = 5
BLS12_381_LIMBS = 7

G = [
    Group("Bn254G1", "bn254 G1: y^2 = x^3 + 3 over Fp", "Bn254Fp", False, BN254_LIMBS),
    Group("Bn254G2", "bn254 G2: the D-type sextic twist y^2 = x^3 + 3/(9+u) over Fp2", "Bn254Fp", True, BN254_LIMBS),
    Group("Bls12381G1", "BLS12-381 G1: y^2 = x^3 + 4 over Fp", "Bls12381Fp", False, BLS12_381_LIMBS),
    Group("Bls12381G2", "BLS12-381 G2: the M-type sextic twist y^2 = x^3 + 4(1+u) over Fp2", "Bls12381Fp", True, BLS12_381_LIMBS),
]


def big(v):
    return 'new BigInteger("%x", 16)' % v


def constants(g):
    """Java fields holding the group's parameters (BigInteger sources, limbs built at class init)."""
    L = []
    w = L.append
    if g.cls == "Bn254G1":
        gen, b, r, h = cp.BN_G1, 3, cp.BN_R, 1
    elif g.cls == "Bls12381G1":
        gen, b, r, h = cp.BLS_G1, 4, cp.BLS_R, cp.BLS_G1_COFACTOR
    elif g.cls == "Bn254G2":
        gen, b, r, h = cp.BN_G2, None, cp.BN_R, cp.BN_G2_COFACTOR
    else:
        gen, b, r, h = cp.BLS_G2, cp.BLS_B2, cp.BLS_R, cp.BLS_G2_COFACTOR
    w("    /** The order r of the prime-order subgroup. */")
    w("    public static final BigInteger ORDER = %s;" % big(r))
    w("    /** #E / r: 1 for bn254 G1; otherwise points on the curve need the subgroup check. */")
    w("    public static final BigInteger COFACTOR = %s;" % big(h))
    if not g.ext:
        w("    /** The coefficient b of y^2 = x^3 + b. */")
        w("    public static final BigInteger B = BigInteger.valueOf(%d);" % b)
        w("    /** The standard generator (x, y). */")
        w("    public static final BigInteger GEN_X = %s, GEN_Y = %s;" % (big(gen[0]), big(gen[1])))
    else:
        if g.cls == "Bn254G2":
            w("    /** b' = 3 / xi, xi = 9 + u (D-type twist), computed at class initialisation. */")
        else:
            w("    /** b' = 4 xi = 4 + 4u, xi = 1 + u (M-type twist). */")
            w("    public static final BigInteger B_C0 = BigInteger.valueOf(4), B_C1 = BigInteger.valueOf(4);")
        w("    /** The standard generator, x = x0 + x1 u, y = y0 + y1 u. */")
        w("    public static final BigInteger GEN_X0 = %s, GEN_X1 = %s," % (big(gen[0][0]), big(gen[0][1])))
        w("            GEN_Y0 = %s, GEN_Y1 = %s;" % (big(gen[1][0]), big(gen[1][1])))
    if g.cls == "Bn254G1":
        w("    /**")
        w("     * phi(x, y) = (BETA x, y) acts on G1 as multiplication by LAMBDA, the smaller root of")
        w("     * l^2 + l + 1 = 0 (mod r); BETA is the cube root of unity in Fp that matches it.")
        w("     */")
        w("    public static final BigInteger BETA = %s, LAMBDA = %s;" % (big(cp.BN_BETA), big(cp.BN_LAMBDA)))
        w("    /** The curve parameter x (p and r are polynomials in it). */")
        w("    public static final long SEED = %dL;" % cp.BN_X)
    elif g.cls == "Bls12381G1":
        w("    /**")
        w("     * phi(x, y) = (BETA x, y) acts on G1 as multiplication by LAMBDA = -x^2 mod r (the eigenvalue")
        w("     * the subgroup check uses); BETA is the cube root of unity in Fp that matches it.")
        w("     */")
        w("    public static final BigInteger BETA = %s, LAMBDA = %s;" % (big(cp.BLS_BETA), big(cp.BLS_LAMBDA)))
        w("    /** The curve parameter x = -0xd201000000010000; |x| as an unsigned 64-bit word. */")
        w("    public static final long SEED_ABS = 0x%xL;" % (-cp.BLS_X))
    elif g.cls == "Bn254G2":
        w("    /**")
        w("     * psi(x, y) = (conj(x) PSI_X, conj(y) PSI_Y), untwist-Frobenius-twist for the D-type twist:")
        w("     * PSI_X = xi^((p-1)/3), PSI_Y = xi^((p-1)/2). On G2 psi acts as [6 x^2] (= p mod r).")
        w("     */")
        w("    public static final BigInteger PSI_X0 = %s, PSI_X1 = %s," % (big(cp.BN_PSI_X[0]), big(cp.BN_PSI_X[1])))
        w("            PSI_Y0 = %s, PSI_Y1 = %s;" % (big(cp.BN_PSI_Y[0]), big(cp.BN_PSI_Y[1])))
        w("    public static final BigInteger PSI_EIGENVALUE = %s;" % big(cp.BN_G2_EIGEN))
        w("    public static final long SEED = %dL;" % cp.BN_X)
    else:
        w("    /**")
        w("     * psi(x, y) = (conj(x) PSI_X, conj(y) PSI_Y), untwist-Frobenius-twist for the M-type twist:")
        w("     * PSI_X = 1 / xi^((p-1)/3), PSI_Y = 1 / xi^((p-1)/2). On G2 psi acts as [x] (= p mod r).")
        w("     */")
        w("    public static final BigInteger PSI_X0 = %s, PSI_X1 = %s," % (big(cp.BLS_PSI_X[0]), big(cp.BLS_PSI_X[1])))
        w("            PSI_Y0 = %s, PSI_Y1 = %s;" % (big(cp.BLS_PSI_Y[0]), big(cp.BLS_PSI_Y[1])))
        w("    public static final BigInteger PSI_EIGENVALUE = %s;" % big(cp.BLS_G2_EIGEN % cp.BLS_R))
        w("    public static final long SEED_ABS = 0x%xL;" % (-cp.BLS_X))
    return "\n".join(L)


def init_block(g):
    F, C = g.F, g.C
    L = []
    w = L.append
    w("    /** b, the generator and the endomorphism coefficient in Montgomery form. */")
    w("    static final long[] B_M = new long[COORD];")
    w("    static final long[] GEN = new long[AFFINE];")
    if g.ext:
        w("    static final long[] PSI_M = new long[2 * COORD];")
    else:
        w("    static final long[] BETA_M = new long[COORD];")
    w("    /** r as four little-endian limbs, for reducing scalars. */")
    w("    static final long[] ORDER_LIMBS = Scalars.limbs(ORDER, 4);")
    w("")
    w("    static {")
    if not g.ext:
        w("        %s.fromBigInteger(B_M, 0, B);" % F)
        w("        %s.fromBigInteger(GEN, 0, GEN_X);" % F)
        w("        %s.fromBigInteger(GEN, COORD, GEN_Y);" % F)
        w("        %s.fromBigInteger(BETA_M, 0, BETA);" % F)
    else:
        if g.cls == "Bn254G2":
            w("        long[] s = new long[%s.SCRATCH];" % F)
            w("        long[] xi = new long[COORD];")
            w("        %s.fromBigIntegers(xi, 0, %s.XI_C0, %s.XI_C1);" % (F, F, F))
            w("        %s.inv(xi, 0, xi, 0, s);" % F)
            w("        long[] three = new long[COORD];")
            w("        %s.fromBigIntegers(three, 0, BigInteger.valueOf(3), BigInteger.ZERO);" % F)
            w("        %s.mul(B_M, 0, three, 0, xi, 0, s);" % F)
        else:
            w("        %s.fromBigIntegers(B_M, 0, B_C0, B_C1);" % F)
        w("        %s.fromBigIntegers(GEN, 0, GEN_X0, GEN_X1);" % F)
        w("        %s.fromBigIntegers(GEN, COORD, GEN_Y0, GEN_Y1);" % F)
        w("        %s.fromBigIntegers(PSI_M, 0, PSI_X0, PSI_X1);" % F)
        w("        %s.fromBigIntegers(PSI_M, COORD, PSI_Y0, PSI_Y1);" % F)
    w("    }")
    return "\n".join(L)


def gen_class(g):
    F, C = g.F, g.C
    A = g.point("a", "ao", ["ax", "ay"])
    J = lambda arr, off, n: g.point(arr, off, ["X" + n, "Y" + n, "Z" + n])
    Z = lambda arr, off, n: g.point(arr, off, ["X" + n, "Y" + n, "ZZ" + n, "ZZZ" + n])
    out = []
    w = out.append

    def block(text, env):
        code, e = g.compile(text, env)
        w(code)
        return e

    def store(dst_arr, dst_off, names, env):
        for i, n in enumerate(names):
            off = "%s + %d" % (dst_off, i * C) if i else dst_off
            w("        " + g.copy("%s, %s" % (dst_arr, off), env[n]))

    tail_doc = " (and the Fp2 scratch)" if g.ext else ""
    w("// GENERATED by curve/gen/gen_curves.py -- edit the generator, not this file.")
    w("package dev.pippin.curve;")
    w("")
    w("import dev.pippin.field.%s;" % g.base)
    if g.ext:
        w("import dev.pippin.field.%s;" % F)
    w("import java.math.BigInteger;")
    w("")
    w("/**")
    w(" * %s: parameters and point arithmetic as static primitives on flat {@code long[]} arrays." % g.human)
    w(" *")
    w(" * <p>Layouts (coordinates are {@value #COORD} longs each, Montgomery form, see {@link %s}):" % F)
    w(" * <ul>")
    w(" * <li>affine: x, y ({@value #AFFINE} longs). The point at infinity is x = y = 0, which is not on")
    w(" *     the curve (b != 0), so the encoding is unambiguous; it is also what EIP-196/2537 and")
    w(" *     snarkjs write for infinity.")
    w(" * <li>Jacobian: X, Y, Z ({@value #JACOBIAN} longs), x = X/Z^2, y = Y/Z^3; infinity is Z = 0.")
    w(" * <li>XYZZ (extended Jacobian): X, Y, ZZ, ZZZ ({@value #XYZZ} longs), x = X/ZZ, y = Y/ZZZ,")
    w(" *     ZZ^3 = ZZZ^2; infinity is ZZ = ZZZ = 0.")
    w(" * </ul>")
    w(" * Every operation takes the destination first, accepts a destination that aliases an input,")
    w(" * and takes a caller-owned scratch array of at least {@link #SCRATCH} longs%s; none allocates" % tail_doc)
    w(" * except the non-hot conveniences that say so. Formulas are for a = 0 and name their source in")
    w(" * the Explicit-Formulas Database (EFD, hyperelliptic.org/EFD/g1p/auto-shortw-*.html).")
    w(" *")
    w(" * <p>Cost model (M = coordinate multiplication, S = squaring): Jacobian double 2M+5S")
    w(" * (dbl-2009-l), add 11M+5S (add-2007-bl), mixed add 7M+4S (madd-2007-bl); XYZZ double 6M+3S")
    w(" * (dbl-2008-s-1), add 12M+2S (add-2008-s), mixed add 8M+2S (madd-2008-s); affine add with a")
    w(" * shared inverse 2M+1S. For G2 each M is 3 base multiplications (Karatsuba), each S 2.")
    w(" */")
    w("public final class %s {" % g.cls)
    w("    private %s() {}" % g.cls)
    w("")
    w("    /** Longs per coordinate. */")
    w("    public static final int COORD = %d;" % C)
    w("    public static final int AFFINE = 2 * COORD;")
    w("    public static final int JACOBIAN = 3 * COORD;")
    w("    public static final int XYZZ = 4 * COORD;")
    w("    /** Longs of scratch every primitive may use. */")
    w("    public static final int SCRATCH = @SCRATCH@;")
    w("    /** Width of the signed-digit window of {@link #scalarMul}: digits odd in [-15, 15]. */")
    w("    static final int WINDOW = 5;")
    w("    private static final int TABLE = 1 << (WINDOW - 2);")
    w("")
    w(constants(g))
    w("")
    w(init_block(g))
    w("")

    # ---------------- affine ----------------
    w("    // ---------------------------------------------------------------- affine")
    w("")
    w("    public static boolean isInfinity(long[] a, int ao) {")
    w("        return %s && %s;" % (g.is_zero("a, ao"), g.is_zero("a, ao + COORD")))
    w("    }")
    w("")
    w("    public static void setInfinity(long[] r, int ro) {")
    w("        java.util.Arrays.fill(r, ro, ro + AFFINE, 0L);")
    w("    }")
    w("")
    w("    /** r = the standard generator. */")
    w("    public static void generator(long[] r, int ro) {")
    w("        System.arraycopy(GEN, 0, r, ro, AFFINE);")
    w("    }")
    w("")
    w("    public static void copyAffine(long[] r, int ro, long[] a, int ao) {")
    w("        System.arraycopy(a, ao, r, ro, AFFINE);")
    w("    }")
    w("")
    w("    /** r = -a (infinity stays infinity: -0 = 0). */")
    w("    public static void negateAffine(long[] r, int ro, long[] a, int ao) {")
    w("        " + g.copy("r, ro", "a, ao"))
    w("        " + g.neg("r, ro + COORD", "a, ao + COORD"))
    w("    }")
    w("")
    w("    public static boolean equalAffine(long[] a, int ao, long[] b, int bo) {")
    w("        return %s && %s;" % (g.equal("a, ao", "b, bo"), g.equal("a, ao + COORD", "b, bo + COORD")))
    w("    }")
    w("")
    w("    /** Whether a satisfies y^2 = x^3 + b (infinity counts as on the curve). */")
    w("    public static boolean isOnCurve(long[] a, int ao, long[] s) {")
    w("        if (isInfinity(a, ao)) {")
    w("            return true;")
    w("        }")
    e = block("""
        L = ay^2
        R = ax^2
        R = R * ax
        R = R + b
    """, dict(A, b="B_M, 0"))
    w("        return %s;" % g.equal(e["L"], e["R"]))
    w("    }")
    w("")
    w("    /**")
    w("     * r = p + q for affine p, q with p.x != q.x (neither at infinity), given inv = 1/(q.x - p.x):")
    w("     * the batch-affine step, where many additions share one inversion (Montgomery's trick).")
    w("     * lambda = (q.y - p.y) inv; x3 = lambda^2 - p.x - q.x; y3 = lambda (p.x - x3) - p.y. 2M+1S.")
    w("     */")
    w("    public static void affineAddWithInverse(long[] r, int ro, long[] p, int po, long[] q, int qo,")
    w("            long[] inv, int io, long[] s) {")
    e = block("""
        l = qy - py
        l = l * i
        x3 = l^2
        x3 = x3 - px
        x3 = x3 - qx
        y3 = px - x3
        y3 = y3 * l
        y3 = y3 - py
    """, dict(g.point("p", "po", ["px", "py"]), **g.point("q", "qo", ["qx", "qy"]), i="inv, io"))
    store("r", "ro", ["x3", "y3"], e)
    w("    }")
    w("")
    w("    /**")
    w("     * r = p - q for affine p, q with p.x != q.x (neither at infinity), given inv = 1/(q.x - p.x):")
    w("     * the batch-affine step for a negative digit, without negating q into a copy first.")
    w("     * With lambda = (q.y + p.y) inv (the slope to -q, negated): x3 = lambda^2 - p.x - q.x;")
    w("     * y3 = lambda (x3 - p.x) - p.y. 2M+1S.")
    w("     */")
    w("    public static void affineSubWithInverse(long[] r, int ro, long[] p, int po, long[] q, int qo,")
    w("            long[] inv, int io, long[] s) {")
    e = block("""
        l = qy + py
        l = l * i
        x3 = l^2
        x3 = x3 - px
        x3 = x3 - qx
        y3 = x3 - px
        y3 = y3 * l
        y3 = y3 - py
    """, dict(g.point("p", "po", ["px", "py"]), **g.point("q", "qo", ["qx", "qy"]), i="inv, io"))
    store("r", "ro", ["x3", "y3"], e)
    w("    }")
    w("")
    w("    /**")
    w("     * r = 2p for affine p (not at infinity, y != 0), given inv = 1/(2 p.y).")
    w("     * lambda = 3 p.x^2 inv; x3 = lambda^2 - 2 p.x; y3 = lambda (p.x - x3) - p.y. 2M+2S.")
    w("     */")
    w("    public static void affineDoubleWithInverse(long[] r, int ro, long[] p, int po, long[] inv, int io, long[] s) {")
    e = block("""
        t = px^2
        l = t + t
        l = l + t
        l = l * i
        x3 = l^2
        x3 = x3 - px
        x3 = x3 - px
        y3 = px - x3
        y3 = y3 * l
        y3 = y3 - py
    """, dict(g.point("p", "po", ["px", "py"]), i="inv, io"))
    store("r", "ro", ["x3", "y3"], e)
    w("    }")
    w("")
    w("    /** r = p + q on affine points, every case (allocates a Jacobian temporary; not for hot loops). */")
    w("    public static void addAffine(long[] r, int ro, long[] p, int po, long[] q, int qo, long[] s) {")
    w("        long[] j = new long[JACOBIAN];")
    w("        jacFromAffine(j, 0, p, po);")
    w("        jacAddMixed(j, 0, j, 0, q, qo, false, s);")
    w("        jacToAffine(r, ro, j, 0, s);")
    w("    }")
    w("")

    # ---------------- Jacobian ----------------
    w("    // ---------------------------------------------------------------- Jacobian")
    w("")
    w("    public static boolean jacIsInfinity(long[] p, int po) {")
    w("        return %s;" % g.is_zero("p, po + 2 * COORD"))
    w("    }")
    w("")
    w("    /** Infinity as (1, 1, 0). */")
    w("    public static void jacSetInfinity(long[] r, int ro) {")
    w("        %s.setOne(r, ro);" % F)
    w("        %s.setOne(r, ro + COORD);" % F)
    w("        %s.setZero(r, ro + 2 * COORD);" % F)
    w("    }")
    w("")
    w("    public static void jacFromAffine(long[] r, int ro, long[] a, int ao) {")
    w("        if (isInfinity(a, ao)) {")
    w("            jacSetInfinity(r, ro);")
    w("            return;")
    w("        }")
    w("        " + g.copy("r, ro", "a, ao"))
    w("        " + g.copy("r, ro + COORD", "a, ao + COORD"))
    w("        %s.setOne(r, ro + 2 * COORD);" % F)
    w("    }")
    w("")
    w("    public static void jacCopy(long[] r, int ro, long[] p, int po) {")
    w("        System.arraycopy(p, po, r, ro, JACOBIAN);")
    w("    }")
    w("")
    w("    public static void jacNegate(long[] r, int ro, long[] p, int po) {")
    w("        System.arraycopy(p, po, r, ro, JACOBIAN);")
    w("        " + g.neg("r, ro + COORD", "p, po + COORD"))
    w("    }")
    w("")
    w("    /** r = 2p, EFD dbl-2009-l (2M+5S). Infinity doubles to infinity (Z3 = 2 Y1 Z1 = 0). */")
    w("    public static void jacDouble(long[] r, int ro, long[] p, int po, long[] s) {")
    e = block("""
        A = X1^2
        B = Y1^2
        Cc = B^2
        D = X1 + B
        D = D^2
        D = D - A
        D = D - Cc
        D = D + D
        E = A + A
        E = E + A
        Ff = E^2
        X3 = Ff - D
        X3 = X3 - D
        Y3 = D - X3
        Y3 = E * Y3
        Cc = Cc + Cc
        Cc = Cc + Cc
        Cc = Cc + Cc
        Y3 = Y3 - Cc
        Z3 = Y1 * Z1
        Z3 = Z3 + Z3
    """, J("p", "po", "1"))
    store("r", "ro", ["X3", "Y3", "Z3"], e)
    w("    }")
    w("")
    w("    /**")
    w("     * r = p + q, EFD add-2007-bl (11M+5S). Special cases: either at infinity; p = q (H = 0 and")
    w("     * r = 0: doubling); p = -q (H = 0, r != 0: infinity).")
    w("     */")
    w("    public static void jacAdd(long[] r, int ro, long[] p, int po, long[] q, int qo, long[] s) {")
    w("        if (jacIsInfinity(p, po)) {")
    w("            jacCopy(r, ro, q, qo);")
    w("            return;")
    w("        }")
    w("        if (jacIsInfinity(q, qo)) {")
    w("            jacCopy(r, ro, p, po);")
    w("            return;")
    w("        }")
    env = dict(J("p", "po", "1"), **J("q", "qo", "2"))
    e = block("""
        Z1Z1 = Z1^2
        Z2Z2 = Z2^2
        U1 = X1 * Z2Z2
        U2 = X2 * Z1Z1
        S1 = Y1 * Z2
        S1 = S1 * Z2Z2
        S2 = Y2 * Z1
        S2 = S2 * Z1Z1
        H = U2 - U1
        rr = S2 - S1
    """, env)
    w("        if (%s) {" % g.is_zero(e["H"]))
    w("            if (%s) {" % g.is_zero(e["rr"]))
    w("                jacDouble(r, ro, p, po, s);")
    w("            } else {")
    w("                jacSetInfinity(r, ro);")
    w("            }")
    w("            return;")
    w("        }")
    e = block("""
        I = H + H
        I = I^2
        Jj = H * I
        rr = rr + rr
        V = U1 * I
        X3 = rr^2
        X3 = X3 - Jj
        X3 = X3 - V
        X3 = X3 - V
        Y3 = V - X3
        Y3 = rr * Y3
        S1 = S1 * Jj
        S1 = S1 + S1
        Y3 = Y3 - S1
        Z3 = Z1 + Z2
        Z3 = Z3^2
        Z3 = Z3 - Z1Z1
        Z3 = Z3 - Z2Z2
        Z3 = Z3 * H
    """, e)
    store("r", "ro", ["X3", "Y3", "Z3"], e)
    w("    }")
    w("")
    w("    /**")
    w("     * r = p + a (or p - a when negate) for affine a, EFD madd-2007-bl (7M+4S). Special cases:")
    w("     * either at infinity; p = a (doubling); p = -a (infinity).")
    w("     */")
    w("    public static void jacAddMixed(long[] r, int ro, long[] p, int po, long[] a, int ao, boolean negate, long[] s) {")
    w("        if (isInfinity(a, ao)) {")
    w("            jacCopy(r, ro, p, po);")
    w("            return;")
    w("        }")
    w("        if (jacIsInfinity(p, po)) {")
    w("            jacFromAffine(r, ro, a, ao);")
    w("            if (negate) {")
    w("                " + g.neg("r, ro + COORD", "r, ro + COORD"))
    w("            }")
    w("            return;")
    w("        }")
    env = dict(J("p", "po", "1"), **A)
    e = block("""
        Z1Z1 = Z1^2
        U2 = ax * Z1Z1
        S2 = ay * Z1
        S2 = S2 * Z1Z1
    """, env)
    w("        if (negate) {")
    w("            " + g.neg(e["S2"], e["S2"]))
    w("        }")
    e = block("""
        H = U2 - X1
        rr = S2 - Y1
    """, e)
    w("        if (%s) {" % g.is_zero(e["H"]))
    w("            if (%s) {" % g.is_zero(e["rr"]))
    w("                jacDouble(r, ro, p, po, s);")
    w("            } else {")
    w("                jacSetInfinity(r, ro);")
    w("            }")
    w("            return;")
    w("        }")
    e = block("""
        HH = H^2
        I = HH + HH
        I = I + I
        Jj = H * I
        rr = rr + rr
        V = X1 * I
        X3 = rr^2
        X3 = X3 - Jj
        X3 = X3 - V
        X3 = X3 - V
        Y3 = V - X3
        Y3 = rr * Y3
        Jj = Y1 * Jj
        Jj = Jj + Jj
        Y3 = Y3 - Jj
        Z3 = Z1 + H
        Z3 = Z3^2
        Z3 = Z3 - Z1Z1
        Z3 = Z3 - HH
    """, e)
    store("r", "ro", ["X3", "Y3", "Z3"], e)
    w("    }")
    w("")
    w("    /** r (affine) = p: x = X/Z^2, y = Y/Z^3, one inversion. Infinity gives (0, 0). */")
    w("    public static void jacToAffine(long[] r, int ro, long[] p, int po, long[] s) {")
    w("        if (jacIsInfinity(p, po)) {")
    w("            setInfinity(r, ro);")
    w("            return;")
    w("        }")
    e = g.compile("iz = Z1", J("p", "po", "1"))[1]
    w("        " + g.inv(e["iz"], "p, po + 2 * COORD"))
    e = block("""
        iz2 = iz^2
        x = X1 * iz2
        iz2 = iz2 * iz
        y = Y1 * iz2
    """, e)
    store("r", "ro", ["x", "y"], e)
    w("    }")
    w("")
    w("    /** Whether the Jacobian points p and q are the same point (X1 Z2^2 = X2 Z1^2, Y1 Z2^3 = Y2 Z1^3). */")
    w("    public static boolean jacEqual(long[] p, int po, long[] q, int qo, long[] s) {")
    w("        boolean i1 = jacIsInfinity(p, po), i2 = jacIsInfinity(q, qo);")
    w("        if (i1 || i2) {")
    w("            return i1 == i2;")
    w("        }")
    e = block("""
        Z1Z1 = Z1^2
        Z2Z2 = Z2^2
        U1 = X1 * Z2Z2
        U2 = X2 * Z1Z1
        Z1Z1 = Z1Z1 * Z1
        Z2Z2 = Z2Z2 * Z2
        S1 = Y1 * Z2Z2
        S2 = Y2 * Z1Z1
    """, dict(J("p", "po", "1"), **J("q", "qo", "2")))
    w("        return %s && %s;" % (g.equal(e["U1"], e["U2"]), g.equal(e["S1"], e["S2"])))
    w("    }")
    w("")
    w("    /** Whether the Jacobian p and the affine a are the same point. */")
    w("    public static boolean jacEqualAffine(long[] p, int po, long[] a, int ao, long[] s) {")
    w("        boolean i1 = jacIsInfinity(p, po), i2 = isInfinity(a, ao);")
    w("        if (i1 || i2) {")
    w("            return i1 == i2;")
    w("        }")
    e = block("""
        ZZ = Z1^2
        U = ax * ZZ
        ZZ = ZZ * Z1
        S = ay * ZZ
    """, dict(J("p", "po", "1"), **A))
    w("        return %s && %s;" % (g.equal("p, po", e["U"]), g.equal("p, po + COORD", e["S"])))
    w("    }")
    w("")
    w("    /** r (XYZZ) = p (Jacobian): ZZ = Z^2, ZZZ = Z^3. */")
    w("    public static void jacToXyzz(long[] r, int ro, long[] p, int po, long[] s) {")
    w("        if (jacIsInfinity(p, po)) {")
    w("            xyzzSetInfinity(r, ro);")
    w("            return;")
    w("        }")
    e = block("""
        ZZ = Z1^2
        ZZZ = ZZ * Z1
        X = X1
        Y = Y1
    """, J("p", "po", "1"))
    store("r", "ro", ["X", "Y", "ZZ", "ZZZ"], e)
    w("    }")
    w("")

    # ---------------- XYZZ ----------------
    w("    // ---------------------------------------------------------------- XYZZ")
    w("")
    w("    public static boolean xyzzIsInfinity(long[] p, int po) {")
    w("        return %s;" % g.is_zero("p, po + 2 * COORD"))
    w("    }")
    w("")
    w("    /** Infinity as (1, 1, 0, 0). */")
    w("    public static void xyzzSetInfinity(long[] r, int ro) {")
    w("        %s.setOne(r, ro);" % F)
    w("        %s.setOne(r, ro + COORD);" % F)
    w("        %s.setZero(r, ro + 2 * COORD);" % F)
    w("        %s.setZero(r, ro + 3 * COORD);" % F)
    w("    }")
    w("")
    w("    public static void xyzzCopy(long[] r, int ro, long[] p, int po) {")
    w("        System.arraycopy(p, po, r, ro, XYZZ);")
    w("    }")
    w("")
    w("    public static void xyzzFromAffine(long[] r, int ro, long[] a, int ao) {")
    w("        if (isInfinity(a, ao)) {")
    w("            xyzzSetInfinity(r, ro);")
    w("            return;")
    w("        }")
    w("        " + g.copy("r, ro", "a, ao"))
    w("        " + g.copy("r, ro + COORD", "a, ao + COORD"))
    w("        %s.setOne(r, ro + 2 * COORD);" % F)
    w("        %s.setOne(r, ro + 3 * COORD);" % F)
    w("    }")
    w("")
    w("    public static void xyzzNegate(long[] r, int ro, long[] p, int po) {")
    w("        System.arraycopy(p, po, r, ro, XYZZ);")
    w("        " + g.neg("r, ro + COORD", "p, po + COORD"))
    w("    }")
    w("")
    w("    /** r = 2p, EFD dbl-2008-s-1 with a = 0 (6M+3S). Infinity stays infinity (ZZ3 = V ZZ1 = 0). */")
    w("    public static void xyzzDouble(long[] r, int ro, long[] p, int po, long[] s) {")
    e = block("""
        U = Y1 + Y1
        V = U^2
        W = U * V
        S = X1 * V
        M = X1^2
        t = M + M
        M = M + t
        X3 = M^2
        X3 = X3 - S
        X3 = X3 - S
        Y3 = S - X3
        Y3 = M * Y3
        t = W * Y1
        Y3 = Y3 - t
        ZZ3 = V * ZZ1
        ZZZ3 = W * ZZZ1
    """, Z("p", "po", "1"))
    store("r", "ro", ["X3", "Y3", "ZZ3", "ZZZ3"], e)
    w("    }")
    w("")
    w("    /** r = 2a (or -2a when negate) for affine a, EFD mdbl-2008-s-1 with a = 0 (4M+3S). */")
    w("    public static void xyzzDoubleAffine(long[] r, int ro, long[] a, int ao, boolean negate, long[] s) {")
    w("        if (isInfinity(a, ao)) {")
    w("            xyzzSetInfinity(r, ro);")
    w("            return;")
    w("        }")
    e = block("""
        U = ay + ay
        V = U^2
        W = U * V
        S = ax * V
        M = ax^2
        t = M + M
        M = M + t
        X3 = M^2
        X3 = X3 - S
        X3 = X3 - S
        Y3 = S - X3
        Y3 = M * Y3
        t = W * ay
        Y3 = Y3 - t
    """, A)
    w("        if (negate) {")
    w("            " + g.neg(e["Y3"], e["Y3"]))
    w("        }")
    store("r", "ro", ["X3", "Y3", "V", "W"], e)
    w("    }")
    w("")
    w("    /**")
    w("     * r = p + q, EFD add-2008-s (12M+2S). Special cases: either at infinity; p = q (P = 0 and")
    w("     * R = 0: doubling); p = -q (P = 0, R != 0: infinity).")
    w("     */")
    w("    public static void xyzzAdd(long[] r, int ro, long[] p, int po, long[] q, int qo, long[] s) {")
    w("        if (xyzzIsInfinity(p, po)) {")
    w("            xyzzCopy(r, ro, q, qo);")
    w("            return;")
    w("        }")
    w("        if (xyzzIsInfinity(q, qo)) {")
    w("            xyzzCopy(r, ro, p, po);")
    w("            return;")
    w("        }")
    e = block("""
        U1 = X1 * ZZ2
        U2 = X2 * ZZ1
        S1 = Y1 * ZZZ2
        S2 = Y2 * ZZZ1
        P = U2 - U1
        R = S2 - S1
    """, dict(Z("p", "po", "1"), **Z("q", "qo", "2")))
    w("        if (%s) {" % g.is_zero(e["P"]))
    w("            if (%s) {" % g.is_zero(e["R"]))
    w("                xyzzDouble(r, ro, p, po, s);")
    w("            } else {")
    w("                xyzzSetInfinity(r, ro);")
    w("            }")
    w("            return;")
    w("        }")
    e = block("""
        PP = P^2
        PPP = P * PP
        Q = U1 * PP
        X3 = R^2
        X3 = X3 - PPP
        X3 = X3 - Q
        X3 = X3 - Q
        Y3 = Q - X3
        Y3 = R * Y3
        S1 = S1 * PPP
        Y3 = Y3 - S1
        ZZ3 = ZZ1 * ZZ2
        ZZ3 = ZZ3 * PP
        ZZZ3 = ZZZ1 * ZZZ2
        ZZZ3 = ZZZ3 * PPP
    """, e)
    store("r", "ro", ["X3", "Y3", "ZZ3", "ZZZ3"], e)
    w("    }")
    w("")
    w("    /**")
    w("     * r = p + a (or p - a when negate) for affine a, EFD madd-2008-s (8M+2S): the bucket")
    w("     * accumulation step. Special cases: either at infinity; p = +-a (doubling by")
    w("     * mdbl-2008-s-1); p = -(+-a) (infinity).")
    w("     */")
    w("    public static void xyzzAddMixed(long[] r, int ro, long[] p, int po, long[] a, int ao, boolean negate, long[] s) {")
    w("        if (isInfinity(a, ao)) {")
    w("            xyzzCopy(r, ro, p, po);")
    w("            return;")
    w("        }")
    w("        if (xyzzIsInfinity(p, po)) {")
    w("            xyzzFromAffine(r, ro, a, ao);")
    w("            if (negate) {")
    w("                " + g.neg("r, ro + COORD", "r, ro + COORD"))
    w("            }")
    w("            return;")
    w("        }")
    e = block("""
        U2 = ax * ZZ1
        S2 = ay * ZZZ1
    """, dict(Z("p", "po", "1"), **A))
    w("        if (negate) {")
    w("            " + g.neg(e["S2"], e["S2"]))
    w("        }")
    e = block("""
        P = U2 - X1
        R = S2 - Y1
    """, e)
    w("        if (%s) {" % g.is_zero(e["P"]))
    w("            if (%s) {" % g.is_zero(e["R"]))
    w("                xyzzDoubleAffine(r, ro, a, ao, negate, s);")
    w("            } else {")
    w("                xyzzSetInfinity(r, ro);")
    w("            }")
    w("            return;")
    w("        }")
    e = block("""
        PP = P^2
        PPP = P * PP
        Q = X1 * PP
        X3 = R^2
        X3 = X3 - PPP
        X3 = X3 - Q
        X3 = X3 - Q
        Y3 = Q - X3
        Y3 = R * Y3
        t = Y1 * PPP
        Y3 = Y3 - t
        ZZ3 = ZZ1 * PP
        ZZZ3 = ZZZ1 * PPP
    """, e)
    store("r", "ro", ["X3", "Y3", "ZZ3", "ZZZ3"], e)
    w("    }")
    w("")
    w("    /** r (affine) = p: x = X/ZZ, y = Y/ZZZ with one inversion (1/ZZ = (ZZ/ZZZ)^2). */")
    w("    public static void xyzzToAffine(long[] r, int ro, long[] p, int po, long[] s) {")
    w("        if (xyzzIsInfinity(p, po)) {")
    w("            setInfinity(r, ro);")
    w("            return;")
    w("        }")
    e = g.compile("i = ZZZ1", Z("p", "po", "1"))[1]
    w("        " + g.inv(e["i"], "p, po + 3 * COORD"))
    e = block("""
        y = Y1 * i
        t = ZZ1 * i
        t = t^2
        x = X1 * t
    """, e)
    store("r", "ro", ["x", "y"], e)
    w("    }")
    w("")
    w("    /** r (Jacobian) = p (XYZZ): Z = ZZ ZZZ, X = X ZZ ZZZ^2, Y = Y ZZZ^4 (uses ZZ^3 = ZZZ^2). */")
    w("    public static void xyzzToJac(long[] r, int ro, long[] p, int po, long[] s) {")
    w("        if (xyzzIsInfinity(p, po)) {")
    w("            jacSetInfinity(r, ro);")
    w("            return;")
    w("        }")
    e = block("""
        Z3 = ZZ1 * ZZZ1
        t = ZZZ1^2
        X3 = X1 * ZZ1
        X3 = X3 * t
        t = t^2
        Y3 = Y1 * t
    """, Z("p", "po", "1"))
    store("r", "ro", ["X3", "Y3", "Z3"], e)
    w("    }")
    w("")
    w("    /** Whether the XYZZ points p and q are the same point (X1 ZZ2 = X2 ZZ1, Y1 ZZZ2 = Y2 ZZZ1). */")
    w("    public static boolean xyzzEqual(long[] p, int po, long[] q, int qo, long[] s) {")
    w("        boolean i1 = xyzzIsInfinity(p, po), i2 = xyzzIsInfinity(q, qo);")
    w("        if (i1 || i2) {")
    w("            return i1 == i2;")
    w("        }")
    e = block("""
        U1 = X1 * ZZ2
        U2 = X2 * ZZ1
        S1 = Y1 * ZZZ2
        S2 = Y2 * ZZZ1
    """, dict(Z("p", "po", "1"), **Z("q", "qo", "2")))
    w("        return %s && %s;" % (g.equal(e["U1"], e["U2"]), g.equal(e["S1"], e["S2"])))
    w("    }")
    w("")
    w("    /** Whether the XYZZ p and the affine a are the same point. */")
    w("    public static boolean xyzzEqualAffine(long[] p, int po, long[] a, int ao, long[] s) {")
    w("        boolean i1 = xyzzIsInfinity(p, po), i2 = isInfinity(a, ao);")
    w("        if (i1 || i2) {")
    w("            return i1 == i2;")
    w("        }")
    e = block("""
        U = ax * ZZ1
        S = ay * ZZZ1
    """, dict(Z("p", "po", "1"), **A))
    w("        return %s && %s;" % (g.equal("p, po", e["U"]), g.equal("p, po + COORD", e["S"])))
    w("    }")
    w("")
    w("    /** Whether the XYZZ p and the Jacobian q are the same point. */")
    w("    public static boolean xyzzEqualJac(long[] p, int po, long[] q, int qo, long[] s) {")
    w("        boolean i1 = xyzzIsInfinity(p, po), i2 = jacIsInfinity(q, qo);")
    w("        if (i1 || i2) {")
    w("            return i1 == i2;")
    w("        }")
    e = block("""
        z2 = Z2^2
        U1 = X1 * z2
        U2 = X2 * ZZ1
        z2 = z2 * Z2
        S1 = Y1 * z2
        S2 = Y2 * ZZZ1
    """, dict(Z("p", "po", "1"), **J("q", "qo", "2")))
    w("        return %s && %s;" % (g.equal(e["U1"], e["U2"]), g.equal(e["S1"], e["S2"])))
    w("    }")
    w("")

    # ---------------- batch ----------------
    w("    // ---------------------------------------------------------------- batch normalisation")
    w("")
    for form, size, zoff in (("Xyzz", "XYZZ", "3 * COORD"), ("Jac", "JACOBIAN", "2 * COORD")):
        w("    /**")
        w("     * Converts {@code count} %s points stored back to back from {@code src[so]} to affine" % ("XYZZ" if form == "Xyzz" else "Jacobian"))
        w("     * points from {@code dst[dOff]}, with one field inversion for all of them (Montgomery's")
        w("     * trick over the %s coordinates; points at infinity are skipped and come out as (0, 0))." % ("ZZZ" if form == "Xyzz" else "Z"))
        w("     * {@code work} holds at least {@code count * COORD} longs. dst may not overlap src.")
        w("     */")
        w("    public static void batch%sToAffine(long[] src, int so, long[] dst, int dOff, int count, long[] work, long[] s) {" % form)
        w("        final int T = %d; // two coordinate temporaries after the Fp2 scratch" % g.FS)
        g.temp(1)
        w("        %s.setOne(s, T);" % F)
        w("        for (int i = 0; i < count; i++) {")
        w("            int z = so + i * %s + %s;" % (size, zoff))
        w("            " + g.copy("work, i * COORD", "s, T"))
        w("            if (!%s) {" % g.is_zero("src, z"))
        w("                " + g.mul("s, T", "s, T", "src, z"))
        w("            }")
        w("        }")
        w("        " + g.inv("s, T", "s, T"))
        w("        for (int i = count - 1; i >= 0; i--) {")
        w("            int p = so + i * %s;" % size)
        w("            int z = p + %s;" % zoff)
        w("            int d = dOff + i * AFFINE;")
        w("            if (%s) {" % g.is_zero("src, z"))
        w("                setInfinity(dst, d);")
        w("                continue;")
        w("            }")
        w("            // s[T] = (z_0 ... z_i)^-1, work[i] = z_0 ... z_(i-1): their product is z_i^-1.")
        w("            " + g.mul("s, T + COORD", "s, T", "work, i * COORD"))
        w("            " + g.mul("s, T", "s, T", "src, z"))
        if form == "Xyzz":
            w("            // y = Y / ZZZ; 1/ZZ = (ZZ / ZZZ)^2.")
            w("            " + g.mul("dst, d + COORD", "src, p + COORD", "s, T + COORD"))
            w("            " + g.mul("s, T + COORD", "s, T + COORD", "src, p + 2 * COORD"))
            w("            " + g.sqr("s, T + COORD", "s, T + COORD"))
            w("            " + g.mul("dst, d", "src, p", "s, T + COORD"))
        else:
            w("            // x = X / Z^2, y = Y / Z^3.")
            w("            " + g.mul("dst, d + COORD", "src, p + COORD", "s, T + COORD"))
            w("            " + g.sqr("s, T + COORD", "s, T + COORD"))
            w("            " + g.mul("dst, d", "src, p", "s, T + COORD"))
            w("            " + g.mul("dst, d + COORD", "dst, d + COORD", "s, T + COORD"))
        w("        }")
        w("    }")
        w("")

    # ---------------- scalar multiplication ----------------
    w("    // ---------------------------------------------------------------- scalar multiplication")
    w("")
    w("    /**")
    w("     * r (affine) = [k] a for a 256-bit scalar k given as four little-endian limbs from k[ko],")
    w("     * reduced mod r first. Variable time (inputs are public). Allocates its table.")
    w("     */")
    w("    public static void scalarMul(long[] r, int ro, long[] a, int ao, long[] k, int ko) {")
    w("        long[] kr = new long[4];")
    w("        Scalars.reduce(k, ko, ORDER_LIMBS, kr);")
    w("        long[] s = new long[SCRATCH];")
    w("        long[] j = new long[JACOBIAN];")
    w("        scalarMulJac(j, 0, a, ao, kr, 0, 4, s);")
    w("        jacToAffine(r, ro, j, 0, s);")
    w("    }")
    w("")
    w("    /**")
    w("     * r (Jacobian) = [k] a for the non-negative integer k in {@code klimbs} little-endian limbs,")
    w("     * exactly as given (no reduction; the subgroup checks multiply points outside the")
    w("     * subgroup). Signed-digit window (width-{@value #WINDOW} NAF) over a table of the odd")
    w("     * multiples a, 3a, ..., 15a normalised to affine with one inversion, then one Jacobian")
    w("     * doubling per bit and a mixed addition per non-zero digit (about bits/6 of them).")
    w("     */")
    w("    public static void scalarMulJac(long[] r, int ro, long[] a, int ao, long[] k, int ko, int klimbs, long[] s) {")
    w("        byte[] digits = new byte[klimbs * 64 + 1];")
    w("        int n = Scalars.wnaf(k, ko, klimbs, WINDOW, digits);")
    w("        if (n == 0 || isInfinity(a, ao)) {")
    w("            jacSetInfinity(r, ro);")
    w("            return;")
    w("        }")
    w("        long[] jt = new long[TABLE * JACOBIAN];")
    w("        long[] twice = new long[JACOBIAN];")
    w("        jacFromAffine(jt, 0, a, ao);")
    w("        jacDouble(twice, 0, jt, 0, s);")
    w("        for (int i = 1; i < TABLE; i++) {")
    w("            jacAdd(jt, i * JACOBIAN, jt, (i - 1) * JACOBIAN, twice, 0, s);")
    w("        }")
    w("        long[] table = new long[TABLE * AFFINE];")
    w("        batchJacToAffine(jt, 0, table, 0, TABLE, new long[TABLE * COORD], s);")
    w("        int top = digits[n - 1]; // the top digit is positive")
    w("        jacFromAffine(r, ro, table, (top >> 1) * AFFINE);")
    w("        for (int i = n - 2; i >= 0; i--) {")
    w("            jacDouble(r, ro, r, ro, s);")
    w("            int d = digits[i];")
    w("            if (d > 0) {")
    w("                jacAddMixed(r, ro, r, ro, table, (d >> 1) * AFFINE, false, s);")
    w("            } else if (d < 0) {")
    w("                jacAddMixed(r, ro, r, ro, table, ((-d) >> 1) * AFFINE, true, s);")
    w("            }")
    w("        }")
    w("    }")
    w("")
    w("    /** r (Jacobian) = [k] a for one unsigned 64-bit k (the curve parameters). */")
    w("    static void mulWord(long[] r, int ro, long[] a, int ao, long k, long[] s) {")
    w("        scalarMulJac(r, ro, a, ao, new long[] {k}, 0, 1, s);")
    w("    }")
    w("")

    # ---------------- endomorphisms and subgroup ----------------
    w("    // ---------------------------------------------------------------- endomorphism, subgroup")
    w("")
    if not g.ext:
        w("    /** r = phi(a) = (BETA x, y), which is [LAMBDA] a on the subgroup. Infinity maps to infinity. */")
        w("    public static void phi(long[] r, int ro, long[] a, int ao) {")
        w("        %s.mul(r, ro, a, ao, BETA_M, 0);" % F)
        w("        %s.copy(r, ro + COORD, a, ao + COORD);" % F)
        w("    }")
        w("")
    else:
        w("    /** r = psi(a) = (conj(x) PSI_X, conj(y) PSI_Y) on affine points; infinity maps to infinity. */")
        w("    public static void psi(long[] r, int ro, long[] a, int ao, long[] s) {")
        w("        %s.conjugate(r, ro, a, ao);" % F)
        w("        %s.conjugate(r, ro + COORD, a, ao + COORD);" % F)
        w("        %s.mul(r, ro, r, ro, PSI_M, 0, s);" % F)
        w("        %s.mul(r, ro + COORD, r, ro + COORD, PSI_M, COORD, s);" % F)
        w("    }")
        w("")
    w("    /**")
    w("     * Whether the affine point a, already known to be on the curve, lies in the order-r subgroup.")
    if g.cls == "Bn254G1":
        w("     * bn254 G1 has cofactor 1: every point on the curve is in the group.")
        w("     */")
        w("    public static boolean isInSubgroup(long[] a, int ao) {")
        w("        return true;")
        w("    }")
    elif g.cls == "Bls12381G1":
        w("     * Test: phi(P) = [-x^2] P, with phi's eigenvalue LAMBDA = -x^2. Bowe, \"Faster subgroup")
        w("     * checks for BLS12-381\" (eprint 2019/814) proposed it; Scott, \"A note on group membership")
        w("     * tests for G1, G2 and GT on BLS pairing-friendly curves\" (eprint 2021/1130, sec. 4) proves")
        w("     * it complete for BLS12 curves (also the check EIP-2537 specifies, in its")
        w("     * fast_subgroup_checks.md, there written with phi^2). Cost: two 64-bit multiplications.")
        w("     */")
        w("    public static boolean isInSubgroup(long[] a, int ao) {")
        w("        if (isInfinity(a, ao)) {")
        w("            return true;")
        w("        }")
        w("        long[] s = new long[SCRATCH];")
        w("        long[] j = new long[JACOBIAN];")
        w("        long[] t = new long[AFFINE];")
        w("        mulWord(j, 0, a, ao, SEED_ABS, s);")
        w("        jacToAffine(t, 0, j, 0, s);")
        w("        mulWord(j, 0, t, 0, SEED_ABS, s);        // [x^2] a")
        w("        phi(t, 0, a, ao);")
        w("        negateAffine(t, 0, t, 0);                 // -phi(a)")
        w("        return jacEqualAffine(j, 0, t, 0, s);")
        w("    }")
    elif g.cls == "Bls12381G2":
        w("     * Test: psi(P) = [x] P (Scott, eprint 2021/1130, sec. 4, complete for BLS12 G2; EIP-2537's")
        w("     * fast_subgroup_checks.md). x is negative, so the test is [|x|] P = -psi(P). One 64-bit")
        w("     * multiplication.")
        w("     */")
        w("    public static boolean isInSubgroup(long[] a, int ao) {")
        w("        if (isInfinity(a, ao)) {")
        w("            return true;")
        w("        }")
        w("        long[] s = new long[SCRATCH];")
        w("        long[] j = new long[JACOBIAN];")
        w("        long[] t = new long[AFFINE];")
        w("        mulWord(j, 0, a, ao, SEED_ABS, s);")
        w("        psi(t, 0, a, ao, s);")
        w("        negateAffine(t, 0, t, 0);")
        w("        return jacEqualAffine(j, 0, t, 0, s);")
        w("    }")
    else:
        w("     * Test: [x+1] P + psi([x] P) + psi^2([x] P) = psi^3([2x] P) (El Housni, Guillevic, Piellard,")
        w("     * \"Co-factor clearing and subgroup membership testing on pairing-friendly curves\", eprint")
        w("     * 2022/352, sec. 5.1 and eprint 2022/348; complete for BN curves with x != 4 mod 13 and")
        w("     * x != 92 mod 97, which bn254's x satisfies, as gnark-crypto's bn254 G2 check notes). One")
        w("     * 63-bit multiplication, against the 125-bit one of the older psi(P) = [6x^2] P test.")
        w("     */")
        w("    public static boolean isInSubgroup(long[] a, int ao) {")
        w("        if (isInfinity(a, ao)) {")
        w("            return true;")
        w("        }")
        w("        long[] s = new long[SCRATCH];")
        w("        long[] xp = new long[JACOBIAN];")
        w("        long[] xa = new long[AFFINE];")
        w("        long[] t = new long[AFFINE];")
        w("        long[] lhs = new long[JACOBIAN];")
        w("        mulWord(xp, 0, a, ao, SEED, s);              // [x] P")
        w("        jacToAffine(xa, 0, xp, 0, s);")
        w("        jacAddMixed(lhs, 0, xp, 0, a, ao, false, s);  // [x+1] P")
        w("        psi(t, 0, xa, 0, s);")
        w("        jacAddMixed(lhs, 0, lhs, 0, t, 0, false, s);  // + psi([x] P)")
        w("        psi(t, 0, t, 0, s);")
        w("        jacAddMixed(lhs, 0, lhs, 0, t, 0, false, s);  // + psi^2([x] P)")
        w("        jacDouble(xp, 0, xp, 0, s);")
        w("        jacToAffine(t, 0, xp, 0, s);                 // [2x] P")
        w("        psi(t, 0, t, 0, s);")
        w("        psi(t, 0, t, 0, s);")
        w("        psi(t, 0, t, 0, s);")
        w("        return jacEqualAffine(lhs, 0, t, 0, s);")
        w("    }")
    w("")
    w("    /** Whether a is on the curve and in the subgroup (infinity is both). */")
    w("    public static boolean isValid(long[] a, int ao) {")
    w("        return isOnCurve(a, ao, new long[SCRATCH]) && isInSubgroup(a, ao);")
    w("    }")
    w("")

    # ---------------- BigInteger bridges ----------------
    w("    // ---------------------------------------------------------------- BigInteger bridges (tests, tools)")
    w("")
    if not g.ext:
        w("    /** r = (x, y) from canonical coordinates (each below p; not checked to be on the curve). */")
        w("    public static void setAffine(long[] r, int ro, BigInteger x, BigInteger y) {")
        w("        %s.fromBigInteger(r, ro, x);" % F)
        w("        %s.fromBigInteger(r, ro + COORD, y);" % F)
        w("    }")
        w("")
        w("    /** r = (coords[0], coords[1]), the inverse of {@link #toBigIntegers}. */")
        w("    public static void setAffine(long[] r, int ro, BigInteger[] coords) {")
        w("        setAffine(r, ro, coords[0], coords[1]);")
        w("    }")
        w("")
        w("    /** {x, y}, canonical; infinity is {0, 0}. */")
        w("    public static BigInteger[] toBigIntegers(long[] a, int ao) {")
        w("        return new BigInteger[] {%s.toBigInteger(a, ao), %s.toBigInteger(a, ao + COORD)};" % (F, F))
        w("    }")
    else:
        w("    /** r = (x0 + x1 u, y0 + y1 u) from canonical values (not checked to be on the curve). */")
        w("    public static void setAffine(long[] r, int ro, BigInteger x0, BigInteger x1, BigInteger y0, BigInteger y1) {")
        w("        %s.fromBigIntegers(r, ro, x0, x1);" % F)
        w("        %s.fromBigIntegers(r, ro + COORD, y0, y1);" % F)
        w("    }")
        w("")
        w("    /** r from {x0, x1, y0, y1}, the inverse of {@link #toBigIntegers}. */")
        w("    public static void setAffine(long[] r, int ro, BigInteger[] coords) {")
        w("        setAffine(r, ro, coords[0], coords[1], coords[2], coords[3]);")
        w("    }")
        w("")
        w("    /** {x0, x1, y0, y1}, canonical; infinity is all zero. */")
        w("    public static BigInteger[] toBigIntegers(long[] a, int ao) {")
        w("        BigInteger[] x = %s.toBigIntegers(a, ao), y = %s.toBigIntegers(a, ao + COORD);" % (F, F))
        w("        return new BigInteger[] {x[0], x[1], y[0], y[1]};")
        w("    }")
    w(gen_ops_impl(g, NAMES[g.cls]))
    w("}")
    text = "\n".join(out) + "\n"
    return text.replace("@SCRATCH@", str(g.FS + g.max_temps * g.C))


# The primitives every group class has, mirrored by the GroupOps interface (off the hot path:
# tests, codecs, precompiles and planning code dispatch through it; MSM loops call the statics).
OPS = [
    ("boolean", "isInfinity", "long[] a, int ao"),
    ("void", "setInfinity", "long[] r, int ro"),
    ("void", "generator", "long[] r, int ro"),
    ("void", "copyAffine", "long[] r, int ro, long[] a, int ao"),
    ("void", "negateAffine", "long[] r, int ro, long[] a, int ao"),
    ("boolean", "equalAffine", "long[] a, int ao, long[] b, int bo"),
    ("boolean", "isOnCurve", "long[] a, int ao, long[] s"),
    ("void", "affineAddWithInverse", "long[] r, int ro, long[] p, int po, long[] q, int qo, long[] inv, int io, long[] s"),
    ("void", "affineSubWithInverse", "long[] r, int ro, long[] p, int po, long[] q, int qo, long[] inv, int io, long[] s"),
    ("void", "affineDoubleWithInverse", "long[] r, int ro, long[] p, int po, long[] inv, int io, long[] s"),
    ("void", "addAffine", "long[] r, int ro, long[] p, int po, long[] q, int qo, long[] s"),
    ("boolean", "jacIsInfinity", "long[] p, int po"),
    ("void", "jacSetInfinity", "long[] r, int ro"),
    ("void", "jacFromAffine", "long[] r, int ro, long[] a, int ao"),
    ("void", "jacNegate", "long[] r, int ro, long[] p, int po"),
    ("void", "jacDouble", "long[] r, int ro, long[] p, int po, long[] s"),
    ("void", "jacAdd", "long[] r, int ro, long[] p, int po, long[] q, int qo, long[] s"),
    ("void", "jacAddMixed", "long[] r, int ro, long[] p, int po, long[] a, int ao, boolean negate, long[] s"),
    ("void", "jacToAffine", "long[] r, int ro, long[] p, int po, long[] s"),
    ("boolean", "jacEqual", "long[] p, int po, long[] q, int qo, long[] s"),
    ("boolean", "jacEqualAffine", "long[] p, int po, long[] a, int ao, long[] s"),
    ("void", "jacToXyzz", "long[] r, int ro, long[] p, int po, long[] s"),
    ("boolean", "xyzzIsInfinity", "long[] p, int po"),
    ("void", "xyzzSetInfinity", "long[] r, int ro"),
    ("void", "xyzzFromAffine", "long[] r, int ro, long[] a, int ao"),
    ("void", "xyzzNegate", "long[] r, int ro, long[] p, int po"),
    ("void", "xyzzDouble", "long[] r, int ro, long[] p, int po, long[] s"),
    ("void", "xyzzDoubleAffine", "long[] r, int ro, long[] a, int ao, boolean negate, long[] s"),
    ("void", "xyzzAdd", "long[] r, int ro, long[] p, int po, long[] q, int qo, long[] s"),
    ("void", "xyzzAddMixed", "long[] r, int ro, long[] p, int po, long[] a, int ao, boolean negate, long[] s"),
    ("void", "xyzzToAffine", "long[] r, int ro, long[] p, int po, long[] s"),
    ("void", "xyzzToJac", "long[] r, int ro, long[] p, int po, long[] s"),
    ("boolean", "xyzzEqual", "long[] p, int po, long[] q, int qo, long[] s"),
    ("boolean", "xyzzEqualAffine", "long[] p, int po, long[] a, int ao, long[] s"),
    ("boolean", "xyzzEqualJac", "long[] p, int po, long[] q, int qo, long[] s"),
    ("void", "batchXyzzToAffine", "long[] src, int so, long[] dst, int dOff, int count, long[] work, long[] s"),
    ("void", "batchJacToAffine", "long[] src, int so, long[] dst, int dOff, int count, long[] work, long[] s"),
    ("void", "scalarMul", "long[] r, int ro, long[] a, int ao, long[] k, int ko"),
    ("void", "scalarMulJac", "long[] r, int ro, long[] a, int ao, long[] k, int ko, int klimbs, long[] s"),
    ("boolean", "isInSubgroup", "long[] a, int ao"),
    ("boolean", "isValid", "long[] a, int ao"),
    ("BigInteger[]", "toBigIntegers", "long[] a, int ao"),
    ("void", "setAffine", "long[] r, int ro, BigInteger[] coords"),
]


def arg_names(params):
    return ", ".join(p.split()[-1] for p in params.split(", "))


def gen_ops_interface():
    L = ["// GENERATED by curve/gen/gen_curves.py -- edit the generator, not this file.",
         "package dev.pippin.curve;", "", "import java.math.BigInteger;", "",
         "/**",
         " * The primitives of one group, as an interface over the four generated static classes. For",
         " * code off the hot path (codecs, precompiles, tests, planning): a loop that runs per point",
         " * calls the group class's statics directly, so that C2 sees one target per call site. The",
         " * methods mean exactly what the static methods of the same name in {@link Bn254G1} mean.",
         " */",
         "public interface GroupOps {",
         "    /** A short name: bn254-g1, bn254-g2, bls12-381-g1, bls12-381-g2. */",
         "    String name();", "",
         "    /** Longs per coordinate, affine point, Jacobian point, XYZZ point, and scratch. */",
         "    int coord();", "", "    int affine();", "", "    int jacobian();", "", "    int xyzz();", "", "    int scratch();", "",
         "    BigInteger order();", ""]
    for ret, name, params in OPS:
        L.append("    %s %s(%s);" % (ret, name, params))
        L.append("")
    L[-1] = "}"
    return "\n".join(L) + "\n"


def gen_ops_impl(g, name):
    L = ["",
         "    /** This group's primitives behind {@link GroupOps}, for code off the hot path. */",
         "    public static final GroupOps OPS = new GroupOps() {",
         "        @Override public String name() { return \"%s\"; }" % name,
         "        @Override public int coord() { return COORD; }",
         "        @Override public int affine() { return AFFINE; }",
         "        @Override public int jacobian() { return JACOBIAN; }",
         "        @Override public int xyzz() { return XYZZ; }",
         "        @Override public int scratch() { return SCRATCH; }",
         "        @Override public BigInteger order() { return ORDER; }"]
    for ret, nm, params in OPS:
        call = "%s.%s(%s)" % (g.cls, nm, arg_names(params))
        L.append("        @Override public %s %s(%s) { %s%s; }" % (ret, nm, params, "" if ret == "void" else "return ", call))
    L.append("    };")
    return "\n".join(L) + "\n"


NAMES = {"Bn254G1": "bn254-g1", "Bn254G2": "bn254-g2", "Bls12381G1": "bls12-381-g1", "Bls12381G2": "bls12-381-g2"}


if __name__ == "__main__":
    for g in G:
        with open(os.path.join(OUT, g.cls + ".java"), "w") as f:
            f.write(gen_class(g))
    with open(os.path.join(OUT, "GroupOps.java"), "w") as f:
        f.write(gen_ops_interface())
    print("wrote", ", ".join(g.cls for g in G))
