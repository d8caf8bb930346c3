package dev.pippin.kzg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import dev.pippin.kzg.KzgException.Rule;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.function.Executable;

/**
 * Every public function of {@link Kzg} on input that breaks one rule of the specs, everything else
 * valid: each must throw {@link KzgException} naming that rule (a null argument:
 * NullPointerException). Lengths one byte off for every argument and every flattened list, a
 * non-canonical field element at the first, a middle and the last position of a blob and a cell
 * and as z and y, G1 encodings off the curve, outside the subgroup or with bad flags (built with
 * the BigInteger reference curve, which also confirms that they are what they claim), counts that
 * disagree with the arrays (up to Long.MAX_VALUE, which must be rejected before anything is
 * allocated from it), negative counts, bad cell indices.
 */
class KzgHostileInputTest {
    private static final int BLOB = Kzg.BYTES_PER_BLOB;
    private static final int CELL = Kzg.BYTES_PER_CELL;
    private static final BigInteger R = RefKzg.R;
    private static final BigInteger P = RefKzg.P;

    private static final byte[] GOOD_BLOB = goodBlob();
    private static final byte[] GOOD_POINT = RefKzg.multipleOfGenerator(BigInteger.valueOf(5));
    private static final byte[] OTHER_POINT = RefKzg.multipleOfGenerator(BigInteger.valueOf(7));
    private static final byte[] INFINITY = RefKzg.compress(null);
    private static final byte[] ONE = RefKzg.fe(BigInteger.ONE);
    private static final byte[] TWO = RefKzg.fe(BigInteger.TWO);

    /** Element i is i: canonical, not constant. */
    private static byte[] goodBlob() {
        BigInteger[] e = new BigInteger[RefKzg.N];
        for (int i = 0; i < e.length; i++) {
            e[i] = BigInteger.valueOf(i);
        }
        return RefKzg.blob(e);
    }

    private static Kzg kzg() {
        return Kzg.mainnet();
    }

    private static DynamicTest rejects(String name, Rule rule, Executable call) {
        return dynamicTest(name + " -> " + rule, () -> {
            KzgException e = assertThrows(KzgException.class, call);
            assertEquals(rule, e.rule(), e.getMessage());
        });
    }

    private static DynamicTest npe(String name, Executable call) {
        return dynamicTest(name + " null -> NullPointerException", () -> assertThrows(NullPointerException.class, call));
    }

    private static byte[] resize(byte[] a, int length) {
        return Arrays.copyOf(a, length);
    }

    private static byte[] repeat(byte[] item, int n) {
        byte[] r = new byte[item.length * n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(item, 0, r, i * item.length, item.length);
        }
        return r;
    }

    private static byte[] concat(byte[]... parts) {
        return KzgPropertiesTest.concat(List.of(parts));
    }

    /** 64 valid cells (zeros) with indices 0..63: enough for a recovery. */
    private static long[] half() {
        long[] idx = new long[Kzg.CELLS_PER_EXT_BLOB / 2];
        for (int i = 0; i < idx.length; i++) {
            idx[i] = i;
        }
        return idx;
    }

    // ------------------------------------------------------------------ lengths

    @TestFactory
    Stream<DynamicTest> everyLengthOffByOne() {
        List<DynamicTest> t = new ArrayList<>();
        for (int d : new int[] {-1, +1}) {
            String s = d < 0 ? " one byte short" : " one byte long";
            byte[] blob = resize(GOOD_BLOB, BLOB + d);
            byte[] fe = resize(ONE, 32 + d);
            byte[] pt = resize(GOOD_POINT, 48 + d);
            t.add(rejects("blobToKzgCommitment blob" + s, Rule.LENGTH, () -> kzg().blobToKzgCommitment(blob)));
            t.add(rejects("computeKzgProof blob" + s, Rule.LENGTH, () -> kzg().computeKzgProof(blob, ONE)));
            t.add(rejects("computeKzgProof z" + s, Rule.LENGTH, () -> kzg().computeKzgProof(GOOD_BLOB, fe)));
            t.add(rejects("computeBlobKzgProof blob" + s, Rule.LENGTH, () -> kzg().computeBlobKzgProof(blob, GOOD_POINT)));
            t.add(rejects("computeBlobKzgProof commitment" + s, Rule.LENGTH, () -> kzg().computeBlobKzgProof(GOOD_BLOB, pt)));
            t.add(rejects("verifyKzgProof commitment" + s, Rule.LENGTH, () -> kzg().verifyKzgProof(pt, ONE, TWO, GOOD_POINT)));
            t.add(rejects("verifyKzgProof z" + s, Rule.LENGTH, () -> kzg().verifyKzgProof(GOOD_POINT, fe, TWO, GOOD_POINT)));
            t.add(rejects("verifyKzgProof y" + s, Rule.LENGTH, () -> kzg().verifyKzgProof(GOOD_POINT, ONE, fe, GOOD_POINT)));
            t.add(rejects("verifyKzgProof proof" + s, Rule.LENGTH, () -> kzg().verifyKzgProof(GOOD_POINT, ONE, TWO, pt)));
            t.add(rejects("verifyBlobKzgProof blob" + s, Rule.LENGTH, () -> kzg().verifyBlobKzgProof(blob, GOOD_POINT, GOOD_POINT)));
            t.add(rejects("verifyBlobKzgProof commitment" + s, Rule.LENGTH, () -> kzg().verifyBlobKzgProof(GOOD_BLOB, pt, GOOD_POINT)));
            t.add(rejects("verifyBlobKzgProof proof" + s, Rule.LENGTH, () -> kzg().verifyBlobKzgProof(GOOD_BLOB, GOOD_POINT, pt)));
            // flattened lists of two: the blobs, commitments or proofs not a whole number of items
            byte[] blobs = concat(GOOD_BLOB, blob);
            byte[] points = concat(GOOD_POINT, pt);
            byte[] two = concat(GOOD_POINT, OTHER_POINT);
            byte[] twoBlobs = concat(GOOD_BLOB, GOOD_BLOB);
            t.add(rejects("verifyBlobKzgProofBatch blobs" + s, Rule.LENGTH, () -> kzg().verifyBlobKzgProofBatch(blobs, two, two, 2)));
            t.add(rejects("verifyBlobKzgProofBatch commitments" + s, Rule.LENGTH,
                    () -> kzg().verifyBlobKzgProofBatch(twoBlobs, points, two, 2)));
            t.add(rejects("verifyBlobKzgProofBatch proofs" + s, Rule.LENGTH,
                    () -> kzg().verifyBlobKzgProofBatch(twoBlobs, two, points, 2)));
            t.add(rejects("computeCells blob" + s, Rule.LENGTH, () -> kzg().computeCells(blob)));
            t.add(rejects("computeCellsAndKzgProofs blob" + s, Rule.LENGTH, () -> kzg().computeCellsAndKzgProofs(blob)));
            long[] idx = half();
            byte[] cells = new byte[idx.length * CELL + d];
            t.add(rejects("recoverCellsAndKzgProofs cells" + s, Rule.LENGTH, () -> kzg().recoverCellsAndKzgProofs(idx, cells)));
            byte[] oneCell = new byte[CELL + d];
            t.add(rejects("verifyCellKzgProofBatch cells" + s, Rule.LENGTH,
                    () -> kzg().verifyCellKzgProofBatch(GOOD_POINT, new long[] {0}, oneCell, GOOD_POINT)));
            t.add(rejects("verifyCellKzgProofBatch commitments" + s, Rule.LENGTH,
                    () -> kzg().verifyCellKzgProofBatch(pt, new long[] {0}, new byte[CELL], GOOD_POINT)));
            t.add(rejects("verifyCellKzgProofBatch proofs" + s, Rule.LENGTH,
                    () -> kzg().verifyCellKzgProofBatch(GOOD_POINT, new long[] {0}, new byte[CELL], pt)));
        }
        // empty single items
        t.add(rejects("blobToKzgCommitment empty blob", Rule.LENGTH, () -> kzg().blobToKzgCommitment(new byte[0])));
        t.add(rejects("verifyKzgProof empty proof", Rule.LENGTH, () -> kzg().verifyKzgProof(GOOD_POINT, ONE, TWO, new byte[0])));
        return t.stream();
    }

    @TestFactory
    Stream<DynamicTest> listsOfDifferentLengths() {
        List<DynamicTest> t = new ArrayList<>();
        byte[] two = concat(GOOD_POINT, OTHER_POINT);
        t.add(rejects("verifyBlobKzgProofBatch 1 blob, 2 commitments", Rule.COUNT_MISMATCH,
                () -> kzg().verifyBlobKzgProofBatch(GOOD_BLOB, two, GOOD_POINT, 1)));
        t.add(rejects("verifyBlobKzgProofBatch 1 blob, 2 proofs", Rule.COUNT_MISMATCH,
                () -> kzg().verifyBlobKzgProofBatch(GOOD_BLOB, GOOD_POINT, two, 1)));
        t.add(rejects("verifyBlobKzgProofBatch 1 blob, count 2", Rule.COUNT_MISMATCH,
                () -> kzg().verifyBlobKzgProofBatch(GOOD_BLOB, GOOD_POINT, GOOD_POINT, 2)));
        t.add(rejects("verifyBlobKzgProofBatch 1 blob, count 0", Rule.COUNT_MISMATCH,
                () -> kzg().verifyBlobKzgProofBatch(GOOD_BLOB, GOOD_POINT, GOOD_POINT, 0)));
        long[] idx = half();
        t.add(rejects("recoverCellsAndKzgProofs 64 indices, 65 cells", Rule.COUNT_MISMATCH,
                () -> kzg().recoverCellsAndKzgProofs(idx, new byte[(idx.length + 1) * CELL])));
        t.add(rejects("recoverCellsAndKzgProofs 64 indices, 63 cells", Rule.COUNT_MISMATCH,
                () -> kzg().recoverCellsAndKzgProofs(idx, new byte[(idx.length - 1) * CELL])));
        t.add(rejects("verifyCellKzgProofBatch 2 commitments, 1 cell", Rule.COUNT_MISMATCH,
                () -> kzg().verifyCellKzgProofBatch(two, new long[] {0}, new byte[CELL], GOOD_POINT)));
        t.add(rejects("verifyCellKzgProofBatch 2 indices, 1 cell", Rule.COUNT_MISMATCH,
                () -> kzg().verifyCellKzgProofBatch(GOOD_POINT, new long[] {0, 1}, new byte[CELL], GOOD_POINT)));
        t.add(rejects("verifyCellKzgProofBatch 1 cell, 2 proofs", Rule.COUNT_MISMATCH,
                () -> kzg().verifyCellKzgProofBatch(GOOD_POINT, new long[] {0}, new byte[CELL], two)));
        return t.stream();
    }

    // ------------------------------------------------------------------ counts

    @TestFactory
    Stream<DynamicTest> countsBeyondTheArraysAndNegativeCounts() {
        List<DynamicTest> t = new ArrayList<>();
        for (long count : new long[] {1L << 31, (1L << 31) - 1, 1L << 32, Long.MAX_VALUE}) {
            t.add(rejects("verifyBlobKzgProofBatch empty arrays, count " + count, Rule.COUNT_MISMATCH,
                    () -> kzg().verifyBlobKzgProofBatch(new byte[0], new byte[0], new byte[0], count)));
            t.add(rejects("verifyBlobKzgProofBatch one blob, count " + count, Rule.COUNT_MISMATCH,
                    () -> kzg().verifyBlobKzgProofBatch(GOOD_BLOB, GOOD_POINT, GOOD_POINT, count)));
        }
        for (long count : new long[] {-1, Integer.MIN_VALUE, Long.MIN_VALUE}) {
            t.add(rejects("verifyBlobKzgProofBatch empty arrays, count " + count, Rule.COUNT,
                    () -> kzg().verifyBlobKzgProofBatch(new byte[0], new byte[0], new byte[0], count)));
            t.add(rejects("verifyBlobKzgProofBatch one blob, count " + count, Rule.COUNT,
                    () -> kzg().verifyBlobKzgProofBatch(GOOD_BLOB, GOOD_POINT, GOOD_POINT, count)));
        }
        return t.stream();
    }

    @Test
    void anEmptyBatchIsTrue() {
        assertTrue(kzg().verifyBlobKzgProofBatch(new byte[0], new byte[0], new byte[0], 0));
    }

    // ------------------------------------------------------------------ field elements

    /** Not below r: r itself, r + 1 and 2^256 - 1. */
    private static final BigInteger[] NON_CANONICAL = {R, R.add(BigInteger.ONE), BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE)};

    private static byte[] withElement(byte[] base, int index, BigInteger v) {
        byte[] r = base.clone();
        System.arraycopy(RefKzg.fe(v), 0, r, 32 * index, 32);
        return r;
    }

    @TestFactory
    Stream<DynamicTest> nonCanonicalFieldElements() {
        List<DynamicTest> t = new ArrayList<>();
        for (BigInteger v : NON_CANONICAL) {
            String value = v.equals(R) ? "r" : v.equals(R.add(BigInteger.ONE)) ? "r+1" : "2^256-1";
            for (int index : new int[] {0, RefKzg.N / 2, RefKzg.N - 1}) {
                byte[] blob = withElement(GOOD_BLOB, index, v);
                String s = " blob element " + index + " = " + value;
                t.add(rejects("blobToKzgCommitment" + s, Rule.NON_CANONICAL_FIELD_ELEMENT, () -> kzg().blobToKzgCommitment(blob)));
                t.add(rejects("computeKzgProof" + s, Rule.NON_CANONICAL_FIELD_ELEMENT, () -> kzg().computeKzgProof(blob, ONE)));
                t.add(rejects("computeBlobKzgProof" + s, Rule.NON_CANONICAL_FIELD_ELEMENT,
                        () -> kzg().computeBlobKzgProof(blob, GOOD_POINT)));
                t.add(rejects("verifyBlobKzgProof" + s, Rule.NON_CANONICAL_FIELD_ELEMENT,
                        () -> kzg().verifyBlobKzgProof(blob, GOOD_POINT, GOOD_POINT)));
                t.add(rejects("verifyBlobKzgProofBatch second" + s, Rule.NON_CANONICAL_FIELD_ELEMENT,
                        () -> kzg().verifyBlobKzgProofBatch(concat(GOOD_BLOB, blob), concat(GOOD_POINT, OTHER_POINT),
                                concat(GOOD_POINT, OTHER_POINT), 2)));
                t.add(rejects("computeCells" + s, Rule.NON_CANONICAL_FIELD_ELEMENT, () -> kzg().computeCells(blob)));
                t.add(rejects("computeCellsAndKzgProofs" + s, Rule.NON_CANONICAL_FIELD_ELEMENT,
                        () -> kzg().computeCellsAndKzgProofs(blob)));
            }
            for (int index : new int[] {0, Kzg.FIELD_ELEMENTS_PER_CELL / 2, Kzg.FIELD_ELEMENTS_PER_CELL - 1}) {
                String s = " cell element " + index + " = " + value;
                byte[] cell = withElement(new byte[CELL], index, v);
                long[] idx = half();
                byte[] cells = new byte[idx.length * CELL];
                System.arraycopy(cell, 0, cells, 10 * CELL, CELL);
                t.add(rejects("recoverCellsAndKzgProofs" + s, Rule.NON_CANONICAL_FIELD_ELEMENT,
                        () -> kzg().recoverCellsAndKzgProofs(idx, cells)));
                t.add(rejects("verifyCellKzgProofBatch" + s, Rule.NON_CANONICAL_FIELD_ELEMENT,
                        () -> kzg().verifyCellKzgProofBatch(GOOD_POINT, new long[] {3}, cell, GOOD_POINT)));
            }
            byte[] fe = RefKzg.fe(v);
            t.add(rejects("computeKzgProof z = " + value, Rule.NON_CANONICAL_FIELD_ELEMENT, () -> kzg().computeKzgProof(GOOD_BLOB, fe)));
            t.add(rejects("verifyKzgProof z = " + value, Rule.NON_CANONICAL_FIELD_ELEMENT,
                    () -> kzg().verifyKzgProof(GOOD_POINT, fe, TWO, GOOD_POINT)));
            t.add(rejects("verifyKzgProof y = " + value, Rule.NON_CANONICAL_FIELD_ELEMENT,
                    () -> kzg().verifyKzgProof(GOOD_POINT, ONE, fe, GOOD_POINT)));
        }
        return t.stream();
    }

    @Test
    void rMinusOneIsCanonicalEverywhere() {
        byte[] max = RefKzg.fe(R.subtract(BigInteger.ONE));
        byte[] blob = withElement(withElement(GOOD_BLOB, 0, R.subtract(BigInteger.ONE)), RefKzg.N - 1, R.subtract(BigInteger.ONE));
        ProofAndY py = kzg().computeKzgProof(blob, max);
        assertTrue(kzg().verifyKzgProof(kzg().blobToKzgCommitment(blob), max, py.getY(), py.getProof()));
    }

    // ------------------------------------------------------------------ points

    /** The smallest x >= 1 with x^3 + 4 not a square mod p: no point has it. */
    static final byte[] OFF_CURVE;
    /** The point of smallest x >= 1 on the curve, which is outside the order-r subgroup. */
    static final byte[] OFF_SUBGROUP;

    static {
        byte[] offCurve = null, offSubgroup = null;
        for (long x = 1; offCurve == null || offSubgroup == null; x++) {
            BigInteger bx = BigInteger.valueOf(x);
            BigInteger[] y = RefKzg.G1.field().sqrt(new BigInteger[] {bx.pow(3).add(BigInteger.valueOf(4)).mod(P)});
            if (y == null && offCurve == null) {
                offCurve = RefKzg.fe(bx);
                offCurve = Arrays.copyOfRange(concat(new byte[16], offCurve), 0, 48);
                offCurve[0] |= (byte) 0x80;
            } else if (y != null && offSubgroup == null) {
                BigInteger[][] pt = {{bx}, y};
                if (RefKzg.G1.onCurve(pt) && RefKzg.G1.mul(pt, R) != null) {
                    offSubgroup = RefKzg.compress(pt);
                }
            }
        }
        OFF_CURVE = offCurve;
        OFF_SUBGROUP = offSubgroup;
    }

    @Test
    void theHostilePointsAreWhatTheyClaim() {
        BigInteger x = new BigInteger(1, OFF_CURVE).clearBit(383);
        assertTrue(x.compareTo(P) < 0);
        assertNull(RefKzg.G1.field().sqrt(new BigInteger[] {x.pow(3).add(BigInteger.valueOf(4)).mod(P)}), "x^3 + 4 is a square");
        BigInteger[][] pt = RefKzg.decompress(OFF_SUBGROUP);
        assertTrue(RefKzg.G1.onCurve(pt));
        assertNotNull(RefKzg.G1.mul(pt, R), "[r] P is infinity");
        assertTrue(RefKzg.G1.onCurve(RefKzg.decompress(GOOD_POINT)));
    }

    /** Encodings no G1 element has: named, each with the rule it breaks. */
    static List<Object[]> badPoints() {
        List<Object[]> bad = new ArrayList<>();
        bad.add(new Object[] {"off the curve", Rule.INVALID_G1_POINT, OFF_CURVE});
        bad.add(new Object[] {"outside the subgroup", Rule.G1_NOT_IN_SUBGROUP, OFF_SUBGROUP});
        byte[] uncompressed = GOOD_POINT.clone();
        uncompressed[0] &= 0x7f;
        bad.add(new Object[] {"without the compression flag", Rule.INVALID_G1_POINT, uncompressed});
        byte[] infinitySorted = INFINITY.clone();
        infinitySorted[0] |= 0x20;
        bad.add(new Object[] {"infinity with the sign flag", Rule.INVALID_G1_POINT, infinitySorted});
        byte[] infinityX = INFINITY.clone();
        infinityX[47] = 1;
        bad.add(new Object[] {"infinity with a non-zero x", Rule.INVALID_G1_POINT, infinityX});
        byte[] infinityUncompressed = new byte[48];
        infinityUncompressed[0] = 0x40;
        bad.add(new Object[] {"infinity without the compression flag", Rule.INVALID_G1_POINT, infinityUncompressed});
        byte[] infinityFlagOnPoint = GOOD_POINT.clone();
        infinityFlagOnPoint[0] |= 0x40;
        bad.add(new Object[] {"a point's x with the infinity flag", Rule.INVALID_G1_POINT, infinityFlagOnPoint});
        byte[] xIsP = Arrays.copyOfRange(concat(new byte[16], RefKzg.fe(BigInteger.ZERO)), 0, 48);
        byte[] pb = P.toByteArray();
        System.arraycopy(pb, pb.length - 48, xIsP, 0, 48);
        xIsP[0] |= (byte) 0x80;
        bad.add(new Object[] {"x = p", Rule.INVALID_G1_POINT, xIsP});
        return bad;
    }

    @TestFactory
    Stream<DynamicTest> invalidPoints() {
        List<DynamicTest> t = new ArrayList<>();
        for (Object[] b : badPoints()) {
            String s = " " + b[0];
            Rule rule = (Rule) b[1];
            byte[] p = (byte[]) b[2];
            t.add(rejects("computeBlobKzgProof commitment" + s, rule, () -> kzg().computeBlobKzgProof(GOOD_BLOB, p)));
            t.add(rejects("verifyKzgProof commitment" + s, rule, () -> kzg().verifyKzgProof(p, ONE, TWO, GOOD_POINT)));
            t.add(rejects("verifyKzgProof proof" + s, rule, () -> kzg().verifyKzgProof(GOOD_POINT, ONE, TWO, p)));
            t.add(rejects("verifyBlobKzgProof commitment" + s, rule, () -> kzg().verifyBlobKzgProof(GOOD_BLOB, p, GOOD_POINT)));
            t.add(rejects("verifyBlobKzgProof proof" + s, rule, () -> kzg().verifyBlobKzgProof(GOOD_BLOB, GOOD_POINT, p)));
            byte[] twoBlobs = concat(GOOD_BLOB, GOOD_BLOB);
            t.add(rejects("verifyBlobKzgProofBatch second commitment" + s, rule,
                    () -> kzg().verifyBlobKzgProofBatch(twoBlobs, concat(GOOD_POINT, p), concat(GOOD_POINT, OTHER_POINT), 2)));
            t.add(rejects("verifyBlobKzgProofBatch second proof" + s, rule,
                    () -> kzg().verifyBlobKzgProofBatch(twoBlobs, concat(GOOD_POINT, OTHER_POINT), concat(GOOD_POINT, p), 2)));
            t.add(rejects("verifyCellKzgProofBatch commitment" + s, rule,
                    () -> kzg().verifyCellKzgProofBatch(p, new long[] {0}, new byte[CELL], GOOD_POINT)));
            t.add(rejects("verifyCellKzgProofBatch proof" + s, rule,
                    () -> kzg().verifyCellKzgProofBatch(GOOD_POINT, new long[] {0}, new byte[CELL], p)));
        }
        return t.stream();
    }

    @Test
    void infinityIsAValidCommitmentAndProof() {
        // the zero blob commits to infinity and its proofs are infinity: they verify
        byte[] zero = new byte[BLOB];
        assertTrue(kzg().verifyKzgProof(INFINITY, ONE, RefKzg.fe(BigInteger.ZERO), INFINITY));
        assertTrue(kzg().verifyBlobKzgProof(zero, INFINITY, INFINITY));
    }

    // ------------------------------------------------------------------ cell indices

    @TestFactory
    Stream<DynamicTest> badCellIndices() {
        List<DynamicTest> t = new ArrayList<>();
        for (long bad : new long[] {Kzg.CELLS_PER_EXT_BLOB, Kzg.CELLS_PER_EXT_BLOB + 1L, 1L << 32, Long.MAX_VALUE, -1, Long.MIN_VALUE}) {
            t.add(rejects("verifyCellKzgProofBatch cell index " + bad, Rule.CELL_INDEX,
                    () -> kzg().verifyCellKzgProofBatch(GOOD_POINT, new long[] {bad}, new byte[CELL], GOOD_POINT)));
            long[] idx = half();
            idx[idx.length - 1] = bad;
            if (bad >= 0) {
                // ascending, the last one out of range
                t.add(rejects("recoverCellsAndKzgProofs last index " + bad, Rule.CELL_INDEX,
                        () -> kzg().recoverCellsAndKzgProofs(idx, new byte[idx.length * CELL])));
            }
        }
        long[] duplicate = half();
        duplicate[5] = 4;
        t.add(rejects("recoverCellsAndKzgProofs duplicate index", Rule.CELL_INDICES_NOT_ASCENDING,
                () -> kzg().recoverCellsAndKzgProofs(duplicate, new byte[duplicate.length * CELL])));
        long[] swapped = half();
        swapped[5] = 6;
        swapped[6] = 5;
        t.add(rejects("recoverCellsAndKzgProofs unsorted indices", Rule.CELL_INDICES_NOT_ASCENDING,
                () -> kzg().recoverCellsAndKzgProofs(swapped, new byte[swapped.length * CELL])));
        long[] few = Arrays.copyOf(half(), Kzg.CELLS_PER_EXT_BLOB / 2 - 1);
        t.add(rejects("recoverCellsAndKzgProofs 63 cells", Rule.TOO_FEW_CELLS,
                () -> kzg().recoverCellsAndKzgProofs(few, new byte[few.length * CELL])));
        t.add(rejects("recoverCellsAndKzgProofs no cells", Rule.TOO_FEW_CELLS,
                () -> kzg().recoverCellsAndKzgProofs(new long[0], new byte[0])));
        return t.stream();
    }

    // ------------------------------------------------------------------ nulls

    @TestFactory
    Stream<DynamicTest> nullArguments() {
        byte[] b = GOOD_BLOB, p = GOOD_POINT;
        long[] i = {0};
        byte[] c = new byte[CELL];
        return Stream.of(
                npe("blobToKzgCommitment blob", () -> kzg().blobToKzgCommitment(null)),
                npe("computeKzgProof blob", () -> kzg().computeKzgProof(null, ONE)),
                npe("computeKzgProof z", () -> kzg().computeKzgProof(b, null)),
                npe("computeBlobKzgProof blob", () -> kzg().computeBlobKzgProof(null, p)),
                npe("computeBlobKzgProof commitment", () -> kzg().computeBlobKzgProof(b, null)),
                npe("verifyKzgProof commitment", () -> kzg().verifyKzgProof(null, ONE, TWO, p)),
                npe("verifyKzgProof z", () -> kzg().verifyKzgProof(p, null, TWO, p)),
                npe("verifyKzgProof y", () -> kzg().verifyKzgProof(p, ONE, null, p)),
                npe("verifyKzgProof proof", () -> kzg().verifyKzgProof(p, ONE, TWO, null)),
                npe("verifyBlobKzgProof blob", () -> kzg().verifyBlobKzgProof(null, p, p)),
                npe("verifyBlobKzgProof commitment", () -> kzg().verifyBlobKzgProof(b, null, p)),
                npe("verifyBlobKzgProof proof", () -> kzg().verifyBlobKzgProof(b, p, null)),
                npe("verifyBlobKzgProofBatch blobs", () -> kzg().verifyBlobKzgProofBatch(null, p, p, 1)),
                npe("verifyBlobKzgProofBatch commitments", () -> kzg().verifyBlobKzgProofBatch(b, null, p, 1)),
                npe("verifyBlobKzgProofBatch proofs", () -> kzg().verifyBlobKzgProofBatch(b, p, null, 1)),
                npe("computeCells blob", () -> kzg().computeCells(null)),
                npe("computeCellsAndKzgProofs blob", () -> kzg().computeCellsAndKzgProofs(null)),
                npe("recoverCellsAndKzgProofs cell indices", () -> kzg().recoverCellsAndKzgProofs(null, c)),
                npe("recoverCellsAndKzgProofs cells", () -> kzg().recoverCellsAndKzgProofs(i, null)),
                npe("verifyCellKzgProofBatch commitments", () -> kzg().verifyCellKzgProofBatch(null, i, c, p)),
                npe("verifyCellKzgProofBatch cell indices", () -> kzg().verifyCellKzgProofBatch(p, null, c, p)),
                npe("verifyCellKzgProofBatch cells", () -> kzg().verifyCellKzgProofBatch(p, i, null, p)),
                npe("verifyCellKzgProofBatch proofs", () -> kzg().verifyCellKzgProofBatch(p, i, c, null)));
    }
}
