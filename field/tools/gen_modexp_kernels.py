#!/usr/bin/env python3
"""Writes the unrolled modulus-as-data radix-2^56 Montgomery kernels Radix56x5.java and
Radix56x7.java (dev.pippin.field.modexp). Run from the repository root:
    python3 field/tools/gen_modexp_kernels.py
The generated files are committed; edit this script, not them.

The multiplication body is the named fields' (field/gen/radix56.py, mul_body): lazily reduced
56-bit limbs, no carry detection, values in [0, 2m) since 4m < R. Here the modulus limbs are
final fields of the instance, copied into locals at the top of each method (the JIT cannot fold
them into immediates as it does for the named fields' static finals)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gen"))
from radix56 import mul_body, SSA, K  # noqa: E402

OUT = "field/src/main/java/dev/pippin/field/modexp"


def sqr_body(n, a, r):
    """r = a^2 / R (mod m), lazily reduced: the n(n-1)/2 cross products once, the column sums
    doubled, the n squares added, then the reduction rows (operand scanning, one row per limb).
    Every operand is held shifted left by 4 (see mul_body_shift4): one register per limb.

    Bounds: column k receives at most ceil(n/2) low halves and ceil(n/2) high halves of cross
    products (each < 2^56), so at most n terms before doubling: 2n * 2^56 + 2 squares' halves
    < 2^64 for n <= 7. The reduction adds 2 terms per row to each of the n + 1 live columns and
    one carry (< 2^9): another 2n + 1 terms at most, (4n + 3) * 2^56 < 2^64 for n <= 7."""
    g = SSA()
    A = [g.let("%s << 4" % a(j)) for j in range(n)]
    w = [None] * (2 * n + 1)

    def acc(k, v):
        w[k] = v if w[k] is None else g.let("%s + %s" % (w[k], v))

    for i in range(n):
        for j in range(i + 1, n):
            acc(i + j, g.let("(%s * %s) >>> 8" % (A[i], A[j])))
            acc(i + j + 1, g.let("Math.unsignedMultiplyHigh(%s, %s)" % (A[i], A[j])))
    for k in range(2 * n):
        if w[k] is not None:
            w[k] = g.let("%s << 1" % w[k])
    for i in range(n):
        acc(2 * i, g.let("(%s * %s) >>> 8" % (A[i], A[i])))
        acc(2 * i + 1, g.let("Math.unsignedMultiplyHigh(%s, %s)" % (A[i], A[i])))
    # reduction, row i clears column i
    for i in range(n):
        m = g.let("(%s * QINV4) & M4" % w[i])
        acc(i + 1, g.let("(%s + M) >>> %d" % (w[i], K)))
        acc(i + 1, g.let("Math.unsignedMultiplyHigh(%s, QF0)" % m))
        for j in range(1, n):
            acc(i + j, g.let("(%s * QF%d) >>> 8" % (m, j)))
            acc(i + j + 1, g.let("Math.unsignedMultiplyHigh(%s, QF%d)" % (m, j)))
    res = w[n:2 * n]
    for j in range(n - 1):
        c = g.let("%s >>> %d" % (res[j], K))
        res[j] = g.let("%s & M" % res[j])
        res[j + 1] = g.let("%s + %s" % (res[j + 1], c))
    for j in range(n):
        g.stmt("%s = %s;" % (r(j), res[j]))
    return g.emit()


def mul_body_shift4(n, a, b, r):
    """r = a*b / R (mod m), lazily reduced, every operand held shifted left by 4: for x, y < 2^56
    and X = x << 4, Y = y << 4, X*Y = x*y*2^8 < 2^120, so Math.unsignedMultiplyHigh(X, Y) is
    x*y >> 56 and (X * Y) >>> 8 is x*y mod 2^56: both halves from one operand pair, each limb in
    one register (the squaring no longer needs a plain and a shifted copy of every limb). The
    reduction digit comes out shifted too: (t * (m' << 4)) & (M << 4) = ((t * m') mod 2^56) << 4."""
    g = SSA()
    A = [g.let("%s << 4" % a(j)) for j in range(n)]
    t = [None] * (n + 1)

    def acc(j, v):
        t[j] = v if t[j] is None else g.let("%s + %s" % (t[j], v))

    for i in range(n):
        bs = g.let("%s << 4" % b(i))
        for j in range(n):
            acc(j, g.let("(%s * %s) >>> 8" % (A[j], bs)))
            acc(j + 1, g.let("Math.unsignedMultiplyHigh(%s, %s)" % (A[j], bs)))
        m = g.let("(%s * QINV4) & M4" % t[0])
        acc(1, g.let("(%s + M) >>> %d" % (t[0], K)))
        acc(1, g.let("Math.unsignedMultiplyHigh(%s, QF0)" % m))
        for j in range(1, n):
            acc(j, g.let("(%s * QF%d) >>> 8" % (m, j)))
            acc(j + 1, g.let("Math.unsignedMultiplyHigh(%s, QF%d)" % (m, j)))
        t = t[1:] + [None]
    res = t[:n]
    for j in range(n - 1):
        c = g.let("%s >>> %d" % (res[j], K))
        res[j] = g.let("%s & M" % res[j])
        res[j + 1] = g.let("%s + %s" % (res[j + 1], c))
    for j in range(n):
        g.stmt("%s = %s;" % (r(j), res[j]))
    return g.emit()


def sqr_body_shift8(n, a, r):
    """sqr_body's form before mul_body_shift4 (kept as a measured variant): low halves as
    (x * (y << 8)) >>> 8, so every limb is held plain and shifted by 8; modulus as QS0.., QINV."""
    g = SSA()
    A = [g.let(a(j)) for j in range(n)]
    w = [None] * (2 * n + 1)

    def acc(k, v):
        w[k] = v if w[k] is None else g.let("%s + %s" % (w[k], v))

    S = [g.let("%s << %d" % (A[j], 64 - K)) for j in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            acc(i + j, g.let("(%s * %s) >>> 8" % (A[i], S[j])))
            acc(i + j + 1, g.let("Math.unsignedMultiplyHigh(%s, %s)" % (A[i], S[j])))
    for k in range(2 * n):
        if w[k] is not None:
            w[k] = g.let("%s << 1" % w[k])
    for i in range(n):
        acc(2 * i, g.let("(%s * %s) >>> 8" % (A[i], S[i])))
        acc(2 * i + 1, g.let("Math.unsignedMultiplyHigh(%s, %s)" % (A[i], S[i])))
    for i in range(n):
        m = g.let("(%s * QINV) & M" % w[i])
        acc(i + 1, g.let("(%s + M) >>> %d" % (w[i], K)))
        acc(i + 1, g.let("Math.unsignedMultiplyHigh(%s, QS0)" % m))
        for j in range(1, n):
            acc(i + j, g.let("(%s * QS%d) >>> 8" % (m, j)))
            acc(i + j + 1, g.let("Math.unsignedMultiplyHigh(%s, QS%d)" % (m, j)))
    res = w[n:2 * n]
    for j in range(n - 1):
        c = g.let("%s >>> %d" % (res[j], K))
        res[j] = g.let("%s & M" % res[j])
        res[j + 1] = g.let("%s + %s" % (res[j + 1], c))
    for j in range(n):
        g.stmt("%s = %s;" % (r(j), res[j]))
    return g.emit()


def mul_body_fused(n, a, b, r):
    """mul_body with every low half taken as (x * (y << 8)) >>> 8, the same operand pair as the
    high half (the production form before mul_body_shift4; kept as a measured variant). Reads the
    modulus limbs shifted left by 8 as QS0.. and m' as QINV."""
    g = SSA()
    A = [g.let(a(j)) for j in range(n)]
    t = [None] * (n + 1)

    def acc(j, v):
        t[j] = v if t[j] is None else g.let("%s + %s" % (t[j], v))

    for i in range(n):
        bs = g.let("%s << %d" % (b(i), 64 - K))
        for j in range(n):
            acc(j, g.let("(%s * %s) >>> 8" % (A[j], bs)))
            acc(j + 1, g.let("Math.unsignedMultiplyHigh(%s, %s)" % (A[j], bs)))
        m = g.let("(%s * QINV) & M" % t[0])
        acc(1, g.let("(%s + M) >>> %d" % (t[0], K)))
        acc(1, g.let("Math.unsignedMultiplyHigh(%s, QS0)" % m))
        for j in range(1, n):
            acc(j, g.let("(%s * QS%d) >>> 8" % (m, j)))
            acc(j + 1, g.let("Math.unsignedMultiplyHigh(%s, QS%d)" % (m, j)))
        t = t[1:] + [None]
    res = t[:n]
    for j in range(n - 1):
        c = g.let("%s >>> %d" % (res[j], K))
        res[j] = g.let("%s & M" % res[j])
        res[j + 1] = g.let("%s + %s" % (res[j + 1], c))
    for j in range(n):
        g.stmt("%s = %s;" % (r(j), res[j]))
    return g.emit()


TEMPLATE = """package dev.pippin.field.modexp;

// GENERATED by field/tools/gen_modexp_kernels.py — edit the script, not this file.

/**
 * Radix-2^56 lazily reduced Montgomery arithmetic for one odd modulus of at most {BITS} bits in
 * {N} limbs of 56 bits (4m &lt; R = 2^{RBITS}), the modulus held as data in final fields. The body
 * is the named fields' kernel (field/gen/radix56.py): {MULS} limb products, each a {{@code *}} and
 * a {{@code Math.unsignedMultiplyHigh}}, summed with plain adds; no carry detection, no final
 * subtraction. See {{@link Radix56}} for the representation.
 *
 * <p>One change from the named fields: every operand limb (and the modulus limbs, and the
 * reduction digit) is held shifted left by 4. For x, y &lt; 2^56, X = x·2^4 and Y = y·2^4 give
 * X·Y = x·y·2^8 &lt; 2^120, so {{@code Math.unsignedMultiplyHigh(X, Y)}} is the high half x·y &gt;&gt; 56
 * and {{@code (X * Y) >>> 8}} the low half x·y mod 2^56: both halves from one operand pair, one
 * register per limb. The form before it took the low half as {{@code (x * (y << 8)) >>> 8}}, so a
 * squaring held a plain and a shifted copy of every limb, and C2 spilled them to vector registers
 * (79 {{@code vmovq}} in the 5-limb squaring, 45 after; seen with -XX:+PrintAssembly). Measured
 * side by side in one JVM (scratch probe of both generated forms, JDK 25, shared 2-core EPYC,
 * three rounds, best of nine 300 000-call batches, ns, shift 8 → shift 4; the old forms are kept
 * as {{@code Radix56Variants.mul5Fused}} / {{@code sqr5Shift8}} for {{@code ModExpTuning
 * variants}}): 256-bit modulus sqr 31.9-33.2 → 27.8-29.7, mul 40.8-41.2 → 39.3-40.0; 278 bits
 * sqr 32.8-32.9 → 29.0-29.2, mul 41.0-41.2 → 39.1-39.4; 384 bits (7 limbs) sqr 59.4-59.5 → 55.2,
 * mul 77.9-78.1 → 73.0-73.4; 390 bits sqr 59.2-59.3 → 54.0-55.8, mul 77.0-78.4 → 72.6-73.6.
 *
 * <p>The modulus as static-method parameters (the exponentiation loop loads the fields once into
 * locals) against fields, ModExpBench pippin, two runs back to back (JDK 25, shared 2-core EPYC,
 * ns/op, parameters vs fields, measured on the shift-8 form): 256/65537 938 vs 1034, 256/64
 * 3291 vs 3352, 256/256 11209 vs 11186, 256/8192 346545 vs 427194 (errors ±63k, ±141k),
 * 256 even/256 11568 vs 11712: no worse anywhere, better only within the noise; kept.
 *
 * <p>{SQRNOTE}
 */
final class Radix56x{N} extends Radix56 {{
    private static final long M4 = M << 4;

    final long {QFIELDS};
    /** The modulus limbs shifted left by 4, and m' likewise (see above). */
    final long {QSFIELDS};
    final long qinv4;

    /** @param q56 an odd modulus in {N} limbs of 56 bits, 4m &lt; 2^{RBITS}. */
    Radix56x{N}(long[] q56) {{
        super(q56);
        if (q56.length != {N}) {{
            throw new IllegalArgumentException("{N} limbs expected");
        }}
{QINIT}
    }}

    @Override
    void mul(long[] a, long[] b, long[] r) {{
        mul(a, b, r, this.qinv4, {QSTHIS});
    }}

    /** The multiplication with the modulus as parameters (the exponentiation loop passes locals). */
    static void mul(long[] a, long[] b, long[] r, long QINV4, {QSPARAMS}) {{
{MUL}
    }}

    @Override
    void sqr(long[] a, long[] r) {{
        sqrDedicated(a, r, this.qinv4, {QSTHIS});
    }}

    /** Dedicated squaring (cross products once): {SQRMULS} limb products instead of {MULS}. */
    void sqrDedicated(long[] a, long[] r) {{
        sqrDedicated(a, r, this.qinv4, {QSTHIS});
    }}

    static void sqrDedicated(long[] a, long[] r, long QINV4, {QSPARAMS}) {{
{SQR}
    }}

    /**
     * The modulus limbs are read once into locals and passed to the static kernels as parameters,
     * so the loop holds them in registers (or the stack) rather than reloading instance fields.
     */
    @Override
    void pow(long[][] table, int[] plan, long[] acc) {{
        final long QINV4 = this.qinv4;
        final long {QSLOCALS};
        System.arraycopy(table[plan[1]], 0, acc, 0, {N});
        for (int k = 2; k < plan.length; k += 2) {{
            for (int s = plan[k]; s > 0; s--) {{
                sqrDedicated(acc, acc, QINV4, {QSARGS});
            }}
            int idx = plan[k + 1];
            if (idx >= 0) {{
                mul(acc, table[idx], acc, QINV4, {QSARGS});
            }}
        }}
    }}

    @Override
    void oddPowers(long[] base, long[][] table, long[] scratch) {{
        System.arraycopy(base, 0, table[0], 0, {N});
        if (table.length > 1) {{
            sqr(base, scratch);
            for (int i = 1; i < table.length; i++) {{
                mul(table[i - 1], scratch, table[i]);
            }}
        }}
    }}
}}
"""

# Which squaring sqr() uses, per size, and why (set from ModExpTuning kernels measurements).
SQR_CHOICE = {
    5: ("sqrDedicated(a, r);",
        "Squaring is dedicated: it measured faster than mul(a, a) (ModExpTuning kernels, JDK 25, shared\n"
        " * 2-core EPYC, same run, ns/op): 256-bit modulus: mul 45.3, mul(a, a) 57.4, dedicated 41.3;\n"
        " * 278-bit: mul(a, a) 49.8, dedicated 39.1."),
    7: ("sqrDedicated(a, r);",
        "Squaring is dedicated: it measured faster than mul(a, a) (ModExpTuning kernels, JDK 25, shared\n"
        " * 2-core EPYC, same run, ns/op): 384-bit modulus: mul 115.0, mul(a, a) 89.5, dedicated 83.6;\n"
        " * 390-bit: mul(a, a) 107.3, dedicated 82.0."),
}

for n, bits in ((5, 278), (7, 390)):
    sqrcall, note = SQR_CHOICE[n]
    src = TEMPLATE.format(
        N=n, BITS=bits, RBITS=K * n,
        QFIELDS=", ".join("q%d" % j for j in range(n)),
        QSFIELDS=", ".join("qf%d" % j for j in range(n)),
        QINIT="\n".join("        this.q%d = q56[%d];\n        this.qf%d = q56[%d] << 4;" % (j, j, j, j) for j in range(n))
        + "\n        this.qinv4 = qinv << 4;",
        QLOCALS=", ".join("Q%d = this.q%d" % (j, j) for j in range(n)),
        QSLOCALS=", ".join("QF%d = this.qf%d" % (j, j) for j in range(n)),
        MUL="\n".join(mul_body_shift4(n, lambda j: "a[%d]" % j, lambda i: "b[%d]" % i, lambda j: "r[%d]" % j)),
        SQR="\n".join(sqr_body(n, lambda j: "a[%d]" % j, lambda j: "r[%d]" % j)),
        SQRCALL="        " + sqrcall,
        QSTHIS=", ".join("this.qf%d" % j for j in range(n)),
        QSPARAMS=", ".join("long QF%d" % j for j in range(n)),
        QSARGS=", ".join("QF%d" % j for j in range(n)),
        MULS=2 * n * n, SQRMULS=n * (n - 1) // 2 + n + n * n,
        SQRNOTE=note,
    )
    with open(os.path.join(OUT, "Radix56x%d.java" % n), "w") as f:
        f.write(src)
print("ok")


# ---------------------------------------------------------------- measurement variants (test tree)

VARIANTS = """package dev.pippin.field.modexp;

// GENERATED by field/tools/gen_modexp_kernels.py — edit the script, not this file.

/**
 * Not production code: variants of the 5-limb radix-2^56 multiplication and squaring that
 * {{@code ModExpTuning variants}} times against {{@link Radix56x5}}'s: the named fields' form with
 * the modulus limbs as parameters of a static method, and the forms before the operands were
 * held shifted by 4 (low halves as {{@code (x * (y << 8)) >>> 8}}, a plain and a shifted copy of
 * every limb).
 */
final class Radix56Variants {{
    private static final long M = Radix56.M;

    private Radix56Variants() {{
    }}

    /** The modulus limbs and m' as parameters. */
    static void mul5Params(long[] a, long[] b, long[] r, long QINV, {QPARAMS}, {QSPARAMS}) {{
{MULP}
    }}

    /** Low halves as (x * (y << 8)) >>> 8 (constants from the instance). */
    static void mul5Fused(Radix56x5 k, long[] a, long[] b, long[] r) {{
        final long QINV = k.qinv;
        final long {QSLOCALS};
{MULF}
    }}

    /** The dedicated squaring in the same shift-8 form. */
    static void sqr5Shift8(Radix56x5 k, long[] a, long[] r) {{
        final long QINV = k.qinv;
        final long {QSLOCALS};
{SQR8}
    }}
}}
"""

n = 5
with open("field/src/test/java/dev/pippin/field/modexp/Radix56Variants.java", "w") as f:
    f.write(VARIANTS.format(
        QPARAMS=", ".join("long Q%d" % j for j in range(n)),
        QSPARAMS=", ".join("long QS%d" % j for j in range(n)),
        QSLOCALS=", ".join("QS%d = k.q%d << 8" % (j, j) for j in range(n)),
        MULP="\n".join(mul_body(n, lambda j: "a[%d]" % j, lambda i: "b[%d]" % i, lambda j: "r[%d]" % j, low="mask")),
        MULF="\n".join(mul_body_fused(n, lambda j: "a[%d]" % j, lambda i: "b[%d]" % i, lambda j: "r[%d]" % j)),
        SQR8="\n".join(sqr_body_shift8(n, lambda j: "a[%d]" % j, lambda j: "r[%d]" % j)),
    ))
print("ok variants")
