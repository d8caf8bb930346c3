package dev.pippin.bls;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The scheme's laws on random keys (KeyGen from random keying material) and messages: signatures
 * verify and nothing else does, aggregates verify, batches pass exactly when every triple is
 * valid, proofs of possession verify and are not message signatures.
 */
class BlsPropertiesTest {
    @Provide
    Arbitrary<byte[]> ikm() {
        return Arbitraries.bytes().array(byte[].class).ofMinSize(32).ofMaxSize(64);
    }

    @Provide
    Arbitrary<byte[]> message() {
        return Arbitraries.bytes().array(byte[].class).ofMinSize(0).ofMaxSize(80);
    }

    /** n distinct secret keys from one seed: KeyGen on 32 seeded bytes each. */
    static List<BlsSecretKey> keys(long seed, int n) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<BlsSecretKey> keys = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            byte[] ikm = new byte[32];
            rnd.nextBytes(ikm);
            keys.add(BlsSecretKey.keyGen(ikm));
        }
        return keys;
    }

    static byte[] bytes(long seed, int n) {
        byte[] b = new byte[n];
        new SplittableRandom(seed).nextBytes(b);
        return b;
    }

    @Property(tries = 12)
    void signThenVerify(@ForAll("ikm") byte[] ikm, @ForAll("message") byte[] msg) {
        BlsSecretKey sk = BlsSecretKey.keyGen(ikm);
        BlsPublicKey pk = sk.publicKey();
        BlsSignature sig = sk.sign(msg);
        assertTrue(Bls.verify(pk, msg, sig));
        assertTrue(Bls.verify(pk.toBytes(), msg, sig.toBytes()));
        assertTrue(Bls.keyValidate(pk.toBytes()));
        assertEquals(pk, BlsPublicKey.fromBytes(pk.toBytes()));
        assertEquals(sig, BlsSignature.fromBytes(sig.toBytes()));
        assertArrayEquals(sk.toBytes(), BlsSecretKey.fromBytes(sk.toBytes()).toBytes());
        assertArrayEquals(sig.toBytes(), Bls.sign(sk.toBytes(), msg), "the byte API signs alike");
        assertArrayEquals(sig.toBytes(), sk.sign(msg.clone()).toBytes(), "signing is deterministic");
    }

    @Property(tries = 12)
    void aFlippedMessageBitFails(@ForAll("ikm") byte[] ikm, @ForAll @Size(min = 1, max = 64) byte[] msg, @ForAll @IntRange(max = 511) int bit) {
        BlsSecretKey sk = BlsSecretKey.keyGen(ikm);
        byte[] sig = sk.sign(msg).toBytes(), pk = sk.publicKey().toBytes();
        byte[] flipped = msg.clone();
        int at = bit % (8 * msg.length);
        flipped[at / 8] ^= (byte) (1 << (at % 8));
        assertFalse(Bls.verify(pk, flipped, sig));
        assertTrue(Bls.verify(pk, msg, sig));
    }

    @Property(tries = 8)
    void anotherKeyFails(@ForAll long seed, @ForAll("message") byte[] msg) {
        List<BlsSecretKey> k = keys(seed, 2);
        assertFalse(Bls.verify(k.get(1).publicKey(), msg, k.get(0).sign(msg)));
    }

    @Property(tries = 8)
    void aggregateOfOneMessageVerifiesFast(@ForAll long seed, @ForAll @IntRange(min = 1, max = 6) int n, @ForAll("message") byte[] msg) {
        List<BlsSecretKey> sks = keys(seed, n + 1);
        List<byte[]> pks = new ArrayList<>(), sigs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            pks.add(sks.get(i).publicKey().toBytes());
            sigs.add(sks.get(i).sign(msg).toBytes());
        }
        byte[] agg = Bls.aggregate(sigs);
        assertTrue(Bls.fastAggregateVerify(pks, msg, agg));
        // AggregateVerify with the message repeated: one pairing for the shared message
        assertTrue(Bls.aggregateVerify(pks, java.util.Collections.nCopies(n, msg), agg));
        // the aggregate key verifies it as a plain signature
        List<BlsPublicKey> decoded = pks.stream().map(BlsPublicKey::fromBytes).toList();
        assertTrue(Bls.verify(BlsPublicKey.aggregate(decoded), msg, BlsSignature.fromBytes(agg)));
        // one more key, or one fewer, and it no longer does
        List<byte[]> more = new ArrayList<>(pks);
        more.add(sks.get(n).publicKey().toBytes());
        assertFalse(Bls.fastAggregateVerify(more, msg, agg));
        if (n > 1) {
            assertFalse(Bls.fastAggregateVerify(pks.subList(1, n), msg, agg));
        }
    }

    @Property(tries = 8)
    void aggregateOfManyMessagesVerifies(@ForAll long seed, @ForAll @IntRange(min = 1, max = 6) int n) {
        List<BlsSecretKey> sks = keys(seed, n);
        List<byte[]> pks = new ArrayList<>(), msgs = new ArrayList<>(), sigs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            // messages repeat (i % 3): the proof-of-possession scheme does not need them distinct
            byte[] m = bytes(seed + i % 3, 32);
            pks.add(sks.get(i).publicKey().toBytes());
            msgs.add(m);
            sigs.add(sks.get(i).sign(m).toBytes());
        }
        byte[] agg = Bls.aggregate(sigs);
        assertTrue(Bls.aggregateVerify(pks, msgs, agg));
        List<byte[]> other = new ArrayList<>(msgs);
        other.set(n - 1, bytes(seed + 100, 32));
        assertFalse(Bls.aggregateVerify(pks, other, agg));
        assertFalse(Bls.aggregateVerify(pks, msgs.subList(0, n - 1), agg), "one message short");
    }

    @Property(tries = 8)
    void batchOfValidTriplesPasses(@ForAll long seed, @ForAll @IntRange(min = 1, max = 8) int n, @ForAll @IntRange(min = 1, max = 8) int distinct) {
        Batch b = Batch.valid(seed, n, distinct);
        assertTrue(new BlsBatchVerifier(new SplittableRandom(seed)).verify(b.pks, b.msgs, b.sigs));
        assertTrue(Bls.batchVerify(b.pks, b.msgs, b.sigs));
    }

    @Property(tries = 8)
    void oneBadTripleFailsTheBatch(@ForAll long seed, @ForAll @IntRange(min = 1, max = 8) int n,
            @ForAll @IntRange(min = 1, max = 8) int distinct, @ForAll @IntRange(max = 7) int bad) {
        Batch b = Batch.valid(seed, n, distinct);
        int i = bad % n;
        // a valid signature, by the right key, of another message
        b.sigs.set(i, b.sks.get(i).sign(bytes(seed ^ 0x5eed, 40)).toBytes());
        assertFalse(new BlsBatchVerifier(new SplittableRandom(seed)).verify(b.pks, b.msgs, b.sigs));
        assertFalse(Bls.batchVerify(b.pks, b.msgs, b.sigs));
    }

    @Property(tries = 6)
    void proofsOfPossession(@ForAll long seed) {
        List<BlsSecretKey> k = keys(seed, 2);
        byte[] pk0 = k.get(0).publicKey().toBytes(), pk1 = k.get(1).publicKey().toBytes();
        byte[] pop0 = Bls.popProve(k.get(0).toBytes());
        assertArrayEquals(pop0, k.get(0).popProve().toBytes());
        assertTrue(Bls.popVerify(pk0, pop0));
        assertFalse(Bls.popVerify(pk1, pop0));
        // the two tags keep proofs and message signatures apart, even over the key's own bytes
        assertFalse(Bls.verify(pk0, pk0, pop0));
        assertFalse(Bls.popVerify(pk0, Bls.sign(k.get(0).toBytes(), pk0)));
    }

    /** n triples over `distinct` messages (message i is number i % distinct). */
    record Batch(List<BlsSecretKey> sks, List<byte[]> pks, List<byte[]> msgs, List<byte[]> sigs) {
        static Batch valid(long seed, int n, int distinct) {
            List<BlsSecretKey> sks = keys(seed, n);
            List<byte[]> pks = new ArrayList<>(), msgs = new ArrayList<>(), sigs = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                byte[] m = bytes(seed * 31 + i % distinct, 32);
                pks.add(sks.get(i).publicKey().toBytes());
                msgs.add(Arrays.copyOf(m, m.length));
                sigs.add(sks.get(i).sign(m).toBytes());
            }
            return new Batch(sks, pks, msgs, sigs);
        }
    }
}
