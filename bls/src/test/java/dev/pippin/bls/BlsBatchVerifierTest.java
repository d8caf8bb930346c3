package dev.pippin.bls;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bls12381G1;
import dev.pippin.curve.Bls12381G2;
import dev.pippin.testkit.RefCurves;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * Why the batch needs its random coefficients: wrong signatures whose errors cancel in a plain
 * sum pass every coefficient-free check (the aggregate equation, a batch with all r_i = 1) and
 * fail the batch. Also the batch's edges: empty, uneven, undecodable, and its random source.
 */
class BlsBatchVerifierTest {
    private static final byte[] M1 = "first message".getBytes(StandardCharsets.US_ASCII),
            M2 = "second message".getBytes(StandardCharsets.US_ASCII);

    /** Coefficients all 1: the plain sum of the n equations. */
    private static final RandomGenerator ONES = () -> 1L;

    /** sigma + t, or sigma - t, as a signature. */
    private static BlsSignature offset(BlsSignature sigma, long[] t, boolean minus) {
        long[] s = new long[Bls12381G2.SCRATCH], shift = t.clone(), r = new long[Points.G2];
        if (minus) {
            Bls12381G2.negateAffine(shift, 0, shift, 0);
        }
        Bls12381G2.addAffine(r, 0, sigma.point(), 0, shift, 0, s);
        return new BlsSignature(r);
    }

    private static List<byte[]> enc(BlsPublicKey... keys) {
        List<byte[]> out = new ArrayList<>();
        for (BlsPublicKey k : keys) {
            out.add(k.toBytes());
        }
        return out;
    }

    private static List<byte[]> enc(BlsSignature... sigs) {
        List<byte[]> out = new ArrayList<>();
        for (BlsSignature s : sigs) {
            out.add(s.toBytes());
        }
        return out;
    }

    private static void cancellingForgeryIsRejected(byte[] m1, byte[] m2) {
        List<BlsSecretKey> sk = BlsPropertiesTest.keys(7, 2);
        BlsPublicKey pk1 = sk.get(0).publicKey(), pk2 = sk.get(1).publicKey();
        BlsSignature s1 = sk.get(0).sign(m1), s2 = sk.get(1).sign(m2);
        long[] t = Points.hash("the offset".getBytes(StandardCharsets.US_ASCII), Bls.DST);
        BlsSignature f1 = offset(s1, t, false), f2 = offset(s2, t, true);

        // each forged signature is wrong on its own
        assertFalse(Bls.verify(pk1, m1, f1));
        assertFalse(Bls.verify(pk2, m2, f2));
        // but the forgeries sum to the honest aggregate, so every coefficient-free check passes them
        assertEquals(BlsSignature.aggregate(List.of(s1, s2)), BlsSignature.aggregate(List.of(f1, f2)));
        assertTrue(Bls.aggregateVerify(List.of(pk1, pk2), List.of(m1, m2), BlsSignature.aggregate(List.of(f1, f2))));
        List<byte[]> pks = enc(pk1, pk2), msgs = List.of(m1, m2), forged = enc(f1, f2);
        assertTrue(new BlsBatchVerifier(ONES).verify(pks, msgs, forged), "all r_i = 1 is the plain sum");

        // random coefficients catch them
        assertFalse(new BlsBatchVerifier(new SplittableRandom(1)).verify(pks, msgs, forged));
        assertFalse(new BlsBatchVerifier(new SplittableRandom(2)).verify(pks, msgs, forged));
        assertFalse(Bls.batchVerify(pks, msgs, forged));
        // and the honest pair passes
        assertTrue(Bls.batchVerify(pks, msgs, enc(s1, s2)));
    }

    @Test
    void cancellingForgeryOnTwoMessages() {
        cancellingForgeryIsRejected(M1, M2);
    }

    /** Both on one message: the keys are merged by a G1 MSM before the single pairing. */
    @Test
    void cancellingForgeryOnOneMessage() {
        cancellingForgeryIsRejected(M1, M1.clone());
    }

    /** The vector set's cancelling forgeries do cancel: a plain sum accepts them, the batch does not. */
    @Test
    void vectorForgeriesCancel() {
        int seen = 0;
        for (BlsVectors.Case c : BlsVectors.folder("batch_verify")) {
            if (c.name().contains("cancelling_forgery_")) {
                assertFalse(c.expected(), c.name());
                assertTrue(new BlsBatchVerifier(ONES).verify(c.list("pubkeys"), c.list("messages"), c.list("signatures")), c.name());
                assertFalse(Bls.batchVerify(c.list("pubkeys"), c.list("messages"), c.list("signatures")), c.name());
                seen++;
            }
        }
        assertEquals(4, seen);
    }

    /** The largest draw: both 32-bit halves 2^32 - 1, r_i = (2^32 - 1)(1 + lambda) for every triple. */
    @Test
    void largestCoefficients() {
        BlsPropertiesTest.Batch b = BlsPropertiesTest.Batch.valid(3, 6, 4);
        assertTrue(new BlsBatchVerifier(() -> -1L).verify(b.pks(), b.msgs(), b.sigs()));
        b.sigs().set(2, b.sigs().get(3));
        assertFalse(new BlsBatchVerifier(() -> -1L).verify(b.pks(), b.msgs(), b.sigs()));
    }

    @Test
    void zeroDrawsAreSkipped() {
        long[] draws = {0, 0, 5, 0, 9, 0, 0, 0, 11};
        int[] next = {0};
        RandomGenerator mostlyZero = () -> draws[next[0]++];
        BlsPropertiesTest.Batch b = BlsPropertiesTest.Batch.valid(4, 3, 3);
        assertTrue(new BlsBatchVerifier(mostlyZero).verify(b.pks(), b.msgs(), b.sigs()));
        assertEquals(draws.length, next[0], "three coefficients: 5, 9, 11");
    }

    @Test
    void aSourceOfZerosIsAnError() {
        BlsPropertiesTest.Batch b = BlsPropertiesTest.Batch.valid(5, 1, 1);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> new BlsBatchVerifier(() -> 0L).verify(b.pks(), b.msgs(), b.sigs()));
        assertEquals("batch verification: the random source returned zero 64 times in a row", e.getMessage());
    }

    @Test
    void emptyUnevenAndUndecodableBatchesAreFalse() {
        BlsPropertiesTest.Batch b = BlsPropertiesTest.Batch.valid(6, 3, 2);
        BlsBatchVerifier v = new BlsBatchVerifier(new SplittableRandom(6));
        assertTrue(v.verify(b.pks(), b.msgs(), b.sigs()));
        assertFalse(v.verify(List.of(), List.of(), List.of()));
        assertFalse(v.verifyDecoded(List.of(), List.of(), List.of()));
        assertFalse(v.verify(b.pks().subList(0, 2), b.msgs(), b.sigs()));
        assertFalse(v.verify(b.pks(), b.msgs().subList(0, 2), b.sigs()));
        assertFalse(v.verify(b.pks(), b.msgs(), b.sigs().subList(0, 2)));

        List<byte[]> infinityKey = new ArrayList<>(b.pks());
        byte[] inf = new byte[48];
        inf[0] = (byte) 0xc0;
        infinityKey.set(1, inf);
        assertFalse(v.verify(infinityKey, b.msgs(), b.sigs()));
        List<byte[]> shortSig = new ArrayList<>(b.sigs());
        shortSig.set(2, new byte[95]);
        assertFalse(v.verify(b.pks(), b.msgs(), shortSig));
        List<byte[]> zeroSig = new ArrayList<>(b.sigs());
        zeroSig.set(0, new byte[96]);
        assertFalse(v.verify(b.pks(), b.msgs(), zeroSig), "all zero bytes lack the compression flag");
    }

    /**
     * The split coefficient against its definition: [a + b lambda mod r] P in the BigInteger
     * reference, for keys in G1 and signatures in G2, with lambda = -x^2 mod r computed here.
     */
    @Test
    void splitCoefficientsAreMultiplicationByAPlusBLambda() {
        BigInteger r = Bls12381G1.ORDER;
        BigInteger x = new BigInteger(Long.toUnsignedString(Bls12381G1.SEED_ABS)).negate();
        BigInteger lambda = x.pow(2).negate().mod(r);
        SplittableRandom rnd = new SplittableRandom(12);
        long[] draws = {1L, -1L, 0xFFFFFFFFL, 0xFFFFFFFF00000000L, rnd.nextLong(), rnd.nextLong(), rnd.nextLong()};
        for (long draw : draws) {
            long a = BlsBatchVerifier.low(draw), b = BlsBatchVerifier.high(draw);
            BigInteger k = BigInteger.valueOf(a).add(BigInteger.valueOf(b).multiply(lambda)).mod(r);
            BigInteger[][] p = RefCurves.BLS12_381_G1.mul(RefCurves.BLS12_381_G1.generator(), BigInteger.valueOf(rnd.nextLong()).abs().add(BigInteger.TWO));
            long[] pa = new long[Points.G1], got = new long[Points.G1];
            Bls12381G1.setAffine(pa, 0, RefCurves.BLS12_381_G1.flat(p));
            Points.timesCoefficientG1(got, 0, pa, 0, a, b);
            assertArrayEquals(RefCurves.BLS12_381_G1.flat(RefCurves.BLS12_381_G1.mul(p, k)), Bls12381G1.toBigIntegers(got, 0),
                    "G1, draw " + Long.toHexString(draw));
        }
        BigInteger[][] q = RefCurves.BLS12_381_G2.mul(RefCurves.BLS12_381_G2.generator(), BigInteger.valueOf(77));
        long[] qa = new long[Points.G2], got = new long[Points.G2];
        Bls12381G2.setAffine(qa, 0, RefCurves.BLS12_381_G2.flat(q));
        Points.timesLambdaG2(got, 0, qa, 0);
        assertArrayEquals(RefCurves.BLS12_381_G2.flat(RefCurves.BLS12_381_G2.mul(q, lambda)), Bls12381G2.toBigIntegers(got, 0), "G2");
        long[] pa = new long[Points.G1];
        Bls12381G1.generator(pa, 0);
        Points.timesLambdaG1(got, 0, pa, 0);
        assertArrayEquals(RefCurves.BLS12_381_G1.flat(RefCurves.BLS12_381_G1.mul(RefCurves.BLS12_381_G1.generator(), lambda)),
                Bls12381G1.toBigIntegers(got, 0), "G1 phi");
    }

    /** Decoded inputs give the same answers as encoded ones. */
    @Test
    void decodedAndEncodedAgree() {
        BlsPropertiesTest.Batch b = BlsPropertiesTest.Batch.valid(8, 5, 2);
        List<BlsPublicKey> pks = b.pks().stream().map(BlsPublicKey::fromBytes).toList();
        List<BlsSignature> sigs = new ArrayList<>(b.sigs().stream().map(BlsSignature::fromBytes).toList());
        BlsBatchVerifier v = new BlsBatchVerifier(new SplittableRandom(8));
        assertTrue(v.verifyDecoded(pks, b.msgs(), sigs));
        sigs.set(4, sigs.get(0));
        assertFalse(v.verifyDecoded(pks, b.msgs(), sigs));
    }
}
