package dev.pippin.curve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;

class ScalarsTest {
    @Property(tries = 300)
    void wnafRecomposesAndIsNonAdjacent(@ForAll @Size(32) byte[] bytes) {
        BigInteger k = new BigInteger(1, bytes);
        long[] limbs = new long[4];
        Scalars.fromBytes(bytes, 0, limbs, 0);
        assertEquals(k, Scalars.toBigInteger(limbs, 0, 4));
        byte[] d = new byte[257];
        int n = Scalars.wnaf(limbs, 0, 4, 5, d);
        BigInteger sum = BigInteger.ZERO;
        int lastNonZero = -100;
        for (int i = n - 1; i >= 0; i--) {
            sum = sum.shiftLeft(1).add(BigInteger.valueOf(d[i]));
            if (d[i] != 0) {
                assertTrue((d[i] & 1) != 0 && Math.abs(d[i]) < 16, "digit " + d[i]);
                assertTrue(lastNonZero - i >= 5 || lastNonZero < 0, "adjacent non-zero digits");
                lastNonZero = i;
            }
        }
        assertEquals(k, sum);
        if (n > 0) {
            assertTrue(d[n - 1] > 0);
        }
    }

    @Property(tries = 300)
    void reduceIsModR(@ForAll @Size(32) byte[] bytes) {
        long[] k = new long[4], out = new long[4];
        Scalars.fromBytes(bytes, 0, k, 0);
        for (BigInteger r : new BigInteger[] {Bn254G1.ORDER, Bls12381G1.ORDER}) {
            Scalars.reduce(k, 0, Scalars.limbs(r, 4), out);
            assertEquals(new BigInteger(1, bytes).mod(r), Scalars.toBigInteger(out, 0, 4));
        }
    }
}
