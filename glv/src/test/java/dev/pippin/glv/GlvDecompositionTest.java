package dev.pippin.glv;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.ScalarLimbs;
import dev.pippin.glv.EndoGroups.Group;
import java.math.BigInteger;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.BigRange;
import org.junit.jupiter.api.Test;

/**
 * The decompositions of all four groups (GLV on G1, GLS on G2): exact congruence
 * k = sum_j k_j mu^j (mod r) and the part bounds, recomputed with BigInteger from the signed
 * parts, on 100,000 random 256-bit scalars per group and on the edge scalars.
 */
class GlvDecompositionTest {
    private static final BigInteger TWO_256 = BigInteger.ONE.shiftLeft(256);

    /** The bound (1/2 + 2^-65) sum_i |v_ij|, recomputed here from the basis rows. */
    private static BigInteger[] bounds(Group g) {
        BigInteger[] b = new BigInteger[g.parts()];
        for (int j = 0; j < g.parts(); j++) {
            BigInteger s = BigInteger.ZERO;
            for (int i = 0; i < g.parts(); i++) {
                s = s.add(g.dec().basisRow(i)[j].abs());
            }
            // floor(s / 2 + s / 2^65): parts are integers.
            b[j] = s.shiftLeft(64).add(s).shiftRight(65);
        }
        return b;
    }

    /** Decomposes k and checks congruence, bounds and sign conventions; returns the signed parts. */
    private static BigInteger[] check(Group g, BigInteger k, BigInteger[] muPow, BigInteger[] bound) {
        long[] kl = ScalarLimbs.limbs(k, 4);
        long[] parts = new long[g.parts() * g.partLimbs() + 2];
        parts[parts.length - 1] = 0x5A5A5A5A5A5A5A5AL; // guard: must stay untouched
        int signs = g.decompose().apply(kl, 0, parts, 1);
        assertEquals(0x5A5A5A5A5A5A5A5AL, parts[parts.length - 1], "wrote past the parts");
        assertEquals(0, signs >>> g.parts(), "sign bits beyond the parts");
        BigInteger sum = BigInteger.ZERO;
        BigInteger[] signed = new BigInteger[g.parts()];
        for (int j = 0; j < g.parts(); j++) {
            BigInteger m = ScalarLimbs.toBigInteger(parts, 1 + j * g.partLimbs(), g.partLimbs());
            final int part = j;
            assertTrue(m.compareTo(bound[j]) <= 0, () -> g.name() + " part " + part + " of " + k.toString(16) + " exceeds bound");
            assertTrue(m.bitLength() <= g.partBits(), "part exceeds PART_BITS");
            if (((signs >>> j) & 1) != 0) {
                assertTrue(m.signum() > 0, "negative zero");
                m = m.negate();
            }
            signed[j] = m;
            sum = sum.add(m.multiply(muPow[j]));
        }
        assertEquals(k.mod(g.order()), sum.mod(g.order()), () -> g.name() + " congruence for k = " + k.toString(16));
        // and exactly Babai's rounding as documented: c_i = sign(g_i) floor((k |g_i| + 2^319) / 2^320),
        // k_j = [j = 0] k - sum_i c_i v_ij (pins the unrolled limb product, not just its validity)
        BigInteger[] want = new BigInteger[g.parts()];
        for (int j = 0; j < g.parts(); j++) {
            want[j] = j == 0 ? k : BigInteger.ZERO;
        }
        for (int i = 0; i < g.parts(); i++) {
            BigInteger gi = g.dec().roundingConstant(i);
            BigInteger c = k.multiply(gi.abs()).add(BigInteger.ONE.shiftLeft(319)).shiftRight(320);
            if (gi.signum() < 0) {
                c = c.negate();
            }
            BigInteger[] row = g.dec().basisRow(i);
            for (int j = 0; j < g.parts(); j++) {
                want[j] = want[j].subtract(c.multiply(row[j]));
            }
        }
        assertArrayEquals(want, signed, () -> g.name() + " rounding for k = " + k.toString(16));
        return signed;
    }

    private static BigInteger[] muPowers(Group g) {
        BigInteger[] m = new BigInteger[g.parts()];
        m[0] = BigInteger.ONE;
        for (int j = 1; j < m.length; j++) {
            m[j] = m[j - 1].multiply(g.mu()).mod(g.order());
        }
        return m;
    }

    @Test
    void hundredThousandRandomScalarsPerGroup() {
        for (Group g : EndoGroups.ALL) {
            Random rnd = new Random(0x61C0 + g.name().hashCode());
            BigInteger[] mu = muPowers(g), bound = bounds(g);
            BigInteger[] max = new BigInteger[g.parts()];
            java.util.Arrays.fill(max, BigInteger.ZERO);
            for (int n = 0; n < 100_000; n++) {
                // Half canonical (below r), half arbitrary 256-bit values.
                BigInteger k = new BigInteger(256, rnd);
                if ((n & 1) == 0) {
                    k = k.mod(g.order());
                }
                BigInteger[] parts = check(g, k, mu, bound);
                for (int j = 0; j < parts.length; j++) {
                    max[j] = max[j].max(parts[j].abs());
                }
            }
            // The bound is close to what random scalars reach (it is not vacuous): within 2 bits.
            for (int j = 0; j < g.parts(); j++) {
                assertTrue(max[j].bitLength() >= bound[j].bitLength() - 2, g.name() + " part " + j
                        + " max " + max[j].bitLength() + " bits, bound " + bound[j].bitLength());
            }
        }
    }

    @Test
    void edgeScalars() {
        for (Group g : EndoGroups.ALL) {
            BigInteger[] mu = muPowers(g), bound = bounds(g);
            for (BigInteger k : EndoGroups.edgeScalars(g)) {
                check(g, k, mu, bound);
            }
        }
    }

    @Test
    void zeroAndMultiplesOfRSplitIntoZeroCombinations() {
        for (Group g : EndoGroups.ALL) {
            BigInteger[] z = check(g, BigInteger.ZERO, muPowers(g), bounds(g));
            for (BigInteger part : z) {
                assertEquals(BigInteger.ZERO, part, g.name());
            }
            BigInteger[] one = check(g, BigInteger.ONE, muPowers(g), bounds(g));
            assertEquals(BigInteger.ONE, one[0], g.name() + ": 1 = 1 + 0 mu + ...");
        }
    }

    /** The proven bounds, pinned: part widths the MSM plans its windows on. */
    @Test
    void partBits() {
        assertEquals(126, Bn254G1Glv.PART_BITS);
        assertEquals(127, Bls12381G1Glv.PART_BITS);
        assertEquals(64, Bn254G2Gls.PART_BITS);
        assertEquals(63, Bls12381G2Gls.PART_BITS);
        for (Group g : EndoGroups.ALL) {
            BigInteger[] b = bounds(g);
            for (int j = 0; j < g.parts(); j++) {
                assertEquals(b[j], g.dec().bound(j), g.name() + " bound " + j);
            }
        }
    }

    @Property(tries = 300)
    void congruenceAndBoundsForAnyScalar(@ForAll @BigRange(min = "0", max =
            "115792089237316195423570985008687907853269984665640564039457584007913129639935") BigInteger k) {
        assertTrue(k.compareTo(TWO_256) < 0);
        for (Group g : EndoGroups.ALL) {
            check(g, k, muPowers(g), bounds(g));
        }
    }
}
