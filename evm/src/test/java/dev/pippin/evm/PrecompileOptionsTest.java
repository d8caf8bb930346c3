package dev.pippin.evm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.ScalarLimbs;
import dev.pippin.curve.codec.Eip196Codec;
import dev.pippin.msm.MsmOptions;
import dev.pippin.testkit.TestVectors;
import java.math.BigInteger;
import java.util.HexFormat;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The caller's options reach the MSM: a 1-thread call and a default call agree (with each other
 * and with the vector or a single scalar multiplication), a 1-thread call never leaves the calling
 * thread, a 2-thread call provably runs part of the MSM on a second thread, and the progress
 * listener hears the whole MSM. The inputs are large enough (1100 and 2048 pairs) for the engine
 * to split them across threads at all.
 */
class PrecompileOptionsTest {
    private static final int N = 1100;

    /** N pairs ((i + 1) G, k_i) in EIP-196 form, and sum k_i (i + 1) G by one scalar multiplication. */
    private static final byte[] INPUT = new byte[N * 96];
    private static final byte[] EXPECTED;

    static {
        Random rnd = new Random(11);
        long[] g = new long[Bn254G1.AFFINE], p = new long[Bn254G1.AFFINE], s = new long[Bn254G1.SCRATCH];
        Bn254G1.generator(g, 0);
        BigInteger log = BigInteger.ZERO;
        for (int i = 0; i < N; i++) {
            Bn254G1.addAffine(p, 0, p, 0, g, 0, s);
            BigInteger k = new BigInteger(256, rnd);
            System.arraycopy(Eip196Codec.encodeG1(p, 0), 0, INPUT, 96 * i, 64);
            byte[] be = k.toByteArray();
            int n = Math.min(be.length, 32);
            System.arraycopy(be, be.length - n, INPUT, 96 * i + 64 + 32 - n, n);
            log = log.add(k.multiply(BigInteger.valueOf(i + 1)));
        }
        long[] want = new long[Bn254G1.AFFINE];
        Bn254G1.scalarMul(want, 0, g, 0, ScalarLimbs.limbs(log.mod(Bn254G1.ORDER), 4), 0);
        EXPECTED = Eip196Codec.encodeG1(want, 0);
    }

    @Test
    void defaultsAreEveryCoreAndNoListener() {
        PrecompileOptions d = PrecompileOptions.defaults();
        assertEquals(Runtime.getRuntime().availableProcessors(), d.threads());
        assertEquals(null, d.progress());
        assertEquals(3, d.withThreads(3).threads());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> d.withThreads(0));
        assertEquals("threads must be at least 1, got 0", e.getMessage());
        assertThrows(NullPointerException.class, () -> Precompiles.get("bls12_g1msm", null));
    }

    @Test
    void oneThreadAndDefaultAgree() throws Exception {
        Precompile one = Precompiles.get("bn254_g1msm", PrecompileOptions.defaults().withThreads(1)).orElseThrow();
        Precompile two = Precompiles.get("bn254_g1msm", PrecompileOptions.defaults().withThreads(2)).orElseThrow();
        Precompile all = Precompiles.get("bn254_g1msm").orElseThrow();
        assertArrayEquals(EXPECTED, one.call(INPUT));
        assertArrayEquals(EXPECTED, two.call(INPUT));
        assertArrayEquals(EXPECTED, all.call(INPUT));
    }

    @Test
    void oneThreadAndDefaultAgreeOnALargeEip2537Vector() throws Exception {
        JsonNode vectors = new ObjectMapper().readTree(TestVectors.file("ethereum/blsG1MultiExp.json").toFile());
        JsonNode v = null;
        for (JsonNode x : vectors) {
            if (x.get("Name").asText().equals("g1msm-2048-jwasinger")) {
                v = x;
            }
        }
        assertTrue(v != null, "the 2048-pair vector is in the file");
        byte[] input = HexFormat.of().parseHex(v.get("Input").asText());
        String expected = v.get("Expected").asText();
        Precompile one = Precompiles.get("bls12_g1msm", PrecompileOptions.defaults().withThreads(1)).orElseThrow();
        Precompile all = Precompiles.get("bls12_g1msm").orElseThrow();
        assertEquals(expected, HexFormat.of().formatHex(one.call(input)));
        assertEquals(expected, HexFormat.of().formatHex(all.call(input)));
        assertEquals(v.get("Gas").asLong(), one.gas(input));
    }

    @Test
    void oneThreadNeverLeavesTheCallingThread() throws Exception {
        Thread caller = Thread.currentThread();
        Set<Thread> seen = ConcurrentHashMap.newKeySet();
        AtomicLong lastDone = new AtomicLong(), lastTotal = new AtomicLong();
        MsmOptions.ProgressListener listener = (done, total) -> {
            seen.add(Thread.currentThread());
            lastDone.accumulateAndGet(done, Math::max);
            lastTotal.set(total);
        };
        byte[] out = Precompiles.get("bn254_g1msm", PrecompileOptions.defaults().withThreads(1).withProgress(listener))
                .orElseThrow().call(INPUT);
        assertArrayEquals(EXPECTED, out);
        assertEquals(Set.of(caller), seen);
        assertTrue(lastTotal.get() > 0);
        assertEquals(lastTotal.get(), lastDone.get(), "the listener hears the whole MSM");
    }

    /**
     * With two threads the calling thread, on its first report, waits for a report from another
     * thread. One comes for certain: the other worker takes the tasks the waiting caller leaves.
     * With the thread count lost on the way (one thread), nobody would report and the wait would
     * time out.
     */
    @Test
    void twoThreadsRunPartOfTheMsmOnASecondThread() throws Exception {
        Thread caller = Thread.currentThread();
        CountDownLatch otherReported = new CountDownLatch(1);
        AtomicBoolean waited = new AtomicBoolean(), released = new AtomicBoolean();
        MsmOptions.ProgressListener listener = (done, total) -> {
            if (Thread.currentThread() != caller) {
                otherReported.countDown();
            } else if (waited.compareAndSet(false, true)) {
                try {
                    released.set(otherReported.await(60, TimeUnit.SECONDS));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        };
        byte[] out = Precompiles.get("bn254_g1msm", PrecompileOptions.defaults().withThreads(2).withProgress(listener))
                .orElseThrow().call(INPUT);
        assertArrayEquals(EXPECTED, out);
        assertTrue(waited.get(), "the calling thread reported");
        assertTrue(released.get(), "a second thread reported while the caller waited");
    }
}
