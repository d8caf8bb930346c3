package dev.pippin.curve.hash;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.field.Bls12381Fp;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The isogeny maps re-checked from their defining properties, with a BigInteger reference for
 * the isogenous curves: iso_map sends random points of E1' (E2') onto E1 (E2), and it is a group
 * homomorphism, iso(P + Q) = iso(P) + iso(Q) and iso(-P) = -iso(P). A wrong coefficient breaks
 * both with overwhelming probability.
 */
class IsogenyTest {
    static final int N = Bls12381Fp.LIMBS;

    interface Map {
        void apply(long[] r, int ro, long[] p, int po);
    }

    static BigInteger[][] iso(Map m, BigInteger[][] pt, int degree) {
        long[] r = new long[2 * degree * N];
        m.apply(r, 0, Points.flat(pt, degree), 0);
        return Points.point(r, 0, degree);
    }

    static void check(Weierstrass source, Weierstrass target, Map m, int degree, int samples, long seed) {
        Random rnd = new Random(seed);
        for (int i = 0; i < samples; i++) {
            BigInteger[][] p = Points.random(source, rnd), q = Points.random(source, rnd);
            BigInteger[][] ip = iso(m, p, degree), iq = iso(m, q, degree);
            assertNotNull(ip, "a random point is not in the kernel");
            assertTrue(target.onCurve(ip), "iso(P) on the target curve, sample " + i);
            assertTrue(target.onCurve(iq), "iso(Q) on the target curve, sample " + i);
            BigInteger[][] sum = iso(m, source.add(p, q), degree);
            assertPoint(target.add(ip, iq), sum, "iso(P + Q) = iso(P) + iso(Q), sample " + i);
            assertPoint(target.neg(ip), iso(m, source.neg(p), degree), "iso(-P) = -iso(P), sample " + i);
            assertPoint(target.add(ip, ip), iso(m, source.add(p, p), degree), "iso(2P) = 2 iso(P), sample " + i);
        }
    }

    static void assertPoint(BigInteger[][] want, BigInteger[][] got, String what) {
        assertEquals(want == null, got == null, what);
        if (want != null) {
            assertArrayEquals(want[0], got[0], what + " (x)");
            assertArrayEquals(want[1], got[1], what + " (y)");
        }
    }

    @Test
    void g1ElevenIsogeny() {
        check(Points.E1_ISO, Points.E1, Iso11::map, 1, 12, 11);
    }

    @Test
    void g2ThreeIsogeny() {
        check(Points.E2_ISO, Points.E2, Iso3::map, 2, 8, 3);
    }

    @Test
    void coefficientCounts() {
        // Degree-11 map: x_num of degree 11 over a monic x_den of degree 10; y_num, y_den of degree 15.
        assertEquals(12, Iso11.X_NUM.length);
        assertEquals(11, Iso11.X_DEN.length);
        assertEquals(16, Iso11.Y_NUM.length);
        assertEquals(16, Iso11.Y_DEN.length);
        // Degree-3 map: 3 over 2, 3 over 3.
        assertEquals(4, Iso3.X_NUM.length);
        assertEquals(3, Iso3.X_DEN.length);
        assertEquals(4, Iso3.Y_NUM.length);
        assertEquals(4, Iso3.Y_DEN.length);
    }

    @Test
    void g2DenominatorsAreSmallIntegers() {
        // Appendix E.3 writes them mod p; they are x_den = x^2 + (12 - 12 I) x - 72 I and
        // y_den = x^3 + (18 - 18 I) x^2 - 216 I x - 432 (1 + I).
        BigInteger p = Points.P;
        String[][] xd = {{"0", "-72"}, {"12", "-12"}, {"1", "0"}};
        String[][] yd = {{"-432", "-432"}, {"0", "-216"}, {"18", "-18"}, {"1", "0"}};
        for (int i = 0; i < xd.length; i++) {
            for (int j = 0; j < 2; j++) {
                assertEquals(new BigInteger(xd[i][j]).mod(p), new BigInteger(Iso3.X_DEN[i][j], 16), "x_den " + i + "." + j);
            }
        }
        for (int i = 0; i < yd.length; i++) {
            for (int j = 0; j < 2; j++) {
                assertEquals(new BigInteger(yd[i][j]).mod(p), new BigInteger(Iso3.Y_DEN[i][j], 16), "y_den " + i + "." + j);
            }
        }
    }
}
