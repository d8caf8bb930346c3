package dev.pippin.bls;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pippin.curve.Bls12381G2;
import dev.pippin.curve.hash.Bls12381HashToCurve;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every case of test-vectors/bls-signatures: verify, fast_aggregate_verify, aggregate_verify and
 * batch_verify through the byte API (the batch both with a fixed-seed source and with
 * SecureRandom), hash_to_G2 against the published coordinates.
 */
class BlsVectorsTest {
    private static Stream<DynamicTest> each(String folder, Function<BlsVectors.Case, Boolean> verify) {
        return BlsVectors.folder(folder).stream()
                .map(c -> DynamicTest.dynamicTest(c.name(), () -> assertEquals(c.expected(), verify.apply(c), c.name())));
    }

    @TestFactory
    Stream<DynamicTest> verify() {
        return each("verify", c -> Bls.verify(c.bytes("pubkey"), c.bytes("message"), c.bytes("signature")));
    }

    @TestFactory
    Stream<DynamicTest> fastAggregateVerify() {
        return each("fast_aggregate_verify",
                c -> Bls.fastAggregateVerify(c.list("pubkeys"), c.bytes("message"), c.bytes("signature")));
    }

    @TestFactory
    Stream<DynamicTest> aggregateVerify() {
        return each("aggregate_verify",
                c -> Bls.aggregateVerify(c.list("pubkeys"), c.list("messages"), c.bytes("signature")));
    }

    @TestFactory
    Stream<DynamicTest> batchVerifySeeded() {
        BlsBatchVerifier v = new BlsBatchVerifier(new SplittableRandom(20260101));
        return each("batch_verify", c -> v.verify(c.list("pubkeys"), c.list("messages"), c.list("signatures")));
    }

    @TestFactory
    Stream<DynamicTest> batchVerifySecureRandom() {
        return each("batch_verify", c -> Bls.batchVerify(c.list("pubkeys"), c.list("messages"), c.list("signatures")));
    }

    /** The batch answer is the conjunction of the one-by-one answers, on every vector. */
    @TestFactory
    Stream<DynamicTest> batchAgreesWithOneByOne() {
        return each("batch_verify", c -> {
            List<byte[]> pks = c.list("pubkeys"), msgs = c.list("messages"), sigs = c.list("signatures");
            boolean all = !pks.isEmpty();
            for (int i = 0; i < pks.size(); i++) {
                all &= Bls.verify(pks.get(i), msgs.get(i), sigs.get(i));
            }
            return all;
        });
    }

    @TestFactory
    Stream<DynamicTest> hashToG2() {
        return BlsVectors.folder("hash_to_G2").stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            String dst = c.input().get("dst").asText();
            assertEquals(Bls.CIPHERSUITE, dst, c.name());
            long[] p = Bls12381HashToCurve.hashToG2(c.bytes("message"), dst.getBytes(StandardCharsets.US_ASCII));
            BigInteger[] x = fp2(c.output().get("x").asText()), y = fp2(c.output().get("y").asText());
            assertArrayEquals(new BigInteger[] {x[0], x[1], y[0], y[1]}, Bls12381G2.toBigIntegers(p, 0), c.name());
            // the point the ciphersuite signs is the same one: Points.hash under Bls.DST
            assertArrayEquals(p, Points.hash(c.bytes("message"), Bls.DST), c.name());
        }));
    }

    /** "0x<c0>,0x<c1>". */
    private static BigInteger[] fp2(String s) {
        String[] parts = s.split(",");
        assertEquals(2, parts.length, s);
        return new BigInteger[] {new BigInteger(1, BlsVectors.hex(parts[0])), new BigInteger(1, BlsVectors.hex(parts[1]))};
    }

    /** The folders hold what the README lists; a lost file would otherwise go unnoticed. */
    @Test
    void caseCounts() {
        assertEquals(30, BlsVectors.folder("verify").size());
        assertEquals(11, BlsVectors.folder("fast_aggregate_verify").size());
        assertEquals(4, BlsVectors.folder("aggregate_verify").size());
        assertEquals(14, BlsVectors.folder("batch_verify").size());
        assertEquals(5, BlsVectors.folder("hash_to_G2").size());
    }
}
