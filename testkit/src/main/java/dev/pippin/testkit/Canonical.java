package dev.pippin.testkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.pippin.field.Bls12381Fp;
import dev.pippin.field.Bn254Fp;

/**
 * The base fields are lazily reduced (a stored value lies in [0, 2p), so x and x + p are the same
 * element): tests compare point arrays after reducing every coordinate to its canonical value.
 * The field is told by the array length: multiples of 7 limbs are BLS12-381, of 5 are bn254.
 */
public final class Canonical {
    private Canonical() {}

    public static long[] of(long[] a) {
        long[] c = a.clone();
        if (c.length % Bls12381Fp.LIMBS == 0) {
            for (int i = 0; i < c.length; i += Bls12381Fp.LIMBS) {
                Bls12381Fp.reduce(c, i, c, i);
            }
        } else if (c.length % Bn254Fp.LIMBS == 0) {
            for (int i = 0; i < c.length; i += Bn254Fp.LIMBS) {
                Bn254Fp.reduce(c, i, c, i);
            }
        } else {
            throw new IllegalArgumentException("not a run of base-field elements: " + c.length + " longs");
        }
        return c;
    }

    public static void assertSame(long[] want, long[] got) {
        assertArrayEquals(of(want), of(got));
    }

    public static void assertSame(long[] want, long[] got, String message) {
        assertArrayEquals(of(want), of(got), message);
    }
}
