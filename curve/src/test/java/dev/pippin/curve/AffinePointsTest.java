package dev.pippin.curve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class AffinePointsTest {
    @Test
    void layoutIsXThenYPerPointWithZeroInfinity() {
        AffinePoints pts = AffinePoints.allocate(Bls12381G2.OPS, 3);
        assertEquals(4 * dev.pippin.field.Bls12381Fp.LIMBS, pts.stride());
        assertTrue(pts.isInfinity(0) && pts.isInfinity(2));
        long[] g = new long[Bls12381G2.AFFINE];
        Bls12381G2.generator(g, 0);
        pts.set(1, g, 0);
        assertFalse(pts.isInfinity(1));
        long[] back = new long[Bls12381G2.AFFINE];
        pts.get(1, back, 0);
        assertArrayEquals(g, back);
        int c = Bls12381G2.COORD;
        assertEquals(2 * c, pts.offset(1));
        // x of point 1 sits right after point 0, y right after x
        assertArrayEquals(java.util.Arrays.copyOfRange(g, c, 2 * c), java.util.Arrays.copyOfRange(pts.data(), 3 * c, 4 * c));
        assertThrows(IndexOutOfBoundsException.class, () -> pts.offset(3));
        assertThrows(IllegalArgumentException.class, () -> AffinePoints.wrap(Bn254G1.OPS, new long[7], 1));
    }
}
