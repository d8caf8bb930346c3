"""The lazily reduced radix-2^56 kernel for the base fields (imported by gen_fields.py).

Why this formulation (the kernel lab's measurements, docs/PERFORMANCE.md, "Field kernels"): Java has no
add-with-carry, and every carry test in a radix-2^64 CIOS costs a compare and a select or a
branch that mispredicts. With 56-bit limbs every product a_j * b_i < 2^112 splits into a
56-bit low half ((a*b) & M) and a high half (unsignedMultiplyHigh(a, b << 8)), and up to 2^8
such halves add into a 64-bit accumulator with plain adds: the whole multiplication has no
carry detection at all, and one normalisation pass at the end. Values stay in [0, 2p) (4p < R,
so Montgomery's bound keeps the product below 2p without the final subtraction).
"""

K = 56
MASK = (1 << K) - 1


def limbs56(x, n):
    return [(x >> (K * i)) & MASK for i in range(n)]


class SSA:
    """Straight-line code in fresh locals, then compacted so javac stays under 255 local slots
    (past that every load is a 4-byte 'wide' op, which can push a kernel over HotSpot's
    8000-byte HugeMethodLimit, and a huge method is never compiled)."""

    def __init__(self):
        # keep: values never inlined (accumulators: inlining a chain of sums would move every
        # term's last use to the chain's end and blow up the live locals)
        self.lines, self.n, self.keep = [], 0, set()

    def let(self, expr):
        self.n += 1
        name = "v%d" % self.n
        self.lines.append((name, expr))
        return name

    def stmt(self, s):
        self.lines.append((None, s))

    def inline_single_uses(self):
        """Substitutes every pure value used exactly once into its user (array loads stay put):
        the same computation in far less bytecode, since javac then keeps the temporary on the
        operand stack instead of a store and a load. The fused Fp2 kernels need it to stay below
        HotSpot's 8000-byte HugeMethodLimit (BLS12-381 Fp2 mul: 10270 bytes without it)."""
        import re
        tok = re.compile(r"\bv\d+\b")
        uses = {}
        for name, body in self.lines:
            for t in tok.findall(body):
                uses[t] = uses.get(t, 0) + 1
        expr, lines = {}, []
        for name, body in self.lines:
            body = tok.sub(lambda m: expr.get(m.group(0), m.group(0)), body)
            if name is not None and name not in self.keep and uses.get(name, 0) == 1 and "[" not in body:
                expr[name] = "(%s)" % body
            else:
                lines.append((name, body))
        self.lines = lines

    def emit(self, indent="        "):
        import re
        tok = re.compile(r"\bv\d+\b")
        last = {}
        for i, (name, body) in enumerate(self.lines):
            for t in tok.findall(body):
                last[t] = i
        free, mapping, slots, out = [], {}, [], []
        for i, (name, body) in enumerate(self.lines):
            used = dict.fromkeys(tok.findall(body))  # first-use order: set order varies with PYTHONHASHSEED
            body = tok.sub(lambda m: mapping[m.group(0)], body)
            for t in used:
                if last[t] == i:
                    free.append(mapping[t])
            if name is None:
                out.append(indent + body)
                continue
            if free:
                slot = free.pop()
            else:
                slot = "w%d" % len(slots)
                slots.append(slot)
            mapping[name] = slot
            out.append(indent + "%s = %s;" % (slot, body))
        decl = [indent + "long %s;" % ", ".join(slots)] if slots else []
        return decl + out


def mul_body(n, a, b, r):
    """r = a * b / R (mod p), lazily reduced; a(j), b(i), r(j) name limb accesses.
    The low half of every limb product comes from the pre-shifted operand the high half already
    uses, (x * (y << 8)) >>> 8, which needs no mask constant in a register (modexp's measurement)."""
    g = SSA()
    A = [g.let(a(j)) for j in range(n)]
    t = [None] * (n + 1)

    def acc(j, v):
        t[j] = v if t[j] is None else g.let("%s + %s" % (t[j], v))

    for i in range(n):
        bi = g.let(b(i))
        bs = g.let("%s << %d" % (bi, 64 - K))
        for j in range(n):
            acc(j, g.let("(%s * %s) >>> 8" % (A[j], bs)))
            acc(j + 1, g.let("Math.unsignedMultiplyHigh(%s, %s)" % (A[j], bs)))
        # m makes t + m p divisible by 2^56; t0 + lo(m q0) = ceil(t0 / 2^56) * 2^56, so the
        # low product is never formed: its carry is (t0 + M) >>> 56.
        m = g.let("(%s * QINVS) >>> 8" % t[0])
        acc(1, g.let("(%s + M) >>> %d" % (t[0], K)))
        acc(1, g.let("Math.unsignedMultiplyHigh(%s, QS0)" % m))
        for j in range(1, n):
            acc(j, g.let("(%s * QS%d) >>> 8" % (m, j)))
            acc(j + 1, g.let("Math.unsignedMultiplyHigh(%s, QS%d)" % (m, j)))
        t = t[1:] + [None]
    return normalise_store(g, n, t[:n], r, low=lambda x: "((%s) << 8) >>> 8" % x)


def normalise_store(g, n, res, r, low=lambda x: "%s & M" % x):
    """Carries res (n column sums) into 56-bit limbs, the top one keeping the rest, and stores
    them as r(0..n-1); returns the emitted lines."""
    for j in range(n - 1):
        c = g.let("%s >>> %d" % (res[j], K))
        res[j] = g.let(low(res[j]))
        res[j + 1] = g.let("%s + %s" % (res[j + 1], c))
    for j in range(n):
        g.stmt("%s = %s;" % (r(j), res[j]))
    return g.emit()


# The split-product kernels (sqr_body, mul_body_split) hold every operand limb, the modulus limbs
# (constants QF0.. = q << 4) and the reduction digit (from QINV4 = m' << 4, M4 = M << 4) shifted
# left by 4, so that both halves of a limb product come from one operand pair: one register per limb.


def reduction_row(g, acc, t0, n, i):
    """One Montgomery reduction row: the digit that clears column i (value t0), its carry, and
    the digit times the modulus into columns i..i+n (acc(column, value))."""
    m = g.let("(%s * QINV4) & M4" % t0)
    # t0 + lo(m q0) = ceil(t0 / 2^56) * 2^56: the low product is never formed
    acc(i + 1, g.let("(%s + M) >>> %d" % (t0, K)))
    acc(i + 1, g.let("Math.unsignedMultiplyHigh(%s, QF0)" % m))
    for j in range(1, n):
        acc(i + j, g.let("(%s * QF%d) >>> 8" % (m, j)))
        acc(i + j + 1, g.let("Math.unsignedMultiplyHigh(%s, QF%d)" % (m, j)))


def sqr_body(n, a, r):
    """r = a^2 / R (mod m), lazily reduced: the n(n-1)/2 cross products once, the column sums
    doubled, the n squares added, then the reduction rows (operand scanning, one row per limb),
    every limb shifted left by 4 (see mul_body_split).

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
    for i in range(n):  # row i clears column i
        reduction_row(g, acc, w[i], n, i)
    return normalise_store(g, n, w[n:2 * n], r)


def mul_body_split(n, a, b, r):
    """r = a*b / R (mod m), lazily reduced, both halves of every limb product from one operand
    pair: X = x << 4, Y = y << 4 for x, y < 2^56 give X*Y = x*y*2^8 < 2^120, so
    Math.unsignedMultiplyHigh(X, Y) is x*y >> 56 and (X * Y) >>> 8 is x*y mod 2^56, each limb in
    one register; the reduction digit comes out shifted too: (t * (m' << 4)) & (M << 4) =
    ((t * m') mod 2^56) << 4."""
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
        reduction_row(g, lambda c, v: acc(c - i, v), t[0], n, i)
        t = t[1:] + [None]
    return normalise_store(g, n, t[:n], r)


def canonical_locals(n, src, out, tmp):
    """Java lines: out0..out(n-1) = the canonical value (below p) of the [0, 2p) element src(j)."""
    L = []
    L.append("        long %s;" % ", ".join("%s%d" % (out, j) for j in range(n)))
    L.append("        { long c = 0, %s;" % ", ".join("%s%d" % (tmp, j) for j in range(n)))
    for j in range(n):
        L.append("          %s%d = %s - Q%d + c; c = %s%d >> %d; %s%d &= M;" % (tmp, j, src(j), j, tmp, j, K, tmp, j))
    L.append("          final long keep = c; // -1 when src < p: keep src, else take src - p")
    for j in range(n):
        L.append("          %s%d = (%s & keep) | (%s%d & ~keep);" % (out, j, src(j), tmp, j))
    L.append("        }")
    return L


# The dedicated squaring against mul(a, a), per field (the probe behind java_field_r56's sqr).
SQR_MEASURED = {
    "Bn254Fp": "bn254 mul(a, a) 49.6-56.6, this 38.1-42.7",
    "Bls12381Fp": "BLS12-381 mul(a, a) 98.5-118.7, this 66.3-68.0",
    "Bls12381FrLazy": "not measured on its own: the 5-limb kernel of Bn254Fp, whose figures are bn254 mul(a, a) 49.6-56.6, this 38.1-42.7",
    "Bn254FrLazy": "not measured on its own: the 5-limb kernel of Bn254Fp, whose figures are bn254 mul(a, a) 49.6-56.6, this 38.1-42.7",
}


def java_field_r56(cls, p, nbytes, human, hexl, limbs64):
    """The radix-2^56 base-field class up to its shared tail (gen_fields.common_tail), as lines
    from the package declaration (the caller writes the header)."""
    n = (p.bit_length() + K - 1) // K
    n64 = (p.bit_length() + 63) // 64
    R = 1 << (K * n)
    assert 4 * p < R, "lazy reduction needs 4p < R"
    inv = (-pow(p, -1, 1 << K)) % (1 << K)
    std = 1 << (64 * n64)
    out = []
    w = out.append
    arr = lambda vals: "{%s}" % ", ".join(hexl(v) for v in vals)
    w("package dev.pippin.field;")
    w("")
    w("import java.math.BigInteger;")
    w("")
    w("/**")
    w(" * The %s, %d bits, in %d limbs of 56 bits (one per long), Montgomery form with R = 2^%d," % (human, p.bit_length(), n, K * n))
    w(" * lazily reduced: a stored value lies in [0, 2p) and every limb below 2^56.")
    w(" *")
    w(" * <p>An element is {@value #LIMBS} consecutive longs of a {@code long[]} at an offset. Arithmetic")
    w(" * allocates nothing and accepts aliased operands. Two stored values may represent the same")
    w(" * element (v and v + p): compare with {@link #equal} and {@link #isZero}, never limb by limb;")
    w(" * the encoders, {@link #toBigInteger} and {@link #fromMontgomery} give canonical values.")
    w(" *")
    w(" * <p>Cost model: {@link #mul} is radix-2^56 operand scanning with no carry detection at all:")
    w(" * %d products of 56-bit limbs, each a {@code *} (low half) and a {@code Math.unsignedMultiplyHigh}" % (2 * n * n))
    w(" * (high half), both against the multiplier pre-shifted by 8 bits (the low half is then the")
    w(" * top 56 bits of the 64-bit product: no mask), %d more for the reduction multipliers," % n)
    w(" * summed in 64-bit accumulators with plain adds, one normalisation pass, no final subtraction")
    w(" * (4p < R keeps the result below 2p). Why this beats radix-2^64 CIOS in Java: docs/PERFORMANCE.md, Field kernels.")
    w(" */")
    w("public final class %s {" % cls)
    w("    private %s() {}" % cls)
    w("")
    w("    /** Limbs per element (56 bits each). */")
    w("    public static final int LIMBS = %d;" % n)
    w("    /** Bits per limb. */")
    w("    public static final int LIMB_BITS = %d;" % K)
    w("    /** 64-bit limbs of a canonical value (for codecs and the binary-GCD inverse). */")
    w("    public static final int CANONICAL_LIMBS = %d;" % n64)
    w("    /** Bytes of the canonical big-endian encoding. */")
    w("    public static final int BYTES = %d;" % nbytes)
    w("    /** The modulus p. */")
    w("    public static final BigInteger MODULUS = new BigInteger(\"%x\", 16);" % p)
    w("    /** The inverse's precomputation (Pornin's binary GCD on 30-bit limbs); after MODULUS. */")
    w("    private static final PorninInverse INVERSE = new PorninInverse(MODULUS, CANONICAL_LIMBS);")
    w("    /** Derived constants of p in this radix, checked against this class by the tests. */")
    w("    public static final MontgomeryField FIELD = new MontgomeryField(MODULUS, LIMB_BITS);")
    w("")
    w("    static final long M = 0x00FFFFFFFFFFFFFFL;")
    w("    /** -p^-1 mod 2^56. */")
    w("    static final long QINV = %s;" % hexl(inv))
    w("    /** QINV << 8: (t * QINVS) >>> 8 is (t * QINV) mod 2^56 without a mask (kernel lab, docs/PERFORMANCE.md). */")
    w("    static final long QINVS = %s;" % hexl((inv << 8) % (1 << 64)))
    w("    // p in 56-bit limbs, the same shifted left by 8 (multipliers for the high halves), and 2p.")
    q = limbs56(p, n)
    for j in range(n):
        w("    static final long Q%d = %s, QS%d = %s, P2_%d = %s;" % (j, hexl(q[j]), j, hexl(q[j] << 8), j, hexl(limbs56(2 * p, n)[j])))
    w("    /** The squaring's constants: p's limbs and QINV shifted left by 4 (radix56.sqr_body). */")
    w("    static final long M4 = M << 4, QINV4 = %s;" % hexl(inv << 4))
    w("    static final long %s;" % ", ".join("QF%d = %s" % (j, hexl(q[j] << 4)) for j in range(n)))
    w("    static final long INV = QINV;")
    w("    /** R mod p (the Montgomery form of 1), R^2 mod p (to enter the form), R^3 mod p (inversion). */")
    w("    static final long[] ONE = %s;" % arr(limbs56(R % p, n)))
    w("    static final long[] R2 = %s;" % arr(limbs56(R * R % p, n)))
    w("    static final long[] R3 = %s;" % arr(limbs56(R * R * R % p, n)))
    w("    /** p in this radix, and in 64-bit limbs. */")
    w("    static final long[] P = %s;" % arr(q))
    w("    static final long[] P64 = %s;" % arr(limbs64(p, n64)))
    w("    /** Converts from and to the radix-2^64 Montgomery form (R' = 2^%d) that snarkjs stores:" % (64 * n64))
    w("     *  R^2 / R' and R' (both mod p), as multipliers. */")
    w("    static final long[] FROM_STD = %s;" % arr(limbs56(R * R * pow(std, -1, p) % p, n)))
    w("    static final long[] TO_STD = %s;" % arr(limbs56(std % p, n)))
    w("    /** p - 2: Fermat's inverse exponent (the reference path for {@link #inv}). */")
    w("    static final long[] PM2 = %s;" % arr(limbs64(p - 2, n64)))
    if p % 4 != 3:
        w("    /** (p - 1) / 2: the Legendre exponent (no progenitor square root here: p = 1 mod 4). */")
        w("    static final long[] HALF_PM1 = %s;" % arr(limbs64((p - 1) // 2, n64)))
    w("")
    w("    /** r = a * b * R^-1 mod p, in [0, 2p). */")
    w("    public static void mul(long[] r, int ro, long[] a, int ao, long[] b, int bo) {")
    out.extend(mul_body(n, lambda j: "a[ao + %d]" % j, lambda i: "b[bo + %d]" % i, lambda j: "r[ro + %d]" % j))
    w("    }")
    w("")
    w("    /**")
    w("     * r = a^2 * R^-1 mod p, in [0, 2p): a dedicated squaring (each cross product once, doubled),")
    w("     * with every limb held shifted left by 4 so that both halves of a limb product come from one")
    w("     * operand pair and each limb takes one register (radix56.sqr_body). The kernel lab's")
    w("     * dedicated squarings lost to mul(a, a) (bn254 50-53 vs 44 ns, docs/PERFORMANCE.md) because C2 spilled the")
    w("     * plain and shifted copies of the limbs; this one wins. Same-JVM probe against mul(a, a)")
    w("     * (JDK 25, shared 2-core EPYC under load, three rounds, best of nine 300 000-call batches, ns):")
    w("     * %s." % SQR_MEASURED[cls])
    w("     */")
    w("    public static void sqr(long[] r, int ro, long[] a, int ao) {")
    out.extend(sqr_body(n, lambda j: "a[ao + %d]" % j, lambda j: "r[ro + %d]" % j))
    w("    }")
    w("")
    # add
    w("    /** r = a + b, in [0, 2p): the limb sums, less 2p when that stays non-negative. */")
    w("    public static void add(long[] r, int ro, long[] a, int ao, long[] b, int bo) {")
    w("        long c = 0, e = 0;")
    w("        long %s;" % ", ".join("s%d, d%d" % (j, j) for j in range(n)))
    for j in range(n):
        w("        s%d = a[ao + %d] + b[bo + %d];" % (j, j, j))
    for j in range(n):
        if j < n - 1:
            w("        d%d = s%d - P2_%d + c; c = d%d >> 56; d%d &= M;" % (j, j, j, j, j))
            w("        s%d += e; e = s%d >>> 56; s%d &= M;" % (j, j, j))
        else:
            w("        d%d = s%d - P2_%d + c; s%d += e;" % (j, j, j, j))
    w("        final long keep = d%d >> 63; // all ones when a + b < 2p: keep the sum" % (n - 1))
    for j in range(n):
        w("        r[ro + %d] = (s%d & keep) | (d%d & ~keep);" % (j, j, j))
    w("    }")
    w("")
    w("    /** r = 2a. */")
    w("    public static void dbl(long[] r, int ro, long[] a, int ao) {")
    w("        add(r, ro, a, ao, a, ao);")
    w("    }")
    w("")
    w("    /** r = a - b, in [0, 2p): the limb difference, plus 2p when it went negative. */")
    w("    public static void sub(long[] r, int ro, long[] a, int ao, long[] b, int bo) {")
    w("        long c = 0;")
    w("        long %s;" % ", ".join("d%d" % j for j in range(n)))
    for j in range(n):
        if j < n - 1:
            w("        d%d = a[ao + %d] - b[bo + %d] + c; c = d%d >> 56; d%d &= M;" % (j, j, j, j, j))
        else:
            w("        d%d = a[ao + %d] - b[bo + %d] + c;" % (j, j, j))
    w("        final long add = d%d >> 63; // all ones when a < b" % (n - 1))
    w("        c = 0;")
    for j in range(n):
        if j < n - 1:
            w("        d%d += (P2_%d & add) + c; c = d%d >> 56; r[ro + %d] = d%d & M;" % (j, j, j, j, j))
        else:
            w("        r[ro + %d] = d%d + (P2_%d & add) + c;" % (j, j, j))
    w("    }")
    w("")
    w("    /** r = -a: 2p - a, or 0 for a stored 0. */")
    w("    public static void neg(long[] r, int ro, long[] a, int ao) {")
    w("        final long nz = %s;" % " | ".join("a[ao + %d]" % j for j in range(n)))
    w("        final long keep = (nz | -nz) >> 63; // all ones unless a == 0")
    w("        long c = 0, d;")
    for j in range(n):
        if j < n - 1:
            w("        d = P2_%d - a[ao + %d] + c; c = d >> 56; r[ro + %d] = d & M & keep;" % (j, j, j))
        else:
            w("        d = P2_%d - a[ao + %d] + c; r[ro + %d] = d & keep;" % (j, j, j))
    w("    }")
    w("")
    w("    public static void copy(long[] r, int ro, long[] a, int ao) {")
    w("        System.arraycopy(a, ao, r, ro, LIMBS);")
    w("    }")
    w("")
    w("    public static void setZero(long[] r, int ro) {")
    for j in range(n):
        w("        r[ro + %d] = 0;" % j)
    w("    }")
    w("")
    w("    /** r = 1 (R mod p). */")
    w("    public static void setOne(long[] r, int ro) {")
    w("        System.arraycopy(ONE, 0, r, ro, LIMBS);")
    w("    }")
    w("")
    w("    /** Whether a represents 0: stored as 0 or as p. */")
    w("    public static boolean isZero(long[] a, int ao) {")
    w("        return (%s) == 0" % " | ".join("a[ao + %d]" % j for j in range(n)))
    w("                || (%s);" % " && ".join("a[ao + %d] == Q%d" % (j, j) for j in range(n)))
    w("    }")
    w("")
    w("    /** Whether a and b represent the same element. */")
    w("    public static boolean equal(long[] a, int ao, long[] b, int bo) {")
    w("        // Fast reject on the low limb: equal elements differ by 0 or +-p, so their low limbs")
    w("        // differ by 0 or +-Q0 mod 2^56 (most unequal pairs fail here: the MSM's x-equality test).")
    w("        final long d = (a[ao] - b[bo]) & M;")
    w("        if (d != 0 && d != Q0 && d != ((-Q0) & M)) {")
    w("            return false;")
    w("        }")
    out.extend(canonical_locals(n, lambda j: "a[ao + %d]" % j, "x", "t"))
    out.extend(canonical_locals(n, lambda j: "b[bo + %d]" % j, "y", "u"))
    w("        return %s;" % " && ".join("x%d == y%d" % (j, j) for j in range(n)))
    w("    }")
    w("")
    w("    public static boolean isOne(long[] a, int ao) {")
    w("        return equal(a, ao, ONE, 0);")
    w("    }")
    w("")
    w("    /** r = the canonical representative (below p) of the stored a; same element. */")
    w("    public static void reduce(long[] r, int ro, long[] a, int ao) {")
    out.extend(canonical_locals(n, lambda j: "a[ao + %d]" % j, "x", "t"))
    for j in range(n):
        w("        r[ro + %d] = x%d;" % (j, j))
    w("    }")
    w("")
    w("    /** r = a * R mod p: canonical 56-bit limbs (below p) into Montgomery form. */")
    w("    public static void toMontgomery(long[] r, int ro, long[] a, int ao) {")
    w("        mul(r, ro, a, ao, R2, 0);")
    w("    }")
    w("")
    w("    /** r = a * R^-1 mod p, canonical 56-bit limbs: Montgomery form out. */")
    w("    public static void fromMontgomery(long[] r, int ro, long[] a, int ao) {")
    w("        mul(r, ro, a, ao, MontgomeryField.UNIT, 0);")
    w("        reduce(r, ro, r, ro);")
    w("    }")
    w("")
    w("    /** The canonical value of a as {@value #CANONICAL_LIMBS} little-endian 64-bit limbs (not Montgomery form). */")
    w("    public static void toCanonicalLimbs(long[] a, int ao, long[] r, int ro) {")
    w("        long[] c = new long[LIMBS];")
    w("        fromMontgomery(c, 0, a, ao);")
    w("        MontgomeryField.toRadix64(c, 0, LIMBS, LIMB_BITS, r, ro, CANONICAL_LIMBS);")
    w("    }")
    w("")
    w("    /** r = the element whose canonical value is the 64-bit limbs c; false (r unspecified) when c >= p. */")
    w("    public static boolean fromCanonicalLimbs(long[] r, int ro, long[] c, int co) {")
    w("        if (!MontgomeryField.lessThan(c, co, P64, 0, CANONICAL_LIMBS)) {")
    w("            return false;")
    w("        }")
    w("        MontgomeryField.fromRadix64(c, co, CANONICAL_LIMBS, r, ro, LIMBS, LIMB_BITS);")
    w("        toMontgomery(r, ro, r, ro);")
    w("        return true;")
    w("    }")
    w("")
    w("    /**")
    w("     * r = the element stored as m in radix-2^64 Montgomery form (m = x 2^%d mod p, as snarkjs" % (64 * n64))
    w("     * writes it), m given as canonical 64-bit limbs; false when m >= p.")
    w("     */")
    w("    public static boolean fromStandardMontgomery(long[] r, int ro, long[] m, int mo) {")
    w("        if (!MontgomeryField.lessThan(m, mo, P64, 0, CANONICAL_LIMBS)) {")
    w("            return false;")
    w("        }")
    w("        MontgomeryField.fromRadix64(m, mo, CANONICAL_LIMBS, r, ro, LIMBS, LIMB_BITS);")
    w("        mul(r, ro, r, ro, FROM_STD, 0);")
    w("        return true;")
    w("    }")
    w("")
    w("    /** The radix-2^64 Montgomery form of a (x 2^%d mod p), canonical, as 64-bit limbs. */" % (64 * n64))
    w("    public static void toStandardMontgomery(long[] a, int ao, long[] r, int ro) {")
    w("        long[] c = new long[LIMBS];")
    w("        mul(c, 0, a, ao, TO_STD, 0);")
    w("        reduce(c, 0, c, 0);")
    w("        MontgomeryField.toRadix64(c, 0, LIMBS, LIMB_BITS, r, ro, CANONICAL_LIMBS);")
    w("    }")
    w("")
    if cls.endswith("FrLazy"):
        assert (n, n64) == (5, 4), "the raw re-cuts are written for 4 limbs of 64 bits and 5 of 56"
        # the scalar fields' bulk re-cuts, for linear transforms run in this form (kzg's FFTs, groth16's NTTs)
        w("    /**")
        w("     * count values of 4 little-endian 64-bit limbs each (below p: any form, plain or radix-2^64")
        w("     * Montgomery) from src at so, re-cut into this form's 56-bit limbs at dst from dOff, 5 longs")
        w("     * each, with no product: the integer X is kept, so this form reads it as X 2^-280. For a linear")
        w("     * map (a transform, a sum of multiples) run in this form between this and {@link #toLimbs64Raw}")
        w("     * the factor 2^-280 passes through unchanged: 4-limb values in, the map's 4-limb values out, in")
        w("     * the form they came in (plain or Montgomery), and only the map's constants need to be in this")
        w("     * form proper. dst may not overlap src.")
        w("     */")
        w("    public static void fromLimbs64Raw(long[] src, int so, long[] dst, int dOff, int count) {")
        w("        for (int i = 0, s = so, d = dOff; i < count; i++, s += 4, d += LIMBS) {")
        w("            final long a0 = src[s], a1 = src[s + 1], a2 = src[s + 2], a3 = src[s + 3];")
        w("            dst[d] = a0 & M;")
        w("            dst[d + 1] = (a0 >>> 56 | a1 << 8) & M;")
        w("            dst[d + 2] = (a1 >>> 48 | a2 << 16) & M;")
        w("            dst[d + 3] = (a2 >>> 40 | a3 << 24) & M;")
        w("            dst[d + 4] = a3 >>> 32;")
        w("        }")
        w("    }")
        w("")
        w("    /**")
        w("     * The inverse of {@link #fromLimbs64Raw}: count stored values from src at so (5 longs each),")
        w("     * reduced below p (src is reduced in place) and re-cut into 4 little-endian 64-bit limbs at dst")
        w("     * from dOff, with no product. dst may not overlap src.")
        w("     */")
        w("    public static void toLimbs64Raw(long[] src, int so, long[] dst, int dOff, int count) {")
        w("        for (int i = 0, s = so, d = dOff; i < count; i++, s += LIMBS, d += 4) {")
        w("            reduce(src, s, src, s);")
        w("            final long l0 = src[s], l1 = src[s + 1], l2 = src[s + 2], l3 = src[s + 3], l4 = src[s + 4];")
        w("            dst[d] = l0 | l1 << 56;")
        w("            dst[d + 1] = l1 >>> 8 | l2 << 48;")
        w("            dst[d + 2] = l2 >>> 16 | l3 << 40;")
        w("            dst[d + 3] = l3 >>> 24 | l4 << 32;")
        w("        }")
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
    w("        return MontgomeryField.limbsToBigInteger(c, 0, LIMBS, LIMB_BITS);")
    w("    }")
    w("")
    w("    /**")
    w("     * Reads {@value #BYTES} big-endian bytes into Montgomery form. Returns false, leaving r")
    w("     * unspecified, when the value is not below p: the caller names the error.")
    w("     */")
    w("    public static boolean decode(byte[] src, int off, long[] r, int ro) {")
    w("        long[] c = new long[CANONICAL_LIMBS];")
    w("        MontgomeryField.bytesToLimbs(src, off, BYTES, c, 0, CANONICAL_LIMBS);")
    w("        return fromCanonicalLimbs(r, ro, c, 0);")
    w("    }")
    w("")
    w("    /** Writes the canonical value of a as {@value #BYTES} big-endian bytes. */")
    w("    public static void encode(long[] a, int ao, byte[] dst, int off) {")
    w("        long[] c = new long[CANONICAL_LIMBS];")
    w("        toCanonicalLimbs(a, ao, c, 0);")
    w("        MontgomeryField.limbsToBytes(c, 0, CANONICAL_LIMBS, dst, off, BYTES);")
    w("    }")
    w("")
    w("    /** r = a^e for a little-endian 64-bit-limb exponent e (left-to-right square and multiply). */")
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
    w("     * Pornin's optimized binary GCD on the canonical stored value aR gives (aR)^-1; one Montgomery")
    w("     * product with R^3 turns it into a^-1 R. FieldBench measures it against Fermat.")
    w("     */")
    w("    public static void inv(long[] r, int ro, long[] a, int ao) {")
    w("        if (isZero(a, ao)) {")
    w("            setZero(r, ro);")
    w("            return;")
    w("        }")
    w("        long[] c = new long[LIMBS];")
    w("        long[] w = new long[2 * CANONICAL_LIMBS];")
    w("        reduce(c, 0, a, ao);")
    w("        MontgomeryField.toRadix64(c, 0, LIMBS, LIMB_BITS, w, 0, CANONICAL_LIMBS);")
    w("        INVERSE.inverse(w, 0, w, CANONICAL_LIMBS);")
    w("        MontgomeryField.fromRadix64(w, CANONICAL_LIMBS, CANONICAL_LIMBS, c, 0, LIMBS, LIMB_BITS);")
    w("        mul(r, ro, c, 0, R3, 0);")
    w("    }")
    w("")
    return out


def lazy_rows(g, n, A, B, combine, offsets, fence=False):
    """Several radix-2^56 Montgomery products sharing their limb products, row by row (CIOS).

    A[k] (n SSA names) and B[k] (i -> SSA name of limb i of the k-th b-side, pre-shifted by 8)
    are the k-th product's operands. combine(halves) maps the k products' halves of one limb
    pair (all lows, or all highs) to each output's contribution: a signed linear combination,
    so an output can be a0 b0 - a1 b1 with each product formed once (lazy Karatsuba). Every
    output gets its own Montgomery reduction, interleaved by rows as in mul_body, and offsets[o]
    (2n constant columns, or None) is added to output o's double-width value before reducing.
    Returns, per output, n SSA names: its limbs normalised to 56 bits.

    Columns are signed: the carry of a reduced low column is (t + M) >> 56 (arithmetic, i.e.
    ceil(t / 2^56)), the final normalisation carries with >> 56. The caller proves that every
    column stays within +-2^62 and that the reduced value lands in [0, 2p).
    The b-side limbs must be below 2^56 (the << 8 trick); an a-side limb may be any value below
    2^57 (the high half floor(x y / 2^56) is then below 2^57, still exact).
    fence: row i's b-side limbs depend on row i-1's last reduction high half
    (OR-ed in after >>> 63, always 0), so that C2 cannot hoist every row's products to the top.
    """
    P = len(A)
    O = len(offsets)
    t = [[None] * (n + 1) for _ in range(O)]

    def acc(o, j, v):
        t[o][j] = v if t[o][j] is None else g.let("%s + %s" % (t[o][j], v))

    for o in range(O):
        if offsets[o]:
            for j in range(n + 1):
                if offsets[o][j]:
                    acc(o, j, "0x%xL" % offsets[o][j])
    z = None
    for i in range(n):
        bs = [B[k](i) for k in range(P)]
        if z is not None:
            bs = [g.let("%s | %s" % (x, z)) for x in bs]
        if i > 0:  # the column born in this row (absolute column n + i) takes its offset
            for o in range(O):
                if offsets[o] and offsets[o][n + i]:
                    t[o][n] = "0x%xL" % offsets[o][n + i]
        for j in range(n):
            lo = [g.let("(%s * %s) >>> 8" % (A[k][j], bs[k])) for k in range(P)]
            for o, c in enumerate(combine(lo)):
                acc(o, j, c)
            hi = [g.let("Math.unsignedMultiplyHigh(%s, %s)" % (A[k][j], bs[k])) for k in range(P)]
            for o, c in enumerate(combine(hi)):
                acc(o, j + 1, c)
        for o in range(O):
            u = t[o]
            m = g.let("(%s * QINVS) >>> 8" % u[0])
            acc(o, 1, g.let("(%s + M) >> %d" % (u[0], K)))
            acc(o, 1, g.let("Math.unsignedMultiplyHigh(%s, QS0)" % m))
            for j in range(1, n):
                acc(o, j, g.let("(%s * QS%d) >>> 8" % (m, j)))
                hi = g.let("Math.unsignedMultiplyHigh(%s, QS%d)" % (m, j))
                acc(o, j + 1, hi)
            if fence and o == O - 1:  # hi < 2^56, so hi >>> 63 is 0
                z = g.let("%s >>> 63" % hi)
            t[o] = t[o][1:] + [None]
            # one statement per column and row (the row's terms inlined into it); never inline
            # across rows, which would keep every term's operands live until the chain's end
            g.keep.update(x for x in t[o] if x is not None)
    res = []
    for o in range(O):
        r = t[o][:n]
        for j in range(n - 1):
            c = g.let("%s >> %d" % (r[j], K))
            r[j] = g.let("(%s << 8) >>> 8" % r[j])
            r[j + 1] = g.let("%s + %s" % (r[j + 1], c))
        res.append(r)
    return res


def fp2_mul_body(n, p, a, b, r, fence, k=2):
    """Fused Fp2 product (u^2 = -1), lazy Karatsuba: the double-width products T0 = a0 b0,
    T1 = a1 b1, T2 = (a0 + a1)(b0 + b1) are never reduced on their own; c0 = T0 - T1 + 4p^2 and
    c1 = T2 - T0 - T1 = a0 b1 + a1 b0 each get one Montgomery reduction. 3n^2 limb products and
    2n reduction rows, against 3 (n^2 + n-row) products plus 5 additions for the 3-call form.
    a(j), b(j) name limb j of the 2n-limb operands (c0 then c1), r(j) the output's.

    Bounds (inputs in [0, 2p)): T0, T1 < 4p^2, so c0 in (0, 8p^2); c1 in [0, 8p^2); a value
    T < 8p^2 reduces to (T + m p) / R < 8p^2/R + p < 2p because 8p < R. a0 + a1 is the a-side of
    T2 unnormalised (limbs < 2^57); b0 + b1 < 4p < R is the b-side, carried into 56-bit limbs.
    Per final column at most n lows and n highs of each product and of the reduction land
    (highs of T2 below 2^57): the positive terms sum below (3n + 2n + 2) 2^56 (T2, reduction,
    offset and carry), the negative ones below 4n 2^56 (T0, T1), so every partial sum stays
    within +-(5n + 2) 2^56 < 2^62: no overflow, and t + M in the carry cannot wrap.

    k = 4 makes the variant for inputs in [0, 4p) (sums left unreduced): the offset becomes
    16p^2 >= T1, c0 and c1 stay below 32p^2, which reduces below 2p as 32p < R; b0 + b1 < 8p < R
    still normalises into 56-bit limbs, and the column bounds, which count limbs, are unchanged."""
    R = 1 << (K * n)
    assert 2 * k * k * p < R and (5 * n + 2) << K < 1 << 62
    g = SSA()
    A0 = [g.let(a(j)) for j in range(n)]
    A1 = [g.let(a(n + j)) for j in range(n)]
    AS = [g.let("%s + %s" % (A0[j], A1[j])) for j in range(n)]
    B0 = [g.let(b(j)) for j in range(n)]
    B1 = [g.let(b(n + j)) for j in range(n)]
    SB = []
    c = None
    for j in range(n):
        s = g.let("%s + %s" % (B0[j], B1[j]) + ("" if c is None else " + %s" % c))
        if j < n - 1:
            c = g.let("%s >>> %d" % (s, K))
        SB.append(g.let("%s << 8" % s))  # drops the carried-out bits: (s & M) << 8
    B = [lambda i: g.let("%s << 8" % B0[i]), lambda i: g.let("%s << 8" % B1[i]), lambda i: SB[i]]
    off = limbs56(k * k * p * p, 2 * n)
    res = lazy_rows(g, n, [A0, A1, AS], B,
                    lambda h: [g.let("%s - %s" % (h[0], h[1])), g.let("%s - (%s + %s)" % (h[2], h[0], h[1]))],
                    [off, None], fence)
    for o in range(2):
        for j in range(n):
            g.stmt("%s = %s;" % (r(o * n + j), res[o][j]))
    g.inline_single_uses()
    return g.emit()


def school_half(half, n, p, k):
    """The lazy schoolbook Fp2 product's two halves: half 0 is c0 = a0 b0 - a1 b1 + k^2 p^2, half 1
    is c1 = a0 b1 + a1 b0. Returns the offsets of the b-side coordinates paired with a0 and with a1,
    the sign between the two products, and the constant columns (2n limbs, or None)."""
    if half == 0:
        return (0, n), "-", limbs56(k * k * p * p, 2 * n)
    return (n, 0), "+", None


def fp2_mul_school_body(n, p, a, b, r, k=4):
    """Fused Fp2 product by lazy schoolbook, one coordinate after the other: c0 = a0 b0 - a1 b1 + k^2 p^2
    and c1 = a0 b1 + a1 b0, each two products sharing one set of columns and one Montgomery
    reduction (lazy_rows with two products and one output), rows fenced. c0's limbs go to the
    scratch array s[0 .. n) as soon as they are ready and the second half loads a again: the
    stores may alias a, so C2 cannot hold a0 and a1 through the first half, and the kernel holds
    about 24 values instead of the Karatsuba form's 40 (4n^2 limb products against 3n^2).
    Bounds (inputs in [0, kp)): a0 b0, a1 b1 < k^2 p^2, so c0 in (0, 2 k^2 p^2) and c1 in
    [0, 2 k^2 p^2), which reduce below 2p as 2 k^2 p < R. Per final column at most 2n lows and
    2n highs of the products, 2n halves of the reduction, an offset limb and a carry: (6n + 2) 2^56
    < 2^62. The b-side limbs are below 2^56 (normalised inputs), as the << 8 trick needs."""
    R = 1 << (K * n)
    assert 2 * k * k * p < R and (6 * n + 2) << K < 1 << 62
    g = SSA()
    res = []
    for half in range(2):
        A0 = [g.let(a(j)) for j in range(n)]
        A1 = [g.let(a(n + j)) for j in range(n)]
        (o0, o1), sign, off = school_half(half, n, p, k)
        c = lazy_rows(g, n, [A0, A1], [lambda i: g.let("%s << 8" % b(o0 + i)), lambda i: g.let("%s << 8" % b(o1 + i))],
                      lambda h: [g.let("%s %s %s" % (h[0], sign, h[1]))], [off], True)[0]
        if half == 0:
            for j in range(n):
                g.stmt("s[%d] = %s;" % (j, c[j]))
        res.append(c)
    for j in range(n):
        g.stmt("%s = s[%d];" % (r(j), j))
        g.stmt("%s = %s;" % (r(n + j), res[1][j]))
    g.inline_single_uses()
    return g.emit()


def fp2_sqr_body(n, p, a, r, k=2, split=False):
    """Fused Fp2 square by the complex method: c0 = (a0 + a1)(a0 - a1 + 2p), c1 = (2 a0) a1,
    two Montgomery products one after the other in one kernel (no scratch traffic).
    split: c0's limbs go to the scratch array s[0 .. n) as soon as they are ready, and the second
    product loads a again: the stores may alias a, so C2 cannot keep a0 and a1 live through the
    first product, and the kernel holds 2n fewer values (see gen_fields.py, FP2_SQR_SPLIT).
    Bounds: a0 - a1 + 2p in (0, 4p) carried into 56-bit limbs (the b-side), a0 + a1 and 2 a0
    unnormalised a-sides (limbs < 2^57); c0 < 16p^2 and c1 < 8p^2 reduce below 2p as 16p < R.
    k = 4, for inputs in [0, 4p): the b-side a0 - a1 + 4p lies in (0, 8p), c0 < 64p^2 and
    c1 < 32p^2 reduce below 2p as 64p < R."""
    R = 1 << (K * n)
    assert 4 * k * k * p < R and (5 * n + 2) << K < 1 << 62
    g = SSA()
    A0 = [g.let(a(j)) for j in range(n)]
    A1 = [g.let(a(n + j)) for j in range(n)]
    AS = [g.let("%s + %s" % (A0[j], A1[j])) for j in range(n)]
    AD = None if split else [g.let("%s << 1" % A0[j]) for j in range(n)]
    D = []
    c = None
    for j in range(n):  # a0 - a1 + kp, signed carries; positive, so the top limb is exact
        s = g.let("%s - %s + P%d_%d" % (A0[j], A1[j], k, j) + ("" if c is None else " + %s" % c))
        if j < n - 1:
            c = g.let("%s >> %d" % (s, K))
        D.append(g.let("%s << 8" % s))
    if split:
        c0 = lazy_rows(g, n, [AS], [lambda i: D[i]], lambda h: h, [None])[0]
        for j in range(n):
            g.stmt("s[%d] = %s;" % (j, c0[j]))
        AD = [g.let("%s << 1" % a(j)) for j in range(n)]
        c1 = lazy_rows(g, n, [AD], [lambda i: g.let("%s << 8" % a(n + i))], lambda h: h, [None])[0]
        res = [["s[%d]" % j for j in range(n)], c1]
    else:
        res = lazy_rows(g, n, [AS], [lambda i: D[i]], lambda h: h, [None]) + \
            lazy_rows(g, n, [AD], [lambda i: g.let("%s << 8" % A1[i])], lambda h: h, [None])
    for o in range(2):
        for j in range(n):
            g.stmt("%s = %s;" % (r(o * n + j), res[o][j]))
    g.inline_single_uses()
    return g.emit()


def lincomb(g, n, p, terms):
    """r = sum of c x over terms (c, x, b): small signed integers c times elements x (n SSA names,
    56-bit limbs but the top one, value below b p), reduced to [0, 2p) in one pass; returns r's n
    limbs as SSA names.

    The limb sums get the constant m p with m = sum of |c| b over the negative terms, so the
    value v is non-negative and below K p, K = m + the sum of c b over the positive ones; one signed
    carry pass normalises v. Then q = floor(t C / 2^S) from v's top bits t = floor(v / 2^sh) (at most
    40 bits) and C = floor(2^S / (floor(p / 2^sh) + 1)) never exceeds v / p and falls short of
    floor(v / p) by at most one: t / (floor(p / 2^sh) + 1) <= v / p, the two truncations lose
    less than (K + 1) / floor(p / 2^sh) + t / 2^S < 1 together (checked below), so v - q p lies in
    [0, 2p). Inputs below 2p have every limb below 2^56, so a first-pass limb sum (the offset's
    limb and the carry included) stays below (sum |c| + 1) 2^56 + 2^8, and a second-pass one (v's
    limb less q Q_j, q < K, plus the carry) below (K + 1) 2^56 + 2^8: both below 2^63 for
    sum |c|, K <= 126."""
    R = 1 << (K * n)
    m = sum(-c * b for c, x, b in terms if c < 0)
    Kb = m + sum(c * b for c, x, b in terms if c > 0)
    assert Kb * p < R and max(sum(abs(c) for c, x, b in terms), Kb) <= 126
    off = limbs56(m * p, n) if m else None
    if off is not None:  # the top limb takes everything above 56 (n - 1) bits
        off[n - 1] = (m * p) >> (K * (n - 1))
    w = []
    for j in range(n):
        parts = []
        for c, x, b in terms:
            if c == 1:
                parts.append("+ %s" % x[j])
            elif c == -1:
                parts.append("- %s" % x[j])
            elif c > 0:
                parts.append("+ %d * %s" % (c, x[j]))
            else:
                parts.append("- %d * %s" % (-c, x[j]))
        if off is not None and off[j]:
            parts.append("+ 0x%xL" % off[j])
        e = " ".join(parts)
        w.append(e[2:] if e.startswith("+ ") else "0 " + e)
    v = []
    c = None
    for j in range(n):
        s = g.let(w[j] + ("" if c is None else " + %s" % c))
        if j < n - 1:
            c = g.let("%s >> %d" % (s, K))
            v.append(g.let("%s & M" % s))
        else:
            v.append(s)
    vmax = Kb * p
    sh = max(0, vmax.bit_length() - 40)
    top = K * (n - 1)
    if sh >= top:
        t = g.let("%s >>> %d" % (v[n - 1], sh - top)) if sh > top else v[n - 1]
    else:
        assert sh >= K * (n - 2)
        t = g.let("(%s << %d) | (%s >>> %d)" % (v[n - 1], top - sh, v[n - 2], sh - K * (n - 2)))
    pt = (p >> sh) + 1
    tmax = vmax >> sh
    S = 0
    while tmax * ((1 << (S + 1)) // pt) < 1 << 63:
        S += 1
    C = (1 << S) // pt
    assert tmax * C < 1 << 63
    assert (Kb + 1) / (pt - 1) + tmax / (1 << S) < 0.5, "the quotient estimate is too coarse"
    q = g.let("(%s * 0x%xL) >>> %d" % (t, C, S))
    r = []
    c = None
    for j in range(n):
        s = g.let("%s - %s * Q%d" % (v[j], q, j) + ("" if c is None else " + %s" % c))
        if j < n - 1:
            c = g.let("%s >> %d" % (s, K))
            r.append(g.let("%s & M" % s))
        else:
            r.append(s)
    return r


def wide_columns(g, n, pairs, comb, offs, store):
    """Product scanning of double-width sums: pairs (a-side SSA limbs, pre-shifted b-side SSA limbs)
    of n limbs each; comb(halves) maps the pairs' lows (or highs) of one limb pair to one term per
    output; offs[o] (2n constant columns, or None) starts output o; column by column, each complete
    column is carried on and its 56-bit limb stored as store(o, column) (the top one keeps the rest)."""
    outs = len(offs)
    cols = [[None] * (2 * n + 1) for _ in range(outs)]

    def acc(o, col, v):
        cols[o][col] = v if cols[o][col] is None else g.let("%s + %s" % (cols[o][col], v))

    for o in range(outs):
        if offs[o]:
            for j in range(2 * n):
                if offs[o][j]:
                    acc(o, j, "0x%xL" % offs[o][j])
    carry = [None] * outs
    for col in range(2 * n):
        for i in range(n):
            j = col - i
            if 0 <= j < n:
                lo = [g.let("(%s * %s) >>> 8" % (x[j], y[i])) for x, y in pairs]
                hi = [g.let("Math.unsignedMultiplyHigh(%s, %s)" % (x[j], y[i])) for x, y in pairs]
                for o, v in enumerate(comb(lo)):
                    acc(o, col, v)
                for o, v in enumerate(comb(hi)):
                    acc(o, col + 1, v)
        for o in range(outs):  # column col is complete: carry it on and store its limb
            v = cols[o][col]
            if carry[o] is not None:
                v = g.let("%s + %s" % (v, carry[o]))
            if col < 2 * n - 1:
                carry[o] = g.let("%s >> %d" % (v, K))
                g.stmt("%s = %s;" % (store(o, col), g.let("%s & M" % v)))
            else:
                g.stmt("%s = %s;" % (store(o, col), v))
            g.keep.update(x for x in cols[o] if x is not None)


def fp2_wide_body(n, p, a, b, r, k=4, square=False):
    """The unreduced Fp2 product (lazy reduction across products, Aranha et al.): the
    double-width c0 = a0 b0 - a1 b1 + k^2 p^2 and c1 = (a0 + a1)(b0 + b1) - a0 b0 - a1 b1 (or, for
    square, c0 = (a0 + a1)(a0 - a1 + kp), c1 = 2 a0 a1), each as 2n limbs of 56 bits (the top one
    keeping the rest), stored r(0 .. 4n - 1) column by column (product scanning: two live columns
    per output). Inputs in [0, kp) per coordinate; r must not overlap them.

    Bounds: c0, c1 < 2 k^2 p^2 (product), c0 < 4 k^2 p^2 and c1 < 2 k^2 p^2 (square), both
    non-negative. The a-sides a0 + a1 (and 2 a0) are unnormalised (limbs < 2^57), the b-sides
    normalised; a column receives at most n lows and n highs of each of the three products (highs
    of the a-side sums below 2^57), so a partial sum stays within +-(4n + 2n + 2) 2^56 < 2^62."""
    g = SSA()
    A0 = [g.let(a(j)) for j in range(n)]
    A1 = [g.let(a(n + j)) for j in range(n)]
    if square:
        AS = [g.let("%s + %s" % (A0[j], A1[j])) for j in range(n)]
        AD = [g.let("%s << 1" % A0[j]) for j in range(n)]
        D = []
        c = None
        for j in range(n):  # a0 - a1 + kp, signed carries
            s = g.let("%s - %s + P%d_%d" % (A0[j], A1[j], k, j) + ("" if c is None else " + %s" % c))
            if j < n - 1:
                c = g.let("%s >> %d" % (s, K))
            D.append(g.let("%s << 8" % (g.let("%s & M" % s) if j < n - 1 else s)))
        B1s = [g.let("%s << 8" % A1[j]) for j in range(n)]
        pairs = [(AS, D), (AD, B1s)]
        comb = lambda h: [h[0], h[1]]
        off = [None, None]
    else:
        B0 = [g.let(b(j)) for j in range(n)]
        B1 = [g.let(b(n + j)) for j in range(n)]
        AS = [g.let("%s + %s" % (A0[j], A1[j])) for j in range(n)]
        SB = []
        c = None
        for j in range(n):
            s = g.let("%s + %s" % (B0[j], B1[j]) + ("" if c is None else " + %s" % c))
            if j < n - 1:
                c = g.let("%s >>> %d" % (s, K))
            SB.append(g.let("%s << 8" % s))  # drops the carried-out bits
        B0s = [g.let("%s << 8" % B0[j]) for j in range(n)]
        B1s = [g.let("%s << 8" % B1[j]) for j in range(n)]
        pairs = [(A0, B0s), (A1, B1s), (AS, SB)]
        comb = lambda h: [g.let("%s - %s" % (h[0], h[1])), g.let("%s - (%s + %s)" % (h[2], h[0], h[1]))]
        off = [limbs56(k * k * p * p, 2 * n), None]
    wide_columns(g, n, pairs, comb, off, lambda o, col: r(o * 2 * n + col))
    g.inline_single_uses()
    return g.emit()


def fp2_wide_school_body(n, p, a, b, r, k=4):
    """The unreduced Fp2 product by lazy schoolbook, one coordinate after the other: the
    double-width c0 = a0 b0 - a1 b1 + k^2 p^2, then c1 = a0 b1 + a1 b0, the same values as
    fp2_wide_body's (so the same limbs), each two products summed column by column (product
    scanning, one live column and its carry) and stored as soon as a column is complete; the
    second half loads its operands again after c0's stores, which may alias them, so C2 holds
    one coordinate's operands at a time. 4n^2 limb products against 3n^2, but about half the
    live values. Inputs in [0, kp) per coordinate; r must not overlap them.
    Bounds: c0, c1 < 2 k^2 p^2, non-negative; a column receives at most 2n lows and 2n highs of
    the two products (all operands normalised), so a partial sum stays within +-(4n + 2) 2^56."""
    assert (4 * n + 2) << K < 1 << 62
    g = SSA()
    for half in range(2):
        A0 = [g.let(a(j)) for j in range(n)]
        A1 = [g.let(a(n + j)) for j in range(n)]
        B0s = [g.let("%s << 8" % b(j)) for j in range(n)]
        B1s = [g.let("%s << 8" % b(n + j)) for j in range(n)]
        (o0, _), sign, off = school_half(half, n, p, k)
        pairs = [(A0, B0s), (A1, B1s)] if o0 == 0 else [(A0, B1s), (A1, B0s)]
        wide_columns(g, n, pairs, lambda h: [g.let("%s %s %s" % (h[0], sign, h[1]))], [off],
                     lambda _, col: r(half * 2 * n + col))
    g.inline_single_uses()
    return g.emit()


def montgomery_reduce_wide(g, n, w):
    """w (2n SSA limbs of a non-negative V, normalised but the top one) times R^-1 mod p, as n SSA
    limbs below V / R + p (so below 2p when V < pR): one reduction row per low limb (radix56's
    reduction_row, with the QF / QINV4 / M4 constants), then a carry pass. Each of the n + 1 live
    columns takes two terms per row and one carry: below (2n + 2) 2^56."""
    w = list(w) + [None]

    def acc(col, v):
        w[col] = v if w[col] is None else g.let("%s + %s" % (w[col], v))

    for i in range(n):
        reduction_row(g, acc, w[i], n, i)
        g.keep.update(x for x in w if x is not None)
    res = w[n:2 * n]
    for j in range(n - 1):
        c = g.let("%s >>> %d" % (res[j], K))
        res[j] = g.let("%s & M" % res[j])
        res[j + 1] = g.let("%s + %s" % (res[j + 1], c))
    return res


def wide_lincomb(g, n, p, terms):
    """The normalised 2n limbs of sum c W + m p^2 over terms (c, W, b): small signed integers c
    times double-width values W (2n SSA names, 56-bit limbs but the top one, value below b p^2);
    m p^2 (m = the sum of |c| b over the negative terms) keeps it non-negative. Returns (limbs, K)
    with the value below K p^2. Limb sums stay below (sum |c| + 2) 2^56 < 2^63."""
    m = sum(-c * b for c, x, b in terms if c < 0)
    Kb = m + sum(c * b for c, x, b in terms if c > 0)
    assert sum(abs(c) for c, x, b in terms) <= 126
    off = limbs56(m * p * p, 2 * n) if m else None
    if off is not None:
        off[2 * n - 1] = (m * p * p) >> (K * (2 * n - 1))
    v = []
    carry = None
    for j in range(2 * n):
        parts = []
        for c, x, b in terms:
            if c == 1:
                parts.append("+ %s" % x[j])
            elif c == -1:
                parts.append("- %s" % x[j])
            elif c > 0:
                parts.append("+ %d * %s" % (c, x[j]))
            else:
                parts.append("- %d * %s" % (-c, x[j]))
        if off is not None and off[j]:
            parts.append("+ 0x%xL" % off[j])
        if carry is not None:
            parts.append("+ %s" % carry)
        e = " ".join(parts)
        s = g.let(e[2:] if e.startswith("+ ") else "0 " + e)
        if j < 2 * n - 1:
            carry = g.let("%s >> %d" % (s, K))
            v.append(g.let("%s & M" % s))
        else:
            v.append(s)
    return v, Kb
