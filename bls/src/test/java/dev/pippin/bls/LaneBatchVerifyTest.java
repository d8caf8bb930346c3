package dev.pippin.bls;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.codec.ZcashCodec;
import dev.pippin.lanes.Bls12381PointBatches;
import dev.pippin.lanes.LaneMode;
import org.junit.jupiter.api.Assumptions;
import dev.pippin.msm.MsmOptions;
import dev.pippin.curve.Bls12381G1;
import dev.pippin.pairing.Bls12381Fp12;
import dev.pippin.pairing.Bls12381Pairing;
import dev.pippin.testkit.RefCurve;
import dev.pippin.testkit.RefCurves;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The batch verifier's G2 work on lanes (subgroup checks of the signatures, cofactor clearing
 * of the hashes, over chunks of the batch) and on the scalar path gives the same answers: valid
 * batches across the chunk and lane boundaries verify; a signature outside the subgroup (on the
 * curve, of small order, or a subgroup point plus one of small order) fails the batch, and so
 * does a key outside G1's subgroup.
 */
class LaneBatchVerifyTest {
    static final RefCurve REF = RefCurves.BLS12_381_G2;

    static MsmOptions options(LaneMode mode, int threads) {
        return MsmOptions.defaults().withLanes(mode).withThreads(threads);
    }

    static byte[] encode(BigInteger[][] pt) {
        long[] a = new long[Points.G2];
        Bls12381G2.setAffine(a, 0, pt[0][0], pt[0][1], pt[1][0], pt[1][1]);
        return ZcashCodec.encodeG2Compressed(a, 0);
    }

    static byte[] encodeG1(BigInteger[][] pt) {
        long[] a = new long[Points.G1];
        Bls12381G1.setAffine(a, 0, pt[0][0], pt[1][0]);
        return ZcashCodec.encodeG1Compressed(a, 0);
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256", "OFF"})
    void validBatchesVerifyAndOffSubgroupSignaturesFail(LaneMode mode) {
        Assumptions.assumeTrue(mode.runsHere(), "no jdk.incubator.vector in this JVM (-Dpippin.test.vectorArgs=)");
        BlsPropertiesTest.Batch b = BlsPropertiesTest.Batch.valid(31, 43, 37);
        Random rnd = new Random(32);
        for (int threads : new int[] {1, 2}) {
            BlsBatchVerifier v = new BlsBatchVerifier(new SplittableRandom(threads), options(mode, threads));
            assertTrue(v.verify(b.pks(), b.msgs(), b.sigs()), mode + ", " + threads + " threads");
            assertTrue(v.verify(b.pks().subList(0, 5), b.msgs().subList(0, 5), b.sigs().subList(0, 5)), "5 signatures");
            List<byte[]> bad = List.of(encode(REF.randomOnCurve(rnd)), encode(REF.ofOrder(BigInteger.valueOf(13), rnd)),
                    encode(REF.add(REF.mul(REF.generator(), new BigInteger(200, rnd)), REF.ofOrder(BigInteger.valueOf(23), rnd))));
            for (int k = 0; k < bad.size(); k++) {
                List<byte[]> sigs = new ArrayList<>(b.sigs());
                sigs.set(33 + k, bad.get(k));
                assertFalse(v.verify(b.pks(), b.msgs(), sigs), "bad signature " + k + ", " + mode);
            }
            RefCurve g1 = RefCurves.BLS12_381_G1;
            List<byte[]> badKeys = List.of(encodeG1(g1.randomOnCurve(rnd)),
                    encodeG1(g1.add(g1.mul(g1.generator(), new BigInteger(200, rnd)), g1.ofOrder(BigInteger.valueOf(11), rnd))));
            for (int k = 0; k < badKeys.size(); k++) {
                List<byte[]> pks = new ArrayList<>(b.pks());
                pks.set(3 + 32 * k, badKeys.get(k));
                assertFalse(v.verify(pks, b.msgs(), b.sigs()), "bad key " + k + ", " + mode);
            }
            // encodings that do not decode, in the batch decoders' chunks: a key at infinity, a
            // key without the compression flag, a signature one byte short, one whose x has no y
            byte[] infinity = new byte[48];
            infinity[0] = (byte) 0xc0;
            byte[] noFlag = b.pks().get(40).clone();
            noFlag[0] &= 0x7f;
            List<List<byte[]>> keyCases = List.of(List.of(infinity), List.of(noFlag));
            for (List<byte[]> c : keyCases) {
                List<byte[]> pks = new ArrayList<>(b.pks());
                pks.set(34, c.get(0));
                assertFalse(v.verify(pks, b.msgs(), b.sigs()), "undecodable key, " + mode);
            }
            byte[] noY = null;
            for (int x = 1; noY == null; x++) {
                byte[] e = new byte[96];
                e[0] = (byte) 0x80;
                e[95] = (byte) x;
                try {
                    ZcashCodec.decodeG2Compressed(e, 0, new long[Points.G2], 0, false);
                } catch (dev.pippin.curve.codec.EncodingException notOnCurve) {
                    noY = e;
                }
            }
            for (byte[] sig : List.of(java.util.Arrays.copyOf(b.sigs().get(7), 95), noY)) {
                List<byte[]> sigs = new ArrayList<>(b.sigs());
                sigs.set(36, sig);
                assertFalse(v.verify(b.pks(), b.msgs(), sigs), "undecodable signature, " + mode);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = LaneMode.class, names = {"ON", "SPECIES_256", "OFF"})
    void batchHashesAreHashToCurve(LaneMode mode) {
        Assumptions.assumeTrue(mode.runsHere(), "no jdk.incubator.vector in this JVM (-Dpippin.test.vectorArgs=)");
        int n = 11;
        long[] uncleared = new long[n * Points.G2], cleared = new long[n * Bls12381G2.JACOBIAN], got = new long[Points.G2];
        byte[][] msgs = new byte[n][];
        for (int i = 0; i < n; i++) {
            msgs[i] = ("message " + i).repeat(i).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            Points.hashUncleared(msgs[i], Bls.DST, uncleared, i * Points.G2);
        }
        long[] batch = new long[n * Points.G2];
        Points.hashUncleared(msgs, 0, n, Bls.DST, batch, 0, Bls12381PointBatches.progenitors(mode));
        for (int i = 0; i < n; i++) {
            assertTrue(Bls12381G2.equalAffine(uncleared, i * Points.G2, batch, i * Points.G2), "the batch form of the maps, message " + i);
        }
        Bls12381PointBatches.g2ClearCofactor(cleared, 0, uncleared, 0, n, mode);
        long[] s = new long[Bls12381G2.SCRATCH];
        for (int i = 0; i < n; i++) {
            Bls12381G2.jacToAffine(got, 0, cleared, i * Bls12381G2.JACOBIAN, s);
            assertTrue(Bls12381G2.equalAffine(Points.hash(msgs[i], Bls.DST), 0, got, 0), "message " + i);
        }
    }
}
