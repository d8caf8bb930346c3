package dev.pippin.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.curve.Bn254G1;
import dev.pippin.curve.Bn254G2;
import dev.pippin.evm.Precompile;
import dev.pippin.evm.PrecompileOptions;
import dev.pippin.evm.Precompiles;
import dev.pippin.groth16.Blinding;
import dev.pippin.groth16.Groth16;
import dev.pippin.groth16.Proof;
import dev.pippin.groth16.Witness;
import dev.pippin.groth16.ZKey;
import dev.pippin.msm.Msm;
import dev.pippin.msm.MsmGroup;
import dev.pippin.msm.MsmInstances;
import dev.pippin.msm.MsmOptions;
import dev.pippin.pairing.Bn254Pairing;
import dev.pippin.testkit.TestVectors;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Many callers at once: Msm.compute, the precompiles, the pairing and the Groth16 prover, each
 * called from several threads with different thread counts, give what one sequential call gives;
 * an interrupted call finishes, keeps the flag and leaves no pool thread busy.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ConcurrencyTest {
    private static final int CALLERS = 4;

    /** Runs the calls from CALLERS threads at once, each caller in its own order, and returns each caller's answers in call order. */
    private static <T> List<List<T>> concurrently(List<Callable<T>> calls) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(CALLERS);
        try {
            List<Future<List<T>>> futures = new ArrayList<>();
            for (int c = 0; c < CALLERS; c++) {
                int shift = c;
                futures.add(pool.submit(() -> {
                    List<T> out = new ArrayList<>(java.util.Collections.nCopies(calls.size(), null));
                    for (int i = 0; i < calls.size(); i++) {
                        int j = (i + shift * (calls.size() / CALLERS + 1)) % calls.size();
                        out.set(j, calls.get(j).call());
                    }
                    return out;
                }));
            }
            List<List<T>> all = new ArrayList<>();
            for (Future<List<T>> f : futures) {
                all.add(f.get());
            }
            return all;
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void msmFromManyThreadsWithDifferentThreadCounts() throws Exception {
        List<Callable<long[]>> calls = new ArrayList<>();
        List<long[]> expected = new ArrayList<>();
        for (MsmGroup g : new MsmGroup[] {MsmGroup.BN254_G1, MsmGroup.BLS12_381_G1, MsmGroup.BN254_G2}) {
            int n = g == MsmGroup.BN254_G2 ? 1 << 8 : 1 << 11;
            MsmInstances.Points p = MsmInstances.points(g, n, 7);
            byte[] s = MsmInstances.scalars(g, n, MsmInstances.Distribution.UNIFORM, 8);
            long[] want = MsmInstances.expected(p, s, n);
            for (int threads = 1; threads <= 4; threads++) {
                MsmOptions o = MsmOptions.defaults().withThreads(threads);
                calls.add(() -> Msm.compute(g, p.data(), s, o));
                expected.add(want);
            }
        }
        for (List<long[]> answers : concurrently(calls)) {
            for (int i = 0; i < calls.size(); i++) {
                assertArrayEquals(expected.get(i), answers.get(i), "call " + i);
            }
        }
    }

    @Test
    void precompilesFromManyThreads() throws Exception {
        byte[] g1msm = vectorInput("ethereum/blsG1MultiExp.json", 30);
        byte[] g2msm = vectorInput("ethereum/blsG2MultiExp.json", 20);
        byte[] pairing = vectorInput("ethereum/bn256Pairing.json", 3);
        byte[] blsPairing = vectorInput("ethereum/blsPairing.json", 8);
        byte[] modexp = vectorInput("ethereum/modexp_eip2565.json", 10);
        MsmInstances.Points p = MsmInstances.points(MsmGroup.BN254_G1, 300, 3);
        byte[] s = MsmInstances.scalars(MsmGroup.BN254_G1, 300, MsmInstances.Distribution.UNIFORM, 4);
        byte[] bnMsm = new byte[300 * 96];
        for (int i = 0; i < 300; i++) {
            dev.pippin.curve.codec.Eip196Codec.encodeG1(p.data(), i * Bn254G1.AFFINE, bnMsm, i * 96);
            System.arraycopy(s, 32 * i, bnMsm, i * 96 + 64, 32);
        }
        byte[] bnMsmExpected = dev.pippin.curve.codec.Eip196Codec.encodeG1(MsmInstances.expected(p, s, 300), 0);
        List<Callable<byte[]>> calls = new ArrayList<>();
        List<byte[]> expected = new ArrayList<>();
        for (int threads = 1; threads <= 3; threads++) {
            PrecompileOptions o = PrecompileOptions.defaults().withThreads(threads);
            for (Object[] c : new Object[][] {{"bls12_g1msm", g1msm}, {"bls12_g2msm", g2msm}, {"bn254_pairing", pairing},
                    {"bls12_pairing_check", blsPairing}, {"modexp_berlin", modexp}, {"bn254_g1msm", bnMsm}}) {
                Precompile pc = Precompiles.get((String) c[0], o).orElseThrow();
                byte[] in = (byte[]) c[1];
                calls.add(() -> pc.call(in));
                expected.add(c[0].equals("bn254_g1msm") ? bnMsmExpected : Precompiles.get((String) c[0], PrecompileOptions.defaults().withThreads(1)).orElseThrow().call(in));
            }
        }
        for (List<byte[]> answers : concurrently(calls)) {
            for (int i = 0; i < calls.size(); i++) {
                assertArrayEquals(expected.get(i), answers.get(i), "call " + i);
            }
        }
        // the sequential answers are the vectors' own
        assertEquals(vectorExpected("ethereum/blsG1MultiExp.json", 30), HexFormat.of().formatHex(expected.get(0)));
        assertEquals(vectorExpected("ethereum/bn256Pairing.json", 3), HexFormat.of().formatHex(expected.get(2)));
    }

    @Test
    void pairingFromManyThreads() throws Exception {
        List<Callable<Boolean>> calls = new ArrayList<>();
        List<Boolean> expected = new ArrayList<>();
        long[] g1 = new long[2 * Bn254G1.AFFINE], g2 = new long[2 * Bn254G2.AFFINE];
        Bn254G1.generator(g1, 0);
        Bn254G1.negateAffine(g1, Bn254G1.AFFINE, g1, 0);
        Bn254G2.generator(g2, 0);
        Bn254G2.generator(g2, Bn254G2.AFFINE);
        long[] g1b = g1.clone();
        Bn254G1.generator(g1b, Bn254G1.AFFINE); // e(G, H) e(G, H) != 1
        for (int i = 0; i < 4; i++) {
            calls.add(() -> Bn254Pairing.pairingCheck(g1, g2, 2));
            expected.add(true);
            calls.add(() -> Bn254Pairing.pairingCheck(g1b, g2, 2));
            expected.add(false);
        }
        for (List<Boolean> answers : concurrently(calls)) {
            assertEquals(expected, answers);
        }
    }

    @Test
    void groth16ProverFromManyThreads() throws Exception {
        ZKey key = ZKey.open(p10("circuit_final.zkey"));
        Witness witness = Witness.open(p10("witness.wtns"));
        Blinding blinding = Blinding.random(new java.security.SecureRandom());
        Proof reference = Groth16.prove(key, witness, blinding, MsmOptions.defaults().withThreads(1));
        List<Callable<String>> calls = new ArrayList<>();
        for (int threads = 1; threads <= 2; threads++) {
            MsmOptions o = MsmOptions.defaults().withThreads(threads);
            calls.add(() -> Groth16.prove(key, witness, blinding, o).toJson());
        }
        for (List<String> answers : concurrently(calls)) {
            for (String a : answers) {
                assertEquals(reference.toJson(), a);
            }
        }
        assertTrue(Groth16.verify(dev.pippin.groth16.VerificationKey.read(p10("verification_key.json")), reference).valid());
    }

    /**
     * An MSM whose calling thread is interrupted while its workers run: it returns the right sum
     * (the engine does not abandon workers that hold the call's arrays), the flag is set again on
     * return, and afterwards no pool thread is left running or blocked: each is parked, waiting for
     * work, and there are no more of them than before plus the call's share.
     */
    @Test
    void anInterruptedCallLeavesNothingBehind() throws Exception {
        MsmInstances.Points p = MsmInstances.points(MsmGroup.BN254_G1, 1 << 15, 11);
        byte[] s = MsmInstances.scalars(MsmGroup.BN254_G1, 1 << 15, MsmInstances.Distribution.UNIFORM, 12);
        long[] want = MsmInstances.expected(p, s, 1 << 15);
        int before = poolThreads().size();
        for (int round = 0; round < 3; round++) {
            long[][] got = new long[1][];
            boolean[] flag = new boolean[1];
            Thread caller = new Thread(() -> {
                got[0] = Msm.compute(MsmGroup.BN254_G1, p.data(), s, MsmOptions.defaults().withThreads(3));
                flag[0] = Thread.currentThread().isInterrupted();
            });
            caller.start();
            Thread.sleep(20 + 15 * round);
            caller.interrupt();
            caller.join(60_000);
            assertTrue(!caller.isAlive(), "the interrupted call did not return");
            assertArrayEquals(want, got[0]);
            assertTrue(flag[0], "the interrupt flag was not set again");
        }
        // the pool's threads go back to waiting for work (SynchronousQueue.poll: TIMED_WAITING)
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        List<ThreadInfo> busy;
        do {
            busy = poolThreads().stream().filter(t -> t.getThreadState() != Thread.State.TIMED_WAITING).toList();
            if (busy.isEmpty()) {
                break;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < deadline);
        assertTrue(busy.isEmpty(), "pool threads still busy: " + busy);
        assertTrue(poolThreads().size() <= before + 2 * CALLERS, "pool threads grew from " + before + " to " + poolThreads().size());
    }

    private static List<ThreadInfo> poolThreads() {
        return Arrays.stream(ManagementFactory.getThreadMXBean().dumpAllThreads(false, false))
                .filter(t -> t.getThreadName().startsWith("pippin-msm-")).toList();
    }

    static Path p10(String name) {
        return Path.of(System.getProperty("pippin.p10")).resolve(name);
    }

    private static byte[] vectorInput(String file, int index) throws Exception {
        return HexFormat.of().parseHex(vector(file, index).get("Input").asText());
    }

    private static String vectorExpected(String file, int index) throws Exception {
        return vector(file, index).get("Expected").asText();
    }

    private static com.fasterxml.jackson.databind.JsonNode vector(String file, int index) throws Exception {
        return new com.fasterxml.jackson.databind.ObjectMapper().readTree(Files.readString(TestVectors.file(file))).get(index);
    }
}
