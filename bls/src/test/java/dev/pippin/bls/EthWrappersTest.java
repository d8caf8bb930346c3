package dev.pippin.bls;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The consensus specs' eth_aggregate_pubkeys and eth_fast_aggregate_verify (altair, bls.md). The
 * sum of keys is checked against the key of the secret keys' sum, taken mod r in BigInteger: the
 * group law against the scalar one, no shared code but SkToPk.
 */
class EthWrappersTest {
    static final BigInteger R = new BigInteger("73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001", 16);

    static byte[] sk(BigInteger k) {
        byte[] b = k.toByteArray();
        byte[] out = new byte[32];
        int n = Math.min(b.length, 32);
        System.arraycopy(b, b.length - n, out, 32 - n, n);
        return out;
    }

    static BigInteger random(SplittableRandom rnd) {
        byte[] b = new byte[40];
        rnd.nextBytes(b);
        return new BigInteger(1, b).mod(R.subtract(BigInteger.ONE)).add(BigInteger.ONE);
    }

    static byte[] infinityG1() {
        byte[] b = new byte[BlsPublicKey.BYTES];
        b[0] = (byte) 0xc0;
        return b;
    }

    static byte[] infinityG2() {
        byte[] b = new byte[BlsSignature.BYTES];
        b[0] = (byte) 0xc0;
        return b;
    }

    @Property(tries = 15)
    void theSumOfKeysIsTheKeyOfTheSumOfSecrets(@ForAll @IntRange(min = 1, max = 9) int n, @ForAll long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<byte[]> pks = new ArrayList<>();
        BigInteger total = BigInteger.ZERO;
        for (int i = 0; i < n; i++) {
            BigInteger k = random(rnd);
            total = total.add(k).mod(R);
            pks.add(Bls.skToPk(sk(k)));
        }
        byte[] expected = total.signum() == 0 ? infinityG1() : Bls.skToPk(sk(total));
        assertArrayEquals(expected, Bls.ethAggregatePubkeys(pks));
    }

    @Test
    void keysThatCancelSumToInfinity() {
        BigInteger k = new BigInteger("1234567890abcdef", 16);
        byte[] pk = Bls.skToPk(sk(k)), minus = Bls.skToPk(sk(R.subtract(k)));
        assertArrayEquals(infinityG1(), Bls.ethAggregatePubkeys(List.of(pk, minus)));
        assertArrayEquals(pk, Bls.ethAggregatePubkeys(List.of(pk, minus, pk)));
        // the key type refuses that sum: it is not a key FastAggregateVerify accepts
        assertThrows(IllegalArgumentException.class,
                () -> BlsPublicKey.aggregate(List.of(BlsPublicKey.fromBytes(pk), BlsPublicKey.fromBytes(minus))));
    }

    @Test
    void aggregationRefusesAnEmptyListAndInvalidKeys() {
        byte[] pk = Bls.skToPk(sk(BigInteger.TWO));
        assertThrows(IllegalArgumentException.class, () -> Bls.ethAggregatePubkeys(List.of()));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Bls.ethAggregatePubkeys(List.of(pk, infinityG1())));
        assertTrue(e.getMessage().contains("key 1"), e.getMessage());
        byte[] shortKey = new byte[47];
        assertThrows(IllegalArgumentException.class, () -> Bls.ethAggregatePubkeys(List.of(shortKey)));
        byte[] uncompressed = pk.clone();
        uncompressed[0] &= 0x7f; // compression flag cleared
        assertThrows(IllegalArgumentException.class, () -> Bls.ethAggregatePubkeys(List.of(uncompressed)));
        // x = 0 is on the curve (y^2 = 4) with order 3: not in the subgroup
        byte[] orderThree = new byte[BlsPublicKey.BYTES];
        orderThree[0] = (byte) 0x80;
        assertThrows(IllegalArgumentException.class, () -> Bls.ethAggregatePubkeys(List.of(orderThree)));
    }

    @Test
    void noKeysVerifyOnlyTheSignatureAtInfinity() {
        byte[] msg = "sync committee".getBytes();
        assertTrue(Bls.ethFastAggregateVerify(List.of(), msg, infinityG2()));
        assertFalse(Bls.fastAggregateVerify(List.of(), msg, infinityG2()));
        byte[] sig = Bls.sign(sk(BigInteger.TEN), msg);
        assertFalse(Bls.ethFastAggregateVerify(List.of(), msg, sig));
        byte[] stray = infinityG2();
        stray[95] = 1;
        assertFalse(Bls.ethFastAggregateVerify(List.of(), msg, stray));
        byte[] unflagged = new byte[BlsSignature.BYTES];
        unflagged[0] = (byte) 0x40; // infinity without the compression flag
        assertFalse(Bls.ethFastAggregateVerify(List.of(), msg, unflagged));
        assertFalse(Bls.ethFastAggregateVerify(List.of(), msg, new byte[95]));
    }

    @Test
    void withKeysItIsFastAggregateVerify() {
        byte[] msg = "block root".getBytes();
        List<byte[]> pks = new ArrayList<>();
        List<byte[]> sigs = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            byte[] k = sk(BigInteger.valueOf(1000 + i));
            pks.add(Bls.skToPk(k));
            sigs.add(Bls.sign(k, msg));
        }
        byte[] agg = Bls.aggregate(sigs);
        assertTrue(Bls.ethFastAggregateVerify(pks, msg, agg));
        assertEquals(Bls.fastAggregateVerify(pks, msg, agg), Bls.ethFastAggregateVerify(pks, msg, agg));
        assertFalse(Bls.ethFastAggregateVerify(pks, "other".getBytes(), agg));
        assertFalse(Bls.ethFastAggregateVerify(pks, msg, infinityG2()));
        assertFalse(Bls.ethFastAggregateVerify(pks.subList(0, 3), msg, agg));
    }
}
