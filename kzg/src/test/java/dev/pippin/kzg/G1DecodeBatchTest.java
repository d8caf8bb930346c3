package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.pippin.lanes.LaneMode;
import dev.pippin.msm.MsmOptions;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * G1.decodeBatch against the one-by-one G1.decodeAll: the same points for valid input (the point
 * at infinity among them), and for every kind of invalid encoding, wherever it sits, the same
 * exception (rule and message) as the first bad point in order; under the lanes, without them,
 * and split over two threads.
 */
class G1DecodeBatchTest {
    private static final List<MsmOptions> OPTIONS = List.of(
            MsmOptions.defaults().withThreads(1),
            MsmOptions.defaults().withThreads(1).withLanes(LaneMode.OFF),
            MsmOptions.defaults().withThreads(2));

    /** count valid encodings: multiples of the generator, the point at infinity at place 3. */
    private static byte[] valid(int count) {
        byte[] b = new byte[count * G1.BYTES];
        for (int i = 0; i < count; i++) {
            byte[] p = i == 3 ? RefKzg.compress(null) : RefKzg.multipleOfGenerator(BigInteger.valueOf(1000 + 7L * i));
            System.arraycopy(p, 0, b, i * G1.BYTES, G1.BYTES);
        }
        return b;
    }

    @Test
    void validPointsDecodeAsOneByOne() {
        for (int count : new int[] {0, 1, 5, 40}) {
            byte[] b = valid(count);
            long[] expected = G1.decodeAll(b, count, "proof");
            for (MsmOptions o : OPTIONS) {
                assertArrayEquals(expected, G1.decodeBatch(b, 0, count, "proof", o), count + " points, " + o);
            }
        }
    }

    @Test
    void decodesARunInsideALargerArray() {
        byte[] b = valid(12);
        long[] all = G1.decodeAll(b, 12, "p");
        long[] run = G1.decodeBatch(b, 4 * G1.BYTES, 6, "p", OPTIONS.get(0));
        assertArrayEquals(java.util.Arrays.copyOfRange(all, 4 * G1.AFFINE, 10 * G1.AFFINE), run);
    }

    @Test
    void badPointsThrowAsOneByOne() {
        int count = 40;
        for (Object[] bad : KzgHostileInputTest.badPoints()) {
            byte[] encoding = (byte[]) bad[2];
            for (int at : new int[] {0, 1, 17, count - 1}) {
                byte[] b = valid(count);
                System.arraycopy(encoding, 0, b, at * G1.BYTES, G1.BYTES);
                // a second bad point later must not change which one is reported
                if (at + 5 < count) {
                    System.arraycopy(KzgHostileInputTest.OFF_CURVE, 0, b, (at + 5) * G1.BYTES, G1.BYTES);
                }
                KzgException expected = assertThrows(KzgException.class, () -> G1.decodeAll(b, count, "proof"));
                assertEquals(bad[1], expected.rule(), bad[0] + " at " + at);
                for (MsmOptions o : OPTIONS) {
                    KzgException got = assertThrows(KzgException.class, () -> G1.decodeBatch(b, 0, count, "proof", o));
                    assertEquals(expected.rule(), got.rule(), bad[0] + " at " + at + ", " + o);
                    assertEquals(expected.getMessage(), got.getMessage(), bad[0] + " at " + at + ", " + o);
                }
            }
        }
    }
}
