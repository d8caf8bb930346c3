package dev.pippin.glv;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.pippin.curve.ScalarLimbs;
import dev.pippin.glv.SecretMulGroups.Secret;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The constant-time claim as an operation trace: the tracing twins (the production code with a
 * report before every field operation and table read) make the same sequence for 1 000 random
 * scalars and for 1, 2, r - 1, every 2^k, scalars below 2^40 and scalars of weight 1 (the keys the
 * variable-time multiplication handles fastest). The twin is checked to compute the same points as
 * the production class (SecretMulTest), and its hash to change when the sequence does (below).
 */
class SecretMulTraceTest {
    private static long[] trace(Secret g, long[] p, BigInteger k) {
        long[] out = new long[p.length];
        OpTrace.reset();
        g.traced().apply(out, 0, p, 0, ScalarLimbs.limbs(k, 4), 0);
        return OpTrace.snapshot();
    }

    static List<BigInteger> scalars(BigInteger r, Random rnd) {
        BigInteger one = BigInteger.ONE;
        List<BigInteger> ks = new ArrayList<>(List.of(one, BigInteger.TWO, r.subtract(one)));
        for (int k = 0; k < 255; k++) {
            ks.add(one.shiftLeft(k));                   // weight 1, and every power of two below r
        }
        for (int i = 0; i < 50; i++) {
            ks.add(new BigInteger(40, rnd).max(one));   // short keys
        }
        for (int i = 0; i < 1000; i++) {
            ks.add(new BigInteger(256, rnd).mod(r));    // uniform keys
        }
        return ks;
    }

    @Test
    void theSequenceOfOperationsAndReadsDoesNotDependOnTheScalar() {
        for (Secret g : SecretMulGroups.ALL) {
            Random rnd = new Random(41);
            long[] p = g.group().randomPoint(rnd);
            BigInteger r = g.group().order();
            long[] first = trace(g, p, BigInteger.ONE);
            // every window reads every entry of its part's table
            assertEquals((long) g.windows() * g.group().parts() * Bls12381G2SecretMul.ENTRIES, first[2], g.group().name());
            for (BigInteger k : scalars(r, rnd)) {
                assertArrayEquals(first, trace(g, p, k), g.group().name() + " k = " + k.toString(16));
            }
        }
    }

    @Test
    void theFixedBaseSequenceDoesNotDependOnTheScalar() {
        for (SecretMulGroups.Fixed g : SecretMulGroups.FIXED) {
            Random rnd = new Random(43);
            long[] out = new long[g.group().ops().affine()];
            g.traced().apply(out, 0, new long[4], 0); // builds the table outside the traces
            long[] first = null;
            for (BigInteger k : scalars(g.group().order(), rnd)) {
                OpTrace.reset();
                g.traced().apply(out, 0, ScalarLimbs.limbs(k, 4), 0);
                long[] tr = OpTrace.snapshot();
                if (first == null) {
                    first = tr;
                    assertEquals((long) g.windows() * Bls12381G2SecretMul.ENTRIES, first[2], g.group().name());
                }
                assertArrayEquals(first, tr, g.group().name() + " k = " + k.toString(16));
            }
        }
    }

    @Test
    void theSequenceDoesNotDependOnTheBasePointEither() {
        // a prover multiplies points that depend on its secrets (pi_A, B1): infinity and any point
        // of the subgroup give the trace of the generator
        for (Secret g : SecretMulGroups.ALL) {
            Random rnd = new Random(42);
            long[] gen = new long[g.group().ops().affine()];
            g.group().ops().generator(gen, 0);
            BigInteger k = new BigInteger(256, rnd).mod(g.group().order());
            long[] want = trace(g, gen, k);
            assertArrayEquals(want, trace(g, new long[gen.length], k), g.group().name() + " infinity");
            for (int i = 0; i < 5; i++) {
                assertArrayEquals(want, trace(g, g.group().randomPoint(rnd), k), g.group().name());
            }
        }
    }

    @Test
    void theTraceSeesADifferentSequence() {
        // The hash is not blind: the variable-time pattern (one entry read for another) changes it.
        OpTrace.reset();
        OpTrace.read(3);
        OpTrace.op("Fp.mul");
        long[] a = OpTrace.snapshot();
        OpTrace.reset();
        OpTrace.read(4);
        OpTrace.op("Fp.mul");
        assertNotEquals(a[0], OpTrace.snapshot()[0]);
    }
}
