#!/usr/bin/env python3
"""Generates the lab's Montgomery kernels (lab/src/main/java/dev/pippin/lab/*Lanes*.java, *Scalar*.java).

Every kernel is the same schedule (operand scanning, row i: the products a_j * b_i, then the
reduction multiplier m_i of column i and the products m_i * p_j), with the columns summed
lazily in 64-bit accumulators and one carry per column. What differs is how a limb product is
split into halves (the "backend"):

  FmaVec   52-bit limbs held exactly in doubles, DoubleVector lanes. hi = fma(x, y, 2^104) has
           hi's bits in its mantissa; lo = fma(x, y, 2^104 - hi) is the exact (signed) rest,
           and lo + 1.5 * 2^52 has lo in its mantissa. Both are summed as raw long bits and
           the constants' bits are subtracted once per column (the counts are known here).
  Int32Vec 32-bit limbs in 64-bit LongVector lanes: one 32x32->64 product per limb pair,
           split into lo32 and hi32. With the operands masked to 32 bits C2 can select
           vpmuludq; unmasked it must use the full 64-bit lanewise multiply (vpmullq).
  Int52    scalar 52-bit limbs: lo = (x * (y << 12)) >>> 12, hi = unsignedMultiplyHigh(x, y << 12).
  Mix52    scalar, a * b products as Int52, the m * p products with Math.fma as FmaVec: the
           integer multiplier and the FMA units share one product.

The FmaVec + Int52 interleave emits both statement streams merged in proportion, so that the
vector FMA ports and the scalar integer multiplier work in the same stretch of code.

Run: python3 lab/gen/gen_lab.py (from the repository root or anywhere).
"""
import os
import textwrap

P_BN254 = 0x30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47
P_BLS = 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab
FIELDS = [("Bn254", P_BN254, "bn254"), ("Bls12381", P_BLS, "BLS12-381")]


M64 = (1 << 64) - 1
C1_BITS = 0x4670000000000000   # bits of 2^104
C2_BITS = 0x4338000000000000   # bits of 1.5 * 2^52


def jlong(v):
    return "0x%016xL" % (v & M64)


def limbs(x, w, n):
    return [(x >> (w * i)) & ((1 << w) - 1) for i in range(n)]


def limb_count(p, w):
    """Fewest w-bit limbs with 4p < R = 2^(w n): inputs in [0, 2p) give a product in [0, 2p)."""
    n = 1
    while 4 * p >= 1 << (w * n):
        n += 1
    return n


def montgomery(be, n):
    """The schedule every backend shares. Column k collects lo halves of products i + j = k
    and hi halves of i + j = k - 1; column 2n would only take the final carry, which must
    vanish (the result is below 2^(w n)), so it is never formed."""
    be.load_a(n)
    for i in range(n):
        be.load_b(i)
        for j in range(n):
            be.prod_ab(j, i + j)
        be.close(i, carry_in=i > 0)
        be.mont_m(i)
        for j in range(n):
            be.prod_mp(j, i + j)
        be.carry(i)
    be.finish(n)


class Columns:
    """Column accumulators with the bias (constant bits summed along with FMA halves) owed."""

    def __init__(self, backend):
        self.be = backend
        self.started = set()
        self.bias = {}

    def acc(self, k, expr, bias=0):
        be = self.be
        t = be.t(k)
        if k in self.started:
            be.emit(be.add_stmt(t, expr))
        else:
            self.started.add(k)
            be.emit("%s = %s;" % (t, expr))
        self.bias[k] = (self.bias.get(k, 0) + bias) & M64

    def take_bias(self, k):
        b = self.bias.get(k, 0)
        self.bias[k] = 0
        return b


class Backend:
    def __init__(self, p, n, w, x):
        self.p, self.n, self.w, self.x = p, n, w, x
        self.stmts = []
        self.cols = Columns(self)
        self.pl = limbs(p, w, n)

    def emit(self, s):
        self.stmts.append(s)

    def t(self, k):
        return "%st%d" % (self.x, k)


class FmaVec(Backend):
    """52-bit limbs in DoubleVector lanes (double[] limb-major arrays)."""

    def __init__(self, p, n, x=""):
        super().__init__(p, n, 52, x)
        self.qinv = (-pow(p, -1, 1 << 52)) % (1 << 52)

    def decls(self):
        x, n = self.x, self.n
        return ["DoubleVector %s;" % ", ".join(["%sa%d" % (x, j) for j in range(n)] + [x + "bb", x + "hh", x + "mm"]),
                "LongVector %s;" % ", ".join(["%st%d" % (x, k) for k in range(2 * n)] + [x + "cc"])]

    @staticmethod
    def constants(p, n):
        pl = limbs(p, 52, n)
        qinv = (-pow(p, -1, 1 << 52)) % (1 << 52)
        out = ["final DoubleVector C1 = DoubleVector.broadcast(D, 0x1p104);",
               "final DoubleVector C2 = DoubleVector.broadcast(D, 0x1.8p52);",
               "final DoubleVector QI = DoubleVector.broadcast(D, %s);" % fp_literal(qinv)]
        for j in range(n):
            out.append("final DoubleVector P%d = DoubleVector.broadcast(D, %s);" % (j, fp_literal(pl[j])))
        return out

    def add_stmt(self, t, expr):
        return "%s = %s.add(%s);" % (t, t, expr)

    def load_a(self, n):
        for j in range(n):
            self.emit("%sa%d = DoubleVector.fromArray(D, a, off + %d * stride);" % (self.x, j, j))

    def load_b(self, i):
        self.emit("%sbb = DoubleVector.fromArray(D, b, off + %d * stride);" % (self.x, i))

    def _prod(self, u, v, k):
        x = self.x
        self.emit("%shh = %s.fma(%s, C1);" % (x, u, v))
        self.cols.acc(k, "%s.fma(%s, C1.sub(%shh)).add(C2).viewAsIntegralLanes()" % (u, v, x), C2_BITS)
        self.cols.acc(k + 1, "%shh.viewAsIntegralLanes()" % x, C1_BITS)

    def prod_ab(self, j, k):
        self._prod("%sa%d" % (self.x, j), self.x + "bb", k)

    def prod_mp(self, j, k):
        self._prod(self.x + "mm", "P%d" % j, k)

    def close(self, k, carry_in):
        self._debias(k, carry_in)

    def _debias(self, k, carry_in):
        b = self.cols.take_bias(k)
        e = self.t(k)
        if b:
            e += ".add(%s)" % jlong(-b)
        if carry_in:
            e += ".add(%scc)" % self.x
        if e != self.t(k):
            self.emit("%s = %s;" % (self.t(k), e))

    def mont_m(self, k):
        x = self.x
        # t mod 2^52 as an exact double, its product with -p^-1 split, the low half mod 2^52.
        self.emit("%smm = %s.and(M52).or(B52).viewAsFloatingLanes().sub(TWO52);" % (x, self.t(k)))
        self.emit("%shh = %smm.fma(QI, C1);" % (x, x))
        self.emit("%smm = %smm.fma(QI, C1.sub(%shh)).add(C2).viewAsIntegralLanes().add(HALF).and(M52)"
                  ".or(B52).viewAsFloatingLanes().sub(TWO52);" % (x, x, x))

    def carry(self, k):
        b = self.cols.take_bias(k)
        self.emit("%scc = %s.add(%s).lanewise(VectorOperators.ASHR, 52);" % (self.x, self.t(k), jlong(-b)))

    def finish(self, n):
        x = self.x
        for k in range(n, 2 * n):
            self._debias(k, True)
            t = self.t(k)
            if k < 2 * n - 1:
                self.emit("%scc = %s.lanewise(VectorOperators.ASHR, 52);" % (x, t))
                t = t + ".and(M52)"
            self.emit("%s.or(B52).viewAsFloatingLanes().sub(TWO52).intoArray(r, off + %d * stride);" % (t, k - n))


class Int32Vec(Backend):
    """32-bit limbs in LongVector lanes (long[] limb-major arrays)."""

    def __init__(self, p, n, masked, x=""):
        super().__init__(p, n, 32, x)
        self.masked = masked
        self.qinv = (-pow(p, -1, 1 << 32)) % (1 << 32)

    def decls(self):
        x, n = self.x, self.n
        return ["LongVector %s;" % ", ".join(["%sa%d" % (x, j) for j in range(n)]
                                             + ["%st%d" % (x, k) for k in range(2 * n)]
                                             + [x + "bb", x + "mm", x + "cc", x + "qq"])]

    def constants(self):
        out = ["final LongVector QI = LongVector.broadcast(L, %s);" % jlong(self.qinv)]
        for j in range(self.n):
            out.append("final LongVector P%d = LongVector.broadcast(L, %s);" % (j, jlong(self.pl[j])))
        return out

    def add_stmt(self, t, expr):
        return "%s = %s.add(%s);" % (t, t, expr)

    def mulx(self, u, v):
        if self.masked:
            return "%s.and(M32).mul(%s.and(M32))" % (u, v)
        return "%s.mul(%s)" % (u, v)

    def load_a(self, n):
        for j in range(n):
            self.emit("%sa%d = LongVector.fromArray(L, a, off + %d * stride);" % (self.x, j, j))

    def load_b(self, i):
        self.emit("%sbb = LongVector.fromArray(L, b, off + %d * stride);" % (self.x, i))

    def _prod(self, u, v, k):
        x = self.x
        self.emit("%sqq = %s;" % (x, self.mulx(u, v)))
        self.cols.acc(k, "%sqq.and(M32)" % x)
        self.cols.acc(k + 1, "%sqq.lanewise(VectorOperators.LSHR, 32)" % x)

    def prod_ab(self, j, k):
        self._prod("%sa%d" % (self.x, j), self.x + "bb", k)

    def prod_mp(self, j, k):
        self._prod(self.x + "mm", "P%d" % j, k)

    def close(self, k, carry_in):
        if carry_in:
            self.emit("%s = %s.add(%scc);" % (self.t(k), self.t(k), self.x))

    def mont_m(self, k):
        self.emit("%smm = %s.and(M32);" % (self.x, self.mulx(self.t(k), "QI")))

    def carry(self, k):
        self.emit("%scc = %s.lanewise(VectorOperators.LSHR, 32);" % (self.x, self.t(k)))

    def finish(self, n):
        x = self.x
        for k in range(n, 2 * n):
            self.close(k, True)
            t = self.t(k)
            if k < 2 * n - 1:
                self.emit("%scc = %s.lanewise(VectorOperators.LSHR, 32);" % (x, t))
                t = t + ".and(M32)"
            self.emit("%s.intoArray(r, off + %d * stride);" % (t, k - n))


class Int52(Backend):
    """Scalar 52-bit limbs; reads long[] limb-major arrays, or double[] ones (from_doubles) so
    that it can share the FmaVec lanes' arrays. mix: the m * p products go to Math.fma."""

    def __init__(self, p, n, x="", from_doubles=False, mix=False):
        super().__init__(p, n, 52, x)
        self.from_doubles = from_doubles
        self.mix = mix
        self.qinvs = ((-pow(p, -1, 1 << 52)) % (1 << 52)) << 12

    def decls(self):
        x, n = self.x, self.n
        d = ["long %s;" % ", ".join(["%sa%d" % (x, j) for j in range(n)] + ["%st%d" % (x, k) for k in range(2 * n)]
                                    + [x + "bb", x + "mm", x + "cc"])]
        if self.mix:
            d.append("double %shh, %sdd;" % (x, x))
        return d

    def add_stmt(self, t, expr):
        return "%s += %s;" % (t, expr)

    def load(self, arr, idx):
        if self.from_doubles:
            return "(Double.doubleToRawLongBits(%s[%s] + 0x1p52) ^ B52)" % (arr, idx)
        return "%s[%s]" % (arr, idx)

    def load_a(self, n):
        for j in range(n):
            self.emit("%sa%d = %s;" % (self.x, j, self.load("a", "%sk + %d * stride" % (self.x, j))))

    def load_b(self, i):
        self.emit("%sbb = %s << 12;" % (self.x, self.load("b", "%sk + %d * stride" % (self.x, i))))

    def _iprod(self, u, v, k):
        self.cols.acc(k, "(%s * %s) >>> 12" % (u, v))
        self.cols.acc(k + 1, "Math.unsignedMultiplyHigh(%s, %s)" % (u, v))

    def prod_ab(self, j, k):
        self._iprod("%sa%d" % (self.x, j), self.x + "bb", k)

    def prod_mp(self, j, k):
        x = self.x
        if not self.mix:
            self._iprod(x + "mm", "QS%d" % j, k)
            return
        self.emit("%shh = Math.fma(%sdd, PD%d, 0x1p104);" % (x, x, j))
        self.cols.acc(k, "Double.doubleToRawLongBits(Math.fma(%sdd, PD%d, 0x1p104 - %shh) + 0x1.8p52)" % (x, j, x), C2_BITS)
        self.cols.acc(k + 1, "Double.doubleToRawLongBits(%shh)" % x, C1_BITS)

    def close(self, k, carry_in):
        b = self.cols.take_bias(k)
        e = []
        if b:
            e.append(jlong(-b))
        if carry_in:
            e.append(self.x + "cc")
        if e:
            self.emit("%s += %s;" % (self.t(k), " + ".join(e)))

    def mont_m(self, k):
        x = self.x
        self.emit("%smm = (%s * QINVS) >>> 12;" % (x, self.t(k)))
        if self.mix:
            self.emit("%sdd = (double) %smm;" % (x, x))

    def carry(self, k):
        b = self.cols.take_bias(k)
        if b:
            self.emit("%scc = (%s + %s) >> 52;" % (self.x, self.t(k), jlong(-b)))
        else:
            self.emit("%scc = %s >>> 52;" % (self.x, self.t(k)))

    def finish(self, n):
        x = self.x
        for k in range(n, 2 * n):
            self.close(k, True)
            t = self.t(k)
            if k < 2 * n - 1:
                self.emit("%scc = %s >> 52;" % (x, t))
                t = "(%s & M52)" % t
            idx = "%sk + %d * stride" % (x, k - n)
            if self.from_doubles:
                self.emit("r[%s] = Double.longBitsToDouble(%s | B52) - 0x1p52;" % (idx, t))
            else:
                self.emit("r[%s] = %s;" % (idx, t))


def fp_literal(v):
    """An exact double literal for an integer below 2^53."""
    assert 0 <= v < 1 << 53
    return "%d.0" % v


def interleave(a, b):
    """Merges two statement streams in proportion to their lengths (Bresenham)."""
    out, i, j = [], 0, 0
    while i < len(a) or j < len(b):
        if j >= len(b) or (i < len(a) and i * len(b) <= j * len(a)):
            out.append(a[i])
            i += 1
        else:
            out.append(b[j])
            j += 1
    return out


HEADER = "// GENERATED by lab/gen/gen_lab.py -- edit the generator, then run python3 codegen/generate.py.\npackage dev.pippin.lab;\n"


def ind(lines, k=8):
    return [" " * k + s for s in lines]


def species_decl(width, kind):
    if width == "Pref":
        return "%sVector.SPECIES_PREFERRED" % kind
    return "%sVector.SPECIES_%s" % (kind, width)


def fma_lanes_class(cls, p, human, width):
    n = limb_count(p, 52)
    be = FmaVec(p, n)
    montgomery(be, n)
    L = [HEADER,
         "import jdk.incubator.vector.DoubleVector;",
         "import jdk.incubator.vector.LongVector;",
         "import jdk.incubator.vector.VectorOperators;",
         "import jdk.incubator.vector.VectorSpecies;",
         "",
         "/**",
         " * %s Fp Montgomery products in DoubleVector lanes (%s species), %d limbs of 52 bits held" % (human, "the preferred" if width == "Pref" else "the 256-bit", n),
         " * exactly in doubles, R = 2^%d, inputs and outputs in [0, 2p) with every limb below 2^52." % (52 * n),
         " * Layout: limb j of element e at index j * count + e (one lane per element).",
         " *",
         " * <p>Each limb product is two FMAs (hi = fma(x, y, 2^104); lo = fma(x, y, 2^104 - hi)), lo",
         " * shifted into [2^52, 2^53] by adding 1.5 * 2^52; both are summed as raw bits in LongVector",
         " * columns and the constants' bits are removed once per column. The reduction multiplier",
         " * m = t * (-p^-1) mod 2^52 is one more split product.",
         " */",
         "public final class %s {" % cls,
         "    private %s() {}" % cls,
         "",
         "    static final VectorSpecies<Double> D = %s;" % species_decl(width, "Double"),
         "    /** Elements per call of the kernel. */",
         "    public static final int LANES = D.length();",
         "    public static final int LIMBS = %d;" % n,
         "    public static final int LIMB_BITS = 52;",
         "    static final long M52 = (1L << 52) - 1, B52 = 0x4330000000000000L, HALF = 1L << 51;",
         "    static final DoubleVector TWO52 = DoubleVector.broadcast(D, 0x1p52);",
         "",
         "    /** r = a * b * R^-1 for count elements, count a multiple of LANES. */",
         "    public static void mulBatch(double[] r, double[] a, double[] b, int count) {",
         "        Batches.check(count, LANES, LIMBS, r.length, a.length, b.length);",
         "        for (int off = 0; off < count; off += LANES) {",
         "            mul(r, a, b, count, off);",
         "        }",
         "    }",
         "",
         "    static void mul(double[] r, double[] a, double[] b, int stride, int off) {"]
    L += ind(FmaVec.constants(p, n)) + ind(be.decls()) + ind(be.stmts)
    L += ["    }", "}", ""]
    return "\n".join(L)


def int32_lanes_class(cls, p, human, width, masked):
    n = limb_count(p, 32)
    be = Int32Vec(p, n, masked)
    montgomery(be, n)
    how = ("both operands masked to 32 bits at each product, the form C2 can turn into vpmuludq"
           if masked else "the full 64-bit lanewise multiply (vpmullq) on the unmasked limbs")
    L = [HEADER,
         "import jdk.incubator.vector.LongVector;",
         "import jdk.incubator.vector.VectorOperators;",
         "import jdk.incubator.vector.VectorSpecies;",
         "",
         "/**",
         " * %s Fp Montgomery products in LongVector lanes (%s species), %d limbs of 32 bits in 64-bit" % (human, "the preferred" if width == "Pref" else "the 256-bit", n),
         " * lanes, R = 2^%d, inputs and outputs in [0, 2p) with every limb below 2^32." % (32 * n),
         " * Layout: limb j of element e at index j * count + e.",
         " *",
         " * <p>Each limb product: %s;" % how,
         " * the 64-bit product splits into lo32 and hi32, summed lazily into the columns.",
         " */",
         "public final class %s {" % cls,
         "    private %s() {}" % cls,
         "",
         "    static final VectorSpecies<Long> L = %s;" % species_decl(width, "Long"),
         "    /** Elements per call of the kernel. */",
         "    public static final int LANES = L.length();",
         "    public static final int LIMBS = %d;" % n,
         "    public static final int LIMB_BITS = 32;",
         "    static final long M32 = 0xFFFFFFFFL;",
         "",
         "    /** r = a * b * R^-1 for count elements, count a multiple of LANES. */",
         "    public static void mulBatch(long[] r, long[] a, long[] b, int count) {",
         "        Batches.check(count, LANES, LIMBS, r.length, a.length, b.length);",
         "        for (int off = 0; off < count; off += LANES) {",
         "            mul(r, a, b, count, off);",
         "        }",
         "    }",
         "",
         "    static void mul(long[] r, long[] a, long[] b, int stride, int off) {"]
    L += ind(be.constants()) + ind(be.decls()) + ind(be.stmts)
    L += ["    }", "}", ""]
    return "\n".join(L)


def scalar_constants(p, n, mix):
    pl = limbs(p, 52, n)
    qinvs = ((-pow(p, -1, 1 << 52)) % (1 << 52)) << 12
    out = ["    static final long M52 = (1L << 52) - 1, B52 = 0x4330000000000000L;",
           "    /** -p^-1 mod 2^52, shifted left by 12: (t * QINVS) >>> 12 is t * (-p^-1) mod 2^52. */",
           "    static final long QINVS = %s;" % jlong(qinvs),
           "    /** p's limbs shifted left by 12 (the integer products' second operand). */"]
    out.append("    static final long %s;" % ", ".join("QS%d = %s" % (j, jlong(pl[j] << 12)) for j in range(n)))
    if mix:
        out.append("    /** p's limbs as doubles (the FMA products' second operand). */")
        out.append("    static final double %s;" % ", ".join("PD%d = %s" % (j, fp_literal(pl[j])) for j in range(n)))
    return out


def scalar_class(cls, p, human, mix):
    n = limb_count(p, 52)
    be = Int52(p, n, mix=mix)
    montgomery(be, n)
    what = ("the a * b products with integer multiplies (* and unsignedMultiplyHigh), the m * p products"
            " with two Math.fma each, so that one element keeps the integer multiplier and the FMA unit busy"
            if mix else "every product with integer multiplies (* and unsignedMultiplyHigh against an operand"
            " shifted left by 12, as the production radix-2^56 kernels do)")
    L = [HEADER,
         "/**",
         " * %s Fp Montgomery products, scalar, %d limbs of 52 bits, R = 2^%d, inputs and outputs in [0, 2p)" % (human, n, 52 * n),
         " * with every limb below 2^52, in long[] arrays laid out limb-major (limb j of element e at j * count + e).",
         " *",
         ] + [" * " + line for line in textwrap.wrap("<p>Products: %s." % what, 96)] + [
         " */",
         "public final class %s {" % cls,
         "    private %s() {}" % cls,
         "",
         "    public static final int LIMBS = %d;" % n,
         "    public static final int LIMB_BITS = 52;"]
    L += scalar_constants(p, n, mix)
    L += ["",
          "    /** r = a * b * R^-1 for count elements. */",
          "    public static void mulBatch(long[] r, long[] a, long[] b, int count) {",
          "        Batches.check(count, 1, LIMBS, r.length, a.length, b.length);",
          "        for (int k = 0; k < count; k++) {",
          "            mul(r, a, b, count, k);",
          "        }",
          "    }",
          "",
          "    static void mul(long[] r, long[] a, long[] b, int stride, int k) {"]
    L += ind(be.decls()) + ind(be.stmts)
    L += ["    }", "}", ""]
    return "\n".join(L)


def fused_class(cls, p, human, extra):
    """FmaVec lanes (preferred species) plus `extra` scalar Int52 elements in one method."""
    n = limb_count(p, 52)
    vec = FmaVec(p, n, x="")
    montgomery(vec, n)
    scal = []
    for s in range(extra):
        be = Int52(p, n, x="s%d" % s, from_doubles=True)
        montgomery(be, n)
        scal.append(be)
    lone = Int52(p, n, x="", from_doubles=True)
    montgomery(lone, n)
    merged = [] if extra == 0 else scal[0].stmts
    for be in scal[1:]:
        merged = interleave(merged, be.stmts)
    body = interleave(vec.stmts, merged)
    L = [HEADER,
         "import jdk.incubator.vector.DoubleVector;",
         "import jdk.incubator.vector.LongVector;",
         "import jdk.incubator.vector.VectorOperators;",
         "import jdk.incubator.vector.VectorSpecies;",
         "",
         "/**",
         " * %s Fp Montgomery products: a group of DoubleVector FMA lanes (preferred species, as" % human,
         " * %sFmaLanesPref) and %d scalar integer element%s (as %sIntScalar52, reading the same" % (cls.split("Fma")[0], extra, "s" if extra > 1 else "", cls.split("Fma")[0]),
         " * double arrays) in one method, statements interleaved in proportion, so that the vector",
         " * FMA and integer ports and the scalar integer multiplier work at once. %d limbs of 52 bits," % n,
         " * R = 2^%d, inputs and outputs in [0, 2p); limb j of element e at index j * count + e." % (52 * n),
         " */",
         "public final class %s {" % cls,
         "    private %s() {}" % cls,
         "",
         "    static final VectorSpecies<Double> D = DoubleVector.SPECIES_PREFERRED;",
         "    public static final int LANES = D.length();",
         "    /** Scalar elements beside each group of lanes. */",
         "    public static final int EXTRA = %d;" % extra,
         "    public static final int GROUP = LANES + EXTRA;",
         "    public static final int LIMBS = %d;" % n,
         "    public static final int LIMB_BITS = 52;",
         "    static final long HALF = 1L << 51;",
         "    static final DoubleVector TWO52 = DoubleVector.broadcast(D, 0x1p52);"]
    L += scalar_constants(p, n, False)
    L += ["",
          "    /** r = a * b * R^-1 for count elements: fused groups, then lone lanes, then lone scalars. */",
          "    public static void mulBatch(double[] r, double[] a, double[] b, int count) {",
          "        Batches.check(count, 1, LIMBS, r.length, a.length, b.length);",
          "        int off = 0;",
          "        for (; off + GROUP <= count; off += GROUP) {",
          "            mul(r, a, b, count, off);",
          "        }",
          "        for (; off + LANES <= count; off += LANES) {",
          "            %sFmaLanesPref.mul(r, a, b, count, off);" % cls.split("Fma")[0],
          "        }",
          "        for (; off < count; off++) {",
          "            mulOne(r, a, b, count, off);",
          "        }",
          "    }",
          "",
          "    static void mul(double[] r, double[] a, double[] b, int stride, int off) {"]
    L += ind(["%s = off + LANES + %d;" % ("final int s%dk" % s, s) for s in range(extra)])
    L += ind(FmaVec.constants(p, n)) + ind(vec.decls())
    for be in scal:
        L += ind(be.decls())
    L += ind(body)
    L += ["    }", "",
          "    static void mulOne(double[] r, double[] a, double[] b, int stride, int k) {"]
    L += ind(lone.decls()) + ind(lone.stmts)
    L += ["    }", "}", ""]
    return "\n".join(L)


def generate(out_root):
    """Writes the lab kernels under out_root/src/main/java/dev/pippin/lab (out_root: the lab
    module's root); returns their paths."""
    out = os.path.join(str(out_root), "src", "main", "java", "dev", "pippin", "lab")
    os.makedirs(out, exist_ok=True)
    files = {}
    for F, p, human in FIELDS:
        for width in ("Pref", "256"):
            files["%sFmaLanes%s" % (F, width)] = fma_lanes_class("%sFmaLanes%s" % (F, width), p, human, width)
            files["%sInt32Lanes%s" % (F, width)] = int32_lanes_class("%sInt32Lanes%s" % (F, width), p, human, width, True)
        files["%sInt32MullqLanesPref" % F] = int32_lanes_class("%sInt32MullqLanesPref" % F, p, human, "Pref", False)
        files["%sIntScalar52" % F] = scalar_class("%sIntScalar52" % F, p, human, False)
        files["%sFmaIntScalar52" % F] = scalar_class("%sFmaIntScalar52" % F, p, human, True)
        for extra in (1, 2):
            files["%sFmaLanesPlusInt%d" % (F, extra)] = fused_class("%sFmaLanesPlusInt%d" % (F, extra), p, human, extra)
    written = []
    for name, text in files.items():
        path = os.path.join(out, name + ".java")
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        written.append(path)
    return written


if __name__ == "__main__":
    paths = generate(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    print("wrote %d kernels to %s" % (len(paths), os.path.normpath(os.path.dirname(paths[0]))))
