#!/usr/bin/env python3
"""Writes the fixed-width field classes (Bn254Fp, Bn254Fr, Bls12381Fp, Bls12381Fr) and the
Fp2 classes over the two base fields from one template, unrolled for their limb count.

Why generate: C2 folds `static final long` constants into the instruction stream, and a
fully unrolled kernel keeps every limb in a register; one class parameterised at run time
would load the modulus from memory and loop. gnark-crypto and fastutil generate their
specialisations the same way. Run from the repository root:

    python3 field/gen/gen_fields.py

The output is committed; the build does not need Python. Only the moduli below are inputs:
every other constant (-p^-1 mod 2^64, R, R^2, R^3, exponents) is derived here and
re-derived independently with BigInteger by FieldConstantsTest.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from radix56 import K, fp2_mul_body, fp2_sqr_body, java_field_r56  # noqa: E402

OUT = os.path.join(os.path.dirname(__file__), "..", "src", "main", "java", "dev", "pippin", "field")

FIELDS = [
    # class name, modulus, byte length of the canonical encoding, human name
    ("Bn254Fp", 0x30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47, 32, "bn254 base field"),
    ("Bn254Fr", 0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001, 32, "bn254 scalar field"),
    ("Bls12381Fp", 0x1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab, 48, "BLS12-381 base field"),
    ("Bls12381Fr", 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001, 32, "BLS12-381 scalar field"),
]

# Fp2 = Fp[u]/(u^2 + 1) over each base field, with the curve's non-residue xi = XI0 + XI1*u.
FP2 = [("Bn254Fp2", "Bn254Fp", 9, 1, "bn254"), ("Bls12381Fp2", "Bls12381Fp", 1, 1, "BLS12-381")]

# The fused Fp2 kernels (radix56.fp2_mul_body / fp2_sqr_body) and their variant per curve.
# Measured with the Fp2 kernel lab's variants (docs/PERFORMANCE.md) timed in alternating
# 2000-op dependent-chain bursts (so the shared machine's load hits every variant alike), ns/op,
# minimum of 500 bursts, three runs agreeing within 2%; 3-call references in the same runs:
#   bn254 mul:  reference 136-138, lazy Karatsuba 111-115, fenced 120-122, lazy schoolbook 119-120
#   BLS   mul:  reference 272-274, lazy Karatsuba fenced 222-225; unfenced 218-488 depending on the
#               compilation (C2 hoists every row's products and spills: the row fence stops that)
#   bn254 sqr:  reference 91, complex method products one after the other 75-76, interleaved by rows 80-84
#   BLS   sqr:  reference 179-181, sequential 154-156, interleaved 148-155: a tie, sequential kept for both
FP2_KERNELS = {
    "Bn254Fp2": dict(mul=dict(method="karatsuba", fence=False), sqr=dict(interleave=False, fence=False)),
    "Bls12381Fp2": dict(mul=dict(method="karatsuba", fence=True), sqr=dict(interleave=False, fence=False)),
}

M64 = (1 << 64) - 1


def limbs(x, n):
    return [(x >> (64 * i)) & M64 for i in range(n)]


def hexl(v):
    return "0x%016xL" % v


def carry(s, x):
    """1 when the unsigned sum s = x + y wrapped around, else 0.
    Long.compareUnsigned is a C2 intrinsic (CmpUL) since JDK 20: one cmp and a setb."""
    return "(Long.compareUnsigned(%s, %s) < 0 ? 1L : 0L)" % (s, x)


def gen_mul(n, name, aexpr, bexpr):
    """CIOS, no-carry variant (Montgomery's coarsely integrated operand scanning with
    gnark-crypto's observation that when the top modulus limb is < 2^63 - 1 the running
    sum fits n limbs plus two carry words A and C that never overflow). aexpr(j) and
    bexpr(i) name the operand limbs; the result is left in locals t0..t(n-1), < 2p."""
    L = []
    for j in range(n):
        L.append("        final long a%d = %s;" % (j, aexpr(j)))
    L.append("        long t%s;" % ", t".join(str(j) for j in range(n)))
    L.append("        long lo, hi, s, A, C, m, bi;")
    for i in range(n):
        L.append("        // round %d: t = (t + a*b%d + m*p) / 2^64" % (i, i))
        L.append("        bi = %s;" % bexpr(i))
        L.append("        lo = a0 * bi; hi = Math.unsignedMultiplyHigh(a0, bi);")
        if i > 0:
            L.append("        s = lo + t0; hi += %s; lo = s;" % carry("s", "t0"))
        L.append("        A = hi; t0 = lo;")
        L.append("        m = t0 * INV;")
        L.append("        lo = m * P0; hi = Math.unsignedMultiplyHigh(m, P0);")
        L.append("        s = lo + t0; C = hi + %s;" % carry("s", "lo"))
        for j in range(1, n):
            L.append("        lo = a%d * bi; hi = Math.unsignedMultiplyHigh(a%d, bi);" % (j, j))
            if i > 0:
                L.append("        s = lo + t%d; hi += %s; lo = s;" % (j, carry("s", "t%d" % j)))
            L.append("        s = lo + A; A = hi + %s; t%d = s;" % (carry("s", "lo"), j))
            L.append("        lo = m * P%d; hi = Math.unsignedMultiplyHigh(m, P%d);" % (j, j))
            L.append("        s = lo + t%d; hi += %s; lo = s;" % (j, carry("s", "lo")))
            L.append("        s = lo + C; C = hi + %s; t%d = s;" % (carry("s", "lo"), j - 1))
        L.append("        t%d = C + A;" % (n - 1))
    return L


def gen_reduce_store(n, rname="r", roff="ro"):
    """t in [0, 2p) -> t mod p, stored. Branch-free: compute u = t - p with a borrow chain and
    keep u unless it borrowed (a branch here would mispredict about half the time)."""
    L = ["        long br, %s;" % ", ".join("u%d" % j for j in range(n)),
         "        u0 = t0 - P0; br = Long.compareUnsigned(t0, P0) < 0 ? 1L : 0L;"]
    for j in range(1, n):
        L.append("        { long x = t%d - P%d; long b2 = Long.compareUnsigned(t%d, P%d) < 0 ? 1L : 0L; "
                 "u%d = x - br; br = b2 | (Long.compareUnsigned(x, br) < 0 ? 1L : 0L); }" % (j, j, j, j, j))
    L.append("        final long keep = br - 1; // all ones when t >= p (no borrow): take t - p")
    for j in range(n):
        L.append("        %s[%s + %d] = (u%d & keep) | (t%d & ~keep);" % (rname, roff, j, j, j))
    return L


def common_tail(p):
    """Methods written the same way in both radixes, on top of mul/inv/isZero/isOne/equal."""
    out = []
    w = out.append
    w("    /** r = a^-1 by Fermat (a^(p-2)); the reference the fast inverse is tested against. */")
    w("    public static void invFermat(long[] r, int ro, long[] a, int ao) {")
    w("        pow(r, ro, a, ao, PM2);")
    w("    }")
    w("")
    w("    /**")
    w("     * Inverts {@code count} elements stored back to back from {@code off}, in place, with one")
    w("     * inversion (Montgomery's trick). Zeros stay zero and do not disturb the others.")
    w("     * {@code scratch} holds at least (count + 1) * LIMBS longs.")
    w("     */")
    w("    public static void batchInverse(long[] a, int off, int count, long[] scratch) {")
    w("        setOne(scratch, 0);")
    w("        for (int i = 0; i < count; i++) {")
    w("            int e = off + i * LIMBS;")
    w("            int acc = i * LIMBS;")
    w("            if (isZero(a, e)) {")
    w("                copy(scratch, acc + LIMBS, scratch, acc);")
    w("            } else {")
    w("                mul(scratch, acc + LIMBS, scratch, acc, a, e);")
    w("            }")
    w("        }")
    w("        long[] t = new long[2 * LIMBS];")
    w("        inv(t, 0, scratch, count * LIMBS);")
    w("        for (int i = count - 1; i >= 0; i--) {")
    w("            int e = off + i * LIMBS;")
    w("            if (isZero(a, e)) {")
    w("                continue;")
    w("            }")
    w("            // t = (a_0 ... a_i)^-1; a_i^-1 = t * (a_0 ... a_(i-1)); then t *= a_i.")
    w("            mul(t, LIMBS, t, 0, scratch, i * LIMBS);")
    w("            mul(t, 0, t, 0, a, e);")
    w("            copy(a, e, t, LIMBS);")
    w("        }")
    w("    }")
    w("")
    w("    /** Legendre symbol of a: 0 for 0, 1 for a non-zero square, -1 otherwise. */")
    w("    public static int legendre(long[] a, int ao) {")
    w("        if (isZero(a, ao)) {")
    w("            return 0;")
    w("        }")
    w("        long[] t = new long[LIMBS];")
    w("        pow(t, 0, a, ao, HALF_PM1);")
    w("        return isOne(t, 0) ? 1 : -1;")
    w("    }")
    if p % 4 == 3:
        w("")
        w("    /**")
        w("     * r = a square root of a, by a^((p+1)/4) since p = 3 (mod 4). Returns false, leaving r")
        w("     * unspecified, when a is not a square. Which of the two roots is returned is unspecified.")
        w("     */")
        w("    public static boolean sqrt(long[] r, int ro, long[] a, int ao) {")
        w("        long[] x = new long[LIMBS];")
        w("        long[] check = new long[LIMBS];")
        w("        pow(x, 0, a, ao, SQRT_EXP);")
        w("        sqr(check, 0, x, 0);")
        w("        if (!equal(check, 0, a, ao)) {")
        w("            return false;")
        w("        }")
        w("        copy(r, ro, x, 0);")
        w("        return true;")
        w("    }")
    return out


def java_field(cls, p, nbytes, human):
    n = (p.bit_length() + 63) // 64
    R = (1 << (64 * n)) % p
    R2 = (1 << (128 * n)) % p
    R3 = (1 << (192 * n)) % p
    inv = (-pow(p, -1, 1 << 64)) % (1 << 64)
    top = limbs(p, n)[-1]
    assert top <= 0x7FFFFFFFFFFFFFFE, "no-carry CIOS needs a spare top bit"
    assert p % 4 == 3 or cls.endswith("Fr"), "sqrt by (p+1)/4 needs p = 3 mod 4"
    pl = limbs(p, n)
    out = []
    w = out.append
    w("// GENERATED by field/gen/gen_fields.py -- edit the generator, not this file.")
    w("package dev.pippin.field;")
    w("")
    w("import java.math.BigInteger;")
    w("")
    w("/**")
    w(" * The %s, %d bits, in %d little-endian 64-bit limbs, Montgomery form (R = 2^%d)." % (human, p.bit_length(), n, 64 * n))
    w(" *")
    w(" * <p>An element is {@value #LIMBS} consecutive longs of a {@code long[]} at an offset. Arithmetic")
    w(" * allocates nothing and accepts aliased operands ({@code r} may be {@code a} or {@code b}).")
    w(" * Every input must be reduced (below p); every output is.")
    w(" *")
    w(" * <p>Cost model: {@link #mul} is CIOS in its no-carry form (top limb of p below 2^63 - 1):")
    w(" * %d 64x64->128 products (each a {@code *} and a {@code Math.unsignedMultiplyHigh}) plus %d" % (2 * n * n + n, n))
    w(" * multiplications by -p^-1, then one branch-free conditional subtraction.")
    w(" */")
    w("public final class %s {" % cls)
    w("    private %s() {}" % cls)
    w("")
    w("    /** Limbs per element. */")
    w("    public static final int LIMBS = %d;" % n)
    w("    /** Bytes of the canonical big-endian encoding. */")
    w("    public static final int BYTES = %d;" % nbytes)
    w("    /** The modulus p. */")
    w("    public static final BigInteger MODULUS = new BigInteger(\"%x\", 16);" % p)
    w("    /** The inverse's precomputation (Pornin's binary GCD on 30-bit limbs); after MODULUS. */")
    w("    private static final PorninInverse INVERSE = new PorninInverse(MODULUS, LIMBS);")
    w("    /** Derived constants of p, checked against this class by the tests. */")
    w("    public static final MontgomeryField FIELD = new MontgomeryField(MODULUS);")
    w("")
    w("    // p, little-endian limbs.")
    for j in range(n):
        w("    static final long P%d = %s;" % (j, hexl(pl[j])))
    w("    /** -p^-1 mod 2^64. */")
    w("    static final long INV = %s;" % hexl(inv))
    w("    /** R mod p (the Montgomery form of 1), R^2 mod p (to enter the form), R^3 mod p (inversion). */")
    w("    static final long[] ONE = {%s};" % ", ".join(hexl(v) for v in limbs(R, n)))
    w("    static final long[] R2 = {%s};" % ", ".join(hexl(v) for v in limbs(R2, n)))
    w("    static final long[] R3 = {%s};" % ", ".join(hexl(v) for v in limbs(R3, n)))
    w("    /** p as limbs, for the generic routines. */")
    w("    static final long[] P = {%s};" % ", ".join("P%d" % j for j in range(n)))
    w("    /** (p - 1) / 2: the Legendre exponent; (p + 1) / 4: the square-root exponent (p = 3 mod 4). */")
    w("    static final long[] HALF_PM1 = {%s};" % ", ".join(hexl(v) for v in limbs((p - 1) // 2, n)))
    if p % 4 == 3:
        w("    static final long[] SQRT_EXP = {%s};" % ", ".join(hexl(v) for v in limbs((p + 1) // 4, n)))
    w("    /** p - 2: Fermat's inverse exponent (the reference path for {@link #inv}). */")
    w("    static final long[] PM2 = {%s};" % ", ".join(hexl(v) for v in limbs(p - 2, n)))
    w("")
    # mul
    w("    /** r = a * b * R^-1 mod p. */")
    w("    public static void mul(long[] r, int ro, long[] a, int ao, long[] b, int bo) {")
    out.extend(gen_mul(n, cls, lambda j: "a[ao + %d]" % j, lambda i: "b[bo + %d]" % i))
    out.extend(gen_reduce_store(n))
    w("    }")
    w("")
    w("    /** r = a^2 * R^-1 mod p. Same kernel as {@link #mul}: see FieldBench for the squaring measurement. */")
    w("    public static void sqr(long[] r, int ro, long[] a, int ao) {")
    w("        mul(r, ro, a, ao, a, ao);")
    w("    }")
    w("")
    # add
    w("    /** r = a + b mod p. */")
    w("    public static void add(long[] r, int ro, long[] a, int ao, long[] b, int bo) {")
    w("        long t0, %s, c;" % ", ".join("t%d" % j for j in range(1, n)))
    w("        t0 = a[ao] + b[bo]; c = %s;" % carry("t0", "b[bo]"))
    for j in range(1, n):
        w("        { long x = a[ao + %d], y = b[bo + %d]; long s = x + y; long c1 = %s; t%d = s + c; c = c1 | %s; }"
          % (j, j, carry("s", "y"), j, carry("t%d" % j, "s")))
    w("        // No carry out of the top limb: a + b < 2p < 2^%d." % (64 * n))
    out.extend(gen_reduce_store(n))
    w("    }")
    w("")
    w("    /** r = 2a mod p. */")
    w("    public static void dbl(long[] r, int ro, long[] a, int ao) {")
    w("        add(r, ro, a, ao, a, ao);")
    w("    }")
    w("")
    # sub
    w("    /** r = a - b mod p. */")
    w("    public static void sub(long[] r, int ro, long[] a, int ao, long[] b, int bo) {")
    w("        long br = 0;")
    for j in range(n):
        w("        long d%d;" % j)
        w("        { long x = a[ao + %d], y = b[bo + %d]; long s = x - y; long b1 = Long.compareUnsigned(x, y) < 0 ? 1L : 0L;"
          " d%d = s - br; br = b1 | (Long.compareUnsigned(s, br) < 0 ? 1L : 0L); }" % (j, j, j))
    w("        final long mask = -br; // add p back when the subtraction borrowed")
    w("        long c = 0;")
    for j in range(n):
        w("        { long y = P%d & mask; long s = d%d + y; long c1 = %s; long u = s + c; c = c1 | %s; r[ro + %d] = u; }"
          % (j, j, carry("s", "y"), carry("u", "s"), j))
    w("    }")
    w("")
    w("    /** r = -a mod p (0 stays 0). */")
    w("    public static void neg(long[] r, int ro, long[] a, int ao) {")
    w("        final long nz = %s;" % " | ".join("a[ao + %d]" % j for j in range(n)))
    w("        final long mask = (nz | -nz) >> 63; // all ones unless a == 0")
    w("        long br = 0;")
    for j in range(n):
        w("        { long x = a[ao + %d]; long s = P%d - x; long b1 = Long.compareUnsigned(P%d, x) < 0 ? 1L : 0L; long d = s - br;"
          " br = b1 | (Long.compareUnsigned(s, br) < 0 ? 1L : 0L); r[ro + %d] = d & mask; }" % (j, j, j, j))
    w("    }")
    w("")
    # small helpers
    w("    public static void copy(long[] r, int ro, long[] a, int ao) {")
    w("        System.arraycopy(a, ao, r, ro, LIMBS);")
    w("    }")
    w("")
    w("    public static void setZero(long[] r, int ro) {")
    for j in range(n):
        w("        r[ro + %d] = 0;" % j)
    w("    }")
    w("")
    w("    /** r = 1 (that is, R mod p). */")
    w("    public static void setOne(long[] r, int ro) {")
    w("        System.arraycopy(ONE, 0, r, ro, LIMBS);")
    w("    }")
    w("")
    w("    public static boolean isZero(long[] a, int ao) {")
    w("        return (%s) == 0;" % " | ".join("a[ao + %d]" % j for j in range(n)))
    w("    }")
    w("")
    w("    public static boolean isOne(long[] a, int ao) {")
    w("        return %s;" % " && ".join("a[ao + %d] == ONE[%d]" % (j, j) for j in range(n)))
    w("    }")
    w("")
    w("    public static boolean equal(long[] a, int ao, long[] b, int bo) {")
    w("        return %s;" % " && ".join("a[ao + %d] == b[bo + %d]" % (j, j) for j in range(n)))
    w("    }")
    w("")
    w("    /** r = a * R mod p: canonical limbs (below p) into Montgomery form. */")
    w("    public static void toMontgomery(long[] r, int ro, long[] a, int ao) {")
    w("        mul(r, ro, a, ao, R2, 0);")
    w("    }")
    w("")
    w("    /** r = a * R^-1 mod p: Montgomery form out to canonical limbs. */")
    w("    public static void fromMontgomery(long[] r, int ro, long[] a, int ao) {")
    w("        mul(r, ro, a, ao, MontgomeryField.UNIT, 0);")
    w("    }")
    w("")
    w("    /** r = v in Montgomery form; v must satisfy 0 <= v < p (nothing is reduced silently). */")
    w("    public static void fromBigInteger(long[] r, int ro, BigInteger v) {")
    w("        FIELD.canonicalLimbs(v, r, ro);")
    w("        toMontgomery(r, ro, r, ro);")
    w("    }")
    w("")
    w("    /** The canonical value of a. */")
    w("    public static BigInteger toBigInteger(long[] a, int ao) {")
    w("        long[] c = new long[LIMBS];")
    w("        fromMontgomery(c, 0, a, ao);")
    w("        return MontgomeryField.limbsToBigInteger(c, 0, LIMBS);")
    w("    }")
    w("")
    w("    /**")
    w("     * Reads {@value #BYTES} big-endian bytes into Montgomery form. Returns false, leaving r")
    w("     * unspecified, when the value is not below p: the caller names the error.")
    w("     */")
    w("    public static boolean decode(byte[] src, int off, long[] r, int ro) {")
    w("        MontgomeryField.bytesToLimbs(src, off, BYTES, r, ro, LIMBS);")
    w("        if (!MontgomeryField.lessThan(r, ro, P, 0, LIMBS)) {")
    w("            return false;")
    w("        }")
    w("        toMontgomery(r, ro, r, ro);")
    w("        return true;")
    w("    }")
    w("")
    w("    /** Writes the canonical value of a as {@value #BYTES} big-endian bytes. */")
    w("    public static void encode(long[] a, int ao, byte[] dst, int off) {")
    w("        long[] c = new long[LIMBS];")
    w("        fromMontgomery(c, 0, a, ao);")
    w("        MontgomeryField.limbsToBytes(c, 0, LIMBS, dst, off, BYTES);")
    w("    }")
    w("")
    w("    /** r = a^e for a little-endian exponent e (left-to-right square and multiply). */")
    w("    public static void pow(long[] r, int ro, long[] a, int ao, long[] e) {")
    w("        long[] base = new long[LIMBS];")
    w("        long[] acc = new long[LIMBS];")
    w("        copy(base, 0, a, ao);")
    w("        setOne(acc, 0);")
    w("        for (int i = e.length * 64 - 1; i >= 0; i--) {")
    w("            sqr(acc, 0, acc, 0);")
    w("            if (((e[i >>> 6] >>> (i & 63)) & 1) != 0) {")
    w("                mul(acc, 0, acc, 0, base, 0);")
    w("            }")
    w("        }")
    w("        copy(r, ro, acc, 0);")
    w("    }")
    w("")
    w("    /**")
    w("     * r = a^-1 (0 maps to 0). Variable time, which is acceptable: MSM inputs are public.")
    w("     * Pornin's optimized binary GCD on the stored value aR gives (aR)^-1; one Montgomery product")
    w("     * with R^3 turns it into a^-1 R. See FieldBench.inv for its cost against Fermat.")
    w("     */")
    w("    public static void inv(long[] r, int ro, long[] a, int ao) {")
    w("        if (isZero(a, ao)) {")
    w("            setZero(r, ro);")
    w("            return;")
    w("        }")
    w("        long[] t = new long[LIMBS];")
    w("        INVERSE.inverse(a, ao, t, 0);")
    w("        mul(r, ro, t, 0, R3, 0);")
    w("    }")
    w("")
    out.extend(common_tail(p))
    w("}")
    return "\n".join(out) + "\n"


def java_fp2(cls, base, p, xi0, xi1, curve):
    out = []
    w = out.append
    w("// GENERATED by field/gen/gen_fields.py -- edit the generator, not this file.")
    w("package dev.pippin.field;")
    w("")
    w("import java.math.BigInteger;")
    w("")
    w("/**")
    w(" * Fp2 = Fp[u]/(u^2 + 1) over {@link %s}, the quadratic extension of %s. An element" % (base, curve))
    w(" * c0 + c1*u is 2 * {@value %s#LIMBS} longs: c0 then c1, each in Montgomery form." % base)
    w(" *")
    w(" * <p>Operations take a caller-owned scratch array of at least {@link #SCRATCH} longs, so")
    w(" * that nothing allocates; outputs may alias inputs. Multiplication is lazy Karatsuba in one")
    w(" * fused kernel (3 unreduced base products, 2 Montgomery reductions), squaring the complex")
    w(" * method fused the same way (2 products); both keep the base field's [0, 2p) contract.")
    w(" */")
    w("public final class %s {" % cls)
    w("    private %s() {}" % cls)
    w("")
    w("    private static final int N = %s.LIMBS;" % base)
    w("    /** Longs per element. */")
    w("    public static final int LIMBS = 2 * N;")
    w("    /** Longs of scratch every operation may use. */")
    w("    public static final int SCRATCH = 4 * N;")
    w("    /** The non-residue xi = %d + %d*u that builds the curve's sextic twist. */" % (xi0, xi1))
    w("    public static final BigInteger XI_C0 = BigInteger.valueOf(%d), XI_C1 = BigInteger.valueOf(%d);" % (xi0, xi1))
    w("    // The base field's kernel constants, for the fused kernels (compile-time constants, folded).")
    w("    private static final long M = %s.M, QINVS = %s.QINVS;" % (base, base))
    for j in range((p.bit_length() + K - 1) // K):
        w("    private static final long QS%d = %s.QS%d, P2_%d = %s.P2_%d;" % (j, base, j, j, base, j))
    w("")
    w("    public static void add(long[] r, int ro, long[] a, int ao, long[] b, int bo) {")
    w("        %s.add(r, ro, a, ao, b, bo);" % base)
    w("        %s.add(r, ro + N, a, ao + N, b, bo + N);" % base)
    w("    }")
    w("")
    w("    public static void sub(long[] r, int ro, long[] a, int ao, long[] b, int bo) {")
    w("        %s.sub(r, ro, a, ao, b, bo);" % base)
    w("        %s.sub(r, ro + N, a, ao + N, b, bo + N);" % base)
    w("    }")
    w("")
    w("    public static void dbl(long[] r, int ro, long[] a, int ao) {")
    w("        %s.add(r, ro, a, ao, a, ao);" % base)
    w("        %s.add(r, ro + N, a, ao + N, a, ao + N);" % base)
    w("    }")
    w("")
    w("    public static void neg(long[] r, int ro, long[] a, int ao) {")
    w("        %s.neg(r, ro, a, ao);" % base)
    w("        %s.neg(r, ro + N, a, ao + N);" % base)
    w("    }")
    w("")
    w("    /** r = conj(a) = c0 - c1*u. */")
    w("    public static void conjugate(long[] r, int ro, long[] a, int ao) {")
    w("        %s.copy(r, ro, a, ao);" % base)
    w("        %s.neg(r, ro + N, a, ao + N);" % base)
    w("    }")
    w("")
    w("    /** r = a^p. With u^2 = -1 and p = 3 (mod 4), u^p = -u: Frobenius is conjugation. */")
    w("    public static void frobenius(long[] r, int ro, long[] a, int ao) {")
    w("        conjugate(r, ro, a, ao);")
    w("    }")
    w("")
    n = (p.bit_length() + K - 1) // K
    ra = lambda j: "a[ao + %d]" % j
    rb = lambda j: "b[bo + %d]" % j
    rr = lambda j: "r[ro + %d]" % j
    w("    /**")
    w("     * r = a * b, fused lazy Karatsuba: (a0 + a1 u)(b0 + b1 u) = (a0b0 - a1b1) + ((a0 + a1)(b0 + b1) - a0b0 - a1b1) u")
    w("     * with the three products left unreduced (%d limb products) and one Montgomery reduction per" % (3 * n * n))
    w("     * coordinate, all in registers; the bounds are argued in field/gen/radix56.py (fp2_mul_body).")
    w("     * {@code s} is unused (kept for the API). Measured against {@link #mulKaratsuba}: see gen_fields.py.")
    w("     */")
    w("    public static void mul(long[] r, int ro, long[] a, int ao, long[] b, int bo, long[] s) {")
    out.extend(fp2_mul_body(n, p, ra, rb, rr, **FP2_KERNELS[cls]["mul"]))
    w("    }")
    w("")
    w("    /** r = a * b by three base-field products: the reference the fused {@link #mul} is tested and measured against. */")
    w("    public static void mulKaratsuba(long[] r, int ro, long[] a, int ao, long[] b, int bo, long[] s) {")
    w("        %s.mul(s, 0, a, ao, b, bo);              // v0 = a0 b0" % base)
    w("        %s.mul(s, N, a, ao + N, b, bo + N);      // v1 = a1 b1" % base)
    w("        %s.add(s, 2 * N, a, ao, a, ao + N);      // a0 + a1" % base)
    w("        %s.add(s, 3 * N, b, bo, b, bo + N);      // b0 + b1" % base)
    w("        %s.mul(s, 2 * N, s, 2 * N, s, 3 * N);" % base)
    w("        %s.sub(s, 2 * N, s, 2 * N, s, 0);" % base)
    w("        %s.sub(r, ro + N, s, 2 * N, s, N);" % base)
    w("        %s.sub(r, ro, s, 0, s, N);" % base)
    w("    }")
    w("")
    w("    /**")
    w("     * r = a^2 by the complex method, fused: (a0 + a1)(a0 - a1 + 2p) + (2 a0) a1 u, the two base")
    w("     * products in one kernel, operands formed in registers. {@code s} is unused (kept for the API).")
    w("     */")
    w("    public static void sqr(long[] r, int ro, long[] a, int ao, long[] s) {")
    out.extend(fp2_sqr_body(n, p, ra, rr, **FP2_KERNELS[cls]["sqr"]))
    w("    }")
    w("")
    w("    /** r = a^2 by the complex method through the base field: the reference for {@link #sqr}. */")
    w("    public static void sqrComplex(long[] r, int ro, long[] a, int ao, long[] s) {")
    w("        %s.add(s, 0, a, ao, a, ao + N);" % base)
    w("        %s.sub(s, N, a, ao, a, ao + N);" % base)
    w("        %s.mul(s, 2 * N, a, ao, a, ao + N);" % base)
    w("        %s.mul(r, ro, s, 0, s, N);" % base)
    w("        %s.add(r, ro + N, s, 2 * N, s, 2 * N);" % base)
    w("    }")
    w("")
    w("    /** r = a * c for a base-field element c. */")
    w("    public static void mulByFp(long[] r, int ro, long[] a, int ao, long[] c, int co) {")
    w("        %s.mul(r, ro, a, ao, c, co);" % base)
    w("        %s.mul(r, ro + N, a, ao + N, c, co);" % base)
    w("    }")
    w("")
    # mul by xi
    w("    /** r = a * xi, xi = %d + %d*u: (c0 + c1 u)(%d + u) = (%d c0 - c1) + (c0 + %d c1) u, by additions only. */"
      % (xi0, xi1, xi0, xi0, xi0))
    w("    public static void mulByNonResidue(long[] r, int ro, long[] a, int ao, long[] s) {")
    if xi0 == 1:
        w("        %s.sub(s, 0, a, ao, a, ao + N);" % base)
        w("        %s.add(r, ro + N, a, ao, a, ao + N);" % base)
        w("        %s.copy(r, ro, s, 0);" % base)
    else:
        assert xi0 == 9
        w("        // 9x = 8x + x by three doublings and an addition, for each coordinate.")
        w("        times9(s, 0, a, ao);")
        w("        times9(s, N, a, ao + N);")
        w("        %s.sub(s, 2 * N, s, 0, a, ao + N);   // 9 c0 - c1" % base)
        w("        %s.add(r, ro + N, s, N, a, ao);      // 9 c1 + c0" % base)
        w("        %s.copy(r, ro, s, 2 * N);" % base)
        w("    }")
        w("")
        w("    private static void times9(long[] r, int ro, long[] a, int ao) {")
        w("        %s.add(r, ro, a, ao, a, ao);" % base)
        w("        %s.add(r, ro, r, ro, r, ro);" % base)
        w("        %s.add(r, ro, r, ro, r, ro);" % base)
        w("        %s.add(r, ro, r, ro, a, ao);" % base)
    w("    }")
    w("")
    w("    /** Norm c0^2 + c1^2, an element of the base field. */")
    w("    public static void norm(long[] r, int ro, long[] a, int ao, long[] s) {")
    w("        %s.sqr(s, 0, a, ao);" % base)
    w("        %s.sqr(s, N, a, ao + N);" % base)
    w("        %s.add(r, ro, s, 0, s, N);" % base)
    w("    }")
    w("")
    w("    /** r = a^-1 = conj(a) / norm(a); 0 maps to 0. */")
    w("    public static void inv(long[] r, int ro, long[] a, int ao, long[] s) {")
    w("        norm(s, 2 * N, a, ao, s);")
    w("        %s.inv(s, 2 * N, s, 2 * N);" % base)
    w("        %s.mul(r, ro, a, ao, s, 2 * N);" % base)
    w("        %s.neg(s, 3 * N, a, ao + N);" % base)
    w("        %s.mul(r, ro + N, s, 3 * N, s, 2 * N);" % base)
    w("    }")
    w("")
    w("    public static boolean isZero(long[] a, int ao) {")
    w("        return %s.isZero(a, ao) && %s.isZero(a, ao + N);" % (base, base))
    w("    }")
    w("")
    w("    public static boolean equal(long[] a, int ao, long[] b, int bo) {")
    w("        return %s.equal(a, ao, b, bo) && %s.equal(a, ao + N, b, bo + N);" % (base, base))
    w("    }")
    w("")
    w("    public static void copy(long[] r, int ro, long[] a, int ao) {")
    w("        System.arraycopy(a, ao, r, ro, LIMBS);")
    w("    }")
    w("")
    w("    public static void setZero(long[] r, int ro) {")
    w("        %s.setZero(r, ro);" % base)
    w("        %s.setZero(r, ro + N);" % base)
    w("    }")
    w("")
    w("    public static void setOne(long[] r, int ro) {")
    w("        %s.setOne(r, ro);" % base)
    w("        %s.setZero(r, ro + N);" % base)
    w("    }")
    w("")
    w("    /** r = c0 + c1 u from canonical values (each 0 <= c < p). */")
    w("    public static void fromBigIntegers(long[] r, int ro, BigInteger c0, BigInteger c1) {")
    w("        %s.fromBigInteger(r, ro, c0);" % base)
    w("        %s.fromBigInteger(r, ro + N, c1);" % base)
    w("    }")
    w("")
    w("    /** {c0, c1}, canonical. */")
    w("    public static BigInteger[] toBigIntegers(long[] a, int ao) {")
    w("        return new BigInteger[] {%s.toBigInteger(a, ao), %s.toBigInteger(a, ao + N)};" % (base, base))
    w("    }")
    w("")
    w("    /**")
    w("     * r = a square root of a, or false when a is not a square. Since p = 3 (mod 4) this")
    w("     * uses the norm: a is a square in Fp2 exactly when its norm is a square in Fp; then with")
    w("     * n = sqrt(norm), x0 = sqrt((c0 + n) / 2) (or with -n), and x1 = c1 / (2 x0).")
    w("     * Allocates (not a hot path).")
    w("     */")
    w("    public static boolean sqrt(long[] r, int ro, long[] a, int ao) {")
    w("        long[] s = new long[SCRATCH];")
    w("        long[] t = new long[6 * N];")
    w("        if (%s.isZero(a, ao + N)) {" % base)
    w("            // a = c0 is in Fp: sqrt(c0) if c0 is a square there, else sqrt(-c0) * u.")
    w("            if (%s.sqrt(t, 0, a, ao)) {" % base)
    w("                %s.copy(r, ro, t, 0);" % base)
    w("                %s.setZero(r, ro + N);" % base)
    w("                return true;")
    w("            }")
    w("            %s.neg(t, N, a, ao);" % base)
    w("            if (!%s.sqrt(t, 0, t, N)) {" % base)
    w("                return false;")
    w("            }")
    w("            %s.setZero(r, ro);" % base)
    w("            %s.copy(r, ro + N, t, 0);" % base)
    w("            return true;")
    w("        }")
    w("        norm(t, 0, a, ao, s);")
    w("        if (!%s.sqrt(t, N, t, 0)) {" % base)
    w("            return false;")
    w("        }")
    w("        // half = 1/2")
    w("        %s.setOne(t, 2 * N);" % base)
    w("        %s.add(t, 2 * N, t, 2 * N, t, 2 * N);" % base)
    w("        %s.inv(t, 2 * N, t, 2 * N);" % base)
    w("        %s.add(t, 3 * N, a, ao, t, N);" % base)
    w("        %s.mul(t, 3 * N, t, 3 * N, t, 2 * N);" % base)
    w("        if (!%s.sqrt(t, 4 * N, t, 3 * N)) {" % base)
    w("            %s.sub(t, 3 * N, a, ao, t, N);" % base)
    w("            %s.mul(t, 3 * N, t, 3 * N, t, 2 * N);" % base)
    w("            if (!%s.sqrt(t, 4 * N, t, 3 * N)) {" % base)
    w("                return false;")
    w("            }")
    w("        }")
    w("        // x1 = c1 / (2 x0)")
    w("        %s.add(t, 5 * N, t, 4 * N, t, 4 * N);" % base)
    w("        %s.inv(t, 5 * N, t, 5 * N);" % base)
    w("        %s.mul(t, 5 * N, t, 5 * N, a, ao + N);" % base)
    w("        %s.copy(t, 0, t, 4 * N);" % base)
    w("        %s.copy(t, N, t, 5 * N);" % base)
    w("        long[] check = new long[LIMBS];")
    w("        sqr(check, 0, t, 0, s);")
    w("        if (!equal(check, 0, a, ao)) {")
    w("            return false;")
    w("        }")
    w("        copy(r, ro, t, 0);")
    w("        return true;")
    w("    }")
    w("}")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    for cls, p, nb, human in FIELDS:
        if cls.endswith("Fp"):
            # the base fields carry every point operation: lazily reduced radix 2^56
            body, _ = java_field_r56(cls, p, nb, human, hexl, limbs)
            body.extend(common_tail(p))
            body.append("}")
            text = "\n".join(body) + "\n"
        else:
            text = java_field(cls, p, nb, human)
        with open(os.path.join(OUT, cls + ".java"), "w") as f:
            f.write(text)
    for cls, base, x0, x1, curve in FP2:
        with open(os.path.join(OUT, cls + ".java"), "w") as f:
            f.write(java_fp2(cls, base, dict((c[0], c[1]) for c in FIELDS)[base], x0, x1, curve))
    print("wrote", ", ".join([c[0] for c in FIELDS] + [c[0] for c in FP2]))
