package dev.pippin.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pippin.groth16.Blinding;
import dev.pippin.groth16.Groth16;
import dev.pippin.groth16.Proof;
import dev.pippin.groth16.Verdict;
import dev.pippin.groth16.VerificationKey;
import dev.pippin.groth16.Witness;
import dev.pippin.groth16.ZKey;
import dev.pippin.msm.MsmOptions;
import java.io.IOException;
import java.math.BigInteger;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tiny key that seeds FileReaderFuzzTest#zkey (fuzz/tools/tiny_key.sh; out = x^3 + a*x + 5,
 * 7 wires) is a real key of its circuit: Pippin's proofs from it verify against snarkjs's
 * verification key, for the seed witness and for another satisfying one, and snarkjs's own proof
 * does too. Without this the seed could be a key the prover accepts but no verifier would.
 */
class TinyKeyTest {
    private static final String INPUTS = "/dev/pippin/fuzz/FileReaderFuzzTestInputs/";
    private static final MsmOptions ONE = MsmOptions.defaults().withThreads(1);
    private static ZKey key;
    private static VerificationKey vk;

    @TempDir
    Path dir;

    @BeforeAll
    static void open() throws IOException {
        key = ZKey.open(resource(INPUTS + "zkey/seed-tiny-circuit_final.zkey"));
        vk = VerificationKey.read(resource("/tiny/verification_key.json"));
    }

    @Test
    void headerCountsAreTheCircuits() {
        // 7 wires; out and a public; 5 constraints + 2 public + 1 rows fill a 2^3 domain.
        assertEquals(7, key.nVars());
        assertEquals(2, key.nPublic());
        assertEquals(8, key.domainSize());
    }

    @Test
    void seedWitnessProvesAndVerifies() throws IOException {
        Witness w = Witness.open(resource(INPUTS + "wtns/seed-tiny-witness.wtns"));
        Proof p = Groth16.prove(key, w, Blinding.random(new java.security.SecureRandom()), ONE);
        assertEquals(List.of(BigInteger.valueOf(3 * 3 * 3 + 2 * 3 + 5), BigInteger.TWO), p.publicSignals());
        assertValid(Groth16.verify(vk, roundTrip(p, p.publicSignalsJson())));
    }

    @Test
    void anotherSatisfyingWitnessVerifies() throws IOException {
        long x = 4, a = 5, out = x * x * x + a * x + 5;
        Proof p = Groth16.prove(key, witness(1, out, a, x, x * x, x * x * x, a * x), Blinding.random(new java.security.SecureRandom()), ONE);
        assertEquals(List.of(BigInteger.valueOf(out), BigInteger.valueOf(a)), p.publicSignals());
        assertValid(Groth16.verify(vk, p));
    }

    @Test
    void wrongPublicSignalOrUnsatisfiedWitnessIsInvalid() throws IOException {
        Witness w = Witness.open(resource(INPUTS + "wtns/seed-tiny-witness.wtns"));
        Proof p = Groth16.prove(key, w, Blinding.random(new java.security.SecureRandom()), ONE);
        assertFalse(Groth16.verify(vk, roundTrip(p, "[\"39\", \"2\"]")).valid());
        // The fuzz target's witness for 7 wires, (1, 2, ..., 7), satisfies none of the 5 constraints.
        Proof bad = Groth16.prove(key, witness(1, 2, 3, 4, 5, 6, 7), Blinding.random(new java.security.SecureRandom()), ONE);
        assertFalse(Groth16.verify(vk, bad).valid());
    }

    @Test
    void snarkjsProofVerifies() throws IOException {
        Proof p = Proof.read(resource("/tiny/proof.json"), resource("/tiny/public.json"));
        assertEquals(List.of(BigInteger.valueOf(38), BigInteger.TWO), p.publicSignals());
        assertValid(Groth16.verify(vk, p));
    }

    private static void assertValid(Verdict v) {
        assertTrue(v.valid(), v.reason());
    }

    private Proof roundTrip(Proof p, String publicJson) throws IOException {
        Path proof = Files.writeString(dir.resolve("proof.json"), p.toJson());
        Path pub = Files.writeString(dir.resolve("public.json"), publicJson);
        return Proof.read(proof, pub);
    }

    private Witness witness(long... values) throws IOException {
        BigInteger[] v = new BigInteger[values.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = BigInteger.valueOf(values[i]);
        }
        return Witness.open(Files.write(dir.resolve("w.wtns"), FileReaderFuzzTest.wtns(v)));
    }

    private static Path resource(String name) {
        try {
            return Path.of(TinyKeyTest.class.getResource(name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
